"""A close judged for the match: what it risked and what it gained in match chances.

In game points a close that risks the deal to win 3 instead of 1 can look
bold or foolish; in a match only the chance of winning the match counts: at
6:5 any won deal takes the match, so the extra points buy nothing, and at
0:6 only a big win keeps the match alive.  When a kept deal knows its match
(``archive.ArchivedDeal.match``) each close of the seat is played again from
the seat's own view: the close and every other move in the same sampled
worlds of the unseen cards, the close played on fairly by both seats
(``ai.judge_worlds``: never with the other hand in view), and each world's
end valued by the chance of winning the match it leaves
(``match_equity.deal_values``).  Deals without their match are judged in
game points as before.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import asdict, dataclass
from statistics import fmean, stdev
from typing import Any

from ..ai import release_memory
from ..ai.deal_values import DealValues, worth
from ..ai.judge_worlds import PairedWorlds
from ..ai.worlds import sample_world
from ..engine import DealState
from ..engine.moves import CLOSE_MOVE, DECLARE_MOVE, move_text, parse_move
from .match_equity import deal_values, equity
from .match_record import MatchRecord
from .playon import position

#: worlds each close is judged over (a fair close plays on in each: ~0.1 s a world)
MATCH_WORLDS = 48
MATCH_SEED = 66
#: the loss of match chances (beyond its noise) from which a close gets each label
MATCH_THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("inaccuracy", 0.02),
    ("mistake", 0.05),
    ("blunder", 0.10),
)
#: a loss or gain is told apart from the noise beyond this many standard errors
CONFIDENCE = 1.5
#: the archived deal's ``app`` key that caches these verdicts
MATCH_REVIEW_KEY = "review_match"
#: the cached form's shape: another is judged again
MATCH_REVIEW_VERSION = 1


@dataclass(frozen=True)
class CloseInMatch:
    """One close of the seat, judged by the chance of winning the match.

    ``close`` and ``other`` are that chance after the deal (mean over the
    worlds) when closing and when playing ``other_move``, the best move but
    the close; ``margin`` is the standard error of their difference, world
    by world.  ``score`` is the seat's count first.
    """

    index: int
    score: tuple[int, int]
    target: int
    before: float
    other_move: str
    close: float
    other: float
    margin: float
    worlds: int
    any_win_takes: bool
    any_loss_loses: bool

    @property
    def loss(self) -> float:
        """Match chances the close gave away against the best other move, beyond the noise."""
        return max(0.0, self.other - self.close - CONFIDENCE * self.margin)

    @property
    def gain(self) -> float:
        """Match chances the close won over the best other move, beyond the noise."""
        return max(0.0, self.close - self.other - CONFIDENCE * self.margin)

    @property
    def label(self) -> str:
        """The review's label of the close, judged by its loss of match chances."""
        label = "good"
        for name, threshold in MATCH_THRESHOLDS:
            if self.loss >= threshold - 1e-9:
                label = name
        return label

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "score": list(self.score)}


def judge_closes(
    final: DealState,
    seat: int,
    match: MatchRecord,
    worlds: int = MATCH_WORLDS,
    seed: int = MATCH_SEED,
) -> list[CloseInMatch]:
    """Every close of ``seat`` in the deal ``final``, judged for the match (none for a
    preset without a match equity table).  The solver's table is given back after, as
    after ``judge.review_deal``: the review's job ends here."""
    table = deal_values(final.preset, final.options, match, final.side_of(seat))
    before = equity(final.preset, final.options, match, final.side_of(seat))
    if table is None or before is None:
        return []
    values = DealValues.from_mapping(table)
    try:
        return [
            _judge_close(position(final, index), seat, index, match, before, values, worlds, seed)
            for index in close_indices(final, seat)
        ]
    finally:
        release_memory()


def close_indices(final: DealState, seat: int) -> list[int]:
    """Where in the deal's history ``seat`` closed the talon."""
    return [i for i, (actor, act) in enumerate(final.history) if actor == seat and act == "close"]


