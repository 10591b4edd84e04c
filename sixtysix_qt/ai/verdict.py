"""The expert's verdict on every decision of one seat in a finished deal.

A decision is judged fairly: from the seat's observation only, the same
data the AI gets.  Worlds consistent with it are sampled (``ai.worlds``),
every legal move is tried in the same worlds with the same random rollouts
(a paired comparison) and the move's mean game points compared with the
best one; once every card is known to the seat (two players, talon used
up) the exact solver decides instead.  Where the real cards can be solved
exactly (talon closed or used up) the open-card verdict is given too, so a
right decision with unlucky cards is told apart from a mistake.

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
from . import native
from .common import decode, side_value
from .heuristics import heuristic_choice
from .rollouts import rollout_value
from .search import EXACT_CARDS, _reason_for
from .team_solver import TeamSolver, cards_left
from .worlds import determinize, sample_world

#: expected loss (game points) from which a decision gets each label, mildest first
LABEL_THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("inaccuracy", 0.2),
    ("mistake", 0.5),
    ("blunder", 1.0),
)
LABELS: tuple[str, ...] = ("good", *(name for name, _ in LABEL_THRESHOLDS))
#: open-card loss that makes a good decision "unlucky" (and its absence a bad one "lucky")
LUCK_THRESHOLD = 0.5
#: default effort: worlds sampled per decision and the seed of the sampling
DEFAULT_WORLDS = 40
#: the contenders of a decision get this many times more worlds (see observed_values)
REFINE = 2
DEFAULT_SEED = 66

#: reason ids the verdict adds to the hint reasons (``players.REASONS``)
VERDICT_REASONS: dict[str, str] = {
    "played_best": "You played the best move.",
    "equal_choice": "Several moves were as good as this one.",
}

Progress = Callable[[int, int], None]


class ReviewCancelled(Exception):
    """The caller asked the review to stop (its ``cancel`` returned True)."""


def label_for(loss: float) -> str:
    """The label of an expected loss in game points (thresholds in :data:`LABEL_THRESHOLDS`)."""
    label = "good"
    for name, threshold in LABEL_THRESHOLDS:
        if loss >= threshold - 1e-9:
            label = name
    return label


@dataclass(frozen=True)
class Verdict:
    """The judgement of one decision: what was played, what was best, what it cost."""

    index: int  # position of the action in the deal's history
    seat: int
    played: str
    best: str
    values: dict[str, float]  # mean game points of every legal move, from the seat's view
    loss: float
    margin: float  # standard error of the loss over the sampled worlds (0 when exact)
    label: str  # from the loss less its margin: noise alone never makes a mistake
    reason: str  # an id of players.REASONS or VERDICT_REASONS
    exact: bool  # every card was known to the seat: the values are exact
    open_best: str | None = None  # best move with all cards open, when it can be solved
    open_loss: float | None = None
    luck: str | None = None  # "lucky", "unlucky" or None


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
        return asdict(self)

    @staticmethod
    def from_dict(doc: Any) -> Review:
        """Rebuild a cached review; ValueError when the data is not one."""
        try:
            verdicts = [Verdict(**v) for v in doc["verdicts"]]
            summary = Summary(**doc["summary"])
            return Review(int(doc["seat"]), int(doc["worlds"]), int(doc["seed"]), verdicts, summary)
        except (KeyError, TypeError, ValueError) as err:
            raise ValueError(f"not a cached review ({err})") from None


def _rng(seed: int, state: DealState) -> random.Random:
    """One generator per decision, fixed by the seed and the position alone."""
    key = f"{seed}|{state.dealer}|{' '.join(state.deck_codes)}|{len(state.history)}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


class _WorldJudge:
    """Values of candidate moves in one full world, sharing a solver's table between them."""

    def __init__(self, world: DealState, seat: int, rollout_seed: float) -> None:
        self.world = world
        self.seat = seat
        self.side = world.side_of(seat)
        self.rollout_seed = rollout_seed
        self.exact = EXACT_CARDS.get(world.preset, 0) if world.shape.players > 2 else 0
        self.solver: TeamSolver | None = None  # one table for the candidates' endgames

    def value(self, move: int) -> float:
        after = self.world.apply_move(move)
        if after.result is not None:
            return side_value(after.result, self.side)
        if after.shape.players == 2 and (after.closed or not after.talon):
            return native.world_value(after, self.seat)
        if self.exact and not after.talon and cards_left(after) <= self.exact:
            if self.solver is None:
                self.solver = TeamSolver(self.side)
            return native.team_value(after, self.side, self.solver)
        # the same rollout randomness for every move: the comparison is paired
        return rollout_value(after, self.seat, random.Random(self.rollout_seed), self.exact)


