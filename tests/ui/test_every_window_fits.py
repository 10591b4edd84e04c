"""Every window the game opens fits an 800x600 screen (issue 51 point 1).

No list of windows: the test opens every entry of every menu of the real
main window (with a finished deal, kept deals and settings, so each entry
is enabled) and catches each window or dialog that appears, modal or not.
Each must lie inside the screen's free area with room for its frame. A
window added tomorrow is caught by the same walk; one opened from
somewhere else still fits, because the fit is one filter on the application
(``screen_fit.FitOnShow``), as the last test shows.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QScreen
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.system import screen_fit
from sixtysix_qt.ui.system.screen_fit import SIZED_AT_START

from .ui_helpers import finish_deal, open_window, settle

SCREEN = QRect(0, 0, 800, 600)
ELSEWHERE = {
    "MainWindow": "the window itself: fitted at start (app.py), tested apart",
    "_MatchQuestion": "the base of the two match questions",
    "ResumeQuestion": "asked at start when a match was left unfinished",
    "AbandonQuestion": "asked by New game while a match is in progress",
    "RecapDialog": "opened when a match ends",
    "FiguresHelp": "the review's '?' beside its figures",
}
"""Windows no menu entry opens by itself, each with the way a player meets it: a new window
class must be opened by a menu in the walk or be named here (the fit is the same filter)."""
SKIP = ("quit", "fullscreen")
"""Entries that leave the window or the screen itself, not windows of their own."""


def _windows() -> list[QWidget]:
    """The real windows shown now (no menus, tooltips or pop-ups), the main window aside."""
    kinds = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Sheet)
    return [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w.windowType() in kinds and not w.property(SIZED_AT_START)
    ]


def _entries(menu: QMenu) -> list[QAction]:
    out = []
    for action in menu.actions():
        if action.menu() is not None:
            out += _entries(action.menu())
        elif not action.isSeparator():
            out.append(action)
    return out


def _problem(window: QWidget) -> str | None:
    room = SCREEN.size() - screen_fit.FRAME
    need = window.minimumSizeHint().expandedTo(window.minimumSize())
    placed = QRect(window.pos(), window.size() + screen_fit.FRAME)
    if window.width() > room.width() or window.height() > room.height():
        return f"opens at {window.width()}x{window.height()}"
    if need.width() > room.width() or need.height() > room.height():
        return f"needs at least {need.width()}x{need.height()}"
    if not SCREEN.contains(placed):
        return f"lies at {placed} past the screen's edge"
    return None


class Catcher:
    """Notes and closes every window that opens while an entry runs (modal ones too)."""

    def __init__(self) -> None:
        self.seen: dict[str, str | None] = {}
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self.catch)

    def catch(self) -> None:
        for window in _windows():
            self.seen[type(window).__name__] = _problem(window)
            if isinstance(window, QDialog):
                window.reject()
            window.close()


def window_classes() -> set[str]:
    """Every dialog and main-window class of the game's UI, found by walking its package."""
    import importlib
    import inspect
    import pkgutil

    from PySide6.QtWidgets import QMainWindow

    import sixtysix_qt.ui as ui

    found = set()
    for info in pkgutil.walk_packages(ui.__path__, "sixtysix_qt.ui."):
        module = importlib.import_module(info.name)
        for name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == info.name and issubclass(cls, (QDialog, QMainWindow)):
                found.add(name)
    return found


def _kept_deals(qtbot, win) -> None:
    """A finished deal on the table (so Review, Save and Next are enabled), kept in the archive."""
    from sixtysix_qt.ui.play.setup import GameSetup

    win.controller.new_match(GameSetup(seed=3, first_dealer=1))
    finish_deal(qtbot, win)
    settle(qtbot, win)


@pytest.mark.slow
def test_every_window_of_every_menu_fits_800x600(
    qtbot, monkeypatch, tmp_path: Path, small_review_effort
):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: SCREEN)
    data = tmp_path / "data"
    data.mkdir()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, (784, 552), data_dir=data, settings=settings)
    _kept_deals(qtbot, win)
    catcher = Catcher()
    catcher.timer.start()
    skip = [getattr(win.commands, name) for name in SKIP]
    triggered = []
    try:
        for menu_action in win.menuBar().actions():
            for action in _entries(menu_action.menu()):
                if action in skip or not action.isEnabled() or action.isCheckable():
                    continue
                triggered.append(action.text())
                action.trigger()
                for _ in range(5):
                    QApplication.processEvents()
                catcher.catch()
    finally:
        catcher.timer.stop()
        win.review_menu.close_dialog()
        win.controller.shutdown()
    opened = set(catcher.seen)
    # the walk really opened the windows the menus lead to (the gate is not empty)
    assert {"MistakesDialog", "HistoryDialog", "PuzzleDialog", "ReviewDialog"} <= opened, opened
    assert {"StatisticsDialog", "SettingsDialog", "NewGameDialog", "RulesDialog"} <= opened, opened
    problems = {name: p for name, p in catcher.seen.items() if p}
    assert not problems, problems
    unseen = window_classes() - opened - set(ELSEWHERE)
    assert not unseen, f"windows no menu opened and not named in ELSEWHERE: {unseen}"
    assert set(ELSEWHERE) <= window_classes(), "ELSEWHERE names a window that is gone"


def test_a_window_nobody_fitted_fits_when_shown(qtbot, monkeypatch):
    """Any window, not only those of the menus: the fit is the application's, on every show."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: SCREEN)
    screen_fit.fit_every_window()
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(QSize(1100, 700))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _problem(dialog) is None
