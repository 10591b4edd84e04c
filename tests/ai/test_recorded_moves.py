"""The search levels' moves at fixed effort are pinned by recorded deals.

``data/recorded_moves.json`` holds self-play deals of ``expert`` and
``hard`` at a fixed effort (no clock), recorded from the code before a
change that must not alter play (issue 42 moved the frozen expert's
switches out of ``plan_choice``).  Replaying each deal, every decision with
more than one legal action must give the recorded action and reason.
Re-record (only when play is meant to change) with
``python -m tests.ai.test_recorded_moves --write``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import new_deal

pytestmark = pytest.mark.slow

DATA = Path(__file__).parent / "data" / "recorded_moves.json"
#: (level, effort, preset, deal seeds): one self-play deal per seed
PLAN = [
    ("expert", 32, "schnapsen", range(1, 9)),
    ("expert", 32, "classic", range(1, 9)),
    ("expert", 8, "three-hand", range(1, 5)),
    ("expert", 8, "four-hand", range(1, 4)),
    ("expert", 8, "bidding", range(1, 5)),
    ("hard", 10, "schnapsen", range(1, 3)),
    ("hard", 10, "three-hand", range(1, 2)),
]


def play_deal(level: str, effort: int, preset: str, seed: int) -> dict:
    """One self-play deal: every decision as [seat, action, reason]."""
    state = new_deal(preset, seed=seed, dealer=seed % 2)
    players = [make_player(level, 100 + seat, effort=effort) for seat in range(state.num_players)]
    decisions = []
    while not state.is_over:
        seat = state.to_move
        action, reason = players[seat].choose_with_reason(state.observation(seat))
        decisions.append([seat, action, reason])
        state = state.apply(action)
    return {
        "level": level,
        "effort": effort,
        "preset": preset,
        "seed": seed,
        "decisions": decisions,
    }


def record() -> dict:
    deals = [play_deal(lv, eff, pre, s) for lv, eff, pre, seeds in PLAN for s in seeds]
    return {
        "about": "self-play at fixed effort; see tests/ai/test_recorded_moves.py",
        "deals": deals,
    }


def _deals() -> list[dict]:
    return json.loads(DATA.read_text())["deals"] if DATA.exists() else []


@pytest.mark.slow
@pytest.mark.parametrize("deal", _deals(), ids=lambda d: f"{d['level']}-{d['preset']}-{d['seed']}")
def test_the_recorded_deal_is_replayed_move_for_move(deal):
    state = new_deal(deal["preset"], seed=deal["seed"], dealer=deal["seed"] % 2)
    players = [
        make_player(deal["level"], 100 + seat, effort=deal["effort"])
        for seat in range(state.num_players)
    ]
    for i, (seat, action, reason) in enumerate(deal["decisions"]):
        assert state.to_move == seat
        obs = state.observation(seat)
        if len(obs["legal_actions"]) > 1:
            got = players[seat].choose_with_reason(obs)
            assert got == (action, reason), f"decision {i}"
        state = state.apply(action)
    assert state.is_over


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    DATA.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
