"""Finish decided deals quickly (issue 41 point 10), through the real window.

"Play the rest" is offered only when the player's own view proves the rest
cannot change the outcome, and then plays the deal out; the proof never
reads the hidden cards (any deal the player cannot tell apart gives the
same answer).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sixtysix_qt.ai import native
from sixtysix_qt.ai.common import decode
from sixtysix_qt.ai.worlds import determinize, sample_world
from sixtysix_qt.engine import Match, new_deal
from sixtysix_qt.engine.cards import codes_of_mask
from sixtysix_qt.ui.play.finish import decided_move

from .ui_helpers import find_position, open_window, settle, start_at


def solve_moves(state, seat):
    """Exact game points for ``seat`` of each move, every card known."""
    return native.world_values(state, seat, native.legal_moves(state))


def _value_for_me(state) -> int:
    obs = state.observation(0)
    info = decode(obs)
    world = determinize(obs, {1: codes_of_mask(info.unseen | info.known.get(1, 0))}, [])
    return max(solve_moves(world, 0).values())


@pytest.mark.slow
def test_a_decided_deal_is_offered_and_played_out(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    seed, actions = find_position(lambda s: decided_move(s, 0) is not None and s.hand(0)[2:])
    start_at(win, seed, actions)
    settle(qtbot, win)
    offer = win.finish_offer
    assert offer.action.isEnabled() and offer.chip.isVisible()
    assert offer.chip.text() == "Decided: play the rest (R)"
    view = win.table.mapToScene(win.table.viewport().rect()).boundingRect()
    assert view.contains(offer.chip.sceneBoundingRect())
    expected = _value_for_me(win.controller.state)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    qtbot.keyClick(win, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: win.controller.state.is_over, timeout=20000)
    result = win.controller.state.result
    mine = result.game_points if result.winner == 0 else -result.game_points
    assert mine >= expected  # the best play from there (the computer may only err)
    assert not win.controller.is_practice
    settle(qtbot, win)
    assert not offer.chip.isVisible() and not offer.action.isEnabled()
    assert win.table.speed == "off"  # the speed it had comes back
    win.controller.shutdown()


def test_an_open_deal_is_not_offered(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    win.controller.new_match(win.controller.setup.__class__(seed=3, first_dealer=1))
    settle(qtbot, win)
    assert not win.finish_offer.action.isEnabled() and not win.finish_offer.chip.isVisible()
    win.finish_offer.action.trigger()
    assert win.controller.state.actions == []  # nothing is played for the player
    win.controller.shutdown()


@pytest.mark.slow
def test_the_proof_reads_only_what_the_player_sees():
    """Every deal that looks the same to the player gets the same answer."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        match = Match("classic", seed=seed, first_dealer=1)
        s = match.state
        while not s.is_over:
            if s.to_move == 0:
                obs = s.observation(0)
                answer = decided_move(s, 0)
                for k in range(3):
                    other = sample_world(obs, random.Random(k))
                    assert decided_move(other, 0) == answer, (seed, s.actions)
                checked += 1
            s = match.apply(rng.choice(s.legal_actions()))
    assert checked > 300


def test_forced_last_trick_with_four_players_bidding():
    found = 0
    for seed in range(200):
        rng = random.Random(seed)
        s = new_deal("bidding", seed=seed, dealer=3)
        while not s.is_over:
            if s.to_move == 0 and len(s.hand(0)) == 1:
                assert decided_move(s, 0) == s.legal_actions()[0]
                found += 1
            plays = [a for a in s.legal_actions() if a.startswith("play")]
            s = s.apply(rng.choice(plays or s.legal_actions()))
    assert found  # the auction game plays every card


def test_a_settled_auction_deal_ends_the_same_whoever_plays_what():
    """Once the offer stands in the auction game, every way of playing on scores the same."""
    offered = 0
    for seed in range(80):
        rng = random.Random(seed)
        s = new_deal("bidding", seed=seed, dealer=3)
        while not s.is_over:
            if s.to_move == 0 and s.phase == "play" and decided_move(s, 0) is not None:
                ends = set()
                for k in range(6):
                    t, r = s, random.Random(k)
                    while not t.is_over:
                        t = t.apply(r.choice(t.legal_actions()))
                    ends.add(t.result.scores)
                assert len(ends) == 1, (seed, s.actions, ends)
                offered += 1
                break
            s = s.apply(rng.choice(s.legal_actions()))
    assert offered >= 10


@pytest.mark.slow
def test_a_closed_talon_is_offered_only_when_every_hidden_split_agrees():
    offered = 0
    for seed in range(150):
        rng = random.Random(seed)
        s = new_deal("classic", seed=seed, dealer=1)
        while not s.is_over:
            legal = s.legal_actions()
            if s.closed and s.talon_size and s.to_move == 0 and decided_move(s, 0):
                truth = solve_moves(s, 0)  # the real cards: the same result every way
                assert len(set(truth.values())) == 1, (seed, s.actions, truth)
                offered += 1
                break
            close = [a for a in legal if a == "close"]
            s = s.apply(close[0] if close and rng.random() < 0.5 else rng.choice(legal))
    assert offered >= 3
