"""The expert's search is anytime on the clock and exactly reproducible at fixed effort."""

import random
import time
from dataclasses import replace

import pytest

from sixtysix_qt.ai import make_player, native, search
from sixtysix_qt.ai.levels import LEVEL_PLANS
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import CLOSE_MOVE, DECLARE_MOVE


@pytest.fixture
def counted(monkeypatch):
    """Counts the worlds the search samples."""
    calls = []
    real = search.sample_world

    def sample_world(obs, rng):
        calls.append(1)
        return real(obs, rng)

    monkeypatch.setattr(search, "sample_world", sample_world)
    return calls


def _decision(preset="schnapsen", seed=2):
    state = new_deal(preset, seed=seed)
    obs = state.observation(state.to_move)
    assert len(obs["legal_actions"]) > 1
    return obs


def test_on_the_clock_the_expert_keeps_sampling_up_to_its_cap(monkeypatch, counted):
    plan = replace(LEVEL_PLANS["expert"], worlds=5, max_worlds=30, seconds=60.0)
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    make_player("expert", seed=1).choose(_decision())
    assert len(counted) == 30


def test_past_its_time_the_expert_still_finishes_its_floor_of_worlds(monkeypatch, counted):
    plan = replace(
        LEVEL_PLANS["expert"], seconds=0.0, hard_seconds=60.0, floor_worlds=12, max_worlds=1000
    )
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    make_player("expert", seed=1).choose(_decision())
    # twelve complete worlds; the thirteenth is sampled, then the clock stops it
    assert 12 <= len(counted) <= 13


def test_off_the_clock_the_expert_samples_its_fixed_worlds(monkeypatch, counted):
    plan = replace(LEVEL_PLANS["expert"], worlds=5, max_worlds=30, seconds=60.0)
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    make_player("expert", seed=1, time_limit=None).choose(_decision())
    assert len(counted) == 5
    counted.clear()
    make_player("expert", seed=1, effort=7).choose(_decision())
    assert len(counted) == 7


def test_the_deadline_ends_the_anytime_search(monkeypatch, counted):
    plan = replace(LEVEL_PLANS["expert"], max_worlds=10**6, seconds=60.0)
    monkeypatch.setitem(LEVEL_PLANS, "expert", plan)
    obs = _decision()
    action = make_player("expert", seed=1).choose(obs, deadline=time.monotonic() + 0.3)
    assert action in obs["legal_actions"]
    assert 0 < len(counted) < 10**6


@pytest.mark.parametrize("preset", ["schnapsen", "classic"])
def test_fixed_effort_gives_the_same_moves_every_time(preset):
    obs = _decision(preset, seed=4)
    first = make_player("expert", seed=9, effort=12).choose_with_reason(obs)
    assert make_player("expert", seed=9, effort=12).choose_with_reason(obs) == first
    assert first[0] in obs["legal_actions"]


def test_effort_must_be_a_positive_number_of_worlds():
    with pytest.raises(ValueError, match="effort"):
        make_player("expert", effort=0)


def _at_cards(preset: str, cards: int, seed: int = 3):
    """A deal played at random to a lead with ``cards`` in the hands and the talon."""
    rng = random.Random(seed)
    state = new_deal(preset, seed=seed)
    while sum(bin(h).count("1") for h in state.hands) + len(state.talon) > cards:
        moves = [m for m in state.legal_moves() if m not in (CLOSE_MOVE, DECLARE_MOVE)]
        state = state.apply_move(rng.choice(moves))
    assert not state.trick and state.result is None
    return state.observation(state.to_move)


@pytest.fixture
def solved(monkeypatch):
    """Counts the worlds the search solves whole."""
    calls = []

    class Counted(search.PostponedWorlds):
        def add(self, world):
            calls.append(1)
            super().add(world)

    monkeypatch.setattr(search, "PostponedWorlds", Counted)
    return calls


@pytest.mark.parametrize(("preset", "whole"), [("classic", 3), ("schnapsen", 0)])
def test_classic_solves_its_worlds_whole_from_eighteen_cards(solved, preset, whole):
    # classic's opening is four tricks long: from 18 cards its worlds are solved
    # whole; schnapsen's 18-card worlds are still rolled out (it gained nothing)
    make_player("expert", seed=1, effort=3).choose(_at_cards(preset, 18))
    assert len(solved) == whole


@pytest.mark.skipif(not native.COMPILED, reason="the C solver was not built")
def test_without_the_compiled_core_on_the_clock_classic_rolls_out_from_eighteen(
    monkeypatch, solved
):
    obs = _at_cards("classic", 18)
    make_player("expert", seed=1, time_limit=0.3).choose(obs)
    assert solved  # compiled: solved whole, as at fixed effort
    solved.clear()
    monkeypatch.setattr(native, "_native", None)
    monkeypatch.setattr(native, "COMPILED", False)
    # one pure-Python world of 18 cards takes seconds: on the clock it rolls out
    make_player("expert", seed=1, time_limit=0.3).choose(obs)
    assert not solved
