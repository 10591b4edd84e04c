"""The review's side panel shows four players whole (issue 51 point 4).

A four-hand or bidding deal's review once cut the accuracy row ("Computer 3 Com…"), the
split's last line and the fourth step button on the right: the panel scrolls up and down
only. Through the real window: a finished deal, Review last deal, the judged review; no
control of the panel may lie past its right edge, and none may need more than its width.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QWidget

from sixtysix_qt.ui.play.setup import GameSetup

from .ui_helpers import finish_deal, open_window


def cut_on_the_right(scroll: QScrollArea) -> list[str]:
    inner = scroll.widget()
    width = scroll.viewport().width()
    out = []
    if inner.minimumSizeHint().width() > width:
        out.append(f"the panel needs {inner.minimumSizeHint().width()} px of {width}")
    for w in inner.findChildren(QWidget):
        if not w.isVisibleTo(inner) or not isinstance(w, (QLabel, QAbstractButton)):
            continue
        rect = QRect(w.mapTo(inner, w.rect().topLeft()), w.size())
        if rect.right() >= width:
            out.append(f"{w.objectName() or type(w).__name__} {w.text()!r} ends at {rect.right()}")
    return out


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["four-hand", "bidding"])
def test_the_review_panel_of_a_four_player_deal_is_whole(
    qtbot, tmp_path: Path, small_review_effort, preset
):
    win = open_window(qtbot, data_dir=tmp_path)
    try:
        win.start(GameSetup(preset=preset, level="medium", seed=11))
        finish_deal(qtbot, win)
        win.review_menu.act_review.trigger()
        dialog = win.review_menu.dialog
        qtbot.waitUntil(
            lambda: dialog.review is not None and not dialog.job.running, timeout=120000
        )
        assert dialog.figures.isVisible()
        scroll = dialog.findChild(QScrollArea, "review-panel")
        problems = cut_on_the_right(scroll)
        assert not problems, problems
    finally:
        win.review_menu.close_dialog()
        win.controller.shutdown()
