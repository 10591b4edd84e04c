"""History grouped by match (issue 51): a row per match over its deals, newest match first,
through the real dialog; the session gives each match an id that a resumed match keeps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from sixtysix_qt.engine import Match
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.review.match_note import MATCH_NOTE_KEY, MatchNote
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


def _archive(folder: Path) -> DealArchive:
    """Oldest first: two deals from before matches were noted, match A (won 7 : 1) with a
    practice deal between its deals, then match B (unfinished, 1 : 0) on another level."""
    archive = DealArchive(folder)
    archive.add(_deal(1), "easy")
    archive.add(_deal(2), "easy")
    archive.add(_deal(3), "hard", match_note=MatchNote(A, (3, 0), 7, 1))
    archive.add(_deal(4), "hard", practice=True)
    archive.add(_deal(5), "hard", match_note=MatchNote(A, (7, 1), 7, 2))
    archive.add(_deal(6), "expert", match_note=MatchNote(B, (1, 0), 7, 1))
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
    assert json.loads(asked[0].read_text())["app"][MATCH_NOTE_KEY]["deal"] == 2


def test_a_damaged_match_note_leaves_the_deal_listed_with_what_its_file_knows(qtbot, tmp_path):
    archive = DealArchive(tmp_path)
    path = archive.add(_deal(7), "medium", match_note=MatchNote(A, (2, 0), 7, 1))
    doc = json.loads(path.read_text())
    doc["app"][MATCH_NOTE_KEY] = {"id": "<b>x</b>", "scores": [2, "7"], "target": True}
    path.write_text(json.dumps(doc))
    dialog = HistoryDialog(archive)
    qtbot.addWidget(dialog)
    assert dialog.table.topLevelItemCount() == 1
    assert dialog.table.topLevelItem(0).text(3) == "Match not recorded"
    assert dialog.entries[0].match is None


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
    assert entry.match.scores == tuple(match.scores) and entry.match.deal == 1
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
