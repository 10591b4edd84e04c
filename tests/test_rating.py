"""The player's rating (Glicko-1 against the levels' measured ratings)."""

from __future__ import annotations

import pytest

from sixtysix_qt.rating import LEVEL_RATINGS, MIN_RD, Rating, deal_score, expected, update


def test_levels_are_ordered_weakest_first() -> None:
    values = [LEVEL_RATINGS[lv] for lv in ("easy", "medium", "hard", "expert")]
    assert values == sorted(values)


def test_a_win_raises_a_loss_lowers_and_the_deviation_shrinks() -> None:
    start = Rating()
    win, loss = update(start, "hard", 1.0), update(start, "hard", 0.0)
    assert loss.value < start.value < win.value
    assert win.rd < start.rd and loss.rd == pytest.approx(win.rd)
    beat_easy, beat_expert = update(start, "easy", 1.0), update(start, "expert", 1.0)
    assert beat_expert.value - start.value > beat_easy.value - start.value
    assert update(start, "no-such-level", 1.0) == start


def test_many_results_settle_near_the_level_they_match() -> None:
    r = Rating()
    for i in range(400):  # even against medium: the rating settles near medium's
        r = update(r, "medium", float(i % 2))
    assert r.value == pytest.approx(LEVEL_RATINGS["medium"], abs=25)
    assert r.rd == MIN_RD
    low, high = r.low_high()
    assert low < r.value < high and high - low == pytest.approx(2 * 1.96 * MIN_RD)


def test_expected_score_and_deal_score() -> None:
    assert expected(Rating(1500, 50), 1500) == pytest.approx(0.5)
    assert expected(Rating(1700, 50), 1500) > 0.7
    assert deal_score(0, 0) == 1.0 and deal_score(1, 0) == 0.0 and deal_score(None, 0) is None
