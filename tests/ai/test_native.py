"""The compiled world solver and its pure-Python fallback agree, so moves do too.

``ai/native.py`` solves a known-card two-player world with ``_native.c``
when it was built, else with ``team_solver`` over the engine's own states.
These tests hold the two to the same values on random positions of both
two-player presets under random rule options, and the expert to the same
moves with either one (same seed, fixed effort).
"""

from __future__ import annotations

import random
import shutil
import sysconfig

import pytest

from sixtysix_qt.ai import make_player, native
from sixtysix_qt.ai.rollouts import SolverPool, rollout_value
from sixtysix_qt.ai.team_solver import TeamSolver
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import DECLARE_MOVE

needs_compiled = pytest.mark.skipif(not native.COMPILED, reason="the C solver was not built")
BOOLEAN_OPTIONS = (
    "strict_must_head",
    "marriage_lead_queen_only",
    "marriage_needs_trick",
    "marriage_after_talon",
    "auto_declare",
    "historical_closing",
    "historical_scoring",
)


def _random_deal(rng: random.Random, **fixed):
    """A new deal of a two-player preset under random rule options (``fixed`` set)."""
    preset = rng.choice(["classic", "schnapsen"])
    options = {name: rng.random() < 0.5 for name in BOOLEAN_OPTIONS}
    options["false_claim"] = rng.choice(["mirror", "two"])
    options.update(fixed)
    return new_deal(preset, seed=rng.randrange(10**9), dealer=rng.randrange(2), **options)


def _random_move(state, rng: random.Random):
    return state.apply_move(rng.choice([m for m in state.legal_moves() if m != DECLARE_MOVE]))


def _random_position(rng: random.Random):
    """A two-player deal played at random until a few cards are left (talon 0-4)."""
    state = _random_deal(rng)
    keep = rng.choice([0, 2, 4])
    while state.result is None and (len(state.talon) > keep or rng.random() < 0.3):
        state = _random_move(state, rng)
    return state


def _pure(state, me: int, moves: list[int]) -> dict[int, float]:
    solver = TeamSolver(me)
    return {m: solver.value(state.apply_move(m)) for m in moves}


