"""docs/RULES.md section 3 (dealing) and the first lead of section 4."""

import pytest

from sixtysix_qt.engine import new_deal

from .helpers import deck_for, full_pack


def test_classic_packets_3_3_from_dealers_left():
    deck = full_pack("classic")  # 9C TC JC ... canonical order
    s = new_deal("classic", deck=deck, dealer=0)
    # dealer 0: seat 1 gets cards 0-2, seat 0 cards 3-5, seat 1 cards 6-8, seat 0 9-11
    assert sorted(s.hand(1)) == sorted(deck[0:3] + deck[6:9])
    assert sorted(s.hand(0)) == sorted(deck[3:6] + deck[9:12])
    assert s.trump_card == deck[12]
    assert s.trump_suit == deck[12][1]
    assert s.talon_size == 12
    assert s.to_move == 1


def test_dealer_1_deals_seat_0_first():
    deck = full_pack("classic")
    s = new_deal("classic", deck=deck, dealer=1)
    assert sorted(s.hand(0)) == sorted(deck[0:3] + deck[6:9])
    assert s.to_move == 0


def test_schnapsen_packets_3_2():
    deck = full_pack("schnapsen")
    assert len(deck) == 20
    s = new_deal("schnapsen", deck=deck, dealer=0)
    assert sorted(s.hand(1)) == sorted(deck[0:3] + deck[6:8])
    assert sorted(s.hand(0)) == sorted(deck[3:6] + deck[8:10])
    assert s.trump_card == deck[10]
    assert s.talon_size == 10


def test_three_hand_packets_clockwise_from_dealers_left():
    deck = full_pack("three-hand")
    s = new_deal("three-hand", deck=deck, dealer=1)
    # order of seats: 2, 0, 1
    assert sorted(s.hand(2)) == sorted(deck[0:3] + deck[9:12])
    assert sorted(s.hand(0)) == sorted(deck[3:6] + deck[12:15])
    assert sorted(s.hand(1)) == sorted(deck[6:9] + deck[15:18])
    assert s.trump_card == deck[18]
    assert s.talon_size == 6
    assert s.to_move == 2


def test_four_hand_packets_3_4_double_deck():
    deck = full_pack("four-hand")
    assert len(deck) == 48 and "QS'" in deck
    s = new_deal("four-hand", deck=deck, dealer=3)
    # order of seats: 0, 1, 2, 3
    for i, seat in enumerate([0, 1, 2, 3]):
        first = deck[3 * i : 3 * i + 3]
        second = deck[12 + 4 * i : 12 + 4 * i + 4]
        assert sorted(s.hand(seat)) == sorted(first + second)
    assert s.trump_card == deck[28]
    assert s.talon_size == 20
    assert s.to_move == 0


def test_bidding_deals_everything_no_talon():
    deck = full_pack("bidding")
    s = new_deal("bidding", deck=deck, dealer=2)
    order = [3, 0, 1, 2]
    for i, seat in enumerate(order):
        assert sorted(s.hand(seat)) == sorted(
            deck[3 * i : 3 * i + 3] + deck[12 + 3 * i : 15 + 3 * i]
        )
    assert s.trump_card is None and s.trump_suit is None
    assert s.talon_size == 0
    assert s.to_move == 3  # the auction starts left of the dealer


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_deck_for_builds_the_wanted_hands(preset, dealer):
    pack = full_pack(preset)
    from sixtysix_qt.engine.options import SHAPES

    shape = SHAPES[preset]
    size = shape.hand_size
    hands = [pack[i * size : (i + 1) * size] for i in range(shape.players)]
    trump = pack[shape.players * size] if shape.has_talon else None
    talon = pack[shape.players * size + 1 :] if shape.has_talon else []
    deck = deck_for(hands, trump, talon, dealer=dealer, preset=preset)
    s = new_deal(preset, deck=deck, dealer=dealer)
    for seat in range(shape.players):
        assert sorted(s.hand(seat)) == sorted(hands[seat])
    assert s.trump_card == trump
    assert s.to_move == (dealer + 1) % shape.players


def test_same_seed_same_deal_and_seeds_differ():
    a = new_deal("classic", seed=3)
    b = new_deal("classic", seed=3)
    c = new_deal("classic", seed=4)
    assert a.deck_codes == b.deck_codes
    assert a.deck_codes != c.deck_codes
    assert sorted(a.deck_codes) == sorted(full_pack("classic"))


@pytest.mark.parametrize(
    "deck",
    [
        full_pack("classic")[:-1],  # missing a card
        full_pack("classic")[:-1] + ["9C"],  # repeated
        full_pack("classic")[:-1] + ["8C"],  # not in this pack
        full_pack("classic")[:-1] + ["XX"],  # not a card
        "9C TC",
    ],
)
def test_bad_deck_is_a_value_error(deck):
    with pytest.raises(ValueError):
        new_deal("classic", deck=deck)


@pytest.mark.parametrize("dealer", [-1, 2, "0", True, None])
def test_bad_dealer(dealer):
    with pytest.raises(ValueError, match="dealer"):
        new_deal("classic", seed=1, dealer=dealer)


def test_shapes_state_the_facts_of_the_rules_table():
    from sixtysix_qt.engine import SHAPES

    table = {  # preset: players, deck, hand, talon incl. trump card, target (section 2)
        "classic": (2, 24, 6, 12, 66),
        "schnapsen": (2, 20, 5, 10, 66),
        "three-hand": (3, 24, 6, 6, 66),
        "four-hand": (4, 48, 7, 20, 101),
        "bidding": (4, 24, 6, 0, 66),
    }
    for preset, (players, deck, hand, talon, target) in table.items():
        shape = SHAPES[preset]
        assert (shape.players, shape.deck_size, shape.hand_size) == (players, deck, hand)
        assert (shape.talon_size, shape.deal_target) == (talon, target)
        state = new_deal(preset, seed=1)
        assert len(state.deck_codes) == deck and state.talon_size == talon
        assert {c[0] for c in state.deck_codes} == set(shape.ranks)
