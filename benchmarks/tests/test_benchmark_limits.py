"""The all-seeing, hand-seeing and greedy benchmark opponents
(benchmarks/opponents) play as documented, and benchmarks/regret.py
accounts for every game point.

Issue 12 measures the expert's edge over ``greedy`` against the edge of
``all_seeing``, and splits that edge with ``hand_seeing``;
the figures are only as good as these players.
"""

import random

import pytest

from benchmarks import arena
from benchmarks.opponents import AllSeeing, Greedy, HandSeeing
from benchmarks.research import regret
from sixtysix_qt.ai import ComputerPlayer
from sixtysix_qt.ai.toolkit import beats, decode, native, trick_winner
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import points_of
from sixtysix_qt.engine.moves import (
    CLOSE_MOVE,
    EXCHANGE_MOVE,
    MARRY,
    PLAY,
    parse_move,
)
from tests.ai.helpers import random_position, swap_hidden, talon_reordered

TWO = ["classic", "schnapsen"]


def _play(state, players):
    while not state.is_over:
        seat = state.to_move
        state = state.apply(arena.act(players[seat], state, state.observation(seat)))
    return state.result["scores"]


# the pure-Python solver would take minutes for a whole classic deal
@pytest.mark.skipif(not native.COMPILED, reason="the C solver was not built")
@pytest.mark.parametrize("preset", TWO)
def test_all_seeing_never_scores_below_the_exact_value_of_the_deal(preset):
    # whatever the other seat plays, perfect play of the true deal keeps at
    # least its exact value, and the weak greedy player gives some away
    above = 0
    for seed in range(6):
        deal = new_deal(preset, seed=seed, dealer=seed % 2)
        seat = deal.to_move
        exact = native.world_value(deal, seat)
        players = {seat: AllSeeing(), 1 - seat: Greedy()}
        scores = _play(deal, players)
        net = scores[seat] - scores[1 - seat]
        assert net >= exact
        above += net > exact
    assert above > 0


@pytest.mark.parametrize("preset", TWO)
def test_greedy_takes_a_trick_when_it_can_and_leads_its_cheapest_plain_card(preset):
    followed = led = 0
    for seed in range(300):
        state = random_position(preset, seed, random.Random(seed).randrange(20))
        if state is None or len(state.legal_actions()) < 2:
            continue
        info = decode(state.observation(state.to_move))
        move = parse_move(Greedy().choose(state.observation(state.to_move)))
        kinds = {m >> 6 for m in info.legal}
        if info.trick:
            _seat, best = trick_winner(info.trick, info.trump)
            winners = [m & 63 for m in info.legal if beats(m & 63, best, info.trump)]
            if winners:
                assert beats(move & 63, best, info.trump)
                assert points_of(move & 63) == max(points_of(c) for c in winners)
                followed += 1
        elif EXCHANGE_MOVE in info.legal:
            assert move == EXCHANGE_MOVE
        elif MARRY in kinds:
            assert move >> 6 == MARRY
        else:
            plays = [m & 63 for m in info.legal if m >> 6 == PLAY]
            plain = [c for c in plays if not info.is_trump(c)] or plays
            assert move >> 6 == PLAY and move & 63 in plain
            assert points_of(move & 63) == min(points_of(c) for c in plain)
            led += 1
    assert followed > 10 and led > 10


@pytest.mark.parametrize("preset", TWO)
def test_greedy_reads_only_its_observation(preset):
    checked = 0
    for seed in range(200):
        state = random_position(preset, seed, random.Random(seed).randrange(20))
        if state is None:
            continue
        seat = state.to_move
        other = swap_hidden(state, seat, random.Random(seed))
        if other is None or other.hands == state.hands:
            continue
        assert Greedy().choose(state.observation(seat)) == Greedy().choose(other.observation(seat))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    ("preset", "option"), [("three-hand", []), ("classic", ["--option", "auto_declare=false"])]
)
def test_the_arena_refuses_all_seeing_where_its_solver_cannot_play(preset, option, capsys):
    with pytest.raises(SystemExit):
        arena.main(["all_seeing", "greedy", "--preset", preset, "--deals", "1", *option])
    assert "all_seeing cannot play" in capsys.readouterr().err


@pytest.mark.skipif(not native.COMPILED, reason="the C solver was not built")
@pytest.mark.parametrize("me", [0, 1])
def test_regret_and_gifts_add_up_to_the_result(me):
    # benchmarks/regret.py: the exact value at the start, less the measured
    # player's regrets, plus its opponent's gifts, is what the deal paid
    names = ("medium", "greedy") if me == 0 else ("greedy", "medium")
    for seed in range(3):
        deal = regret.play_measured("schnapsen", seed, seed % 2, names, me, {})
        losses = sum(row[-1] for row in deal["rows"])
        assert deal["start"] - losses + deal["gifts"] == pytest.approx(deal["result"])
        assert all(row[-1] >= 0 for row in deal["rows"])
        assert deal["rows"], "the measured seat made no decision"


def test_regret_names_a_close_the_exact_play_wanted():
    state = new_deal("classic", seed=0, dealer=1)
    lead = next(m for m in state.legal_moves() if m >> 6 == PLAY)
    assert regret.decision_kind(state, lead, {CLOSE_MOVE}) == "close left out"
    assert regret.decision_kind(state, lead, {CLOSE_MOVE, lead}) == "lead"
    assert regret.decision_kind(state, CLOSE_MOVE, {CLOSE_MOVE}) == "close"
    assert regret.decision_kind(state, EXCHANGE_MOVE, {lead}) == "exchange"


@pytest.mark.parametrize("preset", TWO)
def test_hand_seeing_reads_the_opponents_hand_and_not_the_talon(preset):
    # the same hands and another talon order: the same move; the plain
    # expert, blind to the opponent's hand, differs from it somewhere
    differs = 0
    for seed in range(12):
        state = new_deal(preset, seed=seed, dealer=seed % 2)
        other = talon_reordered(state, random.Random(seed))
        assert other.hands == state.hands and other.talon != state.talon
        seeing = HandSeeing(seed, effort=8)
        assert seeing.choose_seeing(state) == seeing.choose_seeing(other)
        blind = ComputerPlayer("expert", seed, effort=8)
        differs += blind.choose(state.observation(state.to_move)) != seeing.choose_seeing(state)
    assert differs > 0
