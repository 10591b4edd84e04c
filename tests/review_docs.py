"""A cached review as the game stores it, for tests that put one in the archive.

The archive trusts a cached review only when it is wholly this deal's
(``review.cache_check``): a verdict for every decision of the seat, the
summary they add up to, and the deal's digest.  Tests that plant a mistake
fill in the rest of the deal's decisions as played well.
"""

from __future__ import annotations

from typing import Any

from sixtysix_qt.ai.verdict import (
    DEFAULT_SEED,
    DEFAULT_WORLDS,
    Review,
    Verdict,
    decisions,
    summarize,
)
from sixtysix_qt.engine import DealState
from sixtysix_qt.review.cache_check import review_document


def review_doc(final: DealState, seat: int, planted: dict[int, Verdict]) -> dict[str, Any]:
    """The stored review of ``seat`` in ``final``: ``planted`` verdicts by history index,
    every other decision judged good (its move the best, nothing lost)."""
    verdicts = [
        planted.get(index)
        or Verdict(
            index, seat, action, action, {action: 0.0}, 0.0, 0.0, "good", "played_best", False
        )
        for index, _state, action in decisions(final, seat)
    ]
    review = Review(seat, DEFAULT_WORLDS, DEFAULT_SEED, verdicts, summarize(verdicts))
    return review_document(review, final)
