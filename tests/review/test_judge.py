"""The expert's verdict: fair, reproducible, and it tells a blunder from good play."""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.review.judge import (
    LABEL_THRESHOLDS,
    Review,
    ReviewCancelled,
    decisions,
    judge_decision,
    label_for,
    review_deal,
)

# schnapsen, talon used up: seat 1 holds QH KH (trump hearts) KD TD AD and leads;
# announcing the trump marriage or leading a diamond wins 2 game points, leading
# the queen or king of hearts without the marriage loses 2
BLUNDER_DECK = "QC AD KD QD JS KC KH TS AH AC JH QS JC KS TC TH AS TD JD QH".split()
BLUNDER_ACTIONS = [
    "play QC", "play AC", "play JS", "play TS", "play JC",
    "play TC", "play QS", "play AS", "play KS", "play JD",
]  # fmt: skip


def _blunder_position() -> DealState:
    state = new_deal("schnapsen", deck=BLUNDER_DECK, dealer=0)
    for action in BLUNDER_ACTIONS:
        state = state.apply(action)
    assert state.to_move == 1 and state.talon_size == 0
    assert sorted(state.hand(1)) == sorted(["QH", "KH", "KD", "TD", "AD"])
    return state


def test_planted_blunder_is_labelled_a_blunder() -> None:
    state = _blunder_position()
    bad = judge_decision(state, 1, "play QH", worlds=4)
    assert bad.label == "blunder" and bad.exact
    assert bad.loss == 4.0 and bad.margin == 0.0 and not bad.uncertain
    assert bad.open_value == -2.0
    assert bad.best != "play QH" and bad.alternatives[0] == [bad.best, 0.0, 0.0]
    assert ["missed_marriage", 40] in bad.facts
    good = judge_decision(state, 1, "marry QH", worlds=4)
    assert good.label == "good" and good.loss == 0.0 and good.best == "marry QH"
    assert good.reason == ["marriage", 40] and good.facts == []


@pytest.mark.slow
def test_closing_a_hopeless_hand_is_a_blunder_from_the_observation() -> None:
    # seat 1 leads holding 9C JC 9S JS 9D JD (diamonds trump, AD face up) against
    # AH TH KH AS TS AC: closing the talon with no points in sight cannot reach 66
    deck = "9C JC 9S AH TH KH JS 9D JD AS TS AC AD KD QD TD QS KS TC KC QC QH JH 9H".split()
    state = new_deal("classic", deck=deck, dealer=0)
    assert sorted(state.hand(1)) == sorted(["9C", "JC", "9S", "JS", "9D", "JD"])
    assert state.trump_card == "AD"
    v = judge_decision(state, 1, "close", worlds=12)
    assert not v.exact and v.open_best is None
    assert v.label == "blunder" and v.loss >= LABEL_THRESHOLDS[-1][1]
    assert v.facts and v.facts[0][0] == "closed_short"  # needed, could count on
    needed, sure = v.facts[0][1:]
    assert needed == 66 and sure < needed


def test_labels_follow_the_thresholds() -> None:
    assert label_for(0.0) == "good"
    names = [label_for(t) for _n, t in LABEL_THRESHOLDS]
    assert names == [n for n, _t in LABEL_THRESHOLDS]
    assert label_for(LABEL_THRESHOLDS[0][1] - 0.01) == "good"


def _play(seed: int, seat0: str) -> DealState:
    state = new_deal("classic", seed=seed)
    rng = random.Random(seed)
    expert = make_player("expert", seed=seed, time_limit=0.1)
    other = make_player("medium", seed=seed + 1000, time_limit=None)
    while not state.is_over:
        seat = state.to_move
        if seat == 1:
            action = other.choose(state.observation(1))
        elif seat0 == "random":
            action = rng.choice(state.legal_actions())
        else:
            action = expert.choose(state.observation(0))
        state = state.apply(action)
    return state


