"""docs/RULES.md section 6: end of a deal and game points (two players)."""

import pytest

from sixtysix_qt.engine import new_deal

from .helpers import A_LINE, deal, deal_a, play

CARD_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}


def replay(preset, deck, actions, **options):
    s = new_deal(preset, deck=deck, dealer=1, auto_declare=False, **options)
    for a in actions:
        s = s.apply(a)
    return s


# ---------------------------------------------------------- the 1 / 2 / 3 rows
def test_declared_opponent_no_trick_3():
    s = play(deal_a(), "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC", "AH", "9H", "TH", "JH")
    assert s.result["winner"] == 0 and s.result["game_points"] == 3
    assert s.result["scores"] == [3, 0]


def test_declared_opponent_under_33_with_trick_2():
    s = play(deal_a(auto_declare=False), *A_LINE, "9H", "AH", "TH", "JH", "marry QC")
    assert (s.points(0), s.points(1), s.tricks_won(1)) == (77, 12, 1)
    s = play(s, "JC", "declare")
    assert s.result["winner"] == 0 and s.result["game_points"] == 2


def test_declared_opponent_33_counting_marriages_1():
    # seat 1 has 26 card points and a credited 20 marriage: 46 >= 33
    s = play(deal_a(), *A_LINE, "marry KS", "TH", "9H", "AH", "marry QH", "JH")
    assert s.is_over
    assert s.points(0) == 70 and s.points(1) == 46
    cards_1 = sum(CARD_POINTS[c[0]] for c in s.won_cards(1))
    assert cards_1 == 26 < 33
    assert s.result["winner"] == 0 and s.result["game_points"] == 1


def test_opponent_33_counts_the_last_trick_bonus():
    # nobody declares; seat 1 has the target, seat 0 has 29 + 10 for the last trick
    deck = "TH KC KS AH AS TD 9H AC JS QS JD QC TS TC KD QD QH 9S 9C AD KH JH JC 9D".split()
    actions = [
        "play 9H", "play QC", "play JS", "play JD", "play TH", "play QS", "play AS", "play AC",
        "exchange", "play KD", "play TC", "play AD", "play JC", "play TS", "play KS", "play AH",
        "play KH", "play QH", "play 9S", "play 9C", "play 9D", "play KC", "play TD", "play QD",
        "play JH",
    ]  # fmt: skip
    s = replay("classic", deck, actions)
    assert s.last_winner == 0
    assert s.points(0) == 39 and s.points(1) == 91
    assert s.result["winner"] == 1 and s.result["game_points"] == 1


# ------------------------------------------------------------------ closing
CLOSED_LINE = ["AS", "9S", "close", "TS", "JS", "AC", "9C", "TC", "JC", "9D", "JD"]


def test_closer_made_judged_at_closing():
    s = play(deal_a(), *CLOSED_LINE)
    assert s.tricks_won(1) == 1  # seat 1 won a trick after the closing
    s = play(s, "9H", "AH", "TH", "JH")
    assert s.points(0) == 69
    assert s.result["winner"] == 0
    assert s.result["game_points"] == 3  # seat 1 had no trick at closing
    assert s.result["reason"] == "closed_made"


def test_closed_deal_has_no_last_trick_bonus_and_closer_with_target_wins_at_the_end():
    s = play(deal_a(auto_declare=False), *CLOSED_LINE, "9H", "AH", "TH", "JH")
    assert s.is_over  # all cards played, nobody declared
    assert s.points(0) == 69 and s.points(1) == 2  # no +10
    assert s.result["winner"] == 0 and s.result["game_points"] == 3


WEAK = ["9S", "JS", "9C", "JC", "9H", "JH"]
STRONG = ["AS", "TS", "AC", "TC", "AH", "TH"]
WEAK_LINE = ["close", "9S", "AS", "TS", "JS", "AC", "9C", "TC", "JC", "AH", "9H", "TH", "JH"]


@pytest.mark.parametrize("historical,points", [(False, 3), (True, 6)])
def test_closer_fails_opponent_without_trick_at_closing(historical, points):
    s = play(deal("classic", [WEAK, STRONG], "AD", dealer=1, historical_closing=historical))
    s = play(s, *WEAK_LINE)
    assert s.points(1) == 69 and s.tricks_won(0) == 0
    assert s.result["winner"] == 1 and s.result["game_points"] == points
    assert s.result["reason"] == "closed_failed"


