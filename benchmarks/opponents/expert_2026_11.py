"""The ``expert`` level as it played in November 2026 (commit 08c3eee), frozen.

Issue 12 measures every new expert against this one.  Its search is its own
code, a copy of that day's loop kept here (not switches in today's search):
PIMC over a fixed 160 sampled worlds (1.25 s cap on the clock), each
candidate move played out by the medium heuristics and finished by the exact
solver; with three or four players the last 12/16 cards solved exactly, and
in ``bidding`` every bid played out the same way; closing must be 0.25 game
points better.  The rollouts, solvers and world sampler it calls are today's
(``sixtysix_qt.ai.toolkit``): they compute the same values as that day's, so
``benchmarks/tests/test_frozen_expert.py`` checks it still makes the moves
the expert of that commit made for the same seeds, and
``test_yardsticks_recorded.py`` the moves it made before it had this copy.
"""

from __future__ import annotations

import random
import time
from typing import Any

from sixtysix_qt.ai import Cancel, ComputerPlayer, cancelled
from sixtysix_qt.ai.toolkit import (
    DEFAULT_TIME,
    Info,
    TeamSolver,
    beats,
    cards_left,
    exact_choice,
    heuristic_choice,
    known_endgame,
    marriage_cards,
    native,
    rollout_value,
    sample_world,
    trick_winner,
)
from sixtysix_qt.engine.cards import JACK
from sixtysix_qt.engine.moves import BID, CLOSE_MOVE, DECLARE_MOVE, EXCHANGE_MOVE, MARRY, PASS_MOVE

#: worlds a decision and the thinking cap of the expert at commit 08c3eee
WORLDS = 160
SECONDS = 1.25
#: cards left from which that expert solved a 3-4 player world exactly
EXACT_CARDS = {"three-hand": 12, "four-hand": 16, "bidding": 12}
#: how much better closing the talon had to look
CLOSE_MARGIN = 0.25

Choice = tuple[int, str]


class FrozenExpert(ComputerPlayer):
    """The November 2026 expert; ``effort`` replaces its 160 worlds (then no clock)."""

    name = "expert_2026_11"

    def __init__(
        self, seed: int | None = None, time_limit: float | None = DEFAULT_TIME, effort=None
    ) -> None:
        super().__init__("expert", seed, time_limit, effort)

    def __repr__(self) -> str:
        return f"<FrozenExpert {self.name} seed={self.seed}>"

    def decide(
        self, info: Any, rng: random.Random, deadline: float | None, cancel: Cancel
    ) -> Choice:
        worlds = WORLDS if self.effort is None else self.effort
        limit = None if self.effort is not None else self.time_limit
        return frozen_choice(info, rng, worlds, _stop_at(limit, deadline), cancel)


def _stop_at(time_limit: float | None, deadline: float | None) -> float:
    """When the search stops: its own 1.25 s (-1), a given limit, none (None); never
    past the caller's deadline."""
    stop = float("inf")
    if time_limit == DEFAULT_TIME:
        stop = time.monotonic() + SECONDS
    elif time_limit is not None:
        stop = time.monotonic() + time_limit
    return stop if deadline is None else min(stop, deadline)


def frozen_choice(
    info: Info, rng: random.Random, worlds: int, stop: float, cancel: Cancel
) -> Choice:
    """That day's PIMC: every candidate tried in the same ``worlds`` sampled worlds."""
    base, reason = heuristic_choice(info, rng, 1.0)
    if reason in ("declare", "only_move"):
        return base, reason
    if info.phase not in ("play", "bid"):
        return base, reason
    if known_endgame(info):
        return exact_choice(info, base)
    candidates = [m for m in info.legal if m != DECLARE_MOVE]
    exact = EXACT_CARDS.get(info.preset, 0) if info.n > 2 else 0
    totals, done = _sample(info, rng, candidates, worlds, exact, stop, cancel)
    if not done:
        return base, reason
    means = {m: totals[m] / done - (CLOSE_MARGIN if m == CLOSE_MOVE else 0.0) for m in candidates}
    best = max(means.values())
    if means[base] >= best - 1e-9:
        return base, reason if reason != "guess" else "search_best"
    move = max(candidates, key=lambda m: (means[m], -m))
    return move, _reason_for(info, move)


def _sample(
    info: Info,
    rng: random.Random,
    candidates: list[int],
    worlds: int,
    exact: int,
    stop: float,
    cancel: Cancel,
) -> tuple[dict[int, float], int]:
    """Summed game points of each candidate over up to ``worlds`` complete worlds."""
    totals = dict.fromkeys(candidates, 0.0)
    done = 0
    seat = info.seat
    two_rollouts = info.phase == "play" and info.n == 2  # native.rollout_values
    for _ in range(worlds):
        world = sample_world(info.obs, rng)
        if two_rollouts:
            if cancelled(cancel) or time.monotonic() > stop:
                return totals, done
            for m, v in native.rollout_values(world, seat, candidates, 0, rng).items():
                totals[m] += v
            done += 1
            continue
        values = {}
        solver = TeamSolver(world.side_of(seat)) if exact and not world.talon else None
        for m in candidates:
            if cancelled(cancel) or time.monotonic() > stop:
                return totals, done
            after = world.apply_move(m)
            if solver is not None and cards_left(after) <= exact:
                values[m] = native.team_value(after, world.side_of(seat), solver)
            else:
                values[m] = rollout_value(after, seat, random.Random(rng.random()), exact)
        for m, v in values.items():
            totals[m] += v
        done += 1
    return totals, done


def _reason_for(info: Info, move: int) -> str:
    """A reason id for a move the search preferred over the heuristics."""
    kind = move >> 6
    if kind == BID:
        return "bid_strength"
    if move == PASS_MOVE:
        bidder = info.bidder
        partner_holds = bidder is not None and info.side_of(bidder) == info.side
        return "pass_partner" if partner_holds else "pass_weak"
    if move == CLOSE_MOVE:
        return "close_search"
    if move == EXCHANGE_MOVE:
        return "exchange_jack" if info.shape.exchange_rank == JACK else "exchange_nine"
    if kind == MARRY:
        return "announce_marriage"
    card = move & 63
    if info.trick:
        _s, best = trick_winner(info.trick, info.trump)
        if beats(card, best, info.trump):
            if info.is_trump(card) and not info.is_trump(best):
                return "win_with_trump"
            return "take_ten" if (best & 7) >= 6 else "take_trick"
        return "throw_low"
    pairs = marriage_cards(info.hand, info.trump, info.announced)
    if pairs and not pairs >> card & 1:
        return "save_marriage"
    return "search_best"
