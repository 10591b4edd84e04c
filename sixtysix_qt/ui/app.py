"""Entry point: ``sixtysix`` / ``python -m sixtysix_qt``, with tool modes for screenshots and autoplay.

Arguments are declared in small groups (``add_*_arguments``) so that later
features (three- and four-player presets, saved games) add a group instead
of editing one long parser.  Tool modes:

* ``--screenshot PATH [--seed N] [--size WxH] [--moves N]`` renders the
  table offscreen a few moves into a seeded deal and exits;
* ``--autoplay --deals N [--quit]`` lets two computer players play through
  the real window (the exit code says whether it went well);
* ``--hint-check`` asks the computer's child process for one hint and prints
  it (``play/hint_check.py``: a packaged build's smoke test).

Neither tool mode reads or writes the saved game, the statistics or the
settings.  A normal start keeps them in the app data folder
(QStandardPaths.AppDataLocation), or in ``--data-dir`` / ``$SIXTYSIX_DATA_DIR``
(settings then go to ``settings.ini`` in that folder too, so a test or a
portable copy leaves the user's own untouched).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from sixtysix_qt.ai.levels import LEVELS

from .table.timing import SPEEDS

if TYPE_CHECKING:  # the Qt modules load only once the arguments are read (fast --help)
    from PySide6.QtCore import QCoreApplication

    from .main_window import MainWindow
    from .play.setup import GameSetup
    from .settings import Settings
    from .words.i18n import LanguageManager

ArgumentGroup = Callable[[argparse.ArgumentParser], None]


def add_general_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang", metavar="CODE", help="user interface language (en, lv, sl, bg, uk)"
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="shuffle seed, for a repeatable match"
    )
    parser.add_argument("--level", default="medium", choices=LEVELS)
    parser.add_argument("--size", metavar="WxH", default=None, help="window size, e.g. 1280x800")
    parser.add_argument("--speed", default=None, choices=tuple(SPEEDS), help="animation speed")


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
    tools.add_argument(
        "--hint-check",
        action="store_true",
        help="ask the computer's process for one hint, print it and exit (packaged builds)",
    )


def add_preset_arguments(parser: argparse.ArgumentParser) -> None:
    from sixtysix_qt.engine import PRESETS

    variant = parser.add_argument_group("variant")
    variant.add_argument(
        "--preset",
        default="classic",
        choices=PRESETS,
        help="the variant: two players (classic, schnapsen), three-hand, four-hand or bidding",
    )


ARGUMENT_GROUPS: list[ArgumentGroup] = [
    add_general_arguments,
    add_tool_arguments,
    add_preset_arguments,
]
"""Append a function here to add options (e.g. ``--preset`` for 3 and 4 players)."""

DATA_DIR_ENV = "SIXTYSIX_DATA_DIR"
SETTINGS_FILE = "settings.ini"


def add_storage_arguments(parser: argparse.ArgumentParser) -> None:
    storage = parser.add_argument_group("saved games and statistics")
    storage.add_argument(
        "--data-dir",
        metavar="DIR",
        default=None,
        help=f"keep the saved game, statistics and settings in DIR (also ${DATA_DIR_ENV})",
    )
    storage.add_argument(
        "--new-game",
        action="store_true",
        help="start a new match without offering to resume the saved one",
    )
    # for tests: play N moves for the human (random legal plays), then keep running
    storage.add_argument("--play-moves", type=int, default=0, help=argparse.SUPPRESS)


ARGUMENT_GROUPS.append(add_storage_arguments)


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
    return bool((args.autoplay or args.hint_check) and headless)


def install_language(app: QCoreApplication, lang: str | None) -> LanguageManager:
    """Install the translations (``sixtysix_qt.ui.words.i18n``); returns the language manager."""
    from .words import i18n

    i18n.register_fonts()
    manager = i18n.LanguageManager(app)
    manager.set_language(lang or i18n.system_language())
    return manager


def data_dir(args: argparse.Namespace) -> tuple[str, bool]:
    """The folder for saves and statistics, and whether it was chosen (flag or environment)."""
    chosen = args.data_dir if args.data_dir is not None else os.environ.get(DATA_DIR_ENV)
    if chosen is not None and not chosen.strip():  # an empty variable must not mean "my real save"
        raise SystemExit(f"sixtysix: --data-dir / ${DATA_DIR_ENV} is empty: name a folder")
    if chosen:
        return os.path.abspath(chosen), True
    from PySide6.QtCore import QStandardPaths

    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation), False


def open_settings(folder: str, chosen: bool) -> Settings:
    """The player's settings: the platform's own place, or an INI file in a chosen folder."""
    from PySide6.QtCore import QSettings

    from . import startup_checks
    from .settings import Settings

    if chosen:
        path = os.path.join(folder, SETTINGS_FILE)
        try:  # QSettings writes through a link: never out of the data folder
            startup_checks.detach_settings_link(Path(path))
        except OSError:
            path += ".unused"  # the link could not be moved: leave it and its target alone
        return Settings(QSettings(path, QSettings.Format.IniFormat))
    return Settings()


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game (or a tool mode); returns the process exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build re-enters here for the AI process
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error(f"--deals must be 1 or more, not {args.deals}")
    size = parse_size(args.size)
    if _needs_offscreen(args):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from . import startup_checks

    headless = startup_checks.no_display_message()
    if headless:
        startup_checks.tell(headless)
        return 1

    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    from .play.setup import COMPUTER, GameSetup
    from .style import apply_style

    app = QApplication.instance() or QApplication([sys.argv[0]])
    apply_style(app)
    app.setApplicationName("Sixty-Six")
    app.setDesktopFileName("sixtysix")  # Wayland matches the window to sixtysix.desktop
    app.setOrganizationName("sixtysix")
    if not (args.screenshot or args.autoplay or args.hint_check):  # tool modes: no saves, settings
        return play(app, args, argv)
    kind = image_format(args.screenshot) if args.screenshot else "PNG"
    if kind is None:
        print(
            f"sixtysix: --screenshot cannot write {args.screenshot!r}: name it .png, .jpg or .bmp",
            file=sys.stderr,
        )
        return 1
    languages = install_language(app, args.lang)
    if broken := startup_checks.card_art_problem():
        startup_checks.tell(broken)
        return 1
    window = MainWindow(language_manager=languages)
    window.resize(*size)
    setup = GameSetup(preset=args.preset, level=args.level, seed=args.seed)

    if args.screenshot:
        return screenshot(window, setup, args.screenshot, args.moves, kind)
    if args.hint_check:
        from .play.hint_check import hint_check

        code = hint_check(window, setup)
        _stop(window)
        return code
    if args.autoplay:
        from .play.autoplay import Autoplay

        setup = replace(setup, seats=(COMPUTER,) * 4)  # trimmed to the preset's seats
        window.set_speed(args.speed or "fast")
        runner = Autoplay(window, args.deals, quit_when_done=args.quit)
        window.show()
        runner.start(setup)
        code = app.exec()
        _stop(window)
        return runner.exit_code if args.quit else code
    return 0  # pragma: no cover - play() runs the game itself


def play(app: QCoreApplication, args: argparse.Namespace, argv: list[str]) -> int:
    """The game itself: settings, the offer to resume, saving after every move."""
    from sixtysix_qt.single_instance import bring_forward

    from . import startup_checks
    from .main_window import MainWindow
    from .play.setup import COMPUTER, HUMAN
    from .quit_signals import QuitOnSignals

    folder, chosen = data_dir(args)
    guard = startup_checks.claim_data_folder(folder)  # one game per folder, or a sentence
    if isinstance(guard, int):
        return guard
    settings = open_settings(folder, chosen)
    languages = install_language(app, args.lang or settings.language)
    if broken := startup_checks.card_art_problem():
        startup_checks.tell(broken)
        guard.release()
        return 1
    window = MainWindow(language_manager=languages, settings=settings, data_dir=folder)
    guard.listen(lambda: bring_forward(window))
    quitter = QuitOnSignals(lambda: (window.close(), app.quit()))  # as Ctrl+Q, even mid-dialog
    if args.size or settings.geometry.isEmpty():
        window.resize(*parse_size(args.size))
    if args.speed:
        window.set_speed(args.speed)
    setup = settings.game_setup()
    given = {a.split("=")[0] for a in argv if a.startswith("--")}
    if "--level" in given:
        setup = replace(setup, level=args.level)
    if "--preset" in given:
        setup = replace(setup, preset=args.preset)
    setup = replace(setup, seed=args.seed, seats=(HUMAN,) + (COMPUTER,) * 3)
    if args.play_moves:
        ScriptedHuman(window, args.play_moves, args.seed or 0)
    window.show()
    window.deferred_start(setup, resume=not args.new_game)
    code = app.exec()
    quitter.restore()
    _stop(window)
    guard.release()
    return code


class ScriptedHuman:
    """``--play-moves N`` (tests): plays the human's first N moves, then leaves the window be.

    Prints ``played K`` after each move, once the save file holds it, so a
    test can kill the program mid-deal at a known point, and ``match ...``
    when a match starts or is resumed (see ``_announce``).  A question or
    message box is answered with its default button (Resume, OK) after
    printing ``dialog: TEXT``, so a test without a screen sees what a player
    would be told.
    """

    def __init__(self, window: MainWindow, moves: int, seed: int) -> None:
        import random

        from PySide6.QtCore import QTimer

        self.window = window
        self.left = moves
        self.played = 0
        self.rng = random.Random(seed)
        window.table.animationIdle.connect(self._maybe_move)
        window.controller.stateChanged.connect(lambda *_: self._later())
        window.controller.matchStarted.connect(self._announce)
        self._dialogs = QTimer(window)
        self._dialogs.timeout.connect(self._answer_dialog)
        self._dialogs.start(100)

    @staticmethod
    def _announce(match: object) -> None:
        """``match SEED deals N actions K``: a test sees where a resumed match stands."""
        deals = len(match.finished) + (0 if match.state.is_over else 1)  # as in the save file
        print(f"match {match.seed} deals {deals} actions {len(match.state.actions)}", flush=True)

    def _answer_dialog(self) -> None:
        """Answer a message box; while moves are left, go on past a finished deal."""
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            print(f"dialog: {box.text()}", flush=True)
            button = box.defaultButton() or box.escapeButton()
            if button is not None:
                button.click()
            else:
                box.accept()
            return
        m = self.window.controller.match
        if self.left > 0 and m is not None and m.state.is_over:
            if not self.window.table.busy:
                self.window.continue_after_deal()

    def _later(self) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(50, self._maybe_move)

    def _maybe_move(self) -> None:
        c = self.window.controller
        if self.left <= 0 or not c.human_to_move() or self.window.table.busy:
            return
        legal = c.human_actions()
        plays = [a for a in legal if a.startswith("play ")] or legal
        if c.play(self.rng.choice(plays)):
            self.left -= 1
            self.played += 1
            print(f"played {self.played}", flush=True)


def _stop(window: MainWindow) -> None:
    """Stop the computer's thread and process before Qt goes away."""
    from .play import ai_process

    window.controller.shutdown()
    ai_process.shutdown()


def image_format(path: str) -> str | None:
    """The picture format the name asks for (PNG without a suffix); None if Qt cannot write it."""
    from PySide6.QtGui import QImageWriter

    suffix = os.path.splitext(path)[1].lower().lstrip(".") or "png"
    writable = {bytes(f).decode().lower() for f in QImageWriter.supportedImageFormats()}
    return suffix.upper() if suffix in writable else None


def screenshot(
    window: MainWindow, setup: GameSetup, path: str, moves: int, kind: str = "PNG"
) -> int:
    """Play ``moves`` actions of a seeded deal (-1: to its end) and save the window (PNG...)."""
    from PySide6.QtWidgets import QApplication

    from .screenshots import play_moves

    window.set_speed("off")
    controller = window.controller
    controller.pace_ms = 10**7  # the computer must not move on its own while we pose the table
    window.show()
    QApplication.processEvents()
    controller.new_match(setup)
    play_moves(controller, moves, setup.seed or 0)
    for _ in range(5):
        QApplication.processEvents()
    ok = window.grab().save(path, kind)
    controller.shutdown()
    window.close()
    if not ok:
        print(f"sixtysix: could not write {path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