@pytest.mark.parametrize("historical,points", [(False, 3), (True, 2)])
def test_historical_closing_2_when_closer_took_a_trick(historical, points):
    # the closer wins a trick after closing: 3 normally (judged at closing), 2 historically
    weak = ["9S", "JS", "9C", "JC", "9H", "KD"]
    s = deal("classic", [weak, STRONG], "AD", dealer=1, historical_closing=historical)
    s = play(s, "close", "9H", "AH", "TH", "KD")  # seat 0 trumps TH
    assert s.tricks_won(0) == 1
    s = play(s, "9S", "AS", "TS", "JS", "AC", "9C", "TC", "JC")
    assert s.is_over and s.points(1) == 57  # all played: the closer lacks the target
    assert s.result["winner"] == 1 and s.result["game_points"] == points


@pytest.mark.parametrize("historical", [False, True])
def test_closer_fails_opponent_had_trick_2(historical):
    # seat 1 closes after A_LINE (12 points, one trick); seat 0 reaches the target
    s = play(deal_a(historical_closing=historical), *A_LINE, "close")
    assert s.closed and s.to_move == 1
    s = play(s, "9H", "AH", "TH", "JH")
    assert s.points(0) == 57
    s = play(s, "TD", "KD")  # strict: seat 1 follows trumps with the lower KD
    assert s.is_over and s.points(0) == 71
    assert s.result["winner"] == 0 and s.result["game_points"] == 2
    assert s.result["reason"] == "closed_failed"


def test_closer_fails_all_cards_played_without_target():
    s = play(deal("classic", [WEAK, STRONG], "AD", dealer=1, auto_declare=False), *WEAK_LINE)
    assert s.is_over and s.points(1) == 69  # nobody declared
    assert s.result["winner"] == 1 and s.result["game_points"] == 3
    assert s.result["reason"] == "closed_failed"


def test_closer_fails_when_the_opponent_declares_correctly():
    s = play(deal_a(auto_declare=False), *A_LINE, "close", "9H", "AH", "TH", "JH")
    s = play(s, "TD", "KD")
    assert not s.is_over and s.points(0) == 71
    s = play(s, "declare")
    assert s.result == {
        "winner": 0,
        "game_points": 2,
        "reason": "closed_failed",
        "scores": [2, 0],
    }


# ---------------------------------------------------------------- false claims
def test_false_claim_mirror_opponent_without_trick_scores_3():
    s = play(deal_a(auto_declare=False), "AS", "declare")  # seat 1, following, 0 points
    assert s.result["winner"] == 0 and s.result["game_points"] == 3
    assert s.result["reason"] == "false_claim"


def test_false_claim_mirror_at_least_2():
    s = play(deal_a(auto_declare=False), "AS", "9S", "TS", "JS", "AC", "9C", "declare")
    # seat 0 claims with 34; seat 1 has no trick: seat 1 would have been... mirror = 3
    assert s.result["winner"] == 1 and s.result["game_points"] == 3
    s = play(deal_a(auto_declare=False), *A_LINE, "declare")  # seat 1: 12, seat 0 has 34
    assert s.result["winner"] == 0 and s.result["game_points"] == 2  # 1, raised to 2


@pytest.mark.parametrize("when", [0, 2, 8])
def test_false_claim_two_is_always_2(when):
    s = play(deal_a(auto_declare=False, false_claim="two"), *A_LINE[:when], "declare")
    assert s.result["game_points"] == 2 and s.result["reason"] == "false_claim"
    assert s.result["winner"] == 1 - s.history[-1][0]


def test_false_claim_by_the_closer_judged_at_closing():
    # seat 0 closed when seat 1 had no trick; seat 1 wins a trick later; seat 0 claims at 46
    s = play(deal_a(auto_declare=False), *CLOSED_LINE, "9H", "declare")
    assert s.points(0) == 46 and s.tricks_won(1) == 1
    assert s.result["winner"] == 1 and s.result["game_points"] == 3
    s = play(deal_a(auto_declare=False, false_claim="two"), *CLOSED_LINE, "9H", "declare")
    assert s.result["winner"] == 1 and s.result["game_points"] == 2


def test_false_claim_by_the_closers_opponent():
    # seat 0 closed; seat 1 (no trick at closing) claims falsely: it would have scored 3
    s = play(deal_a(auto_declare=False), *CLOSED_LINE, "declare")
    assert s.history[-1][0] == 1
    assert s.result["winner"] == 0 and s.result["game_points"] == 3
    # seat 1 closed after A_LINE; seat 0 (tricks at closing) claims falsely: 2
    s = play(deal_a(auto_declare=False), *A_LINE, "close", "9H", "declare")
    assert s.history[-1][0] == 0
    assert s.result["winner"] == 1 and s.result["game_points"] == 2


