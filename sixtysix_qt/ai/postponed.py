"""Perfect-information Monte Carlo with the searcher's next decision left open.

Solving a sampled world exactly lets the searcher make its *later* moves
knowing that world's hidden cards and talon order; summed over the worlds, a
move that keeps options open looks better than it is, since at the table one
move must serve every world that looks the same (strategy fusion).  Here a
candidate is followed in each world up to the searcher's next decision; the
worlds that look the same to the searcher there (the same hand after the
same moves) share one choice, the move best over all of them.
One level of Arjonilla, Saffidine and Cazenave's "PIMC with postponing
reasoning" (EPIMC, 2024).

``PostponedWorlds``, for the worlds the expert solves whole: the opponent
answers as the exact solver says (it knows the world, as in plain PIMC) and
each move at the shared decision has its exact value.
``PostponedRollouts``, for the worlds of the opening, played on by the
heuristics: the opponent answers by the heuristics (by the solver where a
rollout would hand over to it) and each move at the shared decision has its
rollout value.  Without this, a rollout plays the searcher's next move by
the heuristics: the trump exchange, say, looked worth no more than the one
lead the heuristics make after it, while each lead without it was a
candidate of its own.

Every value is a solver or rollout value of ``native`` (compiled when it
could be built, the same values without), so the compiled core and the
pure-Python fallback give the same choices.
"""

from __future__ import annotations

import random
from typing import Any

from . import native
from .common import side_value
from .native import legal_moves
from .rollouts import Outcome, to_next_decision


class _Postponed:
    """The candidates' values summed over worlds, next decisions shared."""

    def __init__(self, seat: int, candidates: list[int]) -> None:
        self.seat = seat
        self.finished = dict.fromkeys(candidates, 0.0)
        # per candidate: what the searcher sees at its next decision -> summed move values
        self.pending: dict[int, dict[Any, dict[int, float]]] = {m: {} for m in candidates}

    def record(self, move: int, outcome: Outcome) -> None:
        """Add one world's outcome of candidate ``move``."""
        if not isinstance(outcome, tuple):
            self.finished[move] += outcome
            return
        seen, values = outcome
        group = self.pending[move].setdefault(seen, dict.fromkeys(values, 0.0))
        for m, v in values.items():
            group[m] += v

    def totals(self) -> dict[int, float]:
        """Each candidate's summed game points, every shared decision at its best move."""
        out = dict(self.finished)
        for move, groups in self.pending.items():
            out[move] += sum(max(group.values()) for group in groups.values())
        return out


class PostponedWorlds(_Postponed):
    """Whole-solved worlds: the opponent and every value exact."""

    def add(self, world: Any) -> None:
        """Follow every candidate in ``world`` to the searcher's next decision."""
        talon = tuple(world.talon)

        def solved(state: Any) -> int:
            return native.best_move(state, self.seat, sorted(legal_moves(state)), talon)

        for move in self.finished:
            state, line = to_next_decision(world, self.seat, move, solved)
            if state.result is not None:
                self.record(move, side_value(state.result, self.seat))
                continue
            values = native.world_values(state, self.seat, legal_moves(state), talon)
            self.record(move, ((state.hands[self.seat], line), values))


class PostponedRollouts(_Postponed):
    """Worlds of the opening: the opponent by the heuristics, values by rollouts."""

    def __init__(self, seat: int, candidates: list[int], solve_rollout_cards: int) -> None:
        super().__init__(seat, candidates)
        self.solve_rollout_cards = solve_rollout_cards

    def add(self, world: Any, rng: random.Random) -> None:
        """Follow every candidate in ``world`` (``native.postponed_rollouts``: one
        seed of ``rng`` each, as the rollouts of ``search`` draw them)."""
        moves = list(self.finished)
        outcomes = native.postponed_rollouts(world, self.seat, moves, self.solve_rollout_cards, rng)
        for move, outcome in zip(moves, outcomes, strict=True):
            self.record(move, outcome)
