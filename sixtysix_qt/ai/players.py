"""Computer opponents: ``make_player(level, seed)`` and ``hint(observation)``.

A player sees only ``state.observation(seat)`` and answers with an action
string.  It is pure Python with no Qt, so the GUI can run ``choose`` in a
worker thread with a ``deadline`` (``time.monotonic()`` value) and a
``cancel`` event; when cancelled or out of time it still returns the best
legal move found so far, never blocking the table.

Randomness comes from the seed and the observation alone, so the same seed
and the same observation always give the same choice (the fairness test
relies on this) when no deadline cuts the search short.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from dataclasses import replace
from typing import Any

from ..engine.moves import move_text
from ..engine.observation import Observation
from .common import decode
from .heuristics import heuristic_choice
from .levels import HINT_LEVEL, LEVEL_PLANS, LEVELS, LevelPlan
from .protocol import Cancel
from .search import medium_choice, plan_choice

#: reason ids returned by :func:`hint`, with an English line the GUI translates
REASONS: dict[str, str] = {
    "only_move": "This is the only legal move.",
    "declare": "You have reached the target: claim the deal.",
    "reach_target": "Winning this trick takes you to the target.",
    "exchange_nine": "Swap the trump nine for the face-up trump card.",
    "exchange_jack": "Swap the trump jack for the face-up trump card.",
    "announce_marriage": "Announce your marriage while you can.",
    "save_marriage": "Keep the king and queen together for a marriage.",
    "close_talon": "Close the talon: the points you can count on reach the target.",
    "close_search": "Closing the talon scored best over many possible deals of the unseen cards.",
    "draw_trumps": "Lead your top trump to draw the opponent's trumps.",
    "cash_winner": "Lead a card nobody can beat in its suit.",
    "lead_low": "Lead a low card and keep your strong ones.",
    "take_ten": "Take the ten (or ace) with a higher card of its suit.",
    "win_with_ace": "Win the trick with your ace or ten and bank its points.",
    "win_with_trump": "Trump it: the trick is worth it.",
    "take_trick": "Take the trick cheaply.",
    "throw_low": "Throw your least useful card.",
    "give_points": "Your partner holds the trick: give them points.",
    "choose_trump": "Lead from your strongest suit: it becomes trump.",
    "bid_strength": "Your hand should make this bid.",
    "pass_weak": "Your hand is too weak to bid higher.",
    "pass_partner": "Your partner holds the bid: leave it to them.",
    "endgame_solved": "Every card is known: this move is the best by exact calculation.",
    "search_best": "This move scored best over many possible deals of the unseen cards.",
    "guess": "A hunch.",
}

#: marker for "the level's own thinking time"
DEFAULT_TIME = -1.0


def _obs_rng(seed: int | None, obs: Observation) -> random.Random:
    """A generator fixed by the seed and what the seat has seen, nothing else."""
    key = json.dumps(
        [seed, obs["seat"], obs["hand"], obs["history"], obs["dealer"]], separators=(",", ":")
    )
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


class ComputerPlayer:
    """One computer seat of a level (a :class:`~.protocol.Player`): call :meth:`choose`."""

    def __init__(
        self,
        level: str,
        seed: int | None = None,
        time_limit: float | None = DEFAULT_TIME,
        effort: int | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}: choose one of {', '.join(LEVELS)}")
        if effort is not None and effort < 1:
            raise ValueError(f"effort must be at least one world, not {effort}")
        self.level = level
        self.seed = seed if seed is not None else random.randrange(2**62)
        self.time_limit = time_limit
        self.effort = effort

    def __repr__(self) -> str:
        return f"<ComputerPlayer {self.level} seed={self.seed}>"

    def choose(
        self, observation: Observation, deadline: float | None = None, cancel: Cancel = None
    ) -> str:
        """The action this seat plays; returns quickly when ``cancel`` is set."""
        return self.choose_with_reason(observation, deadline, cancel)[0]

    def choose_with_reason(
        self, observation: Observation, deadline: float | None = None, cancel: Cancel = None
    ) -> tuple[str, str]:
        """The action and the reason id behind it (see :data:`REASONS`)."""
        legal = observation["legal_actions"]
        if not legal:
            raise ValueError(f"seat {observation['seat']} has nothing to do in this observation")
        rng = _obs_rng(self.seed, observation)
        info = decode(observation)
        if len(legal) == 1:
            return legal[0], "only_move"
        move, reason = self.decide(info, rng, deadline, cancel)
        text = move_text(move)
        if text not in legal:  # defensive: never hand the table an illegal action
            return legal[0], "only_move"
        return text, reason

    def plan(self) -> LevelPlan:
        """The level's plan; a fixed ``effort`` replaces its worlds and its clock."""
        plan = LEVEL_PLANS[self.level]
        if self.effort is not None and plan.worlds:
            plan = replace(plan, worlds=self.effort, max_worlds=0)
        return plan

    def decide(
        self, info: Any, rng: random.Random, deadline: float | None, cancel: Cancel
    ) -> tuple[int, str]:
        """The move (int form) and reason id for a decoded observation."""
        plan = self.plan()
        if plan.worlds:
            time_limit = None if self.effort is not None else self.time_limit
            return plan_choice(info, rng, plan, deadline, cancel, time_limit)
        if plan.exact_endgame:
            return medium_choice(info, rng, deadline, cancel)
        return heuristic_choice(info, rng, skill=plan.skill)


def make_player(
    level: str = "medium",
    seed: int | None = None,
    time_limit: float | None = DEFAULT_TIME,
    effort: int | None = None,
) -> ComputerPlayer:
    """A computer player of ``level`` (one of :data:`LEVELS`) with its own random seed.

    ``time_limit`` caps the thinking time per move in seconds (the level's
    own default unless given); ``None`` removes the cap, so the choice
    depends only on the observation and the seed (tests, replays): the
    search levels then sample their plan's fixed number of worlds.
    ``effort`` (worlds per decision) sets that number and turns the level's
    clock off, for exactly reproducible benchmarks (a caller's ``deadline``
    or ``cancel`` still stops it); levels without search ignore it.
    """
    return ComputerPlayer(level, seed, time_limit, effort)


def hint(
    observation: Observation,
    deadline: float | None = None,
    cancel: Cancel = None,
) -> tuple[str, str]:
    """The move the strongest level would make here, and a reason id from :data:`REASONS`."""
    if deadline is None:
        deadline = time.monotonic() + 1.0
    return ComputerPlayer(HINT_LEVEL, seed=0).choose_with_reason(observation, deadline, cancel)
