"""The ``expert`` level as it played in November 2026 (commit 08c3eee), frozen.

Issue 12 measures every new expert against this one.  It is composed of
today's ai functions with that day's parameters instead of a copy of the
code: PIMC over a fixed 160 sampled worlds (1.25 s cap on the clock), each
candidate move played out by the medium heuristics and finished by the exact
solver; with three or four players the last 12/16 cards solved exactly;
closing must be 0.25 game points better.  ``plan_choice`` keeps that
non-anytime loop reachable (``max_worlds`` 0) whatever the new expert does.
``tests/ai/test_frozen_expert.py`` checks it still makes the moves the
expert of that commit made, for the same seeds.  Where the compiled solver
(``ai/_native.c``) is built, its exact endgames are computed there: the same
values, so the same moves, in a fraction of the time.
"""

from __future__ import annotations

import random
from typing import Any

from sixtysix_qt.ai.levels import LevelPlan
from sixtysix_qt.ai.players import DEFAULT_TIME, ComputerPlayer
from sixtysix_qt.ai.protocol import Cancel
from sixtysix_qt.ai.search import plan_choice

#: the expert's plan at commit 08c3eee: 160 worlds within 1.25 s, not anytime
PLAN = LevelPlan(worlds=160, seconds=1.25, expert=True)
#: cards left from which that expert solved a 3-4 player world exactly
EXACT_CARDS = {"three-hand": 12, "four-hand": 16, "bidding": 12}
#: how much better closing the talon had to look
CLOSE_MARGIN = 0.25


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
    ) -> tuple[int, str]:
        plan = PLAN if self.effort is None else LevelPlan(worlds=self.effort, expert=True)
        time_limit = None if self.effort is not None else self.time_limit
        return plan_choice(info, rng, plan, deadline, cancel, time_limit, EXACT_CARDS, CLOSE_MARGIN)
