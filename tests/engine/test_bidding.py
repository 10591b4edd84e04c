"""docs/RULES.md sections 7 and 10: the ``bidding`` variant."""

import pytest

from sixtysix_qt.engine import IllegalAction, Match

from .helpers import deal, legal, play, plays
from .oracle import strict_plays

# dealer 3: seat 0 bids first
HANDS = [
    ["AS", "TS", "AC", "TC", "AH", "TH"],
    ["9S", "JS", "QS", "9C", "JC", "QC"],
    ["AD", "TD", "KS", "KC", "KH", "KD"],
    ["9H", "JH", "QH", "9D", "JD", "QD"],
]


def bidding(hands=HANDS, **options):
    return deal("bidding", hands, dealer=3, **options)


def test_auction_starts_left_of_dealer_with_every_level():
    s = bidding()
    assert s.to_move == 0 and s.phase == "bid"
    assert legal(s) == {"pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5"}
    assert s.trump_suit is None and s.trump_card is None and s.talon_size == 0


def test_each_bid_must_be_higher():
    s = play(bidding(), "bid 2")
    assert s.to_move == 1
    assert legal(s) == {"pass", "bid 3", "bid 4", "bid 5"}
    with pytest.raises(IllegalAction):
        s.apply("bid 2")
    with pytest.raises(IllegalAction):
        s.apply("bid 1")
    with pytest.raises(IllegalAction):
        s.apply("play 9S")


def test_partners_may_outbid_each_other_and_pass_is_final():
    s = play(bidding(), "bid 1", "pass", "bid 2", "pass")
    # seat 1 and 3 passed; seat 0 is asked again (outbid by its partner)
    assert s.to_move == 0 and s.phase == "bid"
    s = play(s, "bid 3")
    # seat 1 passed before: skipped; seat 2 next
    assert s.to_move == 2
    s = play(s, "pass")
    assert s.phase == "play" and s.bidder == 0 and s.bid == 3
    assert s.to_move == 0


def test_auction_ends_after_three_passes():
    s = play(bidding(), "pass", "bid 1", "pass", "pass")
    assert s.phase == "play" and s.bidder == 1 and s.bid == 1
    assert s.to_move == 1  # the highest bidder leads
    assert "pass" not in legal(s) and not any(a.startswith("bid") for a in legal(s))


def test_last_seat_bidding_after_three_passes_ends_the_auction():
    s = play(bidding(), "pass", "pass", "pass", "bid 1")
    assert s.phase == "play" and s.bidder == 3 and s.to_move == 3


def test_auction_ends_at_once_on_5():
    s = play(bidding(), "bid 1", "bid 5")
    assert s.phase == "play" and s.bidder == 1 and s.bid == 5
    assert s.sitting_out == 3 and s.to_move == 1


def test_all_pass_throws_the_deal_in():
    s = play(bidding(), "pass", "pass", "pass", "pass")
    assert s.is_over
    assert s.result["winner"] is None and s.result["reason"] == "thrown_in"
    assert s.result["game_points"] == 0 and s.result["scores"] == [0, 0]


def test_trump_fixed_by_the_first_card_and_strict_from_the_start():
    s = play(bidding(), "bid 1", "pass", "pass", "pass")
    assert s.trump_suit is None
    assert "exchange" not in legal(s) and "close" not in legal(s) and "declare" not in legal(s)
    s = play(s, "TH")
    assert s.trump_suit == "H"
    assert plays(s) == set(HANDS[1])  # no heart, no trump: any card
    s = play(s, "9S")
    assert plays(s) == {"KH"}  # must follow hearts
    s = play(s, "KH")
    assert plays(s) == {"9H", "JH", "QH"}  # nothing beats TH: any heart
    s = play(s, "QH")
    assert s.trump_suit == "H" and s.to_move == 0


def test_bidding_strict_step_1_even_when_trumped():
    # lead spades, seat 1 follows, seat 2 void trumps... check with the oracle on random play
    import random

    from sixtysix_qt.engine import new_deal

    for seed in range(40):
        s = new_deal("bidding", seed=seed, dealer=seed % 4)
        r = random.Random(seed)
        while not s.is_over:
            if s.phase == "play" and s.current_trick():
                trick = [c for _seat, c in s.current_trick()]
                assert plays(s) == strict_plays(s.hand(s.to_move), trick, s.trump_suit, True)
            s = s.apply(r.choice(s.legal_actions()))


