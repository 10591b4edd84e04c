"""Which state the table's labels tell: the one whose cards have landed.

The controller's newest state is ahead of the animation; the score panel,
the talon count, the marriages and the status line follow ``OnView``
instead, which moves on only as keyframes come to rest (each ``Frame``
says which state its cards show), so no label gives away a trick before
the cards do.
"""

from __future__ import annotations

from collections.abc import Sequence

from sixtysix_qt.engine import DealState

from .animator import Frame


class OnView:
    """The state on view, its talon count while a draw is still coming, and whether
    the cards are at rest (only then may a label say whose turn it is)."""

    def __init__(self) -> None:
        self.shown: DealState | None = None
        self.talon: int | None = None
        self.settled = True
        self._running: tuple[int, ...] | None = None  # game points before this deal's end

    def newest(
        self, new: DealState, new_deal: bool, scores: Sequence[int] | None, animating: bool
    ) -> None:
        """The controller showed ``new``; ``animating``: its cards are still to move."""
        if new_deal:
            self.shown, self.talon = None, None  # nothing of the last deal stays on view
        if scores is not None and not new.is_over:
            self._running = tuple(scores)
        if animating:
            self.settled = False
        else:
            self.at_rest(new)

    def landed(self, frame: Frame) -> bool:
        """A keyframe came to rest; False if it shows no state of its own."""
        if frame.shows is None:
            return False
        self.shown, self.talon, self.settled = frame.shows, frame.talon, frame.settled
        return True

    def at_rest(self, state: DealState) -> None:
        """Every card has landed: the labels tell ``state`` itself."""
        self.shown, self.talon, self.settled = state, None, True

    def state(self, newest: DealState | None) -> DealState | None:
        return self.shown if self.shown is not None else newest

    def scores(self, scores: Sequence[int] | None) -> tuple[int, ...] | None:
        """The match's game points as the labels may tell them (the deal's result waits
        for its last cards)."""
        if scores is None:
            return None
        final = self.shown is None or self.shown.is_over or self._running is None
        return tuple(scores) if final else self._running
