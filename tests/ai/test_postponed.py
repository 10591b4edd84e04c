"""The expert's next decision, left open over the worlds that look the same to it.

``ai/postponed.py`` follows each candidate in each whole-solved world to the
searcher's next decision and lets the worlds it cannot tell apart share one
move there.  These tests hold it to what that means: never more than plain
PIMC promises (one move for many worlds cannot beat the best move of each),
the same as plain PIMC for a single world, one shared choice after a move
that leaves the searcher to move again, and the solver's values unchanged
when it keeps its table between the positions of one world.
"""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.ai.native import postponed_outcome
from sixtysix_qt.ai.postponed import PostponedRollouts, PostponedWorlds
from sixtysix_qt.ai.team_solver import TeamSolver
from sixtysix_qt.ai.worlds import sample_world
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import CLOSE_MOVE, DECLARE_MOVE, EXCHANGE_MOVE

needs_compiled = pytest.mark.skipif(not native.COMPILED, reason="the C core was not built")


def _moves(state) -> list[int]:
    return [m for m in state.legal_moves() if m != DECLARE_MOVE]


def _offering(move: int, seed: int, position):
    """The first of ``position(seed')``, for seeds drawn from ``seed``, where ``move`` is legal."""
    rng = random.Random(seed)
    while True:
        state = position(rng.randrange(10**6))
        if move in _moves(state):
            return state


def _whole_position(preset: str, seed: int, talon: int):
    """A deal played at random until the talon holds ``talon`` cards, a choice to make."""
    rng = random.Random(seed)
    while True:
        state = new_deal(preset, seed=rng.randrange(10**6))
        while state.result is None and len(state.talon) > talon:
            state = state.apply_move(rng.choice(_moves(state)))
        if state.result is None and not state.closed and len(_moves(state)) > 1:
            return state


def _worlds(state, count: int, seed: int):
    obs = state.observation(state.to_move)
    rng = random.Random(seed)
    return [sample_world(obs, rng) for _ in range(count)]


@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 1), ("classic", 2), ("schnapsen", 5)])
def test_sharing_a_decision_never_promises_more_than_plain_pimc(preset, seed):
    state = _whole_position(preset, seed, talon=4)
    me, moves = state.to_move, _moves(state)
    worlds = _worlds(state, 12, seed)
    postponed = PostponedWorlds(me, moves)
    plain = dict.fromkeys(moves, 0.0)
    for world in worlds:
        postponed.add(world)
        for m, v in native.world_values(world, me, moves).items():
            plain[m] += v
    shared = postponed.totals()
    assert set(shared) == set(moves)
    assert all(shared[m] <= plain[m] + 1e-9 for m in moves)


@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 3), ("classic", 4)])
def test_one_world_alone_is_plain_pimc(preset, seed):
    state = _whole_position(preset, seed, talon=4)
    me, moves = state.to_move, _moves(state)
    (world,) = _worlds(state, 1, seed)
    postponed = PostponedWorlds(me, moves)
    postponed.add(world)
    assert postponed.totals() == native.world_values(world, me, moves)


@needs_compiled
def test_after_closing_the_lead_is_one_choice_for_every_world():
    """Closing leaves the closer to lead: nothing new is seen, so all worlds share it."""
    state = _offering(CLOSE_MOVE, 8, lambda seed: _whole_position("schnapsen", seed, talon=4))
    me, moves = state.to_move, _moves(state)
    postponed = PostponedWorlds(me, moves)
    for world in _worlds(state, 10, 3):
        postponed.add(world)
    assert len(postponed.pending[CLOSE_MOVE]) == 1
    # a card led instead is answered, and the answer (and the draw) split the worlds
    assert any(len(postponed.pending[m]) > 1 for m in moves if m != CLOSE_MOVE)


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize("seed", range(3))
def test_the_solver_keeps_its_table_within_a_world_and_gives_the_same_values(seed):
    """Positions of one world, in play order, solved with its talon named: the same values
    as a fresh solve of each (the compiled table is kept between them)."""
    rng = random.Random(seed)
    for _ in range(6):
        state = _whole_position(rng.choice(["classic", "schnapsen"]), rng.randrange(10**6), 6)
        talon = tuple(state.talon)
        while state.result is None:
            moves = _moves(state)
            me = rng.randrange(2)
            kept = native.world_values(state, me, moves, talon)
            assert kept == native.world_values(state, me, moves), state.history
            state = state.apply_move(rng.choice(moves))


@needs_compiled
def test_the_kept_table_agrees_with_the_pure_python_solver():
    state = _whole_position("schnapsen", 21, talon=2)
    talon = tuple(state.talon)
    while state.result is None:
        moves = _moves(state)
        solver = TeamSolver(0)
        expected = {m: solver.value(state.apply_move(m)) for m in moves}
        assert native.world_values(state, 0, moves, talon) == expected
        state = state.apply_move(moves[-1])


