"""docs/RULES.md section 10: three-hand and four-hand (talon presets with more than two)."""

import pytest

from sixtysix_qt.engine import IllegalAction, new_deal

from .helpers import deal, full_pack, legal, play, plays

# ---------------------------------------------------------------- three-hand
# dealer 2: seat 0 leads; trump diamonds (AD turned); talon 9D JD QD KD TD
T3 = [
    ["AS", "TS", "AC", "TC", "AH", "TH"],
    ["9S", "JS", "9C", "JC", "9H", "JH"],
    ["QS", "KS", "QC", "KC", "QH", "KH"],
]
T3_TALON = ["9D", "JD", "QD", "KD", "TD"]


def three(**options):
    return deal("three-hand", T3, "AD", T3_TALON, dealer=2, **options)


def test_three_hand_deal_and_no_closing():
    s = three()
    assert s.to_move == 0 and s.talon_size == 6
    assert "close" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("close")


def test_three_hand_draws_winner_first_then_clockwise_trump_card_last():
    s = play(three(), "AS", "9S", "QS")  # seat 0 wins
    assert "9D" in s.hand(0) and "JD" in s.hand(1) and "QD" in s.hand(2)
    s = play(s, "AC", "9C", "QC")  # seat 0 wins: draws KD, seat 1 TD, seat 2 the AD
    assert "KD" in s.hand(0) and "TD" in s.hand(1) and "AD" in s.hand(2)
    assert s.talon_size == 0 and s.trump_card is None
    assert not s.closed
    assert s.strict
    assert all(len(s.hand(i)) == 6 for i in range(3))


def test_three_hand_trump_card_goes_to_winners_right():
    s = play(three(), "AS", "9S", "KS", "9D", "9C", "QC")  # seat 0 wins twice
    assert "AD" in s.hand(2)
    s = play(three(), "TH", "JH", "QH")  # seat 0 wins
    s = play(s, "AC", "JD", "KC")  # seat 1 trumps: draws first, AD to seat 0
    assert s.to_move == 1
    assert "AD" in s.hand(0)


def test_three_hand_exchange_only_at_lead_of_trick_2():
    hands = [["9D", "AS", "AC", "TC", "AH", "TH"], T3[1], T3[2]]
    s = deal("three-hand", hands, "AD", ["TS", "JD", "QD", "KD", "TD"], dealer=2)
    assert "exchange" not in legal(s)
    s = play(s, "AS", "9S", "QS")
    assert "exchange" in legal(s)
    s = play(s, "AC", "9C", "QC")
    assert s.talon_size == 0 and "exchange" not in legal(s)


def test_three_hand_false_claim_to_best_placed_opponent():
    # seat 0 took 11 and one trick; seat 1 claims: seat 0 is best placed
    s = play(three(auto_declare=False), "AS", "9S", "QS", "AC", "declare")
    assert s.result["reason"] == "false_claim"
    assert s.result["winner"] == 0 and s.result["game_points"] == 2
    assert s.result["scores"] == [2, 0, 0]


def test_three_hand_false_claim_tie_goes_first_clockwise_after_declarer():
    s = play(three(auto_declare=False), "declare")  # seat 0 claims at once
    assert s.result["winner"] == 1 and s.result["game_points"] == 3
    s = play(three(auto_declare=False), "AS", "declare")  # seat 1 claims
    assert s.result["winner"] == 2 and s.result["game_points"] == 3
    s = play(three(auto_declare=False), "AS", "9S", "declare")  # seat 2 claims
    assert s.result["winner"] == 0 and s.result["game_points"] == 3


def test_three_hand_false_claim_tie_on_points_more_tricks_wins():
    # seat 0 wins a trick of three nines (0 points); seat 1 claims: seats 2 and 0
    # both have 0 points, seat 0 has more tricks though seat 2 is first clockwise
    hands = [["9S", "TS", "AC", "TC", "AH", "TH"], ["9C", "AS", "JS", "JC", "9D", "JH"], ["9H"]]
    s = deal("three-hand", hands, "AD", dealer=2, auto_declare=False)
    s = play(s, "9S", "9C", "9H")
    assert s.to_move == 0 and s.points(0) == 0 and s.tricks_won(0) == 1
    s = play(s, "TS", "declare")
    assert s.result["winner"] == 0 and s.result["game_points"] == 2


def replay(preset, deck, actions, **options):
    s = new_deal(preset, deck=deck, dealer=1, **options)
    for a in actions:
        s = s.apply(a)
    return s


