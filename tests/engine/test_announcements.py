"""docs/RULES.md section 5: marriages, the exchange, closing, declaring."""

import pytest

from sixtysix_qt.engine import IllegalAction

from .helpers import A_LINE, deal, deal_a, legal, play, plays

# seat 0 leads (dealer 1), trump diamonds; seat 0 holds a spade and a trump marriage
MARRIED = ["KS", "QS", "KD", "QD", "AH", "TH"]
PLAIN = ["9S", "JS", "9C", "JC", "AC", "TC"]


def married(**options):
    return deal("classic", [MARRIED, PLAIN], "AD", dealer=1, **options)


# ------------------------------------------------------------------ marriage
def test_marriage_offered_as_play_and_marry_on_first_lead():
    s = married()
    assert {"marry KS", "marry QS", "marry KD", "marry QD"} <= legal(s)
    assert {"play KS", "play QS", "play KD", "play QD"} <= legal(s)
    assert len(s.legal_actions()) == len(legal(s))  # no duplicates


def test_marriage_is_offered_only_to_the_leader():
    s = play(married(), "AH")
    assert not any(a.startswith("marry") for a in legal(s))
    s = deal("classic", [PLAIN, MARRIED], "AD", dealer=1)
    s = play(s, "9S")
    assert "play KS" in legal(s) and "marry KS" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("marry KS")


def test_marriage_leads_the_card_and_is_held_until_a_trick():
    s = play(married(), "marry QS")
    assert s.current_trick() == [(0, "QS")]
    assert s.points(0) == 0  # held, not credited
    assert s.observation(1)["held_marriages"] == [20, 0]
    s = play(s, "9S")  # seat 0 wins QS+9S
    assert s.points(0) == 3 + 20
    assert s.observation(1)["held_marriages"] == [0, 0]


def test_trump_marriage_scores_40():
    s = play(married(), "marry KD", "9S")
    assert s.points(0) == 4 + 40


def test_held_marriage_credited_on_a_later_trick():
    s = play(married(), "marry QS", "AC")  # AC doesn't follow: seat 0 wins anyway
    assert s.points(0) == 3 + 11 + 20
    # seat 1 takes the marriage trick; seat 0 trumps the next one
    s = deal("classic", [MARRIED, ["AS", "JS", "9C", "JC", "AC", "TC"]], "AD", dealer=1)
    s = play(s, "marry QS", "AS")
    assert s.points(0) == 0 and s.points(1) == 14 and s.to_move == 1
    s = play(s, "9C", "KD")
    assert s.points(0) == 4 + 20


def test_held_marriage_lost_if_owner_never_wins_a_trick():
    # seat 1 holds a marriage but seat 0 takes every trick
    strong = ["AS", "TS", "AC", "TC", "AH", "TH"]
    weak = ["KS", "QS", "9C", "JC", "9H", "JH"]
    talon = ["9D", "JD", "QD", "KD", "TD", "9S", "JS", "KC", "QC", "KH", "QH"]
    s = deal("classic", [strong, weak], "AD", talon, dealer=0)  # seat 1 leads
    s = play(s, "marry QS", "AS")  # held 20 for seat 1, seat 0 wins
    assert s.points(1) == 0 and s.observation(0)["held_marriages"] == [0, 20]
    s = play(s, "TS", "KS", "AC", "9C", "TC", "JC", "AH", "9H")
    assert s.points(0) == 14 + 14 + 11 + 12 + 11
    s = play(s, "TH", "JH")  # 74: seat 0 reaches the target
    assert s.is_over
    assert s.points(1) == 0
    assert s.result["winner"] == 0 and s.result["game_points"] == 3


def test_marriage_lead_queen_only():
    s = married(marriage_lead_queen_only=True)
    assert {"marry QS", "marry QD"} <= legal(s)
    assert "marry KS" not in legal(s) and "marry KD" not in legal(s)
    assert "play KS" in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("marry KS")


def test_marriage_needs_trick():
    s = married(marriage_needs_trick=True)
    assert not any(a.startswith("marry") for a in legal(s))
    s = play(s, "AH", "9S")  # seat 0 wins a trick
    assert "marry QS" in legal(s)
    s = play(s, "marry QS")
    assert s.points(0) == 11 + 20  # credited at once, never held
    assert s.observation(0)["held_marriages"] == [0, 0]


def test_marriage_after_talon_off_when_closed():
    s = play(married(marriage_after_talon=False), "close")
    assert not any(a.startswith("marry") for a in legal(s))
    s = play(married(), "close")
    assert "marry QS" in legal(s)


