""" "Biggest mistake" names only a move the review rates a mistake (issue 51 point 9): the
review once said "Biggest mistake: A♣ (decision 1)" while its list said "1. A♣: good (0.31)"."""

from __future__ import annotations

from types import SimpleNamespace

from sixtysix_qt.review.judge import summarize


def _v(loss: float, label: str) -> SimpleNamespace:
    return SimpleNamespace(loss=loss, label=label)


def test_a_move_rated_good_is_never_the_biggest_mistake():
    assert summarize([_v(0.31, "good"), _v(0.05, "good")]).biggest is None
    assert summarize([_v(0.31, "good"), _v(0.2, "inaccuracy")]).biggest == 1
    assert summarize([_v(0.9, "mistake"), _v(2.3, "blunder")]).biggest == 1