@pytest.mark.slow
def test_random_player_loses_more_than_the_expert_over_twenty_deals() -> None:
    totals = {"random": 0.0, "expert": 0.0}
    for seed in range(20):
        for who in totals:
            review = review_deal(_play(seed, who), 0, worlds=8, seed=seed, max_worlds=16)
            totals[who] += review.summary.total_loss
    assert totals["random"] > totals["expert"] + 5, totals


@pytest.mark.slow
def test_review_is_reproducible_and_round_trips() -> None:
    final = _play(3, "random")
    first = review_deal(final, 0, worlds=6, seed=9, max_worlds=12)
    again = review_deal(final, 0, worlds=6, seed=9, max_worlds=12)
    assert first == again
    assert Review.from_dict(first.to_dict()) == first
    assert [v.index for v in first.verdicts] == [i for i, _s, _a in decisions(final, 0)]
    s = first.summary
    assert s.losses == [v.loss for v in first.verdicts]
    if s.biggest is not None:
        assert first.verdicts[s.biggest].loss == max(s.losses)


def test_review_reports_progress_and_can_be_cancelled() -> None:
    final = _play(4, "random")
    seen: list[tuple[int, int]] = []
    review_deal(final, 0, worlds=2, max_worlds=4, progress=lambda d, t: seen.append((d, t)))
    total = len(decisions(final, 0))
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1

    try:
        review_deal(final, 0, worlds=2, max_worlds=4, cancel=cancel)
    except ReviewCancelled:
        pass
    else:
        raise AssertionError("the review did not stop")


@pytest.mark.slow
def test_open_card_verdict_tells_unlucky_from_a_mistake() -> None:
    # after closing, the seat does not know the talon; the open verdict does
    found = False
    for seed in range(40):
        final = _play(seed, "random")
        for v in review_deal(final, 0, worlds=6, seed=1, max_worlds=12).verdicts:
            if v.open_best is not None:
                found = True
                assert v.open_loss is not None and v.open_loss >= 0
                if v.luck == "unlucky":
                    assert v.label == "good" and v.open_loss >= 0.5
                if v.luck == "lucky":
                    assert v.label in ("mistake", "blunder") and v.open_loss == 0
        if found:
            break
    assert found


@pytest.mark.slow
def test_noise_alone_never_makes_a_mistake() -> None:
    from sixtysix_qt.ai.verdict import paired_error
    from sixtysix_qt.review.judge import CONFIDENCE, label_for

    assert paired_error([1.0, 1.0, 1.0], [1.0, 1.0, 1.0]) == 0.0
    assert paired_error([3.0, -3.0, 3.0, -3.0], [0.0, 0.0, 0.0, 0.0]) > 1.0
    for v in review_deal(_play(6, "random"), 0, worlds=6, seed=2, max_worlds=12).verdicts:
        assert v.margin >= 0 and (v.margin == 0 or not v.exact)
        assert v.label == label_for(max(0.0, v.loss - CONFIDENCE * v.margin))
        assert v.uncertain == (label_for(v.loss) != v.label)


@pytest.mark.slow
def test_an_older_cached_review_is_refused() -> None:
    import pytest

    review = review_deal(_play(3, "random"), 0, worlds=2, seed=1, max_worlds=4)
    doc = review.to_dict()
    assert doc["version"] == 4 and Review.from_dict(doc) == review
    old = dict(doc, version=3)  # its exchanges were under-rated (issue 52)
    for bad in (old, {k: v for k, v in doc.items() if k != "version"}, [1], "x"):
        with pytest.raises(ValueError):
            Review.from_dict(bad)


def test_moves_are_compared_only_on_the_worlds_both_were_tried_in() -> None:
    from sixtysix_qt.ai.verdict import _judged, paired

    # move 1 was tried in 40 worlds, moves 2 and 3 in 120; on the 40 shared worlds
    # all are equal; over their own worlds move 1 looks best (the audit's bug)
    samples = {
        1: {n: 0.0 for n in range(40)},
        2: {n: 0.0 if n < 40 else -1.0 for n in range(120)},
        3: {n: 0.0 if n < 40 else -1.5 for n in range(120)},
    }
    judged = _judged(samples, [2, 3], 120)
    assert judged.best == 2  # chosen among the moves that share every world
    assert judged.losses[1] == (0.0, 0.0)  # move 1 against 2 on their 40 shared worlds
    assert paired(samples[2], samples[3])[2] == 120


