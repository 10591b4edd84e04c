"""The medium computer does not close the talon when the other side can already claim
(issue 51 point 8): the player held 82 without declaring, the computer closed at 36 and
failed (+2 for the player), where a plain lead lets the player claim for +1 only."""

from __future__ import annotations

import dataclasses
import random

from sixtysix_qt.ai.common import decode
from sixtysix_qt.ai.heuristics import heuristic_choice
from sixtysix_qt.engine import Match
from sixtysix_qt.engine.moves import CLOSE_MOVE


def _a_close_the_computer_makes():
    """An Info where the medium computer (seat 1, on lead) closes the talon."""
    for seed in range(1, 600):
        rng = random.Random(seed)
        match = Match("classic", seed=seed, first_dealer=0, auto_declare=False)
        s = match.state
        while not s.is_over:
            if s.to_move == 1 and "close" in s.legal_actions():
                info = decode(s.observation(1))
                if heuristic_choice(info, random.Random(0))[0] == CLOSE_MOVE:
                    return info
            legal = [a for a in s.legal_actions() if a != "declare"]
            s = match.apply(rng.choice(legal))
    raise AssertionError("no close by the medium computer in 600 deals")


def test_no_close_when_the_other_side_has_its_claim():
    info = _a_close_the_computer_makes()
    other = 1 - info.side
    points = list(info.points)
    points[other] = 82
    facing_a_claim = dataclasses.replace(info, points=points)
    move, _why = heuristic_choice(facing_a_claim, random.Random(0))
    assert move != CLOSE_MOVE
    points[other] = info.target - 1  # one point short of a claim: the close stands
    assert heuristic_choice(dataclasses.replace(info, points=points), random.Random(0))[0] == (
        CLOSE_MOVE
    )
