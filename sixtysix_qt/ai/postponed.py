"""Perfect-information Monte Carlo with the searcher's next decision left open.

Solving a sampled world exactly lets the searcher make its *later* moves
knowing that world's hidden cards and talon order; summed over the worlds, a
move that keeps options open looks better than it is, since at the table one
move must serve every world that looks the same (strategy fusion).  Here a
candidate is followed in each world up to the searcher's next decision, the
opponent answering as the exact solver says (it knows the world, as in plain
PIMC); the worlds that look the same to the searcher there (the same hand
after the same moves) share one choice, the move best over all of them.
One level of Arjonilla, Saffidine and Cazenave's "PIMC with postponing
reasoning" (EPIMC, 2024), for the worlds the expert solves whole.

Every value is an exact solver value (``native.world_values``), so the
compiled core and the pure-Python fallback give the same choices.
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import DECLARE_MOVE
from . import native
from .common import side_value


class PostponedWorlds:
    """The candidates' values summed over whole-solved worlds, next decisions shared."""

    def __init__(self, seat: int, candidates: list[int]) -> None:
        self.seat = seat
        self.finished = dict.fromkeys(candidates, 0.0)
        # per candidate: what the searcher sees at its next decision -> summed move values
        self.pending: dict[int, dict[Any, dict[int, float]]] = {m: {} for m in candidates}

    def add(self, world: Any) -> None:
        """Follow every candidate in ``world`` to the searcher's next decision."""
        talon = tuple(world.talon)
        for move in self.finished:
            state, line = self._to_next_decision(world, move, talon)
            if state.result is not None:
                self.finished[move] += side_value(state.result, self.seat)
                continue
            moves = _moves(state)
            seen = (state.hands[self.seat], line)
            group = self.pending[move].setdefault(seen, dict.fromkeys(moves, 0.0))
            for m, v in native.world_values(state, self.seat, moves, talon).items():
                group[m] += v

    def _to_next_decision(
        self, world: Any, move: int, talon: tuple[int, ...]
    ) -> tuple[Any, tuple[int, ...]]:
        """The position after ``move`` and the opponent's best replies, and those moves."""
        state = world.apply_move(move)
        line = [move]
        while state.result is None and state.to_move != self.seat:
            reply = native.best_move(state, self.seat, sorted(_moves(state)), talon)
            state = state.apply_move(reply)
            line.append(reply)
        return state, tuple(line)

    def totals(self) -> dict[int, float]:
        """Each candidate's summed game points, every shared decision at its best move."""
        out = dict(self.finished)
        for move, groups in self.pending.items():
            out[move] += sum(max(group.values()) for group in groups.values())
        return out


def _moves(state: Any) -> list[int]:
    return [m for m in state.legal_moves() if m != DECLARE_MOVE]
