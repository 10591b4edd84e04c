"""The values of a decision's moves over sampled worlds, with their margins.

A decision is valued fairly: from the seat's observation only, the same
data the AI gets.  Worlds consistent with it are sampled (``ai.worlds``)
and every legal move is valued in each of them as the expert values it
(``judge_worlds``: whole-deal solves, its next decision left open, a close
played on without seeing the hidden cards).  Moves are compared world by
world, only on the worlds both were tried in (a paired comparison): first
every move in the same worlds, then the contenders (the best, the move
played and any move not yet told apart from the best) in more worlds until
the standard error of each contender's loss is below :data:`TARGET_ERROR`,
the caller's stopping rule (``settled``) says more worlds would not change
its verdict, or :data:`MAX_WORLDS` are spent.  Once every card is known to
the seat (two players, talon used up) the exact solver decides instead.

What the values are called (labels, luck, the review) is ``review.judge``'s:
it hands in how many standard errors tell two moves apart (``confidence``)
and its stopping rule, as ``rollouts`` is handed its ``Endgames``.  Effort
is fixed (worlds and seed), so the values are reproducible.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from statistics import fmean, stdev

from ..engine.cards import code
from ..engine.moves import parse_move
from ..engine.observation import Observation
from ..engine.state import DealState
from .common import decode
from .judge_worlds import PairedWorlds
from .open_cards import open_values
from .worlds import WorldSampler, determinize

#: worlds in which every move is tried, and the seed of the sampling
DEFAULT_WORLDS = 32
DEFAULT_SEED = 66
#: the contenders get more worlds, a batch at a time, until each loss has this
#: standard error, or this many worlds are spent
TARGET_ERROR = 0.1
MAX_WORLDS = 192
BATCH = 16

Settled = Callable[[float, float], bool]
"""The caller's stopping rule: True when the played move's loss, measured to this
standard error, needs no more worlds (``review.judge.label_is_settled``)."""


class Cancelled(Exception):
    """The caller asked the valuing to stop (its ``cancel`` returned True)."""


def _rng(seed: int, state: DealState) -> random.Random:
    """One generator per decision, fixed by the seed and the position alone."""
    key = f"{seed}|{state.dealer}|{' '.join(state.deck_codes)}|{len(state.history)}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def _known_world(obs: Observation) -> DealState | None:
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
    *,
    confidence: float,
    settled: Settled | None = None,
) -> Judged:
    """Every legal move of ``seat`` valued from its view (see the module's docstring).

    ``confidence``: how many standard errors tell a move apart from the best;
    ``settled``: the caller's rule that the played move needs no more worlds.
    """
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
    contenders = _contenders(judge.samples(), moves, played, confidence)
    while len(contenders) > 1 and judge.worlds < max(worlds, max_worlds):
        samples = judge.samples()
        best = _best({m: fmean(samples[m].values()) for m in contenders})
        errors = {m: paired(samples[best], samples[m]) for m in contenders if m != best}
        if _settled(errors, played, best, confidence, settled):
            break
        # a move clearly worse than the best is out of the running, unless it was played
        contenders = [
            m
            for m in contenders
            if m in (best, played) or errors[m][0] - confidence * errors[m][1] <= 2 * TARGET_ERROR
        ]
        _add(judge, sampler, rng, contenders, BATCH, cancel)
    return _judged(judge.samples(), contenders, judge.worlds)


def _settled(
    errors: dict[int, tuple[float, float, int]],
    played: int | None,
    best: int,
    confidence: float,
    settled: Settled | None,
) -> bool:
    """True when more worlds would not change the verdict: every loss is measured to
    :data:`TARGET_ERROR`, or (played best) every other contender is told apart, or the
    caller's rule says the played move's loss is settled."""
    if all(error <= TARGET_ERROR for _d, error, _n in errors.values()):
        return True
    if played is None or played == best:
        return all(d - confidence * e > 0 for d, e, _n in errors.values())
    loss, error, _n = errors[played]
    return settled is not None and settled(loss, error)


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
            raise Cancelled
        judge.add(sampler.draw(rng), moves)


def _contenders(
    samples: dict[int, dict[int, float]], moves: list[int], played: int | None, confidence: float
) -> list[int]:
    """The moves worth more worlds: the best, the played one, and any not told apart."""
    best = _best({m: fmean(samples[m].values()) for m in moves})
    out = [best]
    for m in moves:
        if m == best:
            continue
        loss, error, _n = paired(samples[best], samples[m])
        if m == played or loss - confidence * error <= 2 * TARGET_ERROR:
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


__all__ = [
    "BATCH",
    "DEFAULT_SEED",
    "DEFAULT_WORLDS",
    "MAX_WORLDS",
    "TARGET_ERROR",
    "Cancelled",
    "Judged",
    "Settled",
    "judge_values",
    "paired",
    "paired_error",
]
