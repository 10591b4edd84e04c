"""The frozen November 2026 expert (a benchmark yardstick) still plays as that expert did.

``data/expert_2026_11.json`` holds self-play deals of ``expert`` recorded at
commit 08c3eee with the clock off; replaying them, the frozen opponent must
choose every recorded action itself (only the first decisions of the slow
three-hand deal are checked).
"""

import json
from pathlib import Path

import pytest

from benchmarks.opponents import OPPONENTS, FrozenExpert
from sixtysix_qt.ai import Player
from sixtysix_qt.engine import new_deal

GOLDEN = json.loads((Path(__file__).parent / "data" / "expert_2026_11.json").read_text())
CHECKED = {"schnapsen": 99, "classic": 99, "three-hand": 3}


@pytest.mark.parametrize("deal", GOLDEN["deals"], ids=lambda d: d["preset"])
def test_frozen_expert_repeats_the_recorded_moves(deal):
    state = new_deal(deal["preset"], seed=deal["seed"], dealer=deal["dealer"])
    players = [FrozenExpert(seed, time_limit=None) for seed in deal["player_seeds"]]
    left = CHECKED[deal["preset"]]
    checked = 0
    for seat, action, choice in deal["actions"]:
        assert state.to_move == seat
        obs = state.observation(seat)
        if choice and left:
            assert players[seat].choose(obs) == action, f"decision {checked} of {deal['preset']}"
            left -= 1
            checked += 1
        state = state.apply(action)
    assert checked >= 3


def test_frozen_expert_is_a_player_not_a_level():
    from sixtysix_qt.ai import LEVELS

    assert "expert_2026_11" not in LEVELS
    assert OPPONENTS["expert_2026_11"] is FrozenExpert
    assert isinstance(FrozenExpert(1), Player)


def test_fixed_effort_changes_the_worlds_and_stays_reproducible():
    state = new_deal("schnapsen", seed=3)
    obs = state.observation(state.to_move)
    a = [FrozenExpert(5, effort=8).choose_with_reason(obs) for _ in range(2)]
    assert a[0] == a[1] and a[0][0] in obs["legal_actions"]