def _known_world(obs: dict[str, Any]) -> DealState | None:
    """The only world left when every card is known (two players, talon used up)."""
    if obs["num_players"] != 2 or obs["talon_size"] or obs["phase"] != "play":
        return None
    info = decode(obs)
    opp = 1 - info.seat
    hidden = info.unseen | info.known.get(opp, 0)
    cards = [code(c) for c in range(64) if hidden >> c & 1]
    return determinize(obs, {opp: cards}, [])


def observed_values(
    state: DealState,
    seat: int,
    worlds: int = DEFAULT_WORLDS,
    seed: int = DEFAULT_SEED,
    played: int | None = None,
    cancel: Callable[[], bool] | None = None,
) -> tuple[dict[int, float], bool]:
    """Mean game points of every legal move for ``seat`` to move, from its view only.

    ``worlds`` worlds try every move; then :data:`REFINE` times as many more
    try only the contenders (the move ``played`` and the best two so far), so
    the loss that the verdict reports rests on many paired worlds.  Returns
    the values and whether they are exact (every card known).  ``cancel()``
    is asked before each world (:class:`ReviewCancelled`).
    """
    values, exact, _samples = _observed(state, seat, worlds, seed, played, cancel)
    return values, exact


Samples = dict[int, list[float]]


def _observed(
    state: DealState,
    seat: int,
    worlds: int,
    seed: int,
    played: int | None,
    cancel: Callable[[], bool] | None,
) -> tuple[dict[int, float], bool, Samples]:
    """:func:`observed_values` plus every move's value in each world, in world order."""
    obs = state.observation(seat)
    moves = [parse_move(a) for a in obs["legal_actions"]]
    known = _known_world(obs)
    if known is not None:
        judge = _WorldJudge(known, seat, 0.0)
        values = {m: float(judge.value(m)) for m in moves}
        return values, True, {m: [v] for m, v in values.items()}
    rng = _rng(seed, state)
    samples: Samples = {m: [] for m in moves}
    _sample(obs, seat, rng, moves, worlds, samples, cancel)
    means = {m: fmean(samples[m]) for m in moves}
    contenders = sorted(moves, key=lambda m: -means[m])[:2]
    if played in means and played not in contenders:
        contenders.append(played)
    if len(moves) > 1:
        _sample(obs, seat, rng, contenders, worlds * REFINE, samples, cancel)
    return {m: fmean(samples[m]) for m in moves}, False, samples


def _sample(
    obs: dict[str, Any],
    seat: int,
    rng: random.Random,
    moves: list[int],
    worlds: int,
    samples: Samples,
    cancel: Callable[[], bool] | None,
) -> None:
    for _ in range(worlds):
        if cancel is not None and cancel():
            raise ReviewCancelled
        judge = _WorldJudge(sample_world(obs, rng), seat, rng.random())
        for m in moves:
            samples[m].append(judge.value(m))


def paired_error(a: list[float], b: list[float]) -> float:
    """Standard error of the mean difference of two moves over the worlds both were tried in.

    Both lists start with the same worlds in the same order (see :func:`_observed`).
    """
    n = min(len(a), len(b))
    if n < 2:
        return 0.0
    diffs = [a[i] - b[i] for i in range(n)]
    return stdev(diffs) / n**0.5


