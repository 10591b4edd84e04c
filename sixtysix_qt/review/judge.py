"""The judge of the deal review: what each decision of a seat is called, and why.

The one door to a review for the Review window, Learn from your mistakes and
``python -m sixtysix_qt.review.analysis``: :func:`review_deal` at the effort
of :data:`DEFAULT_WORLDS`, :data:`DEFAULT_SEED` and :data:`MAX_WORLDS`.

``ai.verdict`` values every legal move over worlds sampled from the seat's
observation, each loss against the best with its margin (the standard error
over the worlds both moves were tried in), exact once every card is known.
This module owns what is made of those values, lila-style (its ``Advice``):
the labels (:data:`LABEL_THRESHOLDS`) read from the loss less
:data:`CONFIDENCE` margins (:func:`judged_loss`: noise alone never makes a
mistake, nor costs accuracy), a played move that cannot be told apart from
the best marked uncertain; the luck of the real cards (the open-card
verdict, where the real deal can be solved); the facts that explain a
verdict (``review.facts``); the :class:`Verdict`, :class:`Summary` and
:class:`Review` types and the shape of a cached review
(:data:`REVIEW_VERSION`).  A label change is this module and
``ui/review/texts.py``; ``review.accuracy`` and ``review.cache_check`` read
the same rule from here.

Effort is fixed (worlds and seed), so a review is reproducible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from ..ai import release_memory
from ..ai import verdict as values
from ..ai.open_cards import open_line, open_reach, open_values
from ..engine.moves import move_text, parse_move
from ..engine.state import DealState
from .facts import describe_move, gives_last_trick, played_costs

#: expected loss (game points) from which a decision gets each label, mildest first
LABEL_THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("inaccuracy", 0.2),
    ("mistake", 0.5),
    ("blunder", 1.0),
)
LABELS: tuple[str, ...] = ("good", *(name for name, _ in LABEL_THRESHOLDS))
#: open-card loss that makes a good decision "unlucky" (and its absence a bad one "lucky")
LUCK_THRESHOLD = 0.5
#: the review's effort, the sampler's own (worlds in which every move is tried, the seed
#: of the sampling, the most worlds the contenders get): the one door's defaults
DEFAULT_WORLDS = values.DEFAULT_WORLDS
DEFAULT_SEED = values.DEFAULT_SEED
MAX_WORLDS = values.MAX_WORLDS
#: a label (and "told apart from the best") needs the loss beyond this many standard errors
CONFIDENCE = 1.5
#: alternatives the review shows, best first (the verdict keeps every judged move)
ALTERNATIVES = 3
#: moves of the open-card line kept after the move
LINE_PLIES = 6
#: shape of a cached review (``Review.to_dict``): older caches are judged again (4: the
#: trump exchange is worth the position after it, the defender of a close weighs 32 worlds)
REVIEW_VERSION = 4

Progress = Callable[[int, int], None]
ReviewCancelled = values.Cancelled
"""The caller asked the review to stop (its ``cancel`` returned True)."""


def judged_loss(loss: float, margin: float) -> float:
    """The loss the worlds show beyond their noise: ``loss - CONFIDENCE * margin``, never
    below 0 (an exact verdict has no margin).  The one rule for the labels and for
    ``review.accuracy``: noise alone never makes a mistake, nor costs accuracy."""
    return max(0.0, loss - CONFIDENCE * margin)


def label_for(loss: float) -> str:
    """The label of an expected loss in game points (thresholds in :data:`LABEL_THRESHOLDS`)."""
    label = "good"
    for name, threshold in LABEL_THRESHOLDS:
        if loss >= threshold - 1e-9:
            label = name
    return label


def judged_label(loss: float, margin: float) -> tuple[str, bool]:
    """The label a loss and its margin earn, and whether it is uncertain (the loss
    alone would say more: the worlds do not settle it)."""
    label = label_for(judged_loss(loss, margin))
    return label, label_for(loss) != label


def label_is_settled(loss: float, error: float) -> bool:
    """The played move's label is the same at both ends of its confidence interval:
    more worlds would not change the verdict (the judge's stopping rule)."""
    return label_for(loss - CONFIDENCE * error) == label_for(loss + CONFIDENCE * error)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one decision: what was played, what was best, what it cost.

    ``alternatives`` lists every judged move as [action, loss, margin], best
    first (each loss against the best on the worlds both were tried in), so a
    retried mistake can say what any move would have cost; the review shows
    the first few (:func:`shown_alternatives`).  ``facts``
    are [id, *numbers] lists of ``review.facts``: what the played move cost
    and what the best one does, each true of the position (a test checks).
    ``line`` is the play after the move with every card open (the opponent's
    refutation first), ``best_line`` the same after the best move.
    """

    index: int  # position of the action in the deal's history
    seat: int
    played: str
    best: str
    loss: float
    margin: float  # standard error of the loss over the paired worlds (0 when exact)
    label: str  # from the loss less CONFIDENCE margins: noise alone never makes a mistake
    uncertain: bool  # the worlds do not settle the label (its point estimate would say more)
    reason: list[Any]  # what the best move does: [id of facts.DESCRIPTIONS, *numbers]
    exact: bool  # every card was known to the seat: the values are exact
    worlds: int  # worlds the loss rests on (0 when exact)
    alternatives: list[list[Any]] = field(default_factory=list)  # every judged move, best first
    facts: list[list[Any]] = field(default_factory=list)
    open_best: str | None = None  # best move with all cards open, when it can be solved
    open_loss: float | None = None
    open_value: float | None = None  # the played move's game points with all cards open
    luck: str | None = None  # "lucky", "unlucky" or None
    line: list[str] = field(default_factory=list)
    best_line: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Summary:
    """The deal at a glance: total expected loss and where the most was lost."""

    total_loss: float
    biggest: int | None  # index into the verdict list, None when nothing was lost
    losses: list[float] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Review:
    """Every judged decision of one seat in a deal, and the summary."""

    seat: int
    worlds: int
    seed: int
    verdicts: list[Verdict]
    summary: Summary

    def to_dict(self) -> dict[str, Any]:
        """The cached form: ``{"version", "seat", "worlds", "seed", "verdicts", "summary"}``."""
        return {"version": REVIEW_VERSION, **asdict(self)}

    @staticmethod
    def from_dict(doc: Any) -> Review:
        """Rebuild a cached review; ValueError when it is not one of today's shape."""
        try:
            if doc.get("version") != REVIEW_VERSION:
                raise ValueError("an older shape")
            verdicts = [Verdict(**v) for v in doc["verdicts"]]
            summary = Summary(**doc["summary"])
            return Review(int(doc["seat"]), int(doc["worlds"]), int(doc["seed"]), verdicts, summary)
        except (AttributeError, KeyError, TypeError, ValueError) as err:
            raise ValueError(f"not a cached review ({err})") from None


def judge_values(state: DealState, seat: int, *effort: Any, **more: Any) -> values.Judged:
    """Every legal move of ``seat`` valued by ``ai.verdict.judge_values`` (its effort
    arguments: worlds, seed, played, cancel, max_worlds), told apart at the judge's
    :data:`CONFIDENCE` and sampled until the played move's label is settled
    (:func:`label_is_settled`)."""
    return values.judge_values(
        state, seat, *effort, confidence=CONFIDENCE, settled=label_is_settled, **more
    )


def judge_decision(
    state: DealState,
    seat: int,
    action: str,
    worlds: int = DEFAULT_WORLDS,
    seed: int = DEFAULT_SEED,
    index: int | None = None,
    cancel: Callable[[], bool] | None = None,
    max_worlds: int = MAX_WORLDS,
) -> Verdict:
    """The verdict on ``seat`` playing ``action`` in ``state`` (it must be the seat's turn)."""
    if state.to_move != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    played = parse_move(action)
    if action not in state.legal_actions():
        raise ValueError(f"{action!r} is not legal here")
    j = judge_values(state, seat, worlds, seed, played, cancel, max_worlds)
    best = j.best
    loss, margin = j.losses[played]
    loss = max(0.0, loss)
    label, uncertain = judged_label(loss, margin)
    if loss <= CONFIDENCE * margin and label_for(loss) == "good":
        best = played  # not told apart from the best, and little at stake: as good
    ranked = sorted(j.losses, key=lambda m: (j.losses[m][0], m != best, m))
    alternatives = [
        [move_text(m), round(max(0.0, j.losses[m][0]), 4), round(j.losses[m][1], 4)] for m in ranked
    ]
    if j.exact:  # every card known: the values are the open-card ones
        luck = _Luck(move_text(best), loss, j.means[played])
    else:
        luck = _Luck.of(state, seat, played, label, uncertain)
    facts = played_costs(state, seat, played, best) if best != played else []
    if best != played and gives_last_trick(state, seat, played, best):
        facts.append(["gave_last_trick"])
    return Verdict(
        index=len(state.history) if index is None else index,
        seat=seat,
        played=move_text(played),
        best=move_text(best),
        loss=round(loss, 4),
        margin=round(margin, 4),
        label=label,
        uncertain=uncertain,
        reason=describe_move(state, seat, best),
        exact=j.exact,
        worlds=j.worlds,
        alternatives=alternatives,
        facts=facts,
        open_best=luck.open_best,
        open_loss=None if luck.open_loss is None else round(luck.open_loss, 4),
        open_value=luck.open_value,
        luck=luck.luck,
        line=open_line(state, seat, played, LINE_PLIES),
        best_line=[] if best == played else open_line(state, seat, best, LINE_PLIES),
    )


@dataclass(frozen=True)
class _Luck:
    """The open-card verdict of a decision (the real deal solved) and the luck it shows."""

    open_best: str | None = None
    open_loss: float | None = None
    open_value: float | None = None
    luck: str | None = None

    @staticmethod
    def of(state: DealState, seat: int, played: int, label: str, uncertain: bool) -> _Luck:
        """A good decision the real cards punish is unlucky; a mistake they forgive, lucky."""
        open_vals = open_values(state, seat)
        if open_vals is None:
            return _Luck()
        top = max(open_vals.values())
        ob = min(m for m, v in open_vals.items() if v >= top - 1e-9)
        open_loss = max(0.0, open_vals[ob] - open_vals[played])
        luck = None
        if label == "good" and not uncertain and open_loss >= LUCK_THRESHOLD:
            luck = "unlucky"
        elif label in ("mistake", "blunder") and open_loss < 1e-9:
            luck = "lucky"
        open_best = move_text(played if open_loss < 1e-9 else ob)
        return _Luck(open_best, open_loss, open_vals[played], luck)


def shown_alternatives(v: Verdict) -> list[list[Any]]:
    """The alternatives a review shows: the best :data:`ALTERNATIVES`, and the played
    move when it is not among them."""
    top = v.alternatives[:ALTERNATIVES]
    if any(a[0] == v.played for a in top):
        return top
    return top + [a for a in v.alternatives if a[0] == v.played]


def decisions(final: DealState, seat: int) -> list[tuple[int, DealState, str]]:
    """(history index, state before, action) of every real choice ``seat`` made."""
    before = final.positions()
    return [
        (i, before[i], action)
        for i, (actor, action) in enumerate(final.history)
        if actor == seat and len(before[i].legal_moves()) > 1
    ]


def summarize(verdicts: list[Verdict]) -> Summary:
    losses = [v.loss for v in verdicts]
    # the biggest *mistake*: a move the list rates good is never named one
    flagged = [i for i, v in enumerate(verdicts) if v.label != "good" and losses[i] >= 1e-9]
    biggest = max(flagged, key=lambda i: (losses[i], -i)) if flagged else None
    counts = {label: sum(v.label == label for v in verdicts) for label in LABELS}
    return Summary(round(sum(losses), 4), biggest, losses, counts)


def review_deal(
    final: DealState,
    seat: int,
    worlds: int = DEFAULT_WORLDS,
    seed: int = DEFAULT_SEED,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
    max_worlds: int = MAX_WORLDS,
) -> Review:
    """Judge every decision of ``seat`` in the deal ``final`` (finished or not).

    ``progress(done, total)`` is called after each decision; ``cancel()``
    returning True stops the review with :class:`ReviewCancelled`.  However it
    ends, the exact solver's table is given back: the game's own process uses it
    only for reviews, and an evening of them would keep it (issue 53, G7).
    """
    if not 0 <= seat < final.shape.players:
        raise ValueError(f"seat must be 0..{final.shape.players - 1}, not {seat!r}")
    try:
        verdicts = _judged(final, seat, worlds, seed, progress, cancel, max_worlds)
    finally:
        release_memory()
    return Review(seat, worlds, seed, verdicts, summarize(verdicts))


def _judged(
    final: DealState,
    seat: int,
    worlds: int,
    seed: int,
    progress: Progress | None,
    cancel: Callable[[], bool] | None,
    max_worlds: int,
) -> list[Verdict]:
    """The seat's decisions judged in turn (``review_deal`` gives the table back after)."""
    todo = decisions(final, seat)
    verdicts = []
    if progress is not None:
        progress(0, len(todo))
    for done, (index, state, action) in enumerate(todo, 1):
        if cancel is not None and cancel():
            raise ReviewCancelled
        verdicts.append(
            judge_decision(state, seat, action, worlds, seed, index, cancel, max_worlds)
        )
        if progress is not None:
            progress(done, len(todo))
    return verdicts


__all__ = [
    "ALTERNATIVES",
    "CONFIDENCE",
    "DEFAULT_SEED",
    "DEFAULT_WORLDS",
    "LABELS",
    "LABEL_THRESHOLDS",
    "LINE_PLIES",
    "LUCK_THRESHOLD",
    "MAX_WORLDS",
    "REVIEW_VERSION",
    "Review",
    "ReviewCancelled",
    "Summary",
    "Verdict",
    "decisions",
    "judge_decision",
    "judge_values",
    "judged_label",
    "judged_loss",
    "label_for",
    "label_is_settled",
    "open_reach",
    "review_deal",
    "shown_alternatives",
    "summarize",
]
