"""A cached review as the game stores it, for tests that put one in the archive.

The archive trusts a cached review only when it is wholly this deal's
(``review.cache_check``): a verdict for every decision of the seat, the
summary they add up to, and the deal's digest.  Tests that plant a mistake
fill in the rest of the deal's decisions as played well.
"""

from __future__ import annotations

from typing import Any

from sixtysix_qt.engine import DealState
from sixtysix_qt.review.cache_check import review_document
from sixtysix_qt.review.judge import (
    DEFAULT_SEED,
    DEFAULT_WORLDS,
    Review,
    Verdict,
    decisions,
    summarize,
)


def verdict(
    index: int,
    played: str,
    best: str,
    loss: float,
    label: str,
    losses: dict[str, float] | None = None,
    seat: int = 0,
    **more: Any,
) -> Verdict:
    """A verdict as the judge writes one: ``losses`` (each judged move's loss against
    the best; by default the best's 0 and the played one's ``loss``) become its
    alternatives, best first; ``more`` sets any other field."""
    losses = losses or {best: 0.0, played: loss}
    ranked = sorted(losses, key=lambda a: (losses[a], a != best, a))
    fields = {
        "margin": 0.0,
        "uncertain": False,
        "reason": ["take_trick", 0],
        "exact": False,
        "worlds": DEFAULT_WORLDS,
        "alternatives": [[a, losses[a], 0.0] for a in ranked],
        **more,
    }
    return Verdict(
        index=index, seat=seat, played=played, best=best, loss=loss, label=label, **fields
    )


def review_doc(final: DealState, seat: int, planted: dict[int, Verdict]) -> dict[str, Any]:
    """The stored review of ``seat`` in ``final``: ``planted`` verdicts by history index,
    every other decision judged good (its move the best, nothing lost)."""
    verdicts = [
        planted.get(index) or verdict(index, action, action, 0.0, "good", seat=seat)
        for index, _state, action in decisions(final, seat)
    ]
    review = Review(seat, DEFAULT_WORLDS, DEFAULT_SEED, verdicts, summarize(verdicts))
    return review_document(review, final)
