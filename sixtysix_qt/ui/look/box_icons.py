"""The icons of the game's questions and messages, drawn in the table's colours.

Fusion's stock icons (a blue "?", a yellow triangle) looked like a form next
to the green felt (UI round 4).  ``TableStyle`` hands these to every message
box instead: a round chip like the felt's, gold with a dark "?" for a
question, cream with a green "i" for a message, gold "!" for a warning and a
red "!" for an error, drawn at every size a screen asks for.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QStyle

SIZES = (16, 24, 32, 48, 64, 96, 128)
"""Pixel sizes drawn, so a scaled screen gets a sharp icon."""

_LOOKS: dict[QStyle.StandardPixmap, tuple[str, str, str]] = {
    QStyle.StandardPixmap.SP_MessageBoxQuestion: ("?", "gold", "on_gold"),
    QStyle.StandardPixmap.SP_MessageBoxInformation: ("i", "ink", "window"),
    QStyle.StandardPixmap.SP_MessageBoxWarning: ("!", "gold", "on_gold"),
    QStyle.StandardPixmap.SP_MessageBoxCritical: ("!", "error", "on_error"),
}
"""A message box's icon: (glyph, chip colour, glyph colour), colours named as in
``style.COLOURS``."""

_cache: dict[QStyle.StandardPixmap, QIcon] = {}


def box_icon(kind: QStyle.StandardPixmap, colours: Mapping[str, str]) -> QIcon | None:
    """The table's icon for a message box of ``kind``; None for any other standard icon."""
    if kind not in _LOOKS:
        return None
    if kind not in _cache:
        glyph, fill, ink = _LOOKS[kind]
        icon = QIcon()
        for size in SIZES:
            icon.addPixmap(chip(glyph, colours[fill], colours[ink], size))
        _cache[kind] = icon
    return _cache[kind]


def chip(glyph: str, fill: str, ink: str, size: int) -> QPixmap:
    """A round chip of ``size`` pixels with ``glyph`` in its middle."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    bounds = QRectF(0.5, 0.5, size - 1.0, size - 1.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(fill))
    painter.drawEllipse(bounds)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, round(size * 0.66)))
    painter.setFont(font)
    painter.setPen(QColor(ink))
    painter.drawText(bounds, Qt.AlignmentFlag.AlignCenter, glyph)
    painter.end()
    return pixmap