def open_values(state: DealState, seat: int) -> dict[int, float] | None:
    """Exact game points of every legal move with all cards open, or None if out of reach."""
    n = state.shape.players
    if state.phase != "play":
        return None
    if n == 2 and not (state.closed or not state.talon):
        return None
    if n > 2 and (state.talon or cards_left(state) > EXACT_CARDS.get(state.preset, 0)):
        return None
    judge = _WorldJudge(state, seat, 0.0)
    return {m: float(judge.value(m)) for m in state.legal_moves()}


def _best(values: dict[int, float]) -> int:
    top = max(values.values())
    return min(m for m, v in values.items() if v >= top - 1e-9)


def _reason(state: DealState, seat: int, best: int, played: int, exact: bool, ties: int = 1) -> str:
    """Why the best move is best, in the words of the hints.

    ``ties`` counts the moves as good as the best: a best move played among
    several equal ones is "equal_choice".
    """
    info = decode(state.observation(seat))
    if played == best and ties > 1:
        return "equal_choice"
    if exact:
        return "played_best" if played == best else "endgame_solved"
    move, reason = heuristic_choice(info, random.Random(0), 1.0)
    if move == best and reason not in ("guess",):
        return reason
    return _reason_for(info, best)


def judge_decision(
    state: DealState,
    seat: int,
    action: str,
    worlds: int = DEFAULT_WORLDS,
    seed: int = DEFAULT_SEED,
    index: int | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Verdict:
    """The verdict on ``seat`` playing ``action`` in ``state`` (it must be the seat's turn)."""
    if state.to_move != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    played = parse_move(action)
    if action not in state.legal_actions():
        raise ValueError(f"{action!r} is not legal here")
    values, exact, samples = _observed(state, seat, worlds, seed, played, cancel)
    best = _best(values)
    loss = max(0.0, values[best] - values[played])
    if loss < 1e-9:
        best = played  # an equal move is no better than the one played
    margin = 0.0 if exact else paired_error(samples[best], samples[played])
    verdict_open: dict[int, float] | None = None if exact else open_values(state, seat)
    open_best = open_loss = luck = None
    # a label only for what the worlds show beyond their own noise (one standard error)
    label = label_for(max(0.0, loss - margin))
    if verdict_open is not None:
        ob = _best(verdict_open)
        open_loss = max(0.0, verdict_open[ob] - verdict_open[played])
        open_best = move_text(played if open_loss < 1e-9 else ob)
        if label == "good" and open_loss >= LUCK_THRESHOLD:
            luck = "unlucky"
        elif label in ("mistake", "blunder") and open_loss < 1e-9:
            luck = "lucky"
    ties = sum(v >= values[best] - 1e-9 for v in values.values())
    reason = _reason(state, seat, best, played, exact, ties)
    return Verdict(
        index=len(state.history) if index is None else index,
        seat=seat,
        played=move_text(played),
        best=move_text(best),
        values={move_text(m): round(v, 4) for m, v in values.items()},
        loss=round(loss, 4),
        margin=round(margin, 4),
        label=label,
        reason=reason,
        exact=exact,
        open_best=open_best,
        open_loss=None if open_loss is None else round(open_loss, 4),
        luck=luck,
    )


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
        verdicts.append(judge_decision(state, seat, action, worlds, seed, index, cancel))
        if progress is not None:
            progress(done, len(todo))
    return Review(seat, worlds, seed, verdicts, summarize(verdicts))


__all__ = [
    "DEFAULT_SEED",
    "DEFAULT_WORLDS",
    "LABELS",
    "LABEL_THRESHOLDS",
    "LUCK_THRESHOLD",
    "VERDICT_REASONS",
    "Review",
    "ReviewCancelled",
    "Summary",
    "Verdict",
    "decisions",
    "judge_decision",
    "label_for",
    "observed_values",
    "open_values",
    "review_deal",
    "summarize",
]
