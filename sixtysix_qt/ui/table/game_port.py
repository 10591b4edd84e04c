"""What the table needs of a game: the few signals and questions ``TableView`` uses.

The table shows states and sends the player's gestures; it does not care
which game is behind it (a match, a replay in the review, a puzzle, the
guided deal).  A move travels as an ``Action`` value, never as its text.  ``play.controller.GameController`` and its subclasses fit
this protocol; the table never imports them, so the table layer stays
below the play layer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from sixtysix_qt.engine import Action, Match


class SeatKinds(Protocol):
    """Who sits where: one kind per seat ("human" or "computer")."""

    @property
    def seats(self) -> tuple[str, ...]: ...


@runtime_checkable
class GamePort(Protocol):
    """A game the table can show and play into."""

    stateChanged: SignalInstance  # (old DealState or None, new DealState)
    thinkingChanged: SignalInstance  # (seat, thinking)
    matchStarted: SignalInstance  # (Match)

    @property
    def match(self) -> Match | None: ...

    @property
    def setup(self) -> SeatKinds: ...

    @property
    def human_seats(self) -> tuple[int, ...]: ...

    @property
    def thinking_seat(self) -> int | None: ...

    def is_human(self, seat: int) -> bool: ...

    def human_to_move(self) -> bool: ...

    def human_actions(self) -> list[Action]: ...

    def play(self, action: Action) -> bool: ...

    def set_view_busy(self, busy: bool) -> None: ...
