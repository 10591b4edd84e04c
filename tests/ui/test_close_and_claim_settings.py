"""Closing asks first, a newcomer meets the claim, and a changed claim rule says when it
applies (issue 51 point 7), through the real window with a new player's settings.

Closing the talon was one unconfirmed click beside the trump card, and its undo made the
match practice; "Declare 66 automatically" was on by default, so a newcomer never met the
glowing chip or its question; unticking it in a match waited silently for a new game.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import click, find_position, finish_deal, open_window, settle, start_at


@pytest.fixture
def newcomer(qtbot, tmp_path: Path):
    """The real window on a fresh data folder: a new player's settings."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, settings=settings, data_dir=tmp_path)
    yield win
    win.controller.shutdown()


def _talon_card(win) -> str:
    return win.table.animator.picture.talon[0]


def test_a_click_on_the_talon_asks_before_closing(qtbot, newcomer):
    win = newcomer
    seed, actions = find_position(lambda s: "close" in s.legal_actions(), auto_declare=False)
    start_at(win, seed, actions, auto_declare=False)
    settle(qtbot, win)
    click(qtbot, win, _talon_card(win))
    box = win.table.gestures.close_box
    assert box is not None and box.isVisible()
    assert not win.controller.state.closed  # nothing happened yet
    keep = next(b for b in box.buttons() if b.text() == "Keep playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert not win.controller.state.closed and win.table.gestures.close_box is None
    win.commands.close.trigger()  # the C key and the menu ask too
    box = win.table.gestures.close_box
    box.checkBox().setChecked(True)  # don't ask again: remembered
    close = next(b for b in box.buttons() if b.text() == "Close the talon")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.controller.state.closed)
    assert win.settings.ask_close is False and win.table.gestures.ask_close is False


def test_a_new_player_declares_by_hand_and_sees_the_claim(qtbot, newcomer):
    win = newcomer
    assert win.settings.ask_close is True
    win.start(win.settings.game_setup())  # what the first start plays
    settle(qtbot, win)
    assert win.controller.match.options["auto_declare"] is False
    assert win.commands.declare.isVisible()  # the 66! of the action bar


@pytest.mark.slow
def test_a_changed_claim_rule_applies_from_the_next_deal_and_says_so(qtbot, newcomer):
    win = newcomer
    win.start(win.settings.game_setup())
    settle(qtbot, win)
    values = win.settings.values()
    values["auto_declare"] = True
    win.settings.update(values)
    win.preferences.apply()  # what the settings dialog's OK does
    win.forced_cards.enabled = False  # the test plays every card itself
    assert "From the next deal, 66 is declared for you." in win.news.line
    assert win.controller.state.options["auto_declare"] is False  # this deal keeps its rule
    assert win.commands.declare.isVisible()
    finish_deal(qtbot, win)
    settle(qtbot, win)
    win.continue_after_deal()
    settle(qtbot, win)
    assert win.controller.state.options["auto_declare"] is True
    assert not win.commands.declare.isVisible()


def _forced_position():
    return find_position(
        lambda s: len(s.legal_actions()) == 1 and s.legal_actions()[0].startswith("play"),
        auto_declare=True,
    )


@pytest.mark.slow
def test_a_forced_card_plays_itself_for_a_new_player(qtbot, newcomer):
    win = newcomer
    win.preferences.apply()  # a new player's settings: forced cards play themselves
    assert win.forced_cards.enabled
    seed, actions = _forced_position()
    state = start_at(win, seed, actions)
    forced = state.legal_actions()[0]
    qtbot.waitUntil(lambda: len(win.controller.state.actions) > len(state.actions), timeout=3000)
    assert win.controller.state.actions[len(state.actions)] == forced


@pytest.mark.slow
def test_with_the_setting_off_the_player_plays_every_card(qtbot, newcomer):
    win = newcomer
    values = win.settings.values()
    values["play_forced"] = False
    win.settings.update(values)
    win.preferences.apply()
    seed, actions = _forced_position()
    state = start_at(win, seed, actions)
    win.forced_cards.step()
    qtbot.wait(800)
    assert win.controller.state.actions == state.actions
