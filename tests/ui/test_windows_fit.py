"""Every window fits the screen it is on (issues 41, 50): 800x600, 1024x600, 1280x800, 1366x768.

Each window of the game is laid out as a window manager would give it room
on such a screen (the big windows maximized, the dialogs at their own size,
never more than the screen), in each of the five languages, and every text
is measured (``test_no_clipped_text``'s checks): no window needs more than
the screen, no text is cut, and no control lies outside its window unless
it sits in a panel that scrolls.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QScrollArea,
    QWidget,
)

from sixtysix_qt.engine import Match
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.questions import ResumeQuestion
from sixtysix_qt.ui.dialogs.recap import RecapDialog
from sixtysix_qt.ui.dialogs.rules_dialog import RulesDialog
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from sixtysix_qt.ui.onboarding.guide import GuidedDeal
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.review.history_dialog import HistoryDialog
from sixtysix_qt.ui.review.puzzle_dialog import PuzzleDialog
from sixtysix_qt.ui.review.review_dialog import ReviewDialog
from tests.deals import played_out

from .test_no_clipped_text import (
    CHECKS,
    CODES,
    _settings,
    _stats,
    _table_problems,
    _visible,
    language,  # noqa: F401 - the fixture
)
from .ui_helpers import open_window, settle

SCREENS = (QSize(800, 600), QSize(1024, 600), QSize(1280, 800), QSize(1366, 768))
BIG = ("main", "review", "puzzles", "guide")
"""Windows a player maximizes on a small screen; the others keep their own size."""


def _finished_match(seed: int = 7) -> Match:
    rng = random.Random(seed)
    match = Match("classic", seed=seed, first_dealer=1, game_target=2)
    while not match.is_over:
        if match.state.is_over:
            match.next_deal()
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def _scrolling_panel(w: QWidget, window: QWidget) -> QAbstractScrollArea | None:
    """The panel that scrolls ``w`` into sight, if it is in one."""
    parent = w.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def _off(w: QWidget, window: QWidget) -> QRect | None:
    """Where ``w`` lies outside what can be seen of it (None: it can be seen whole).

    In a panel that scrolls up and down only, a control may lie below the
    panel's view but never past its sides.
    """
    panel = _scrolling_panel(w, window)
    if isinstance(panel, QScrollArea) and panel.widget() is not None:
        inner = panel.widget()
        rect = QRect(w.mapTo(inner, w.rect().topLeft()), w.size())
        sideways = panel.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        width = panel.viewport().width() if sideways else inner.width()
        return rect if rect.left() < 0 or rect.right() >= width else None
    if panel is not None:
        return None  # an item view's own widgets (its editors) scroll with it
    rect = QRect(w.mapTo(window, w.rect().topLeft()), w.size())
    return None if QRect(0, 0, window.width(), window.height()).contains(rect) else rect


def fit_problems(window: QWidget, screen: QSize) -> list[str]:
    """What does not fit ``screen`` in ``window`` as laid out now."""
    out = []
    need = window.minimumSizeHint().expandedTo(window.minimumSize())
    if window.width() > screen.width() or window.height() > screen.height():
        out.append(f"is {window.width()}x{window.height()}")
    if need.width() > screen.width() or need.height() > screen.height():
        out.append(f"needs at least {need.width()}x{need.height()}")
    for kind, check in CHECKS:
        for w in _visible(window, kind):
            problem = check(w)
            if problem:
                name = w.objectName() or type(w).__name__
                out.append(f"{name} {getattr(w, 'text', lambda: '')()!r}: {problem}")
    for kind in (QAbstractButton, QComboBox, QLabel):
        for w in _visible(window, kind):
            rect = _off(w, window)
            if rect is not None:
                name = w.objectName() or w.toolTip() or type(w).__name__
                out.append(
                    f"{name} {getattr(w, 'text', lambda: '')()!r} at {rect} is off the window"
                )
    return out


def _lay_out(window: QWidget, name: str, screen: QSize) -> None:
    if name in BIG:  # maximized
        window.resize(screen)
    else:  # its own size, as the window manager would never give more than the screen
        window.adjustSize()
        window.resize(window.size().boundedTo(screen).expandedTo(window.minimumSize()))
    for _ in range(3):
        QApplication.processEvents()


def _windows(qtbot, tmp_path: Path) -> dict[str, QWidget]:
    (tmp_path / "main").mkdir()  # the game is started on a data folder that exists
    main = open_window(qtbot, (800, 600), data_dir=tmp_path / "main")
    main.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, main)
    (tmp_path / "archive").mkdir()  # the data folder exists; the archive never creates it
    archive = DealArchive(tmp_path / "archive")
    archive.add(played_out(seed=5, dealer=1), "medium")
    match = _finished_match()
    (tmp_path / "r").mkdir()
    unfinished = Match("classic", seed=21, first_dealer=1)
    unfinished.apply(unfinished.state.legal_actions()[0])
    windows = {
        "main": main,
        "review": ReviewDialog(played_out(seed=5, dealer=1), start=False),
        "puzzles": PuzzleDialog(tmp_path / "puzzles"),
        "guide": GuidedDeal(speed="off"),
        "new game": NewGameDialog(),
        "settings": SettingsDialog(_settings(tmp_path)),
        "statistics": StatisticsDialog(_stats(tmp_path)),
        "history": HistoryDialog(archive),
        "rules": RulesDialog("classic", {}),
        "recap": RecapDialog(match, ("human", "computer"), 0, _stats(tmp_path / "r"), "medium"),
        "resume": ResumeQuestion(unfinished),
    }
    for name, window in windows.items():
        if name not in ("main", "guide"):  # the guide deletes itself when closed
            qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
    return windows


def _close(windows: dict[str, QWidget]) -> None:
    windows["main"].controller.shutdown()
    windows["guide"].close()
    windows["puzzles"].close()
    windows["review"].stop()


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_every_window_fits_every_screen(qtbot, language, tmp_path, code):  # noqa: F811
    language(code)
    windows = _windows(qtbot, tmp_path)
    problems = []
    try:
        for screen in SCREENS:
            for name, window in windows.items():
                _lay_out(window, name, screen)
                where = f"{code} {screen.width()}x{screen.height()} {name}"
                problems += [f"{where}: {p}" for p in fit_problems(window, screen)]
            problems += [
                f"{code} {screen.width()}: table: {p}" for p in _table_problems(windows["main"])
            ]
        for name, window in windows.items():  # as small as the window lets itself be made
            window.resize(window.minimumSizeHint().expandedTo(window.minimumSize()))
            for _ in range(3):
                QApplication.processEvents()
            problems += [
                f"{code} smallest {name}: {p}"
                for p in fit_problems(window, QSize(window.width(), window.height()))
            ]
    finally:
        _close(windows)
    assert not problems, "\n".join(problems)


def test_the_fit_check_finds_a_window_too_big_and_a_button_off_it(qtbot):
    """The measure is real: a window wider than the screen and a button past its edge."""
    from PySide6.QtWidgets import QPushButton

    box = QWidget()
    box.setMinimumSize(900, 100)
    button = QPushButton("Keep playing", box)
    qtbot.addWidget(box)
    box.show()
    button.move(880, 10)
    problems = fit_problems(box, QSize(800, 600))
    assert any("needs at least" in p for p in problems)
    assert any("off the window" in p for p in problems)


@pytest.mark.slow
def test_windows_open_inside_the_free_screen(qtbot, monkeypatch, tmp_path):
    """The first start, the review, the puzzles and the guide open no larger than the screen's
    free area: on a 1366x768 laptop with a panel the bars stay on the screen."""
    from PySide6.QtGui import QScreen

    from sixtysix_qt.ui.shell.main_window import MainWindow
    from sixtysix_qt.ui.system import screen_fit

    laptop = QRect(0, 0, 1366, 728)  # 768 less a 40 px panel
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: laptop)
    main = MainWindow()
    qtbot.addWidget(main)
    screen_fit.fit_to_screen(main, screen_fit.FIRST_START)  # what a first start does
    main.show()
    qtbot.waitExposed(main)
    assert main.height() + screen_fit.FRAME.height() <= laptop.height()
    assert laptop.contains(main.geometry())
    bars = (main.toolbar, main.statusBar())
    assert all(laptop.contains(QRect(b.mapToGlobal(b.rect().topLeft()), b.size())) for b in bars)
    review = ReviewDialog(played_out(seed=5, dealer=1), start=False, parent=main)
    puzzles = PuzzleDialog(tmp_path, main)
    guide = GuidedDeal(main, speed="off")
    for window in (review, puzzles, guide):
        assert laptop.contains(QRect(window.pos(), window.size())), type(window).__name__
        assert window.height() + screen_fit.FRAME.height() <= laptop.height()
    review.stop()
    puzzles.close()
    guide.close()
    main.controller.shutdown()


def test_a_size_kept_from_a_larger_screen_shrinks_to_this_one(qtbot, monkeypatch):
    from PySide6.QtGui import QScreen

    from sixtysix_qt.ui.shell.main_window import MainWindow
    from sixtysix_qt.ui.system import screen_fit

    laptop = QRect(0, 0, 1366, 728)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: laptop)
    main = MainWindow()
    qtbot.addWidget(main)
    main.resize(1900, 1000)  # as restored from a big monitor
    screen_fit.keep_on_screen(main)
    assert main.width() <= laptop.width() and main.height() + screen_fit.FRAME.height() <= 728
    main.resize(1000, 600)  # one that fits keeps its size
    screen_fit.keep_on_screen(main)
    assert (main.width(), main.height()) == (1000, 600)
    main.controller.shutdown()
