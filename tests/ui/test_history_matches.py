"""History grouped by match (issue 51): a row per match over its deals, newest match first,
through the real dialog; the session gives each match an id that a resumed match keeps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from sixtysix_qt.engine import Match
from sixtysix_qt.review.archive import DealArchive, read_deal_file
from sixtysix_qt.review.match_record import MATCH_KEY, OLD_NOTE_KEY, MatchRecord
from sixtysix_qt.ui.play.session import AppSection
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.review.history_dialog import HistoryDialog

from .ui_helpers import finish_deal, open_window

A, B = "a" * 16, "b" * 16


def _deal(seed: int):
    match = Match("classic", seed=seed)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    return match.state


def _record(seed: int, match_id: str, after: tuple[int, int], deal: int) -> MatchRecord:
    """Deal ``seed``'s place in match ``match_id`` (the score before it 0 : 0 for brevity)."""
    return MatchRecord((0, 0), 7, _deal(seed).dealer, 0, match_id, deal, after)


def _archive(folder: Path) -> DealArchive:
    """Oldest first: two deals from before matches were noted, match A (won 7 : 1) with a
    practice deal between its deals, then match B (unfinished, 1 : 0) on another level."""
    archive = DealArchive(folder)
    archive.add(_deal(1), "easy")
    archive.add(_deal(2), "easy")
    archive.add(_deal(3), "hard", match=_record(3, A, (3, 0), 1))
    archive.add(_deal(4), "hard", practice=True)
    archive.add(_deal(5), "hard", match=_record(5, A, (7, 1), 2))
    archive.add(_deal(6), "expert", match=_record(6, B, (1, 0), 1))
    return archive


def _row(item) -> list[str]:
    return [item.text(col) for col in range(4)]


