"""The player's rating (Glicko-1 against the levels' measured ratings)."""

from __future__ import annotations

import pytest

from sixtysix_qt.rating import (
    DAYS_TO_FORGET,
    LEVEL_RATINGS,
    MAX_RD,
    MIN_RD,
    START_RD,
    Rating,
    aged,
    deal_score,
    expected,
    update,
)


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


def test_a_65_to_65_tie_scores_one_half() -> None:
    """coach-4 defect 6: the docstring said a tie counts one half, but it was not rated."""
    assert deal_score(None, 0, tied=True) == 0.5 and deal_score(None, 1, tied=True) == 0.5
    tie = update(Rating(1400, 100), "medium", deal_score(None, 0, tied=True))
    assert tie.value == pytest.approx(1400, abs=0.5) and tie.rd < 100


def test_the_deviation_grows_back_with_the_days_away() -> None:
    """coach-4 defect 6: a player back after months was shown as sure as the day they left."""
    settled = Rating(1600, MIN_RD)
    assert aged(settled, 0.9) == settled  # the same day: nothing changes
    month, year = aged(settled, 30), aged(settled, DAYS_TO_FORGET)
    assert MIN_RD < month.rd < year.rd and month.value == year.value == 1600
    assert year.rd == pytest.approx(START_RD)
    assert aged(settled, 10 * DAYS_TO_FORGET).rd == MAX_RD
    assert aged(settled, float("nan")) == settled and aged(settled, -5) == settled
    # back at the table, the first result moves the figure more than it would have
    assert update(month, "medium", 1.0).value - 1600 > update(settled, "medium", 1.0).value - 1600
