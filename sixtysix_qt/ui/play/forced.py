"""The player's forced card plays itself: one card left to play, nothing else to choose.

Phone card games play a last forced card for the player; waiting for a click on
the only card that can go is dead time.  ``ForcedCards`` watches the table: when
the player is to move and the engine allows exactly one action, a card, it plays
that card after a short pause once the table is at rest.  A claim that is still
possible, a bid, a marriage or a close all make more than one action, so every
real choice stays the player's.  It is a setting ("Play forced cards for me"), on
for a new player; a player who wants every click of a sharp game turns it off.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from sixtysix_qt.engine import Action, Kind

from .controller import GameController

FORCED_PACE_MS = 350
"""The pause before a forced card goes: long enough to see that it was the only one."""


class ForcedCards(QObject):
    """Plays the player's only legal card by itself while ``enabled``."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("forced-cards")
        self.controller = controller
        self.enabled = False
        """On in the game for a new player (the window applies the setting)."""
        self.pace_ms = FORCED_PACE_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play)
        controller.stateChanged.connect(lambda *_: self.step())  # the window adds: at rest

    def forced_card(self) -> Action | None:
        """The action of the one card the player can play now (None: a choice, or not their turn)."""
        c = self.controller
        if not self.enabled or c.state is None or not c.human_to_move() or c.hint_pending():
            return None
        legal = c.human_actions()
        if len(legal) != 1 or legal[0].kind is not Kind.PLAY:
            return None
        return legal[0]

    def step(self) -> None:
        """A new position, or the table at rest: a forced card goes after a short pause."""
        if self.forced_card() is not None and not self._timer.isActive():
            self._timer.start(self.pace_ms)

    def _play(self) -> None:
        action = self.forced_card()  # asked again: the position may have moved on
        if action is not None:
            self.controller.play(action)
