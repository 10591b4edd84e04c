"""The benchmark yardsticks' moves are pinned by recorded deals.

The frozen November expert, the expert told the opponent's hand (``hand_seeing``)
and the rebuilt peer (``peer_mcts``) must keep playing as
they did when their figures in ``benchmarks/DECISIONS.md`` were measured.  ``data/yardsticks.json`` holds
self-play deals of each at a fixed effort, recorded at commit 1a34c51
(before issue 42 gave them their own search code); replaying a deal, every
decision with more than one legal action must give the recorded action.
Re-record with ``python -m benchmarks.tests.test_yardsticks_recorded --write``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from benchmarks.opponents import FrozenExpert, HandSeeing, PeerMcts
from sixtysix_qt.engine import new_deal

DATA = Path(__file__).parent / "data" / "yardsticks.json"
#: (player, effort, preset, deal seeds): one self-play deal per seed
PLAN = [
    ("expert_2026_11", 32, "schnapsen", range(1, 7)),
    ("expert_2026_11", 32, "classic", range(1, 7)),
    ("expert_2026_11", 8, "three-hand", range(1, 4)),
    ("expert_2026_11", 8, "four-hand", range(1, 3)),
    ("expert_2026_11", 8, "bidding", range(1, 4)),
    ("hand_seeing", 32, "schnapsen", range(1, 4)),
    ("hand_seeing", 32, "classic", range(1, 4)),
    ("peer_mcts", 20, "schnapsen", range(1, 4)),
    ("peer_mcts", 20, "classic", range(1, 3)),
]


def _chooser(name: str, seat: int, effort: int):
    """state -> action of one seat of the named yardstick."""
    seed = 100 + seat
    if name == "expert_2026_11":
        player = FrozenExpert(seed, time_limit=None, effort=effort)
        return lambda state: player.choose(state.observation(state.to_move))
    if name == "peer_mcts":
        peer = PeerMcts(seed, effort=effort)
        return lambda state: peer.choose(state.observation(state.to_move))
    seeing = HandSeeing(seed, effort=effort)
    return seeing.choose_seeing


def play_deal(name: str, effort: int, preset: str, seed: int) -> dict:
    """One self-play deal of the yardstick: every action as [seat, action]."""
    state = new_deal(preset, seed=seed, dealer=seed % 2)
    seats = [_chooser(name, seat, effort) for seat in range(state.num_players)]
    actions = []
    while not state.is_over:
        action = seats[state.to_move](state)
        actions.append([state.to_move, action])
        state = state.apply(action)
    return {"player": name, "effort": effort, "preset": preset, "seed": seed, "actions": actions}


def record() -> dict:
    deals = [play_deal(name, eff, pre, s) for name, eff, pre, seeds in PLAN for s in seeds]
    return {"about": "see benchmarks/tests/test_yardsticks_recorded.py", "deals": deals}


def _deals() -> list[dict]:
    return json.loads(DATA.read_text())["deals"] if DATA.exists() else []


@pytest.mark.parametrize("deal", _deals(), ids=lambda d: f"{d['player']}-{d['preset']}-{d['seed']}")
def test_the_yardstick_replays_its_recorded_deal(deal):
    state = new_deal(deal["preset"], seed=deal["seed"], dealer=deal["seed"] % 2)
    seats = [_chooser(deal["player"], seat, deal["effort"]) for seat in range(state.num_players)]
    for i, (seat, action) in enumerate(deal["actions"]):
        assert state.to_move == seat
        if len(state.legal_actions()) > 1:
            assert seats[seat](state) == action, f"decision {i}"
        state = state.apply(action)
    assert state.is_over


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
