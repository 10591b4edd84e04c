"""``--autoplay``: computers play each other through the real window, deal after deal.

It drives only what a person would: it waits for the end-of-deal summary and
presses "Next deal" (or "Play again" when a match ends), so the whole path
of the game window is exercised, animations and worker thread included.
"""

from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from .setup import GameSetup


class Autoplay(QObject):
    """Counts finished deals and continues until ``deals`` have been played."""

    def __init__(self, window: object, deals: int, quit_when_done: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.deals = max(1, deals)
        self.quit_when_done = quit_when_done
        self.played = 0
        self.exit_code = 0
        self._previous_hook = sys.excepthook
        window.controller.dealOver.connect(self._on_deal_over)
        window.table.animationIdle.connect(self._maybe_continue)
        self._waiting = False

    def start(self, setup: GameSetup) -> None:
        sys.excepthook = self._on_exception
        QTimer.singleShot(0, lambda: self.window.start(setup))

    def _on_exception(self, kind: type, value: BaseException, tb: object) -> None:
        traceback.print_exception(kind, value, tb)
        self.exit_code = 1
        QApplication.exit(1)

    def _on_deal_over(self, result: dict) -> None:
        self.played += 1
        print(
            f"deal {self.played}: winner {result.get('winner')} +{result.get('game_points')} "
            f"({result.get('reason')}); match {self.window.controller.match.scores}",
            flush=True,
        )
        self._waiting = True
        self._maybe_continue()

    def _maybe_continue(self) -> None:
        if not self._waiting or self.window.table.busy:
            return
        self._waiting = False
        if self.played >= self.deals:
            if self.quit_when_done:
                QTimer.singleShot(300, lambda: QApplication.exit(self.exit_code))
            return
        QTimer.singleShot(500, self.window.continue_after_deal)
