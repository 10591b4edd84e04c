"""``options_for``: the options a preset names are the ones that can change its play or score."""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS, new_deal, options_for

OTHER = {"false_claim": "two", "game_target": 3}


def _flipped(name: str):
    default = OPTION_DEFAULTS[name]
    return (not default) if isinstance(default, bool) else OTHER[name]


def _playthrough(preset: str, seed: int, **options) -> list:
    """Every legal set and the result of a random deal (the same choices by index)."""
    rng = random.Random(seed)
    s = new_deal(preset, seed=seed, dealer=0, **options)
    seen = []
    while not s.is_over:
        legal = s.legal_actions()
        seen.append(tuple(legal))
        s = s.apply(legal[rng.randrange(len(legal))])
    seen.append(s.result)
    return seen


@pytest.mark.parametrize("preset", PRESETS)
def test_an_option_left_out_changes_nothing(preset):
    idle = [name for name in OPTION_DEFAULTS if name not in options_for(preset)]
    for name in idle:
        for seed in range(25):
            assert _playthrough(preset, seed) == _playthrough(
                preset, seed, **{name: _flipped(name)}
            ), f"{name} changes {preset} (seed {seed})"


def test_what_each_preset_leaves_out():
    assert options_for("classic") == tuple(OPTION_DEFAULTS)
    bidding = set(OPTION_DEFAULTS) - set(options_for("bidding"))
    assert bidding == {
        "marriage_after_talon",
        "auto_declare",
        "false_claim",
        "historical_closing",
        "historical_scoring",
    }
    assert set(OPTION_DEFAULTS) - set(options_for("four-hand")) == {"historical_closing"}
    assert "auto_declare" in options_for("four-hand")  # the claim there is 101