def test_marriage_after_talon_off_when_exhausted():
    # seat 0 keeps its spade marriage and wins the six tricks that empty the talon
    hands = [["KS", "QS", "AC", "TC", "AH", "TH"], ["9S", "JS", "9C", "JC", "9H", "JH"]]
    talon = ["AS", "KD", "TS", "QD", "9D", "KC", "JD", "QC", "TD", "KH", "QH"]
    line = ["AC", "9C", "AS", "9S", "TC", "JC", "AH", "9H", "TS", "JS"]
    for after in (True, False):
        s = deal(
            "classic", hands, "AD", talon, dealer=1, marriage_after_talon=after, auto_declare=False
        )
        s = play(s, *line)
        assert s.talon_size == 2 and "marry QS" in legal(s)  # open talon: always
        s = play(s, "TH", "JH")
        assert s.talon_size == 0 and s.to_move == 0 and s.points(0) == 69
        assert ("marry QS" in legal(s)) is after


def test_marriage_after_talon_off_keeps_a_held_marriage():
    s = deal("classic", [MARRIED, PLAIN], "AD", dealer=1, marriage_after_talon=False)
    s = play(s, "marry QS", "AC")
    assert s.points(0) == 3 + 11 + 20
    s = deal("classic", [MARRIED, PLAIN], "AD", dealer=1, marriage_after_talon=False)
    s = play(s, "marry QS", "9S")  # credited before closing
    s = play(s, "close")
    assert s.points(0) == 23


def test_marriage_announced_before_closing_then_held_is_credited_after_closing():
    # seat 1 announces while holding no trick, seat 0 wins; seat 0 closes;
    # seat 1's held marriage is credited when it wins a trick (option off too)
    hands = [["AS", "TS", "AC", "TC", "AH", "TH"], ["KS", "QS", "9C", "JC", "9D", "JD"]]
    s = deal("classic", hands, "AD", dealer=0, marriage_after_talon=False)
    s = play(s, "marry QS", "AS", "close")
    assert s.closed and s.points(1) == 0
    s = play(s, "AH", "9D")  # seat 1 trumps (strict: void in hearts)
    assert s.points(1) == 11 + 20


def test_one_marriage_per_suit():
    # four-hand: seat 0 holds both spade couples, may announce spades once only
    hands = [
        ["KS", "QS", "KS'", "QS'", "AC", "AC'", "AH"],
        ["9C", "TC", "JC", "QC", "KC", "9C'", "TC'"],
        ["JC'", "QC'", "KC'", "9H", "TH", "JH", "QH"],
        ["KH", "9H'", "TH'", "JH'", "QH'", "KH'", "AH'"],
    ]
    s = deal("four-hand", hands, "9D", dealer=3)
    assert s.to_move == 0
    marries = {a for a in legal(s) if a.startswith("marry")}
    assert marries == {"marry KS", "marry QS", "marry KS'", "marry QS'"}
    s = play(s, "marry QS", "9C", "JC'", "KH")  # nobody can follow or trump
    assert s.to_move == 0 and s.points(0) == 3 + 0 + 2 + 4 + 20
    assert {"KS", "KS'", "QS'"} <= set(s.hand(0))
    assert not any(a.startswith("marry") for a in legal(s) if "S" in a.split()[1])
    with pytest.raises(IllegalAction):
        s.apply("marry QS'")


def test_credited_marriage_ending_the_deal_with_auto_declare():
    s = play(deal_a(), *A_LINE, "9H", "AH", "TH", "JH")
    assert s.points(0) == 57 and not s.is_over
    assert "marry QC" in legal(s)
    s = play(s, "marry QC")
    assert s.is_over
    assert s.points(0) == 77
    assert s.result["winner"] == 0 and s.result["game_points"] == 2  # L 12, one trick
    assert s.current_trick() == [(0, "QC")]


# ------------------------------------------------------------------ exchange
def test_exchange_conditions_and_effect():
    hands = [["9D", "AS", "TS", "AC", "TC", "AH"], ["9S", "JS", "9C", "JC", "9H", "JH"]]
    s = deal("classic", hands, "AD", ["KD", "QD"], dealer=1)
    assert "exchange" not in legal(s)  # no trick won yet
    s = play(s, "AS")
    assert "exchange" not in legal(s)  # not when following
    s = play(s, "9S")
    assert "exchange" in legal(s)
    t = play(s, "exchange")
    assert t.to_move == 0 and not t.current_trick()
    assert t.trump_card == "9D" and t.trump_suit == "D"
    assert "AD" in t.hand(0) and "9D" not in t.hand(0)
    assert t.talon_size == s.talon_size
    assert "exchange" not in legal(t)  # once
    assert t.observation(1)["exchange"] == (0, "9D", "AD")
    assert "AD" in t.observation(1)["known_cards"]["0"]
    # the nine is the last card drawn
    while t.talon_size:
        t = play(t, sorted(plays(t))[0])
        t = play(t, sorted(plays(t))[0])
    assert "9D" in t.hand(1 - t.to_move)


def test_exchange_needs_two_undrawn_cards_and_an_open_talon():
    hands = [["9D", "AS", "TS", "AC", "TC", "AH"], ["9S", "JS", "9C", "JC", "9H", "JH"]]
    s = deal("classic", hands, "AD", ["KD", "QD"], dealer=1)
    s = play(s, "AS", "9S", "close")
    assert "exchange" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("exchange")


