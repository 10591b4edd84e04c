"""Accuracy per player and deal, and the result split into cards and play (review.accuracy)."""

from __future__ import annotations

import math

import pytest

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import new_deal
from sixtysix_qt.review.accuracy import (
    deal_accuracy,
    decision_accuracy,
    judged_loss,
    player_figures,
    split,
)
from sixtysix_qt.review.judge import Verdict, review_deal


def _v(loss: float, margin: float = 0.0, exact: bool = False, open_loss=None) -> Verdict:
    return Verdict(
        index=0,
        seat=0,
        played="play AS",
        best="play AS",
        loss=loss,
        margin=margin,
        label="good",
        uncertain=False,
        reason=["lead_winner"],
        exact=exact,
        worlds=0 if exact else 8,
        open_best=None,
        open_loss=open_loss,
    )


def test_a_decision_s_accuracy_falls_with_its_loss() -> None:
    assert decision_accuracy(0.0) == 100.0
    assert decision_accuracy(0.2) == pytest.approx(67.0, abs=0.1)
    assert decision_accuracy(0.5) == pytest.approx(100 / math.e)
    assert decision_accuracy(1.0) < 14 < decision_accuracy(0.9)
    assert decision_accuracy(-1) == 100.0


def test_noise_alone_costs_no_accuracy_and_a_deal_is_the_mean() -> None:
    assert judged_loss(_v(0.2, 0.25)) == 0.0
    assert deal_accuracy([_v(0.0), _v(0.5)]) == pytest.approx((100 + 100 / math.e) / 2)
    assert deal_accuracy([]) is None


def test_accuracy_discounts_a_loss_by_the_labels_own_margins() -> None:
    """One rule for both: a loss the labels call good (noise) costs no accuracy, and a
    loss they flag counts by what is left after the same discount."""
    from sixtysix_qt.review.judge import CONFIDENCE, label_for

    # 0.5 +- 0.25: beyond one margin it looked like an inaccuracy (0.25), but the labels
    # need CONFIDENCE margins and call it good
    noisy = _v(0.5, 0.25)
    assert label_for(0.5 - 0.25) == "inaccuracy"
    assert judged_loss(noisy) == pytest.approx(max(0.0, 0.5 - CONFIDENCE * 0.25))
    assert label_for(judged_loss(noisy)) == "good"
    flagged = _v(1.2, 0.1)
    assert judged_loss(flagged) == pytest.approx(1.2 - CONFIDENCE * 0.1)
    assert deal_accuracy([flagged]) == pytest.approx(decision_accuracy(1.2 - CONFIDENCE * 0.1))
    assert judged_loss(_v(0.7, 0.0, exact=True)) == 0.7


@pytest.mark.slow
def test_every_verdict_s_label_is_the_label_of_its_judged_loss() -> None:
    """The review's labels and the accuracy read the same loss (review.judge.judged_loss)."""
    from sixtysix_qt.review.judge import label_for

    state = new_deal("classic", seed=4, dealer=1)
    players = [make_player("easy", seed=3), make_player("medium", seed=2)]
    while not state.is_over:
        state = state.apply(players[state.to_move].choose(state.observation(state.to_move)))
    review = review_deal(state, 0, worlds=8, max_worlds=24)
    assert any(v.margin > 0 for v in review.verdicts)
    for v in review.verdicts:
        assert v.label == label_for(judged_loss(v)), v


def test_the_result_splits_into_cards_and_play() -> None:
    from sixtysix_qt.review.judge import Review, summarize

    mine = [_v(1.0, exact=True, open_loss=None), _v(0.5, open_loss=2.0)]
    theirs = [_v(0.25)]
    figures = {
        0: player_figures(Review(0, 40, 66, mine, summarize(mine))),
        1: player_figures(Review(1, 40, 66, theirs, summarize(theirs))),
    }
    parts = split([0, 2], 0, figures)
    assert parts.result == -2.0
    assert parts.play == pytest.approx(0.25 - 1.5)
    assert parts.cards == pytest.approx(-2.0 - parts.play)
    # with the real cards the second decision cost 2, not 0.5
    assert parts.open_card_play == pytest.approx(0.25 - 3.0)
    assert (parts.exact, parts.sampled) == (1, 2)


@pytest.mark.slow
def test_a_real_deal_s_figures_are_consistent() -> None:
    state = new_deal("schnapsen", seed=9, dealer=0)
    players = [make_player("easy", seed=1), make_player("medium", seed=2)]
    while not state.is_over:
        state = state.apply(players[state.to_move].choose(state.observation(state.to_move)))
    reviews = {s: review_deal(state, s, worlds=4) for s in (0, 1)}
    figures = {s: player_figures(r) for s, r in reviews.items()}
    for s in (0, 1):
        assert 0 <= figures[s].accuracy <= 100
    a, b = (split(list(state.result.scores), side, figures) for side in (0, 1))
    assert a.result == -b.result and a.play == pytest.approx(-b.play)
    assert a.cards + a.play == pytest.approx(a.result)
