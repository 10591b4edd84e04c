"""Regenerate every picture of docs/screenshots: ``python -m tools.screenshots OUTDIR``.

Each picture is one entry of ``ENTRIES``: a file name (``{size}`` and
``{lang}`` are filled in), the sizes and languages it is taken in, and a
pose that puts the real main window (offscreen, animations off) into the
position to show.  Seeded deals are played by easy computers for every
seat, so the same command gives the same pictures.  Settings, saves and
statistics live in a temporary folder that is removed afterwards: the
player's own data is never read or written.  ``--only PATTERN`` takes a
subset (shell-style patterns on the file names), ``--list`` prints them.
"""

from __future__ import annotations

import argparse
import fnmatch
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sixtysix_qt.ui.play.autoplay import play_moves
from sixtysix_qt.ui.words.i18n import LANGUAGES

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from sixtysix_qt.ui.shell.main_window import MainWindow

SMALL, LARGE = (800, 600), (1280, 800)
SIZES = (SMALL, LARGE)
LANGS = tuple(LANGUAGES)  # the one table of languages, i18n/languages.json
SEED = 66
END = -1
"""``moves`` for a pose at the end of the deal."""


class ShotError(RuntimeError):
    """A pose could not be reached (e.g. its dialog never opened)."""


@dataclass(frozen=True)
class Entry:
    """One kind of picture, taken in each of its sizes and languages."""

    name: str
    pose: Callable[[Studio], object]
    sizes: tuple[tuple[int, int], ...] = (LARGE,)
    langs: tuple[str, ...] = ("en",)


@dataclass(frozen=True)
class Shot:
    """One picture: its file name, language, window size and pose."""

    name: str
    lang: str
    size: tuple[int, int]
    pose: Callable[[Studio], object]


def shots(entries: Sequence[Entry]) -> list[Shot]:
    """Every picture the entries describe, in order."""
    out = []
    for entry in entries:
        for size in entry.sizes:
            for lang in entry.langs:
                name = entry.name.format(size=f"{size[0]}x{size[1]}", lang=lang)
                out.append(Shot(name, lang, size, entry.pose))
    return out


class Studio:
    """The real main window offscreen, with throw-away settings, saves and statistics."""

    def __init__(self, folder: Path) -> None:
        from PySide6.QtWidgets import QApplication

        from sixtysix_qt.ui.shell.app import install_language, open_settings
        from sixtysix_qt.ui.shell.main_window import MainWindow

        self.app = QApplication.instance() or QApplication([sys.argv[0]])
        self.folder = folder
        languages = install_language(self.app, "en")
        settings = open_settings(str(folder), True)
        self.window = MainWindow(language_manager=languages, settings=settings, data_dir=folder)
        # no animations, but the settings (and their dialog) keep the default speed
        self.window.table.set_speed("off")
        self.window.show()

    def prepare(self, shot: Shot) -> None:
        """Language and window size of the next picture."""
        self.window.set_language(shot.lang)
        self.window.resize(*shot.size)
        self.settle()

    def settle(self, rounds: int = 5) -> None:
        """Let Qt lay out and paint what changed."""
        for _ in range(rounds):
            self.app.processEvents()

    def play(self, preset: str, moves: int, seed: int = SEED) -> None:
        """A new seeded match of ``preset``; easy computers make ``moves`` moves (END: all)."""
        from sixtysix_qt.ui.play.setup import GameSetup

        controller = self.window.controller
        controller.pace_ms = 10**7  # the computer must not move on its own while we pose
        controller.new_match(GameSetup(preset=preset, level="easy", seed=seed))
        self.play_on(moves, seed)

    def play_match(self, preset: str, seed: int = SEED) -> None:
        """A whole seeded match of ``preset``, played out to its end."""
        self.play(preset, END, seed)
        while self.window.controller.next_deal():
            self.play_on(END, seed)

    def play_on(self, moves: int = END, seed: int = SEED) -> None:
        """Easy computers make ``moves`` moves of this deal (END: to its end), then the player's turn.

        Going on to the player's turn keeps the posed table from showing a
        computer "thinking".
        """
        play_moves(self.window.controller, moves, seed, until_human=True)
        self.settle()

    def wait(self, seconds: float, until: Callable[[], bool] | None = None) -> None:
        """Let Qt run for ``seconds`` (or until ``until()`` holds): threads, timers, paints."""
        end = time.monotonic() + seconds
        while time.monotonic() < end and not (until is not None and until()):
            self.app.processEvents()
            time.sleep(0.01)

    def open_dialog(
        self,
        open_it: Callable[[], object],
        prepare: Callable[[Studio, object], None] | None = None,
        timeout: float = 20.0,
    ) -> object:
        """Run ``open_it`` (which may block in ``exec()``) and grab the window it opens.

        The grab happens from inside the dialog's own event loop, after
        ``prepare(studio, dialog)`` if given; then the dialog is closed as if
        the player pressed Escape.
        """
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        grabbed: list[object] = []
        deadline = time.monotonic() + timeout
        self.tidy()

        def take() -> None:
            dialog = QApplication.activeModalWidget() or next(iter(self.other_windows()), None)
            if dialog is None:
                if time.monotonic() < deadline:
                    QTimer.singleShot(20, take)
                return
            self.settle()
            if prepare is not None:
                prepare(self, dialog)
                self.settle()
            grabbed.append(dialog.grab())
            dialog.close()

        QTimer.singleShot(0, take)
        open_it()
        while not grabbed and time.monotonic() < deadline:
            self.app.processEvents()
        if not grabbed:
            raise ShotError("no dialog opened")
        self.settle()
        return grabbed[0]

    def other_windows(self) -> list[object]:
        """Visible top-level windows besides the main window (dialogs, the recap, a review)."""
        from PySide6.QtWidgets import QApplication, QMenu

        return [
            w
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and w is not self.window and not isinstance(w, QMenu)
        ]

    def tidy(self) -> None:
        """Close every window a pose left open (e.g. the recap a finished match opens)."""
        for w in self.other_windows():
            w.close()
        self.settle()

    def close(self) -> None:
        """Stop the computer's thread and process, close the window."""
        from sixtysix_qt.ui.play import ai_process

        self.window.controller.shutdown()
        ai_process.shutdown()
        self.window.close()
        self.settle()


