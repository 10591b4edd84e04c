"""The engine refuses odd inputs with its own errors instead of Python's or silence."""

from __future__ import annotations

import pytest

from sixtysix_qt.engine import Match, OptionError, new_deal


@pytest.mark.parametrize("preset", [["classic"], {"classic": 1}, {"classic"}])
def test_an_unhashable_preset_is_an_option_error(preset) -> None:
    with pytest.raises(OptionError, match="unknown preset"):
        new_deal(preset, seed=1)
    with pytest.raises(OptionError, match="unknown preset"):
        Match(preset)


@pytest.mark.parametrize("seed", ["abc", 1.5, [1], True, b"1"])
def test_a_seed_must_be_a_whole_number(seed) -> None:
    with pytest.raises(ValueError, match="whole number"):
        new_deal("classic", seed=seed)
    with pytest.raises(ValueError, match="whole number"):
        Match("classic", seed=seed)


def test_a_seed_together_with_a_deck_is_refused() -> None:
    deck = new_deal("classic", seed=4).deck_codes
    assert new_deal("classic", deck=deck).deck_codes == deck
    with pytest.raises(ValueError, match="not both"):
        new_deal("classic", seed=4, deck=deck)


def test_big_and_negative_whole_seeds_still_work() -> None:
    assert new_deal("classic", seed=-5).deck_codes == new_deal("classic", seed=-5).deck_codes
    assert Match("classic", seed=10**28).seed == 10**28
