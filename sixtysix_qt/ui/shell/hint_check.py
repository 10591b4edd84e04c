"""``sixtysix --hint-check``: one hint through the real computer service and its child process.

A packaged build has no test suite inside it; this tool mode lets a smoke
test (``packaging/windows/smoke.sh``) see that the frozen program can start
the AI's child process (multiprocessing *spawn* re-entering the frozen
executable, ``freeze_support``) and get an answer back from it, through the
same path a player's Hint button takes: ``GameController.request_hint`` ->
``ComputerService`` -> ``ai_process`` -> the child.

Prints ``hint: ACTION (REASON) from the computer's process PID`` and returns
0; prints ``hint-check: ...`` with the reason and returns 1 when the hint
failed, took too long or was worked out without the child process.
"""

from __future__ import annotations

import multiprocessing
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..play.setup import GameSetup
    from .main_window import MainWindow

TIMEOUT_S = 120
"""Room for a slow first start of the child (a cold frozen build under Wine)."""


def hint_check(window: MainWindow, setup: GameSetup, timeout_s: float = TIMEOUT_S) -> int:
    """Start a seeded match, ask for the human's first hint, print it; the exit code."""
    from PySide6.QtCore import QEventLoop, QTimer

    controller = window.controller
    window.set_speed("off")
    controller.pace_ms = 0  # a computer who leads moves at once, then it is the human's turn
    loop = QEventLoop()
    outcome: list[int] = []

    def finish(code: int, line: str) -> None:
        if not outcome:
            outcome.append(code)
            print(line, flush=True)
            loop.quit()

    def answered(action: str, reason: str) -> None:
        workers = [p.pid for p in multiprocessing.active_children()]
        if not workers:
            finish(1, f"hint-check: the hint {action} came without the computer's process")
        else:
            finish(0, f"hint: {action} ({reason}) from the computer's process {workers[0]}")

    def ask() -> None:
        if not controller.hint_pending() and controller.human_to_move():
            controller.request_hint()

    controller.hintReady.connect(answered)
    controller.hintFailed.connect(lambda error: finish(1, f"hint-check: the hint failed: {error}"))
    window.show()
    controller.new_match(setup)
    poll = QTimer(window)
    poll.timeout.connect(ask)
    poll.start(50)
    QTimer.singleShot(int(timeout_s * 1000), lambda: finish(1, "hint-check: no hint in time"))
    loop.exec()
    poll.stop()
    return outcome[0]
