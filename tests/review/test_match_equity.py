"""The match equity table: the dynamic programming checked against a naive fixed point,
and the shipped table's shape (symmetric, even at target-1 all, monotone)."""

from __future__ import annotations

import itertools

import pytest

from sixtysix_qt.engine.options import make_rules
from sixtysix_qt.review.match_equity import (
    CARRY_CAP,
    MATCH_PRESETS,
    EquityTable,
    deal_values,
    distribution,
    equity,
    equity_table,
)
from sixtysix_qt.review.match_record import MatchRecord

#: a made-up dealer's distribution with ties, lopsided so a mistake in the dealer shows
SKEWED = {3: 0.1, 2: 0.15, 1: 0.2, 0: 0.05, -1: 0.25, -2: 0.15, -3: 0.1}


def naive(dist: dict[int, float], target: int, to_winner: bool) -> dict[tuple, float]:
    """The same chances by value iteration over every state, no ordering cleverness."""
    states = list(
        itertools.product(range(target), range(target), (True, False), range(CARRY_CAP + 1))
    )
    values = dict.fromkeys(states, 0.5)

    def get(m: int, t: int, d: bool, c: int) -> float:
        if m >= target:
            return 1.0
        if t >= target:
            return 0.0
        return values[m, t, d, min(c, CARRY_CAP)]

    for _ in range(200):
        new = {}
        for m, t, d, c in states:
            total = 0.0
            for k, p in dist.items():
                net = k if d else -k
                if net == 0:
                    total += p * get(m, t, not d, c + 1)
                elif net > 0:
                    total += p * get(m + net + c, t, True if to_winner else not d, 0)
                else:
                    total += p * get(m, t - net + c, False if to_winner else not d, 0)
            new[m, t, d, c] = total
        values = new
    return values


@pytest.mark.parametrize("to_winner", [False, True])
def test_the_dynamic_programming_matches_a_naive_fixed_point(to_winner: bool) -> None:
    table = EquityTable(SKEWED, 4, to_winner)
    for (m, t, d, c), v in naive(SKEWED, 4, to_winner).items():
        assert table.chance(m, t, d, c) == pytest.approx(v, abs=1e-9)


def test_one_deal_to_go_for_both_is_the_dealers_chance_of_the_deal() -> None:
    table = EquityTable(SKEWED, 7, False)
    win = sum(p for k, p in SKEWED.items() if k > 0)
    loss = sum(p for k, p in SKEWED.items() if k < 0)
    tie = SKEWED[0]
    # a tie passes the deal on: the other side deals the deal that decides, then again this one
    assert table.chance(6, 6, True) == pytest.approx((win + tie * loss) / (1 - tie * tie))


@pytest.mark.parametrize("preset", MATCH_PRESETS)
@pytest.mark.parametrize("target", [7, 11])
def test_the_shipped_table_is_a_table_of_chances(preset: str, target: int) -> None:
    table = equity_table(preset, target)
    assert table is not None
    for m, t, c in itertools.product(range(target), range(target), range(CARRY_CAP + 1)):
        for d in (True, False):
            # what one side wins the other loses
            assert table.chance(m, t, d, c) + table.chance(t, m, not d, c) == pytest.approx(1)
            # more points never hurt, the other's more never help
            assert table.chance(m + 1, t, d, c) >= table.chance(m, t, d, c) - 1e-12
            assert table.chance(m, t + 1, d, c) <= table.chance(m, t, d, c) + 1e-12
    # the serve alternating, a deal each to go is an even match
    both = table.chance(target - 1, target - 1, True) + table.chance(target - 1, target - 1, False)
    assert both / 2 == pytest.approx(0.5)
    # the dealer's chance of one deal: measured (the first lead is worth something), near even
    assert 0.3 < table.chance(target - 1, target - 1, True) < 0.7
    assert 0.4 < table.chance(0, 0, True) < 0.6


def test_a_deals_values_at_six_five_make_every_win_the_match() -> None:
    options = make_rules("classic").options
    match = MatchRecord((6, 5), 7, dealer=1)
    values = deal_values("classic", options, match, side=0)
    assert values is not None
    before = equity("classic", options, match, 0)
    assert values[1] == values[2] == values[3] == pytest.approx(1 - before)
    # two or three to the other lose the match, one leaves it at 6:6
    assert values[-3] == values[-2] == pytest.approx(-before)
    assert values[-2] < values[-1] < 0 < values[1]


def test_the_deal_minded_presets_have_no_table() -> None:
    for preset in ("three-hand", "four-hand", "bidding"):
        assert distribution(preset) is None
        options = make_rules(preset).options
        assert deal_values(preset, options, MatchRecord((0, 0), 7, 0), 0) is None