# -------------------------------------------------------- all cards played
def test_last_trick_bonus_and_exactly_one_at_target():
    # nobody declares; seat 1 takes 23 card points and the last trick: exactly 33
    s = play(deal_a(auto_declare=False), "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC")
    s = play(s, "QS", "KC", "QC", "KS", "QH", "KH", "9H", "TH", "AH", "JH")
    s = play(s, "9D", "JD", "KD", "TD", "QD", "AD")
    assert s.is_over and s.last_winner == 1
    assert sorted(s.won_cards(1)) == sorted(["QH", "KH", "9D", "JD", "QD", "AD"])
    assert s.points(1) == 23 + 10 == 33
    assert s.points(0) == 97
    assert s.result["winner"] == 0 and s.result["game_points"] == 1  # 33 or more: 1


def test_both_at_target_last_trick_winner_wins():
    deck = "KC AD QC JS 9S QH 9C 9D KH AC QD JD 9H TH AS JC QS JH KS KD TD TC TS AH".split()
    actions = [
        "play AD", "play 9S", "play 9D", "play JS", "play KH", "play QH", "play JH", "play JD",
        "play 9C", "play TD", "play TH", "play QD", "play KD", "play 9H", "play KS", "play AH",
        "marry QC", "play AC", "play QS", "play TC", "play AS", "play KC", "play TS", "play JC",
    ]  # fmt: skip
    s = replay("classic", deck, actions)
    assert s.points(0) == 82 and s.points(1) == 68
    assert s.last_winner == 1
    assert s.result["winner"] == 1 and s.result["game_points"] == 1
    # historical scoring: replayed with no score
    s = replay("classic", deck, actions, historical_scoring=True)
    assert s.result == {"winner": None, "game_points": 0, "reason": "replay", "scores": [0, 0]}


TIE_DECK = "KS 9D KH JC 9H 9S QH KD TS 9C JD TH QD TC JH QS AC AD JS QC AS KC AH TD".split()
TIE_ACTIONS = [
    "play TS", "play 9S", "play KS", "play JC", "exchange", "play QH", "play JD", "play 9H",
    "play QS", "play AD", "play AS", "play KC", "play KD", "play TC", "play AC", "play 9D",
    "play QD", "play KH", "play TH", "play 9C", "play TD", "play JS", "play QC", "play AH",
    "play JH",
]  # fmt: skip


def test_65_65_nobody_scores():
    s = replay("classic", TIE_DECK, TIE_ACTIONS)
    assert s.points(0) == s.points(1) == 65
    assert s.result == {"winner": None, "game_points": 0, "reason": "tie_65", "scores": [0, 0]}


def test_neither_at_target_last_trick_scores_1():
    deck = "TS TC QS JS JD QD KC KH JC QC TH JH AD AS AH QH AC KD TD KS".split()
    actions = [
        "play TC", "play QD", "play KH", "play QC", "play TS", "play AD", "play JH", "play JD",
        "play KC", "play TD", "play QS", "play JS", "play QH", "play TH", "play JC", "play KD",
        "play AH", "play AS", "play AC", "play KS",
    ]  # fmt: skip
    s = replay("schnapsen", deck, actions)
    assert (s.points(0), s.points(1)) == (64, 56)  # no last-trick bonus in schnapsen
    assert s.last_winner == 1
    assert s.result["winner"] == 1 and s.result["game_points"] == 1


# --------------------------------------------------------- historical scoring
HS_HANDS = [["9S", "AS", "TS", "AC", "TC", "AH"], ["9D", "JS", "9C", "JC", "9H", "JH"]]
HS_LINE = ["9S", "9D", "9C", "AC", "marry QD", "JS", "AS", "JC"]


@pytest.mark.parametrize("historical,points", [(False, 2), (True, 3)])
def test_historical_scoring_no_card_points_counts_as_no_trick(historical, points):
    s = deal("classic", HS_HANDS, "AD", ["TH", "KD", "QD"], dealer=1, historical_scoring=historical)
    s = play(s, *HS_LINE)  # seat 1 won one trick of two nines
    assert s.tricks_won(1) == 1 and s.points(1) == 0
    assert s.result["winner"] == 0 and s.result["game_points"] == points