def test_three_hand_judged_on_best_placed_opponent():
    # seat 0 wins with 69; seat 2 took no trick but seat 1 has 34: 1 game point
    deck = "QD JH KS TD QH TH TS JD 9S KC JS AH AD 9H AC AS KD TC 9C JC QS KH QC 9D".split()
    actions = "AH AC AS QH TC KC 9S KS JC TH QC KH KD 9D AD TD JD QD".split()
    s = replay("three-hand", deck, ["play " + a for a in actions])
    assert [s.points(i) for i in range(3)] == [69, 34, 0]
    assert [s.tricks_won(i) for i in range(3)] == [4, 2, 0]
    assert s.result["winner"] == 0 and s.result["game_points"] == 1
    assert s.result["scores"] == [1, 0, 0]


def test_three_hand_several_at_target_not_the_last_trick_winner_most_points_wins():
    deck = "KS TC JH TD QD JD JC KD JS KH KC QS TS TH AS AH 9D QC 9S 9C 9H AD AC QH".split()
    actions = [
        "marry KS", "play AS", "play AH", "play JD", "play JC", "play TC", "play 9C", "play QC",
        "play KC", "play KH", "play TH", "play 9H", "play TD", "play KD", "play AD", "play 9S",
        "play TS", "play JS", "play QD", "play 9D", "play QS", "play JH", "play AC", "play QH",
    ]  # fmt: skip
    s = replay("three-hand", deck, actions, auto_declare=False)
    assert [s.points(i) for i in range(3)] == [66, 26, 78]
    assert s.last_winner == 1
    assert s.result["winner"] == 2 and s.result["game_points"] == 1


def test_three_hand_nobody_at_target_last_trick_scores_1():
    deck = "9D QD QS AC JC 9S QC 9H TH AH KC TC AD TS KD JD 9C QH JS JH KS TD KH AS".split()
    actions = "QS TS QH 9S 9H TC KH TH AH 9D KD JD JC QC KC QD AD AS 9C JS AC TD JH KS".split()
    s = replay("three-hand", deck, ["play " + a for a in actions], auto_declare=False)
    assert [s.points(i) for i in range(3)] == [32, 51, 47]
    assert s.last_winner == 1
    assert s.result == {"winner": 1, "game_points": 1, "reason": "last_trick", "scores": [0, 1, 0]}


# ---------------------------------------------------------------- four-hand
def four(hands=(), trump="9D", talon=(), **options):
    return deal("four-hand", hands, trump, talon, dealer=3, **options)


def test_four_hand_draws_five_rounds_trump_card_to_winners_right():
    s = four()
    assert s.talon_size == 20 and s.to_move == 0 and s.trump_card == "9D"
    assert "close" not in legal(s)
    trump_holder = None
    for _ in range(5):
        for _ in range(4):
            s = play(s, sorted(plays(s))[0])
        if s.talon_size == 0:
            trump_holder = (s.to_move + 3) % 4
    assert trump_holder is not None and "9D" in s.hand(trump_holder)
    assert all(len(s.hand(i)) == 7 for i in range(4))
    assert s.strict


def test_four_hand_draw_order_clockwise_from_winner():
    pack = full_pack("four-hand")
    hands = [pack[0:7], pack[7:14], pack[14:21], pack[21:28]]
    talon = ["KH'", "QH'", "AS'", "AD'"]
    s = deal("four-hand", hands, pack[28], talon, dealer=3)
    s = play(s, *[sorted(plays(s))[0]])
    for _ in range(3):
        s = play(s, sorted(plays(s))[0])
    w = s.to_move
    assert "KH'" in s.hand(w)
    assert "QH'" in s.hand((w + 1) % 4)
    assert "AS'" in s.hand((w + 2) % 4)
    assert "AD'" in s.hand((w + 3) % 4)


def test_double_deck_first_played_of_equal_cards_wins():
    hands = [["AS", "9C", "9C'", "TC", "TC'", "JC", "JC'"], ["AS'"], ["9S"], ["TS"]]
    s = four(hands)
    s = play(s, "AS", "AS'", "9S", "TS")
    assert s.to_move == 0 and s.tricks_won(0) == 1
    # a trump copy played later does not overtrump the first
    hands = [["9S", "9C", "9C'", "TC", "TC'", "JC", "JC'"], ["AD"], ["AD'"], ["TS"]]
    s = four(hands)
    s = play(s, "9S", "AD", "AD'", "TS")
    assert s.to_move == 1 and s.tricks_won(1) == 1