def _judge_close(
    state: DealState,
    seat: int,
    index: int,
    match: MatchRecord,
    before: float,
    values: DealValues,
    worlds: int,
    seed: int,
) -> CloseInMatch:
    obs = state.observation(seat)
    moves = [m for m in map(parse_move, obs["legal_actions"]) if m != DECLARE_MOVE]
    samples = samples_in_match(state, seat, moves, values, worlds, _rng(seed, state))
    others = [m for m in moves if m != CLOSE_MOVE]
    other = max(others, key=lambda m: (fmean(samples[m].values()), -m))
    diffs = [samples[CLOSE_MOVE][n] - samples[other][n] for n in samples[CLOSE_MOVE]]
    margin = stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    side = state.side_of(seat)
    mine, theirs = match.before[side], match.before[1 - side]
    return CloseInMatch(
        index=index,
        score=(mine, theirs),
        target=match.target,
        before=before,
        other_move=move_text(other),
        close=before + fmean(samples[CLOSE_MOVE].values()),
        other=before + fmean(samples[other].values()),
        margin=margin,
        worlds=worlds,
        any_win_takes=mine + 1 + match.carry >= match.target,
        any_loss_loses=theirs + 1 + match.carry >= match.target,
    )


def samples_in_match(
    state: DealState,
    seat: int,
    moves: list[int],
    values: DealValues,
    worlds: int,
    rng: random.Random,
) -> dict[int, dict[int, float]]:
    """Each move's value in each of ``worlds`` sampled worlds of ``seat``'s view, played
    on fairly (``judge_worlds``) and valued by the match: move -> world -> change in
    the chance of winning the match."""
    obs = state.observation(seat)
    judge = PairedWorlds(seat, state, rng)
    for _ in range(worlds):
        judge.add(sample_world(obs, rng), moves)
    # each world's end valued by the match it leaves, before the shared decisions are taken
    judge.outcomes = {
        m: [(n, valued_outcome(o, values)) for n, o in items] for m, items in judge.outcomes.items()
    }
    return judge.samples()


def valued_outcome(outcome: Any, values: Any) -> Any:
    """A world's outcome (game points, or the values at a shared decision) by the table."""
    if isinstance(outcome, tuple):
        seen, moves = outcome
        return seen, {m: worth(v, values) for m, v in moves.items()}
    return worth(outcome, values)


def _rng(seed: int, state: DealState) -> random.Random:
    """One generator per close, fixed by the seed and the position alone."""
    key = f"match|{seed}|{state.dealer}|{' '.join(state.deck_codes)}|{len(state.history)}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def cached_closes(doc: Any, final: DealState, seat: int) -> list[CloseInMatch] | None:
    """The cached verdicts if they are wholly this deal's closes (today's shape), else None."""
    if not isinstance(doc, dict) or doc.get("version") != MATCH_REVIEW_VERSION:
        return None
    items = doc.get("closes")
    if not isinstance(items, list) or doc.get("seat") != seat:
        return None
    wanted = close_indices(final, seat)
    try:
        closes = [_close_from(item) for item in items]
    except (KeyError, TypeError, ValueError):
        return None
    if [c.index for c in closes] != wanted:
        return None
    return closes


def _close_from(item: Any) -> CloseInMatch:
    fields = dict(item)
    score = fields.pop("score")
    if not (isinstance(score, list) and len(score) == 2):
        raise ValueError("score")
    close = CloseInMatch(score=(int(score[0]), int(score[1])), **fields)
    chances = (close.before, close.close, close.other)
    if not all(isinstance(x, float | int) and 0.0 <= x <= 1.0 for x in chances):
        raise ValueError("a chance out of range")
    if not (isinstance(close.margin, float | int) and close.margin >= 0):
        raise ValueError("margin")
    if not isinstance(close.other_move, str) or close.other_move == "close":
        raise ValueError("other move")
    return close


def closes_document(closes: list[CloseInMatch], seat: int) -> dict[str, Any]:
    """The cached form of a deal's closes judged for the match."""
    return {
        "version": MATCH_REVIEW_VERSION,
        "seat": seat,
        "closes": [c.to_dict() for c in closes],
    }
