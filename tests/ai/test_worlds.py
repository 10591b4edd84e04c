"""Worlds rebuilt from an observation behave exactly like the real deal."""

import random

import pytest

from sixtysix_qt.ai.worlds import determinize, sample_hidden, sample_world
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import SUIT_MASKS, code

from .helpers import random_position

PRESETS = ["classic", "schnapsen", "three-hand", "four-hand", "bidding"]


def _true_hidden(state, seat):
    hands = {s: state.hand(s) for s in range(state.num_players) if s != seat}
    return hands, [code(c) for c in state.talon]


def _same_view(a, b, seat):
    """Equal observations for ``seat``; for the others, all but which cards they were shown."""
    for s in range(a.num_players):
        oa, ob = a.observation(s), b.observation(s)
        if s != seat:
            oa.pop("known_cards")
            ob.pop("known_cards")
        assert oa == ob, (s, [k for k in oa if oa[k] != ob[k]])


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
def test_determinize_with_the_true_cards_has_the_same_future(preset):
    checked = 0
    for seed in range(40):
        options = {"auto_declare": False} if seed % 3 == 0 else {}
        state = random_position(preset, seed, random.Random(seed).randrange(40), **options)
        if state is None:
            continue
        seat = random.Random(seed + 1).randrange(state.num_players)
        world = determinize(state.observation(seat), *_true_hidden(state, seat))
        assert world.hands == state.hands and world.talon == state.talon
        for playout in range(3):
            rng = random.Random(seed * 10 + playout)
            a, b = state, world
            while True:
                _same_view(a, b, seat)
                assert a.legal_moves() == b.legal_moves()
                assert a.result == b.result
                if a.is_over:
                    break
                move = rng.choice(a.legal_moves())
                a, b = a.apply_move(move), b.apply_move(move)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("preset", PRESETS)
def test_sampled_worlds_look_the_same_to_the_seat(preset):
    for seed in range(30):
        state = random_position(preset, seed, random.Random(seed).randrange(40))
        if state is None:
            continue
        seat = state.to_move
        obs = state.observation(seat)
        rng = random.Random(seed)
        for _ in range(4):
            world = sample_world(obs, rng)
            assert world.observation(seat) == obs
            # the world is a complete, playable deal: every card exactly once
            cards = [c for h in world.hands for c in range(64) if h >> c & 1]
            cards += list(world.talon[:-1] if world.talon else [])
            cards += [c for c in range(64) if any(w >> c & 1 for w in world.won)]
            cards += [c for _s, c in world.trick]
            assert len(cards) == len(set(cards)) == len(world.deck) - (1 if world.talon else 0)


def test_sampling_is_reproducible_with_the_same_generator():
    state = random_position("classic", 5, 6)
    obs = state.observation(state.to_move)
    a = sample_hidden(obs, random.Random(1))
    b = sample_hidden(obs, random.Random(1))
    assert a == b


def test_known_cards_stay_with_their_owner():
    # seat 1 announces the marriage of spades leading the queen: seat 0 knows the king
    deck = "QS KS 9C JC TD AH 9S 9H 9D JH QH KH TS AS QC KC AC TC JS QD KD AD JD TH".split()
    state = new_deal("classic", deck=deck, dealer=0)
    assert {"QS", "KS"} <= set(state.hand(1))
    state = state.apply("marry QS")
    obs = state.observation(0)
    assert obs["known_cards"] == {"1": ["KS"]}
    for seed in range(50):
        world = sample_world(obs, random.Random(seed))
        assert "KS" in world.hand(1)


def test_a_seat_that_did_not_follow_suit_is_void_in_it():
    # closed talon, seat 1 leads a heart, seat 0 answers with a club: seat 0 has no hearts
    seen = 0
    for seed in range(400):
        state = random_position("classic", seed, 2, close_rate=0.0)
        if state is None or state.trick or "close" not in state.legal_actions():
            continue
        state = state.apply("close")
        leader = state.to_move
        follower = 1 - leader
        for move in state.legal_moves():
            if move >> 6:
                continue
            after = state.apply_move(move)
            led = (move & 63) >> 3 & 3
            if after.hands[follower] & SUIT_MASKS[led]:
                continue  # the follower can follow: nothing to infer
            reply = after.legal_moves()[0]
            after = after.apply_move(reply)
            obs = after.observation(leader)
            for k in range(20):
                world = sample_world(obs, random.Random(k))
                assert not world.hands[follower] & SUIT_MASKS[led]
                if ((reply & 63) >> 3) & 3 != state.tsuit:  # did not trump: holds none
                    assert not world.hands[follower] & SUIT_MASKS[state.tsuit]
            seen += 1
            break
        if seen >= 5:
            break
    assert seen >= 5
