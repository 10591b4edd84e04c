"""How fast the bounds answer: hostile files refused, a long save read, the AI cancelled.

The tests assert what these bounds do (the work counted: cards read, moves
replayed, worlds drawn); how long it takes is a speed figure, measured
here on demand and recorded in BENCHMARKS.md ("Bounds").  The targets are
the figures the tests used to assert.  CPU time (``time.process_time``)
except where a wait is the point (a cancel from another thread, the
window's answer), which is wall time: note the load average.

    QT_QPA_PLATFORM=offscreen python -m benchmarks.bounds_bench [--repeat 3]
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from sixtysix_qt.ai import make_player
from sixtysix_qt.cli import read_line
from sixtysix_qt.engine import loads, new_deal
from sixtysix_qt.storage import MAX_DEALS, SAVE_NAME, SaveStore
from tests.faults.hostile import SAVE_VARIANTS, huge_deck_deal, thrown_in_match

Row = tuple[str, float, float]
"""What was measured, seconds (median of the repeats), the target in seconds."""


def _cpu(
    step: Callable[[], object], repeat: int, prepare: Callable[[], object] = lambda: None
) -> float:
    """Median CPU seconds of ``step`` (``prepare`` runs before each, unmeasured)."""
    spent = []
    for _ in range(repeat):
        prepare()
        t0 = time.process_time()
        step()
        spent.append(time.process_time() - t0)
    return statistics.median(spent)


def _refused(call: Callable[[], object]) -> Callable[[], None]:
    def step() -> None:
        try:
            call()
        except ValueError:
            pass

    return step


def file_rows(folder: Path, repeat: int) -> list[Row]:
    """The 261 KB deal, the two saves that would replay long, every bad save, the longest save."""
    deal = folder / "big.json"
    huge_deck_deal()(deal)
    text = deal.read_text()
    rows = [
        (
            "a 261 KB deal's deck refused (engine.loads)",
            _cpu(_refused(lambda: loads(text)), repeat),
            2.0,
        )
    ]
    store = SaveStore(folder)
    for name in ("huge-deck-4mb", "too-many-deals"):
        made = folder / f"{name}.json"
        SAVE_VARIANTS[name](made)
        rows.append(
            (f"the {name} save set aside", _cpu(store.load, repeat, _copier(made, store.path)), 2.0)
        )
    rows.append(("the slowest of every bad save set aside", _slowest_bad_save(folder), 5.0))
    store.save(thrown_in_match(MAX_DEALS))
    rows.append(
        (
            f"the longest save the writer allows read ({MAX_DEALS} deals)",
            _cpu(store.load, repeat),
            2.0,
        )
    )
    return rows


def _copier(source: Path, target: Path) -> Callable[[], None]:
    return lambda: target.write_bytes(source.read_bytes())


def _slowest_bad_save(folder: Path) -> float:
    slowest = 0.0
    for n, make in enumerate(SAVE_VARIANTS.values()):
        place = folder / f"bad-{n}"
        place.mkdir()
        make(place / SAVE_NAME)
        slowest = max(slowest, _cpu(SaveStore(place).load, 1))
        os.chmod(place, 0o700)
    return slowest


def line_row(repeat: int) -> Row:
    text = "x" * 5_000_000 + "\n1\n"
    streams: list[io.StringIO] = []
    spent = _cpu(lambda: read_line(streams[-1]), repeat, lambda: streams.append(io.StringIO(text)))
    return ("a 5 MB terminal line thrown away (cli.read_line)", spent, 2.0)


def cancel_rows(repeat: int) -> list[Row]:
    """A cancelled or past-deadline choice, and a cancel from another thread (wall time)."""
    state = new_deal("classic", seed=9)
    obs = state.observation(state.to_move)
    stop = threading.Event()
    stop.set()
    rows = []
    for level in ("hard", "expert"):
        player = make_player(level, seed=1)
        rows.append(
            (
                f"{level}: a cancelled choice",
                _cpu(lambda p=player: p.choose(obs, cancel=stop), repeat),
                0.2,
            )
        )
        late = _cpu(lambda p=player: p.choose(obs, deadline=time.monotonic()), repeat)
        rows.append((f"{level}: a choice past its deadline", late, 0.2))
    rows.append(
        (
            "expert: a cancel from another thread, to the move (wall)",
            _cancel_from_thread(obs, repeat),
            1.0,
        )
    )
    return rows


def _cancel_from_thread(obs: dict, repeat: int) -> float:
    waits = []
    for _ in range(repeat):
        stop = threading.Event()
        player = make_player("expert", seed=2, time_limit=None)
        worker = threading.Thread(target=player.choose, args=(obs,), kwargs={"cancel": stop})
        worker.start()
        time.sleep(0.1)
        t0 = time.monotonic()
        stop.set()
        worker.join()
        waits.append(time.monotonic() - t0)
    return statistics.median(waits)


def _asked(folder: Path) -> list[float]:
    """Asks the window to raise from another thread; the list gets the round trip's seconds."""
    from sixtysix_qt.ui.system.local_channel import ask

    out: list[float] = []

    def trip() -> None:
        t0 = time.monotonic()
        if ask(str(folder), b"raise\n", 30.0):
            out.append(time.monotonic() - t0)

    threading.Thread(target=trip, daemon=True).start()
    return out


def window_rows(folder: Path, spin_ms: int = 1500) -> list[Row]:
    """With 25 idle connections open: the event loop's longest pause, and a raise answered (wall)."""
    import socket

    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from sixtysix_qt.ui.system.single_instance import InstanceGuard
    from sixtysix_qt.ui.system.unix_channel import server_address

    app = QApplication.instance() or QApplication([])
    guard = InstanceGuard(str(folder))
    guard.claim()
    guard.listen(lambda: None, lambda _p: None)
    idle = [socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) for _ in range(25)]
    for s in idle:
        s.connect(server_address(str(folder)))
        app.processEvents()  # accepted as they come (the backlog holds only a few)
    clock, longest, last = QElapsedTimer(), 0, 0
    clock.start()
    answered = _asked(folder)
    while clock.elapsed() < spin_ms or not answered:
        app.processEvents()
        now = clock.elapsed()
        longest, last = max(longest, now - last), now
        time.sleep(0.005)
    for s in idle:
        s.close()
    guard.release()
    return [
        ("25 idle connections: the window's longest pause (wall)", longest / 1000, 0.25),
        ("a raise answered by the window beside them (wall)", answered[0], 2.0),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        files, window = Path(tmp, "files"), Path(tmp, "window")
        files.mkdir()
        window.mkdir()
        rows = file_rows(files, args.repeat) + [line_row(args.repeat)] + cancel_rows(args.repeat)
        rows += window_rows(window)
    print(f"load average {os.getloadavg()[0]:.1f}; seconds, median of {args.repeat}")
    print("| measure | seconds | target | met |\n|---|---|---|---|")
    for what, seconds, target in rows:
        print(f"| {what} | {seconds:.3f} | < {target:g} | {'yes' if seconds < target else 'no'} |")


if __name__ == "__main__":
    main()