def _audit_decision(name: str, seat: int, number: int):
    from pathlib import Path

    from sixtysix_qt.review.archive import read_deal_file

    final = read_deal_file(
        Path(__file__).parents[1] / "ai" / "data" / "coach" / f"{name}.json"
    ).state
    for index, state, action in decisions(final, seat):
        if index == number - 1:
            return state, action
    raise AssertionError("no such decision")


def test_the_audits_unpaired_inaccuracy_is_gone() -> None:
    # ee-s1105 seat 0, action 6 (decision 4): AH and TD are equal on the shared worlds
    state, action = _audit_decision("ee-s1105", 0, 6)
    v = judge_decision(state, 0, action)
    assert v.label == "good", v


@pytest.mark.slow
def test_the_audits_wrong_closing_flags_are_gone() -> None:
    # replayed fairly, closing was worse in these three (ee-c1011 says close +0.45 vs -0.93)
    for name, number in (("ee-c1011", 9), ("ee-c1028", 3), ("pd-c5009", 9)):
        state, action = _audit_decision(name, 0, number)
        assert "close" in state.legal_actions() and action != "close"
        v = judge_decision(state, 0, action, max_worlds=96)
        assert v.label == "good", (name, v)


@pytest.mark.slow
def test_the_line_with_the_cards_as_they_lay_begins_with_the_whole_schnapsen_deal() -> None:
    """The open-card line and values reach back to 20 cards in the hands and talon (a
    whole schnapsen deal), each move of the line best with every card open."""
    from sixtysix_qt.ai import native
    from sixtysix_qt.ai.open_cards import OPEN_REACH, solvable
    from sixtysix_qt.engine.moves import parse_move

    if not native.COMPILED:
        pytest.skip("the reach is the compiled solver's")
    assert OPEN_REACH == 20
    state = new_deal("schnapsen", seed=11, dealer=1)
    action = make_player("medium", seed=1).choose(state.observation(state.to_move))
    assert len(state.talon) + sum(h.bit_count() for h in state.hands) == 20
    v = judge_decision(state, state.to_move, action, worlds=4, max_worlds=8)
    assert v.line and v.open_value is not None and v.open_loss is not None
    after = state.apply(action)
    talon = tuple(after.talon)
    for item in v.line:  # best play, the talon in its real order
        mover, _, move = item.partition(":")
        assert int(mover) == after.to_move
        moves = sorted(native.legal_moves(after))
        assert parse_move(move) == native.best_move(after, after.to_move, moves, talon)
        after = after.apply(move)
    # classic's first trick (24 cards) is out of reach: seconds a solve
    first = new_deal("classic", seed=3, dealer=0)
    assert not solvable(first)
    v = judge_decision(first, first.to_move, first.legal_actions()[0], worlds=4, max_worlds=8)
    assert v.line == [] and v.open_value is None


@pytest.mark.slow
def test_a_close_the_closer_plays_on_well_is_not_flagged_under_any_seed() -> None:
    """The closer's own choices after its close serve every world alike, so they are
    made over FAIR_SEAT_WORLDS worlds: with 8 a poor first lead after the close made an
    expert's close an inaccuracy under seed 66 only (fresh deal 930022 of issue 44)."""
    deck = "JD TD KC AC TH 9D QC QH 9H KD QD JH KH AD JC KS 9C TC AS TS 9S AH QS JS".split()
    state = new_deal("classic", deck=deck, dealer=1)
    for action in ("marry KC", "play AC"):
        state = state.apply(action)
    assert state.to_move == 1 and "close" in state.legal_actions()
    for seed in (66, 7):
        v = judge_decision(state, 1, "close", seed=seed)
        assert v.label == "good", (seed, v.loss, v.margin, v.best)
