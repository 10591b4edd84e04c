"""Today's expert told hidden cards: where the all-seeing player's edge comes from.

The all-seeing player beats the frozen expert by knowing the opponent's
hand, by knowing the talon's order and by playing every move exactly.
These two players take the expert's own search and tell it more:

- ``hand_seeing`` is told the opponent's whole hand (added to the cards it
  has been shown), so its worlds differ only in the talon's order: its edge
  over the expert bounds what any reading of the opponent's play
  (inference, world weighting) could add to the search;
- ``deal_seeing`` is handed the true deal as its one world: everything is
  known, and what it still loses to ``all_seeing`` is the search's own error
  (the heuristic rollouts of the opening, the solver taking over late).  It
  plays every preset: with three or four players, where no all-seeing
  player exists, it bounds what any reading could add to the expert.

Benchmark limits, never levels: the arena hands them the state (``sees_all``).
"""

from __future__ import annotations

import random
from typing import Any

from sixtysix_qt.ai import Cancel, ComputerPlayer
from sixtysix_qt.ai.toolkit import plan_choice
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


class _TrueDealExpert(ComputerPlayer):
    """The expert whose one world is the deal it is handed (``deal``)."""

    deal: Any = None

    def decide(
        self, info: Any, rng: random.Random, deadline: float | None, cancel: Cancel
    ) -> tuple[int, str]:
        deal = self.deal
        return plan_choice(info, rng, self.plan(), deadline, cancel, None, sample=lambda *_: deal)


class DealSeeing:
    """The expert's search with the true deal as its only world."""

    name = "deal_seeing"
    sees_all = True

    def __init__(self, seed: int | None = None, effort: int | None = None) -> None:
        # every world would be the same deal: one is enough
        self.player = _TrueDealExpert("expert", seed, effort=1)

    def __repr__(self) -> str:
        return f"<DealSeeing {self.player!r}>"

    def choose_seeing(self, state: Any) -> str:
        """The expert's action for the seat to move, searched in the true deal."""
        self.player.deal = state
        return self.player.choose(state.observation(state.to_move))
