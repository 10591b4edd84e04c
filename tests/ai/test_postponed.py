"""The expert's next decision, left open over the worlds that look the same to it.

``ai/postponed.py`` follows each candidate in each whole-solved world to the
searcher's next decision and lets the worlds it cannot tell apart share one
move there.  These tests hold it to what that means: never more than plain
PIMC promises (one move for many worlds cannot beat the best move of each),
the same as plain PIMC for a single world, one shared choice after a move
that leaves the searcher to move again, and the solver's values unchanged
when it keeps its table between the positions of one world.  Once the talon
is closed further decisions are shared: the totals only fall with the depth,
stopping early gives the shallower totals, and the pure-Python solver gives
the same.
"""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.ai.common import info_from_state
from sixtysix_qt.ai.levels import LEVEL_PLANS, LevelPlan
from sixtysix_qt.ai.postponed import PostponedWorlds
from sixtysix_qt.ai.search import _postponed
from sixtysix_qt.ai.team_solver import TeamSolver
from sixtysix_qt.ai.worlds import sample_world
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import CLOSE_MOVE, DECLARE_MOVE

needs_compiled = pytest.mark.skipif(not native.COMPILED, reason="the C solver was not built")


def _moves(state) -> list[int]:
    return [m for m in state.legal_moves() if m != DECLARE_MOVE]


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
    rng = random.Random(8)
    while True:
        state = _whole_position("schnapsen", rng.randrange(10**6), talon=4)
        if CLOSE_MOVE in _moves(state):
            break
    me, moves = state.to_move, _moves(state)
    postponed = PostponedWorlds(me, moves)
    for world in _worlds(state, 10, 3):
        postponed.add(world)
    assert len(postponed.pending[CLOSE_MOVE]) == 1
    # a card led instead is answered, and the answer (and the draw) split the worlds
    assert any(len(postponed.pending[m]) > 1 for m in moves if m != CLOSE_MOVE)


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


def test_the_best_move_without_the_compiled_core_is_the_same(monkeypatch):
    state = _whole_position("schnapsen", 9, talon=2)
    moves = sorted(_moves(state))
    compiled = native.best_move(state, 1, moves)
    monkeypatch.setattr(native, "_native", None)
    assert native.best_move(state, 1, moves) == compiled


def _closed_position(preset: str, seed: int, talon: int):
    """A deal played at random until the talon holds ``talon`` cards, then closed."""
    rng = random.Random(seed)
    while True:
        state = _whole_position(preset, rng.randrange(10**6), talon)
        if CLOSE_MOVE in _moves(state):
            return state.apply_move(CLOSE_MOVE)


def _close_totals(preset: str, seed: int, depths: range) -> list[dict[int, float]]:
    """A position where closing is a candidate, and the totals of 16 worlds at each depth."""
    rng = random.Random(seed)
    state = _whole_position(preset, seed, talon=4)
    while CLOSE_MOVE not in _moves(state):
        state = _whole_position(preset, rng.randrange(10**6), talon=4)
    me, moves = state.to_move, _moves(state)
    out = []
    for depth in depths:
        postponed = PostponedWorlds(me, moves, closed_depth=depth)
        for world in _worlds(state, 16, seed):
            postponed.add(world)
        out.append(postponed.totals())
    return out


@needs_compiled
@pytest.mark.parametrize(
    ("preset", "seed"), [("schnapsen", 11), ("classic", 12), ("schnapsen", 28)]
)
def test_sharing_the_closed_play_deeper_never_promises_more(preset, seed):
    """Each further shared decision is one move for several worlds: never more than the
    best move of each, so the totals can only fall from one depth to the next."""
    by_depth = _close_totals(preset, seed, range(4))
    for shallow, deep in zip(by_depth, by_depth[1:], strict=False):
        assert all(deep[m] <= shallow[m] + 1e-9 for m in shallow)


