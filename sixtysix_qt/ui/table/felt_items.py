"""Text items drawn on the felt: seat badges, the score panel, the summary card, the last trick.

They are graphics items rather than widgets so they scale with the table,
sit under or over the cards as needed and appear in screenshots of the
view.  Sizes follow the card width the table passes in, so labels grow and
shrink with the window; text is measured, never clipped.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .art import CardArt

GOLD = QColor("#ffd54a")
INK = QColor("#f4f1e8")
MUTED = QColor("#b9d3c2")
PANEL = QColor(8, 30, 18, 170)
PANEL_OPAQUE = QColor(10, 36, 22)
"""The summary card hides what lies under it: no led card shows through its text."""
OUR_SIDE = QColor("#64b5f6")
THEIR_SIDE = QColor("#ff8a65")
"""Seat labels and scores wear their side's colour: you and your partner, the opponents."""


DESIGN_POINTS = 10.0
"""The desktop font size (points) the table's text sizes were drawn for."""


def desktop_text_scale() -> float:
    """How much larger the desktop's font is than the one the table was drawn for (1 to 1.6):
    a player who set large text on the desktop gets larger text on the felt too."""
    points = QGuiApplication.font().pointSizeF()
    if points <= 0:  # a font set in pixels
        points = QGuiApplication.font().pixelSize() * 0.75
    return max(1.0, min(1.6, points / DESIGN_POINTS))


def table_font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, round(px)))
    font.setBold(bold)
    return font


def draw_panel_card(painter: QPainter, rect: QRectF, radius: float, fill: QColor = PANEL) -> None:
    """The rounded card a panel of text sits on (one look for every panel)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 45), 1))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)


def draw_pill_button(
    painter: QPainter, rect: QRectF, text: str, font: QFont, enabled: bool = True, lit: bool = False
) -> None:
    """A rounded button drawn on the felt: gold when it can be pressed, brighter when ``lit``."""
    radius = rect.height() / 2
    if enabled:
        painter.setBrush(QColor("#ffe082") if lit else GOLD)
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        painter.setBrush(QColor(255, 255, 255, 25))
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(font)
    painter.setPen(QColor("#1b1b1b") if enabled else QColor(255, 255, 255, 90))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class Badge(QGraphicsObject):
    """A rounded label: a seat's name, "your turn", or a clickable chip such as "66!"."""

    clicked = Signal()

    def __init__(self, text: str = "", clickable: bool = False) -> None:
        super().__init__()
        self._text = text
        self._px = 13.0
        self._active = False
        self._clickable = clickable
        self._side: QColor | None = None
        self._faded = False
        # text layout is the costly part of painting a label: paint it once, blit it after
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(
            Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton
        )
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def set_font_px(self, px: float) -> None:
        if px != self._px:
            self.prepareGeometryChange()
            self._px = px
            self.update()

    def set_active(self, active: bool) -> None:
        if active != self._active:
            self.prepareGeometryChange()
            self._active = active
            self.update()

    def set_side_colour(self, colour: QColor | None) -> None:
        """A coloured rim and dot telling whose side the seat is on (None: no side shown)."""
        if colour != self._side:
            self.prepareGeometryChange()
            self._side = colour
            self.update()

    def set_faded(self, faded: bool) -> None:
        """Greyed out: a seat that sits this deal out (the moon bidder's partner)."""
        if faded != self._faded:
            self._faded = faded
            self.update()

    def _font(self) -> QFont:
        return table_font(self._px, bold=self._active or self._clickable)

    def boundingRect(self) -> QRectF:  # noqa: N802
        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self._text) + self._px * (2.1 if self._side is not None else 1.6)
        h = fm.height() + self._px * 0.7
        if self._clickable:  # room for the glow of an active chip
            w, h = w + self._px * 0.7, h + self._px * 0.7
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if self._clickable and self._active:  # a chip that matters now glows
            glow = QColor(GOLD)
            for step, alpha in ((0.0, 70), (self._px * 0.18, 110)):
                glow.setAlpha(alpha)
                painter.setBrush(glow)
                halo = r.adjusted(step, step, -step, -step)
                painter.drawRoundedRect(halo, halo.height() / 2, halo.height() / 2)
        if self._clickable:
            inset = self._px * 0.35
            r = r.adjusted(inset, inset, -inset, -inset)
            painter.setBrush(QColor("#e53935") if self._active else QColor("#c62828"))
            painter.setPen(QPen(GOLD, 3 if self._active else 2))
        else:
            painter.setBrush(GOLD if self._active else PANEL)
            if self._side is not None:
                painter.setPen(QPen(self._side, max(2.0, self._px * 0.18)))
        if self._faded:
            painter.setOpacity(0.55)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.height() / 2, r.height() / 2)
        text_rect = r
        if self._side is not None and not self._clickable:
            d = self._px * 0.5
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._side)
            painter.drawEllipse(QRectF(r.left() + self._px * 0.6, -d / 2, d, d))
            text_rect = r.adjusted(self._px * 0.5, 0, 0, 0)
        painter.setFont(self._font())
        painter.setPen(QColor("#1b1b1b") if self._active and not self._clickable else INK)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self._text)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._clickable and self.contains(event.pos()):
            self.clicked.emit()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept() if self._clickable else event.ignore()


