"""Sound and the player's own touches for one window, applied from the settings.

The table cues sounds from its keyframes (``table.cues``); this module
connects them to the ``SoundPlayer``, follows the Sounds command (S) and
the settings, puts the chosen felt and card size on the table, and plays
the celebration of a won match before its recap opens.  It also tells
screen readers when the status line changes (the table announces the
moves itself: ``table.accessible``).  A window without settings (tests,
``--screenshot``, ``--autoplay``) stays silent.  Kept apart from
``MainWindow``, which hands it the parts it serves and never the window
itself, so this module knows nothing of the shell.

Whether sounds can be heard at all (the library imports, the system has a
playback device) is asked once, off the GUI thread, when a window with
settings opens; where they cannot, the Sounds command stays off and says
why instead of "Sounds on.", and so does the settings dialog
(``problem``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAction
from PySide6.QtWidgets import QLabel

from ..sound import SoundPlayer, output
from ..table.celebration import Celebration
from ..table.cues import TableCues

if TYPE_CHECKING:
    from ..play.controller import GameController
    from ..settings.store import Settings
    from ..table.view import TableView


class WindowSenses(QObject):
    """What the player hears at one window's table, and the switch for it."""

    _probed = Signal(str)
    """The availability probe's answer (``output.availability``), from its thread."""

    def __init__(
        self,
        parent: QObject,
        table: TableView,
        controller: GameController,
        sound: QAction,
        status_line: QLabel,
        settings: Settings | None,
        player: SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self._table, self._controller, self._settings = table, controller, settings
        self._sound = sound
        """The Sounds command (S), which this object follows and keeps in step."""
        self.player = player if player is not None else SoundPlayer()
        self.player.enabled = settings is not None
        self.celebration: Celebration | None = None
        """The last match won's celebration (it ends itself; a click or a key skips it)."""
        self.cues = TableCues(table.animator, controller, self)
        self.cues.cue.connect(self.player.play)
        sound.setChecked(self.player.enabled)
        sound.toggled.connect(self.set_sound)
        self.status_line = status_line
        table.statusMessage.connect(self._status_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.player.shutdown)
        self.unavailable = ""
        """Why no sound can be heard here (``output.NO_LIBRARY``, ``NO_DEVICE``); "" if it can."""
        self._probed.connect(self._on_probed)
        if settings is not None:
            threading.Thread(target=self._probe, name="sound-probe", daemon=True).start()

    def _probe(self) -> None:
        """On its own thread: the library and the devices can take a moment to ask."""
        reason = output.availability()
        try:
            self._probed.emit(reason)
        except RuntimeError:  # the window closed meanwhile
            pass

    def _on_probed(self, reason: str) -> None:
        self.unavailable = reason
        if reason:
            self.player.enabled = False
            self._show_checked(False)
            self._sound.setToolTip(self.problem())

    def problem(self) -> str:
        """Why sounds cannot be heard, in the player's words; "" while they can."""
        if self.unavailable == output.NO_LIBRARY:
            return QCoreApplication.translate(
                "MainWindow", "Sounds unavailable: this copy of the game has no sound library."
            )
        if self.unavailable or self.player.failure:
            return QCoreApplication.translate(
                "MainWindow", "Sounds unavailable: no sound device can be used."
            )
        return ""

    def _show_checked(self, on: bool) -> None:
        """Put the Sounds command's tick in step without it counting as the player's toggle."""
        action = self._sound
        blocked = action.blockSignals(True)
        action.setChecked(on)
        action.blockSignals(blocked)

    def _status_changed(self, _text: str) -> None:
        """The status line says something new: screen readers hear it (its name is its text)."""
        event = QAccessibleEvent(self.status_line, QAccessible.Event.NameChanged)
        QAccessible.updateAccessibility(event)

    def apply(self, settings: Settings) -> None:
        """The stored choices, at start and after the settings dialog's OK."""
        self._table.set_looks(settings.felt, settings.card_size)
        self.player.volume = settings.sound_volume
        on = settings.sound and not self.unavailable
        self.player.enabled = on
        self._show_checked(on)  # applying is not toggling: nothing to say

    def set_sound(self, on: bool) -> None:
        """The Sounds command (S): on or off, remembered, said in the status line.

        Where sounds cannot be heard, S turns nothing on: it says why.
        """
        problem = self.problem()
        if on and problem:
            self._show_checked(False)
            self._table.statusMessage.emit(problem)
            return
        self.player.enabled = bool(on)
        settings = self._settings
        if settings is not None:
            settings.remember("sound", bool(on))
        text = (
            QCoreApplication.translate("MainWindow", "Sounds on.")
            if on
            else QCoreApplication.translate("MainWindow", "Sounds off.")
        )
        self._table.statusMessage.emit(text)

    def after_celebration(self, then: Callable[[], object]) -> None:
        """A match you won: the celebration on the table first, then ``then`` (the recap)."""
        if not self._wants_celebration():
            then()
            return
        table = self._table
        geometry = table.geometry_model
        m = self._controller.match
        headline = QCoreApplication.translate("TableView", "You won the match!")
        score = " : ".join(str(x) for x in m.scores) if m is not None else ""
        self.celebration = Celebration(
            table, QPointF(*geometry.centre), geometry.card_w, headline, score
        )
        self.celebration.finished.connect(then)
        self.celebration.start()
        self.player.play("match_won")

    def _wants_celebration(self) -> bool:
        settings, c = self._settings, self._controller
        m = c.match
        if settings is None or not settings.celebrate or self._table.speed == "off":
            return False
        if m is None or not m.is_over or not c.human_seats:
            return False
        return m.winner == m.state.side_of(c.human_seats[0])

    def shutdown(self) -> None:
        """The window closes: the device and the sound worker go."""
        self.player.shutdown()
