"""The exact solver agrees with a brute-force minimax over the engine itself.

``native.world_values`` (the compiled core's rules unit, or without it
``team_solver``) against plain minimax with the engine's own moves and
scoring, under every option set: a rule changed in the engine alone, or in
``core/rules.h`` alone, fails here.
"""

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.engine.moves import DECLARE_MOVE

from .helpers import endgame


def brute_force(state, me):
    """Minimax with the engine's own apply/scoring; a player at the target declares at
    once, one below it may claim falsely (declaring by hand) to cut a loss."""
    if state.is_over:
        r = state.result
        if r["winner"] is None:
            return 0
        return r["game_points"] if r["winner"] == me else -r["game_points"]
    moves = state.legal_moves()
    if DECLARE_MOVE in moves:
        if state.points(state.to_move) >= state.shape.deal_target:
            return brute_force(state.apply_move(DECLARE_MOVE), me)
    values = [brute_force(state.apply_move(m), me) for m in moves]
    return max(values) if state.to_move == me else min(values)


OPTION_SETS = [
    {},
    {"auto_declare": False},
    {"strict_must_head": False},
    {"historical_closing": True, "historical_scoring": True},
    {"marriage_lead_queen_only": True, "marriage_needs_trick": True},
    {"marriage_after_talon": False},
    {"historical_scoring": True, "auto_declare": False, "false_claim": "two"},
]


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "schnapsen"])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "default")
def test_solver_matches_brute_force(preset, options):
    checked = 0
    for seed in range(40):
        state = endgame(preset, seed, 6, **options)
        if state is None:
            continue
        me = state.to_move if seed % 2 else 1 - state.to_move
        for move, value in native.world_values(state, me, native.legal_moves(state)).items():
            assert value == brute_force(state.apply_move(move), me), (seed, move)
        checked += 1
    assert checked >= 10


def test_solver_values_are_game_points_from_the_seats_view():
    for seed in range(30):
        state = endgame("classic", seed, 8)
        if state is None:
            continue
        value = native.world_value(state, state.to_move)
        assert value in (-6, -3, -2, -1, 0, 1, 2, 3)
        assert native.world_value(state, 1 - state.to_move) == -value
