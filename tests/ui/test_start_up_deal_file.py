"""A deal file given at start-up (a double-click while the game is closed) waits for the start.

The review used to open on top of the modal resume question, so the window
ignored every click until the hidden question was found and answered.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from sixtysix_qt.ui.dialogs.questions import ResumeQuestion
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.review.review_dialog import ReviewDialog
from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import open_window, settle


def ini(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


def _saved_match_and_a_deal_file(qtbot, folder: Path) -> Path:
    """A match with a move played (saved in ``folder``) and that deal in a file."""
    first = open_window(qtbot, settings=ini(folder), data_dir=folder)
    first.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, first)
    first.controller.play(first.controller.human_actions()[0])
    settle(qtbot, first)
    deal = folder / "a hand from a friend.sixtysix"
    assert first.review_menu.save_deal(deal)
    first.controller.shutdown()
    first.close()
    return deal


def _open_reviews() -> list[ReviewDialog]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewDialog) and w.isVisible()
    ]


@pytest.mark.slow
def test_the_deal_opens_after_the_resume_question_and_over_no_modal(qtbot, tmp_path: Path) -> None:
    deal = _saved_match_and_a_deal_file(qtbot, tmp_path)
    win = open_window(qtbot, settings=ini(tmp_path), data_dir=tmp_path)
    reviews_while_asked: list[list[ReviewDialog]] = []

    def answer_the_question() -> None:  # the player, reading the real modal question
        box = QApplication.activeModalWidget()
        if not isinstance(box, ResumeQuestion):
            QTimer.singleShot(20, answer_the_question)
            return
        reviews_while_asked.append(_open_reviews())
        QTimer.singleShot(300, box.resume_button.click)  # time for a review to (wrongly) open

    QTimer.singleShot(0, answer_the_question)
    win.deferred_start(GameSetup(seed=3), resume=True)  # as app.play() does
    win.open_deal_when_started(str(deal))
    qtbot.waitUntil(lambda: bool(reviews_while_asked), timeout=15000)
    assert reviews_while_asked == [[]]  # nothing opened over the question
    qtbot.waitUntil(lambda: bool(_open_reviews()), timeout=15000)
    assert QApplication.activeModalWidget() is None  # no question left behind the review
    assert win.controller.match is not None and len(win.controller.state.actions) >= 1  # resumed
    for review in _open_reviews():
        qtbot.addWidget(review)
        review.close()
    win.controller.shutdown()


@pytest.mark.slow
def test_a_deal_sent_once_the_game_runs_opens_at_once(qtbot, tmp_path: Path) -> None:
    deal = _saved_match_and_a_deal_file(qtbot, tmp_path / "one")
    win = open_window(qtbot, settings=ini(tmp_path), data_dir=tmp_path)
    win.open_deal_when_started(str(deal))  # no start pending: the channel's request
    qtbot.waitUntil(lambda: bool(_open_reviews()), timeout=15000)
    for review in _open_reviews():
        qtbot.addWidget(review)
        review.close()
    win.controller.shutdown()
