"""One graphics item per physical card: it flips, moves, dims and can be dragged.

The item is centred on its position (``pos`` is the card's centre), so a
rotation or a flip never shifts it.  ``flip`` is an animatable property:
1.0 shows the face, 0.0 the back, values between draw the card narrowed
like a card turned over on the table, so a QPropertyAnimation on it is a
flip.  Which card is legal is decided by the table (from the engine's legal
actions), never here: the item only shows ``dimmed`` and reports gestures.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import timing
from .art import CardArt

DRAG_THRESHOLD = 6.0
"""Pixels the mouse must travel before a press becomes a drag, not a click."""
SUNK = 0.05
"""How far a card that cannot be played sits below its neighbours, in card heights."""


class CardItem(QGraphicsObject):
    """A card on the table: face or back, animated by its ``pos``, ``rotation`` and ``flip``."""

    clicked = Signal(str)
    dragged = Signal(str, QPointF)  # released after a drag, at this scene point
    dragStarted = Signal(str)

    def __init__(self, code: str, art: CardArt, width: int = 100) -> None:
        super().__init__()
        self.code = code
        self._art = art
        self._width = width
        self._flip = 0.0
        self._dimmed = False
        self._selectable = False
        self._hover = False
        self._highlight = False
        self._chosen = False
        self._press: QPointF | None = None
        self._drag_origin: QPointF | None = None
        self._dragging = False
        self._shaking: QSequentialAnimationGroup | None = None
        self.draggable = False
        self.accessible_name = ""
        """What a screen reader says for this card ("Queen of spades", or a face-down card);
        set by ``accessible.TableAccessibility``."""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setObjectName(f"card-{code}")

    # -- geometry ---------------------------------------------------------
    @property
    def width(self) -> int:
        return self._width

    def set_width(self, width: int) -> None:
        """Resize the card (the table scales cards with the window)."""
        width = max(8, int(width))
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def height(self) -> int:
        return CardArt.height_for(self._width)

    def accessibleName(self) -> str:  # noqa: N802 (as QWidget names it)
        return self.accessible_name

    def lift(self) -> float:
        """How far a playable card rises under the mouse (inviting the click) or when chosen;
        a card that cannot be played sits lower, so it differs by more than its shade."""
        if self._chosen:
            return self.height() * 0.14
        if self._hover and self._selectable and not self._dimmed:
            return self.height() * 0.06
        if self._dimmed:
            return -self.height() * SUNK
        return 0.0

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self._width, self.height()
        up = h * 0.14 + 4
        down = (h * SUNK if self._dimmed else 0.0) + 4
        return QRectF(-w / 2 - 2, -h / 2 - up, w + 4, h + up + down)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        w, h = self._width, self.height()
        path.addRect(QRectF(-w / 2, -h / 2, w, h))
        return path

    # -- animatable flip --------------------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value != self._flip:
            self._flip = value
            self.update()

    flip = Property(float, _get_flip, _set_flip)

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def set_face_up(self, up: bool) -> None:
        self._set_flip(1.0 if up else 0.0)

    # -- state shown ------------------------------------------------------
    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the card out and let it sink a little: it cannot be played now (strict phase)."""
        if dimmed != self._dimmed:
            self.prepareGeometryChange()
            self._dimmed = dimmed
            self.update()

    def set_selectable(self, selectable: bool) -> None:
        """Whether hovering lifts the card and the cursor says it can be played."""
        self._selectable = selectable
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor
        )
        self.update()

    def set_highlight(self, on: bool) -> None:
        """A golden rim, for a card shown in a marriage or one the player should notice."""
        if on != self._highlight:
            self._highlight = on
            self.update()

    @property
    def chosen(self) -> bool:
        return self._chosen

    def set_chosen(self, on: bool) -> None:
        """Mark the card picked with the keyboard: raised with a bright outline, so it is
        clear which card Enter will play without a mouse."""
        if on != self._chosen:
            self.prepareGeometryChange()
            self._chosen = on
            self.update()

    # -- painting ---------------------------------------------------------
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self._width, self.height()
        sx = abs(1.0 - 2.0 * self._flip)
        if sx < 0.02:
            return
        dpr = (
            widget.devicePixelRatioF()
            if widget is not None
            else painter.device().devicePixelRatioF()
        )
        code = self.code if self.face_up else None
        pixmap = self._art.card_pixmap(code, w, dpr)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if sx < 0.999:
            painter.scale(sx, 1.0)
        lift = self.lift()
        if lift:
            painter.translate(0, -lift)
        rect = QRectF(-w / 2, -h / 2, w, h)
        # a soft shadow so cards read as lying on the felt
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(1.5, 2.0), w * 0.06, w * 0.06)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self._dimmed:
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawRoundedRect(rect, w * 0.06, w * 0.06)
        if self._chosen:
            pen = QPen(QColor("#4fc3f7"))
            pen.setWidthF(max(3.0, w * 0.045))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.06, w * 0.06)
        elif self._highlight or (self._hover and self._selectable and not self._dimmed):
            pen = QPen(QColor("#ffd54a") if self._highlight else QColor(255, 255, 255, 200))
            pen.setWidthF(max(2.0, w * 0.025))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.06, w * 0.06)
        painter.restore()

    def shake(self) -> None:
        """Shake the card where it lies: it may not be played now."""
        if self._shaking is not None:
            return
        base = self.rotation()
        group = QSequentialAnimationGroup(self)
        for delta in timing.WIGGLE_DEGREES:
            a = QPropertyAnimation(self, b"rotation", group)
            a.setEndValue(base + delta)
            a.setDuration(timing.WIGGLE_STEP_MS)
            a.setEasingCurve(QEasingCurve.Type.InOutSine)
        group.finished.connect(self._shaken)
        self._shaking = group
        group.start()

    def _shaken(self) -> None:
        if self._shaking is not None:
            self._shaking.deleteLater()
            self._shaking = None

    @property
    def hovered(self) -> bool:
        """The pointer rests on this card (it rises if it may be played)."""
        return self._hover

    def set_hovered(self, on: bool) -> None:
        """Say whether the pointer is on the card: Qt tells only when the pointer moves,
        so after cards slid under a resting pointer the table sets it from where it is."""
        if on != self._hover:
            self.prepareGeometryChange()
            self._hover = on
            self.update()

    # -- gestures ---------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.set_hovered(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.set_hovered(False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._press = event.scenePos()
        self._drag_origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None or not self.draggable or self._drag_origin is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < DRAG_THRESHOLD:
            return
        if not self._dragging:
            self._dragging = True
            self.setZValue(self.zValue() + 1000)
            self.dragStarted.emit(self.code)
        self.setPos(self._drag_origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        was_drag = self._dragging
        self._press = None
        self._dragging = False
        if was_drag:
            self.dragged.emit(self.code, event.scenePos())
        elif self.contains(self.mapFromScene(event.scenePos())):
            self.clicked.emit(self.code)
        event.accept()

    @property
    def drag_origin(self) -> QPointF | None:
        """Where a drag started, so the table can send a refused card back."""
        return self._drag_origin
