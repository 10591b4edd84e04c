"""Entry point: ``sixtysix`` / ``python -m sixtysix_qt``, with tool modes for screenshots and autoplay.

Arguments are declared in small groups (``add_*_arguments``) so that later
features (three- and four-player presets, saved games) add a group instead
of editing one long parser.  Tool modes:

* ``--screenshot PATH [--seed N] [--size WxH] [--moves N]`` renders the
  table offscreen a few moves into a seeded deal and exits;
* ``--autoplay --deals N [--quit]`` lets two computer players play through
  the real window (the exit code says whether it went well);
* ``--hint-check`` asks the computer's child process for one hint and prints
  it (``hint_check.py``: a packaged build's smoke test);
* ``--self-check`` says which of the parts the game can run without this
  copy has, and fails when one a build promises is missing (``self_check.py``).

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

from ..table.timing import SPEEDS

if TYPE_CHECKING:  # the Qt modules load only once the arguments are read (fast --help)
    from PySide6.QtCore import QCoreApplication

    from ..play.setup import GameSetup
    from ..settings.store import Settings
    from ..words.i18n import LanguageManager
    from .main_window import MainWindow

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
    tools.add_argument(
        "--self-check",
        action="store_true",
        help="say which parts this copy has (compiled core, sound, translations, fonts, "
        "local channel) and exit 1 if one a build promises is missing",
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
    storage.add_argument(
        "deal",
        nargs="?",
        metavar="DEAL",
        default=None,
        help="a deal file (.sixtysix or .json) to review, in the running game if there is one",
    )
    storage.add_argument(
        "--reset-statistics",
        action="store_true",
        help="forget the statistics and the rating of the data folder, then exit",
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


SMALLEST_SIZE = (320, 240)
LARGEST_SIZE = (16384, 16384)
"""A window larger than this cannot be painted (Qt's paint devices stop at 32767 px)."""
BOUNDS: dict[str, tuple[int, int]] = {
    "seed": (-(2**63), 2**63 - 1),
    "moves": (-1, 10_000),
    "deals": (1, 1_000_000),
    "play_moves": (0, 1_000_000_000),
}
"""Each whole-number option's smallest and largest value."""


def refuse(sentence: str) -> SystemExit:
    """A bad command-line value: one sentence on stderr and exit code 2, as argparse's own."""
    print(f"sixtysix: {sentence}", file=sys.stderr, flush=True)
    return SystemExit(2)


def check_arguments(args: argparse.Namespace) -> None:
    """Every value in its bounds before anything starts (SystemExit(2) with one sentence)."""
    for name, (low, high) in BOUNDS.items():
        value = getattr(args, name)
        if value is not None and not low <= value <= high:
            option = "--" + name.replace("_", "-")
            raise refuse(f"{option} must be from {low} to {high}, not {value}")
    if args.screenshot is not None and not args.screenshot.strip():
        raise refuse("--screenshot needs a file name")
    if args.reset_statistics and (args.screenshot or args.autoplay or args.hint_check):
        raise refuse("--reset-statistics is not for a tool mode, which keeps no statistics")
    parse_size(args.size)


def parse_size(text: str | None, default: tuple[int, int] = (1280, 800)) -> tuple[int, int]:
    """``"1280x800"`` -> (1280, 800); one sentence and exit code 2 for anything else."""
    if not text:
        return default
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise refuse(f"--size must look like 1280x800, not {text[:40]!r}") from None
    if w < SMALLEST_SIZE[0] or h < SMALLEST_SIZE[1]:
        raise refuse("--size must be at least {}x{}".format(*SMALLEST_SIZE))
    if w > LARGEST_SIZE[0] or h > LARGEST_SIZE[1]:
        raise refuse("--size must be at most {}x{}".format(*LARGEST_SIZE))
    return w, h


def _needs_offscreen(args: argparse.Namespace) -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if args.screenshot or args.self_check:
        return True
    headless = sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )
    return bool((args.autoplay or args.hint_check) and headless)


