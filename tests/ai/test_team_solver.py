"""The three/four-player endgame solver agrees with plain minimax over the engine."""

import random

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.ai.common import side_value
from sixtysix_qt.ai.native import rollout_value
from sixtysix_qt.ai.team_solver import TeamSolver, cards_left
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import CLOSE_MOVE, DECLARE_MOVE

PRESETS = ["three-hand", "four-hand", "bidding"]


def late_position(preset, seed, left, **options):
    """A deal played at random until its talon is gone and ``left`` cards remain."""
    rng = random.Random(seed)
    seats = 3 if preset == "three-hand" else 4
    state = new_deal(preset, seed=seed, dealer=seed % seats, **options)
    while state.result is None:
        if state.phase == "play" and not state.talon and cards_left(state) <= left:
            return state
        moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
        state = state.apply_move(rng.choice(moves))
    return None


def minimax(state, side):
    """Every legal move of every seat, no pruning: the reference value."""
    if state.result is not None:
        return side_value(state.result, side)
    values = [minimax(state.apply_move(m), side) for m in state.legal_moves()]
    return max(values) if state.side_of(state.to_move) == side else min(values)


CASES = [(p, {}) for p in PRESETS] + [
    (p, {"auto_declare": False})
    for p in PRESETS
    if p != "bidding"  # bidding: no declaring
]


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "options"), CASES, ids=lambda c: str(c or "default"))
def test_solver_matches_minimax(preset, options):
    checked = 0
    # random play in four-hand often reaches 101 early: look further for late positions
    for seed in range(600):
        state = late_position(preset, seed, 7, **options)
        if state is None:
            continue
        if checked == 15:
            break
        side = state.side_of((state.to_move + seed) % state.num_players)
        solver = TeamSolver(side)
        assert solver.value(state) == minimax(state, side), seed
        for move, value in solver.move_values(state).items():
            assert value == minimax(state.apply_move(move), side), (seed, move)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("preset", ["four-hand", "bidding"])
def test_two_sides_see_opposite_values(preset):
    for seed in range(20):
        state = late_position(preset, seed, 10)
        if state is None:
            continue
        assert TeamSolver(0).value(state) == -TeamSolver(1).value(state)


@pytest.mark.slow
def test_expert_rollout_finishes_late_worlds_exactly():
    """A rollout with ``exact_cards`` returns the exact value, not a heuristic playout."""
    differs = 0
    for seed in range(40):
        state = late_position("three-hand", seed, 12)
        if state is None:
            continue
        seat = state.to_move
        exact = TeamSolver(state.side_of(seat)).value(state)  # checked against minimax above
        assert rollout_value(state, seat, random.Random(seed), exact_cards=12) == exact
        differs += rollout_value(state, seat, random.Random(seed)) != exact
    # the heuristics alone do get some of these positions wrong
    assert differs > 0


def open_minimax(state, side):
    """Plain minimax while the talon is open, then the two-player solver (the compiled
    core when built): a reference."""
    if state.result is not None:
        return side_value(state.result, side)
    if state.closed or not state.talon:
        return native.world_value(state, side)
    values = [open_minimax(state.apply_move(m), side) for m in state.legal_moves()]
    return max(values) if state.to_move == side else min(values)


def last_draw(preset, seed, **options):
    """A two-player deal played at random until only the last draw is left in the talon."""
    rng = random.Random(seed)
    state = new_deal(preset, seed=seed, dealer=seed % 2, **options)
    while state.result is None and not state.closed:
        if len(state.talon) == 2 and not state.trick:
            return state
        moves = [m for m in state.legal_moves() if m not in (DECLARE_MOVE, CLOSE_MOVE)]
        state = state.apply_move(rng.choice(moves))
    return None


@pytest.mark.slow
@pytest.mark.parametrize("options", [{}, {"auto_declare": False}], ids=["default", "manual"])
def test_two_player_worlds_with_a_talon_are_solved_exactly(options):
    """With two players the solver also plays the last draw, closing and the exchange."""
    checked = 0
    for seed in range(60):
        state = last_draw("schnapsen", seed, **options)
        if state is None:
            continue
        side = seed % 2
        solver = TeamSolver(side)  # one table for the position and every move
        assert solver.value(state) == open_minimax(state, side), seed
        for move, value in solver.move_values(state).items():
            assert value == open_minimax(state.apply_move(move), side), (seed, move)
        checked += 1
        if checked == 8:
            break
    assert checked >= 6
