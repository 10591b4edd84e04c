"""Exact play when every card is known, over the engine's own states.

The rules (sides, strict tricks of two, three or four cards, equal cards of
the double deck, the bidding score, closing and the talon) are the engine's:
this solver walks its states with ``legal_moves``/``apply_move`` and scores
with the engine's result, so it is the pure-Python reference the compiled
core (``ai/core``) is tested against and the path ``native`` takes without
it.  That is slower, which is why the expert calls it only for the last few
tricks of a sampled world of three or four (``native.rollout_value``), or,
with two players and no compiled core, for a known-card world
(``native.world_values``): the table's key holds the talon and the closing too.

Values are game points for one side: its score minus the best other
side's (``common.side_value``), or what a table handed in makes of them
(``deal_values``: each end of the deal valued by it, not the result).  Sides play against each other; in
``three-hand`` (each for himself) the search is *paranoid*: both other seats
are assumed to play against the root seat, the usual safe reading of a
three-player game.

Two simplifications that never change the value: of two equal cards in one
hand (double deck) only one is tried, and a king or queen that can be led as
a marriage is only led that way when the points help the leader's side
(always with two sides; in ``three-hand`` only for the root seat, since an
opponent's marriage can end the deal in the root seat's favour by taking the
win from the other opponent).
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import MARRY
from ..engine.state import DealState
from .common import side_value
from .deal_values import DealValues, worth

_EXACT, _LOWER, _UPPER = 0, 1, 2


def cards_left(state: DealState) -> int:
    """Cards still to be played from the hands (the talon must be empty)."""
    return sum(h.bit_count() for h in state.hands)


class TeamSolver:
    """Alpha-beta over engine states for one side; one table per root position."""

    def __init__(self, side: int, values: DealValues | None = None) -> None:
        self.side = side
        self.values = values
        self.table: dict[tuple[Any, ...], tuple[int, float]] = {}
        self.nodes = 0

    def value(self, state: DealState) -> float:
        """The game-point value of ``state`` for the side, both sides playing perfectly."""
        return self._search(state, -99.0, 99.0)

    def move_values(self, state: DealState) -> dict[int, float]:
        """Exact value of every (distinct) legal move of the seat to move."""
        moves = _moves(state, self._prune_marriages(state))
        return {m: self._search(state.apply_move(m), -99.0, 99.0) for m in moves}

    def _prune_marriages(self, state: DealState) -> bool:
        return state.shape.teams or state.to_move == self.side

    def _search(self, state: DealState, alpha: float, beta: float) -> float:
        if state.result is not None:
            return worth(side_value(state.result, self.side), self.values)
        self.nodes += 1
        key = (
            state.hands,
            state.trick,
            state.to_move,
            state.card_pts,
            state.marriage_pts,
            state.held,
            state.side_tricks,
            state.announced,
            state.tsuit,
            state.talon,
            state.closed,
            state.closer,
            state.snapshot,
        )
        hit = self.table.get(key)
        if hit is not None:
            flag, v = hit
            if flag == _EXACT:
                return v
            if flag == _LOWER and v >= beta:
                return v
            if flag == _UPPER and v <= alpha:
                return v
        a0, b0 = alpha, beta
        maximizing = state.side_of(state.mover) == self.side
        best = -99.0 if maximizing else 99.0
        for move in _moves(state, self._prune_marriages(state)):
            v = self._search(state.apply_move(move), alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                    beta = min(beta, v)
            if alpha >= beta:
                break
        if best <= a0:
            self.table[key] = (_UPPER, best)
        elif best >= b0:
            self.table[key] = (_LOWER, best)
        else:
            self.table[key] = (_EXACT, best)
        return best


def _moves(state: DealState, prune_marriages: bool) -> list[int]:
    """Legal moves without the ones that are never better than another."""
    moves = state.legal_moves()
    if len(moves) < 2:
        return moves
    married = {m & 63 for m in moves if m >> 6 == MARRY} if prune_marriages else set()
    out = []
    seen: set[int] = set()
    for m in moves:
        if m >> 6 == 0:
            card = m & 63
            if card in married:
                continue
            twin = _twin_key(card)
            if twin in seen:
                continue
            seen.add(twin)
        out.append(m)
    # strong cards first: cutoffs come sooner when a side takes its tricks early
    out.sort(key=lambda m: -(m & 7) if m >> 6 in (0, MARRY) else 0)
    return out


def _twin_key(card: int) -> int:
    """Equal cards of the double deck differ only in the copy bit (bit 5)."""
    return card & 31
