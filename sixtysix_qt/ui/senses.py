"""Sound and the player's own touches for one window, applied from the settings.

The table cues sounds from its keyframes (``table.cues``); this module
connects them to the ``SoundPlayer``, follows the Sounds command (S) and
the settings, puts the chosen felt and card size on the table, and plays
the celebration of a won match before its recap opens.  It also gives the
commands that had no key one (W: the cards your side has won; the guided
deal in the Help menu) and tells screen readers when the status line
changes (the table announces the moves itself: ``table.accessible``).  A window without settings (tests, ``--screenshot``,
``--autoplay``) stays silent.  Kept apart from ``MainWindow`` so the shell
only creates it and hands it the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel

from .sound import SoundPlayer
from .table.celebration import Celebration
from .table.cues import TableCues

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .settings import Settings


class WindowSenses(QObject):
    """What the player hears at one window's table, and the switch for it."""

    def __init__(self, window: MainWindow, player: SoundPlayer | None = None) -> None:
        super().__init__(window)
        self._window = window
        self.player = player if player is not None else SoundPlayer()
        self.player.enabled = window.settings is not None
        self.celebration: Celebration | None = None
        """The last match won's celebration (it ends itself; a click or a key skips it)."""
        self.cues = TableCues(window.table.animator, window.controller, self)
        self.cues.cue.connect(self.player.play)
        window.commands.sound.setChecked(self.player.enabled)
        window.commands.sound.toggled.connect(self.set_sound)
        self._follow_keyboard_and_readers(window)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.player.shutdown)

    def _follow_keyboard_and_readers(self, window: MainWindow) -> None:
        """The commands that had no key or menu entry, and the status line told to readers."""
        a, table = window.commands, window.table
        a.won.triggered.connect(lambda: table.toggle_review())
        a.guide.triggered.connect(window.first_steps.show_me)
        window.controller.matchStarted.connect(lambda _m: a.won.setVisible(table.review_tricks))
        a.won.setVisible(table.review_tricks)
        self.status_line = window.findChild(QLabel, "status-line")
        table.statusMessage.connect(self._status_changed)

    def _status_changed(self, _text: str) -> None:
        """The status line says something new: screen readers hear it (its name is its text)."""
        if self.status_line is not None:
            event = QAccessibleEvent(self.status_line, QAccessible.Event.NameChanged)
            QAccessible.updateAccessibility(event)

    def apply(self, settings: Settings) -> None:
        """The stored choices, at start and after the settings dialog's OK."""
        self._window.table.set_looks(settings.felt, settings.card_size)
        self.player.volume = settings.sound_volume
        self.player.enabled = settings.sound
        action = self._window.commands.sound
        blocked = action.blockSignals(True)  # applying is not toggling: nothing to say
        action.setChecked(settings.sound)
        action.blockSignals(blocked)

    def set_sound(self, on: bool) -> None:
        """The Sounds command (S): on or off, remembered, said in the status line."""
        self.player.enabled = bool(on)
        settings = self._window.settings
        if settings is not None:
            settings.remember("sound", bool(on))
        text = (
            QCoreApplication.translate("MainWindow", "Sounds on.")
            if on
            else QCoreApplication.translate("MainWindow", "Sounds off.")
        )
        self._window.table.statusMessage.emit(text)

    def after_celebration(self, then: Callable[[], object]) -> None:
        """A match you won: the celebration on the table first, then ``then`` (the recap)."""
        if not self._wants_celebration():
            then()
            return
        table = self._window.table
        geometry = table.geometry_model
        self.celebration = Celebration(table, QPointF(*geometry.centre), geometry.card_w)
        self.celebration.finished.connect(then)
        self.celebration.start()
        self.player.play("match_won")

    def _wants_celebration(self) -> bool:
        window = self._window
        settings, c = window.settings, window.controller
        m = c.match
        if settings is None or not settings.celebrate or window.table.speed == "off":
            return False
        if m is None or not m.is_over or not c.human_seats:
            return False
        return m.winner == m.state.side_of(c.human_seats[0])

    def shutdown(self) -> None:
        """The window closes: the device and the sound worker go."""
        self.player.shutdown()
