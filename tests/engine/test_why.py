"""``why_not``: a reason exactly when no move of that kind is legal, and the right one."""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.engine import PRESETS, Action, Kind, new_deal
from sixtysix_qt.engine.why import REASONS, why_not

KINDS = (Kind.EXCHANGE, Kind.CLOSE, Kind.MARRY, Kind.DECLARE)


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("auto", [True, False])
def test_a_reason_exactly_when_the_kind_is_not_legal(preset, auto):
    for seed in range(30):
        rng = random.Random(seed)
        s = new_deal(preset, seed=seed, dealer=seed % 2, auto_declare=auto)
        while not s.is_over:
            legal = {Action.parse(a).kind for a in s.legal_actions()}
            for seat in range(s.num_players):
                for kind in KINDS:
                    reason = why_not(s, seat, kind)
                    if seat == s.to_move:
                        assert (reason is None) == (kind in legal), (kind, reason)
                        assert reason != "not_now", (preset, seed, kind, s.actions)
                    else:
                        assert reason == "not_your_turn"
                    assert reason is None or reason in REASONS
            s = s.apply(rng.choice(s.legal_actions()))
        assert why_not(s, 0, Kind.CLOSE) == "deal_over"


def test_the_exchange_waits_for_the_first_trick():
    for seed in range(200):
        s = new_deal("classic", seed=seed, dealer=1)
        nine = "9" + s.trump_card[1]
        if nine in s.hand(0) and s.trump_card != nine:
            assert why_not(s, 0, Kind.EXCHANGE) == "first_trick"
            assert why_not(s, 0, Kind.CLOSE) is None
            return
    raise AssertionError("no deal with the trump nine in hand")
