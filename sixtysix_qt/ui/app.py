"""Entry point: ``sixtysix`` / ``python -m sixtysix_qt``, with tool modes for screenshots and autoplay.

Arguments are declared in small groups (``add_*_arguments``) so that later
features (three- and four-player presets, saved games) add a group instead
of editing one long parser.  Tool modes:

* ``--screenshot PATH [--seed N] [--size WxH] [--moves N]`` renders the
  table offscreen a few moves into a seeded deal and exits;
* ``--autoplay --deals N [--quit]`` lets two computer players play through
  the real window (the exit code says whether it went well).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

ArgumentGroup = Callable[[argparse.ArgumentParser], None]


def add_general_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang", metavar="CODE", help="user interface language (en, lv, sl, bg, uk)"
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="shuffle seed, for a repeatable match"
    )
    parser.add_argument("--level", default="medium", choices=("easy", "medium", "hard", "expert"))
    parser.add_argument("--size", metavar="WxH", default=None, help="window size, e.g. 1280x800")
    parser.add_argument(
        "--speed", default=None, choices=("off", "fast", "normal", "slow"), help="animation speed"
    )


def add_tool_arguments(parser: argparse.ArgumentParser) -> None:
    tools = parser.add_argument_group("tool modes")
    tools.add_argument("--screenshot", metavar="PATH", help="render the table to PATH and exit")
    tools.add_argument(
        "--moves",
        type=int,
        default=4,
        help="with --screenshot: actions played first (-1: to the end of the deal)",
    )
    tools.add_argument("--autoplay", action="store_true", help="two computers play each other")
    tools.add_argument("--deals", type=int, default=1, help="with --autoplay: deals to play")
    tools.add_argument("--quit", action="store_true", help="with --autoplay: exit when done")


ARGUMENT_GROUPS: list[ArgumentGroup] = [add_general_arguments, add_tool_arguments]
"""Append a function here to add options (e.g. ``--preset`` for 3 and 4 players)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sixtysix", description="Sixty-Six (Schnapsen, Santase): the card game"
    )
    for group in ARGUMENT_GROUPS:
        group(parser)
    return parser


def parse_size(text: str | None, default: tuple[int, int] = (1280, 800)) -> tuple[int, int]:
    """``"1280x800"`` -> (1280, 800); argparse-style error for anything else."""
    if not text:
        return default
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"sixtysix: --size must look like 1280x800, not {text!r}") from None
    if w < 320 or h < 240:
        raise SystemExit("sixtysix: --size must be at least 320x240")
    return w, h


def _needs_offscreen(args: argparse.Namespace) -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if args.screenshot:
        return True
    headless = sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )
    return bool(args.autoplay and headless)


def install_language(app: object, lang: str | None) -> object | None:
    """Install the translations (``sixtysix_qt.ui.i18n``); returns the language manager."""
    try:
        from . import i18n
    except ImportError:  # translations not available: English only
        return None
    i18n.register_fonts()
    manager = i18n.LanguageManager(app)
    manager.set_language(lang or i18n.system_language())
    return manager


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game (or a tool mode); returns the process exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build re-enters here for the AI process
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    size = parse_size(args.size)
    if _needs_offscreen(args):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtWidgets import QApplication

    from .controller import COMPUTER, HUMAN, GameSetup
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Sixty-Six")
    app.setOrganizationName("sixtysix")
    languages = install_language(app, args.lang)
    window = MainWindow(language_manager=languages)
    window.resize(*size)
    setup = GameSetup(level=args.level, seed=args.seed)

    if args.screenshot:
        return screenshot(window, setup, args.screenshot, args.moves)
    if args.autoplay:
        from .autoplay import Autoplay

        setup = GameSetup(level=args.level, seed=args.seed, seats=(COMPUTER, COMPUTER))
        window.set_speed(args.speed or "fast")
        runner = Autoplay(window, args.deals, quit_when_done=args.quit)
        window.show()
        runner.start(setup)
        code = app.exec()
        _stop(window)
        return runner.exit_code if args.quit else code
    if args.speed:
        window.set_speed(args.speed)
    window.show()
    window.deferred_start(GameSetup(level=args.level, seed=args.seed, seats=(HUMAN, COMPUTER)))
    code = app.exec()
    _stop(window)
    return code


def _stop(window: object) -> None:
    """Stop the computer's thread and process before Qt goes away."""
    from . import ai_process

    window.controller.shutdown()
    ai_process.shutdown()


def screenshot(window: object, setup: object, path: str, moves: int) -> int:
    """Play ``moves`` actions of a seeded deal (-1: to its end) and save the window as PNG."""
    from PySide6.QtWidgets import QApplication

    from .controller import make_computer

    window.set_speed("off")
    controller = window.controller
    controller.pace_ms = 10**7  # the computer must not move on its own while we pose the table
    window.show()
    QApplication.processEvents()
    controller.new_match(setup)
    seed = setup.seed or 0
    players = [
        make_computer("easy", seed + seat, in_process=False) for seat in range(controller.num_seats)
    ]
    played = 0
    while controller.state is not None and not controller.state.is_over:
        if 0 <= moves <= played:
            break
        state = controller.state
        action = players[state.to_move].choose(state.observation(state.to_move))
        controller.force(action)
        played += 1
        QApplication.processEvents()
    for _ in range(5):
        QApplication.processEvents()
    ok = window.grab().save(path, "PNG")
    controller.shutdown()
    window.close()
    if not ok:
        print(f"sixtysix: could not write {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
