"""The felt under the cards: a soft vignette, a rim, a faint ring where tricks are played.

``FELTS`` are the cloths a player may choose (Settings -> Cards): each a
centre, middle and edge colour of the same vignette, dark enough that the
white cards and the gold labels keep their contrast on every one.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from .layout import TableGeometry

FELTS: dict[str, tuple[str, str, str]] = {
    "green": ("#2f8a58", "#1f6b43", "#0f3f27"),
    "blue": ("#2f6796", "#1f4c74", "#0e2944"),
    "burgundy": ("#85303e", "#66202d", "#3a0f18"),
    "charcoal": ("#4f5961", "#3a4249", "#1c2126"),
}
"""Felt id -> (centre, middle, edge) of its vignette; "green" is the default."""
DEFAULT_FELT = "green"


def paint_felt(
    painter: QPainter, rect: QRectF, scene: QRectF, g: TableGeometry, felt: str = DEFAULT_FELT
) -> None:
    """Paint the part ``rect`` of a table whose whole is ``scene``, in the cloth ``felt``."""
    centre, middle, edge = FELTS.get(felt, FELTS[DEFAULT_FELT])
    grad = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.75)
    grad.setColorAt(0.0, QColor(centre))
    grad.setColorAt(0.6, QColor(middle))
    grad.setColorAt(1.0, QColor(edge))
    painter.fillRect(rect, grad)
    painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = g.margin * 0.45
    painter.drawRoundedRect(scene.adjusted(inset, inset, -inset, -inset), 18, 18)
    cx, cy = g.centre
    painter.setPen(QPen(QColor(255, 255, 255, 18), 2))
    painter.drawEllipse(QPointF(cx, cy), g.card_h * 0.95, g.card_h * 0.8)
