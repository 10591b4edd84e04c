"""The rating in Statistics, through the real window: a counted deal against a level moves it,
the chart shows it over time with the levels' ratings, practice deals stay apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from sixtysix_qt.rating import LEVEL_RATINGS, START
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog

from .test_review_ui import _window_with_a_finished_deal


@pytest.mark.slow
def test_a_counted_deal_is_rated_and_charted(qtbot, tmp_path: Path) -> None:
    win, final = _window_with_a_finished_deal(qtbot, tmp_path)
    stats = win.stats
    history = stats.rating_history()
    assert len(history) == 1 and history[0][1] != START
    dialog = StatisticsDialog(stats, win)
    qtbot.addWidget(dialog)
    row = dialog.findChild(type(dialog._table_title), "summary-rating")
    r = stats.rating()
    assert row.text() == f"{round(r.value)} ± {round(1.96 * r.rd)}"
    assert "Rated deals: 1" in row.toolTip()
    chart = dialog.rating_box.chart
    assert len(chart.points) == 1 and {v for _n, v in chart.levels} == set(LEVEL_RATINGS.values())
    dialog.close()

    # a practice deal is not rated
    stats.record_deal("schnapsen", "medium", {"winner": 0, "scores": [3, 0]}, practice=True)
    assert len(stats.rating_history()) == 1
