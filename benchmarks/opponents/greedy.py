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

from sixtysix_qt.ai.toolkit import decode, greedy_move
from sixtysix_qt.engine.moves import move_text


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
