"""Every level plays legal moves in every preset and with every rule option."""

import threading
import time

import pytest

from sixtysix_qt.ai import LEVELS, REASONS, hint, make_player, search
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


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
@pytest.mark.parametrize("options", [{}, ODD_OPTIONS], ids=["default", "odd"])
def test_every_level_finishes_deals_legally(preset, options):
    for deal in range(2):
        state = new_deal(preset, seed=deal, dealer=deal % 2, **options)
        players = [
            make_player(LEVELS[(s + deal) % 4], seed=s, time_limit=0.03)
            for s in range(state.num_players)
        ]
        while not state.is_over:
            obs = state.observation(state.to_move)
            action = players[state.to_move].choose(obs)
            assert action in obs["legal_actions"]
            state = state.apply(action)
        assert state.result["reason"]


@pytest.mark.slow
def test_hint_gives_a_legal_move_and_a_documented_reason():
    state = new_deal("classic", seed=3)
    for _ in range(8):
        obs = state.observation(state.to_move)
        action, reason = hint(obs, deadline=time.monotonic() + 0.1)
        assert action in obs["legal_actions"]
        assert reason in REASONS
        state = state.apply(action)


def test_unknown_level_is_an_error_naming_the_levels():
    with pytest.raises(ValueError, match="easy"):
        make_player("grandmaster")


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_cancel_and_deadline_return_a_legal_move_at_once(level, counted):
    state = new_deal("classic", seed=9)
    obs = state.observation(state.to_move)
    assert make_player(level, seed=1, effort=3).choose(obs) in obs["legal_actions"]
    assert len(counted) == 3  # a decision the level searches
    player = make_player(level, seed=1)
    stop = threading.Event()
    stop.set()
    for kwargs in ({"cancel": stop}, {"cancel": lambda: True}, {"deadline": time.monotonic()}):
        counted.clear()
        assert player.choose(obs, **kwargs) in obs["legal_actions"]
        assert len(counted) <= 1, kwargs  # one world drawn, none searched


CANCELLED_AT = 3
"""The world during which the other thread cancels the search."""


def test_thinking_can_be_cancelled_from_another_thread(monkeypatch):
    state = new_deal("classic", seed=4)
    obs = state.observation(state.to_move)
    player = make_player("expert", seed=2, time_limit=None)  # 320 worlds unless cancelled
    stop, reached = threading.Event(), threading.Event()
    drawn = []
    real = search.sample_world

    def sample_world(observed, rng):
        drawn.append(1)
        if len(drawn) == CANCELLED_AT:
            reached.set()
            stop.wait(30)  # hang guard: the main thread sets it at once
        return real(observed, rng)

    monkeypatch.setattr(search, "sample_world", sample_world)
    out = []
    worker = threading.Thread(target=lambda: out.append(player.choose(obs, cancel=stop)))
    worker.start()
    assert reached.wait(30)  # hang guard, not a speed target
    stop.set()
    worker.join(30)  # hang guard: it ends within a world once cancelled
    assert not worker.is_alive()
    assert len(drawn) == CANCELLED_AT  # no world drawn after the cancel
    assert out[0] in obs["legal_actions"]


@pytest.mark.slow
def test_every_reason_id_is_documented():
    seen = set()
    for preset in ("classic", "schnapsen", "three-hand", "four-hand", "bidding"):
        for deal in range(15):
            state = new_deal(preset, seed=deal, dealer=deal % 2)
            players = [make_player(("easy", "medium")[s % 2], seed=s) for s in range(4)]
            while not state.is_over:
                obs = state.observation(state.to_move)
                action, reason = players[state.to_move].choose_with_reason(obs)
                seen.add(reason)
                state = state.apply(action)
    assert seen <= set(REASONS)
    assert {"endgame_solved", "announce_marriage", "throw_low"} <= seen


def test_medium_plays_a_solver_best_move_once_the_talon_is_exhausted():
    from sixtysix_qt.ai import native
    from sixtysix_qt.engine.moves import parse_move

    from .helpers import endgame

    checked = 0
    for seed in range(60):
        state = endgame("classic", seed, 12, close_rate=0.0)
        if state is None or state.talon:
            continue
        seat = state.to_move
        values = native.world_values(state, seat, native.legal_moves(state))
        action, reason = make_player("medium", seed=1).choose_with_reason(state.observation(seat))
        if len(values) > 1:
            assert reason == "endgame_solved"
        assert values[parse_move(action)] == max(values.values())
        checked += 1
    assert checked >= 20


def test_every_level_is_a_player_and_a_stand_in_satisfies_the_protocol():
    from sixtysix_qt.ai import Player, cancelled

    assert all(isinstance(make_player(level, seed=1), Player) for level in LEVELS)

    class FirstLegal:
        def choose(self, observation, deadline=None, cancel=None):
            return observation["legal_actions"][0]

        def choose_with_reason(self, observation, deadline=None, cancel=None):
            return self.choose(observation), "only_move"

    assert isinstance(FirstLegal(), Player) and not isinstance(object(), Player)
    stop = threading.Event()
    assert not cancelled(stop) and not cancelled(None) and cancelled(lambda: True)
    stop.set()
    assert cancelled(stop)
