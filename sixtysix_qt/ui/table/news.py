"""What the computer just did, put into words where the eye is.

A card played shows itself, but an exchanged trump card or a closed talon
changes quietly.  ``MoveNews`` watches the controller's states: when a
computer seat exchanges, closes or announces a marriage, one line appears
on the felt between that seat's hand and the middle of the table, and the
status line keeps it in front of its own words until the player's next
move (or a new deal).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from sixtysix_qt.engine import Action, DealState

from ..words.moves import TOLD, news_sentence
from .felt_items import Badge
from .view import TableView


class MoveNews(QObject):
    """The line about the computer's last exchange, close or marriage (empty: none)."""

    statusChanged = Signal(str)  # the status line: the news, then the table's own words

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.table = table
        self.line = ""
        self._seat: int | None = None
        self._status = ""
        self.note = Badge()
        self.note.setObjectName("move-news")
        self.note.setZValue(4700)
        self.note.hide()
        table.scene().addItem(self.note)
        table.controller.stateChanged.connect(self._on_state)
        table.statusMessage.connect(self.compose)
        table.relaidOut.connect(self._place)
        # after the table's own refresh: a seat label that now says "thinking…" is wider
        table.controller.thinkingChanged.connect(lambda *_: self._place())
        table.animationIdle.connect(self._place)

    def say(self, line: str) -> None:
        """Another line for the felt and the status line, kept until the player's next move
        (the window's own news, such as where a parked match waits)."""
        g = self.table.geometry_model
        top = next((s for s in range(g.seats) if g.side_of(s) == "top"), 1)
        self._tell(line, top)

    def compose(self, status: str) -> None:
        """The table's status words, behind the news while it lasts."""
        self._status = status
        parts = [p for p in (self.line, status) if p]
        self.statusChanged.emit("  ".join(parts))

    def _on_state(self, old: DealState | None, new: DealState) -> None:
        controller = self.table.controller
        same_deal = old is not None and old.deck_codes == new.deck_codes
        if not same_deal or len(new.history) <= len(old.history):
            self._tell("", None)  # a new deal, an undo: the line no longer applies
            return
        seat, text = new.history[-1]
        if controller.is_human(seat):
            self._tell("", None)  # the player's move: the news is read
        elif Action.parse(text).kind in TOLD:
            name = self.table.seat_names()[seat]
            self._tell(news_sentence(old, new, name) or "", seat)

    def _tell(self, line: str, seat: int | None) -> None:
        if line == self.line and seat == self._seat:
            return
        self.line, self._seat = line, seat
        self.note.set_text(line)
        self.note.setToolTip(line)
        self._place()
        self.compose(self._status)

    def _place(self) -> None:
        """Between the acting seat's hand and the middle of the table, inside the felt."""
        if not self.line or self._seat is None:
            self.note.hide()
            return
        g = self.table.geometry_model
        self.note.set_font_px(g.font_px)
        ax, ay = g.hand_anchor(self._seat)
        cx, cy = g.centre
        x, y = ax + (cx - ax) * 0.5, ay + (cy - ay) * 0.5
        r = self.note.boundingRect()
        x = min(max(x, g.margin + r.width() / 2), g.width - g.margin - r.width() / 2)
        y = min(max(y, g.margin + r.height() / 2), g.height - g.margin - r.height() / 2)
        self.note.setPos(x, y)
        for badge in self.table.hud.seat_badges:  # never over a seat's label
            label = badge.sceneBoundingRect()
            if badge.isVisible() and label.intersects(self.note.sceneBoundingRect()):
                below = label.bottom() + g.margin * 0.4 + r.height() / 2
                self.note.setPos(x, min(below, g.height - g.margin - r.height() / 2))
        self.note.show()