@needs_compiled
def test_a_close_can_look_worse_once_the_closed_play_is_shared():
    """In this position (schnapsen, 16 worlds) the closer's later leads, shared, make
    less of the close than each world's own best play: 1.125 a deal instead of 1.5."""
    shallow, deep = _close_totals("schnapsen", 28, range(0, 4, 3))
    assert shallow[CLOSE_MOVE] / 16 == 1.5
    assert deep[CLOSE_MOVE] / 16 == 1.125


@needs_compiled
def test_the_closed_play_shared_deeper_is_what_the_closer_then_makes_of_it():
    """After closing, the closer's next decision searched with depth d is worth what
    closing was worth at depth d + 1, for the same worlds: one search, seen one move later."""
    state = _whole_position("schnapsen", 5, talon=4)
    rng = random.Random(4)
    while CLOSE_MOVE not in _moves(state):
        state = _whole_position("schnapsen", rng.randrange(10**6), talon=4)
    me, moves = state.to_move, _moves(state)
    worlds = _worlds(state, 12, 7)
    before = PostponedWorlds(me, moves, closed_depth=2)
    closed = [w.apply_move(CLOSE_MOVE) for w in worlds]
    leads = _moves(closed[0])
    after = PostponedWorlds(me, leads, closed_depth=1)
    for world, shut in zip(worlds, closed, strict=True):
        before.add(world)
        after.add(shut)
    assert before.totals()[CLOSE_MOVE] == pytest.approx(max(after.totals().values()))


@needs_compiled
@pytest.mark.parametrize("depth", [1, 3])
def test_one_closed_world_alone_is_plain_pimc(depth):
    state = _closed_position("schnapsen", 14, talon=6)
    me, moves = state.to_move, _moves(state)
    (world,) = _worlds(state, 1, 2)
    postponed = PostponedWorlds(me, moves, closed_depth=depth)
    postponed.add(world)
    assert postponed.totals() == native.world_values(world, me, moves)


@needs_compiled
def test_told_to_stop_the_closed_play_is_shared_one_decision_only():
    state = _closed_position("classic", 15, talon=6)
    me, moves = state.to_move, _moves(state)
    shallow = PostponedWorlds(me, moves)
    deep = PostponedWorlds(me, moves, closed_depth=3)
    for world in _worlds(state, 10, 5):
        shallow.add(world)
        deep.add(world)
    assert deep.totals(stop=lambda: True) == shallow.totals()


def test_the_closed_play_shared_deeper_is_the_same_without_the_compiled_core(monkeypatch):
    """The deeper sharing uses only exact values, so the pure-Python solver gives the same."""
    state = _closed_position("schnapsen", 16, talon=6)
    rng = random.Random(1)
    while state.result is None and sum(h.bit_count() for h in state.hands) > 6:
        state = state.apply_move(rng.choice(_moves(state)))
    me, moves = state.to_move, _moves(state)
    worlds = _worlds(state, 6, 3)

    def totals():
        postponed = PostponedWorlds(me, moves, closed_depth=3)
        for world in worlds:
            postponed.add(world)
        return postponed.totals()

    compiled = totals()
    monkeypatch.setattr(native, "_native", None)
    assert totals() == compiled


def test_the_close_margin_is_dropped_only_where_the_closed_play_is_shared():
    """``search`` judges closing without ``CLOSE_MARGIN`` in the decisions whose worlds it
    solves whole with their decisions shared (public facts: the cards left, the closing)."""
    expert = LEVEL_PLANS["expert"]
    frozen = LevelPlan(worlds=160, expert=True)  # benchmarks/opponents/expert_2026_11.py
    early = new_deal("schnapsen", seed=3)
    late = _whole_position("schnapsen", 3, talon=4)
    shut = _closed_position("schnapsen", 3, talon=8)
    infos = [info_from_state(s, s.to_move) for s in (early, late, shut)]
    assert [_postponed(info, expert) for info in infos] == [False, True, True]
    assert not any(_postponed(info, frozen) for info in infos)
