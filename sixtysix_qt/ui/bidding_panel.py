"""The auction of the ``bidding`` variant, drawn on the felt: the bids so far and the buttons.

A graphics item like the other panels, so it scales with the table and shows
in screenshots.  It knows no rule: the table passes in the auction (from the
engine's history) and the legal actions, and a button is enabled only when
its action is among them; a click emits the action string.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .texts import fill
from .widgets import GOLD, INK, MUTED, PANEL, table_font

LEVEL_POINTS = {1: 33, 2: 66, 3: 99, 4: 132}
"""Card points a bid of each level must take (RULES.md section 7); 5 is the moon."""


def level_text(level: int) -> str:
    """A bid for people: its level and what it asks for ("3 · 99", "5 · moon")."""
    if level == 5:
        return fill(QCoreApplication.translate("Game", "%1 · moon"), level)
    return fill(QCoreApplication.translate("Game", "%1 · %2"), level, LEVEL_POINTS[level])


class BiddingPanel(QGraphicsObject):
    """The auction so far and one button per bid level plus "Pass"."""

    actionRequested = Signal(str)

    ACTIONS = ("bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "pass")

    def __init__(self) -> None:
        super().__init__()
        self._px = 13.0
        self._title = ""
        self._lines: list[tuple[str, str, QColor | None]] = []
        self._prompt = ""
        self._labels: dict[str, str] = {}
        self._tips: dict[str, str] = {}
        self._enabled: set[str] = set()
        self._rects: dict[str, QRectF] = {}
        self._hover: str | None = None
        self._size = (10.0, 10.0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)

    # -- content ------------------------------------------------------------
    def set_auction(
        self,
        title: str,
        lines: list[tuple[str, str, QColor | None]],
        prompt: str,
        labels: dict[str, str],
        enabled: set[str],
        px: float,
    ) -> None:
        """Show the auction: ``lines`` are (seat name, its call, colour of the name)."""
        self._title = title
        self._lines = list(lines)
        self._prompt = prompt
        self._labels = dict(labels)
        self._enabled = set(enabled) & set(self.ACTIONS)
        self._px = px
        self._relayout()

    def enabled_actions(self) -> set[str]:
        return set(self._enabled)

    def button_scene_rect(self, action: str) -> QRectF:
        """Where the button for ``action`` is on the scene (for tests and tooltips)."""
        return self.mapRectToScene(self._rects[action])

    # -- layout ---------------------------------------------------------------
    def _fonts(self):
        return table_font(self._px * 1.2, True), table_font(self._px), table_font(self._px, True)

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        title_f, text_f, bold_f = self._fonts()
        fm_t, fm, fm_b = QFontMetricsF(title_f), QFontMetricsF(text_f), QFontMetricsF(bold_f)
        pad = self._px * 0.9
        gap = self._px * 0.5
        bh = fm_b.height() + self._px * 0.6
        widths = {
            a: fm_b.horizontalAdvance(self._labels.get(a, a)) + self._px * 1.6 for a in self.ACTIONS
        }
        levels = self.ACTIONS[:5]
        row_w = sum(widths[a] for a in levels) + gap * 4
        name_w = max((fm.horizontalAdvance(n) for n, _c, _col in self._lines), default=0.0)
        call_w = max((fm_b.horizontalAdvance(c) for _n, c, _col in self._lines), default=0.0)
        inner = max(
            row_w,
            fm_t.horizontalAdvance(self._title),
            fm.horizontalAdvance(self._prompt),
            name_w + self._px + call_w,
        )
        y = pad + fm_t.height() + gap
        y += len(self._lines) * (fm.height() + self._px * 0.1)
        if self._lines:
            y += gap * 0.6
        if self._prompt:
            y += fm.height() + gap
        x = pad + (inner - row_w) / 2
        self._rects = {}
        for a in levels:
            self._rects[a] = QRectF(x, y, widths[a], bh)
            x += widths[a] + gap
        y += bh + gap
        pw = max(widths["pass"], row_w / 3)
        self._rects["pass"] = QRectF(pad + (inner - pw) / 2, y, pw, bh)
        y += bh + pad
        self._name_w = name_w
        self._size = (inner + 2 * pad, y)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, *self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        title_f, text_f, bold_f = self._fonts()
        fm_t, fm = QFontMetricsF(title_f), QFontMetricsF(text_f)
        pad = self._px * 0.9
        gap = self._px * 0.5
        w, _h = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5), pad, pad)
        painter.setFont(title_f)
        painter.setPen(GOLD)
        painter.drawText(QRectF(pad, pad, w - 2 * pad, fm_t.height()), 0, self._title)
        y = pad + fm_t.height() + gap
        for name, call, colour in self._lines:
            painter.setFont(text_f)
            painter.setPen(colour or MUTED)
            painter.drawText(QRectF(pad, y, self._name_w + 1, fm.height()), 0, name)
            painter.setFont(bold_f)
            painter.setPen(INK)
            painter.drawText(QRectF(pad + self._name_w + self._px, y, w, fm.height()), 0, call)
            y += fm.height() + self._px * 0.1
        if self._lines:
            y += gap * 0.6
        if self._prompt:
            painter.setFont(text_f)
            painter.setPen(INK)
            painter.drawText(QRectF(pad, y, w - 2 * pad, fm.height()), 0, self._prompt)
        painter.setFont(bold_f)
        for action, rect in self._rects.items():
            on = action in self._enabled
            if on:
                painter.setBrush(QColor("#ffe082") if action == self._hover else GOLD)
                painter.setPen(Qt.PenStyle.NoPen)
            else:
                painter.setBrush(QColor(255, 255, 255, 25))
                painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.setPen(QColor("#1b1b1b") if on else QColor(255, 255, 255, 90))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._labels.get(action, action))

    # -- gestures ---------------------------------------------------------------
    def _action_at(self, pos) -> str | None:
        for action, rect in self._rects.items():
            if rect.contains(pos):
                return action
        return None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        hover = self._action_at(event.pos())
        if hover not in self._enabled:
            hover = None
        if hover != self._hover:
            self._hover = hover
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if hover else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        action = self._action_at(event.pos())
        if action is not None and action in self._enabled:
            self.actionRequested.emit(action)
