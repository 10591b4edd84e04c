"""Search over sampled worlds: the exact endgame (medium) and PIMC (hard, expert).

Medium plays the heuristics until the talon is exhausted and then the exact
solver (every card is known then).  Hard and expert sample worlds that agree
with the observation (``worlds``), try each legal move in each world,
play it out with the heuristics and finish two-player deals with the exact
solver, then pick the move with the best mean game points.  The expert is
anytime: on the clock it samples worlds until its time is spent
(``plan_choice``), and it solves a two-player world exactly, talon included,
once few cards are left (``LevelPlan.solve_world_cards`` for a sampled
world, ``solve_rollout_cards`` for a rollout; ``native``, compiled when it
could be built).
It leaves its own next decision open: the worlds that look the same to it
there share one move (``postponed``), so a move is not credited with later
choices made knowing each world's hidden cards (in the worlds it solves
whole), nor held to the heuristics' next move (in its rollouts).
Inside a match the observation may carry what each end of the deal is worth
there (``deal_values``: the change in match equity, handed in by the caller
who knows the score); every world's value is then that, not game points, and
the close's margin is scaled to it.
Every exact two-player endgame goes to ``native`` (compiled when it could
be built, the same values without), and so do the heuristic rollouts of a
two-player world (``native.rollout_values``).  With three or
four players the expert also finishes each world exactly, once few enough
cards are left (``team_solver``; in three-hand compiled, ``native.team_value``);
hard plays those worlds out by heuristics.
In ``bidding`` the expert bids the same way: every bid and the pass are
played out in the sampled deals (the rest of the auction by each seat's
heuristics): an honest estimate from its own hand and the standing bids
(the sampled deals do not read the other hands from the bids); the lower
levels bid from a point count (``heuristics.hand_estimate``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..engine.cards import JACK, codes_of_mask
from ..engine.moves import BID, CLOSE_MOVE, DECLARE_MOVE, EXCHANGE_MOVE, MARRY, PASS_MOVE
from ..engine.state import DealState
from . import native
from .common import Info, beats, marriage_cards, trick_winner
from .deal_values import DealValues, from_observation
from .heuristics import heuristic_choice
from .levels import CLOSE_MARGIN, EXACT_CARDS, LEVEL_PLANS, LevelPlan
from .postponed import PostponedRollouts, PostponedWorlds
from .protocol import Cancel, cancelled
from .rollouts import solvable_whole
from .team_solver import TeamSolver, cards_left
from .worlds import determinize, sample_world

Choice = tuple[int, str]


def known_endgame(info: Info) -> bool:
    """Two players, talon exhausted: the opponent's hand is exactly the unseen cards."""
    return info.n == 2 and info.phase == "play" and info.talon_size == 0


def deal_values_of(info: Info, plan: LevelPlan | None = None) -> DealValues | None:
    """What the deal's ends are worth to the seat: the observation's table when the
    plan plays for the match, else None for game points (a ValueError that says why
    when the table is broken)."""
    if info.obs is None or (plan is not None and not plan.match_minded):
        return None
    return from_observation(info.obs)


def exact_choice(info: Info, preferred: int, table: DealValues | None = None) -> Choice:
    """The solver's best move; among equals, the heuristic's (it looks more natural)."""
    opp = 1 - info.seat
    hidden = info.unseen | info.known.get(opp, 0)
    state = determinize(info.observed, {opp: codes_of_mask(hidden)}, [])
    values = native.world_values(state, info.seat, native.legal_moves(state), None, table)
    best = max(values.values())
    if values.get(preferred) == best:
        return preferred, "endgame_solved"
    move = min(m for m, v in values.items() if v == best)
    return move, "endgame_solved"


def medium_choice(info: Info, rng: random.Random, deadline: float | None, cancel: Cancel) -> Choice:
    """Heuristics, and exact play once every card is known."""
    move, reason = heuristic_choice(info, rng, 1.0)
    if reason in ("declare", "only_move") or not known_endgame(info):
        return move, reason
    return exact_choice(info, move)


def search_choice(
    info: Info,
    rng: random.Random,
    level: str,
    deadline: float | None,
    cancel: Cancel,
    time_limit: float | None = -1.0,
) -> Choice:
    """Perfect-information Monte Carlo of ``level`` (its :class:`LevelPlan`)."""
    return plan_choice(info, rng, LEVEL_PLANS[level], deadline, cancel, time_limit)


