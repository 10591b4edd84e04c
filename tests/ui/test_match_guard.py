"""A match is never lost by a click (issue 41 point 1), through the real window.

"Play on from here" parks the match in progress (the save file keeps it, a
line says so) and gives it back when the practice deal ends; a new game from
the dialog asks first.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from sixtysix_qt.storage import SaveStore, Statistics
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.questions import AbandonQuestion
from sixtysix_qt.ui.play.controller import GameSetup

from .ui_helpers import finish_deal, open_window, settle


def _a_match_after_one_deal(qtbot, tmp_path: Path):
    win = open_window(qtbot, data_dir=tmp_path)
    win.start(GameSetup(preset="schnapsen", seed=11))
    finish_deal(qtbot, win)
    win.continue_after_deal()  # the second deal starts: a real match in progress
    settle(qtbot, win)
    return win


@pytest.mark.slow
def test_play_on_parks_the_match_and_gives_it_back(qtbot, tmp_path: Path) -> None:
    win = _a_match_after_one_deal(qtbot, tmp_path)
    real = win.controller.match
    scores, deal = real.scores, real.deal_number
    review = win.review_menu.review_last()
    qtbot.addWidget(review)
    review.go_to(2)
    review.request_play_on(False)  # as the menu entry "With the real cards"
    ctrl = win.controller
    assert ctrl.match is not real and ctrl.is_practice
    note = win.match_guard.note
    assert note.isVisible() and f"deal {deal}" in note.text() and "comes back" in note.toolTip()
    assert win.news.note.isVisible() and "comes back when this deal ends" in win.news.line
    saved = SaveStore(tmp_path).load().match  # the save file still holds the real match
    assert saved is not None and saved.deal_number == deal and saved.seed == real.seed
    finish_deal(qtbot, win, seed=5)
    assert win.commands.next.text() == "Back to your match"
    assert win.table.hud.summary.isVisible()
    win.continue_after_deal()  # the summary's button
    settle(qtbot, win)
    assert ctrl.match is real and real.scores == scores and real.deal_number == deal
    assert not note.isVisible() and not ctrl.is_practice
    win.controller.play(win.controller.human_actions()[0])
    settle(qtbot, win)
    assert SaveStore(tmp_path).load().match.state == real.state  # saved again after a move
    totals = Statistics(tmp_path).totals(practice=False)
    assert totals.get("deals", 0) >= 1  # the real match's deal still counts as a real one
    win.controller.shutdown()


@pytest.mark.slow
def test_new_game_from_the_dialog_asks_before_ending_the_match(qtbot, tmp_path, monkeypatch):
    win = _a_match_after_one_deal(qtbot, tmp_path)
    real = win.controller.match
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    asked: list[QMessageBox] = []

    def escape(box: QMessageBox) -> int:
        asked.append(box)
        box.escapeButton().click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", escape)
    win.commands.new.trigger()
    assert len(asked) == 1 and isinstance(asked[0], AbandonQuestion)
    assert "ends the match" in asked[0].text()
    assert win.controller.match is real
    win.controller.shutdown()


@pytest.mark.slow
def test_a_new_game_in_the_middle_of_a_deal_rates_it_as_lost(qtbot, tmp_path, monkeypatch):
    """coach-4 defect 6: New game (one confirmation) dropped the deal a player was losing
    and the rating never saw it; now the deal left behind counts as played and lost."""
    from sixtysix_qt.rating import START

    win = open_window(qtbot, data_dir=tmp_path)
    win.start(GameSetup(preset="schnapsen", level="medium", seed=11))
    settle(qtbot, win)
    real = win.controller.match
    win.controller.play(win.controller.human_actions()[0])
    settle(qtbot, win)
    assert not win.controller.state.is_over and Statistics(tmp_path).rating_history() == []
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(AbandonQuestion, "wants_new_game", lambda q: True)
    win.commands.new.trigger()
    settle(qtbot, win)
    stats = Statistics(tmp_path)
    assert len(stats.rating_history()) == 1 and stats.rating().value < START
    assert win.controller.match is not real and win.controller.match.deal_number == 1
    win.controller.shutdown()
