"""The score panel, the opponent's hand and the seat labels never lie on one another.

In the Review window at 800x600 the table is narrow (about 460 px): the opponent's face-down
hand, centred on the table, reached under the score panel in the top left corner, and the
opponent's label ("Peter · to play"), put under that hand, covered the panel's "(to 66)";
your own label ("You · dealer") lay on the left end of your hand.
Checked on the Review window's table, on the main window's and on a narrow 460x560 table,
in English and in the languages with the longest words, with the opponent to play.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from sixtysix_qt.ui.table.view import TableView
from sixtysix_qt.ui.words.i18n import LanguageManager
from tests.ui.test_review_names import _narrow_review
from tests.ui.ui_helpers import find_position, open_window, start_at

LANGUAGES = ["en", "bg", "lv", "uk"]


def _scene_rect(item) -> QRectF:  # noqa: ANN001 - any QGraphicsItem
    return item.mapRectToScene(item.shape().boundingRect())


def _overlaps(table: TableView) -> list[str]:
    """What the score panel shares with the top hand's cards and the seat labels."""
    state = table.shown_state
    assert state is not None and state.to_move == 1 and not state.is_over
    assert state.current_trick() or state.history  # mid-play, not the deal's start
    panel = _scene_rect(table.hud.info).adjusted(1, 1, -1, -1)  # a touch is no overlap
    assert table.hud.info.isVisible() and not panel.isEmpty()
    found = [f"card {c}" for c in state.hand(1) if panel.intersects(_scene_rect(table.item(c)))]
    for seat, badge in enumerate(table.hud.seat_badges):
        if badge.isVisible() and panel.intersects(_scene_rect(badge)):
            found.append(f"label {seat}")
    if _label_on_hand(table, 1):
        found.append("label 1 / top hand")  # moved off the panel, not onto the hand
    if _label_on_hand(table, 0):
        found.append("label 0 / your hand")  # "You · dealer" beside your hand, not on it
    return found


def _label_on_hand(table: TableView, seat: int) -> list[str]:
    """The cards of ``seat``'s hand that its label lies on (a touch is no overlap)."""
    label = _scene_rect(table.hud.seat_badges[seat]).adjusted(1, 1, -1, -1)
    hand = table.shown_state.hand(seat)
    return [c for c in hand if label.intersects(_scene_rect(table.item(c)))]


@pytest.fixture
def language(qapp, request):
    manager = LanguageManager()
    manager.set_language(request.param)
    yield request.param
    manager.set_language("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_review_table_keeps_the_panel_clear(qtbot, tmp_path: Path, language: str) -> None:
    dialog = _narrow_review(qtbot, tmp_path)
    table = dialog.table
    assert table.viewport().width() < 520  # the narrow table of the defect
    for index in range(1, 8):  # the opponent to play after the first moves
        dialog.go_to(index)
        qtbot.waitUntil(lambda: not table.animator.busy and table.shown_state is not None)
        qtbot.waitUntil(lambda i=index: len(table.shown_state.history) == i)
        if table.shown_state.to_move == 1:
            assert _overlaps(table) == []
            return
    raise AssertionError("the opponent is never to play")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", [(800, 600), (460, 560)])
def test_the_main_table_keeps_the_panel_clear(qtbot, language: str, size) -> None:
    win = open_window(qtbot, (800, 600))
    table = win.table
    if size != (800, 600):
        table.setFixedSize(*size)
        qtbot.waitUntil(lambda: table.viewport().width() <= size[0])
    seed, actions = find_position(lambda s: len(s.history) >= 2 and not s.current_trick())
    state = start_at(win, seed, actions)
    lead = next(a for a in state.legal_actions() if a.startswith("play"))
    table.show_state(state, state.apply(lead))  # the opponent to play, as the review shows it
    assert _overlaps(table) == []


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_your_label_keeps_clear_of_your_full_hand(qtbot, tmp_path: Path, language: str) -> None:
    dialog = _narrow_review(qtbot, tmp_path)
    table = dialog.table
    dialog.go_to(0)  # the deal's start: six cards in your hand, "You · dealer" beside them
    qtbot.waitUntil(lambda: not table.animator.busy and table.shown_state is not None)
    state = table.shown_state
    assert len(state.hand(0)) == state.shape.hand_size
    assert table.hud.seat_badges[0].isVisible()
    assert _label_on_hand(table, 0) == []
