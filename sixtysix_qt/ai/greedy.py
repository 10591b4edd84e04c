"""One-ply greed: bank the most points now, look no further.

The weak baseline of two uses: the puzzles drop a puzzle that greed solves
(it teaches nothing, ``review/puzzle_quality``), and the benchmarks measure
how far the expert's edge over greed goes (``benchmarks/opponents/greedy``).
It plays from its own observation only: it declares when it may, takes the
trump card whenever it may exchange, announces the richest marriage,
never closes, wins a trick with the card that banks the most, and otherwise
throws (or leads) its cheapest card, a plain suit before trumps.
"""

from __future__ import annotations

from ..engine.cards import points_of, suit_of
from ..engine.moves import DECLARE_MOVE, EXCHANGE_MOVE, MARRY, PLAY
from ..engine.options import marriage_value
from .common import Info, beats, trick_winner


def greedy_move(info: Info) -> int:
    """The greedy move (int form) for the seat of ``info``."""
    legal = info.legal
    if DECLARE_MOVE in legal and info.my_points >= info.target:
        return DECLARE_MOVE
    if EXCHANGE_MOVE in legal:
        return EXCHANGE_MOVE
    marriages = [m for m in legal if m >> 6 == MARRY]
    if marriages:
        return max(
            marriages,
            key=lambda m: (marriage_value(suit_of(m & 63), info.trump), -points_of(m & 63)),
        )
    plays = [m for m in legal if m >> 6 == PLAY]
    if info.trick:
        _seat, top = trick_winner(info.trick, info.trump)
        winners = [m for m in plays if beats(m & 63, top, info.trump)]
        if winners:
            return max(winners, key=lambda m: (points_of(m & 63), -m))
    return min(plays, key=lambda m: (info.is_trump(m & 63), points_of(m & 63), m))
