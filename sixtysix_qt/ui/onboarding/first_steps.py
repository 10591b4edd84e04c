"""A newcomer's first steps: the welcome card on a table and the guided deal behind "Show me".

``FirstSteps`` puts the ``WelcomeCard`` on the player's own table and opens
the ``GuidedDeal`` in a window of its own, so the player's match is never
touched.  The main window decides when (first start, Help -> Welcome).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from ..table.view import TableView
from ..words.retranslate import translate_ui
from .guide import GuidedDeal
from .welcome import WelcomeCard


class FirstSteps(QObject):
    """Shows the welcome card on ``table``; "Show me" opens the guided deal."""

    opened = Signal()  # the welcome card is on the felt (the computer's moves wait under it)
    closed = Signal()  # "Play" was pressed: the welcome card is gone
    guideOpened = Signal(object)  # the GuidedDeal window

    def __init__(self, table: TableView, guide_speed: str = "normal") -> None:
        super().__init__(table)
        self.table = table
        self.guide_speed = guide_speed
        self.card = WelcomeCard()
        self.card.setZValue(6500)
        self.card.hide()
        table.scene().addItem(self.card)
        self.card.playClicked.connect(self.close_welcome)
        self.card.showMeClicked.connect(self.show_me)
        table.relaidOut.connect(self._place)
        table.installEventFilter(self)
        self._window = table.window()
        if self._window is not table:
            self._window.installEventFilter(self)  # the guide closes with the game's window
        self.guide: GuidedDeal | None = None
        translate_ui(self)

    def is_showing(self) -> bool:
        return self.card.isVisible()

    def show_welcome(self) -> None:
        """Put the welcome card on the felt (again)."""
        self.card.set_texts()
        self._place()
        self.card.show()
        self.opened.emit()

    def close_welcome(self) -> None:
        self.card.hide()
        self.closed.emit()

    def show_me(self) -> None:
        """Open the guided deal in its own window (one at a time)."""
        if self.guide is None:
            self.guide = GuidedDeal(self.table.window(), speed=self.guide_speed)
            self.guide.finished.connect(self._guide_done)
            self.guideOpened.emit(self.guide)
        self.guide.show()
        self.guide.raise_()

    def _guide_done(self, play: bool) -> None:
        self.guide = None
        if play:
            self.close_welcome()

    def _place(self) -> None:
        g = self.table.geometry_model
        self.card.set_size(g.font_px * 1.05, min(g.width * 0.72, 36 * g.font_px))
        r = self.card.boundingRect()
        cx, cy = g.centre
        self.card.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))

    def translate_ui(self) -> None:
        """A welcome card on the felt says it again in the new language (the registry calls it)."""
        if self.card.isVisible():
            self.card.set_texts()
            self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._window and watched is not self.table:
            if event.type() == QEvent.Type.Close and self.guide is not None:
                self.guide.close()  # its computer thread stops before the game's window goes
            return False
        if not self.card.isVisible():
            return False
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self.close_welcome()  # Escape: as "Play"
            return True
        return False
