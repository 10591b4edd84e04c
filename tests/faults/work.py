"""Counting the work a hostile file costs, instead of timing it.

"Refused before the work that grows with it" is a count, not a speed: a
deck of 52,000 cards read card by card, or 5,000 deals replayed move by
move, is the work a size check must prevent.  ``Work`` counts the cards the
engine parses into a deck (``engine.state.parse_card``) and the moves it
replays (``DealState.apply``), in the GUI (main) thread only when asked, so
the review's own worker threads are not counted.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from sixtysix_qt.engine import state as engine_state

PACK = 24
"""The cards of one classic pack: reading a deal's deck reads at most this many."""
DEAL_MOVES = 40
"""More moves than a classic deal holds (24 cards played, exchanges, marriages, closing)."""


class Work:
    """How many cards were parsed into decks and how many moves replayed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, main_thread_only: bool = False) -> None:
        self.cards_read = 0
        self.moves_replayed = 0
        self._main_only = main_thread_only
        parse, apply = engine_state.parse_card, engine_state.DealState.apply
        monkeypatch.setattr(engine_state, "parse_card", self._counted(parse, "cards_read"))
        monkeypatch.setattr(engine_state.DealState, "apply", self._counted(apply, "moves_replayed"))

    def _counted(self, real: Callable[..., Any], field: str) -> Callable[..., Any]:
        def counted(*args: Any, **kwargs: Any) -> Any:
            if not self._main_only or threading.current_thread() is threading.main_thread():
                setattr(self, field, getattr(self, field) + 1)
            return real(*args, **kwargs)

        return counted

    def at_most_deals(self, deals: int) -> bool:
        """True if no more was read and replayed than ``deals`` whole deals cost."""
        return self.cards_read <= deals * PACK and self.moves_replayed <= deals * DEAL_MOVES