def test_a_talon_from_another_world_is_refused():
    state = _whole_position("schnapsen", 2, talon=4)
    other = tuple(reversed(state.talon))
    with pytest.raises(ValueError, match="talon"):
        native.world_values(state, 0, _moves(state), other)
    with pytest.raises(ValueError, match="talon"):
        native.world_values(state, 0, _moves(state), tuple(state.talon[1:]))


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize("seed", range(2))
def test_the_best_move_is_the_first_of_the_best_values(seed):
    """``best_move`` (one value and a null-window test a move) picks what the values say:
    the best for the seat to move, the first of the moves among equals."""
    rng = random.Random(seed)
    for _ in range(8):
        state = _whole_position(rng.choice(["classic", "schnapsen"]), rng.randrange(10**6), 6)
        talon = tuple(state.talon)
        while state.result is None:
            moves = sorted(_moves(state))
            me = rng.randrange(2)
            values = native.world_values(state, me, moves, talon)
            sign = 1 if state.to_move == me else -1
            expected = min(moves, key=lambda m: (-sign * values[m], m))
            assert native.best_move(state, me, moves, talon) == expected, state.history
            state = state.apply_move(rng.choice(moves))


def test_the_best_move_without_the_compiled_core_is_the_same():
    state = _whole_position("schnapsen", 9, talon=2)
    moves = sorted(_moves(state))
    compiled = native.best_move(state, 1, moves)
    with native.pure_python():
        assert native.best_move(state, 1, moves) == compiled


# ---- the rollouts of the opening (PostponedRollouts)


def _opening(preset: str, seed: int, tricks: int):
    """A deal ``tricks`` random tricks in, the talon still open, a choice to make."""
    rng = random.Random(seed)
    while True:
        state = new_deal(preset, seed=rng.randrange(10**6), dealer=rng.randrange(2))
        while state.result is None and sum(state.side_tricks) < tricks:
            state = state.apply_move(rng.choice([m for m in _moves(state) if m != CLOSE_MOVE]))
        if state.result is None and state.talon and not state.closed and len(_moves(state)) > 1:
            return state


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 1), ("classic", 2), ("classic", 3)])
def test_compiled_postponed_rollouts_give_the_python_outcomes(preset, seed):
    """The C follows each candidate as the Python does: the same line, the same values."""
    rng = random.Random(seed)
    for _ in range(10):
        state = _opening(preset, rng.randrange(10**6), tricks=rng.randrange(3))
        me, moves = state.to_move, _moves(state)
        for world in _worlds(state, 3, rng.randrange(100)):
            solve_rollout_cards = rng.choice([0, 12, 14, 16])
            compiled = native.postponed_rollouts(
                world, me, moves, solve_rollout_cards, random.Random(0)
            )
            # in Python (the endgames they reach solved by the core)
            expected = [
                postponed_outcome(world, me, m, random.Random(0), solve_rollout_cards)
                for m in moves
            ]
            assert compiled == expected, world.history


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 4), ("classic", 5)])
def test_an_open_next_decision_never_values_a_move_below_the_heuristics_next_move(preset, seed):
    """Plain rollouts play the searcher's next move by the heuristics; sharing that
    decision over the worlds that look the same can only pick as well or better."""
    state = _opening(preset, seed, tricks=1)
    me, moves = state.to_move, _moves(state)
    rolled = PostponedRollouts(me, moves, 14)
    plain = dict.fromkeys(moves, 0.0)
    for world in _worlds(state, 20, seed):
        rolled.add(world, random.Random(0))
        for m, v in native.rollout_values(world, me, moves, 14, random.Random(0)).items():
            plain[m] += v
    shared = rolled.totals()
    assert all(shared[m] >= plain[m] for m in moves)
    assert any(shared[m] > plain[m] for m in moves)


@needs_compiled
def test_after_the_exchange_the_lead_is_one_choice_for_every_world():
    """The exchange leaves the searcher to lead, nothing new seen: its value is
    that of the one lead best over all the worlds, not the heuristics' lead."""
    state = _offering(EXCHANGE_MOVE, 6, lambda seed: _opening("classic", seed, tricks=1))
    me, moves = state.to_move, _moves(state)
    rolled = PostponedRollouts(me, moves, 14)
    for world in _worlds(state, 12, 2):
        rolled.add(world, random.Random(0))
    (lead,) = rolled.pending[EXCHANGE_MOVE].values()
    assert rolled.totals()[EXCHANGE_MOVE] == max(lead.values())


def test_without_the_compiled_core_the_rollouts_are_followed_in_python_the_same_way():
    state = _opening("schnapsen", 7, tricks=0)
    me, moves = state.to_move, _moves(state)
    (world,) = _worlds(state, 1, 7)
    compiled = native.postponed_rollouts(world, me, moves, 0, random.Random(0))
    with native.pure_python():
        rolled = PostponedRollouts(me, moves, 0)
        rolled.add(world, random.Random(0))
        assert native.postponed_rollouts(world, me, moves, 0, random.Random(0)) == compiled
    assert set(rolled.totals()) == set(moves)
    assert sum(len(groups) for groups in rolled.pending.values()) >= 1