def install_language(app: QCoreApplication, lang: str | None) -> LanguageManager:
    """Install the translations (``sixtysix_qt.ui.words.i18n``); returns the language manager."""
    from ..words import i18n

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
        if not representable(chosen):
            raise SystemExit(
                f"sixtysix: the data folder {chosen!r} has a name that is not valid text "
                "(it would be split over two folders); rename it or choose another with "
                "--data-dir"
            )
        return os.path.abspath(chosen), True
    from PySide6.QtCore import QStandardPaths

    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation), False


def representable(path: str) -> bool:
    """True if ``path`` is valid text: Qt would read bytes that are not as U+FFFD, another folder.

    Python keeps undecodable bytes of a file name as lone surrogates, so its
    files and Qt's (settings, lock) would land in two different folders.
    """
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def open_settings(folder: str, chosen: bool) -> Settings:
    """The player's settings: the platform's own place, or an INI file in a chosen folder."""
    from ..settings.store import APPLICATION, ORGANIZATION, FolderSettings, Settings
    from ..system import startup_checks

    if chosen:
        path = os.path.join(folder, SETTINGS_FILE)
        moved = None
        try:  # QSettings writes through a link and crashes on odd values: check it first
            moved = startup_checks.detach_settings_link(Path(path))
        except OSError:
            path += ".unused"  # the file could not be moved: leave it and its target alone
        settings = Settings(FolderSettings(path))
        if moved is not None and ".broken-" in moved.name:
            settings.set_aside = moved
        return settings
    moved = None
    if sys.platform.startswith("linux"):  # the platform's own file is an INI file there too
        from PySide6.QtCore import QStandardPaths

        config = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.GenericConfigLocation
        )
        try:
            moved = startup_checks.detach_settings_link(
                Path(config, ORGANIZATION, f"{APPLICATION}.conf")
            )
        except OSError:
            pass  # QSettings may still read it: nothing else the game can do
    settings = Settings()
    if moved is not None and ".broken-" in moved.name:
        settings.set_aside = moved
    return settings


def peek_language(folder: str, chosen: bool) -> str:
    """The language setting, read before the data folder is claimed; "" when there is none.

    Only reads: the settings file is checked and repaired once the folder is
    the game's (``open_settings``).  A settings file that is a link is not
    followed here.
    """
    from PySide6.QtCore import QSettings

    from ..settings.store import Settings

    if not chosen:
        return Settings().language
    path = os.path.join(folder, SETTINGS_FILE)
    if os.path.islink(path) or not os.path.isfile(path):
        return ""
    return Settings(QSettings(path, QSettings.Format.IniFormat)).language


def system_language() -> str:
    """The system's language among the game's (English when it has none of them)."""
    from ..words import i18n

    return i18n.system_language()


