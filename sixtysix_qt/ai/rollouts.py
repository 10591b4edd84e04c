"""Playing a sampled world out: the medium heuristics, then an exact solver.

The searches value a move in a world by playing the world on (a rollout):
every seat by the medium heuristics from its own view, until an exact
solver can take over (a two-player world once it is known-card: closed,
talon gone, or few cards left; three or four players once few cards are
left).  This is the pure-Python rollout.  The exact solvers it hands over
to are given to it (:class:`Endgames`), so it needs nothing of ``native``,
which builds on it: ``native.rollout_value`` and ``native.postponed_outcome``
are these rollouts finished by native's own solvers (compiled when they
can be), and ``native.rollout_values`` and ``native.postponed_rollouts``
run a two-player world's rollouts compiled when they can and fall back to
them, with the same values.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.state import DealState
from .common import info_from_state, side_value
from .deal_values import DealValues, worth
from .heuristics import heuristic_choice
from .team_solver import cards_left

#: a candidate's outcome in a world: the deal's value when it ends before the searcher's
#: next decision, else what the searcher sees there (hand, moves since) and its moves' values
Outcome = float | tuple[tuple[int, tuple[int, ...]], dict[int, float]]


@dataclass(frozen=True)
class Endgames:
    """The exact solvers a rollout hands over to (``native.ENDGAMES`` is the game's)."""

    legal_moves: Callable[[Any], list[int]]
    """The moves they value in a position: every legal move but the claim."""
    world_value: Callable[[Any, int, DealValues | None], float]
    """A known-card two-player world's value for a seat (game points, or by the table)."""
    best_move: Callable[[Any, int, list[int]], int]
    """The seat to move's best of all its moves in a known-card two-player world."""
    team_value: Callable[[Any, int, Any, DealValues | None], float]
    """A known-card world of three or four, the talon gone: its value for a side
    (its third argument a solver to share, None for a new one)."""


def play_out(
    state: DealState,
    seat: int,
    rng: random.Random,
    endgames: Endgames,
    exact_cards: int = 0,
    solve_rollout_cards: int = 0,
    values: DealValues | None = None,
) -> float:
    """Play a world out: medium heuristics for everyone (each from its own view),
    then the exact solver (``endgames``) as soon as a two-player position is
    known-card, or, with more players, once the talon is gone and at most
    ``exact_cards`` cards are left in the hands.  With ``solve_rollout_cards`` a
    two-player world goes to the exact solver (talon draws included) as soon
    as its hands and talon hold at most that many cards.  The deal's end is
    valued in game points for ``seat``'s side, or by ``values``."""
    side = state.side_of(seat)
    two = state.shape.players == 2
    while state.result is None:
        if two and solver_takes(state, solve_rollout_cards):
            return endgames.world_value(state, seat, values)
        if exact_cards and not state.talon and cards_left(state) <= exact_cards:
            return endgames.team_value(state, side, None, values)
        mover = state.mover
        move, _ = heuristic_choice(info_from_state(state, mover), rng, 1.0)
        state = state.apply_move(move)
    return worth(side_value(state.result, side), values)


def follow_to_next_decision(
    world: DealState,
    seat: int,
    move: int,
    rng: random.Random,
    endgames: Endgames,
    solve_rollout_cards: int,
    values: DealValues | None = None,
) -> Outcome:
    """``move`` followed in a two-player ``world`` to ``seat``'s next decision, the
    opponent answering by the heuristics (by the solver where a rollout would
    hand over to it): the deal's value for ``seat`` when it ends first, else what
    ``seat`` sees there (its hand, the moves since) and each of its moves' rollout
    values (``postponed.PostponedRollouts``; ``native.postponed_rollouts`` in C)."""

    def answer(state: DealState) -> int:
        if solver_takes(state, solve_rollout_cards):
            return endgames.best_move(state, seat, sorted(endgames.legal_moves(state)))
        return heuristic_choice(info_from_state(state, state.mover), rng, 1.0)[0]

    state, line = to_next_decision(world, seat, move, answer)
    if state.result is not None:
        return worth(side_value(state.result, seat), values)
    found = {
        m: play_out(state.apply_move(m), seat, rng, endgames, 0, solve_rollout_cards, values)
        for m in sorted(endgames.legal_moves(state))
    }
    return (state.hands[seat], line), found


def to_next_decision(
    world: DealState, seat: int, move: int, reply: Callable[[DealState], int]
) -> tuple[Any, tuple[int, ...]]:
    """The position after ``move`` and the opponent's ``reply`` moves up to ``seat``'s
    next decision (or the deal's end), and those moves."""
    state = world.apply_move(move)
    line = [move]
    while state.result is None and state.to_move != seat:
        answer = reply(state)
        state = state.apply_move(answer)
        line.append(answer)
    return state, tuple(line)


def solvable_whole(world: DealState, max_cards: int) -> bool:
    """A two-player world the exact solver takes whole: closed, or at most
    ``max_cards`` cards left in the hands and talon."""
    return world.closed or cards_left(world) + len(world.talon) <= max_cards


def solver_takes(state: DealState, solve_rollout_cards: int) -> bool:
    """A two-player rollout hands over to the exact solver here (``play_out``)."""
    if state.closed or not state.talon:
        return True
    return bool(solve_rollout_cards and solvable_whole(state, solve_rollout_cards))
