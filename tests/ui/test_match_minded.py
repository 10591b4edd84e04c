"""The computer and the hints are told what the deal is worth in the match."""

from __future__ import annotations

import pytest

from sixtysix_qt.ai.common import decode
from sixtysix_qt.ai.deal_values import OBSERVATION_KEY, from_observation
from sixtysix_qt.ai.levels import LEVEL_PLANS
from sixtysix_qt.ai.search import deal_values_of
from sixtysix_qt.engine import Match
from sixtysix_qt.ui.play.match_minded import match_context, observation_in_match


def _at(preset: str, scores: list[int], **options) -> Match:
    match = Match(preset, seed=5, first_dealer=1, **options)
    match.scores = list(scores)
    return match


def test_at_six_five_every_win_is_worth_the_match() -> None:
    match = _at("classic", [6, 5])
    context = match_context(match)
    assert context is not None and context.scores == (6, 5) and context.dealer == 1
    table = from_observation(observation_in_match(match, 0))
    assert table is not None
    assert table.of(1) == table.of(3) > 0 > table.of(-1) > table.of(-2) == table.of(-3)
    # the other seat sees the same deal from its side: its every loss ends the match
    theirs = from_observation(observation_in_match(match, 1))
    assert theirs.of(-1) == pytest.approx(-table.of(1))


def test_deal_minded_presets_and_lower_levels_get_game_points() -> None:
    assert OBSERVATION_KEY not in observation_in_match(_at("four-hand", [6, 5]), 0)
    assert OBSERVATION_KEY not in observation_in_match(_at("three-hand", [6, 5, 1]), 0)
    info = decode(observation_in_match(_at("schnapsen", [2, 6]), 0))
    assert deal_values_of(info, LEVEL_PLANS["expert"]) is not None
    assert deal_values_of(info, LEVEL_PLANS["hard"]) is None