def test_exchange_allowed_with_talon_of_two_not_after():
    # seat 0 wins every trick; seat 1 draws the nine of trumps in the last round
    hands = [["AS", "TS", "AC", "TC", "AH", "TH"], ["9S", "JS", "9C", "JC", "9H", "JH"]]
    talon = ["KS", "QS", "KC", "QC", "KH", "QH", "JD", "KD", "9D", "TD", "QD"]
    s = deal("classic", hands, "AD", talon, dealer=1, auto_declare=False)
    s = play(s, "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC")
    # seat 0 drew KS, KC, KH, JD; seat 1 QS, QC, QH, KD; talon: 9D TD QD AD
    s = play(s, "AH", "9H")  # seat 0 draws 9D, seat 1 TD
    assert s.talon_size == 2
    assert "exchange" in legal(s) and "close" in legal(s)
    s = play(s, "TH", "JH")
    assert s.talon_size == 0
    assert "exchange" not in legal(s) and "close" not in legal(s)


def test_exchange_of_the_trump_jack_in_schnapsen():
    hands = [["JD", "AS", "TS", "AC", "TC"], ["QS", "KS", "JS", "QC", "KC"]]
    s = deal("schnapsen", hands, "AD", dealer=1)
    assert s.talon_size == 10
    s = play(s, "AS", "JS", "exchange")
    assert s.trump_card == "JD" and "AD" in s.hand(0)


def test_exchange_never_for_the_nine_in_schnapsen():
    hands = [["QD", "AS", "TS", "AC", "TC"], ["QS", "KS", "JS", "QC", "KC"]]
    s = deal("schnapsen", hands, "AD", ["JD"], dealer=1)
    s = play(s, "AS", "JS")  # seat 0 draws JD
    assert "exchange" in legal(s)


# ------------------------------------------------------------------- closing
def test_closing_effects():
    s = play(deal_a(), "AS", "9S")
    assert "close" in legal(s)
    t = play(s, "close")
    assert t.closed
    assert t.trump_card == "AD"  # face down but still reported
    assert t.talon_size == s.talon_size == 10
    assert t.to_move == 0 and not t.current_trick()
    assert t.strict
    assert "close" not in legal(t)
    t = play(t, "TS", "JS")
    assert t.talon_size == 10 and len(t.hand(0)) == 5  # no more draws


def test_closing_allowed_on_the_first_lead_and_not_for_the_follower():
    s = deal_a()
    assert "close" in legal(s)
    s = play(s, "AS")
    assert "close" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("close")


def test_closed_deal_played_out_has_no_last_trick_bonus():
    s = play(deal_a(auto_declare=False), "AS", "9S", "close")
    while not s.is_over:
        s = play(s, sorted(plays(s))[0])
    assert s.points(0) + s.points(1) == sum(
        {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}[c[0]]
        for c in s.won_cards(0) + s.won_cards(1)
    )
    assert s.talon_size == 10


def test_exchange_then_close_same_seat():
    hands = [["9D", "AS", "TS", "AC", "TC", "AH"], ["9S", "JS", "9C", "JC", "9H", "JH"]]
    s = deal("classic", hands, "AD", dealer=1)
    s = play(s, "AS", "9S", "exchange", "close")
    assert s.to_move == 0 and s.closed and s.trump_card == "9D"


# ------------------------------------------------------------------ declare
def test_auto_declare_never_offers_declare_and_ends_after_trick():
    s = deal_a()
    seq = ["AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC", "AH", "9H", "TH", "JH"]
    for a in seq[:-1]:
        assert "declare" not in legal(s)
        s = play(s, a)
        assert not s.is_over
    with pytest.raises(IllegalAction):
        s.apply("declare")
    s = play(s, "JH")
    assert s.is_over and s.points(0) == 69 and s.to_move is None
    assert s.result == {
        "winner": 0,
        "game_points": 3,
        "reason": "declared",
        "scores": [3, 0],
        "detail": "opponent_no_trick",
    }


def test_declare_offered_at_every_decision_when_auto_declare_off():
    s = deal_a(auto_declare=False)
    seen = 0
    while s.talon_size and not s.is_over:
        assert "declare" in legal(s)
        s = play(s, sorted(plays(s))[0])
        seen += 1
    assert seen > 10
    s = play(deal_a(auto_declare=False), "AS", "9S", "close")
    assert "declare" in legal(s)


def test_no_auto_end_when_auto_declare_off():
    s = play(deal_a(auto_declare=False), "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC")
    s = play(s, "AH", "9H", "TH", "JH")
    assert s.points(0) == 69 and not s.is_over
    assert "declare" in legal(s)
    s = play(s, "declare")
    assert s.result["winner"] == 0 and s.result["game_points"] == 3


def test_marriage_lifts_to_target_declares_at_next_decision():
    s = play(deal_a(auto_declare=False), *A_LINE, "9H", "AH", "TH", "JH", "marry QC")
    assert s.points(0) == 77 and not s.is_over and s.to_move == 1
    s = play(s, "declare")  # seat 1 may claim too, falsely
    assert s.result["reason"] == "false_claim" and s.result["winner"] == 0