Row = tuple[str, str, QColor | None]
"""A panel row: label, value, colour of the value (None: the normal ink)."""


@dataclass(frozen=True)
class Grid:
    """A small table in a panel: a header, then one row per side or seat."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, QColor | None, tuple[str, ...]], ...]
    """(name, colour of the name, one value per header)."""


class _GridLayout:
    """Column widths and row heights of a ``Grid`` for one font size."""

    def __init__(self, grid: Grid, px: float, max_width: float) -> None:
        self.px = px
        text_f, bold_f = table_font(px), table_font(px, bold=True)
        fm, fm_b = QFontMetricsF(text_f), QFontMetricsF(bold_f)
        self.cols = [
            max([fm.horizontalAdvance(h)] + [fm_b.horizontalAdvance(r[2][i]) for r in grid.rows])
            + px * 1.2
            for i, h in enumerate(grid.headers)
        ]
        longest = max((fm_b.horizontalAdvance(r[0]) for r in grid.rows), default=0.0) + 2.0
        self.name_w = max(px * 4, min(longest, max_width - sum(self.cols)))
        self.width = self.name_w + sum(self.cols)
        self.header_h = fm.height() + px * 0.35
        self.row_h = [
            max(
                fm_b.height(),
                fm_b.boundingRect(QRectF(0, 0, self.name_w, 1e4), _WRAP, r[0]).height(),
            )
            + px * 0.3
            for r in grid.rows
        ]
        self.height = self.header_h + sum(self.row_h)

    def paint(self, painter: QPainter, grid: Grid, x: float, y: float) -> None:
        text_f, bold_f = table_font(self.px), table_font(self.px, bold=True)
        right = int(Qt.AlignmentFlag.AlignRight)
        painter.setFont(text_f)
        painter.setPen(MUTED)
        cx = x + self.name_w
        for header, w in zip(grid.headers, self.cols, strict=True):
            painter.drawText(QRectF(cx, y, w, self.header_h), right, header)
            cx += w
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        line_y = y + self.header_h - self.px * 0.15
        painter.drawLine(QPointF(x, line_y), QPointF(x + self.width, line_y))
        y += self.header_h
        painter.setFont(bold_f)
        for (name, colour, values), h in zip(grid.rows, self.row_h, strict=True):
            painter.setPen(colour or INK)
            painter.drawText(QRectF(x, y, self.name_w, h), _WRAP, name)
            painter.setPen(INK)
            cx = x + self.name_w
            for value, w in zip(values, self.cols, strict=True):
                painter.drawText(QRectF(cx, y, w, h), right, value)
                cx += w
            y += h


class FeltPanel(QGraphicsObject):
    """A card of text on the felt: ``_px`` sets its fonts and padding, its layout sets ``_size``."""

    TITLE_SCALE = 1.3
    """The title's font size, as a multiple of the text's."""

    def __init__(self) -> None:
        super().__init__()
        self._px = 13.0
        self._size = (10.0, 10.0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """The title, text and bold fonts at the panel's size."""
        return (
            table_font(self._px * self.TITLE_SCALE, bold=True),
            table_font(self._px),
            table_font(self._px, bold=True),
        )

    def _set_size(self, width: float, height: float) -> None:
        self._size = (width, height)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, *self._size)

    def _draw_card(self, painter: QPainter, fill: QColor = PANEL) -> float:
        """The panel's rounded card; its padding, where the content starts."""
        pad = self._px * 0.9
        draw_panel_card(painter, self.boundingRect(), pad, fill)
        return pad


