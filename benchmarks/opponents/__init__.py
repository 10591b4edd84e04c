"""Benchmark opponents for the arena (never game levels).

``expert_2026_11`` is the frozen yardstick of issue 12; ``all_seeing`` (it
reads every card) and ``greedy`` (one ply, fair) measure how much of the
all-seeing player's edge the expert reaches; ``hand_seeing`` (the expert
told the opponent's hand) splits that edge into reading and search; ``peer_mcts`` rebuilds the outside
peer the issue measured the expert against.
"""

from __future__ import annotations

from typing import Any

from .all_seeing import AllSeeing
from .expert_2026_11 import FrozenExpert
from .greedy import Greedy
from .peer_mcts import PeerMcts
from .seeing_expert import HandSeeing

#: name -> factory(seed, effort) of every benchmark opponent the arena knows
OPPONENTS: dict[str, Any] = {
    "expert_2026_11": FrozenExpert,
    "all_seeing": AllSeeing,
    "greedy": Greedy,
    "hand_seeing": HandSeeing,
    "peer_mcts": PeerMcts,
}

__all__ = [
    "OPPONENTS",
    "AllSeeing",
    "FrozenExpert",
    "Greedy",
    "HandSeeing",
    "PeerMcts",
]
