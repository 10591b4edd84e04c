"""Learn from your mistakes, through the real window: the Game menu opens it, a mistake of a
reviewed deal is on the table to retry, the right move is revealed after a try."""

from __future__ import annotations

from pathlib import Path

import pytest

from sixtysix_qt.engine import Action
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.review.mistakes import collect
from sixtysix_qt.review.playon import position
from sixtysix_qt.ui.review.mistakes_dialog import MistakesDialog
from tests.review_docs import review_doc, verdict

from .test_review_ui import _window_with_a_finished_deal


@pytest.mark.slow
def test_a_mistake_is_retried_and_the_right_move_revealed(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    archive = DealArchive(tmp_path)
    path = archive.entries()[0].path
    index = next(
        i
        for i, (s, _a) in enumerate(final.history)
        if s == 0 and len(position(final, i).legal_actions()) > 2
    )
    played = final.history[index][1]
    legal = position(final, index).legal_actions()
    best = next(a for a in legal if a != played)
    third = next(a for a in legal if a not in (played, best))
    losses = {a: 0.0 if a == best else 0.7 for a in legal}
    planted = {index: verdict(index, played, best, 0.7, "mistake", losses)}
    archive.store_review(path, review_doc(final, 0, planted))

    win.review_menu.act_mistakes.trigger()
    dialog = win.review_menu.dialog
    assert isinstance(dialog, MistakesDialog)
    qtbot.addWidget(dialog)
    assert len(dialog.mistakes) == 1 and dialog.controller is not None
    ctrl = dialog.controller
    assert ctrl.state == position(final, index)
    assert not dialog.table.show_opponent_cards  # only what the player knew
    assert {str(a) for a in ctrl.human_actions()} == set(legal)
    assert ctrl.play(Action.parse(third))
    assert "The best move was" in dialog.status.text()
    assert "0.70" in dialog.status.text()
    assert ctrl.human_actions() == [] and ctrl.state == position(final, index)  # nothing played
    assert dialog.table.hint_mark.code is not None or not best.startswith(("play", "marry"))
    assert dialog.counts.rowCount() == 1 and dialog.counts.item(0, 1).text() == "1"
    dialog.again_button.click()
    assert dialog.controller.human_actions() and "what would you play" in dialog.status.text()
    dialog.close()


@pytest.mark.slow
def test_kept_deals_not_reviewed_yet_are_judged_from_the_window(
    qtbot, tmp_path: Path, small_review_effort
) -> None:
    win, _final = _window_with_a_finished_deal(qtbot, tmp_path)
    win.review_menu.act_mistakes.trigger()
    dialog = win.review_menu.dialog
    qtbot.addWidget(dialog)
    assert dialog.mistakes == [] and dialog.review_button.isVisibleTo(dialog)
    assert "1" in dialog.review_button.text()
    dialog.review_button.click()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=60000)
    assert dialog.unreviewed() == []  # the review is cached with the kept deal
    assert not dialog.review_button.isVisibleTo(dialog)
    assert [m.path for m in dialog.mistakes] == [m.path for m in collect(DealArchive(tmp_path))]
    dialog.close()


@pytest.mark.slow
def test_a_retranslation_does_not_read_the_kept_deals_again(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    import sixtysix_qt.review.archive as module

    win, _final = _window_with_a_finished_deal(qtbot, tmp_path)
    reads = []
    real = module.read_deal_file
    monkeypatch.setattr(module, "read_deal_file", lambda path: reads.append(path) or real(path))
    win.review_menu.act_mistakes.trigger()
    dialog = win.review_menu.dialog
    qtbot.addWidget(dialog)
    first = len(reads)
    assert first == 2  # the one kept deal: once for its mistakes, once to see it waits
    dialog.translate_ui()
    dialog.translate_ui()
    assert len(reads) == first and "1" in dialog.review_button.text()
    dialog.close()
