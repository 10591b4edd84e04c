"""What a kept deal records of its match: one record for the review and for History.

A deal file's ``app`` part keeps it under :data:`MATCH_KEY`: every side's
game points before the deal, the target, the seat that dealt it and the
game points carried from tied deals (the review judges the deal's closes in
match chances by them, ``match_review``), and the match's id (made when the
match starts, kept in the save so a resumed match keeps it), the deal's
number and the game points after it (History groups deals by match,
``match_groups``).  Older files kept these twice, the score before the deal
under "match" (other field names) and the match under "match_note"; both
are still read (:func:`kept_match`).  A file may hold anything, so reading
checks every field.  No Qt here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..engine import DealState, Match
from ..engine.options import GAME_TARGET_RANGE, SHAPES
from ..engine.scoring import Reason

MATCH_KEY = "match"
"""Where a deal file's ``app`` part keeps its :class:`MatchRecord`."""
OLD_NOTE_KEY = "match_note"
"""Where older files kept the match's id, the score after the deal and its number."""
MATCH_ID = re.compile(r"[0-9a-f]{8,32}")
MAX_SIDES = max(shape.sides for shape in SHAPES.values())
MAX_SEATS = max(shape.players for shape in SHAPES.values())
#: the largest count read back (game points after a deal, a deal's number, a carry)
MAX_COUNT = 9999


@dataclass(frozen=True)
class MatchRecord:
    """One deal's place in its match: the score before and after it, the target, the dealer.

    A record read from an older file may miss a part: ``before`` is () when
    only History's part was kept, ``match_id`` "" (and ``after`` ()) when
    only the score before the deal was; the computer's live view of a match
    has no id either.
    """

    before: tuple[int, ...]
    """Each side's game points before this deal."""
    target: int
    dealer: int
    carry: int = 0
    """Game points carried from tied deals to this deal's winner."""
    match_id: str = ""
    deal: int = 0
    """The deal's number in the match (1 for the first)."""
    after: tuple[int, ...] = ()
    """Each side's game points after this deal."""

    @property
    def judgeable(self) -> bool:
        """Two sides' score before the deal is known: its closes weigh in match chances."""
        return len(self.before) == 2

    @property
    def listed(self) -> bool:
        """The match's id is known: History shows the deal inside its match."""
        return bool(self.match_id)

    @property
    def over(self) -> bool:
        """The match ended with this deal (a side reached the target)."""
        return bool(self.after) and max(self.after) >= self.target

    @property
    def winner(self) -> int | None:
        """The side that won the match with this deal, else None."""
        return self.after.index(max(self.after)) if self.over else None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"target": self.target, "dealer": self.dealer}
        if self.before:
            out.update(before=list(self.before), carry=self.carry)
        if self.listed:
            out.update(id=self.match_id, deal=self.deal, after=list(self.after))
        return out

    @classmethod
    def from_dict(cls, data: Any) -> MatchRecord | None:
        """The record a file kept, or None when it holds none or a broken one (a part
        that is there must be whole; one of the two parts must be there)."""
        if not isinstance(data, dict):
            return None
        target = _count(data.get("target"), *GAME_TARGET_RANGE)
        dealer = _count(data.get("dealer"), 0, MAX_SEATS - 1)
        carry = _count(data.get("carry", 0), 0, MAX_COUNT)
        if target is None or dealer is None or carry is None:
            return None
        before = _scores(data.get("before"), target - 1)
        listed = _listed(data)
        if before is None or listed is None or not (before or listed[0]):
            return None
        match_id, deal, after = listed
        if before and after and len(before) != len(after):
            return None
        return cls(before, target, dealer, carry, match_id, deal, after)


def _count(value: Any, low: int, high: int) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return value if ok else None


def _scores(value: Any, high: int) -> tuple[int, ...] | None:
    """Every side's game points (each 0..``high``); () when absent, None when broken."""
    if value is None:
        return ()
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_SIDES:
        return None
    points = [_count(s, 0, high) for s in value]
    return None if None in points else tuple(p for p in points if p is not None)


def _listed(data: dict[str, Any]) -> tuple[str, int, tuple[int, ...]] | None:
    """History's part (id, deal, score after): ("", 0, ()) when absent, None when broken."""
    match_id = data.get("id")
    if match_id is None:
        return "", 0, ()
    deal = _count(data.get("deal"), 1, MAX_COUNT)
    after = _scores(data.get("after"), MAX_COUNT)
    if not (isinstance(match_id, str) and MATCH_ID.fullmatch(match_id)):
        return None
    if deal is None or not after:
        return None
    return match_id, deal, after


def kept_match(app: Mapping[str, Any], state: DealState) -> MatchRecord | None:
    """The match a deal file's ``app`` part keeps for ``state``, if it fits the deal (its
    dealer, a score for each side); files of every age are read (see the module)."""
    data = app.get(MATCH_KEY)
    if isinstance(data, dict) and "scores" not in data:
        record = MatchRecord.from_dict(data)
    else:
        record = _from_old_keys(data, app.get(OLD_NOTE_KEY), state.dealer)
    if record is None or record.dealer != state.dealer:
        return None
    if len(record.before or record.after) != state.shape.sides:
        return None  # from_dict saw to it that both, when both are there, are as long
    return record


def _from_old_keys(context: Any, note: Any, dealer: int) -> MatchRecord | None:
    """An older file's record: the score before the deal under "match" (its ``scores``),
    History's part under "match_note" (its ``scores`` are after the deal), or both."""
    judged = listed = None
    if isinstance(context, dict):
        before = {"before": context.get("scores"), "carry": context.get("carry", 0)}
        fields = {"target": context.get("target"), "dealer": context.get("dealer"), **before}
        judged = MatchRecord.from_dict(fields)
    if isinstance(note, dict):
        part = {k: note.get(k) for k in ("id", "deal", "target")}
        listed = MatchRecord.from_dict({**part, "after": note.get("scores"), "dealer": dealer})
    if judged is None or listed is None:
        return judged or listed
    if judged.dealer != dealer:
        return listed  # the review's half is another deal's: History's half alone
    if (judged.target, len(judged.before)) != (listed.target, len(listed.after)):
        return judged  # the halves disagree: the review's, which the older code believed
    return replace(judged, match_id=listed.match_id, deal=listed.deal, after=listed.after)


def record_of_last_deal(match: Match, match_id: str = "") -> MatchRecord | None:
    """The match around its last finished deal, for the archive: the scores before and
    after it, the target, its dealer, the points carried to it, its number, ``match_id``."""
    if not match.finished:
        return None
    last = match.finished[-1]
    first = len(match.finished) == 1
    before = [0] * len(last.scores_after) if first else match.finished[-2].scores_after
    record = MatchRecord(tuple(before), match.target, last.dealer, _carried(match))
    if not match_id:
        return record
    return replace(
        record, match_id=match_id, deal=len(match.finished), after=tuple(last.scores_after)
    )


def _carried(match: Match) -> int:
    """The game points tied deals carried to the match's last finished deal."""
    carry = 0
    for dealt in reversed(match.finished[:-1]):
        if dealt.result.reason is Reason.TIE_65:
            carry += 1
        elif dealt.result.reason not in (Reason.REPLAY, Reason.THROWN_IN):
            break
    return carry


__all__ = [
    "MATCH_ID",
    "MATCH_KEY",
    "OLD_NOTE_KEY",
    "MatchRecord",
    "kept_match",
    "record_of_last_deal",
]
