"""The computer levels' portraits: one small SVG face per level (``assets/faces``).

The seat labels on the felt, the level choosers of the new-game and settings
dialogs and the match recap show them beside the opponent's name
(``words/opponents.py``).  Rendered once per size and device pixel ratio;
a missing or broken file gives an empty pixmap (the label shows the name
alone) instead of stopping the game.  GUI thread only (QPixmap).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from sixtysix_qt.resources import resource_path

LOG = logging.getLogger(__name__)

_cache: dict[tuple[str, int, float], QPixmap] = {}


def portrait_file(level: str) -> str:
    """The level's face among the bundled data files."""
    return f"faces/{level}.svg"


def portrait(level: str, size: int, dpr: float = 1.0) -> QPixmap:
    """``level``'s face as a ``size`` x ``size`` pixmap (logical pixels) for ``dpr``."""
    key = (level, size, dpr)
    pixmap = _cache.get(key)
    if pixmap is None:
        pixmap = _render(level, size, dpr)
        _cache[key] = pixmap
    return pixmap


def portrait_icon(level: str) -> QIcon:
    """``level``'s face as an icon for a combo box or a list (two sizes, crisp)."""
    icon = QIcon()
    for size in (24, 48):
        pixmap = portrait(level, size)
        if not pixmap.isNull():
            icon.addPixmap(pixmap)
    return icon


def _render(level: str, size: int, dpr: float) -> QPixmap:
    try:
        renderer = QSvgRenderer(str(resource_path(portrait_file(level))))
    except FileNotFoundError:
        LOG.warning("no portrait for the level %r", level)
        return QPixmap()
    if not renderer.isValid():
        LOG.warning("the portrait of the level %r could not be read", level)
        return QPixmap()
    side = max(1, round(size * dpr))
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
