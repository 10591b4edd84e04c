"""The auction of the ``bidding`` variant, drawn on the felt: the bids so far and the buttons.

A graphics item like the other panels, so it scales with the table and shows
in screenshots.  It knows no rule: the table passes in the auction (from the
engine's history) and the legal actions, and a button is enabled only when
its action is among them; a click emits the ``Action``.  For keyboard
play the table moves a focus ring over the enabled buttons (``move_focus``)
and presses the focused one (``focused_action``); the keys are told in the
buttons' tooltips and a short hint on the title row.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.engine.options import BID_UNIT, MAX_BID

from ..words.texts import fill
from .felt_items import GOLD, INK, MUTED, FeltPanel, draw_pill_button, table_font

FOCUS = QColor("#4fc3f7")
"""The keyboard focus ring: the colour of the card chosen with the keyboard."""

LEVEL_POINTS = {level: BID_UNIT * level for level in range(1, MAX_BID)}
"""Card points a bid of each level must take (the engine's bid unit); MAX_BID is the moon."""
CALLS = (*(Action(Kind.BID, level=level) for level in range(1, MAX_BID + 1)), Action(Kind.PASS))
"""Every call of the auction, in the order of the panel's buttons."""
_WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)


def level_text(level: int) -> str:
    """A bid for people: its level and what it asks for ("3 · 99", "5 · moon")."""
    if level == MAX_BID:
        return fill(QCoreApplication.translate("Game", "%1 · moon"), level)
    return fill(QCoreApplication.translate("Game", "%1 · %2"), level, LEVEL_POINTS[level])


