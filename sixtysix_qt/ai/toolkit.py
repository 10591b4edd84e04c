"""The AI's building blocks, exported on purpose for tools and benchmarks.

The game needs only ``make_player`` and ``hint`` (``sixtysix_qt.ai``).  The
benchmarks (``benchmarks/``) measure the parts themselves: the compiled core
against the pure-Python solvers, players that are told hidden cards, the
frozen November 2026 expert rebuilt from today's rollouts and solvers.  They
import these names from here and from nothing else inside ``ai``, so a
change to a module behind this list is a deliberate change of this API
(issue 42: the lab uses only the public AI API).  The review's judge is
``sixtysix_qt.review.judge``'s, which the lab imports from there.
"""

from __future__ import annotations

from . import native
from .common import Info, beats, decode, info_from_state, marriage_cards, side_value, trick_winner
from .greedy import greedy_move
from .heuristics import heuristic_choice
from .levels import EXACT_CARDS, LevelPlan
from .native import postponed_outcome, rollout_value
from .open_cards import open_values
from .players import DEFAULT_TIME
from .search import exact_choice, known_endgame, plan_choice
from .team_solver import TeamSolver, cards_left
from .worlds import hidden_places, sample_world

__all__ = [
    "DEFAULT_TIME",
    "EXACT_CARDS",
    "Info",
    "LevelPlan",
    "TeamSolver",
    "beats",
    "cards_left",
    "decode",
    "exact_choice",
    "greedy_move",
    "heuristic_choice",
    "hidden_places",
    "info_from_state",
    "known_endgame",
    "marriage_cards",
    "native",
    "open_values",
    "plan_choice",
    "postponed_outcome",
    "rollout_value",
    "sample_world",
    "side_value",
    "trick_winner",
]
