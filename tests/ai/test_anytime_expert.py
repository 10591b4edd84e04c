"""The expert's search is anytime on the clock and exactly reproducible at fixed effort."""

import time
from dataclasses import replace

import pytest

from sixtysix_qt.ai import make_player
from sixtysix_qt.ai.levels import LEVEL_PLANS
from sixtysix_qt.engine import new_deal


def _decision(preset="schnapsen", seed=2):
    state = new_deal(preset, seed=seed)
    obs = state.observation(state.to_move)
    assert len(obs["legal_actions"]) > 1
    return obs


@pytest.mark.slow
def test_on_the_clock_the_expert_keeps_sampling_up_to_its_cap(monkeypatch, counted):
    plan = replace(LEVEL_PLANS["expert"], worlds=5, max_worlds=30, seconds=60.0)
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    make_player("expert", seed=1).choose(_decision())
    assert len(counted) == 30


@pytest.mark.slow
def test_past_its_time_the_expert_still_finishes_its_floor_of_worlds(monkeypatch, counted):
    plan = replace(
        LEVEL_PLANS["expert"],
        seconds=0.0,
        stretch_seconds=60.0,
        stretch_until_worlds=12,
        max_worlds=1000,
    )
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    make_player("expert", seed=1).choose(_decision())
    # twelve complete worlds; the thirteenth is sampled, then the clock stops it
    assert 12 <= len(counted) <= 13


@pytest.mark.slow
def test_off_the_clock_the_expert_samples_its_fixed_worlds(monkeypatch, counted):
    plan = replace(LEVEL_PLANS["expert"], worlds=5, max_worlds=30, seconds=60.0)
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    make_player("expert", seed=1, time_limit=None).choose(_decision())
    assert len(counted) == 5
    counted.clear()
    make_player("expert", seed=1, effort=7).choose(_decision())
    assert len(counted) == 7


@pytest.mark.slow
def test_the_deadline_ends_the_anytime_search(monkeypatch, counted):
    plan = replace(LEVEL_PLANS["expert"], max_worlds=10**6, seconds=60.0)
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    obs = _decision()
    action = make_player("expert", seed=1).choose(obs, deadline=time.monotonic() + 0.3)
    assert action in obs["legal_actions"]
    assert 0 < len(counted) < 10**6


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["schnapsen", "classic"])
def test_fixed_effort_gives_the_same_moves_every_time(preset):
    obs = _decision(preset, seed=4)
    first = make_player("expert", seed=9, effort=12).choose_with_reason(obs)
    assert make_player("expert", seed=9, effort=12).choose_with_reason(obs) == first
    assert first[0] in obs["legal_actions"]


def test_effort_must_be_a_positive_number_of_worlds():
    with pytest.raises(ValueError, match="effort"):
        make_player("expert", effort=0)
