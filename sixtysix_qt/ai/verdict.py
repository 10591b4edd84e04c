"""The expert's verdict on every decision of one seat in a finished deal.

A decision is judged fairly: from the seat's observation only, the same
data the AI gets.  Worlds consistent with it are sampled (``ai.worlds``)
and every legal move is valued in each of them as the expert values it
(``judge_worlds``: whole-deal solves, its next decision left open, a close
played on without seeing the hidden cards).  Moves are compared world by
world, only on the worlds both were tried in (a paired comparison): first
every move in the same worlds, then the contenders (the best, the move
played and any move not yet told apart from the best) in more worlds until
the standard error of each contender's loss is below :data:`TARGET_ERROR`
or :data:`MAX_WORLDS` are spent.  A label needs the loss beyond its noise
(:func:`judged_loss`, ``loss - CONFIDENCE * margin``); a played move that cannot be told apart
from the best is marked uncertain.  Once every card is known to the seat
(two players, talon used up) the exact solver decides instead.  Where the
real cards can be solved (``open_values``) the open-card verdict and the
line of play with every card open are given too, so a right decision with
unlucky cards is told apart from a mistake.

Effort is fixed (worlds and seed), so a review is reproducible.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from statistics import fmean, stdev
from typing import Any

from ..engine.cards import code
from ..engine.moves import move_text, parse_move
from ..engine.state import DealState, new_deal
from .common import decode
from .judge_worlds import PairedWorlds
from .open_cards import last_trick_taker, open_line, open_values
from .verdict_facts import describe_move, played_costs
from .worlds import WorldSampler, determinize

#: expected loss (game points) from which a decision gets each label, mildest first
LABEL_THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("inaccuracy", 0.2),
    ("mistake", 0.5),
    ("blunder", 1.0),
)
LABELS: tuple[str, ...] = ("good", *(name for name, _ in LABEL_THRESHOLDS))
#: open-card loss that makes a good decision "unlucky" (and its absence a bad one "lucky")
LUCK_THRESHOLD = 0.5
#: worlds in which every move is tried, and the seed of the sampling
DEFAULT_WORLDS = 32
DEFAULT_SEED = 66
#: the contenders get more worlds, a batch at a time, until each loss has this
#: standard error, or this many worlds are spent
TARGET_ERROR = 0.1
MAX_WORLDS = 192
BATCH = 16
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


class ReviewCancelled(Exception):
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


@dataclass(frozen=True)
class Verdict:
    """The judgement of one decision: what was played, what was best, what it cost.

    ``alternatives`` lists every judged move as [action, loss, margin], best
    first (each loss against the best on the worlds both were tried in), so a
    retried mistake can say what any move would have cost; the review shows
    the first few (:func:`shown_alternatives`).  ``facts``
    are [id, *numbers] lists of ``verdict_facts``: what the played move cost
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
    reason: list[Any]  # what the best move does: [id of verdict_facts.DESCRIPTIONS, *numbers]
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


def _rng(seed: int, state: DealState) -> random.Random:
    """One generator per decision, fixed by the seed and the position alone."""
    key = f"{seed}|{state.dealer}|{' '.join(state.deck_codes)}|{len(state.history)}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def _known_world(obs: dict[str, Any]) -> DealState | None:
    """The only world left when every card is known (two players, talon used up)."""
    if obs["num_players"] != 2 or obs["talon_size"] or obs["phase"] != "play":
        return None
    info = decode(obs)
    opp = 1 - info.seat
    hidden = info.unseen | info.known.get(opp, 0)
    cards = [code(c) for c in range(64) if hidden >> c & 1]
    return determinize(obs, {opp: cards}, [])


@dataclass
class Judged:
    """Every move's mean and its loss against the best on the worlds both were tried in."""

    best: int
    means: dict[int, float]
    losses: dict[int, tuple[float, float]]  # move -> (loss, standard error)
    exact: bool
    worlds: int


