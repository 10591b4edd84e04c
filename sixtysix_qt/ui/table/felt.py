"""The green felt under the cards: a soft vignette, a rim, a faint ring where tricks are played."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from .layout import TableGeometry


def paint_felt(painter: QPainter, rect: QRectF, scene: QRectF, g: TableGeometry) -> None:
    """Paint the part ``rect`` of a table whose whole is ``scene``."""
    grad = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.75)
    grad.setColorAt(0.0, QColor("#2f8a58"))
    grad.setColorAt(0.6, QColor("#1f6b43"))
    grad.setColorAt(1.0, QColor("#0f3f27"))
    painter.fillRect(rect, grad)
    painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = g.margin * 0.45
    painter.drawRoundedRect(scene.adjusted(inset, inset, -inset, -inset), 18, 18)
    cx, cy = g.centre
    painter.setPen(QPen(QColor(255, 255, 255, 18), 2))
    painter.drawEllipse(QPointF(cx, cy), g.card_h * 0.95, g.card_h * 0.8)