def plan_choice(
    info: Info,
    rng: random.Random,
    plan: LevelPlan,
    deadline: float | None,
    cancel: Cancel,
    time_limit: float | None = -1.0,
) -> Choice:
    """Perfect-information Monte Carlo over worlds consistent with the observation.

    Every candidate move is tried in the same sampled worlds (so the
    comparison is paired), played out by the heuristics and, in two-player
    deals, finished by the exact solver once the talon is closed or empty.
    ``time_limit`` -1 means the plan's clock (``_Clock``), None no clock: the
    plan's ``worlds`` exactly (the result then depends only on the
    observation and the seed).  On the clock an anytime plan
    (``max_worlds``) keeps sampling until the time is spent.
    """
    base, reason = heuristic_choice(info, rng, 1.0)
    if reason in ("declare", "only_move"):
        return base, reason
    # bidding by search: each bid (and the pass) is played out in the sampled
    # deals, the rest of the auction by everyone's heuristics
    if info.phase != "play" and not (plan.bid_by_search and info.phase == "bid"):
        return base, reason
    table = deal_values_of(info, plan)
    if known_endgame(info):
        return exact_choice(info, base, table)
    clock = _Clock(plan, time_limit, deadline, stretch=info.n == 2)
    worlds = plan.worlds
    if plan.max_worlds and clock.soft != float("inf"):
        worlds = plan.max_worlds
    candidates = [m for m in info.legal if m != DECLARE_MOVE]
    three_four = plan.solve_three_four_endgames and info.n > 2
    exact = EXACT_CARDS.get(info.preset, 0) if three_four else 0
    solve_at = (0, 0)
    if info.n == 2:
        solve_at = (plan.solve_rollout_cards, max(plan.solve_rollout_cards, plan.solve_world_cards))
    totals, done = _sample_worlds(
        info, rng, candidates, worlds, exact, clock, cancel, solve_at, plan.postpone, table
    )
    if not done:
        return base, reason
    margin = CLOSE_MARGIN * (1.0 if table is None else table.point)
    means = {m: totals[m] / done - (margin if m == CLOSE_MOVE else 0.0) for m in candidates}
    best = max(means.values())
    if means[base] >= best - 1e-9:
        return base, reason if reason != "guess" else "search_best"
    move = max(candidates, key=lambda m: (means[m], -m))
    return move, _reason_for(info, move)


class _Clock:
    """When the search stops: the soft time, or with too few worlds, the hard time.

    ``time_limit`` -1 is the plan's own clock: ``seconds``, stretched up to
    ``stretch_seconds`` while fewer than ``stretch_until_worlds`` worlds are
    done (the costly first decisions of a two-player deal, ``stretch``; with
    three or four players hardly any decision reaches that many worlds, so
    stretching would only make every move slow); a number is one plain
    limit, None no clock.
    The caller's ``deadline`` is never passed.
    """

    def __init__(
        self,
        plan: LevelPlan,
        time_limit: float | None,
        deadline: float | None,
        stretch: bool = True,
    ) -> None:
        now = time.monotonic()
        soft = hard = float("inf")
        self.stretch_until = 0
        if time_limit == -1.0:
            soft = hard = now + plan.seconds
            if stretch:
                hard = now + max(plan.seconds, plan.stretch_seconds)
                self.stretch_until = plan.stretch_until_worlds
        elif time_limit is not None:
            soft = hard = now + time_limit
        if deadline is not None:
            soft, hard = min(soft, deadline), min(hard, deadline)
        self.soft, self.hard = soft, hard

    def over(self, done: int) -> bool:
        now = time.monotonic()
        return now > self.hard or (now > self.soft and done >= self.stretch_until)


def _sample_worlds(
    info: Info,
    rng: random.Random,
    candidates: list[int],
    worlds: int,
    exact: int,
    clock: _Clock,
    cancel: Cancel,
    solve_at: tuple[int, int] = (0, 0),
    postpone: bool = False,
    table: DealValues | None = None,
) -> tuple[dict[int, float], int]:
    """Summed game points (or ``table``'s values) of each candidate over up to
    ``worlds`` complete worlds, and how many were done before the clock or
    ``cancel`` stopped the search (a world cut short counts for nothing).

    ``solve_at`` is the plan's (``solve_rollout_cards``, ``solve_world_cards``):
    a two-player world whose hands and talon hold at most ``solve_world_cards``
    cards is solved whole, talon draws included; a rollout hands over to the
    same solver once at most ``solve_rollout_cards`` are left.  With
    ``postpone`` the worlds solved whole and the rollouts leave the searcher's
    next decision open (``PostponedWorlds``, ``PostponedRollouts``).
    """
    sums = _WorldSums(info, candidates, exact, solve_at, postpone, table)

    def stop() -> bool:
        return cancelled(cancel) or clock.over(sums.done)

    for _ in range(worlds):
        if not sums.add(sample_world(info.observed, rng), rng, stop):
            break
    return sums.totals(), sums.done


