"""What a kept deal records of its match, so History can group deals by match.

A deal file's ``app`` part keeps it under :data:`MATCH_NOTE_KEY`: the match's
id (made when the match starts, kept in the save so a resumed match keeps it),
the game points of every side after this deal, the match's target and the
deal's number in the match.  Files written before a match was recorded hold
none.  A file may hold anything, so reading checks every field.  No Qt here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

MATCH_NOTE_KEY = "match_note"
"""Where a deal file's ``app`` part keeps its :class:`MatchNote`."""
MATCH_ID = re.compile(r"[0-9a-f]{8,32}")
MAX_SIDES = 4


def _count(value: Any, low: int, high: int) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return value if ok else None


@dataclass(frozen=True)
class MatchNote:
    """One deal's place in its match: which match, the score after the deal, the target."""

    match_id: str
    scores: tuple[int, ...]
    """Each side's game points after this deal."""
    target: int
    deal: int
    """The deal's number in the match (1 for the first)."""

    @property
    def over(self) -> bool:
        """The match ended with this deal (a side reached the target)."""
        return max(self.scores) >= self.target

    @property
    def winner(self) -> int | None:
        """The side that won the match with this deal, else None."""
        return self.scores.index(max(self.scores)) if self.over else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.match_id,
            "scores": list(self.scores),
            "target": self.target,
            "deal": self.deal,
        }

    @classmethod
    def from_dict(cls, data: Any) -> MatchNote | None:
        """The note a file kept, or None when it holds none or a broken one."""
        if not isinstance(data, dict):
            return None
        match_id, scores = data.get("id"), data.get("scores")
        target, deal = _count(data.get("target"), 1, 999), _count(data.get("deal"), 1, 9999)
        if not (isinstance(match_id, str) and MATCH_ID.fullmatch(match_id)):
            return None
        if not isinstance(scores, list) or not 2 <= len(scores) <= MAX_SIDES:
            return None
        points = [_count(s, 0, 9999) for s in scores]
        if target is None or deal is None or None in points:
            return None
        return cls(match_id, tuple(p for p in points if p is not None), target, deal)


__all__ = ["MATCH_ID", "MATCH_NOTE_KEY", "MatchNote"]
