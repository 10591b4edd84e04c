"""Play on from a review position: the real deal, or the hidden cards dealt again."""

from __future__ import annotations

import pytest

from sixtysix_qt.engine import dumps, loads
from sixtysix_qt.review.playon import position, redealt
from tests.deals import played_out


def test_position_replays_the_first_actions() -> None:
    final = played_out("classic", 1)
    assert position(final, 0).actions == []
    assert position(final, 5).actions == final.actions[:5]
    assert position(final, len(final.history)) == final
    with pytest.raises(ValueError):
        position(final, len(final.history) + 1)


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
def test_redealt_keeps_what_the_player_knew(preset: str) -> None:
    changed = 0
    for seed in range(6):
        final = played_out(preset, seed)
        for index in (0, len(final.history) // 3, len(final.history) // 2):
            real = position(final, index)
            if real.is_over:
                continue
            again = redealt(real, 0, seed=seed)
            assert again.observation(0) == real.observation(0)
            assert again.actions == real.actions and again.hand(0) == real.hand(0)
            assert loads(dumps(again)) == again  # a real pack order: it saves and replays
            changed += any(again.hand(s) != real.hand(s) for s in range(1, real.num_players))
    assert changed > 0


def test_redealt_refuses_a_finished_deal() -> None:
    with pytest.raises(ValueError):
        redealt(played_out("classic", 2), 0)