def test_bid_made_scores_level_and_other_side_full_33s():
    s = play(bidding(), "bid 3", "pass", "pass", "pass")
    while not s.is_over:
        s = play(s, sorted(plays(s))[0])
    side0, side1 = s.points(0), s.points(1)
    assert side0 + side1 == 120  # no last-trick bonus
    assert s.result["reason"] == ("bid_made" if side0 >= 99 else "bid_failed")
    assert s.result["scores"] == [3 if side0 >= 99 else -3, side1 // 33]


def test_bid_failed_is_negative():
    s = play(bidding(), "pass", "bid 4", "pass", "pass")
    assert s.phase == "play" and s.to_move == 1
    while not s.is_over:
        s = play(s, sorted(plays(s))[0])
    assert s.points(1) < 132
    assert s.result["reason"] == "bid_failed"
    assert s.result["scores"][1] == -4
    assert s.result["scores"][0] == s.points(0) // 33
    assert s.result["winner"] == 0


def test_moon_partner_sits_out_and_all_tricks_made():
    hands = [
        ["AS", "TS", "KS", "QS", "JS", "9S"],
        ["9C", "JC", "QC", "KC", "TC", "AC"],
        ["9H", "JH", "QH", "KH", "TH", "AH"],
        ["9D", "JD", "QD", "KD", "TD", "AD"],
    ]
    s = play(bidding(hands), "bid 5")
    assert s.sitting_out == 2 and s.to_move == 0
    assert "marry KS" in legal(s)
    s = play(s, "marry KS")
    assert s.trump_suit == "S"
    assert s.to_move == 1
    s = play(s, "9C")
    assert s.to_move == 3  # seat 2 sits out
    s = play(s, "9D")
    assert len(s.last_completed_trick()) == 3 and s.to_move == 0
    assert s.points(0) == 4 + 40
    for card in ["AS", "TS", "QS", "JS", "9S"]:
        s = play(s, card)
        s = play(s, sorted(plays(s))[0])
        s = play(s, sorted(plays(s))[0])
    assert s.is_over and s.tricks_won(0) == 6
    assert sorted(s.hand(2)) == sorted(hands[2])  # the partner never played
    assert s.result["reason"] == "moon_made"
    assert s.result["scores"] == [5, 0] and s.result["winner"] == 0


def test_moon_failed_when_a_trick_is_lost():
    hands = [
        ["AS", "TS", "KS", "QS", "JS", "9C"],
        ["9S", "AC", "JC", "QC", "KC", "TC"],
        ["9H", "JH", "QH", "KH", "TH", "AH"],
        ["9D", "JD", "QD", "KD", "TD", "AD"],
    ]
    s = play(bidding(hands), "bid 5", "AS", "9S", "9D")  # spades trump
    s = play(s, "9C")
    assert plays(s) == {"AC", "JC", "QC", "KC", "TC"}  # must head the nine
    s = play(s, "AC", "JD")
    assert s.tricks_won(1) == 1 and s.to_move == 1
    while not s.is_over:
        s = play(s, sorted(plays(s))[0])
    assert s.result["reason"] == "moon_failed"
    assert s.result["scores"] == [-5, s.points(1) // 33]
    assert s.result["winner"] == 1


def test_bidding_marriage_on_first_lead_is_40_and_counts_only_if_the_side_wins():
    hands = [
        ["KC", "QC", "9S", "9H", "9D", "JD"],
        ["AC", "TC", "AS", "TS", "AH", "TH"],
        ["JC", "9C", "JS", "QS", "JH", "QH"],
        ["KS", "KH", "QD", "KD", "TD", "AD"],
    ]
    s = play(bidding(hands), "bid 1", "pass", "pass", "pass")
    assert "marry QC" in legal(s) and "marry KC" in legal(s)
    s = play(s, "marry QC")
    assert s.trump_suit == "C"
    assert plays(s) == {"AC", "TC"}
    s = play(s, "AC", "JC", "KS")
    assert s.tricks_won(1) == 1 and s.points(0) == 0
    assert s.observation(0)["held_marriages"] == [40, 0]
    assert s.observation(0)["marriages"] == [(0, "C", 40)]
    while not s.is_over:
        s = play(s, sorted(plays(s))[0])
    cards = sum({"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}[c[0]] for c in s.won_cards(0))
    assert s.points(0) == cards + (40 if s.tricks_won(0) else 0)
    assert s.points(0) + s.points(1) == 120 + (40 if s.tricks_won(0) else 0)


def test_bidding_match_negative_scores():
    m = Match("bidding", seed=5, first_dealer=3)
    m.apply("bid 4")
    for _ in range(3):
        m.apply("pass")
    while not m.state.is_over:
        m.apply("play " + sorted(plays(m.state))[0])
    res = m.finished[-1].result
    assert m.scores == res["scores"]
    assert res["reason"] == "bid_failed" and m.scores[0] == -4  # 132 is out of reach


def test_bidding_side_wins_the_match_when_both_pass_the_target():
    # game_target 1: the bidder's side makes 1 and the other side takes 33 too
    for seed in range(200):
        m = Match("bidding", seed=seed, first_dealer=3, game_target=1)
        m.apply("bid 1")
        for _ in range(3):
            m.apply("pass")
        while not m.state.is_over:
            m.apply("play " + sorted(plays(m.state))[0])
        if m.scores[0] >= 1 and m.scores[1] >= 1:
            assert m.is_over and m.winner == 0
            return
    pytest.fail("no double crossing found")


# seat 0 leads AS (spades trump) and wins; then leads JH: seat 1 trumps with KS,
# seat 2 must still head the hearts, seat 3 must overtrump its partner's KS
STRICT = [
    ["AS", "JH", "AC", "TC", "KC", "QC"],
    ["KS", "9S", "9C", "JC", "9D", "JD"],
    ["9H", "QH", "AH", "TH", "KH", "AD"],
    ["QS", "TS", "JS", "TD", "KD", "QD"],
]


@pytest.mark.parametrize(
    "head,seat2,seat3",
    [
        (True, {"QH", "KH", "TH", "AH"}, {"TS"}),
        (False, {"9H", "QH", "KH", "TH", "AH"}, {"QS", "TS"}),
    ],
)
def test_beat_the_led_suit_even_when_trumped_and_overtrump_the_partner(head, seat2, seat3):
    s = play(bidding(STRICT, strict_must_head=head), "bid 1", "pass", "pass", "pass")
    s = play(s, "AS", "9S", "AD", "JS")
    assert s.to_move == 0 and s.trump_suit == "S"
    s = play(s, "JH")
    assert plays(s) == {"KS"}  # void in hearts: trump
    s = play(s, "KS")
    assert plays(s) == seat2
    s = play(s, "QH")
    assert plays(s) == seat3
    s = play(s, sorted(seat3)[-1])  # TS
    assert s.to_move == 3 and s.tricks_won(1) == 1
