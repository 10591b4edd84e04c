"""Learn from your mistakes: the player's mistakes across the kept deals, to retry and to count.

Every decision of the player that a cached review labels a mistake or a
blunder becomes a :class:`Mistake`: the position before it, what was
played, the right move and every legal move's value.  Only reviewed deals
count (the review caches its verdicts with the archived deal).

**Fair.**  The retry shows the position from the player's seat, the other
hands face down, and the hidden cards are *kept as they were*: the verdict
was reached from the player's observation alone (``review.judge`` samples the
hidden cards from what the seat saw), so the right move does not depend on
where the hidden cards really lie, and keeping them makes the retry the
same position the review showed.

**Recurring errors.**  :func:`kind_of` sorts a mistake into one of
:data:`KINDS` from the verdict's own cost facts (``review.facts``: what the
played move gave up, each true of the position), so the list says what the
review said: a king led without announcing its marriage is a marriage not
announced, never a marriage broken.  :func:`recurring` counts them over the
archive.  No Qt here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import DealState
from .archive import REVIEW_KEY, DealArchive, read_deal_file
from .cache_check import checked_review
from .judge import DEFAULT_SEED, DEFAULT_WORLDS, Verdict
from .playon import position

#: labels that make a decision worth retrying
RETRY_LABELS = ("mistake", "blunder")
#: kind id -> English name (the GUI translates by id), in the order they are listed
KINDS: dict[str, str] = {
    "closed_too_early": "Closing too early",
    "missed_close": "Not closing when you should have",
    "missed_exchange": "Missed exchanges of the trump card",
    "missed_marriage": "Marriages not announced",
    "broken_marriage": "Marriages broken",
    "missed_declare": "Not declaring when you could have",
    "false_declare": "Declaring too soon",
    "thrown_ace_ten": "Aces and tens thrown away",
    "other": "Other card play",
}
#: a verdict's cost fact (``review.facts.COSTS``) -> the kind it files the mistake under,
#: what the played move itself did first, then what the best move would have done
FACT_KINDS: tuple[tuple[str, str], ...] = (
    ("false_declare", "false_declare"),
    ("missed_declare", "missed_declare"),
    ("closed_short", "closed_too_early"),
    ("missed_marriage", "missed_marriage"),
    ("broke_marriage", "broken_marriage"),
    ("threw_points", "thrown_ace_ten"),
    ("missed_close", "missed_close"),
    ("missed_exchange", "missed_exchange"),
)
#: the played move's verb -> its kind, when no fact names one (a close or a declaration
#: that had the points it needed and was still wrong)
VERB_KINDS = {"close": "closed_too_early", "declare": "false_declare"}


@dataclass(frozen=True)
class Mistake:
    """One mistake of the player, ready to retry."""

    path: Path  # the archived deal
    saved_at: str
    seat: int
    index: int  # the decision's position in the deal's history
    number: int  # the decision's number in the review (1-based, as the review lists it)
    played: str
    best: str
    losses: dict[str, float]  # every judged move's expected loss against the best
    loss: float
    label: str
    kind: str

    def cost(self, action: str) -> float | None:
        """What ``action`` would have cost against the right move (None if not judged)."""
        if action == self.best:
            return 0.0
        return self.losses.get(action)

    def state(self) -> DealState:
        """The position before the mistake (the real cards: see the module's note)."""
        return position(read_deal_file(self.path).state, self.index)


def kind_of(v: Verdict) -> str:
    """Which recurring error a mistake is, from its verdict's cost facts (see the module)."""
    ids = {fact[0] for fact in v.facts if fact}
    for fact, kind in FACT_KINDS:
        if fact in ids:
            return kind
    return VERB_KINDS.get(v.played.split(" ")[0], "other")


def _mistakes_of(path: Path, app: dict[str, Any], final: DealState) -> list[Mistake]:
    doc = app.get(REVIEW_KEY)
    if not isinstance(doc, dict):
        return []
    seat = doc.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        return []
    review = checked_review(doc, final, seat, DEFAULT_WORLDS, DEFAULT_SEED)
    if review is None:  # not wholly this deal's review (a stranger's file may hold anything)
        return []
    out = []
    for number, v in enumerate(review.verdicts, 1):
        if v.label not in RETRY_LABELS or not 0 <= v.index < len(final.history):
            continue
        out.append(_mistake(path, app, review.seat, number, v))
    return out


def _mistake(path: Path, app: dict[str, Any], seat: int, number: int, v: Verdict) -> Mistake:
    return Mistake(
        path=path,
        saved_at=str(app.get("saved_at", "")),
        seat=seat,
        index=v.index,
        number=number,
        played=v.played,
        best=v.best,
        losses={a[0]: a[1] for a in v.alternatives},
        loss=v.loss,
        label=v.label,
        kind=kind_of(v),
    )


def collect(archive: DealArchive) -> list[Mistake]:
    """Every mistake of the player in the reviewed deals of the archive, newest deal first."""
    out: list[Mistake] = []
    for entry, deal in archive.deals():
        out.extend(_mistakes_of(entry.path, deal.app, deal.state))
    return out


def recurring(mistakes: list[Mistake]) -> list[tuple[str, int]]:
    """(kind, count) of the mistakes, most frequent first, then in :data:`KINDS` order."""
    counts = Counter(m.kind for m in mistakes)
    order = list(KINDS)
    return sorted(counts.items(), key=lambda kv: (-kv[1], order.index(kv[0])))


__all__ = ["FACT_KINDS", "KINDS", "RETRY_LABELS", "Mistake", "collect", "kind_of", "recurring"]
