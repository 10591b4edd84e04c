"""The one computer-player service: every computer move and every hint goes through it.

One worker thread (a QObject moved to a QThread) in front of the one AI
child process (``ai_process``).  A job is posted under a token; the worker
runs it and answers with a typed ``Answer`` (move, reason id, error), which
the GUI thread takes and hands out through ``answered(token, answer)``.  An
AI that raises or answers something illegal is logged and reported as an
error: the caller shows it to the player, it never quietly plays another
move.  A cancelled job (new match, undo, a move made meanwhile) is dropped.

Why a thread in front of a process: the worker waits on the child without
the interpreter lock's contention, and a player that cannot use a child
(tests, a frozen build without processes) simply thinks in the thread.
"""

from __future__ import annotations

import logging
import random
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from sixtysix_qt.ai.protocol import Cancel, Observation, Player

from . import ai_process

log = logging.getLogger(__name__)

GIL_SWITCH_INTERVAL_S = 0.0005
"""While an AI thread runs pure Python, every Python call the GUI thread makes
(each card item's ``paint``, each slot) must take the GIL back from it; with
Python's default 5 ms switch interval a frame of two dozen card paints can
stall 50-100 ms.  A short interval keeps frames and input prompt at a small
cost in the AI's throughput."""
AI_DEADLINE_S = 3.0
"""The longest the computer may think about one move."""
HINT_SECONDS = 1.5
"""The longest a hint may take (the strongest level stops at its best move so far)."""
THINK_IN_PROCESS = True
"""Run the computer in the child process (``ai_process``); False: in the worker thread."""


@dataclass(frozen=True)
class Answer:
    """What the computer said: an action and its reason id, or why it could not answer."""

    action: str | None = None
    reason: str = ""
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and self.action is not None


class ProcessPlayer:
    """A computer player (``ai.Player``) of ``level`` that thinks in the child process if it can."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self.seed = seed

    def choose_with_reason(
        self, observation: Observation, deadline: float | None = None, cancel: Cancel = None
    ) -> tuple[str, str]:
        """The action and its reason id (("", "") when cancelled); in this thread if need be."""
        args = (self.level, self.seed, observation)
        try:
            answer = ai_process.run(ai_process.choose, *args, deadline=deadline, cancel=cancel)
        except ai_process.ChildUnavailable:
            answer = ai_process.choose(*args, deadline=deadline, cancel=cancel)
        return tuple(answer) if answer is not None else ("", "")

    def choose(
        self, observation: Observation, deadline: float | None = None, cancel: Cancel = None
    ) -> str:
        return self.choose_with_reason(observation, deadline, cancel)[0]


class RandomPlayer:
    """Plays any legal action at once (tests, benchmarks: a computer that never waits)."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, observation: Observation, **_: Any) -> str:
        return self._rng.choice(observation["legal_actions"])

    def choose_with_reason(self, observation: Observation, **_: Any) -> tuple[str, str]:
        return self.choose(observation), "guess"


class HintAdvisor:
    """Works out hints: the strongest level's move and reason, within ``seconds``."""

    def __init__(self, in_process: bool = True, seconds: float = HINT_SECONDS) -> None:
        self.in_process = in_process
        self.seconds = seconds

    def advise(self, observation: Observation, cancel: Cancel = None) -> tuple[str, str] | None:
        """(action, reason id); None when cancelled."""
        deadline = time.monotonic() + self.seconds
        if self.in_process:
            try:
                return ai_process.run(
                    ai_process.advise, observation, deadline=deadline, cancel=cancel
                )
            except ai_process.ChildUnavailable:
                pass
        return ai_process.advise(observation, deadline=deadline, cancel=cancel)


def make_computer(level: str, seed: int | None = None, in_process: bool | None = None) -> Player:
    """A computer player of ``level``: in the child process unless ``in_process`` is False."""
    if THINK_IN_PROCESS if in_process is None else in_process:
        return ProcessPlayer(level, seed)
    from sixtysix_qt.ai import make_player

    return make_player(level, seed=seed)


def _move_job(player: Player, observation: Observation, cancel: threading.Event) -> Answer:
    deadline = time.monotonic() + AI_DEADLINE_S
    action = player.choose(observation, deadline=deadline, cancel=cancel)
    return _checked(action, "", observation, cancel)


