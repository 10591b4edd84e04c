"""Windows that fit the screen they open on: sized to its free area, never past its edges.

A laptop at 1366x768 has about 720 px of height left under a panel or a
task bar; a window opened at a fixed 1280x800 (or a review at 1200x720)
puts its bottom bars below the screen.  ``fit_to_screen`` takes the size a
window would like and gives it no more than the screen's *available*
geometry (the area panels leave free), less room for the window frame,
and places it inside that area.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

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


SIZED_AT_START = "sixtysix-sized-at-start"
"""A window with this property true is fitted once when the program starts (the main
window: ``app.py`` fits it, or restores the player's own size), not each time it is shown."""


class FitOnShow(QObject):
    """Every window and dialog fits its screen as it is shown, whatever size it asked for.

    One filter on the application, so a window added tomorrow fits too: no window has
    to remember to call ``fit_to_screen`` (the "Learn from your mistakes" window did not).
    """

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show and isinstance(obj, QWidget) and _fits(obj):
            keep_on_screen(obj)
        return False


def _fits(widget: QWidget) -> bool:
    """A real window (no menu, tooltip or pop-up) that is not sized at start."""
    if not widget.isWindow() or widget.property(SIZED_AT_START):
        return False
    kind = widget.windowType()
    return kind in (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Sheet)


def fit_every_window() -> None:
    """Install ``FitOnShow`` on the application once (idempotent)."""
    app = QApplication.instance()
    if app is None or app.findChild(FitOnShow) is not None:
        return
    app.installEventFilter(FitOnShow(app))
