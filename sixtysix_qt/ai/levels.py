"""The computer's levels and what each one does: the one place to tune a level.

Kept free of heavy imports so the GUI can read :data:`LEVELS` for its menus
without loading the search.  ``players`` picks the strategy from
:data:`LEVEL_PLANS`; ``search`` reads the worlds and seconds from it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LevelPlan:
    """How one level plays.

    ``skill`` 1.0 is sound heuristic play; below it the player now and then
    slips as a casual player does.  ``worlds`` > 0 means Monte Carlo search
    over that many sampled deals per decision within ``seconds`` (the
    level's own cap); ``exact_endgame`` finishes two-player deals with the
    exact solver once every card is known.  ``solve_three_four_endgames``
    finishes three- and four-player worlds with the exact solver once the
    talon is gone and few cards are left (``EXACT_CARDS``);
    ``bid_by_search`` plays every bid and the pass out in the sampled worlds
    (the bidding preset's auction) instead of bidding from a point count.

    ``max_worlds`` > 0 makes the search *anytime*: on the clock it samples
    worlds until ``seconds`` (or the caller's deadline) are spent, at most
    ``max_worlds``; off the clock (fixed effort, ``time_limit=None``) it
    samples exactly ``worlds``, so a benchmark can be reproduced exactly.
    On its own clock in a two-player deal it stretches ``seconds`` up to
    ``stretch_seconds`` while fewer than ``stretch_until_worlds`` worlds
    are done (the first decisions of a deal are the costly ones).

    ``solve_rollout_cards`` > 0: a rollout of a two-player world hands over
    to the exact solver (talon draws, closing and exchange included,
    ``native``) once the hands and talon hold at most that many cards,
    instead of playing on by the heuristics until the talon is gone.
    ``solve_world_cards`` (>= ``solve_rollout_cards``) solves a sampled
    world whole, every candidate move at once, once it holds at most that
    many cards: one solve (2-3 ms at 16 cards,
    ``benchmarks/native_bench.py``) serves all candidates, where a solve
    for each rollout of each candidate would be too slow.

    ``match_minded``: inside a match the search values a deal's end by the
    table the observation carries (``deal_values``: the change in match
    equity) instead of its game points.  No level does today: for the
    expert (and so the hints) it changed 4.8% of decisions for no gain
    beyond the noise and won no more matches against the frozen expert
    (benchmarks/DECISIONS.md, issue 55); easy and medium do not search, and
    hard's ten worlds are too few for the difference to show.

    ``postpone`` leaves the searcher's next decision open: the worlds that
    look the same to it there share one choice (``postponed.py``) instead
    of each choosing knowing its cards (worlds solved whole) or the
    heuristics choosing (rollouts).
    """

    skill: float = 1.0
    exact_endgame: bool = True
    worlds: int = 0
    seconds: float = 0.0
    solve_three_four_endgames: bool = False
    bid_by_search: bool = False
    max_worlds: int = 0
    solve_rollout_cards: int = 0
    solve_world_cards: int = 0
    stretch_seconds: float = 0.0
    stretch_until_worlds: int = 0
    postpone: bool = False
    match_minded: bool = False


#: levels from weakest to strongest
LEVEL_PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan(skill=0.8, exact_endgame=False),
    "medium": LevelPlan(),
    "hard": LevelPlan(worlds=10, seconds=0.3),
    # 0.9 s on the clock (two players: on up to 1.25 s until 160 worlds are done),
    # 320 worlds at fixed effort; what each number was measured against:
    # benchmarks/DECISIONS.md
    "expert": LevelPlan(
        worlds=320,
        seconds=0.9,
        solve_three_four_endgames=True,
        bid_by_search=True,
        max_worlds=4000,
        solve_rollout_cards=14,
        solve_world_cards=16,
        stretch_seconds=1.25,
        stretch_until_worlds=160,
        postpone=True,
    ),
}
LEVELS: tuple[str, ...] = tuple(LEVEL_PLANS)
#: the level whose move a hint suggests
HINT_LEVEL = LEVELS[-1]

#: cards left in the hands from which the expert solves a 3-4 player world
#: exactly (0.2 to 2 ms for a median position; benchmarks/solver_bench.py)
EXACT_CARDS: dict[str, int] = {"three-hand": 12, "four-hand": 16, "bidding": 12}
#: PIMC thinks it knows the hidden hands after closing; it must be this much better
CLOSE_MARGIN = 0.25
#: how often the easy level forgets the trump exchange
EASY_FORGETS_EXCHANGE = 0.4
