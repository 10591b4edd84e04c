"""The Review's figures and polish through the real window: accuracy side by side, cards
against play, one decision numbering, the best card marked, readable labels, buttons inside."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint

from sixtysix_qt.ui.look.style import COLOURS, contrast
from sixtysix_qt.ui.review.review_dialog import LABEL_COLOURS, ReviewDialog
from sixtysix_qt.ui.words.hints import hint_card

from .test_review_ui import _window_with_a_finished_deal


@pytest.fixture(autouse=True)
def _small_effort(small_review_effort):
    """Every test here judges with few worlds (both seats)."""


def _reviewed(qtbot, tmp_path: Path) -> ReviewDialog:
    win, _final = _window_with_a_finished_deal(qtbot, tmp_path)
    win.review_menu.act_review.trigger()
    dialog = win.review_menu.dialog
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.review is not None and not dialog.job.running, timeout=90000)
    return dialog


@pytest.mark.slow
def test_accuracy_of_both_players_and_the_split_are_shown_and_cached(qtbot, tmp_path) -> None:
    dialog = _reviewed(qtbot, tmp_path)
    figures = dialog.figures
    assert set(dialog.others) == {1}
    assert figures.isVisible()
    mine = figures.findChild(type(dialog.title), "accuracy-0")
    theirs = figures.findChild(type(dialog.title), "accuracy-1")
    assert mine.text().endswith("%") and theirs.text().endswith("%")
    parts = figures.figures
    assert parts is not None and parts.cards + parts.play == pytest.approx(parts.result)
    assert "From the cards" in figures.split_label.text()
    assert "Decisions judged exactly" in figures.split_label.toolTip()
    help_page = figures.show_help()
    qtbot.addWidget(help_page)
    assert "accuracy" in help_page.text.toPlainText().lower()
    dialog.close()
    again = dialog.parent().review_menu.review_last()
    qtbot.addWidget(again)
    assert again.job is None and set(again.others) == {1}  # both seats cached with the deal
    again.close()


@pytest.mark.slow
def test_one_numbering_the_best_card_marked_and_buttons_inside(qtbot, tmp_path) -> None:
    dialog = _reviewed(qtbot, tmp_path)
    review = dialog.review
    n = max(range(len(review.verdicts)), key=lambda i: review.verdicts[i].loss)
    if review.summary.biggest is not None:
        assert f"(decision {review.summary.biggest + 1})" in dialog.biggest_button.text()
        row = dialog.decision_list.item(review.summary.biggest).text()
        assert row.startswith(f"{review.summary.biggest + 1}.")
    dialog.go_to_decision(n)
    v = review.verdicts[n]
    assert dialog.table.hint_mark.code == hint_card(v.best, dialog.replay.state.trump_card)
    dialog.step(1)
    assert dialog.table.hint_mark.code is None  # the decision is past: no mark
    panel = dialog.first_button.parentWidget()
    for b in (dialog.first_button, dialog.back_button, dialog.forward_button, dialog.last_button):
        right = b.mapTo(panel, QPoint(b.width(), 0)).x()
        assert right <= panel.width()
    assert contrast(LABEL_COLOURS["good"], COLOURS["base"]) >= 4.5
    dialog.close()


def test_the_figures_name_each_computer_as_the_table_does(qtbot) -> None:
    """Three-hand: the table says "Computer 2" and "Computer 3"; the figures the same."""
    from sixtysix_qt.engine import new_deal
    from sixtysix_qt.ui.review.review_figures import DealFigures
    from sixtysix_qt.ui.words.texts import seat_names

    figures = DealFigures()
    qtbot.addWidget(figures)
    figures.final = new_deal("three-hand", seed=1)
    names = [figures.seat_name(seat) for seat in range(3)]
    assert names == seat_names(("human", "computer", "computer"))
    assert names[1:] == ["Computer 2", "Computer 3"]
