"""A close judged for the match: at 6:5 the review states what it risked and gained in
match chances, and the figures are those of fair playouts valued by the match."""

from __future__ import annotations

import random
from statistics import fmean, stdev

import pytest

from sixtysix_qt.ai import make_player
from sixtysix_qt.ai.judge_worlds import fair_close_value
from sixtysix_qt.ai.worlds import sample_world
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import CLOSE_MOVE
from sixtysix_qt.review.match_equity import deal_values, equity
from sixtysix_qt.review.match_record import MatchRecord
from sixtysix_qt.review.match_review import (
    CloseInMatch,
    cached_closes,
    closes_document,
    judge_closes,
)
from sixtysix_qt.review.playon import position
from sixtysix_qt.ui.review.review_match import close_sentences

AT_SIX_FIVE = MatchRecord((6, 5), 7, dealer=1)


def deal_with_a_close():
    """A classic deal in which seat 0 closes the talon (medium against medium)."""
    state = new_deal("classic", seed=1, dealer=1)
    players = [make_player("medium", seed=s) for s in range(2)]
    while not state.is_over:
        state = state.apply(players[state.to_move].choose(state.observation(state.to_move)))
    assert (0, "close") in state.history
    return state


@pytest.mark.slow
def test_the_close_at_six_five_is_valued_as_fair_playouts_in_match_chances() -> None:
    final = deal_with_a_close()
    [close] = judge_closes(final, 0, AT_SIX_FIVE, worlds=32)
    before = equity("classic", final.options, AT_SIX_FIVE, 0)
    assert close.before == pytest.approx(before)
    assert close.score == (6, 5) and close.any_win_takes and not close.any_loss_loses
    # fresh worlds of the seat's view, the close played on fairly, each end valued by the match
    table = deal_values("classic", final.options, AT_SIX_FIVE, 0)
    state = position(final, close.index)
    obs, rng = state.observation(0), random.Random(2026)
    chances = []
    for _ in range(32):
        after = sample_world(obs, rng).apply_move(CLOSE_MOVE)
        points = fair_close_value(after, 0, random.Random(rng.random()))
        chances.append(before + table[int(points)])
    error = (stdev(chances) ** 2 / len(chances) + close.margin**2) ** 0.5
    assert close.close == pytest.approx(fmean(chances), abs=3 * error + 0.03)
    # at 6:5 every win is the match: the chance after the deal is the chance of winning it
    assert 0.0 <= close.close <= 1.0 and 0.0 <= close.other <= 1.0
    lines = close_sentences(close)
    assert "At 6:5 any win takes the match." in lines
    assert any(f"{round(close.close * 100)}%" in line for line in lines)
    # the verdicts are cached and read back only for this deal's closes
    doc = closes_document([close], 0)
    assert cached_closes(doc, final, 0) == [close]
    assert cached_closes(doc, final, 1) is None
    assert cached_closes({**doc, "closes": [{**close.to_dict(), "close": 7.0}]}, final, 0) is None


def _close(**fields) -> CloseInMatch:
    base = dict(
        index=9,
        score=(6, 5),
        target=7,
        before=0.59,
        other_move="play KC",
        close=0.80,
        other=0.97,
        margin=0.02,
        worlds=48,
        any_win_takes=True,
        any_loss_loses=False,
    )
    return CloseInMatch(**{**base, **fields})


def test_the_words_say_what_the_close_risked_and_gained_for_the_match() -> None:
    risky = _close()
    assert risky.label == "blunder"
    text = " ".join(close_sentences(risky))
    assert "At 6:5 any win takes the match." in text
    assert "risked the match for nothing" in text and "80%" in text and "97%" in text
    behind = _close(
        score=(0, 6), before=0.07, close=0.15, other=0.08, any_win_takes=False, any_loss_loses=True
    )
    assert behind.label == "good"
    text = " ".join(close_sentences(behind))
    assert "At 0:6 a lost deal ends the match." in text
    assert "the only way to stay in the match" in text
    even = _close(close=0.96, other=0.97, margin=0.02)
    assert even.label == "good" and "as good as" in " ".join(close_sentences(even))