def utf8_streams() -> None:
    """Write stdout and stderr as UTF-8 when they are pipes or files.

    On Windows such a stream takes the ANSI code page (cp1252 on a Western
    system), and a Bulgarian or Latvian sentence printed there (a start-up
    message, a tool mode's output) would raise UnicodeEncodeError; a console
    keeps its own Unicode writer.
    """
    for stream in (sys.stdout, sys.stderr):
        if stream is None or not hasattr(stream, "reconfigure") or stream.isatty():
            continue
        try:
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
        except (OSError, ValueError):
            pass


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game (or a tool mode); returns the process exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build re-enters here for the AI process
    utf8_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    check_arguments(args)
    size = parse_size(args.size)
    if _needs_offscreen(args):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ..system import startup_checks

    headless = startup_checks.no_display_message()
    if headless:
        startup_checks.tell(headless)
        return 1

    from PySide6.QtWidgets import QApplication

    from ..look.style import apply_style
    from ..play.setup import COMPUTER, GameSetup
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    apply_style(app)
    app.setApplicationName("Sixty-Six")
    app.setDesktopFileName("sixtysix")  # Wayland matches the window to sixtysix.desktop
    app.setOrganizationName("sixtysix")
    if args.self_check:
        from .self_check import run

        return run()
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
        from .hint_check import hint_check

        code = hint_check(window, setup)
        _stop(window)
        return code
    if args.autoplay:
        from ..play.autoplay import Autoplay

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
    from sixtysix_qt.ui.system.single_instance import bring_forward

    from ..play.autoplay import ScriptedHuman
    from ..play.setup import COMPUTER, HUMAN
    from ..system import running_mark, startup_checks
    from ..system.quit_signals import QuitOnSignals
    from .main_window import MainWindow

    folder, chosen = data_dir(args)
    if args.reset_statistics:
        return reset_statistics(folder)
    deal = os.path.abspath(args.deal) if args.deal else None
    # the player's language before any sentence (a refusal, a folder problem): on Windows the
    # installer wrote it to the registry, so even the first start speaks it
    peeked = peek_language(folder, chosen)
    languages = install_language(app, args.lang or peeked)
    guard = startup_checks.claim_data_folder(folder, deal)  # one game per folder, or a sentence
    if isinstance(guard, int):
        return guard
    running_mark.mark_running()  # the setup asks to close the game before touching its files
    settings = open_settings(folder, chosen)
    if not args.lang and settings.language != peeked:  # a damaged file was set aside meanwhile
        languages.set_language(settings.language or system_language())
    if settings.set_aside is not None:
        startup_checks.notice(startup_checks.settings_sentence(settings.set_aside))
    if broken := startup_checks.card_art_problem():
        startup_checks.tell(broken)
        guard.release()
        return 1
    window = MainWindow(language_manager=languages, settings=settings, data_dir=folder)
    if not guard.listen(lambda: bring_forward(window), window.open_deal_when_started):
        startup_checks.notice(startup_checks.unreachable(folder))  # a squatter, or no channel
    quitter = QuitOnSignals(lambda: (window.close(), app.quit()))  # as Ctrl+Q, even mid-dialog
    if args.size:
        window.resize(*parse_size(args.size))
    else:  # the first start: as large as the free screen allows; else the size kept, if it fits
        from ..system.screen_fit import FIRST_START, fit_to_screen, keep_on_screen

        if settings.geometry.isEmpty():
            fit_to_screen(window, FIRST_START)
        else:
            keep_on_screen(window)
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
    if deal is not None:
        window.open_deal_when_started(deal)  # after the resume question and the welcome
    code = app.exec()
    quitter.restore()
    _stop(window)
    guard.release()
    return code


def reset_statistics(folder: str) -> int:
    """``--reset-statistics``: the record and the rating start again, even when the window
    could not show them; refused while a game runs on the folder (it would write them back)."""
    from sixtysix_qt.storage import Statistics

    from ..system import startup_checks
    from ..system.single_instance import Claim, InstanceGuard

    if problem := startup_checks.folder_problem(folder):
        startup_checks.say_only(problem)
        return 1
    guard = InstanceGuard(folder)
    try:
        if guard.claim() is Claim.BUSY:
            startup_checks.say_only(
                "Sixty-Six is running with this data folder; quit it, then reset the statistics."
            )
            return 1
        stats = Statistics(folder)
        if stats.moved_to is not None:
            startup_checks.say_only(f"the unreadable statistics were kept as {stats.moved_to.name}")
        if not stats.reset():
            startup_checks.say_only(f"the statistics could not be written in {folder}")
            return 1
        startup_checks.say_only("the statistics and the rating start again.")
        return 0
    finally:
        guard.release()


def _stop(window: MainWindow) -> None:
    """Stop the computer's thread and process before Qt goes away."""
    from ..play import ai_process

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

    from ..play.autoplay import play_moves

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
