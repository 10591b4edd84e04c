"""A one-ply greedy player: the weak baseline the all-seeing edge is measured over.

Issue 12 compares the expert's edge over "a one-ply greedy heuristic" with
the all-seeing player's edge over it.  This one looks no further than the
points in front of it, from its own observation (it is fair): it takes the
trump card whenever it may exchange, announces the richest marriage it
holds, never closes the talon, wins a trick whenever it can with the card
that banks the most points, otherwise throws its cheapest card, and leads
its cheapest card (a plain suit before trumps).
"""

from __future__ import annotations

from typing import Any

from sixtysix_qt.ai.toolkit import Info, beats, decode, trick_winner
from sixtysix_qt.engine.cards import points_of, suit_of
from sixtysix_qt.engine.moves import DECLARE_MOVE, EXCHANGE_MOVE, MARRY, PLAY, move_text
from sixtysix_qt.engine.options import marriage_value


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
        _seat, best = trick_winner(info.trick, info.trump)
        winners = [m for m in plays if beats(m & 63, best, info.trump)]
        if winners:
            return max(winners, key=lambda m: (points_of(m & 63), -m))
    return min(plays, key=lambda m: (info.is_trump(m & 63), points_of(m & 63), m))


class Greedy:
    """The one-ply greedy baseline, a fair player of every two-player preset."""

    name = "greedy"

    def __init__(self, seed: int | None = None, effort: int | None = None) -> None:
        self.seed = seed  # kept for the arena's signature; the play is deterministic

    def __repr__(self) -> str:
        return "<Greedy>"

    def choose(self, observation: dict[str, Any]) -> str:
        """The greedy action for this observation."""
        legal = observation["legal_actions"]
        if len(legal) == 1:
            return legal[0]
        return move_text(greedy_move(decode(observation)))
