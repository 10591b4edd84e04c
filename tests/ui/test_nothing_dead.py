"""Every enabled button or action does something in the state it is enabled in (issue 51 point 3).

The gate walks what a player can click in every window shown, in several states of the
real window (a deal in play, a deal over, a solved puzzle): each enabled button and each
enabled entry of a menu or a bar must be connected to something, and a button drawn on
the felt (the summary's "Next deal", "Review this deal") must be heard by its window. A
solved puzzle once offered "Next deal", which went nowhere; it now offers "Next puzzle".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QWidget

from sixtysix_qt.engine import Action
from sixtysix_qt.engine.moves import move_text
from sixtysix_qt.review.puzzles import best_moves
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.review.puzzle_dialog import PuzzleDialog
from sixtysix_qt.ui.table.view import TableView

from .ui_helpers import finish_deal, open_window, settle

CLICKS = ("clicked()", "clicked(bool)", "pressed()", "released()", "toggled(bool)")


def _heard(obj, signals: tuple[str, ...]) -> bool:
    return any(obj.receivers(SIGNAL(s)) > 0 for s in signals)


def _actions(widget: QWidget) -> list[QAction]:
    out = []
    for action in widget.actions():
        out.append(action)
        if action.menu() is not None:
            out += _actions(action.menu())
    return out


def _opens_something(button: QAbstractButton) -> bool:
    """A button with a menu, or a tool button standing for an action (checked as the action)."""
    menu = getattr(button, "menu", None)
    action = getattr(button, "defaultAction", None)
    return (menu is not None and menu() is not None) or (
        action is not None and action() is not None
    )


def dead_controls() -> list[str]:
    """What a player could click in a shown window that is connected to nothing."""
    dead = []
    for window in QApplication.topLevelWidgets():
        if not window.isVisible() or isinstance(window, QMenu):
            continue
        for button in window.findChildren(QAbstractButton):
            if not (button.isVisible() and button.isEnabled()) or _opens_something(button):
                continue
            if not _heard(button, CLICKS):
                dead.append(f"{type(window).__name__}: button {button.text()!r}")
        bar = window.menuBar() if hasattr(window, "menuBar") else None
        sources = [window, *window.findChildren(QWidget)] + ([bar] if bar else [])
        for source in sources:
            for action in _actions(source):
                if action.isSeparator() or action.menu() is not None:
                    continue
                if action.isEnabled() and action.isVisible():
                    if not _heard(action, ("triggered()", "triggered(bool)", "toggled(bool)")):
                        dead.append(f"{type(window).__name__}: action {action.text()!r}")
        for view in window.findChildren(TableView):
            panel = view.hud.summary
            if not (view.isVisible() and panel.isVisible()):
                continue
            if panel._button and view.receivers(SIGNAL("continueRequested()")) == 0:
                dead.append(f"{type(window).__name__}: the felt's button {panel._button!r}")
            if panel._second and view.receivers(SIGNAL("reviewRequested()")) == 0:
                dead.append(f"{type(window).__name__}: the felt's button {panel._second!r}")
    return sorted(set(dead))


def _click_felt_button(qtbot, view: TableView) -> None:
    panel = view.hud.summary
    at = view.mapFromScene(panel.mapToScene(panel._button_rect.center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(at))


def _solve(qtbot, dialog: PuzzleDialog) -> None:
    """Play the puzzle's best moves until it says solved."""
    ctrl = dialog.controller
    seat = dialog.current.seat
    while not ctrl.state.is_over:
        qtbot.waitUntil(lambda: ctrl.state.is_over or ctrl.state.to_move == seat, timeout=10000)
        if ctrl.state.is_over:
            break
        assert ctrl.play(Action.parse(move_text(best_moves(ctrl.state, seat)[0])))
    qtbot.waitUntil(lambda: "Solved" in dialog.status.text(), timeout=10000)
    qtbot.waitUntil(lambda: dialog.table.hud.summary.isVisible(), timeout=10000)


@pytest.mark.slow
def test_a_solved_puzzle_leads_to_the_next_puzzle(qtbot, tmp_path: Path):
    win = open_window(qtbot, data_dir=tmp_path)
    try:
        win.review_menu.act_puzzles.trigger()
        dialog = win.review_menu.dialog
        assert isinstance(dialog, PuzzleDialog)
        qtbot.waitExposed(dialog)
        dialog.table.set_speed("off")
        dialog.controller.pace_ms = 0
        first = dialog.current
        _solve(qtbot, dialog)
        assert not dead_controls()
        assert dialog.table.hud.summary._button == "Next puzzle"
        _click_felt_button(qtbot, dialog.table)
        assert dialog.current is not first and not dialog.controller.state.is_over
        second = dialog.current
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        assert dialog.current not in (first, second)
    finally:
        win.review_menu.close_dialog()
        win.controller.shutdown()


@pytest.mark.slow
def test_no_dead_control_in_play_after_a_deal_and_in_its_review(
    qtbot, tmp_path: Path, small_review_effort
):
    win = open_window(qtbot, data_dir=tmp_path)
    try:
        win.controller.new_match(GameSetup(seed=3, first_dealer=1))
        settle(qtbot, win)
        assert not dead_controls()
        finish_deal(qtbot, win)
        settle(qtbot, win)
        assert win.table.hud.summary.isVisible()
        assert not dead_controls()
        for entry in (win.review_menu.act_review, win.review_menu.act_mistakes):
            entry.trigger()
            dialog = win.review_menu.dialog
            qtbot.waitExposed(dialog)
            assert not dead_controls(), type(dialog).__name__
            win.review_menu.close_dialog()
    finally:
        win.review_menu.close_dialog()
        win.controller.shutdown()


def test_the_gate_sees_a_dead_button(qtbot):
    """The measure is real: a shown button wired to nothing is named."""
    from PySide6.QtWidgets import QPushButton

    box = QWidget()
    QPushButton("Next deal", box)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    assert any("Next deal" in d for d in dead_controls())
