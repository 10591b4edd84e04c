"""The quick test window and the wait that every table test shares."""

from __future__ import annotations

from sixtysix_qt.ui.main_window import MainWindow
from sixtysix_qt.ui.play.controller import RandomPlayer


def open_window(qtbot, size: tuple[int, int] | None = (1100, 760), **kwargs) -> MainWindow:
    """A shown main window with random computer players and no animation or pacing.

    ``size=None`` keeps the size the window chose (e.g. restored from its settings).
    """
    win = MainWindow(**kwargs)
    win.controller.player_factory = lambda level, seed: RandomPlayer(seed)
    if "settings" in kwargs:
        win.table.set_speed("off")  # not win.set_speed: that is remembered in the settings
    else:
        win.set_speed("off")
    win.controller.pace_ms = 0
    if size is not None:
        win.resize(*size)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def settle(qtbot, win: MainWindow, timeout: int = 5000) -> None:
    """Wait until the human is to move (or the deal is over) and nothing is animating."""
    ctrl = win.controller
    qtbot.waitUntil(
        lambda: (ctrl.human_to_move() or ctrl.state.is_over) and not win.table.animator.busy,
        timeout=timeout,
    )
