"""Playing a sampled world out: the medium heuristics, then the exact solver.

The searches value a move in a world by playing the world on (a rollout):
every seat by the medium heuristics from its own view, until an exact
solver can take over (a two-player world once it is known-card: closed,
talon gone, or few cards left; three or four players once few cards are
left).  ``native.rollout_values`` computes the same values compiled.
"""

from __future__ import annotations

import random
from typing import Any

from . import native
from .common import info_from_state, side_value
from .heuristics import heuristic_choice
from .solver import EndgameSolver
from .team_solver import cards_left


class SolverPool:
    """Exact solvers shared by every rollout of one decision, one per closing situation.

    A solver's table holds exact bounds for its deal constants (trump, who
    closed and when, the last-trick bonus), so endgames that the rollouts of
    different candidates and worlds reach again are solved once.
    """

    #: table entries after which a solver starts afresh (memory stays bounded)
    LIMIT = 200_000

    def __init__(self) -> None:
        self.solvers: dict[tuple[Any, ...], EndgameSolver] = {}

    def value(self, state: Any, seat: int) -> float:
        if native.COMPILED and state.rules.options["auto_declare"]:
            # the same exact value, many times faster (without auto_declare the
            # compiled solver also weighs a false claim, which this one never makes)
            return native.world_value(state, seat)
        key = (state.closed, state.closer, state.snapshot)
        solver = self.solvers.get(key)
        if solver is None or len(solver.tt) > self.LIMIT:
            solver = self.solvers[key] = EndgameSolver(state, seat)
        return solver.value(state)


def rollout_value(
    state: Any,
    seat: int,
    rng: random.Random,
    exact_cards: int = 0,
    pool: SolverPool | None = None,
    open_cards: int = 0,
) -> float:
    """Play a world out: medium heuristics for everyone (each from its own view),
    then the exact solver as soon as a two-player position is known-card, or,
    with more players, once the talon is gone and at most ``exact_cards``
    cards are left in the hands.  ``pool`` shares the two-player solvers'
    tables between rollouts (the values are the same).  With ``open_cards``
    a two-player world goes to the exact solver of ``native`` (talon draws
    included) as soon as its hands and talon hold at most that many cards."""
    side = state.side_of(seat)
    two = state.shape.players == 2
    while state.result is None:
        if open_cards and two and open_enough(state, open_cards):
            return native.world_value(state, seat)
        if two and (state.closed or not state.talon):
            if pool is not None:
                return pool.value(state, seat)
            return EndgameSolver(state, seat).value(state)
        if exact_cards and not state.talon and cards_left(state) <= exact_cards:
            return native.team_value(state, side)
        mover = state.to_move
        move, _ = heuristic_choice(info_from_state(state, mover), rng, 1.0)
        state = state.apply_move(move)
    return side_value(state.result, side)


def open_enough(world: Any, open_cards: int) -> bool:
    """A two-player world the exact solver takes whole: closed, or few cards left."""
    return world.closed or cards_left(world) + len(world.talon) <= open_cards


def solver_takes(state: Any, open_cards: int) -> bool:
    """A two-player rollout hands over to the exact solver here (``rollout_value``)."""
    return state.closed or not state.talon or bool(open_cards and open_enough(state, open_cards))
