"""Every level plays legal moves in every preset and with every rule option."""

import pytest

from sixtysix_qt.ai import LEVELS, REASONS, hint, make_player
from sixtysix_qt.engine import new_deal

ODD_OPTIONS = dict(
    strict_must_head=False,
    marriage_lead_queen_only=True,
    marriage_needs_trick=True,
    marriage_after_talon=False,
    historical_closing=True,
    historical_scoring=True,
    false_claim="two",
    auto_declare=False,
)


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
@pytest.mark.parametrize("options", [{}, ODD_OPTIONS], ids=["default", "odd"])
def test_every_level_finishes_deals_legally(preset, options):
    for deal in range(2):
        state = new_deal(preset, seed=deal, dealer=deal % 2, **options)
        players = [make_player(LEVELS[(s + deal) % 4], seed=s) for s in range(state.num_players)]
        while not state.is_over:
            obs = state.observation(state.to_move)
            action = players[state.to_move].choose(obs)
            assert action in obs["legal_actions"]
            state = state.apply(action)
        assert state.result["reason"]


def test_hint_gives_a_legal_move_and_a_documented_reason():
    state = new_deal("classic", seed=3)
    for _ in range(8):
        obs = state.observation(state.to_move)
        action, reason = hint(obs)
        assert action in obs["legal_actions"]
        assert reason in REASONS
        state = state.apply(action)


def test_unknown_level_is_an_error_naming_the_levels():
    with pytest.raises(ValueError, match="easy"):
        make_player("grandmaster")
