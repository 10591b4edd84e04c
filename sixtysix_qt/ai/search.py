"""Search over sampled worlds: the exact endgame (medium) and PIMC (hard, expert).

Placeholder-free first version: medium plays the heuristics until the talon
is exhausted and then the exact solver (every card is known then).
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.cards import code
from ..engine.worlds import determinize
from .common import Info
from .heuristics import heuristic_choice
from .solver import solve_moves

Choice = tuple[int, str]


def known_endgame(info: Info) -> bool:
    """Two players, talon exhausted: the opponent's hand is exactly the unseen cards."""
    return info.n == 2 and info.obs["phase"] == "play" and info.talon_size == 0


def exact_choice(info: Info, preferred: int) -> Choice:
    """The solver's best move; among equals, the heuristic's (it looks more natural)."""
    opp = 1 - info.seat
    hidden = info.unseen | info.known.get(opp, 0)
    state = determinize(info.obs, {opp: _codes(hidden)}, [])
    values = solve_moves(state, info.seat)
    best = max(values.values())
    if values.get(preferred) == best:
        return preferred, "endgame_solved"
    move = min(m for m, v in values.items() if v == best)
    return move, "endgame_solved"


def _codes(mask: int) -> list[str]:
    out = []
    while mask:
        low = mask & -mask
        out.append(code(low.bit_length() - 1))
        mask ^= low
    return out


def medium_choice(info: Info, rng: random.Random, deadline: Any, cancel: Any) -> Choice:
    """Heuristics, and exact play once every card is known."""
    move, reason = heuristic_choice(info, rng, 1.0)
    if reason in ("declare", "only_move") or not known_endgame(info):
        return move, reason
    return exact_choice(info, move)


def search_choice(info: Info, rng: random.Random, level: str, deadline: Any, cancel: Any) -> Choice:
    """Hard and expert: for now the medium play (search lands in the next commit)."""
    return medium_choice(info, rng, deadline, cancel)
