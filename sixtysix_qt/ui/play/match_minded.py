"""The computer told what the deal is worth in the match: its observation with the table.

The AI knows nothing of matches: what each end of a deal is worth inside
one (the change in the chance of winning it, ``review/match_equity.py``) is
handed to it in the observation (``ai/deal_values.py``); the level's plan
says whether it plays by it (``LevelPlan.match_minded``: none does today,
benchmarks/DECISIONS.md, issue 55).  No Qt here.
"""

from __future__ import annotations

from typing import Any

from sixtysix_qt.ai.deal_values import OBSERVATION_KEY, to_observation
from sixtysix_qt.engine import Match
from sixtysix_qt.review.match_equity import deal_values
from sixtysix_qt.review.match_record import MatchRecord


def match_context(match: Match) -> MatchRecord | None:
    """The match around its current deal (scores before it, target, dealer, carry);
    None where match equity means nothing (not two sides)."""
    if len(match.scores) != 2:
        return None
    scores = (match.scores[0], match.scores[1])
    if max(scores) >= match.target:
        return None
    return MatchRecord(scores, match.target, match.state.dealer, match.carry)


def observation_in_match(match: Match, seat: int) -> dict[str, Any]:
    """``seat``'s observation of the current deal, with what the deal's ends are worth
    in the match when the preset has a match equity table."""
    state = match.state
    obs = state.observation(seat)
    context = match_context(match)
    if context is None:
        return obs
    table = deal_values(state.preset, state.options, context, state.side_of(seat))
    if table is not None:
        obs[OBSERVATION_KEY] = to_observation(table)
    return obs
