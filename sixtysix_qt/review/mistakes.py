"""Learn from your mistakes: the player's mistakes across the kept deals, to retry and to count.

Every decision of the player that a cached review labels a mistake or a
blunder becomes a :class:`Mistake`: the position before it, what was
played, the right move and every legal move's value.  Only reviewed deals
count (the review caches its verdicts with the archived deal).

**Fair.**  The retry shows the position from the player's seat, the other
hands face down, and the hidden cards are *kept as they were*: the verdict
was reached from the player's observation alone (``ai.verdict`` samples the
hidden cards from what the seat saw), so the right move does not depend on
where the hidden cards really lie, and keeping them makes the retry the
same position the review showed.

**Recurring errors.**  :func:`kind_of` sorts a mistake into one of
:data:`KINDS` from the move played and the right one; :func:`recurring`
counts them over the archive.  No Qt here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..ai.common import beats, trick_winner
from ..ai.verdict import DEFAULT_SEED, DEFAULT_WORLDS, Verdict
from ..engine import DealState
from ..engine.cards import parse_card, rank_of
from .archive import REVIEW_KEY, DealArchive, read_deal_file
from .cache_check import checked_review
from .match_review import MATCH_REVIEW_KEY, cached_closes
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
    "missed_declare": "Failing to declare 66",
    "false_declare": "Declaring 66 too soon",
    "thrown_ace_ten": "Aces and tens thrown away",
    "other": "Other card play",
}
ACE, TEN = 7, 6


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


def _card(action: str) -> int | None:
    verb, _, arg = action.partition(" ")
    return parse_card(arg) if verb in ("play", "marry") and arg else None


def kind_of(state: DealState, played: str, best: str) -> str:
    """Which recurring error a mistake is, from the position, the move and the right move."""
    pv, bv = played.split(" ")[0], best.split(" ")[0]
    if pv == "close":
        return "closed_too_early"
    if bv == "close":
        return "missed_close"
    if pv == "declare":
        return "false_declare"
    if bv == "declare":
        return "missed_declare"
    if bv == "exchange":
        return "missed_exchange"
    if bv == "marry" and pv != "marry":
        card = _card(played)
        pair = _card(best)
        if card is not None and pair is not None and card >> 3 & 3 == pair >> 3 & 3:
            return "broken_marriage"  # a king or queen of the pair played alone
        return "missed_marriage"
    card = _card(played)
    if card is not None and rank_of(card) in (ACE, TEN) and _loses_trick(state, card):
        return "thrown_ace_ten"
    return "other"


def _loses_trick(state: DealState, card: int) -> bool:
    """An ace or ten played second under a card that beats it (thrown to the other side)."""
    if not state.trick:
        return False
    trick = [(s, c) for s, c in state.trick]
    _seat, top = trick_winner(trick, state.tsuit)
    return not beats(card, top, state.tsuit)


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
    # a close judged for the match is a mistake only if it cost match chances
    closes = cached_closes(app.get(MATCH_REVIEW_KEY), final, review.seat) or []
    in_match = {c.index: c.label for c in closes}
    out = []
    for number, v in enumerate(review.verdicts, 1):
        label = in_match.get(v.index, v.label)
        if label not in RETRY_LABELS or not 0 <= v.index < len(final.history):
            continue
        mistake = _mistake(path, app, review.seat, number, v, position(final, v.index))
        out.append(replace(mistake, label=label))
    return out


def _mistake(
    path: Path, app: dict[str, Any], seat: int, number: int, v: Verdict, before: DealState
) -> Mistake:
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
        kind=kind_of(before, v.played, v.best),
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


__all__ = ["KINDS", "RETRY_LABELS", "Mistake", "collect", "kind_of", "recurring"]
