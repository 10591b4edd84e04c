"""What a new match is made of, as plain data: no Qt, so settings and dialogs need no controller.

``LEVELS`` is the AI's own list (``sixtysix_qt.ai.LEVELS``), re-exported so
the shell has one name to import and a new level appears everywhere at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from sixtysix_qt.ai.levels import LEVELS

HUMAN = "human"
COMPUTER = "computer"
SEAT_KINDS = (HUMAN, COMPUTER)

__all__ = ["COMPUTER", "HUMAN", "LEVELS", "SEAT_KINDS", "GameSetup"]


@dataclass(frozen=True)
class GameSetup:
    """Preset, options, who sits where and the computer's level of one match."""

    preset: str = "classic"
    level: str = "medium"
    options: dict[str, Any] = field(default_factory=dict)
    seats: tuple[str, ...] = (HUMAN, COMPUTER)
    seed: int | None = None
    first_dealer: int | None = None

    def with_seed(self, seed: int | None) -> GameSetup:
        return replace(self, seed=seed)

    def fitted(self, players: int) -> GameSetup:
        """The same setup with exactly ``players`` seats (extra seats are computers)."""
        if len(self.seats) == players:
            return self
        return replace(self, seats=(self.seats + (COMPUTER,) * players)[:players])
