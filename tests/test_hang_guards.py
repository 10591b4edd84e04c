"""A test's wait for Qt is a hang guard, not a speed check (tests/conftest.py).

A 2-second ``waitUntil`` failed under a loaded CI machine although what it
waited for came soon after; a short timeout now waits ``HANG_GUARD_MS``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal


class _Late(QObject):
    done = Signal()


def test_a_short_wait_until_still_sees_what_comes_a_moment_late(qtbot) -> None:
    arrived: list[bool] = []
    QTimer.singleShot(300, lambda: arrived.append(True))
    qtbot.waitUntil(lambda: bool(arrived), timeout=10)
    assert arrived


def test_a_short_wait_for_a_signal_still_hears_one_a_moment_late(qtbot) -> None:
    late = _Late()
    QTimer.singleShot(300, late.done.emit)
    with qtbot.waitSignal(late.done, timeout=10) as blocker:
        pass
    assert blocker.signal_triggered
