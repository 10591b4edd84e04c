"""Review, History, deal files, play on and puzzles, driven through the real window."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from sixtysix_qt.engine import Action, new_deal
from sixtysix_qt.review.archive import DealArchive, read_deal_file, write_deal_file
from sixtysix_qt.review.cache_check import review_document
from sixtysix_qt.review.playon import position
from sixtysix_qt.review.puzzles import load_puzzles
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.review import mode as review_mode
from sixtysix_qt.ui.review.history_dialog import HistoryDialog
from sixtysix_qt.ui.review.puzzle_dialog import SOLVED_MARK, PuzzleDialog
from sixtysix_qt.ui.review.review_dialog import ReviewDialog

from .ui_helpers import finish_deal, open_window


@pytest.fixture(autouse=True)
def _small_effort(small_review_effort):
    """Every test here judges with few worlds."""


def _window_with_a_finished_deal(qtbot, tmp_path: Path):
    win = open_window(qtbot, data_dir=tmp_path)
    win.start(GameSetup(preset="schnapsen", level="medium", seed=11))
    final = finish_deal(qtbot, win)
    return win, final


def _wait_review(qtbot, dialog: ReviewDialog) -> None:
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60000)


@pytest.mark.slow
def test_every_finished_deal_is_archived_and_reviewed(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    entries = DealArchive(tmp_path).entries()
    assert len(entries) == 1 and entries[0].preset == "schnapsen" and entries[0].level == "medium"
    assert read_deal_file(entries[0].path).state == final

    assert win.review_menu.act_review.isEnabled()
    win.review_menu.act_review.trigger()
    dialog = win.review_menu.dialog
    assert isinstance(dialog, ReviewDialog)
    qtbot.addWidget(dialog)
    assert dialog.progress.isVisible()
    _wait_review(qtbot, dialog)
    assert not dialog.job.running and not dialog.progress.isVisible()
    assert dialog.decision_list.count() == len(dialog.review.verdicts) > 0
    assert "Expected game points lost" in dialog.summary.text()

    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.replay.index == 1 and dialog.replay.state.actions == final.actions[:1]
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.replay.index == len(final.history) and dialog.replay.state == final
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.replay.state.actions == final.actions[:-1]
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.replay.index == 0
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    assert dialog.replay.index == 1

    dialog.go_to_decision(len(dialog.review.verdicts) - 1)
    last = dialog.review.verdicts[-1]
    assert dialog.replay.index == last.index
    assert dialog.decision_list.currentRow() == len(dialog.review.verdicts) - 1
    assert "You played" in dialog.detail.text()
    biggest = dialog.review.summary.biggest
    if biggest is not None:
        qtbot.mouseClick(dialog.biggest_button, Qt.MouseButton.LeftButton)
        assert dialog.replay.index == dialog.review.verdicts[biggest].index
    dialog.open_box.setChecked(True)
    assert dialog.table.show_opponent_cards

    # the review was cached with the archived deal: opening it again needs no analysis
    assert read_deal_file(entries[0].path).review is not None
    dialog.close()
    again = win.review_menu.review_last()
    qtbot.addWidget(again)
    assert again.review is not None and again.job is None
    assert again.review == dialog.review
    again.close()


def test_the_analysis_can_be_cancelled(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(review_mode, "REVIEW_WORLDS", 400)
    rng = random.Random(2)
    final = new_deal("classic", seed=2)
    while not final.is_over:
        final = final.apply(rng.choice(final.legal_actions()))
    dialog = ReviewDialog(final)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.job.running
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.job.running, timeout=20000)
    assert dialog.review is None and "cancelled" in dialog.status.text()
    dialog.close()


@pytest.mark.slow
def test_history_lists_deals_and_double_click_reviews(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    win.review_menu.act_history.trigger()
    history = win.review_menu.dialog
    assert isinstance(history, HistoryDialog)
    qtbot.waitExposed(history)
    assert history.table.topLevelItemCount() == 1  # one match, open, with its one deal
    match_row = history.table.topLevelItem(0)
    assert "Schnapsen" in match_row.text(1) and match_row.text(2) == "Peter (Medium)"
    assert match_row.text(3).startswith("Unfinished, ") and match_row.isExpanded()
    (deal_row,) = history.deal_items()
    assert deal_row.text(1) == "Deal 1" and deal_row.text(2) == ""  # the match row says it
    assert deal_row.text(3).startswith(("Won", "Lost", "No winner"))
    rect = history.table.visualItemRect(deal_row)
    viewport = history.table.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    review = win.review_menu.dialog
    assert isinstance(review, ReviewDialog) and review.final == final
    qtbot.addWidget(review)
    review.close()


@pytest.mark.slow
def test_open_and_save_deal_files(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path / "data")
    saved = tmp_path / "mine.json"
    assert win.review_menu.save_deal(saved)
    assert read_deal_file(saved).state == final

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "sixtysix/deal", "version": 1, "deck": ["AS"]}')
    before_dialog = win.review_menu.dialog
    assert win.review_menu.open_deal(bad) is None
    assert win.review_menu.problem.startswith("The deal file is damaged")
    assert win.review_menu.dialog is before_dialog
    assert bad.read_text() == '{"format": "sixtysix/deal", "version": 1, "deck": ["AS"]}'
    assert win.review_menu.open_deal(tmp_path) is None
    assert win.review_menu.problem == "This is not a regular file."

    opened = win.review_menu.open_deal(saved)
    qtbot.addWidget(opened)
    assert opened.final == final and opened.path != saved
    _wait_review(qtbot, opened)
    assert read_deal_file(saved).review is None  # a file from elsewhere is never written
    opened.close()


@pytest.mark.slow
def test_play_on_from_a_review_position_is_practice(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    dialog = win.review_menu.review_last()
    qtbot.addWidget(dialog)
    _wait_review(qtbot, dialog)
    index = dialog.review.verdicts[0].index
    dialog.go_to(index)
    dialog.request_play_on(False)
    state = win.controller.state
    assert state == position(final, index) and not state.is_over
    assert win.controller.is_practice
    dialog = win.review_menu.review_last()
    qtbot.addWidget(dialog)
    dialog.go_to(index)
    redealt = dialog.play_on_state(True)
    assert redealt.observation(0) == position(final, index).observation(0)
    dialog.close()


def _click_card(qtbot, dialog: PuzzleDialog, card: str) -> None:
    table = dialog.table
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=5000)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.click_point(card))


def test_a_puzzle_is_solved_by_clicking_and_remembered(qtbot, tmp_path: Path) -> None:
    dialog = PuzzleDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.table.set_speed("off")
    dialog.controller.pace_ms = 0
    puzzle = dialog.current
    ctrl = dialog.controller
    assert "Goal:" in dialog.goal.text()
    for action in puzzle.solution:
        qtbot.waitUntil(lambda: ctrl.state.is_over or ctrl.state.to_move == 0, timeout=10000)
        if ctrl.state.is_over:
            break
        if len(ctrl.state.actions) - len(ctrl.start.actions) != puzzle.solution.index(action):
            continue  # the defence's move: it plays it itself
        if action.startswith("marry"):
            assert ctrl.play(Action.parse(action))  # the puzzle's line, as text
        else:
            _click_card(qtbot, dialog, action.split()[1])
    qtbot.waitUntil(lambda: ctrl.state.is_over, timeout=10000)
    assert dialog.status.text() == "Solved! Well played."
    assert puzzle.id in dialog.solved
    dialog.close()
    again = PuzzleDialog(tmp_path)
    qtbot.addWidget(again)
    assert again.list.item(again.row_of(0)).text().endswith(SOLVED_MARK)
    assert again.current.id != puzzle.id  # it opens on the first unsolved puzzle
    again.close()


@pytest.mark.slow
def test_a_wrong_move_fails_then_retry_and_solution(qtbot, tmp_path: Path) -> None:
    dialog = PuzzleDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.table.set_speed("off")
    dialog.controller.pace_ms = 0
    ctrl = dialog.controller
    from sixtysix_qt.engine.moves import action_of
    from sixtysix_qt.review.puzzles import hero_value

    values = hero_value(ctrl.start, 0)
    wrong = next(action_of(m) for m, v in values.items() if v < dialog.current.value)
    assert ctrl.play(wrong)
    qtbot.waitUntil(lambda: "Try again" in dialog.status.text(), timeout=10000)
    qtbot.mouseClick(dialog.retry_button, Qt.MouseButton.LeftButton)
    assert ctrl.state == ctrl.start
    for _ in range(len(dialog.current.solution)):
        qtbot.waitUntil(lambda: ctrl.state.is_over or ctrl.state.to_move == 0, timeout=10000)
        if ctrl.state.is_over:
            break
        qtbot.mouseClick(dialog.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ctrl.state.is_over, timeout=10000)
    assert ctrl.state.actions[len(ctrl.start.actions) :] == dialog.current.solution
    assert dialog.status.text().endswith("That is the solution.")
    assert dialog.current.id not in dialog.solved  # seeing the solution is not solving it
    dialog.close()


@pytest.mark.slow
def test_puzzle_list_has_every_bundled_puzzle(qtbot, tmp_path: Path) -> None:
    dialog = PuzzleDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert sum(n is not None for n in dialog.rows) == len(load_puzzles())
    dialog.close()


@pytest.mark.slow
def test_a_damaged_cached_review_is_ignored_and_made_again(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    path = DealArchive(tmp_path).entries()[0].path
    assert DealArchive(tmp_path).store_review(path, {"seat": 0, "verdicts": "junk"})
    dialog = win.review_menu.review_last()
    qtbot.addWidget(dialog)
    assert dialog.job is not None  # the junk was not taken for a review
    _wait_review(qtbot, dialog)
    assert read_deal_file(path).review == review_document(dialog.review, final)
    # a click on a bar of the chart jumps to that decision
    chart = dialog.chart
    qtbot.waitExposed(dialog)
    last = len(dialog.review.verdicts) - 1
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.bar_rect(last).center().toPoint())
    assert dialog.replay.index == dialog.review.verdicts[last].index
    dialog.close()


@pytest.mark.slow
def test_closing_the_window_stops_a_running_review(qtbot, tmp_path: Path, monkeypatch) -> None:
    win, _final = _window_with_a_finished_deal(qtbot, tmp_path)
    monkeypatch.setattr(review_mode, "REVIEW_WORLDS", 400)
    dialog = win.review_menu.review_last()
    assert dialog.job.running
    win.close()
    assert not dialog.job.running and not dialog.isVisible()


def test_game_menu_opens_the_puzzles(qtbot, tmp_path: Path) -> None:
    win = open_window(qtbot, data_dir=tmp_path)
    texts = [a.text() for a in win.menus.game.actions()]
    for text in ("&Review last deal", "&History…", "&Open deal…", "Sa&ve deal as…", "&Puzzles…"):
        assert text in texts
    win.review_menu.act_puzzles.trigger()
    dialog = win.review_menu.dialog
    assert isinstance(dialog, PuzzleDialog) and dialog.current is not None
    dialog.close()
    win.review_menu.dialog = None
    win.review_menu.act_review.trigger()  # nothing finished yet: one sentence, no window
    assert win.review_menu.problem == "No finished deal to review yet."
    assert win.review_menu.dialog is None


@pytest.mark.slow
def test_the_same_ending_is_kept_once(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    assert win.review_menu.keep_deal() is None  # dealOver again for the same deal
    assert len(DealArchive(tmp_path).entries()) == 1


@pytest.mark.slow
def test_a_review_opened_elsewhere_is_cached_with_the_archived_copy(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    path = DealArchive(tmp_path).entries()[0].path
    dialog = win.review_menu.open_review(final, {"seat": 0}, None)  # e.g. the recap's button
    qtbot.addWidget(dialog)
    assert dialog.path == path
    _wait_review(qtbot, dialog)
    assert read_deal_file(path).review == review_document(dialog.review, final)
    dialog.close()


@pytest.mark.slow
def test_the_summary_button_reviews_the_deal_just_finished(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    summary = win.table.hud.summary
    assert summary.isVisible() and summary.second_text == "Review this deal"
    assert not summary.second_scene_rect().intersects(summary.button_scene_rect())
    assert win.review_menu.dialog is None
    pos = win.table.mapFromScene(summary.second_scene_rect().center())
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    dialog = win.review_menu.dialog
    assert isinstance(dialog, ReviewDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and dialog.replay.final == final
    assert win.controller.state == final  # the deal on the table was not dealt on
    _wait_review(qtbot, dialog)
    assert not dialog.table.hud.offer_review  # the review's own table offers no review


def test_the_panel_shows_the_cost_the_alternatives_the_margin_and_the_line(qtbot) -> None:
    from sixtysix_qt.review.judge import Verdict

    final = new_deal("schnapsen", seed=5)
    while not final.is_over:
        final = final.apply(final.legal_actions()[0])
    index = next(i for i, (seat, _a) in enumerate(final.history) if seat == 0)
    verdict = Verdict(
        index=index,
        seat=0,
        played="play QH",
        best="marry QH",
        loss=0.62,
        margin=0.15,
        label="inaccuracy",
        uncertain=True,
        reason=["marriage", 40],
        exact=False,
        worlds=96,
        alternatives=[["marry QH", 0.0, 0.0], ["play AS", 0.1, 0.05], ["play QH", 0.62, 0.15]],
        facts=[["missed_marriage", 40]],
        open_value=0.0,
        open_best="play QH",
        open_loss=0.0,
        line=["1:play TH", "1:play AS"],
        best_line=["1:play 9H"],
    )
    # the sentences of one verdict (a cached review must be wholly the deal's: this one is not)
    dialog = ReviewDialog(final, 0, app={}, start=False)
    qtbot.addWidget(dialog)
    assert dialog.job is None
    text = dialog.verdict_text(verdict)
    for part in (
        "0.62 ± 0.15",  # the loss and its margin
        "Uncertain",
        "without announcing the marriage: 40 point",  # what the played move cost
        "• A♠: 0.10 ± 0.05",  # an alternative
        "Computer:\u00a010♥, Computer:\u00a0A♠",  # the line, the refutation first
        "Game points of your move with all cards open: 0.00",  # shown even when zero
        "Judged over 96 possible deal",
    ):
        assert part in text, (part, text)
    dialog.close()


def test_the_panel_never_says_one_thing_twice(qtbot) -> None:
    """A cost that says what the best move does leaves one sentence of the two, and a
    line after the best move that is the line after the played one is not written twice."""
    from dataclasses import replace

    from sixtysix_qt.review.judge import Verdict

    final = new_deal("schnapsen", seed=5)
    while not final.is_over:
        final = final.apply(final.legal_actions()[0])
    index = next(i for i, (seat, _a) in enumerate(final.history) if seat == 0)
    marriage = Verdict(
        index=index,
        seat=0,
        played="play QH",
        best="marry QH",
        loss=1.2,
        margin=0.1,
        label="blunder",
        uncertain=False,
        reason=["marriage", 40],
        exact=False,
        worlds=64,
        alternatives=[["marry QH", 0.0, 0.0], ["play QH", 1.2, 0.1]],
        facts=[["missed_marriage", 40]],
        line=["1:play TH", "1:play AS"],
        best_line=["1:play TH", "1:play AS"],
    )
    dialog = ReviewDialog(final, 0, app={}, start=False)
    qtbot.addWidget(dialog)
    text = dialog.verdict_text(marriage)
    assert "without announcing the marriage: 40 point" in text
    assert "It announces the marriage" not in text, text
    assert text.count("Computer:\u00a010♥, Computer:\u00a0A♠") == 1, text
    assert "After Q♥ with the marriage instead, the same moves follow." in text
    # the line is with the cards as they lay, which the player could not all see
    assert "you could not see them all" in text
    trick = replace(
        marriage,
        played="play 9S",
        best="play AS",
        reason=["take_trick", 21],
        facts=[["lost_trick", 21]],
        line=["1:play AH"],
        best_line=["0:play KH"],
        exact=True,
        worlds=0,
        margin=0.0,
    )
    text = dialog.verdict_text(trick)
    assert "It wins the trick, worth 21 point" in text
    assert "The best move wins this trick" not in text, text
    assert "could not see" not in text and "Best play goes on: Computer:\u00a0A♥." in text
    closing = replace(marriage, best="close", reason=["close", 24, 30], facts=[["missed_close"]])
    text = dialog.verdict_text(closing)
    assert "Closing the talon was better" not in text and "It closes the talon with 24" in text
    dialog.close()


@pytest.mark.slow
def test_a_deal_file_kept_from_seat_1_is_reviewed_from_that_seat(qtbot, tmp_path: Path) -> None:
    """A file saying "seat": 1 showed seat 0's hand as "You" and named both rows "You"."""
    state = new_deal("classic", seed=21)
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    path = tmp_path / "from seat 1.sixtysix"
    write_deal_file(path, state, {"seat": 1, "level": "medium"})
    win = open_window(qtbot, data_dir=tmp_path / "data")
    review = win.review_menu.open_deal(path)
    assert isinstance(review, ReviewDialog)
    qtbot.addWidget(review)
    assert review.seat == 0 and review.final.hand(0) == state.hand(1)
    assert review.final.history[0][0] == (state.history[0][0] - 1) % 2
    names = [review.figures.seat_name(s) for s in range(2)]
    assert names[0] == "You" and names[1] != "You"
    review.close()
