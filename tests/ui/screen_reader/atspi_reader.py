"""Read the running game the way a screen reader does: through AT-SPI on the session bus.

Run by ``tests/ui/test_screen_reader.py`` with the system's Python (pyatspi is
Debian's ``python3-pyatspi``, not a wheel), never imported by the tests.  It
waits until the accessible called TABLE of the application whose process is PID has a description that
holds every word of WANT (``--want``, several allowed), meanwhile recording
the announcements screen readers are sent, and prints one JSON object: the
tree (role, name, description, states) and the announcements.  With ``--keys``
it then types the keys (xdotool) and waits for the next WANT set, ``--then``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import time

import pyatspi
from gi.repository import GLib

SHOWN = (pyatspi.STATE_SHOWING, pyatspi.STATE_VISIBLE)


def node(acc, depth: int) -> dict:
    states = acc.getState()
    return {
        "depth": depth,
        "role": acc.getRoleName(),
        "name": acc.name or "",
        "description": acc.description or "",
        "showing": all(states.contains(s) for s in SHOWN),
    }


def walk(acc, depth: int = 0, out: list | None = None) -> list[dict]:
    out = [] if out is None else out
    out.append(node(acc, depth))
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None and depth < 14:
            walk(child, depth + 1, out)
    return out


def the_game(pid: int):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:  # an application that went away while we asked
            continue
    return None


def wait_for(pid: int, table: str, want: list[str], seconds: float, spin, ready=None) -> list[dict]:
    """The tree once the table's description holds every word of ``want`` and ``ready()``
    is true (or at the deadline)."""
    deadline = time.monotonic() + seconds
    tree: list[dict] = []
    while time.monotonic() < deadline:
        spin()
        app = the_game(pid) if ready is None or ready() else None
        if app is not None:
            try:
                tree = walk(app)
            except Exception:  # the tree changed under us: read it again
                continue
            for n in tree:
                if n["name"] == table and all(w in n["description"] for w in want):
                    return tree
        time.sleep(0.3)
    return tree


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--table", required=True)
    parser.add_argument("--want", action="append", default=[])
    parser.add_argument("--keys", nargs="*", default=[])
    parser.add_argument("--then", action="append", default=[])
    parser.add_argument("--then-heard", default="", help="and an announcement holding this")
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()

    heard: list[str] = []

    def on_announcement(event) -> None:
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        heard.append(text)

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    context = GLib.MainContext.default()

    def spin() -> None:
        while context.pending():
            context.iteration(False)

    first = wait_for(args.pid, args.table, args.want, args.seconds, spin)
    heard_first = list(heard)
    second: list[dict] = []
    if args.keys:
        # no window manager under Xvfb: give the game's window the keyboard as a click would
        found = subprocess.run(
            ["xdotool", "search", "--pid", str(args.pid)], capture_output=True, text=True
        ).stdout.split()
        for window in found:
            subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
        for key in args.keys:
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
            time.sleep(0.4)
        told = len(heard)

        def answered() -> bool:
            return any(args.then_heard in text for text in heard[told:])

        second = wait_for(args.pid, args.table, args.then, args.seconds, spin, answered)
    for _ in range(10):  # the last announcements on their way
        spin()
        time.sleep(0.1)
    print(
        json.dumps({"first": first, "heard_first": heard_first, "second": second, "heard": heard})
    )


if __name__ == "__main__":
    main()