class Panel(FeltPanel):
    """A translucent card of text: a title, label/value rows, sentences and an optional button."""

    buttonClicked = Signal()
    secondClicked = Signal()  # the button left of the main one (e.g. "Review this deal")

    def __init__(self, opaque: bool = False) -> None:
        super().__init__()
        self._fill = PANEL_OPAQUE if opaque else PANEL
        self._title = ""
        self._grid: Grid | None = None
        self._grid_layout: _GridLayout | None = None
        self._grid_top = 0.0
        self._rows: list[Row] = []
        self._sentences: list[str] = []
        self._button = ""
        self._second = ""
        self._max_width = 360.0
        self._min_width = 0.0
        self._button_rect = QRectF()
        self._second_rect = QRectF()
        self._label_w = 0.0

    def set_content(
        self,
        title: str = "",
        rows: list[Row] | None = None,
        sentences: list[str] | None = None,
        button: str = "",
        grid: Grid | None = None,
        second: str = "",
    ) -> None:
        """Show a title, label/value rows, a table (``grid``), sentences and one or two buttons."""
        content = (title, list(rows or []), list(sentences or []), button, grid, second)
        now = (self._title, self._rows, self._sentences, self._button, self._grid, self._second)
        if content == now:
            return  # unchanged: no new layout, no repaint (labels refresh on every keyframe)
        self._title = title
        self._grid = grid
        self._rows = list(rows or [])
        self._sentences = list(sentences or [])
        self._button = button
        self._second = second if button else ""
        self._relayout()

    def set_font_px(self, px: float, max_width: float, min_width: float = 0.0) -> None:
        if (px, max_width, min_width) == (self._px, self._max_width, self._min_width):
            return
        self._px = px
        self._max_width = max_width
        self._min_width = min_width
        self._relayout()

    @property
    def button_text(self) -> str:
        return self._button

    @property
    def title(self) -> str:
        return self._title

    @property
    def grid(self) -> Grid | None:
        return self._grid

    def grid_columns(self) -> list[float]:
        """Where the grid's columns start, from the panel's left (for tests of the layout)."""
        lay = self._grid_layout
        if lay is None:
            return []
        pad = self._px * 0.9
        starts = [pad, pad + lay.name_w]
        for w in lay.cols[:-1]:
            starts.append(starts[-1] + w)
        return starts

    def wrapped_rows(self) -> list[str]:
        """The row values that take more than one line: a short value such as "20 : 9  (to 66)"
        must never wrap (round-4 review: sl "(do" / "66)" in the review's table)."""
        _title_f, _text_f, bold_f = self._fonts()
        fm_b = QFontMetricsF(bold_f)
        room = max(10.0, self._size[0] - 2 * self._px * 0.9 - self._label_w - self._px)
        return [v for _l, v, _c in self._rows if fm_b.horizontalAdvance(v) > room + 0.5]

    def button_scene_rect(self) -> QRectF:
        return self.mapRectToScene(self._button_rect)

    @property
    def second_text(self) -> str:
        return self._second

    def second_scene_rect(self) -> QRectF:
        return self.mapRectToScene(self._second_rect)

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        title_f, text_f, bold_f = self._fonts()
        pad = self._px * 0.9
        fm_t, fm, fm_b = QFontMetricsF(title_f), QFontMetricsF(text_f), QFontMetricsF(bold_f)
        self._label_w = max((fm.horizontalAdvance(r[0]) for r in self._rows), default=0.0)
        rows_w = max(
            (self._label_w + self._px + fm_b.horizontalAdvance(r[1]) for r in self._rows),
            default=0.0,
        )
        self._grid_layout = None
        if self._grid is not None:
            self._grid_layout = _GridLayout(self._grid, self._px, self._max_width - 2 * pad)
        natural = (
            max(
                fm_t.horizontalAdvance(self._title),
                rows_w,
                self._grid_layout.width if self._grid_layout else 0.0,
                max((fm.horizontalAdvance(s) for s in self._sentences), default=0.0),
                self._buttons_width(fm_b, pad),
                self._min_width - 2 * pad,
            )
            + 2.0
        )  # rounding must never wrap a line that was measured to fit
        inner = min(natural, self._max_width - 2 * pad)
        h = pad
        if self._title:
            h += (
                fm_t.boundingRect(QRectF(0, 0, inner, 1e4), _WRAP, self._title).height() + pad * 0.5
            )
        for _label, value, _c in self._rows:
            vw = inner - self._label_w - self._px
            vh = fm_b.boundingRect(QRectF(0, 0, max(10.0, vw), 1e4), _WRAP, value).height()
            h += max(fm.height(), vh) + self._px * 0.25
        self._grid_top = h
        if self._grid_layout is not None:
            h += self._grid_layout.height + self._px * 0.5
        for s in self._sentences:
            h += fm.boundingRect(QRectF(0, 0, inner, 1e4), _WRAP, s).height() + self._px * 0.3
        if self._button:
            h = self._place_buttons(fm_b, pad, inner, h + self._px * 0.4)
        else:
            self._button_rect = self._second_rect = QRectF()
        self._set_size(inner + 2 * pad, h + pad)

    def _buttons_width(self, fm: QFontMetricsF, pad: float) -> float:
        """The buttons side by side (the gap between them is ``pad``)."""
        w = fm.horizontalAdvance(self._button) + pad * 2
        if self._second:
            w += fm.horizontalAdvance(self._second) + pad * 3
        return w

    def _place_buttons(self, fm: QFontMetricsF, pad: float, inner: float, top: float) -> float:
        """The main button, the second one left of it (above it when both do not fit)."""
        bh = fm.height() + self._px * 0.9
        bw = fm.horizontalAdvance(self._button) + pad * 2
        if not self._second:
            self._second_rect = QRectF()
            self._button_rect = QRectF((inner + 2 * pad - bw) / 2, top, bw, bh)
            return top + bh
        sw = fm.horizontalAdvance(self._second) + pad * 2
        if self._buttons_width(fm, pad) <= inner:
            left = (inner + 2 * pad - self._buttons_width(fm, pad)) / 2
            self._second_rect = QRectF(left, top, sw, bh)
            self._button_rect = QRectF(left + sw + pad, top, bw, bh)
            return top + bh
        self._second_rect = QRectF((inner + 2 * pad - sw) / 2, top, sw, bh)
        self._button_rect = QRectF((inner + 2 * pad - bw) / 2, top + bh + pad * 0.5, bw, bh)
        return top + 2 * bh + pad * 0.5

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        title_f, text_f, bold_f = self._fonts()
        pad = self._draw_card(painter, self._fill)
        inner = self._size[0] - 2 * pad
        y = pad
        if self._title:
            painter.setFont(title_f)
            painter.setPen(GOLD)
            r = painter.boundingRect(QRectF(pad, y, inner, 1e4), _WRAP, self._title)
            painter.drawText(QRectF(pad, y, inner, r.height()), _WRAP, self._title)
            y += r.height() + pad * 0.5
        fm = QFontMetricsF(text_f)
        for label, value, colour in self._rows:
            painter.setFont(text_f)
            painter.setPen(MUTED)
            painter.drawText(QRectF(pad, y, self._label_w + 1, fm.height()), 0, label)
            painter.setFont(bold_f)
            painter.setPen(colour or INK)
            vx = pad + self._label_w + self._px
            vw = max(10.0, inner - self._label_w - self._px)
            r = painter.boundingRect(QRectF(vx, y, vw, 1e4), _WRAP, value)
            painter.drawText(QRectF(vx, y, vw, r.height()), _WRAP, value)
            y += max(fm.height(), r.height()) + self._px * 0.25
        if self._grid is not None and self._grid_layout is not None:
            self._grid_layout.paint(painter, self._grid, pad, self._grid_top)
            y = self._grid_top + self._grid_layout.height + self._px * 0.5
        painter.setFont(text_f)
        painter.setPen(INK)
        for s in self._sentences:
            r = painter.boundingRect(QRectF(pad, y, inner, 1e4), _WRAP, s)
            painter.drawText(QRectF(pad, y, inner, r.height()), _WRAP, s)
            y += r.height() + self._px * 0.3
        if self._button:
            draw_pill_button(painter, self._button_rect, self._button, bold_f)
        if self._second:
            draw_pill_button(painter, self._second_rect, self._second, bold_f)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._button and self._button_rect.adjusted(-4, -4, 4, 4).contains(event.pos()):
            self.buttonClicked.emit()
        elif self._second and self._second_rect.adjusted(-4, -4, 4, 4).contains(event.pos()):
            self.secondClicked.emit()


_WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)


class TrickView(QGraphicsObject):
    """Cards face up and small, shown on demand: the last trick, or all won cards
    (fanned in rows of ``per_row``, so a pile of 24 still fits the table)."""

    clicked = Signal()

    def __init__(self, art: CardArt, per_row: int = 0) -> None:
        super().__init__()
        self._art = art
        self._cards: list[str] = []
        self._caption = ""
        self._card_w = 60
        self._px = 12.0
        self.per_row = per_row
        """Cards in one row (0: all in one row)."""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_trick(self, cards: list[str], caption: str) -> None:
        self.prepareGeometryChange()
        self._cards = list(cards)
        self._caption = caption
        self.update()

    def cards(self) -> list[str]:
        return list(self._cards)

    def refresh_art(self) -> None:
        """Repaint after the card back or colour scheme changed (the item caches its pixels)."""
        self.prepareGeometryChange()
        self.update()

    def _rows(self) -> list[list[str]]:
        n = self.per_row if self.per_row > 0 else max(1, len(self._cards))
        return [self._cards[i : i + n] for i in range(0, len(self._cards), n)] or [[]]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.clicked.emit()

    def set_card_width(self, width: int, px: float) -> None:
        self.prepareGeometryChange()
        self._card_w = max(20, int(width))
        self._px = px
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        rows = self._rows()
        n = max(1, max(len(r) for r in rows))
        w = self._card_w * (1 + 0.55 * (n - 1)) + self._px * 1.6
        fm = QFontMetricsF(table_font(self._px, True))
        w = max(w, fm.horizontalAdvance(self._caption) + self._px * 1.6)
        ch = CardArt.height_for(self._card_w)
        h = ch + (len(rows) - 1) * ch * 0.55 + fm.height() + self._px * 1.6
        return QRectF(0, 0, w, h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.boundingRect()
        pad = self._px * 0.8
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, pad, pad)
        font = table_font(self._px, True)
        painter.setFont(font)
        painter.setPen(GOLD)
        fm = QFontMetricsF(font)
        painter.drawText(QRectF(pad, pad * 0.6, r.width() - 2 * pad, fm.height()), 0, self._caption)
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        y = pad * 0.6 + fm.height() + pad * 0.4
        ch = CardArt.height_for(self._card_w)
        for row in self._rows():
            x = pad
            for card in row:
                pm = self._art.card_pixmap(card, self._card_w, dpr)
                painter.drawPixmap(QRectF(x, y, self._card_w, ch), pm, QRectF(pm.rect()))
                x += self._card_w * 0.55
            y += ch * 0.55
