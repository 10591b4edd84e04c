"""The compiled three-hand endgame solver and team_solver agree, so moves do too.

``native.team_value`` solves the last tricks of a three-hand world (talon
gone, every card known) in the compiled core (``core/three.c``, on the rules
unit ``core/rules.h``) when it was built, else with
``team_solver``'s paranoid search over the engine's states.  These tests hold
the two to the same values on random positions under random rule options,
the expert to the same move either way, and the core to refusing what is
not a three-hand endgame.
"""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.ai import make_player, native
from sixtysix_qt.ai.team_solver import TeamSolver, cards_left
from sixtysix_qt.engine import new_deal, options_for
from sixtysix_qt.engine.moves import DECLARE_MOVE, MARRY
from sixtysix_qt.engine.option_specs import option_specs

needs_compiled = pytest.mark.skipif(not native.COMPILED, reason="the C core was not built")
#: the options the compiled core reads that change three-hand (the engine's declaration);
#: its endgames are searched with automatic declaring only
ENDGAME_OPTIONS = tuple(
    s.name
    for s in option_specs()
    if s.core_field and s.kind == "bool" and s.name in options_for("three-hand")
    if s.name != "auto_declare"
)


def _endgame(rng: random.Random, left: int, options: dict | None = None):
    """A three-hand deal played at random (marriages when it can) until the talon
    is gone and at most ``left`` cards are in the hands; None if it ended first."""
    state = new_deal(
        "three-hand", seed=rng.randrange(10**9), dealer=rng.randrange(3), **(options or {})
    )
    while state.result is None and (state.talon or cards_left(state) > left):
        moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
        marriages = [m for m in moves if m >> 6 == MARRY]
        state = state.apply_move(rng.choice(marriages if marriages else moves))
    return None if state.result is not None else state


def _positions(seed: int, count: int, options_at_random: bool):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        options = (
            {name: rng.random() < 0.5 for name in ENDGAME_OPTIONS} if options_at_random else {}
        )
        state = _endgame(rng, rng.choice([3, 5, 7, 9, 11, 12]), options)
        if state is not None:
            out.append(state)
    return out


@pytest.mark.slow
@needs_compiled
@pytest.mark.parametrize(("seed", "options_at_random"), [(1, False), (2, True), (3, True)])
def test_compiled_and_pure_python_values_are_identical(seed, options_at_random):
    for state in _positions(seed, 25, options_at_random):
        assert native.compiled_three(state)
        for root in range(3):
            expected = TeamSolver(root).value(state)
            assert native.team_value(state, root) == expected, (root, state.history)


@pytest.mark.slow
@needs_compiled
def test_a_held_marriage_and_the_last_trick_are_scored_alike():
    """Positions where a marriage waits for its first trick, and the last trick decides."""
    rng = random.Random(9)
    held = last = 0
    while held < 5 or last < 5:
        state = _endgame(rng, rng.choice([3, 6, 9]))
        if state is None:
            continue
        held += any(state.held)
        last += cards_left(state) <= 3
        for root in range(3):
            assert native.team_value(state, root) == TeamSolver(root).value(state)


def test_team_value_of_a_finished_deal_is_its_result():
    rng = random.Random(4)
    state = None
    while state is None:
        state = _endgame(rng, 12)
    while state.result is None:
        state = state.apply_move(state.legal_moves()[0])
    scores = state.result.scores
    for root in range(3):
        best_other = max(v for s, v in enumerate(scores) if s != root)
        assert native.team_value(state, root) == scores[root] - best_other


def test_only_three_hand_endgames_under_auto_declare_go_to_the_compiled_solver():
    rng = random.Random(5)
    assert not native.compiled_three(new_deal("three-hand", seed=1))  # the talon is there
    assert not native.compiled_three(new_deal("four-hand", seed=1))
    by_hand = None
    while by_hand is None:
        by_hand = _endgame(rng, 12, {"auto_declare": False})
    assert not native.compiled_three(by_hand)
    assert native.team_value(by_hand, 0) == TeamSolver(0).value(by_hand)


@pytest.mark.slow
@needs_compiled
def test_the_expert_makes_the_same_move_without_the_compiled_solver():
    rng = random.Random(6)
    decisions = []
    while len(decisions) < 4:
        state = _endgame(rng, 15)
        if state is not None and len(state.legal_moves()) > 1:
            decisions.append(state.observation(state.to_move))
    compiled = [make_player("expert", seed=3, effort=8).choose_with_reason(o) for o in decisions]
    with native.pure_python():
        pure = [make_player("expert", seed=3, effort=8).choose_with_reason(o) for o in decisions]
    assert compiled == pure


@needs_compiled
def test_what_is_not_a_three_hand_endgame_is_refused_with_a_message():
    rng, state = random.Random(7), None
    while state is None:  # the first deal of the seed that reaches an endgame
        state = _endgame(rng, 12)

    def three_value(**changed):
        call = native._call(state, 0)
        for name, value in changed.items():
            setattr(call, name, value)
        out = native._ints(1)
        native._core.run("three_value", call, out)
        return out[0]

    assert three_value() == TeamSolver(0).value(state)
    with pytest.raises(ValueError, match="not a position"):
        three_value(hands=(state.hands[0], state.hands[0], state.hands[2]))  # the same cards twice
    with pytest.raises(ValueError, match="not a position"):
        three_value(auto_declare=0)  # claims are not searched
    with pytest.raises(ValueError, match="not a position"):
        three_value(me=3)
    with pytest.raises(ValueError, match="not a position"):
        three_value(trick_len=3)