def paired(a: dict[int, float], b: dict[int, float]) -> tuple[float, float, int]:
    """Mean of a - b over the worlds both were tried in, its standard error, their count."""
    shared = sorted(a.keys() & b.keys())
    diffs = [a[n] - b[n] for n in shared]
    if not diffs:
        return 0.0, 0.0, 0
    error = stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return fmean(diffs), error, len(diffs)


def paired_error(a: list[float], b: list[float]) -> float:
    """Standard error of the mean difference of two lists of the same worlds, in order."""
    n = min(len(a), len(b))
    return paired(dict(enumerate(a[:n])), dict(enumerate(b[:n])))[1]


def judge_values(
    state: DealState,
    seat: int,
    worlds: int = DEFAULT_WORLDS,
    seed: int = DEFAULT_SEED,
    played: int | None = None,
    cancel: Callable[[], bool] | None = None,
    max_worlds: int = MAX_WORLDS,
) -> Judged:
    """Every legal move of ``seat`` judged from its view (see the module's docstring)."""
    obs = state.observation(seat)
    moves = [parse_move(a) for a in obs["legal_actions"]]
    known = _known_world(obs)
    if known is not None:
        values = open_values(known, seat) or {}
        best = _best(values)
        losses = {m: (values[best] - v, 0.0) for m, v in values.items()}
        return Judged(best, values, losses, True, 0)
    rng = _rng(seed, state)
    judge = PairedWorlds(seat, state, rng)
    sampler = WorldSampler(obs)
    _add(judge, sampler, rng, moves, worlds, cancel)
    contenders = _contenders(judge.samples(), moves, played)
    while len(contenders) > 1 and judge.worlds < max(worlds, max_worlds):
        samples = judge.samples()
        best = _best({m: fmean(samples[m].values()) for m in contenders})
        errors = {m: paired(samples[best], samples[m]) for m in contenders if m != best}
        if _settled(errors, played, best):
            break
        # a move clearly worse than the best is out of the running, unless it was played
        contenders = [
            m
            for m in contenders
            if m in (best, played) or errors[m][0] - CONFIDENCE * errors[m][1] <= 2 * TARGET_ERROR
        ]
        _add(judge, sampler, rng, contenders, BATCH, cancel)
    return _judged(judge.samples(), contenders, judge.worlds)


def _settled(errors: dict[int, tuple[float, float, int]], played: int | None, best: int) -> bool:
    """True when more worlds would not change the verdict: every loss is measured to
    :data:`TARGET_ERROR`, or the played move's label is the same at both ends of its
    confidence interval (or, played best, every other contender is told apart)."""
    if all(error <= TARGET_ERROR for _d, error, _n in errors.values()):
        return True
    if played is None or played == best:
        return all(d - CONFIDENCE * e > 0 for d, e, _n in errors.values())
    loss, error, _n = errors[played]
    return label_for(loss - CONFIDENCE * error) == label_for(loss + CONFIDENCE * error)


def _add(
    judge: PairedWorlds,
    sampler: WorldSampler,
    rng: random.Random,
    moves: list[int],
    worlds: int,
    cancel: Callable[[], bool] | None,
) -> None:
    for _ in range(worlds):
        if cancel is not None and cancel():
            raise ReviewCancelled
        judge.add(sampler.draw(rng), moves)


def _contenders(samples: dict[int, dict[int, float]], moves: list[int], played: int | None):
    """The moves worth more worlds: the best, the played one, and any not told apart."""
    best = _best({m: fmean(samples[m].values()) for m in moves})
    out = [best]
    for m in moves:
        if m == best:
            continue
        loss, error, _n = paired(samples[best], samples[m])
        if m == played or loss - CONFIDENCE * error <= 2 * TARGET_ERROR:
            out.append(m)
    return out


def _judged(samples: dict[int, dict[int, float]], contenders: list[int], worlds: int) -> Judged:
    """The best among the contenders (they share every world); every loss against it."""
    means = {m: fmean(s.values()) for m, s in samples.items()}
    best = _best({m: means[m] for m in contenders})
    losses = {}
    for m in samples:
        loss, error, _n = paired(samples[best], samples[m])
        losses[m] = (loss, error)
    return Judged(best, means, losses, False, worlds)