# -- poses ----------------------------------------------------------------


def deal(preset: str, moves: int) -> Callable[[Studio], object]:
    """The table of a seeded deal of ``preset`` after ``moves`` moves."""

    def pose(studio: Studio) -> object:
        studio.play(preset, moves)
        return studio.window

    return pose


def match_end(preset: str) -> Callable[[Studio], object]:
    """The table when a whole seeded match of ``preset`` is over."""

    def pose(studio: Studio) -> object:
        studio.play_match(preset)
        return studio.window

    return pose


def dialog(
    action: Callable[[MainWindow], QAction],
    before: Callable[[Studio], None] | None = None,
    prepare: Callable[[Studio, object], None] | None = None,
) -> Callable[[Studio], object]:
    """The dialog that the main window's ``action`` (picked from the window) opens.

    ``before`` sets the game up (default: a few moves of a classic deal);
    ``prepare`` acts on the open dialog before it is grabbed.
    """

    def pose(studio: Studio) -> object:
        if before is not None:
            before(studio)
        else:
            studio.play("classic", 4)
        return studio.open_dialog(action(studio.window).trigger, prepare)

    return pose


def finished_deal(studio: Studio) -> None:
    """A classic deal played to its end (and so kept in the deal archive)."""
    studio.play("classic", END)


def biggest_mistake(studio: Studio, review: object) -> None:
    """The review once analysed, at its biggest mistake, all hands face up."""
    studio.wait(180, until=lambda: review.review is not None)
    if review.review is None:
        raise ShotError("the review's analysis did not finish")
    review.open_box.setChecked(True)
    review.go_to_biggest()
    studio.wait(0.5)


def first_solution_step(studio: Studio, puzzles: object) -> None:
    """The first puzzle after the first move of its solution."""
    studio.wait(0.5)
    puzzles.solution_step()
    studio.wait(2.0)


def welcome(studio: Studio) -> object:
    """The welcome card on the felt (Help -> Welcome) over a new deal; put away afterwards."""
    studio.play("classic", 0)
    studio.window.commands.welcome.trigger()
    studio.settle()
    picture = studio.window.grab()
    studio.window.first_steps.close_welcome()
    return picture


def guided_deal(studio: Studio, kind: str = "married") -> object:
    """The "Show me" window at its first callout of ``kind`` (the marriage announced)."""
    steps = studio.window.first_steps
    steps.guide_speed = "off"
    studio.window.commands.welcome.trigger()
    steps.show_me()
    guide = steps.guide
    if guide is None:
        raise ShotError("the guided deal did not open")
    while guide.step.kind != kind and guide.index < len(guide.steps) - 1:
        guide.next_step()
        studio.settle()
    studio.wait(0.3)
    picture = guide.grab()
    guide.close()
    steps.close_welcome()
    studio.settle()
    return picture


def one_match_counted(studio: Studio) -> None:
    """Statistics of exactly one finished match, whatever was taken before."""
    if studio.window.stats is not None:
        studio.window.stats.reset()
    studio.play_match("classic")


def recap(studio: Studio) -> object:
    """The recap window that opens by itself when a whole seeded classic match is over."""
    one_match_counted(studio)  # its statistics line counts this match alone
    studio.wait(1.0, until=lambda: bool(studio.other_windows()))
    windows = studio.other_windows()
    if not windows:
        raise ShotError("the recap did not open at the end of the match")
    return windows[0]


def resume_question(studio: Studio) -> object:
    """The question at start-up when the saved match is unfinished (from the real save)."""
    studio.play("classic", 5)
    studio.window.controller.pace_ms = 10**7
    return studio.open_dialog(studio.window.start_or_resume)


