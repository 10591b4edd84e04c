"""The expert bids from simulated deals of the unseen cards, not from a point count."""

from dataclasses import replace

import pytest

from sixtysix_qt.ai import REASONS, make_player
from sixtysix_qt.ai.levels import LEVEL_PLANS
from sixtysix_qt.engine import new_deal

WEAK = ["9C", "9S", "9H", "9D", "JC", "JS"]
# four top clubs and two aces: leading clubs makes them trump and takes all six tricks
MOON = ["AC", "TC", "KC", "QC", "AS", "AH"]


def first_bidder_holding(hand):
    """A bidding deal (dealer 0) in which seat 1, first to bid, holds ``hand``."""
    rest = [c for c in new_deal("bidding", seed=1).deck_codes if c not in hand]
    deck = hand[:3] + rest[:9] + hand[3:] + rest[9:]  # packets of 3, seat 1 first
    state = new_deal("bidding", deck=deck, dealer=0)
    assert sorted(state.hand(1)) == sorted(hand)
    return state.observation(1)


@pytest.fixture
def forty_worlds(monkeypatch):
    monkeypatch.setitem(
        LEVEL_PLANS, "expert", replace(LEVEL_PLANS["expert"], worlds=40, seconds=10.0)
    )


@pytest.mark.slow
@pytest.mark.usefixtures("forty_worlds")
@pytest.mark.parametrize(
    ("hand", "expected"), [(WEAK, ("pass", "pass_weak")), (MOON, ("bid 5", "bid_strength"))]
)
def test_expert_bids_what_the_hand_makes(hand, expected):
    obs = first_bidder_holding(hand)
    assert make_player("expert", seed=3, time_limit=None).choose_with_reason(obs) == expected
    # the heuristic count of the lower levels bids 1 with both hands
    assert make_player("hard", seed=3).choose(obs) == "bid 1"


@pytest.mark.slow
def test_expert_auction_answers_with_a_legal_action_and_a_known_reason(monkeypatch):
    monkeypatch.setitem(
        LEVEL_PLANS, "expert", replace(LEVEL_PLANS["expert"], worlds=10, seconds=10.0)
    )
    for seed in range(3):
        state = new_deal("bidding", seed=seed, dealer=seed % 4)
        player = make_player("expert", seed=seed, time_limit=None)
        while state.phase == "bid" and not state.is_over:
            obs = state.observation(state.to_move)
            action, reason = player.choose_with_reason(obs)
            assert action in obs["legal_actions"] and reason in REASONS
            state = state.apply(action)
