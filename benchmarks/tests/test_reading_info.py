"""benchmarks/reading_info.py measures what it says: its hand model is a
proper conditional Bernoulli draw, equal to the expert's uniform draw when
it has learned nothing, it finds a planted signal, and it reads only the
opponent's plays from the mover's observation."""

import math
import random

import pytest

from benchmarks.research import reading_info as ri
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import SUITS, bits
from sixtysix_qt.engine.moves import PLAY, move_text


def test_equal_weights_give_every_card_the_same_chance():
    assert ri.inclusion([1.0] * 8, 3) == pytest.approx([3 / 8] * 8)


def test_the_chances_of_a_hand_of_k_cards_add_up_to_k():
    rng = random.Random(4)
    weights = [rng.uniform(0.1, 5) for _ in range(9)]
    assert sum(ri.inclusion(weights, 4)) == pytest.approx(4)


def _synthetic(rng, n, signal):
    """Samples of 10 candidates, 4 held; held cards show event 0 with ``signal`` more chance."""
    samples = []
    for _ in range(n):
        held = [1] * 4 + [0] * 6
        rng.shuffle(held)
        rows = []
        for h in held:
            row = [0.0] * ri.FEATURES
            row[32] = 1.0 if rng.random() < 0.3 + signal * h else 0.0
            rows.append(row)
        samples.append((rows, held, 4))
    return samples


def test_a_model_that_learned_nothing_is_the_uniform_draw():
    samples = _synthetic(random.Random(1), 30, 0.0)
    zero = [0.0] * ri.FEATURES
    assert ri.log_likelihood(zero, samples) == pytest.approx(ri.uniform_log_likelihood(samples))
    assert ri.uniform_log_likelihood(samples) == pytest.approx(-math.log(math.comb(10, 4)))


def test_the_fit_finds_a_planted_signal_and_it_holds_on_new_samples():
    rng = random.Random(2)
    train, test = _synthetic(rng, 150, 0.5), _synthetic(rng, 150, 0.5)
    theta = ri.fit(train, epochs=60)
    assert theta[32] > 0.5
    assert ri.log_likelihood(theta, test) > ri.uniform_log_likelihood(test) + 0.1


def _first_trick():
    state = new_deal("schnapsen", seed=11, dealer=0)
    leader = state.to_move
    moves = []
    for _ in range(2):
        move = next(m for m in state.legal_moves() if m >> 6 == PLAY)
        moves.append(move & 63)
        state = state.apply(move_text(move))
    return state, leader, moves


def test_the_events_are_the_opponents_plays_seen_from_each_seat():
    state, leader, (lead, follow) = _first_trick()
    trump = SUITS.index(state.trump_suit)
    seen_by_leader = ri.opponent_events(state.observation(leader))
    assert seen_by_leader == [("follow", follow, lead, ri.beats(follow, lead, trump))]
    seen_by_follower = ri.opponent_events(state.observation(1 - leader))
    assert [e[:3] for e in seen_by_follower] == [("lead", lead, None)]


def test_a_sample_holds_the_opponents_hidden_cards_among_the_unseen():
    state, _leader, _moves = _first_trick()
    seat = state.to_move
    rows, held, k = ri.sample_of(state.observation(seat), state.hands[1 - seat])
    # 20 cards less the mover's 5, the 2 played and the trump card under the talon
    assert len(rows) == len(held) == 12
    assert sum(held) == k == len(list(bits(state.hands[1 - seat]))) == 5
    assert all(len(row) == ri.FEATURES for row in rows)
