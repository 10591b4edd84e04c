"""Keyboard-only play and the practice settings of the table, through the real window.

The keyboard test plays a whole deal pressing keys only (arrows, numbers,
Enter, Escape); the practice tests switch the table's settings and look at
what the card items show.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sixtysix_qt.engine import Kind
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.shell.main_window import MainWindow

from .ui_helpers import open_window, settle


@pytest.fixture
def window(qtbot):
    win = open_window(qtbot)
    yield win
    win.controller.shutdown()


def key(qtbot, win: MainWindow, k: Qt.Key) -> None:
    qtbot.keyClick(win.table, k)


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "schnapsen"])
def test_a_whole_deal_by_keyboard_alone(qtbot, window, preset):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(preset=preset, seed=5, first_dealer=1))
    turns = 0
    while True:
        settle(qtbot, window)
        s = ctrl.state
        if s.is_over:
            break
        legal = {a.split()[1] for a in s.legal_actions() if " " in a}
        key(qtbot, window, Qt.Key.Key_Right)
        assert table.chosen_card in legal
        assert table.item(table.chosen_card).chosen
        # walking right and back left returns to the same card, and only legal cards are chosen
        first = table.chosen_card
        seen = set()
        for _ in range(len(legal)):
            key(qtbot, window, Qt.Key.Key_Right)
            seen.add(table.chosen_card)
        assert seen == legal
        assert table.chosen_card == first
        before = len(s.actions)
        key(qtbot, window, Qt.Key.Key_Space if turns % 2 else Qt.Key.Key_Return)
        turns += 1
        assert len(ctrl.state.actions) > before, "Enter must play the chosen card"
        assert table.chosen_card is None
        assert not table.item(first).chosen
    assert turns >= 3
    assert table.hud.summary.isVisible()


def test_number_keys_choose_and_escape_clears(qtbot, window):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    hand = table.keys.hand_order()
    key(qtbot, window, Qt.Key.Key_3)
    assert table.chosen_card == hand[2]
    assert "Enter" in window._status.text()
    key(qtbot, window, Qt.Key.Key_Left)
    assert table.chosen_card == hand[1]
    key(qtbot, window, Qt.Key.Key_9)  # no ninth card: nothing changes
    assert table.chosen_card == hand[1]
    key(qtbot, window, Qt.Key.Key_Escape)
    assert table.chosen_card is None
    assert not any(item.chosen for item in table.items.values())
    # Enter with nothing chosen plays nothing
    before = len(ctrl.state.actions)
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(ctrl.state.actions) == before


def test_card_back_and_four_colour(qtbot, window):
    table = window.table
    window.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    backs = table.art.backs()
    other = next(b for b in backs if b != table.card_back)
    table.set_card_back(other)
    assert table.card_back == other
    assert table.art.element_id(None) == other
    with pytest.raises(ValueError):
        table.set_card_back("no-such-back")
    table.set_four_colour(True)
    assert table.four_colour and table.art.four_colour
    window.grab()  # paints with the new art without error
    table.set_four_colour(False)
    assert not table.art.four_colour


def test_show_opponent_cards(qtbot, window):
    table = window.table
    ctrl = window.controller
    ctrl.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    theirs = ctrl.state.hand(1)
    assert not any(table.item(c).face_up for c in theirs)
    table.set_show_opponent_cards(True)
    assert all(table.item(c).face_up for c in theirs)
    # it stays so after moves
    plays = [a for a in ctrl.state.legal_action_values() if a.kind is Kind.PLAY]
    ctrl.play(plays[0])
    settle(qtbot, window)
    assert all(table.item(c).face_up for c in ctrl.state.hand(1))
    table.set_show_opponent_cards(False)
    assert not any(table.item(c).face_up for c in ctrl.state.hand(1))


def _win_a_trick(qtbot, window) -> None:
    """Play on until the human's side has won a trick (random seeds do quickly)."""
    ctrl = window.controller
    for _ in range(40):
        settle(qtbot, window)
        s = ctrl.state
        if s.won_cards(0) and not s.current_trick() or s.is_over:
            return
        ctrl.play([a for a in s.legal_action_values() if a.kind is Kind.PLAY][0])
    raise AssertionError("no trick won")


@pytest.mark.slow
def test_review_tricks_shows_all_won_cards_only_when_on(qtbot, window):
    table = window.table
    ctrl = window.controller
    ctrl.new_match(GameSetup(seed=2, first_dealer=1))
    _win_a_trick(qtbot, window)
    top = table.animator.picture.piles[0][-1]

    def click_pile() -> None:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.click_point(top))

    click_pile()  # off: the last trick only
    assert table.hud.last_trick.isVisible() and not table.hud.review.isVisible()
    table.toggle_last_trick(False)
    table.set_review_tricks(True)
    click_pile()
    assert table.hud.review.isVisible()
    assert sorted(table.hud.review.cards()) == sorted(ctrl.state.won_cards(0))
    key(qtbot, window, Qt.Key.Key_Escape)
    assert not table.hud.review.isVisible()
    click_pile()
    assert table.hud.review.isVisible()
    table.set_review_tricks(False)
    assert not table.hud.review.isVisible()
