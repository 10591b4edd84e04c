"""The review side names the opponent as the table did: a kept deal played at a level shows
that level's cast in the Review (figures, replay), History and Learn from your mistakes; a
file without a level keeps "Computer"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel

from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.review.archive import REVIEW_KEY, DealArchive, read_deal_file
from sixtysix_qt.review.playon import position
from sixtysix_qt.ui.review.history_dialog import HistoryDialog
from sixtysix_qt.ui.review.mistakes_dialog import MistakesDialog
from sixtysix_qt.ui.review.mode import OTHERS_KEY
from sixtysix_qt.ui.review.review_dialog import ReviewDialog
from sixtysix_qt.ui.words.opponents import opponent_casts
from tests.review_docs import review_doc, verdict


def _played() -> DealState:
    """A classic deal played to its end, each seat's first legal move."""
    state = new_deal("classic", seed=3)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def _kept(archive: DealArchive, final: DealState, level: str) -> Path:
    """The deal kept at ``level`` with both seats' reviews cached, one mistake of the player's."""
    path = archive.add(final, level, 0)
    index = next(
        i
        for i, (s, _a) in enumerate(final.history)
        if s == 0 and len(position(final, i).legal_actions()) > 1
    )
    played = final.history[index][1]
    best = next(a for a in position(final, index).legal_actions() if a != played)
    planted = {index: verdict(index, played, best, 0.7, "mistake")}
    mine, theirs = review_doc(final, 0, planted), review_doc(final, 1, {})
    assert archive.store_app_fields(path, {REVIEW_KEY: mine, OTHERS_KEY: [theirs]})
    return path


def _review(qtbot, archive: DealArchive, path: Path) -> ReviewDialog:
    deal = read_deal_file(path)
    dialog = ReviewDialog(deal.state, 0, deal.app, archive, path)
    qtbot.addWidget(dialog)
    assert dialog.job is None and set(dialog.others) == {1}  # judged from the cache
    return dialog


def _narrow_review(qtbot, tmp_path: Path) -> ReviewDialog:
    """The Review window of a deal kept at medium, shown at 800x600: the narrow table."""
    archive = DealArchive(tmp_path)
    dialog = _review(qtbot, archive, _kept(archive, _played(), "medium"))
    dialog.resize(800, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _figure_names(dialog: ReviewDialog) -> list[str]:
    grid = dialog.figures.grid
    labels = (grid.itemAtPosition(row, 0) for row in range(1, grid.rowCount()))
    return [item.widget().text() for item in labels if item and isinstance(item.widget(), QLabel)]


def test_the_review_side_names_the_opponent_of_the_kept_level(qtbot, tmp_path: Path) -> None:
    """Medium's first opponent for a deal kept at medium; "Computer" for a file without one."""
    for level, name in (("medium", opponent_casts()["medium"][0]), ("", "Computer")):
        folder = tmp_path / (level or "none")
        folder.mkdir()
        archive = DealArchive(folder)
        path = _kept(archive, _played(), level)

        dialog = _review(qtbot, archive, path)
        assert _figure_names(dialog) == ["You", name]
        assert dialog.table.seat_names() == ["You", name]  # the replay on the table
        dialog.close()

        history = HistoryDialog(archive)
        qtbot.addWidget(history)
        deal_row = history.table.topLevelItem(0).child(0)  # a deal kept without its match
        assert (name in deal_row.text(2)) == bool(level)

        mistakes = MistakesDialog(archive)
        qtbot.addWidget(mistakes)
        assert mistakes.table is not None and mistakes.table.seat_names() == ["You", name]


def test_the_best_play_lines_name_the_opponent_as_the_table_did(qtbot, tmp_path: Path) -> None:
    """ "you: A♠, Peter: 10♥", not "opponent: 10♥" (the table and the figures name Peter)."""
    name = opponent_casts()["medium"][0]
    archive = DealArchive(tmp_path)
    final = _played()
    path = _kept(archive, final, "medium")
    dialog = _review(qtbot, archive, path)
    index = next(i for i, (s, _a) in enumerate(final.history) if s == 0)
    moves = [f"{seat}:{action}" for seat, action in final.history[index : index + 4]]
    assert {m[0] for m in moves} == {"0", "1"}
    played = final.history[index][1]
    v = verdict(index, played, played, 0.0, "best", line=moves, best_line=moves[:3])
    text = dialog.verdict_text(v)
    assert f"{name}:\u00a0" in text and "opponent:" not in text, text
    assert "you:\u00a0" in text  # a mover never ends a line without its move (lv/bg reading)
