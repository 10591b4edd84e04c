"""What every computer player offers, so callers depend on this and not on one class.

A player answers a seat's observation with a legal action string.  It must
return promptly, with the best move found so far, once ``cancel`` is set
(an Event or a callable) or ``deadline`` (a ``time.monotonic()`` value)
passes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from ..engine.observation import Observation

#: how the caller asks a thinking player to stop: an Event, a callable, or nothing
Cancel = threading.Event | Callable[[], bool] | None


def cancelled(cancel: Cancel) -> bool:
    """True once the caller asked to stop thinking (an Event or a callable)."""
    if cancel is None:
        return False
    if isinstance(cancel, threading.Event):
        return cancel.is_set()
    return bool(cancel())


@runtime_checkable
class Player(Protocol):
    """One computer seat."""

    def choose(
        self, observation: Observation, deadline: float | None = None, cancel: Cancel = None
    ) -> str:
        """The action this seat plays."""
        ...

    def choose_with_reason(
        self, observation: Observation, deadline: float | None = None, cancel: Cancel = None
    ) -> tuple[str, str]:
        """The action and the reason id behind it (``ai.REASONS``)."""
        ...


#: what a Player is handed (built by the engine), named here with the protocol it is part of
__all__ = ["Cancel", "Observation", "Player", "cancelled"]