def test_four_hand_strict_rules_in_late_phase_match_oracle():
    import random

    from .oracle import strict_plays

    for seed in range(30):
        s = new_deal("four-hand", seed=seed, dealer=seed % 4, auto_declare=False)
        r = random.Random(seed)
        while not s.is_over:
            if s.strict and s.current_trick():
                trick = [c for _seat, c in s.current_trick()]
                assert plays(s) == strict_plays(s.hand(s.to_move), trick, s.trump_suit, True)
            s = s.apply(r.choice([a for a in s.legal_actions() if a != "declare"]))


X4 = [
    ["9D'", "AS", "AS'", "AC", "AC'", "AH", "AH'"],
    ["9S", "9S'", "JS", "JS'", "9C", "9C'", "JC"],
    ["JC'", "QS", "QS'", "KS", "KS'", "TS", "TS'"],
    ["QC", "QC'", "KC", "KC'", "TC", "TC'", "9H"],
]


def test_four_hand_no_exchange_while_a_trump_nine_lies_face_up():
    s = play(four(X4, trump="9D"), "AS", "9S", "QS", "QC")
    assert s.to_move == 0 and s.tricks_won(0) == 1 and s.talon_size == 16
    assert "9D'" in s.hand(0)
    assert "exchange" not in legal(s)


def test_four_hand_either_trump_nine_exchanged_once():
    hands = [X4[0], ["9D", *X4[1][1:]], X4[2], X4[3]]
    s = four(hands, trump="KD")
    assert "exchange" not in legal(s)  # no trick yet
    s = play(s, "AS", "9S'", "QS", "QC")
    assert "exchange" in legal(s)
    s = play(s, "exchange")
    assert s.trump_card == "9D'" and "KD" in s.hand(0) and s.to_move == 0
    assert "exchange" not in legal(s)


def test_four_hand_marriage_held_is_credited_when_the_partner_wins():
    hands = [
        ["KS", "QS", "9C", "9C'", "JC", "JC'", "QC"],
        ["9H", "9H'", "JH", "JH'", "QH", "QH'", "KH"],
        ["AC", "AC'", "TC", "TC'", "AS", "AS'", "TS"],
        ["9S", "9S'", "JS", "JS'", "KH'", "TH", "TH'"],
    ]
    s = four(hands, trump="AD")
    s = play(s, "marry QS", "9H")
    assert s.points(0) == 0 and s.observation(1)["held_marriages"] == [20, 0]
    s = play(s, "AS", "9S")  # partner seat 2 wins
    assert s.to_move == 2
    assert s.points(0) == s.points(2) == 3 + 0 + 11 + 0 + 20
    assert s.tricks_won(0) == s.tricks_won(2) == 1
    assert s.points(1) == s.points(3) == 0


def test_team_declare_for_the_side_and_51_line():
    s = four(auto_declare=False)
    assert "declare" in legal(s)
    s = play(s, "declare")  # seat 0 claims for side 0, falsely: side 1 scores
    assert s.result["winner"] == 1 and s.result["scores"] == [0, s.result["game_points"]]
    assert s.result["game_points"] == 3  # side 0 has no trick: mirror gives 3


def test_four_hand_loser_line_is_51():
    from sixtysix_qt.engine.options import SHAPES

    assert SHAPES["four-hand"].deal_target == 101 and SHAPES["four-hand"].loser_line == 51
    deck = [
        "QS'", "QD'", "TC", "9S'", "QC'", "TD'", "TH'", "9C'", "JS'", "9H", "AS'", "AC",
        "KD'", "JD", "AH'", "JH'", "QD", "QH", "9D", "QH'", "AD'", "TH", "KH'", "TC'",
        "JD'", "TS'", "9S", "KC'", "9H'", "AS", "QS", "JC'", "AH", "TD", "AC'", "KD",
        "JS", "9D'", "AD", "KS", "KC", "JC", "KH", "TS", "QC", "KS'", "9C", "JH",
    ]  # fmt: skip
    actions = [
        "JH'", "QH", "KH'", "AS'", "AS", "9S", "JD", "AH", "9D", "AD'", "TS'", "JS", "9D'",
        "KC'", "JC'", "QD", "KC", "9C'", "9H", "QD'", "KS'", "QS'", "9S'", "JS'", "TS", "KS",
        "JH", "TH", "AC'", "AC", "QC", "QC'", "TC'", "JD'", "TC", "JC",
    ]  # fmt: skip
    s = replay("four-hand", deck, ["play " + a for a in actions])
    assert s.points(0) == 121 and s.points(1) == 49  # 49: over 33, under 51
    assert s.result["winner"] == 0 and s.result["game_points"] == 2
