"""Windows that fit the screen they open on: sized to its free area, never past its edges.

A laptop at 1366x768 has about 720 px of height left under a panel or a
task bar; a window opened at a fixed 1280x800 (or a review at 1200x720)
puts its bottom bars below the screen.  ``fit_to_screen`` takes the size a
window would like and gives it no more than the screen's *available*
geometry (the area panels leave free), less room for the window frame,
and places it inside that area.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = QSize(16, 48)
"""Room left for a window manager's frame and title bar (frameGeometry is known only once shown)."""
FIRST_START = QSize(1280, 800)
"""The main window's size on a screen with room for it."""


def available(widget: QWidget) -> QRect:
    """The free area of the screen ``widget`` is on (or the primary screen)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def fit_to_screen(window: QWidget, wanted: QSize, over: QWidget | None = None) -> QSize:
    """Resize ``window`` to ``wanted`` or less so it fits the free screen, centred there
    (on ``over``'s screen when given); returns the size given."""
    area = available(over or window)
    room = area.size() - FRAME
    size = wanted.boundedTo(room).expandedTo(window.minimumSize())
    window.resize(size)
    x = area.x() + max(0, (area.width() - size.width() - FRAME.width()) // 2)
    y = area.y() + max(0, (area.height() - size.height() - FRAME.height()) // 2)
    window.move(x, y)
    return size


def keep_on_screen(window: QWidget) -> None:
    """A size saved on a larger screen shrinks to this one (the place is kept if it fits)."""
    room = available(window).size() - FRAME
    if window.width() > room.width() or window.height() > room.height():
        fit_to_screen(window, window.size())
