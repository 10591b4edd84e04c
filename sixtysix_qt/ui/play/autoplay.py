"""``--autoplay``: computers play each other through the real window, deal after deal.

Also the other scripted modes of the game: ``play_moves`` (``--screenshot``)
and ``ScriptedHuman`` (``--play-moves``).

It drives only what a person would: it waits for the end-of-deal summary and
presses "Next deal" (or "Play again" when a match ends), so the whole path
of the game window is exercised, animations and worker thread included.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from sixtysix_qt.engine import Action, Kind

from .setup import GameSetup

if TYPE_CHECKING:
    from .controller import GameController


def deal_line(number: int, result: Mapping[str, Any], match_scores: Sequence[int]) -> str:
    """One finished deal as autoplay prints it; the Windows smoke test reads this line."""
    return (
        f"deal {number}: winner {result.get('winner')} +{result.get('game_points')} "
        f"({result.get('reason')}); match {list(match_scores)}"
    )


class Autoplay(QObject):
    """Counts finished deals and continues until ``deals`` have been played."""

    def __init__(
        self, window: object, deals: int, quit_when_done: bool = True, pause_ms: int = 500
    ) -> None:
        super().__init__(window)
        self.pause_ms = pause_ms
        """The wait before "Next deal" is pressed (a benchmark of many deals needs none)."""
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
        print(deal_line(self.played, result, self.window.controller.match.scores), flush=True)
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
        QTimer.singleShot(self.pause_ms, self.window.continue_after_deal)


def play_moves(controller: GameController, moves: int, seed: int, until_human: bool = False) -> int:
    """Easy computers, one per seat, make ``moves`` moves of the deal (-1: to its end).

    With ``until_human`` they go on to the player's turn.  Returns the number
    of moves made.  Used by ``--screenshot`` and ``tools/screenshots.py``.
    """
    from PySide6.QtWidgets import QApplication

    from .computer import make_computer

    players = [
        make_computer("easy", seed + seat, in_process=False) for seat in range(controller.num_seats)
    ]
    played = 0
    while controller.state is not None and not controller.state.is_over:
        if 0 <= moves <= played and (controller.human_to_move() or not until_human):
            break
        state = controller.state
        answer = players[state.to_move].choose(state.observation(state.to_move))
        controller.force(Action.parse(answer))  # the AI answers in text
        played += 1
        QApplication.processEvents()
    return played


class ScriptedHuman:
    """``--play-moves N`` (tests): plays the human's first N moves, then leaves the window be.

    Prints ``played K`` after each move, once the save file holds it, so a
    test can kill the program mid-deal at a known point, ``match ...``
    when a match starts or is resumed (see ``_announce``), and ``review open
    N moves`` when a review window opens (a deal file given or sent to it).  A question or
    message box is answered with its default button (Resume, OK) after
    printing ``dialog: TEXT``, so a test without a screen sees what a player
    would be told; a first start's welcome card is put away with Play.
    """

    def __init__(self, window: object, moves: int, seed: int) -> None:
        import random

        from PySide6.QtCore import QTimer

        self.window = window
        self.left = moves
        self.played = 0
        self.rng = random.Random(seed)
        self._reported: object = None  # the review window last announced
        window.table.animationIdle.connect(self._maybe_move)
        self._soon = QTimer(window)  # one timer, started again: singleShot(ms, callable) keeps
        self._soon.setSingleShot(True)  # a small object per call, which a long run adds up
        self._soon.timeout.connect(self._maybe_move)
        window.controller.stateChanged.connect(lambda *_: self._later())
        window.controller.matchStarted.connect(self._announce)
        self._dialogs = QTimer(window)
        self._dialogs.timeout.connect(self._answer_dialog)
        self._dialogs.start(100)

    @staticmethod
    def _announce(match: object) -> None:
        """``match SEED deals N actions K``: a test sees where a resumed match stands."""
        deals = len(match.finished) + (0 if match.state.is_over else 1)  # as in the save file
        print(f"match {match.seed} deals {deals} actions {len(match.state.actions)}", flush=True)

    def _answer_dialog(self) -> None:
        """Answer a message box; while moves are left, go on past a finished deal."""
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            print(f"dialog: {box.text()}", flush=True)
            button = box.defaultButton() or box.escapeButton()
            if button is not None:
                button.click()
            else:
                box.accept()
            return
        steps = self.window.first_steps
        if steps.is_showing():  # a first start: "Play" on the welcome card, as a player would
            print("welcome: play", flush=True)
            steps.close_welcome()
            return
        review = self.window.review_menu.dialog
        if review is not None and review.objectName() == "review-dialog" and review.isVisible():
            if review is not self._reported:
                self._reported = review
                print(f"review open {review.replay.length} moves", flush=True)
        m = self.window.controller.match
        if self.left > 0 and m is not None and m.state.is_over:
            if not self.window.table.busy:
                self.window.continue_after_deal()

    def _later(self) -> None:
        self._soon.start(50)

    def _maybe_move(self) -> None:
        c = self.window.controller
        if self.left <= 0 or not c.human_to_move() or self.window.table.busy:
            return
        legal = c.human_actions()
        plays = [a for a in legal if a.kind is Kind.PLAY] or legal
        if c.play(self.rng.choice(plays)):
            self.left -= 1
            self.played += 1
            print(f"played {self.played}", flush=True)
