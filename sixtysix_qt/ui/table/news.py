"""What the computer just did, put into words where the eye is.

A card played shows itself, but an exchanged trump card or a closed talon
changes quietly.  ``MoveNews`` watches the controller's states: when a
computer seat exchanges, closes or announces a marriage, a line appears
on the felt between that seat's hand and the middle of the table, and the
status line keeps it in front of its own words until the player's next
move (or a new deal).  Every such move since the player's last one is told
(a four-hand exchange is not replaced by the marriage that follows it).

The news keeps the moves, not the finished sentences: after a language
change it is worded again in the new language (``translate_ui``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Signal

from sixtysix_qt.engine import Action, DealState

from ..words.moves import TOLD, names_trump, news_sentence
from ..words.retranslate import translate_ui
from .felt_items import Badge
from .free_spot import free_spot
from .view import TableView

Story = tuple[DealState, DealState, int]
"""A computer's told move: the state before, the state after, its seat."""


class MoveNews(QObject):
    """The lines about the computer's exchanges, closes and marriages since the player's move."""

    statusChanged = Signal(str)  # the status line: the news, then the table's own words

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.setObjectName("move-news")
        self.table = table
        self.line = ""
        self._stories: list[Story] = []
        self._own: Callable[[], str] | None = None
        self._own_seat: int | None = None
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
        table.animator.frameLanded.connect(lambda _frame: self._place())  # a card came to rest
        translate_ui(self)

    def say(self, words: Callable[[], str]) -> None:
        """Another line for the felt and the status line, kept until the player's next move
        (the window's own news, such as where a parked match waits); ``words`` gives it in
        the language of the moment."""
        g = self.table.geometry_model
        self._own = words
        self._own_seat = next((s for s in range(g.seats) if g.side_of(s) == "top"), 1)
        self._show()

    def compose(self, status: str) -> None:
        """The table's status words, behind the news while it lasts."""
        self._status = status
        parts = [p for p in (self.line, status) if p]
        self.statusChanged.emit("  ".join(parts))

    def translate_ui(self) -> None:
        """The news again in the new language (the table words its own status anew)."""
        self.line = ""  # worded again even if the moves are the same
        self._show()

    def _on_state(self, old: DealState | None, new: DealState) -> None:
        controller = self.table.controller
        same_deal = old is not None and old.deck_codes == new.deck_codes
        if not same_deal or len(new.history) <= len(old.history):
            self._forget()  # a new deal, an undo: the lines no longer apply
            return
        seat, text = new.history[-1]
        if controller.is_human(seat):
            self._forget()  # the player's move: the news is read
        elif Action.parse(text).kind in TOLD or names_trump(old, new):  # bidding's first lead
            self._stories.append((old, new, seat))
            self._show()

    def _forget(self) -> None:
        self._stories, self._own, self._own_seat = [], None, None
        self._show()

    def _sentences(self) -> list[str]:
        names = self.table.seat_names()
        out = [news_sentence(old, new, names[seat]) or "" for old, new, seat in self._stories]
        if self._own is not None:
            out.append(self._own())
        return [line for line in out if line]

    def _show(self) -> None:
        sentences = self._sentences()
        line = " ".join(sentences)
        seat = self._stories[-1][2] if self._stories else self._own_seat
        if line == self.line and seat == self._seat:
            return
        self.line, self._seat = line, seat
        self.note.set_text("\n".join(sentences))
        self.note.setToolTip(line)
        self._place()
        self.compose(self._status)

    def _place(self) -> None:
        """Between the acting seat's hand and the middle of the table, inside the felt, over
        no card, label or panel (the nearest free place: never across the card just led)."""
        if not self.line or self._seat is None:
            self.note.hide()
            return
        g = self.table.geometry_model
        self.note.set_font_px(g.font_px)
        ax, ay = g.hand_anchor(self._seat)
        cx, cy = g.centre
        wanted = QPointF(ax + (cx - ax) * 0.5, ay + (cy - ay) * 0.5)
        felt = QRectF(g.margin, g.margin, g.width - 2 * g.margin, g.height - 2 * g.margin)
        hud = self.table.hud
        self.note.setPos(free_spot(self.note, wanted, felt, (hud.last_trick, hud.review)))
        self.note.show()
