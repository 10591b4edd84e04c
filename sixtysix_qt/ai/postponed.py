"""Perfect-information Monte Carlo with the searcher's next decisions left open.

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

Once the talon is closed the rest of the deal is cheap to solve and the
hidden cards decide most: there ``closed_depth`` further decisions are
shared the same way (each move of a shared decision is followed in all of
its worlds, and they split again by what the searcher sees).  Without that,
closing looked up to three quarters of a game point better than the closer
could then make of it (``benchmarks/RESULTS.md``, session 10).

Every value is an exact solver value (``native.world_values``), so the
compiled core and the pure-Python fallback give the same choices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.moves import DECLARE_MOVE
from . import native
from .common import side_value

#: a world at one of the searcher's decisions: the position, the talon it was dealt,
#: and its exact move values there once solved
Member = tuple[Any, tuple[int, ...], dict[int, float] | None]
#: when to stop sharing the closed play deeper (None: never)
Stop = Callable[[], bool] | None


class PostponedWorlds:
    """The candidates' values summed over whole-solved worlds, next decisions shared."""

    def __init__(self, seat: int, candidates: list[int], closed_depth: int = 0) -> None:
        self.seat = seat
        self.closed_depth = closed_depth
        self.finished = dict.fromkeys(candidates, 0.0)
        # per candidate: what the searcher sees at its next decision -> the worlds there
        self.pending: dict[int, dict[Any, list[Member]]] = {m: {} for m in candidates}

    def add(self, world: Any) -> None:
        """Follow every candidate in ``world`` to the searcher's next decision."""
        member = (world, tuple(world.talon), None)
        for move in self.finished:
            ended, groups = self._split([member], move)
            self.finished[move] += ended
            for seen, (after,) in groups.items():  # one world: one member a group
                if not (self.closed_depth and after[0].closed):
                    # solved now, while the compiled table still holds this world
                    after = (*after[:2], self._values(after))
                self.pending[move].setdefault(seen, []).append(after)

    def totals(self, stop: Stop = None) -> dict[int, float]:
        """Each candidate's summed game points, every shared decision at its best move.

        The closed play is shared one decision deeper at a time, up to ``closed_depth``;
        once ``stop()`` says so (out of time, cancelled) the deepest finished one counts.
        """
        out = self._totals(0, None)
        for depth in range(1, self.closed_depth + 1):
            try:
                out = self._totals(depth, stop)
            except _OutOfTime:
                break
        return out

    def _totals(self, depth: int, stop: Stop) -> dict[int, float]:
        out = dict(self.finished)
        for move, groups in self.pending.items():
            out[move] += sum(self._shared(members, depth, stop) for members in groups.values())
        return out

    def _shared(self, members: list[Member], depth: int, stop: Stop = None) -> float:
        """The summed value of worlds that look the same at the searcher's decision: the
        best move for all of them; ``depth`` more decisions shared once the talon is closed."""
        if stop is not None and stop():
            raise _OutOfTime
        first = members[0][0]
        moves = _moves(first)
        if depth > 0 and first.closed and len(members) > 1:
            return max(self._after(members, m, depth - 1, stop) for m in moves)
        sums = dict.fromkeys(moves, 0.0)
        for member in members:
            values = member[2] if member[2] is not None else self._values(member)
            for m, v in values.items():
                sums[m] += v
        return max(sums.values())

    def _values(self, member: Member) -> dict[int, float]:
        state, talon, _ = member
        return native.world_values(state, self.seat, _moves(state), talon)

    def _after(self, members: list[Member], move: int, depth: int, stop: Stop) -> float:
        """``move`` played in all of ``members``, each decision after it shared."""
        ended, groups = self._split(members, move)
        return ended + sum(self._shared(group, depth, stop) for group in groups.values())

    def _split(self, members: list[Member], move: int) -> tuple[float, dict[Any, list[Member]]]:
        """``move`` in each world, then the opponent's best replies: the summed value of
        the worlds that ended, the others by what the searcher sees at its next decision."""
        ended = 0.0
        groups: dict[Any, list[Member]] = {}
        for state, talon, _ in members:
            after, line = self._to_next_decision(state, move, talon)
            if after.result is not None:
                ended += side_value(after.result, self.seat)
            else:
                seen = (after.hands[self.seat], line)
                groups.setdefault(seen, []).append((after, talon, None))
        return ended, groups

    def _to_next_decision(
        self, state: Any, move: int, talon: tuple[int, ...]
    ) -> tuple[Any, tuple[int, ...]]:
        """The position after ``move`` and the opponent's best replies, and those moves."""
        state = state.apply_move(move)
        line = [move]
        while state.result is None and state.to_move != self.seat:
            reply = native.best_move(state, self.seat, sorted(_moves(state)), talon)
            state = state.apply_move(reply)
            line.append(reply)
        return state, tuple(line)


class _OutOfTime(Exception):
    """Told to stop while the closed play was shared one decision deeper."""


def _moves(state: Any) -> list[int]:
    return [m for m in state.legal_moves() if m != DECLARE_MOVE]