def test_history_shows_each_match_over_its_deals_newest_first(qtbot, tmp_path):
    dialog = HistoryDialog(_archive(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    tree = dialog.table
    tops = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    assert [_row(t)[1:] for t in tops] == [
        ["Sixty-Six (24 cards, 6 each)", "John (Expert)", "Unfinished, 1 : 0"],
        ["Sixty-Six (24 cards, 6 each)", "George (Hard)", "Won the match, 7 : 1"],
        ["Sixty-Six (24 cards, 6 each)", "George (Hard)", "Match not recorded (practice)"],
        ["Sixty-Six (24 cards, 6 each)", "Martin (Easy)", "Match not recorded"],
    ]
    # the deals of a match in the order they were played, the practice deal not among them
    assert [t.childCount() for t in tops] == [1, 2, 1, 2]
    assert [tops[1].child(i).text(1) for i in range(2)] == ["Deal 1", "Deal 2"]
    assert all(not tops[1].child(i).text(3).endswith("(practice)") for i in range(2))
    assert not tops[2].child(0).text(3).endswith("Match not recorded")
    # collapsible: the newest match open, the others closed; a face beside the opponent
    assert [t.isExpanded() for t in tops] == [True, False, False, False]
    assert not tops[0].icon(2).isNull()
    tree.expandItem(tops[1])
    assert tops[1].isExpanded()
    tree.collapseItem(tops[1])
    assert not tops[1].isExpanded()


def test_a_deal_row_reviews_that_deal_and_a_match_row_does_not(qtbot, tmp_path):
    archive = _archive(tmp_path)
    dialog = HistoryDialog(archive)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree = dialog.table
    asked: list[Path] = []
    dialog.reviewRequested.connect(asked.append)
    assert dialog.review_button.isEnabled()  # the newest deal is chosen at the start
    tree.setCurrentItem(tree.topLevelItem(1))
    assert not dialog.review_button.isEnabled()  # a match's row: nothing to review
    tree.expandItem(tree.topLevelItem(1))
    second = tree.topLevelItem(1).child(1)
    rect = tree.visualItemRect(second)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.review_button.isEnabled()
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(asked) == 1
    assert json.loads(asked[0].read_text())["app"][MATCH_KEY]["deal"] == 2


def test_a_damaged_match_record_leaves_the_deal_listed_with_what_its_file_knows(qtbot, tmp_path):
    archive = DealArchive(tmp_path)
    path = archive.add(_deal(7), "medium", match=_record(7, A, (2, 0), 1))
    doc = json.loads(path.read_text())
    doc["app"][MATCH_KEY] = {"id": "<b>x</b>", "after": [2, "7"], "target": True}
    path.write_text(json.dumps(doc))
    dialog = HistoryDialog(archive)
    qtbot.addWidget(dialog)
    assert dialog.table.topLevelItemCount() == 1
    assert dialog.table.topLevelItem(0).text(3) == "Match not recorded"
    assert dialog.entries[0].match is None


def test_an_old_file_with_both_keys_keeps_its_group_and_its_match_chances(qtbot, tmp_path):
    """Deals kept before the match was one record hold it twice: the score before the deal
    under "match", the match's id, number and score after it under "match_note"."""
    from sixtysix_qt.ui.review.review_dialog import ReviewDialog

    archive = DealArchive(tmp_path)
    state = _deal(8)
    path = archive.add(state, "hard")
    doc = json.loads(path.read_text())
    doc["app"]["match"] = {"scores": [3, 0], "target": 7, "dealer": state.dealer, "carry": 0}
    doc["app"]["match_note"] = {"id": A, "scores": [5, 0], "target": 7, "deal": 2}
    path.write_text(json.dumps(doc))
    dialog = HistoryDialog(archive)
    qtbot.addWidget(dialog)
    assert dialog.table.topLevelItem(0).text(3) == "Unfinished, 5 : 0"
    assert dialog.entries[0].match.match_id == A and dialog.entries[0].match.deal == 2
    review = ReviewDialog(state, 0, read_deal_file(path).app, archive, path, start=False)
    qtbot.addWidget(review)
    assert review.match is not None and review.match.before == (3, 0)
    assert review.replay.match.scores == [3, 0]  # the score panel shows the match before it
    review.close()


@pytest.mark.slow
def test_the_history_follows_the_language(qtbot, tmp_path, manager, qm_cache):
    dialog = HistoryDialog(_archive(tmp_path))
    qtbot.addWidget(dialog)
    manager.set_language("uk")
    top = dialog.table.topLevelItem(1)
    assert top.text(2).startswith("Юрій") and "7 : 1" in top.text(3)
    assert top.text(3) != "Won the match, 7 : 1"


@pytest.mark.slow
def test_deals_played_in_the_window_are_kept_with_their_match(qtbot, tmp_path):
    win = open_window(qtbot, data_dir=tmp_path)
    win.start(GameSetup(preset="schnapsen", level="easy", seed=11))
    finish_deal(qtbot, win)
    match = win.controller.match
    (entry,) = DealArchive(tmp_path).entries()
    assert entry.match is not None
    assert entry.match.match_id == win.session.match_id(match)
    assert entry.match.after == tuple(match.scores) and entry.match.deal == 1
    # one record of the match, which the review reads too (its score before the deal)
    app = json.loads(entry.path.read_text())["app"]
    assert {MATCH_KEY, OLD_NOTE_KEY} & set(app) == {MATCH_KEY}
    assert read_deal_file(entry.path).match == entry.match
    assert entry.match.before == (0, 0) and entry.match.judgeable
    # the save keeps the id: a resumed match goes on under the same one
    section = AppSection.from_json(win.session.app_section().to_json(), 2, "medium")
    assert section.match_id == entry.match.match_id
    win.review_menu.act_history.trigger()
    history = win.review_menu.dialog
    assert isinstance(history, HistoryDialog)
    assert history.table.topLevelItem(0).text(2) == "Martin (Easy)"
    history.close()


def test_an_old_save_without_a_match_id_still_resumes(qapp):
    old = {"version": 1, "level": "hard", "seats": ["human", "computer"], "saved_at": ""}
    section = AppSection.from_json(old, 2, "medium")
    assert section.level == "hard" and section.match_id == ""
    assert AppSection.from_json({**old, "match_id": "../x"}, 2, "medium").match_id == ""