class BiddingPanel(FeltPanel):
    """The auction so far and one button per bid level plus "Pass"."""

    actionRequested = Signal(object)  # the Action of the button

    ACTIONS = CALLS
    TITLE_SCALE = 1.2

    def __init__(self) -> None:
        super().__init__()
        self._title = ""
        self._lines: list[tuple[str, str, QColor | None]] = []
        self._prompt = ""
        self._labels: dict[Action, str] = {}
        self._tips: dict[Action, str] = {}
        self._enabled: set[Action] = set()
        self._rects: dict[Action, QRectF] = {}
        self._hover: Action | None = None
        self._focus: Action | None = None
        self._hint = ""
        self._legend: list[str] = []
        self._max_width = 0.0
        self._title_w = 0.0
        self._legend_top = 0.0
        self.setAcceptHoverEvents(True)

    # -- content ------------------------------------------------------------
    def set_auction(
        self,
        title: str,
        lines: list[tuple[str, str, QColor | None]],
        prompt: str,
        labels: dict[Action, str],
        enabled: set[Action],
        px: float,
        tips: dict[Action, str] | None = None,
        hint: str = "",
        legend: list[str] | None = None,
        max_width: float = 0.0,
    ) -> None:
        """Show the auction: ``lines`` are (seat name, its call, colour of the name).

        ``tips`` are the buttons' tooltips, ``hint`` a short line of keys shown
        at the right of the title (empty: none), ``legend`` sentences under the
        buttons saying what each call means, wrapped to at most ``max_width``
        (0: the width of the buttons).
        """
        self._legend = list(legend or [])
        self._max_width = max_width
        self._title = title
        self._lines = list(lines)
        self._prompt = prompt
        self._labels = dict(labels)
        self._tips = dict(tips or {})
        self._hint = hint
        self._enabled = set(enabled) & set(self.ACTIONS)
        if self._focus not in self._enabled:
            self._focus = None
        self._px = px
        self._relayout()

    def enabled_actions(self) -> set[Action]:
        return set(self._enabled)

    def hint(self) -> str:
        return self._hint

    def legend(self) -> list[str]:
        """The sentences under the buttons that explain the calls."""
        return list(self._legend)

    def tooltip_for(self, action: Action) -> str:
        return self._tips.get(action, "")

    # -- keyboard focus ---------------------------------------------------------
    def focused_action(self) -> Action | None:
        """The button the keyboard focus ring is on (None: no focus shown)."""
        return self._focus

    def set_focus(self, action: Action | None) -> None:
        """Put the focus ring on an enabled button; None (or a disabled one) removes it."""
        action = action if action in self._enabled else None
        if action != self._focus:
            self._focus = action
            self.update()

    def move_focus(self, step: int) -> Action | None:
        """Move the focus to the next enabled button left (-1) or right (+1), wrapping round.

        The order is the buttons' order: the levels left to right, then "Pass".
        Without a focus, +1 starts at the first enabled button and -1 at the last.
        """
        order = [a for a in self.ACTIONS if a in self._enabled]
        if not order:
            self.set_focus(None)
            return None
        if self._focus in order:
            i = (order.index(self._focus) + step) % len(order)
        else:
            i = 0 if step > 0 else len(order) - 1
        self.set_focus(order[i])
        return self._focus

    def button_scene_rect(self, action: Action) -> QRectF:
        """Where the button for ``action`` is on the scene (for tests and tooltips)."""
        return self.mapRectToScene(self._rects[action])

    # -- layout ---------------------------------------------------------------
    def _hint_font(self):
        return table_font(self._px * 0.9)

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        title_f, text_f, bold_f = self._fonts()
        fm_t, fm, fm_b = QFontMetricsF(title_f), QFontMetricsF(text_f), QFontMetricsF(bold_f)
        pad = self._px * 0.9
        gap = self._px * 0.5
        bh = fm_b.height() + self._px * 0.6
        widths = {
            a: fm_b.horizontalAdvance(self._labels.get(a, str(a))) + self._px * 1.6
            for a in self.ACTIONS
        }
        levels = self.ACTIONS[:-1]
        row_w = sum(widths[a] for a in levels) + gap * (len(levels) - 1)
        name_w = max((fm.horizontalAdvance(n) for n, _c, _col in self._lines), default=0.0)
        call_w = max((fm_b.horizontalAdvance(c) for _n, c, _col in self._lines), default=0.0)
        self._title_w = fm_t.horizontalAdvance(self._title)
        title_row = self._title_w
        if self._hint:
            hint_w = QFontMetricsF(self._hint_font()).horizontalAdvance(self._hint)
            title_row += self._px * 1.5 + hint_w
        fm_h = QFontMetricsF(self._hint_font())
        legend_w = max((fm_h.horizontalAdvance(line) for line in self._legend), default=0.0)
        inner = max(
            row_w,
            title_row,
            fm.horizontalAdvance(self._prompt),
            name_w + self._px + call_w,
            min(legend_w + 2.0, self._max_width - 2 * pad),
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
        last = self.ACTIONS[-1]  # "pass", on a row of its own
        pw = max(widths[last], row_w / 3)
        self._rects[last] = QRectF(pad + (inner - pw) / 2, y, pw, bh)
        y += bh
        self._legend_top = y + gap
        for line in self._legend:
            y += gap * 0.5 + fm_h.boundingRect(QRectF(0, 0, inner, 1e4), _WRAP, line).height()
        self._name_w = name_w
        self._set_size(inner + 2 * pad, y + pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        title_f, text_f, bold_f = self._fonts()
        fm_t, fm = QFontMetricsF(title_f), QFontMetricsF(text_f)
        pad = self._draw_card(painter)
        gap = self._px * 0.5
        w = self._size[0]
        painter.setFont(title_f)
        painter.setPen(GOLD)
        painter.drawText(QRectF(pad, pad, w - 2 * pad, fm_t.height()), 0, self._title)
        if self._hint:  # the keys, right-aligned on the title's baseline
            hint_f = self._hint_font()
            fm_h = QFontMetricsF(hint_f)
            painter.setFont(hint_f)
            painter.setPen(MUTED)
            top = pad + fm_t.ascent() - fm_h.ascent()
            left = pad + self._title_w + self._px * 1.5
            painter.drawText(
                QRectF(left, top, w - pad - left, fm_h.height()),
                int(Qt.AlignmentFlag.AlignRight),
                self._hint,
            )
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
        self._paint_legend(painter, w - 2 * pad, pad, gap)
        for action, rect in self._rects.items():
            label = self._labels.get(action, str(action))
            lit = action in (self._hover, self._focus)
            draw_pill_button(painter, rect, label, bold_f, action in self._enabled, lit)
            if action == self._focus:
                ring = QPen(FOCUS)
                ring.setWidthF(max(2.0, self._px * 0.18))
                painter.setPen(ring)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                out = rect.adjusted(-2.5, -2.5, 2.5, 2.5)
                painter.drawRoundedRect(out, out.height() / 2, out.height() / 2)

    def _paint_legend(self, painter: QPainter, inner: float, pad: float, gap: float) -> None:
        font = self._hint_font()
        fm = QFontMetricsF(font)
        painter.setFont(font)
        painter.setPen(MUTED)
        y = self._legend_top
        for line in self._legend:
            h = fm.boundingRect(QRectF(0, 0, inner, 1e4), _WRAP, line).height()
            painter.drawText(QRectF(pad, y, inner, h), _WRAP, line)
            y += h + gap * 0.5

    # -- gestures ---------------------------------------------------------------
    def _action_at(self, pos) -> Action | None:
        for action, rect in self._rects.items():
            if rect.contains(pos):
                return action
        return None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        hover = self._action_at(event.pos())
        tip = self._tips.get(hover, "") if hover is not None else ""
        if tip != self.toolTip():
            self.setToolTip(tip)
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
