"""The small things of play-test round 4 (issue 51 point 9), through the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sixtysix_qt.ui.play.setup import GameSetup

from .ui_helpers import open_window, settle


def _won_match(qtbot, win) -> None:
    win.start(GameSetup(seed=7, options={"game_target": 1}))
    ctrl = win.controller
    while not ctrl.state.is_over:
        ctrl.force(ctrl.state.legal_actions()[0])
    settle(qtbot, win)
    assert ctrl.match.is_over


def test_one_play_again_entry_after_a_match_and_f2_is_on_it(qtbot):
    win = open_window(qtbot)
    try:
        _won_match(qtbot, win)
        entries = [
            a for a in win.menus.game.actions() if a.isVisible() and a.text() == "Play &again"
        ]
        assert len(entries) == 1
        old = win.controller.match
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
        qtbot.keyClick(win, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda: win.controller.match is not old)
        settle(qtbot, win)
        assert win.commands.again.isVisible()  # a match in play: F2 is Play again again
        assert [e.toString() for e in win.commands.next.shortcuts()] == ["N", "Return", "Enter"]
    finally:
        win.controller.shutdown()
