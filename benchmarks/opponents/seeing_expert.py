"""Today's expert told the opponent's hand: where the all-seeing player's edge comes from.

The all-seeing player beats the frozen expert by knowing the opponent's
hand, by knowing the talon's order and by playing every move exactly.
``hand_seeing`` takes the expert's own search and is told the opponent's
whole hand (added to the cards it has been shown), so its worlds differ
only in the talon's order: its edge over the expert bounds what any
reading of the opponent's play (inference, world weighting) could add to
the search.  It goes through the public API only: the observation it is
handed says more, the search is the game's own.

Its sibling ``deal_seeing`` (the true deal as the search's one world) needed
a world-source parameter in the product's search that only it used; it was
retired with that parameter (issue 42).  Its figures in DECISIONS.md were
measured at commit 1a34c51, where its code can be read and run.

Benchmark limits, never levels: the arena hands them the state (``sees_all``).
"""

from __future__ import annotations

from typing import Any

from sixtysix_qt.ai import ComputerPlayer
from sixtysix_qt.engine.cards import codes_of_mask
from sixtysix_qt.engine.options import SHAPES


def can_play(preset: str, options: dict[str, Any]) -> str | None:
    """Why ``hand_seeing`` cannot play the preset (None when it can)."""
    if SHAPES[preset].players != 2:
        return "it is told the one opponent's hand of a two-player deal"
    return None


class HandSeeing:
    """The expert at a fixed effort, every card of the opponent's hand shown to it."""

    name = "hand_seeing"
    can_play = staticmethod(can_play)
    #: the arena gives :meth:`choose_seeing` the whole state
    sees_all = True

    def __init__(self, seed: int | None = None, effort: int | None = None) -> None:
        self.player = ComputerPlayer("expert", seed, effort=effort or 160)

    def __repr__(self) -> str:
        return f"<HandSeeing {self.player!r}>"

    def choose_seeing(self, state: Any) -> str:
        """The expert's action for the seat to move, the opponent's hand shown."""
        seat = state.to_move
        obs = state.observation(seat)
        shown = {**obs["known_cards"], str(1 - seat): codes_of_mask(state.hands[1 - seat])}
        return self.player.choose({**obs, "known_cards": shown})