class _WorldSums:
    """Each candidate's values summed over the sampled worlds done so far, each world
    valued as its kind asks: solved whole, rolled out with the next decision shared,
    rolled out in the compiled core (two players), or played on move by move."""

    def __init__(
        self,
        info: Info,
        candidates: list[int],
        exact: int,
        solve_at: tuple[int, int],
        postpone: bool,
        table: DealValues | None,
    ) -> None:
        self.seat = info.seat
        self.candidates = candidates
        self.exact = exact
        self.table = table
        self.solve_rollout_cards, self.solve_world_cards = solve_at
        self.sums = dict.fromkeys(candidates, 0.0)
        self.done = 0
        # the heuristic rollouts of a two-player world: native.rollout_values
        self.two_rollouts = info.phase == "play" and info.n == 2
        # the worlds that look the same at the searcher's next decision share it (postponed.py)
        shared = postpone and info.n == 2 and info.phase == "play" and info.options["auto_declare"]
        seat, cards = self.seat, self.solve_rollout_cards
        self.postponed = PostponedWorlds(seat, candidates, table) if shared else None
        self.rolled = PostponedRollouts(seat, candidates, cards, table) if shared else None

    def add(self, world: DealState, rng: random.Random, stop: Callable[[], bool]) -> bool:
        """Value every candidate in one more ``world``; False, the world left out, when
        ``stop`` (asked before each piece of work) says the search is over."""
        values = self._values(world, rng, stop)
        if values is None:
            return False
        for m, v in values.items():
            self.sums[m] += v
        self.done += 1
        return True

    def _values(
        self, world: DealState, rng: random.Random, stop: Callable[[], bool]
    ) -> dict[int, float] | None:
        """The candidates' values in ``world`` ({} when a shared search keeps them),
        None when stopped first."""
        if self.solve_world_cards and solvable_whole(world, self.solve_world_cards):
            return None if stop() else self._solved_whole(world)
        if self.rolled is not None:
            if stop():
                return None
            self.rolled.add(world, rng)
            return {}
        if self.two_rollouts:
            if stop():
                return None
            cards = self.solve_rollout_cards
            return native.rollout_values(world, self.seat, self.candidates, cards, rng, self.table)
        return self._played_on(world, rng, stop)

    def _solved_whole(self, world: DealState) -> dict[int, float]:
        """A world few enough cards make solved whole, talon draws included."""
        if self.postponed is not None:
            self.postponed.add(world)
            return {}
        return native.world_values(world, self.seat, self.candidates, None, self.table)

    def _played_on(
        self, world: DealState, rng: random.Random, stop: Callable[[], bool]
    ) -> dict[int, float] | None:
        """Each candidate played on by a rollout of its own, or solved exactly once
        few enough cards are left (three or four players)."""
        side = world.side_of(self.seat)
        # one table for every candidate of a world: their lines transpose
        solver = TeamSolver(side, self.table) if self.exact and not world.talon else None
        values: dict[int, float] = {}
        for m in self.candidates:
            if stop():
                return None
            after = world.apply_move(m)
            if solver is not None and cards_left(after) <= self.exact:
                values[m] = native.team_value(after, side, solver, self.table)
            else:
                sub = random.Random(rng.random())
                values[m] = native.rollout_value(
                    after, self.seat, sub, self.exact, self.solve_rollout_cards, self.table
                )
        return values

    def totals(self) -> dict[int, float]:
        """The sums, with the shared searches' totals added (once, at the end; all or
        none of a decision's worlds are solved whole: the cards left are public)."""
        for shared in (self.postponed, self.rolled):
            if shared is not None:
                for m, v in shared.totals().items():
                    self.sums[m] += v
        return self.sums


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
        # the search, not a count of sure points, chose to close: say so
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
    if _pair_cards_kept(info, card):
        return "save_marriage"
    return "search_best"


def _pair_cards_kept(info: Info, card: int) -> bool:
    pairs = marriage_cards(info.hand, info.trump, info.announced)
    return bool(pairs) and not pairs >> card & 1