def _best(values: dict[int, float]) -> int:
    top = max(values.values())
    return min(m for m, v in values.items() if v >= top - 1e-9)


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
    label = label_for(judged_loss(loss, margin))
    if loss <= CONFIDENCE * margin and label_for(loss) == "good":
        best = played  # not told apart from the best, and little at stake: as good
    uncertain = label_for(loss) != label  # the worlds do not settle the label
    ranked = sorted(j.losses, key=lambda m: (j.losses[m][0], m != best, m))
    alternatives = [
        [move_text(m), round(max(0.0, j.losses[m][0]), 4), round(j.losses[m][1], 4)] for m in ranked
    ]
    open_vals = None if j.exact else open_values(state, seat)
    open_best = open_loss = open_value = luck = None
    if open_vals is not None:
        ob = _best(open_vals)
        open_loss = max(0.0, open_vals[ob] - open_vals[played])
        open_best = move_text(played if open_loss < 1e-9 else ob)
        open_value = open_vals[played]
        if label == "good" and not uncertain and open_loss >= LUCK_THRESHOLD:
            luck = "unlucky"
        elif label in ("mistake", "blunder") and open_loss < 1e-9:
            luck = "lucky"
    facts = played_costs(state, seat, played, best) if best != played else []
    if best != played and _gives_last_trick(state, seat, played, best):
        facts.append(["gave_last_trick"])
    if j.exact:  # every card known: the values are the open-card ones
        open_value, open_best, open_loss = j.means[played], move_text(best), loss
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
        open_best=open_best,
        open_loss=None if open_loss is None else round(open_loss, 4),
        open_value=open_value,
        luck=luck,
        line=open_line(state, seat, played, LINE_PLIES),
        best_line=[] if best == played else open_line(state, seat, best, LINE_PLIES),
    )


def _gives_last_trick(state: DealState, seat: int, played: int, best: int) -> bool:
    """With every card open, the played move lets the opponent take the last trick
    that the best move would have taken (two players)."""
    taker = last_trick_taker(state, played)
    return taker is not None and taker != seat and last_trick_taker(state, best) == seat


def shown_alternatives(v: Verdict) -> list[list[Any]]:
    """The alternatives a review shows: the best :data:`ALTERNATIVES`, and the played
    move when it is not among them."""
    top = v.alternatives[:ALTERNATIVES]
    if any(a[0] == v.played for a in top):
        return top
    return top + [a for a in v.alternatives if a[0] == v.played]


def initial_state(final: DealState) -> DealState:
    """The deal before its first action (same pack, dealer and options)."""
    return new_deal(final.preset, deck=final.deck_codes, dealer=final.dealer, **final.options)


def decisions(final: DealState, seat: int) -> list[tuple[int, DealState, str]]:
    """(history index, state before, action) of every real choice ``seat`` made."""
    out = []
    state = initial_state(final)
    for i, (actor, action) in enumerate(final.history):
        if actor == seat and len(state.legal_moves()) > 1:
            out.append((i, state, action))
        state = state.apply(action)
    return out


def summarize(verdicts: list[Verdict]) -> Summary:
    losses = [v.loss for v in verdicts]
    biggest = max(range(len(losses)), key=lambda i: (losses[i], -i)) if losses else None
    if biggest is not None and losses[biggest] < 1e-9:
        biggest = None
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
    returning True stops the review with :class:`ReviewCancelled`.
    """
    if not 0 <= seat < final.shape.players:
        raise ValueError(f"seat must be 0..{final.shape.players - 1}, not {seat!r}")
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
    return Review(seat, worlds, seed, verdicts, summarize(verdicts))


__all__ = [
    "DEFAULT_SEED",
    "DEFAULT_WORLDS",
    "LABELS",
    "LABEL_THRESHOLDS",
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
    "judged_loss",
    "label_for",
    "open_values",
    "review_deal",
    "summarize",
]
