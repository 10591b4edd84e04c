"""A deal's end valued by a table handed in: the compiled core and the pure Python agree.

The compiled core searches game points and ``native`` values its answers by
the table; the pure-Python solver values every end of the deal by the table
itself.  These hold the two to the same values (solves, rollouts, postponed
rollouts) and the expert to the same move, on random two-player positions,
with a match-like table (every win alike, as at 6:5) and a strictly rising one.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from sixtysix_qt.ai import levels, make_player, native
from sixtysix_qt.ai.deal_values import (
    OBSERVATION_KEY,
    DealValues,
    from_observation,
    to_observation,
    worth,
)
from sixtysix_qt.ai.native import postponed_outcome, rollout_value
from sixtysix_qt.ai.team_solver import TeamSolver
from sixtysix_qt.engine import new_deal
from tests.ai.test_native import _late_observation, _opening_position, _random_position

needs_compiled = pytest.mark.skipif(not native.COMPILED, reason="the C core was not built")

#: at 6:5 any win takes the match, two or three lost lose it, one lost leaves 6:6
AT_SIX_FIVE = DealValues.from_mapping(
    {p: (0.45 if p > 0 else -0.55 if p < -1 else -0.05 if p == -1 else 0.0) for p in range(-6, 7)}
)
RISING = DealValues.from_mapping({p: p * 0.1 + 0.013 * p * abs(p) for p in range(-6, 7)})
TABLES = (AT_SIX_FIVE, RISING)


def test_a_table_that_falls_or_misses_a_result_is_refused() -> None:
    with pytest.raises(ValueError, match="must not fall"):
        DealValues.from_mapping({p: -p for p in range(-6, 7)})
    with pytest.raises(ValueError, match="every net result"):
        DealValues.from_mapping({1: 1.0, -1: -1.0})
    with pytest.raises(ValueError, match="finite"):
        DealValues.from_mapping({p: float("nan") for p in range(-6, 7)})
    with pytest.raises(ValueError, match=OBSERVATION_KEY):
        from_observation({OBSERVATION_KEY: "6:5"})


def test_the_observation_carries_the_table_and_game_points_without_it() -> None:
    table = {p: AT_SIX_FIVE.of(p) for p in range(-6, 7)}
    assert from_observation({OBSERVATION_KEY: to_observation(table)}) == AT_SIX_FIVE
    assert from_observation({}) is None
    assert worth(2, None) == 2
    assert worth(2, AT_SIX_FIVE) == 0.45
    assert AT_SIX_FIVE.point == pytest.approx(0.25)


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize("seed", range(1))
def test_solved_worlds_give_the_same_values_on_either_path(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    while checked < 12:
        state = _random_position(rng)
        if state.result is not None:
            continue
        moves = native.legal_moves(state)
        me, table = rng.randrange(2), TABLES[checked % 2]
        compiled = native.world_values(state, me, moves, None, table)
        solver = TeamSolver(me, table)
        assert compiled == {m: solver.value(state.apply_move(m)) for m in moves}, state.history
        # and the table of the game points: minimax commutes with a table that never falls
        in_points = native.world_values(state, me, moves)
        assert compiled == {m: table.of(v) for m, v in in_points.items()}
        assert native.world_value(state, me, table) == TeamSolver(me, table).value(state)
        checked += 1


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize("seed", range(1))
def test_rollouts_give_the_same_values_on_either_path(seed: int) -> None:
    rng = random.Random(300 + seed)
    checked = 0
    while checked < 10:
        state = _opening_position(rng)
        if state.result is not None:
            continue
        moves = native.legal_moves(state)
        me, cards, table = rng.randrange(2), rng.choice([0, 12, 14]), TABLES[checked % 2]
        compiled = native.rollout_values(state, me, moves, cards, random.Random(1), table)
        with native.pure_python():
            pure = {
                m: rollout_value(state.apply_move(m), me, random.Random(s), 0, cards, table)
                for m, s in zip(moves, _seeds(len(moves)), strict=True)
            }
        assert compiled == pure, state.history
        postponed = native.postponed_rollouts(state, me, moves, cards, random.Random(1), table)
        with native.pure_python():
            python = [
                postponed_outcome(state, me, m, random.Random(s), cards, table)
                for m, s in zip(moves, _seeds(len(moves)), strict=True)
            ]
        assert postponed == python, state.history
        checked += 1


def _seeds(n: int) -> list[float]:
    """The seeds the seam draws from ``random.Random(1)``, one a move."""
    rng = random.Random(1)
    return [rng.random() for _ in range(n)]


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 1)])
def test_the_expert_makes_the_same_match_minded_move_on_either_path(
    monkeypatch, preset: str, seed: int
) -> None:
    minded = replace(levels.LEVEL_PLANS["expert"], match_minded=True)
    monkeypatch.setitem(levels.LEVEL_PLANS, "expert", minded)
    table = {p: AT_SIX_FIVE.of(p) for p in range(-6, 7)}
    for obs in (_late_observation(preset, seed), _opening(preset, seed)):
        obs = {**obs, OBSERVATION_KEY: to_observation(table)}
        compiled = make_player("expert", seed=7, effort=6).choose_with_reason(obs)
        with native.pure_python():
            pure = make_player("expert", seed=7, effort=6).choose_with_reason(obs)
        assert compiled == pure


def _opening(preset: str, seed: int) -> dict:
    state = new_deal(preset, seed=seed)
    return state.observation(state.to_move)


def test_on_either_path_a_table_values_what_game_points_would_have_been() -> None:
    """Runs without the core too (``SIXTYSIX_PURE_PYTHON=1``): the solver valuing every
    end by the table gives the table of its game-point value, and a rollout too."""
    rng = random.Random(9)
    checked = 0
    while checked < 4:
        state = _random_position(rng)
        if state.result is not None or state.talon:
            continue
        me, table = rng.randrange(2), TABLES[checked % 2]
        in_points = native.world_value(state, me)
        assert native.world_value(state, me, table) == table.of(in_points), state.history
        assert TeamSolver(me, table).value(state) == table.of(TeamSolver(me).value(state))
        plain = rollout_value(state, me, random.Random(3), 0, 0)
        assert rollout_value(state, me, random.Random(3), 0, 0, table) == table.of(plain)
        checked += 1
