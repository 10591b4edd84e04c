"""A finished match opens its recap: winner, deal-by-deal table, chart, statistics, Play again."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from sixtysix_qt.ui.dialogs.recap import RecapDialog, deal_points, running_scores
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import open_window, settle

SHOTS = Path(os.environ["SIXTYSIX_SHOTS"]) if os.environ.get("SIXTYSIX_SHOTS") else None
"""Where the tests leave the pictures they saw, to look at (only when asked)."""


@pytest.fixture
def window(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, settings=settings, data_dir=tmp_path)
    yield win
    win.controller.shutdown()


def _finish(qtbot, win, target: int = 3, preset: str = "classic") -> None:
    """Play whole deals (first legal action for everybody) until the match is won."""
    win.start(GameSetup(preset=preset, seed=7, options={"game_target": target}))
    ctrl = win.controller
    while not ctrl.match.is_over:
        while not ctrl.state.is_over:
            ctrl.force(ctrl.state.legal_actions()[0])
        settle(qtbot, win)
        if not ctrl.match.is_over:
            ctrl.next_deal()


def _recap(win) -> RecapDialog | None:
    return win.findChild(RecapDialog, "match-recap")


@pytest.mark.slow
def test_the_recap_opens_when_the_match_is_won(qtbot, window):
    _finish(qtbot, window)
    qtbot.waitUntil(lambda: _recap(window) is not None and _recap(window).isVisible())
    recap = _recap(window)
    m = window.controller.match
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        recap.grab().save(str(SHOTS / "recap.png"))
    score = f"{m.scores[0]} : {m.scores[1]}"
    assert score in recap.title.text()
    assert ("You won" in recap.title.text()) == (m.winner == 0)
    assert recap.table.rowCount() == len(m.finished)
    last = recap.table.item(len(m.finished) - 1, 3).text()
    assert last == score  # the running score ends at the final score
    lines = recap.chart.lines()
    assert [line[-1] for line in lines] == list(m.scores) and all(line[0] == 0 for line in lines)
    assert "of 1;" in recap.stats_line.text()  # this match counted: won 0 or 1 of 1
    assert recap.review_button is not None  # the review of a deal is there to offer


@pytest.mark.slow
def test_play_again_from_the_recap_starts_a_new_match(qtbot, window):
    _finish(qtbot, window)
    qtbot.waitUntil(lambda: _recap(window) is not None)
    old = window.controller.match
    _recap(window).again_button.click()
    assert window.controller.match is not old and not window.controller.match.is_over
    qtbot.waitUntil(lambda: _recap(window) is None or not _recap(window).isVisible())


@pytest.mark.slow
def test_review_opens_the_chosen_deal(qtbot, window):
    from sixtysix_qt.ui.review.review_dialog import ReviewDialog

    _finish(qtbot, window)
    qtbot.waitUntil(lambda: _recap(window) is not None)
    recap = _recap(window)
    recap.table.selectRow(1)
    recap.review_button.click()
    review = window.findChild(ReviewDialog, "review-dialog")
    assert review is not None and review.isVisible()
    record = window.controller.match.finished[1]
    assert review.final.actions == record.actions and review.final.is_over
    window.review_menu.close_dialog()


@pytest.mark.slow
def test_without_a_reviewer_there_is_no_review_button(qtbot, window):
    window.recap_flow.deal_reviewer = None
    _finish(qtbot, window)
    qtbot.waitUntil(lambda: _recap(window) is not None)
    assert _recap(window).review_button is None


@pytest.mark.slow
def test_a_reviewer_gets_a_review_button(qtbot, window):
    asked = []
    window.recap_flow.deal_reviewer = lambda match, index: asked.append((match, index))
    _finish(qtbot, window)
    qtbot.waitUntil(lambda: _recap(window) is not None)
    recap = _recap(window)
    assert recap.review_button is not None
    recap.table.selectRow(0)
    recap.review_button.click()
    assert asked == [(window.controller.match, 0)]


@pytest.mark.slow
def test_deal_points_add_up_to_the_scores(qtbot, window):
    _finish(qtbot, window, target=5, preset="three-hand")
    m = window.controller.match
    per_deal = deal_points(m)
    assert [sum(col) for col in zip(*per_deal, strict=True)] == list(m.scores)
    assert running_scores(m)[-1] == list(m.scores)
