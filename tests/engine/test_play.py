"""docs/RULES.md section 4: leading, the open phase, drawing, trick winner, strict phase."""

import pytest

from sixtysix_qt.engine import IllegalAction

from .helpers import deal, legal, play, plays

# seat 0 leads (dealer 1); trump diamonds (AD turned)
SPADES = ["AS", "TS", "KS", "QS", "JS", "9S"]
CLUBS = ["AC", "TC", "KC", "QC", "JC", "9C"]
TALON = ["TD", "KD", "QD", "JD", "9D", "AH", "TH", "KH", "QH", "JH", "9H"]


def spades_vs_clubs(**options):
    return deal("classic", [SPADES, CLUBS], "AD", TALON, dealer=1, **options)


def test_first_lead_is_dealers_left():
    s = deal("classic", [SPADES, CLUBS], "AD", TALON, dealer=0)
    assert s.to_move == 1
    s = spades_vs_clubs()
    assert s.to_move == 0
    assert s.leader == 0


def test_open_phase_no_duty_to_follow_trump_or_win():
    s = play(spades_vs_clubs(), "AS")
    assert not s.strict
    assert plays(s) == set(CLUBS)
    # after a trick the follower still plays anything
    s = play(s, "9C")  # seat 0 wins, draws TD; seat 1 draws KD
    s = play(s, "9S")
    assert plays(s) == set(CLUBS[:-1]) | {"KD"}


def test_winner_draws_first_then_the_other():
    s = play(spades_vs_clubs(), "AS", "9C")
    assert "TD" in s.hand(0) and "KD" in s.hand(1)
    assert s.talon_size == 10
    assert s.to_move == 0
    assert s.tricks_won(0) == 1 and s.points(0) == 11
    # seat 1 wins the next trick and draws first
    s = play(s, "9S", "KD")  # trumped
    assert s.to_move == 1
    assert "QD" in s.hand(1) and "JD" in s.hand(0)


def test_trump_card_is_drawn_last_by_the_loser():
    s = spades_vs_clubs()
    # seat 0 leads and wins five tricks with spades/diamonds; follow with the lowest card
    for _ in range(6):
        assert s.trump_card == "AD"
        lead = sorted(plays(s))[0]
        s = play(s, lead)
        s = play(s, sorted(plays(s))[0])
    assert s.talon_size == 0
    assert s.trump_card is None
    loser = 1 - s.to_move
    assert "AD" in s.hand(loser)
    assert s.trump_suit == "D"
    assert len(s.hand(0)) == len(s.hand(1)) == 6


def test_talon_size_counts_the_trump_card():
    s = spades_vs_clubs()
    assert s.talon_size == 12
    assert len(s.hand(0)) == len(s.hand(1)) == 6


@pytest.mark.parametrize(
    "lead,follow,winner",
    [
        ("AS", "9C", 0),  # a card of another suit loses
        ("9S", "TS", 1),  # higher of the led suit wins
        ("TS", "KS", 0),  # lower of the led suit loses
        ("AS", "9D", 1),  # trump beats the led suit
        ("9D", "AS", 0),  # led trump beats an ace
        ("JD", "QD", 1),  # higher trump
    ],
)
def test_trick_winner(lead, follow, winner):
    hands = [[lead, "9H", "JH", "QH", "KH", "TH"], [follow, "AC", "JC", "QC", "KC", "TC"]]
    s = deal("classic", hands, "AD", dealer=1)
    s = play(s, lead, follow)
    assert s.tricks_won(winner) == 1
    assert s.to_move == winner


# ---------------------------------------------------------------- strict phase
# seat 0 leads after closing; seat 1 follows
LEADER = ["KS", "AS", "TC", "9H", "QD", "JH"]
FOLLOWER = ["TS", "JS", "9S", "AC", "KD", "JD"]


def closed_deal(follower=FOLLOWER, **options):
    s = deal("classic", [LEADER, follower], "9D", dealer=1, **options)
    return play(s, "close")


@pytest.mark.parametrize(
    "lead,head_on,head_off",
    [
        # 1. follow suit and beat the best card of the suit if you can
        ("KS", {"TS"}, {"TS", "JS", "9S"}),
        ("TC", {"AC"}, {"AC"}),
        # 2. else follow suit with any card of it
        ("AS", {"TS", "JS", "9S"}, {"TS", "JS", "9S"}),
        # a led trump: beat it if you can
        ("QD", {"KD"}, {"KD", "JD"}),
        # 3. else trump
        ("9H", {"KD", "JD"}, {"KD", "JD"}),
    ],
)
def test_strict_steps(lead, head_on, head_off):
    s = play(closed_deal(), lead)
    assert s.strict
    assert plays(s) == head_on
    s = play(closed_deal(strict_must_head=False), lead)
    assert plays(s) == head_off


def test_strict_step_4_any_card_when_void_in_suit_and_trump():
    follower = ["TS", "JS", "9S", "AC", "KC", "QC"]
    for head in (True, False):
        s = play(closed_deal(follower, strict_must_head=head), "9H")
        assert plays(s) == set(follower)


def test_strict_illegal_play_raises_with_reason():
    s = play(closed_deal(), "KS")
    with pytest.raises(IllegalAction, match="strict"):
        s.apply("play 9S")
    with pytest.raises(IllegalAction, match="does not hold"):
        s.apply("play AH")


def test_leader_is_free_in_strict_phase():
    s = closed_deal()
    assert plays(s) == set(LEADER)


def test_strict_phase_when_talon_exhausted():
    s = deal("classic", [SPADES, CLUBS], "AD", TALON, dealer=1)
    for _ in range(6):
        assert not s.strict
        s = play(s, sorted(plays(s))[0])
        s = play(s, sorted(plays(s))[0])
    assert s.talon_size == 0 and s.strict
    leader = s.to_move
    follower = 1 - leader
    lead = (
        next(c for c in s.hand(leader) if c[1] == "S")
        if any(c[1] == "S" for c in s.hand(leader))
        else s.hand(leader)[0]
    )
    s2 = play(s, lead)
    from .oracle import strict_plays

    assert plays(s2) == strict_plays(s.hand(follower), [lead], "D", True)


def test_no_draw_once_closed():
    s = closed_deal()
    s = play(s, "KS", "TS")
    assert s.talon_size == 12
    assert len(s.hand(0)) == len(s.hand(1)) == 5
    assert "close" not in legal(s)