ENTRIES: tuple[Entry, ...] = (
    Entry("table-{size}-opening", deal("classic", 0), SIZES),
    Entry("table-{size}-mid-deal", deal("classic", 7), SIZES),
    Entry("table-{size}-end-of-deal", deal("classic", END), SIZES),
    Entry("table-{lang}-800x600", deal("classic", 7), (SMALL,), LANGS),
    Entry("schnapsen-{size}", deal("schnapsen", 7), SIZES),
    Entry("three-hand-{size}", deal("three-hand", 8), SIZES),
    Entry("four-hand-{size}", deal("four-hand", 9), SIZES),
    Entry("bidding-auction-{size}", deal("bidding", 3), SIZES),
    Entry("bidding-play-{size}", deal("bidding", 10), SIZES),
    Entry("match-end-{size}", match_end("classic"), SIZES),
    Entry("welcome-{size}", welcome, SIZES),
    Entry("welcome-{lang}-800x600", welcome, (SMALL,), LANGS),
    Entry("guide-{lang}", guided_deal, langs=LANGS),
    Entry("new-game-{lang}", dialog(lambda w: w.commands.new), langs=LANGS),
    Entry("settings-{lang}", dialog(lambda w: w.commands.settings), langs=LANGS),
    Entry("statistics-{lang}", dialog(lambda w: w.commands.stats, one_match_counted), langs=LANGS),
    Entry("rules-{lang}", dialog(lambda w: w.commands.rules), langs=LANGS),
    Entry("about-{lang}", dialog(lambda w: w.commands.about), langs=LANGS),
    Entry("resume-{lang}", resume_question, langs=LANGS),
    Entry("recap-{lang}", recap, langs=LANGS),
    Entry(
        "review-{lang}",
        dialog(lambda w: w.review_menu.act_review, finished_deal, biggest_mistake),
        langs=LANGS,
    ),
    Entry(
        "history-{lang}",
        dialog(lambda w: w.review_menu.act_history, one_match_counted),
        langs=LANGS,
    ),
    Entry(
        "puzzle-{lang}",
        dialog(lambda w: w.review_menu.act_puzzles, None, first_solution_step),
        langs=LANGS,
    ),
)


# -- command line ---------------------------------------------------------


def selected(patterns: Sequence[str] | None) -> list[Shot]:
    """The pictures whose file names match one of ``patterns`` (all if none)."""
    every = shots(ENTRIES)
    if not patterns:
        return every
    chosen = [s for s in every if any(fnmatch.fnmatchcase(s.name, p) for p in patterns)]
    if not chosen:
        raise SystemExit(f"screenshots: no picture matches {' '.join(patterns)}")
    return chosen


def take(studio: Studio, shot: Shot, out_dir: Path) -> Path:
    """Pose and save one picture; its path."""
    from PySide6.QtGui import QPixmap

    from tools.small_png import save_small_png

    studio.prepare(shot)
    subject = shot.pose(studio)
    studio.settle()
    pixmap = subject if isinstance(subject, QPixmap) else subject.grab()
    studio.tidy()
    path = out_dir / f"{shot.name}.png"
    if not save_small_png(pixmap.toImage(), str(path)):
        raise ShotError(f"could not write {path}")
    return path


def run(out_dir: Path, patterns: Sequence[str] | None = None) -> Iterator[Path]:
    """Take the chosen pictures into ``out_dir``, yielding each file as it is written."""
    chosen = selected(patterns)
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="sixtysix-shots-") as folder:
        studio = Studio(Path(folder))
        try:
            for shot in chosen:
                yield take(studio, shot, out_dir)
        finally:
            studio.close()


def core_missing(chosen: Sequence[Shot]) -> str | None:
    """Why the chosen pictures cannot be made here, or None: the review's pictures need the
    compiled core beside these sources (``pip install .`` builds it into the installed copy
    only; without it the review's analysis runs out of time)."""
    from sixtysix_qt.ai import native

    review = [shot.name for shot in chosen if shot.name.startswith("review-")]
    if not review or native.COMPILED:
        return None
    return (
        f"{review[0]} needs the compiled core beside these sources "
        f"(sixtysix_qt/ai/{native.LIBRARY}): install with `pip install -e .` here, "
        "or leave the review out with --only"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.screenshots",
        description="Regenerate the pictures of docs/screenshots into OUTDIR.",
    )
    parser.add_argument("outdir", type=Path, nargs="?", help="folder for the PNG files")
    parser.add_argument("--only", nargs="+", metavar="PATTERN", help="file names to take")
    parser.add_argument("--list", action="store_true", help="print the file names and stop")
    args = parser.parse_args(argv)
    if args.list:
        for shot in selected(args.only):
            print(f"{shot.name}.png")
        return 0
    if args.outdir is None:
        parser.error("OUTDIR is required")
    if missing := core_missing(selected(args.only)):
        print(f"screenshots: {missing}", file=sys.stderr)
        return 1
    import os

    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # never a window on the player's screen
    try:
        for path in run(args.outdir, args.only):
            print(path, flush=True)
    except ShotError as err:
        print(f"screenshots: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
