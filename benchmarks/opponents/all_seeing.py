"""A player that sees every card: the limit of two-player play, for measuring the expert.

Issue 12 asks how much of this player's edge the expert reaches ("at least
60% of the all-seeing player's edge in classic").  It reads the whole deal
(both hands and the talon's order, which no fair player can) and plays each
move the exact solver (``ai/native.py``) finds best for the true deal: about
0.5 s for a classic deal's first move, 50 ms in schnapsen, with the compiled
solver.  It is never a level of the game; the arena hands it the state
instead of an observation (``sees_all``).
"""

from __future__ import annotations

import random
from typing import Any

from sixtysix_qt.ai.toolkit import heuristic_choice, info_from_state, native
from sixtysix_qt.engine.moves import DECLARE_MOVE, move_text
from sixtysix_qt.engine.options import SHAPES


def can_play(preset: str, options: dict[str, Any]) -> str | None:
    """Why the all-seeing player cannot play this preset (None when it can)."""
    if SHAPES[preset].players != 2:
        return "it solves two-player deals only"
    if not options.get("auto_declare", True):
        return "it needs auto_declare (it never claims the deal itself)"
    return None


class AllSeeing:
    """Plays the exact best move of the true deal; among equal moves, the heuristics' one."""

    name = "all_seeing"
    can_play = staticmethod(can_play)
    #: the arena gives :meth:`choose_seeing` the whole state
    sees_all = True

    def __init__(self, seed: int | None = None, effort: int | None = None) -> None:
        self.seed = seed  # kept for the arena's signature; the play is deterministic

    def __repr__(self) -> str:
        return "<AllSeeing>"

    def choose_seeing(self, state: Any) -> str:
        """The action for the seat to move in ``state``, every card known."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.to_move
        moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
        values = native.world_values(state, seat, moves)
        best = max(values.values())
        # skill 1.0 draws no random number: the generator is only the signature's
        preferred, _ = heuristic_choice(info_from_state(state, seat), random.Random(0), 1.0)
        if values.get(preferred) == best:
            return move_text(preferred)
        return move_text(next(m for m in moves if values[m] == best))
