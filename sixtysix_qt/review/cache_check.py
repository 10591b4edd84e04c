"""A review cached in a deal file is checked whole before it is shown: never trusted.

A deal file may come from anyone, and its ``app.review`` may be anything: a
verdict pointing past the list, a loss that is a string, HTML in a move, a
"perfect" summary for a deal full of mistakes.  ``checked_review`` accepts
a cached review only when it is exactly what ``ai.verdict.review_deal``
makes for this very deal: the digest stored with it names the deal, the
seat, the effort and the seed; there is one verdict per decision of the
seat, each for the move really played there, with legal moves, finite
losses in range, the label its loss earns, a known reason; and the summary
is recomputed from the verdicts.  Anything else gives None, and the caller
judges the deal afresh.  No Qt.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import fields
from typing import Any

from sixtysix_qt.ai.players import REASONS
from sixtysix_qt.ai.verdict import (
    VERDICT_REASONS,
    Review,
    Verdict,
    decisions,
    label_for,
    summarize,
)
from sixtysix_qt.engine import DealState

DIGEST_KEY = "deal"
"""The key of the digest in a cached review document."""
MAX_POINTS = 100.0
"""No value or loss of a decision is anywhere near this many game points."""
_VERDICT_KEYS = {f.name for f in fields(Verdict)}
_LUCK = (None, "lucky", "unlucky")


def review_digest(final: DealState, seat: int, worlds: int, seed: int) -> str:
    """What a cached review belongs to: the deal's pack, dealer, options, moves and the effort."""
    key = json.dumps(
        [
            final.preset,
            sorted(final.options.items()),
            final.dealer,
            list(final.deck_codes),
            list(final.actions),
            seat,
            worlds,
            seed,
        ],
        default=str,
    )
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def review_document(review: Review, final: DealState) -> dict[str, Any]:
    """The review as it is cached, with the digest of the deal it belongs to."""
    doc = review.to_dict()
    doc[DIGEST_KEY] = review_digest(final, review.seat, review.worlds, review.seed)
    return doc


def checked_review(doc: Any, final: DealState, seat: int, worlds: int, seed: int) -> Review | None:
    """The cached review if it is exactly one of this deal's, else None (judge it again)."""
    if not isinstance(doc, dict) or doc.get(DIGEST_KEY) != review_digest(final, seat, worlds, seed):
        return None
    if not (_same_int(doc.get("seat"), seat) and _same_int(doc.get("worlds"), worlds)):
        return None
    if not _same_int(doc.get("seed"), seed):
        return None
    raw = doc.get("verdicts")
    todo = decisions(final, seat)
    if not isinstance(raw, list) or len(raw) != len(todo):
        return None
    verdicts = []
    for item, (index, state, action) in zip(raw, todo, strict=True):
        verdict = _verdict(item, index, seat, state, action)
        if verdict is None:
            return None
        verdicts.append(verdict)
    summary = summarize(verdicts)
    stored = doc.get("summary")
    if not isinstance(stored, dict) or stored.get("biggest") != summary.biggest:
        return None
    total = stored.get("total_loss")
    if not _number(total) or abs(total - summary.total_loss) > 1e-6:
        return None  # a "perfect" summary over verdicts that lost points
    return Review(seat, worlds, seed, verdicts, summary)


def _same_int(value: Any, expected: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value == expected


def _number(value: Any, low: float = -MAX_POINTS, high: float = MAX_POINTS) -> bool:
    """A finite int or float (never a bool) in [low, high]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and low <= value <= high


def _verdict(item: Any, index: int, seat: int, state: DealState, action: str) -> Verdict | None:
    """The verdict in ``item`` if it judges ``action`` at ``index`` as the review would."""
    if not isinstance(item, dict) or set(item) != _VERDICT_KEYS:
        return None
    legal = set(state.legal_actions())
    if not (_same_int(item["index"], index) and _same_int(item["seat"], seat)):
        return None
    if item["played"] != action or item["best"] not in legal:
        return None
    values = item["values"]
    if not isinstance(values, dict) or not values or not set(values) <= legal:
        return None
    if not all(_number(v) for v in values.values()):
        return None
    loss, margin = item["loss"], item["margin"]
    if not (_number(loss, 0.0) and _number(margin, 0.0)):
        return None
    if item["label"] != label_for(max(0.0, loss - margin)):
        return None
    if item["reason"] not in REASONS and item["reason"] not in VERDICT_REASONS:
        return None
    if not isinstance(item["exact"], bool) or item["luck"] not in _LUCK:
        return None
    if item["open_best"] is not None and item["open_best"] not in legal:
        return None
    if item["open_loss"] is not None and not _number(item["open_loss"], 0.0):
        return None
    return Verdict(**item)


__all__ = ["DIGEST_KEY", "checked_review", "review_digest", "review_document"]
