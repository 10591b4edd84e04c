"""A second one-ply greedy player, written apart from ``ai.greedy``: the puzzles' test of greed.

The audit (coach-4, defect 4) found that an outside greedy player solved 31
of the 171 puzzles that ``ai.greedy`` (the project's own, the benchmarks'
baseline) never solved: a puzzle is only worth its stars if greed of another
make fails too.  This one reads the table by immediate trick points, as a
beginner does, and shares no code with ``ai.greedy``:

- it declares as soon as it counts the target, exchanges the trump card,
  announces the richest marriage;
- following, it takes a trick worth taking (:data:`WORTH_TAKING` points led,
  or any trick for the keen kind) with its cheapest winning card, and else
  throws its cheapest card;
- leading, it cashes a master (a card nothing left out can beat: the talon is
  closed or used up in a puzzle), trumps first to draw the opponent's (or the
  richest master first, the other kind), and else leads its cheapest card.

:func:`greed_kinds` are the four kinds; ``puzzle_quality.greedy_solves`` tries
them beside ``ai.greedy``'s two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ai.common import Info, beats, decode, trick_winner
from ..engine import DealState
from ..engine.cards import points_of, suit_of
from ..engine.moves import DECLARE_MOVE, EXCHANGE_MOVE, MARRY, PLAY
from ..engine.options import marriage_value

#: points on the table from which the cautious kind takes a trick (a ten or an ace led)
WORTH_TAKING = 10


@dataclass(frozen=True)
class TrickPointsGreed:
    """One kind of trick-points greed (see the module): how keen, how it leads its masters."""

    keen: bool  # takes every trick it can win, not only a ten or an ace
    trumps_first: bool  # leads its trump masters before the richest ones

    def __call__(self, state: DealState, seat: int) -> int:
        info = decode(state.observation(seat))
        eager = {m: _eagerness(info, m) for m in info.legal}
        first = max(eager, key=lambda m: (eager[m], -m))
        if eager[first] > 0:
            return first
        cards = [m & 63 for m in info.legal if m >> 6 == PLAY]
        card = self._follow(info, cards) if info.trick else self._lead(info, cards)
        return PLAY << 6 | card

    def _follow(self, info: Info, cards: list[int]) -> int:
        _seat, top = trick_winner(info.trick, info.trump)
        on_table = sum(points_of(c) for _s, c in info.trick)
        winners = [c for c in cards if beats(c, top, info.trump)]
        if winners and (self.keen or on_table >= WORTH_TAKING):
            return min(winners, key=lambda c: (points_of(c), info.is_trump(c), c))
        return _cheapest(info, cards)

    def _lead(self, info: Info, cards: list[int]) -> int:
        others = info.unseen | sum(mask for s, mask in info.known.items() if s != info.seat)
        masters = [
            c
            for c in cards
            if not any(others >> o & 1 and beats(o, c, info.trump) for o in range(64))
        ]
        if not masters:
            return _cheapest(info, cards)
        if self.trumps_first:
            return max(masters, key=lambda c: (info.is_trump(c), points_of(c), -c))
        return max(masters, key=lambda c: (points_of(c), info.is_trump(c), -c))


def _eagerness(info: Info, move: int) -> int:
    """How keenly a beginner makes a move that is no card play (0: not at all): 66
    counted is declared, then the trump card taken, then the richest marriage shown."""
    if move == DECLARE_MOVE:
        return 3000 if info.my_points >= info.target else 0
    if move == EXCHANGE_MOVE:
        return 2000
    if move >> 6 == MARRY:
        return 1000 + marriage_value(suit_of(move & 63), info.trump)
    return 0


def _cheapest(info: Info, cards: list[int]) -> int:
    """The card that gives away least: fewest points, a plain suit before a trump."""
    return min(cards, key=lambda c: (points_of(c), info.is_trump(c), c))


def greed_kinds() -> list[Callable[[DealState, int], int]]:
    """The four kinds of trick-points greed (keen or cautious, trumps or riches first)."""
    return [TrickPointsGreed(keen, first) for keen in (False, True) for first in (True, False)]


__all__ = ["WORTH_TAKING", "TrickPointsGreed", "greed_kinds"]
