"""A cached review names the open-card reach of the build that made it.

Without the compiled core the review solves the real deal with every card
open from fewer cards (``ai.open_cards.open_reach``), so its open-card lines
differ: such a review is not the compiled build's, and the compiled build's
digests stay those its cached reviews were stored with.
"""

from __future__ import annotations

import json

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.review.cache_check import checked_review, review_digest
from sixtysix_qt.review.judge import DEFAULT_SEED, DEFAULT_WORLDS
from tests.review_docs import review_doc

#: the digest of ``_finished()`` for seat 0, 40 worlds, seed 1 as the builds before the
#: reach was recorded stored it: a compiled build's cached review must keep it
COMPILED_DIGEST = "81d06d0cd79c00ef1b8891ea4e8497c9cb31c70e46f9a96c0927ce1fb29dcfe4"


def _finished() -> DealState:
    """A schnapsen deal played out by the first legal move each time."""
    state = new_deal("schnapsen", seed=7)
    while state.result is None:
        state = state.apply_move(state.legal_moves()[0])
    return state


def _cached(final: DealState) -> dict:
    """A review of seat 0 as a file keeps it (digest included), through JSON."""
    return json.loads(json.dumps(review_doc(final, 0, {})))


def test_a_review_cached_by_a_build_without_the_core_is_not_the_compiled_builds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    final = _finished()
    monkeypatch.setattr(native, "COMPILED", False)
    pure = _cached(final)
    assert checked_review(pure, final, 0, DEFAULT_WORLDS, DEFAULT_SEED) is not None
    monkeypatch.setattr(native, "COMPILED", True)
    assert checked_review(pure, final, 0, DEFAULT_WORLDS, DEFAULT_SEED) is None
    compiled = _cached(final)
    assert checked_review(compiled, final, 0, DEFAULT_WORLDS, DEFAULT_SEED) is not None
    monkeypatch.setattr(native, "COMPILED", False)
    assert checked_review(compiled, final, 0, DEFAULT_WORLDS, DEFAULT_SEED) is None


def test_the_compiled_builds_digest_is_the_one_its_cached_reviews_were_stored_with(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(native, "COMPILED", True)
    assert review_digest(_finished(), 0, 40, 1) == COMPILED_DIGEST
