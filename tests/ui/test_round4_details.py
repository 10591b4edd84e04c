"""The small things of play-test round 4 (issue 51 point 9), through the real window."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.ui.play.setup import GameSetup

from .ui_helpers import open_window, settle

SHOTS = Path(os.environ["SIXTYSIX_SHOTS"]) if os.environ.get("SIXTYSIX_SHOTS") else None
"""Where the tests leave the pictures they saw, to look at (only when asked)."""


def _won_match(qtbot, win) -> None:
    win.start(GameSetup(seed=7, options={"game_target": 1}))
    ctrl = win.controller
    while not ctrl.state.is_over:
        ctrl.force(ctrl.state.legal_actions()[0])
    settle(qtbot, win)
    assert ctrl.match.is_over


@pytest.mark.slow
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


def test_the_resume_question_names_the_variant(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from sixtysix_qt.engine import Match
    from sixtysix_qt.storage import SaveStore

    match = Match("bidding", seed=4, first_dealer=0)
    match.apply(match.state.legal_actions()[0])
    SaveStore(tmp_path).save(match, {"seats": ["human", "computer", "computer", "computer"]})
    asked = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.informativeText())
        box.resume_button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    win = open_window(qtbot, data_dir=tmp_path)
    try:
        assert win.start_or_resume(GameSetup(seed=99)) is True
        assert asked and asked[0].startswith("Four players with bidding")
        assert "Deal 1, game points 0 : 0." in asked[0]
    finally:
        win.controller.shutdown()


def test_the_new_game_dialog_shrinks_to_the_variant_chosen(qtbot):
    """Three players, then four with bidding: no empty band is left where rules were."""
    from sixtysix_qt.ui.dialogs.new_game import NewGameDialog

    fresh = NewGameDialog(GameSetup(preset="bidding"))
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.waitExposed(fresh)
    dialog = NewGameDialog(GameSetup(preset="classic"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for preset in ("three-hand", "bidding"):
        dialog._preset.setCurrentIndex(dialog._preset.findData(preset))
        QApplication.processEvents()
    qtbot.waitUntil(lambda: abs(dialog.height() - fresh.height()) <= 2, timeout=2000)


@pytest.mark.slow
def test_bidding_says_that_the_first_lead_chose_trump(qtbot):
    win = open_window(qtbot)
    ctrl = win.controller
    try:
        for seed in range(1, 40):
            ctrl.new_match(GameSetup(preset="bidding", seed=seed, first_dealer=0))
            while True:
                settle(qtbot, win)
                s = ctrl.state
                if s.trump_suit is not None or s.is_over:
                    break
                legal = ctrl.human_actions()
                passing = Action(Kind.PASS)
                assert ctrl.play(passing if passing in legal else legal[0])
            leader = next(seat for seat, a in s.history if a.startswith("play"))
            if leader != 0:
                break
        assert leader != 0, "no deal where a computer leads first"
        suit = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}[s.trump_suit]
        assert "are trumps" in win.news.line and suit in win.news.line, win.news.line
        assert win.news.note.isVisible()
    finally:
        ctrl.shutdown()


@pytest.mark.slow
def test_the_rating_chart_is_tall_and_shows_a_single_rated_deal(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QScreen
    from PySide6.QtWidgets import QDialog

    from sixtysix_qt.ui.dialogs.rating_chart import LINE_COLOUR
    from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, 1366, 728))
    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda d: shown.append(d) or d.show() or 0)
    win = open_window(qtbot, (1366, 768), data_dir=tmp_path)
    try:
        lost = {"winner": 1, "game_points": 1, "scores": [0, 1], "reason": "points"}
        win.stats.record_deal("classic", "medium", lost)
        win.commands.stats.trigger()
        dialog = next(d for d in shown if isinstance(d, StatisticsDialog))
        qtbot.waitExposed(dialog)
        chart = dialog.rating_box.chart
        lines = chart.fontMetrics().height()
        assert chart.height() >= 5 * lines  # the four levels' names fit beside their lines
        image = chart.grab().toImage()
        gold = QColor(LINE_COLOUR).rgb()
        found = any(
            image.pixel(x, y) == gold for x in range(image.width()) for y in range(image.height())
        )
        assert found, "one rated deal shows its rating"
        dialog.close()
    finally:
        win.controller.shutdown()


@pytest.mark.slow
def test_the_points_of_a_trick_float_up_from_its_pile(qtbot):
    """Point 10: "+N" (the trick's card points) rises from the winner's pile as it is swept."""
    from sixtysix_qt.engine.cards import parse_card, points_of

    win = open_window(qtbot)
    ctrl = win.controller
    try:
        win.table.set_speed("fast")
        ctrl.new_match(GameSetup(seed=3, first_dealer=1))
        shown = []
        badge = win.table.trick_points.badge

        def landed(frame) -> None:  # noqa: ANN001
            if frame.event == "trick" and not shown:
                last = [c for _seat, c in ctrl.state.last_completed_trick()]
                points = sum(points_of(parse_card(c)) for c in last)
                shown.append((badge.isVisible(), badge.text(), f"+{points}"))

        win.table.animator.frameLanded.connect(landed)
        while not shown:
            settle(qtbot, win, timeout=20000)
            if not shown:
                ctrl.play(ctrl.human_actions()[0])
        visible, text, want = shown[0]
        assert visible and text == want
    finally:
        ctrl.shutdown()


@pytest.mark.slow
def test_a_won_match_has_its_headline_and_score_in_the_celebration(qtbot, tmp_path):
    """Point 10: the moment says what was won, in gold over the table, with the final score."""
    from PySide6.QtCore import QSettings

    from sixtysix_qt.ui.settings.store import Settings

    from .test_personal_touches import celebrating

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, settings=settings)
    try:
        celebration = celebrating(qtbot, win)
        m = win.controller.match
        assert celebration.headline == "You won the match!"
        assert celebration.score == f"{m.scores[0]} : {m.scores[1]}"
        qtbot.wait(900)
        if SHOTS is not None:
            win.grab().save(str(SHOTS / "celebration.png"))
        celebration.skip()
    finally:
        win.controller.shutdown()
