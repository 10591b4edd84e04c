"""Accuracy per player and deal, and how much of the result came from the cards and from play.

**Accuracy.**  Each judged decision loses some expected game points against
the best move (``review.judge``: exact once every card is known, over sampled
deals of the hidden cards elsewhere).  Only what the sample shows beyond
its own noise counts: the judged loss, the loss less ``CONFIDENCE`` standard
errors (``review.judge.judged_loss``), the one rule the labels use too.
A decision's accuracy is ``100 * exp(-loss / SCALE)``: 100 for the best
move, 67 at 0.2 game points lost (an inaccuracy), 37 at 0.5 (a mistake),
14 at 1 (a blunder), near 0 beyond, as Lichess turns a loss of win chance
into a move accuracy.  A deal's accuracy
is the mean over the player's decisions (a forced move is no decision).

**Cards and play.**  The deal's result for a side (its game points minus the
other's) is split in two.  *Play* is what the decisions changed: the game
points each other side gave away by its decisions, less those this side
gave away (each decision's expected loss).  *Cards* is the rest: the deal
and the draws, everything no decision chose.  Where the real deal can be
solved (``ai.open_cards.solvable``: the last ten tricks of a two-player deal,
a closed talon, the end with more players) the verdicts also know the real
cards (the open-card verdicts):
:attr:`Split.open_card_play` is the same sum with the open-card loss in
place of the expected one for those decisions, what the moves really cost
with these cards; the difference from :attr:`Split.play` is the luck of
the hidden cards inside those decisions.

No Qt here; ``ui/review/review_dialog.py`` shows the figures and
``ui/review/texts.py`` explains them on a help page.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from . import judge
from .judge import Review, Verdict

#: game points lost at which a decision's accuracy falls to 1/e (about 37)
SCALE = 0.5


def judged_loss(v: Verdict) -> float:
    """The loss the sample shows beyond its noise, by the labels' rule (exact verdicts
    have no margin)."""
    return judge.judged_loss(v.loss, v.margin)


def decision_accuracy(loss: float) -> float:
    """0..100 for one decision that lost ``loss`` expected game points."""
    return 100.0 * math.exp(-max(0.0, loss) / SCALE)


def deal_accuracy(verdicts: Iterable[Verdict]) -> float | None:
    """The mean accuracy of a player's decisions in a deal; None without a decision."""
    scores = [decision_accuracy(judged_loss(v)) for v in verdicts]
    return sum(scores) / len(scores) if scores else None


@dataclass(frozen=True)
class PlayerFigures:
    """One seat in one deal: its accuracy and what its decisions gave away."""

    seat: int
    accuracy: float | None
    decisions: int
    lost: float  # expected game points given away (judged losses)
    exact: int  # decisions judged with every card known
    real_lost: float  # the same, with the open-card loss wherever a decision has one
    open_decisions: int  # decisions with an open-card verdict


def player_figures(review: Review) -> PlayerFigures:
    vs = review.verdicts
    opened = [v for v in vs if v.open_loss is not None]
    return PlayerFigures(
        seat=review.seat,
        accuracy=deal_accuracy(vs),
        decisions=len(vs),
        lost=sum(judged_loss(v) for v in vs),
        exact=sum(v.exact for v in vs),
        real_lost=sum(judged_loss(v) if v.open_loss is None else v.open_loss for v in vs),
        open_decisions=len(opened),
    )


@dataclass(frozen=True)
class Split:
    """A side's result in one deal, split into what the cards gave and what play changed."""

    result: float  # game points of the side minus the best other side's
    play: float  # the others' losses minus the side's own
    cards: float  # result - play
    open_card_play: float | None  # the same as play, open-card losses where they exist
    sampled: int  # decisions (all seats) whose loss is a sampled estimate
    exact: int  # decisions judged exactly (every card known)


def side_of(seat: int, teams: bool) -> int:
    return seat % 2 if teams else seat


def split(
    result_scores: list[int],
    side: int,
    figures: Mapping[int, PlayerFigures],
    teams: bool = False,
) -> Split:
    """``side``'s result from ``result_scores`` split by the figures of every judged seat."""
    mine = result_scores[side]
    result = float(mine - max(v for s, v in enumerate(result_scores) if s != side))
    play = open_play = 0.0
    has_open = False
    for seat, f in figures.items():
        sign = 1.0 if side_of(seat, teams) != side else -1.0
        play += sign * f.lost
        open_play += sign * f.real_lost
        has_open |= f.open_decisions > 0
    exact = sum(f.exact for f in figures.values())
    total = sum(f.decisions for f in figures.values())
    return Split(
        result=result,
        play=play,
        cards=result - play,
        open_card_play=open_play if has_open else None,
        sampled=total - exact,
        exact=exact,
    )


__all__ = [
    "SCALE",
    "PlayerFigures",
    "Split",
    "deal_accuracy",
    "decision_accuracy",
    "judged_loss",
    "player_figures",
    "side_of",
    "split",
]