def test_a_c_compiler_means_the_solver_was_built():
    """Where the build could compile C (as in CI), the game must not run on the fallback."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        pytest.skip("no C compiler here: the pure-Python fallback is expected")
    assert native.COMPILED, "pip install built no sixtysix_qt.ai._native although a compiler exists"


@needs_compiled
@pytest.mark.parametrize("seed", range(3))
def test_compiled_and_pure_python_values_are_identical(seed):
    rng = random.Random(seed)
    checked = 0
    while checked < 20:
        state = _random_position(rng)
        if state.result is not None:
            continue
        moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
        me = rng.randrange(2)
        assert native.world_values(state, me, moves) == _pure(state, me, moves), state.history
        assert native.world_value(state, me) == TeamSolver(me).value(state)
        checked += 1


@needs_compiled
def test_a_whole_deal_from_the_first_card_is_solved():
    state = new_deal("schnapsen", seed=11)
    moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
    values = native.world_values(state, state.to_move, moves)
    assert set(values) == set(moves)
    assert all(-3 <= v <= 3 for v in values.values())


def _late_observation(preset: str, seed: int):
    """An observation with talon 4 or less, where the pure solver is quick enough."""
    rng = random.Random(seed)
    while True:
        state = new_deal(preset, seed=rng.randrange(10**6))
        while len(state.talon) > 4 and state.result is None:
            state = _random_move(state, rng)
        if state.result is None and len(state.legal_moves()) > 1:
            return state.observation(state.to_move)


@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 1), ("classic", 2), ("schnapsen", 3)])
def test_the_expert_makes_the_same_move_without_the_compiled_core(monkeypatch, preset, seed):
    obs = _late_observation(preset, seed)
    compiled = make_player("expert", seed=7, effort=6).choose_with_reason(obs)
    monkeypatch.setattr(native, "_native", None)
    pure = make_player("expert", seed=7, effort=6).choose_with_reason(obs)
    assert compiled == pure


def test_bad_positions_are_refused_with_a_message():
    three = new_deal("three-hand", seed=1)
    with pytest.raises(ValueError, match="two-player"):
        native.world_values(three, 0, three.legal_moves()[:1])
    two = new_deal("classic", seed=1)
    with pytest.raises(ValueError, match="declare"):
        native.world_values(two, 0, [DECLARE_MOVE])


@needs_compiled
def test_an_illegal_move_is_an_error_not_a_value():
    state = new_deal("classic", seed=1)
    not_held = next(c for c in range(32) if not state.hands[state.to_move] >> c & 1 and c & 7 >= 2)
    with pytest.raises(ValueError, match="not legal"):
        native.world_values(state, 0, [not_held])


def test_the_pure_python_fallback_can_be_chosen_and_still_plays():
    """SIXTYSIX_PURE_PYTHON=1 is what a machine without a C compiler gets."""
    import os
    import subprocess
    import sys

    code = (
        "from sixtysix_qt.ai import native, make_player\n"
        "from sixtysix_qt.engine import new_deal\n"
        "s = new_deal('schnapsen', seed=4)\n"
        "print(native.COMPILED, make_player('hard', seed=1, effort=2).choose(s.observation(s.to_move)))\n"
    )
    env = {**os.environ, "SIXTYSIX_PURE_PYTHON": "1"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    compiled, action = out.stdout.split(maxsplit=1)
    assert compiled == "False"
    assert action.strip() in new_deal("schnapsen", seed=4).legal_actions()


def _opening_position(rng: random.Random):
    """A two-player deal (auto_declare) a few random moves in: the talon mostly still open."""
    state = _random_deal(rng, auto_declare=True)
    for _ in range(rng.randrange(12)):
        if state.result is not None:
            break
        state = _random_move(state, rng)
    return state


@needs_compiled
@pytest.mark.parametrize("seed", range(3))
def test_compiled_rollouts_give_the_python_rollouts_values(seed):
    """The medium heuristics in C make every choice the Python rules make."""
    rng = random.Random(100 + seed)
    checked = 0
    while checked < 40:
        state = _opening_position(rng)
        if state.result is not None:
            continue
        moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
        me, open_cards = rng.randrange(2), rng.choice([0, 12, 14, 16])
        python = {
            m: rollout_value(state.apply_move(m), me, random.Random(0), 0, SolverPool(), open_cards)
            for m in moves
        }
        assert native.rollout_values(state, me, moves, open_cards) == python, state.history
        checked += 1


@needs_compiled
@pytest.mark.parametrize(("preset", "seed"), [("schnapsen", 4), ("classic", 5)])
def test_the_expert_opens_the_same_way_without_the_compiled_rollouts(monkeypatch, preset, seed):
    """The first decision of a deal: the worlds are played out by the heuristics."""
    state = new_deal(preset, seed=seed)
    obs = state.observation(state.to_move)
    compiled = make_player("expert", seed=7, effort=6).choose_with_reason(obs)
    monkeypatch.setattr(native, "_native", None)
    assert not native.compiled_rollouts(2, obs["options"])
    pure = make_player("expert", seed=7, effort=6).choose_with_reason(obs)
    assert compiled == pure


@needs_compiled
def test_rollouts_refuse_what_they_cannot_play():
    by_hand = new_deal("schnapsen", seed=1, auto_declare=False)
    with pytest.raises(ValueError, match="auto_declare"):
        native.rollout_values(by_hand, 0, by_hand.legal_moves()[:1], 14)
    three = new_deal("three-hand", seed=1)
    with pytest.raises(ValueError, match="two-player"):
        native.rollout_values(three, 0, three.legal_moves()[:1], 14)
    state = new_deal("classic", seed=1)
    not_held = next(c for c in range(32) if not state.hands[state.to_move] >> c & 1 and c & 7 >= 2)
    with pytest.raises(ValueError, match="not legal"):
        native.rollout_values(state, 0, [not_held], 14)
