"""The welcome card on the felt: the goal in three lines, what to click, F1, Play and "Show me".

It is a graphics item over the table rather than a dialog, so the first deal
lies ready underneath and nothing has to be dismissed before a newcomer sees
the game.  The numbers in it (the deal target, the card values, the
marriages) are read from the engine, never written here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sixtysix_qt.engine import SHAPES
from sixtysix_qt.engine.cards import RANK_POINTS, RANKS
from sixtysix_qt.engine.options import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS

from ..table.felt_items import (
    GOLD,
    INK,
    MUTED,
    PANEL_OPAQUE,
    draw_panel_card,
    draw_pill_button,
    table_font,
)
from ..words.texts import card_name, fill

_WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)


def card_values(preset: str = "classic") -> str:
    """ "A 11, 10 10, K 4, Q 3, J 2, 9 0": each rank of the preset's pack and its points."""
    lowest = SHAPES[preset].lowest_rank
    ranks = reversed(range(lowest, len(RANKS)))
    return ", ".join(f"{card_name(RANKS[r] + 'S')[:-1]}\u00a0{RANK_POINTS[r]}" for r in ranks)


def welcome_lines(preset: str = "classic") -> tuple[list[str], list[str]]:
    """The goal in three lines, then how to play it (what to click, where the rules are)."""
    goal = [
        QCoreApplication.translate(
            "TableView",
            "Win tricks and be first to %n card points in a deal.",
            "",
            SHAPES[preset].deal_target,
        ),
        fill(QCoreApplication.translate("TableView", "Card values: %1."), card_values(preset)),
        fill(
            QCoreApplication.translate(
                "TableView", "King and queen of one suit are a marriage: %1, in trumps %2."
            ),
            MARRIAGE_POINTS,
            TRUMP_MARRIAGE_POINTS,
        ),
    ]
    how = [
        QCoreApplication.translate(
            "TableView",
            "Click a card to play it. Click the talon to close it, the trump card to "
            "exchange it; the buttons below the table do the rest.",
        ),
        QCoreApplication.translate("TableView", "F1 shows the full rules at any time."),
    ]
    return goal, how


class WelcomeCard(QGraphicsObject):
    """A card of text on the felt with two buttons: "Play" and "Show me"."""

    playClicked = Signal()
    showMeClicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._px = 14.0
        self._width = 480.0
        self._title = ""
        self._goal: list[str] = []
        self._how: list[str] = []
        self._buttons: dict[str, str] = {}
        self._rects: dict[str, QRectF] = {}
        self._height = 10.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_texts(self, preset: str = "classic") -> None:
        """Fill in the words (again after a language change)."""
        self._title = QCoreApplication.translate("TableView", "Welcome to Sixty-Six")
        self._goal, self._how = welcome_lines(preset)
        self._buttons = {
            "play": QCoreApplication.translate("TableView", "Play"),
            "show": QCoreApplication.translate("TableView", "Show me"),
        }
        self._relayout()

    def set_size(self, px: float, width: float) -> None:
        self._px, self._width = px, width
        self._relayout()

    def texts(self) -> list[str]:
        """Everything the card says, title first (for tests and screen readers)."""
        return [self._title, *self._goal, *self._how, *self._buttons.values()]

    def button_scene_rect(self, name: str) -> QRectF:
        """Where the "play" or "show" button is on the scene."""
        return self.mapRectToScene(self._rects[name])

    def _fonts(self):
        px = self._px
        return table_font(px * 1.4, True), table_font(px, True), table_font(px)

    def _blocks(self):
        """(text, font, colour, gap after) for every paragraph, in order."""
        title_f, bold_f, text_f = self._fonts()
        px = self._px
        out = [(self._title, title_f, GOLD, px * 0.6)]
        out += [(line, bold_f, INK, px * 0.3) for line in self._goal]
        out[-1] = (*out[-1][:3], px * 0.8)
        out += [(line, text_f, MUTED, px * 0.3) for line in self._how]
        return out

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        pad = self._px * 1.1
        inner = self._width - 2 * pad
        y = pad
        for text, font, _colour, gap in self._blocks():
            y += QFontMetricsF(font).boundingRect(QRectF(0, 0, inner, 1e4), _WRAP, text).height()
            y += gap
        _title_f, bold_f, _text_f = self._fonts()
        fm = QFontMetricsF(bold_f)
        bh = fm.height() + self._px * 0.9
        widths = {k: fm.horizontalAdvance(t) + self._px * 2.4 for k, t in self._buttons.items()}
        total = sum(widths.values()) + self._px
        x = (self._width - total) / 2
        y += self._px * 0.5
        self._rects = {}
        for key in ("play", "show"):
            if key in widths:
                self._rects[key] = QRectF(x, y, widths[key], bh)
                x += widths[key] + self._px
        self._height = y + bh + pad
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self._width, self._height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pad = self._px * 1.1
        draw_panel_card(painter, self.boundingRect(), pad, PANEL_OPAQUE)
        inner = self._width - 2 * pad
        y = pad
        for text, font, colour, gap in self._blocks():
            painter.setFont(font)
            painter.setPen(colour)
            r = painter.boundingRect(QRectF(pad, y, inner, 1e4), _WRAP, text)
            painter.drawText(QRectF(pad, y, inner, r.height()), _WRAP, text)
            y += r.height() + gap
        _title_f, bold_f, _text_f = self._fonts()
        for key, rect in self._rects.items():
            draw_pill_button(painter, rect, self._buttons[key], bold_f, lit=key == "play")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        for key, rect in self._rects.items():
            if rect.adjusted(-4, -4, 4, 4).contains(event.pos()):
                (self.playClicked if key == "play" else self.showMeClicked).emit()
                return