def _hint_job(advisor: HintAdvisor, observation: Observation, cancel: threading.Event) -> Answer:
    got = advisor.advise(observation, cancel=cancel)
    action, reason = got if got is not None else (None, "")
    return _checked(action, reason, observation, cancel)


def _checked(
    action: str | None, reason: str, observation: Observation, cancel: threading.Event
) -> Answer:
    """An answer the game can use, or an error saying why not."""
    if cancel.is_set():
        return Answer()
    if action not in observation["legal_actions"]:
        return Answer(error=f"the computer answered {action!r}, which is not a legal move now")
    return Answer(action, reason)


class _Worker(QObject):
    """Lives in the AI thread: runs a posted job and answers through ``done`` (queued).

    Only the int token crosses the thread boundary in the signal: Python
    objects in queued signal arguments leak or lose references in some
    PySide6 versions, which ends in "deallocating None" crashes.
    """

    done = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._jobs: dict[int, tuple[Callable[[], Answer], threading.Event]] = {}
        self._answers: dict[int, Answer] = {}

    def post(self, token: int, job: Callable[[], Answer], cancel: threading.Event) -> None:
        with self._lock:
            self._jobs[token] = (job, cancel)

    def take(self, token: int) -> Answer | None:
        with self._lock:
            return self._answers.pop(token, None)

    @Slot(int)
    def think(self, token: int) -> None:
        with self._lock:
            job, cancel = self._jobs.pop(token, (None, None))
        if job is None:
            return
        try:
            answer = job()
        except Exception as err:  # an AI bug: reported to the player, never replaced quietly
            log.exception("the computer player failed")
            answer = Answer(error=f"{type(err).__name__}: {err}")
        if cancel.is_set():
            return
        with self._lock:
            self._answers[token] = answer
        self.done.emit(token)


class ComputerService(QObject):
    """Asks the computer for moves and hints off the GUI thread; answers come as ``answered``."""

    answered = Signal(int, object)  # token, Answer (emitted in the GUI thread)
    _ask = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > GIL_SWITCH_INTERVAL_S:
            sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)
        self.advisor = HintAdvisor(in_process=THINK_IN_PROCESS)
        """What works out hints (a test may put in a quicker one)."""
        self._thread = QThread(self)
        self._thread.setObjectName("computer-player")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.think)
        self._worker.done.connect(self._on_done)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()
        self._token = 0
        self._cancels: dict[int, threading.Event] = {}

    def ask_move(self, player: Player, observation: Observation) -> int:
        """Ask ``player`` for its move; returns the token its answer will carry."""
        return self._post(lambda cancel: _move_job(player, observation, cancel))

    def ask_hint(self, observation: Observation) -> int:
        """Ask the advisor for the player's best move and why."""
        advisor = self.advisor
        return self._post(lambda cancel: _hint_job(advisor, observation, cancel))

    def cancel(self, token: int) -> None:
        """Forget a job: it stops as soon as it can and never answers."""
        event = self._cancels.pop(token, None)
        if event is not None:
            event.set()

    def cancel_all(self) -> None:
        for token in list(self._cancels):
            self.cancel(token)

    @staticmethod
    def warm_up() -> None:
        """Start the child process now, so the computer's first move is not late."""
        if THINK_IN_PROCESS:
            ai_process.warm_up()

    def is_running(self) -> bool:
        """The worker thread is up (it stops at ``shutdown``)."""
        return self._thread.isRunning()

    def shutdown(self) -> None:
        """Stop every job and the worker thread (call before the app exits)."""
        self.cancel_all()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)

    def _post(self, job: Callable[[threading.Event], Answer]) -> int:
        self._token += 1
        token = self._token
        cancel = threading.Event()
        self._cancels[token] = cancel
        self._worker.post(token, lambda: job(cancel), cancel)
        self._ask.emit(token)
        return token

    @Slot(int)
    def _on_done(self, token: int) -> None:
        answer = self._worker.take(token)
        if answer is None or self._cancels.pop(token, None) is None:
            return  # cancelled meanwhile
        if answer.error is not None:
            log.warning("computer player error: %s", answer.error)
        self.answered.emit(token, answer)
