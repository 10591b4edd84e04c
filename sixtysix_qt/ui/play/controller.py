"""The game controller: owns the Match, asks the computer in a worker, emits states.

Data flows one way (DESIGN.md): a gesture or the AI's choice becomes an action
string, the controller applies it to the engine, and every new state goes out
through ``stateChanged(old, new)`` for the table to diff and animate.  The
controller never waits on the view: the computer starts thinking while the
previous move is still being animated, and its answer is applied only once
the view reports it is idle and a short pause has passed, so a person can
follow the play.  Every state of the current deal is kept in ``history`` and
in ``undo`` (``practice.UndoHistory``); ``restore`` puts one back (undo,
redo), ``resume`` continues a saved match, and ``request_hint`` asks the
strongest level for the human's move in the same worker (``hintReady``).
"""

from __future__ import annotations

import inspect
import random
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from sixtysix_qt.ai.levels import LEVELS as LEVELS  # one home (ai); re-exported for ui
from sixtysix_qt.engine import DealState, IllegalAction, Match

from .practice import HintTracker, UndoHistory, apply_to_match

HUMAN = "human"
COMPUTER = "computer"
GIL_SWITCH_INTERVAL_S = 0.0005
"""While the AI thread runs pure Python, every Python call the GUI thread makes
(each card item's ``paint``, each slot) must take the GIL back from it; with
Python's default 5 ms switch interval a frame of two dozen card paints can
stall 50-100 ms.  A short interval keeps frames and input prompt at a small
cost in the AI's throughput."""
AI_DEADLINE_S = 3.0
"""The longest the computer may think about one move (if the AI accepts a deadline)."""


@dataclass(frozen=True)
class GameSetup:
    """What a new match is made of: preset, options, who sits where, the computer's level."""

    preset: str = "classic"
    level: str = "medium"
    options: dict[str, Any] = field(default_factory=dict)
    seats: tuple[str, ...] = (HUMAN, COMPUTER)
    seed: int | None = None
    first_dealer: int | None = None

    def with_seed(self, seed: int | None) -> GameSetup:
        return replace(self, seed=seed)


class RandomPlayer:
    """Stand-in computer that plays any legal action (used if the AI package is missing)."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, observation: dict[str, Any], **_: Any) -> str:
        return self._rng.choice(observation["legal_actions"])


THINK_IN_PROCESS = True
"""Run the computer in a child process (see ``ai_process``); False: in the worker thread."""


def make_computer(level: str, seed: int | None = None, in_process: bool | None = None) -> Any:
    """A computer player of ``level`` from ``sixtysix_qt.ai``, or a random one if none exists.

    By default its thinking runs in a child process, so the GUI thread never
    competes with it for the interpreter lock.
    """
    try:
        from sixtysix_qt.ai import make_player
    except ImportError:
        return RandomPlayer(seed)
    if THINK_IN_PROCESS if in_process is None else in_process:
        from .ai_process import ProcessPlayer

        return ProcessPlayer(level, seed)
    return make_player(level, seed=seed)


def _choose_kwargs(player: Any, cancel: threading.Event) -> dict[str, Any]:
    """Pass ``deadline=``/``cancel=`` only to an AI whose ``choose`` accepts them."""
    try:
        params = inspect.signature(player.choose).parameters
    except (TypeError, ValueError):
        return {}
    takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())
    kwargs: dict[str, Any] = {}
    if takes_any or "deadline" in params:
        kwargs["deadline"] = time.monotonic() + AI_DEADLINE_S
    if takes_any or "cancel" in params:
        kwargs["cancel"] = cancel
    return kwargs


class _Worker(QObject):
    """Lives in the AI thread: thinks when asked, answers through ``done`` (queued signals).

    A QObject moved to a QThread rather than runnables in a QThreadPool: a
    Python callable deleted by the pool on its own thread is released
    without the GIL, which crashes the interpreter sooner or later.
    """

    done = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._jobs: dict[int, tuple[Any, dict[str, Any], threading.Event]] = {}

    def post(self, token: int, player: Any, observation: dict[str, Any], cancel: Any) -> None:
        """Leave a job for the thread (called from the GUI thread before signalling it).

        Only the int token crosses the thread boundary in the signal: Python
        objects in queued signal arguments leak or lose references in some
        PySide6 versions, which ends in "deallocating None" crashes.
        """
        with self._lock:
            self._jobs[token] = (player, observation, cancel)

    @Slot(int)
    def think(self, token: int) -> None:
        with self._lock:
            job = self._jobs.pop(token, None)
        if job is None:
            return
        player, observation, cancel = job
        try:
            action = str(player.choose(observation, **_choose_kwargs(player, cancel)))
        except Exception as err:  # the game must go on if the AI fails: the controller falls back
            action = "!" + repr(err)
        if not cancel.is_set():
            self.done.emit(token, action)


class GameController(QObject):
    """Runs a match: human actions in, computer moves from a worker, states out."""

    matchStarted = Signal(object)  # Match
    stateChanged = Signal(object, object)  # old DealState or None (new deal), new DealState
    dealOver = Signal(object)  # the engine's result dict
    matchOver = Signal(int)  # winning side
    thinkingChanged = Signal(int, bool)  # seat, thinking
    hintReady = Signal(str, str)  # action, reason id (sixtysix_qt.ai.REASONS)
    hintPending = Signal(bool)  # a hint is being worked out
    instantUpdate = Signal(bool)  # True before a state change the view should not animate
    practiceChanged = Signal(bool)  # the match became (or stopped being) a practice match
    _ask = Signal(int)  # to the worker thread: a job was posted under this token

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.setup = GameSetup()
        self.history: list[DealState] = []
        self.pace_ms = 700
        """Pause between the view settling and a computer move being applied."""
        self.player_factory: Callable[[str, int | None], Any] = make_computer
        self._players: dict[int, Any] = {}
        if sys.getswitchinterval() > GIL_SWITCH_INTERVAL_S:
            sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)
        self._thread = QThread(self)
        self._thread.setObjectName("computer-player")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.think)
        self._worker.done.connect(self._on_ai_done)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()
        self._token = 0
        self._cancel = threading.Event()
        self._thinking_seat: int | None = None
        self._pending: tuple[int, str] | None = None
        self._view_busy = False
        self._ready_at = 0.0
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_pending)
        self.undo = UndoHistory()
        self.hints = HintTracker()
        self.open_cards_used = False
        """The computer's cards were shown face up at some point of this match (practice)."""
        self.hint_player: Any = None
        """What works out hints (``hints.HintPlayer`` unless a test puts in another)."""
        self._hint_token = 0
        self._hint_cancel = threading.Event()
        self._hint_at: tuple[int, int] | None = None
        self.stateChanged.connect(self._record)

    # -- queries ----------------------------------------------------------
    @property
    def state(self) -> DealState | None:
        return self.match.state if self.match else None

    @property
    def num_seats(self) -> int:
        return len(self.setup.seats)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat] == HUMAN

    def human_to_move(self) -> bool:
        s = self.state
        return s is not None and s.to_move is not None and self.is_human(s.to_move)

    def human_actions(self) -> list[str]:
        """Legal actions of the human whose turn it is (empty when it is not a human's turn)."""
        return self.state.legal_actions() if self.human_to_move() else []

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking_seat

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.setup.seats) if kind == HUMAN)

    @property
    def is_practice(self) -> bool:
        """Undo, hints or open cards were used in this match: the statistics count it apart."""
        return self.undo.used or self.hints.used or self.open_cards_used

    def can_undo(self) -> bool:
        """A human move of this deal can be taken back (not once the deal is scored)."""
        s = self.state
        return s is not None and not s.is_over and self.undo.can_undo()

    def can_redo(self) -> bool:
        s = self.state
        return s is not None and not s.is_over and self.undo.can_redo()

    def hint_pending(self) -> bool:
        return self._hint_at is not None

    # -- match flow -------------------------------------------------------
    def new_match(self, setup: GameSetup | None = None) -> None:
        """Abandon whatever is going on (a thinking computer included) and start afresh."""
        if setup is not None:
            self.setup = setup
        self._abandon_thinking()
        seed = self.setup.seed if self.setup.seed is not None else random.randrange(2**62)
        self.match = Match(
            self.setup.preset,
            seed=seed,
            first_dealer=self.setup.first_dealer,
            **self.setup.options,
        )
        n = self.match.rules.shape.players
        if len(self.setup.seats) != n:
            seats = (self.setup.seats + (COMPUTER,) * n)[:n]
            self.setup = replace(self.setup, seats=seats)
        self._players = {
            seat: self.player_factory(self.setup.level, seed + seat)
            for seat, kind in enumerate(self.setup.seats)
            if kind == COMPUTER
        }
        from .ai_process import ProcessPlayer, warm_up

        if any(isinstance(p, ProcessPlayer) for p in self._players.values()):
            warm_up()  # the child process starts while the cards are being dealt
        self._reset_practice()
        self.history = [self.match.state]
        self.matchStarted.emit(self.match)
        self.stateChanged.emit(None, self.match.state)
        self._after_change()

    def resume(
        self, match: Match, setup: GameSetup, practice: dict[str, Any] | None = None
    ) -> None:
        """Continue a saved match where it was left: shown at once, no deal animation.

        ``practice`` holds the saved practice marks (``practice_marks()``) so
        a resumed practice match stays one.
        """
        self._abandon_thinking()
        self.setup = setup
        self.match = match
        n = match.rules.shape.players
        if len(setup.seats) != n:
            self.setup = replace(setup, seats=(setup.seats + (COMPUTER,) * n)[:n])
        self._players = {
            seat: self.player_factory(self.setup.level, match.seed + seat)
            for seat, kind in enumerate(self.setup.seats)
            if kind == COMPUTER
        }
        self._reset_practice()
        marks = practice or {}
        self.undo.used = bool(marks.get("undo", False))
        self.open_cards_used = bool(marks.get("open_cards", False))
        for _ in range(max(0, int(marks.get("hints", 0) or 0))):
            self.hints.record(match.deal_number, match.state, "", "resumed")
        self.history = [match.state]
        self.matchStarted.emit(match)
        self.instantUpdate.emit(True)
        try:
            self.stateChanged.emit(None, match.state)
        finally:
            self.instantUpdate.emit(False)
        self.practiceChanged.emit(self.is_practice)
        self._after_change()

    def practice_marks(self) -> dict[str, Any]:
        """What made this match a practice match, for the save file."""
        return {
            "undo": self.undo.used,
            "hints": self.hints.count,
            "open_cards": self.open_cards_used,
        }

    def mark_open_cards(self) -> None:
        """The computer's cards are being shown: the match counts as practice."""
        if self.match is not None and not self.open_cards_used:
            self.open_cards_used = True
            self.practiceChanged.emit(True)

    def _reset_practice(self) -> None:
        self._cancel_hint()
        self.undo = UndoHistory(self.human_seats)
        self.hints.new_match()
        self.open_cards_used = False
        self.practiceChanged.emit(False)

    def play_again(self) -> None:
        """A new match with the same settings and a fresh shuffle."""
        self.new_match(self.setup.with_seed(None) if self.setup.seed is not None else None)

    def play(self, action: str) -> bool:
        """Apply a human's action; False (and nothing changes) if it is not theirs or not legal."""
        if not self.human_to_move() or action not in self.state.legal_actions():
            return False
        self._apply(action)
        return True

    def force(self, action: str) -> None:
        """Apply an action for whichever seat is to move (scripted play: screenshots, replays).

        Raises IllegalAction like the engine; a computer thinking about this
        position is interrupted.
        """
        if self.match is None:
            raise IllegalAction("no match is being played")
        if action not in self.match.state.legal_actions():
            self.match.state.apply(action)  # raises with the engine's explanation
        self._abandon_thinking()
        self._apply(action)

    def next_deal(self) -> bool:
        """Deal again once a deal is over and the match is not."""
        if self.match is None or not self.match.state.is_over or self.match.is_over:
            return False
        old = self.match.state
        new = self.match.next_deal()
        self.history = [new]
        self._cancel_hint()
        self.stateChanged.emit(old, new)
        self._after_change()
        return True

    # -- undo, redo, hints --------------------------------------------------
    def restore(self, state: DealState) -> bool:
        """Put a state of the current deal back (undo/redo) and go on from there.

        The computer's thinking is cancelled; a step back is shown at once
        (``instantUpdate``: the table's diff only animates forward), a step
        forward is animated like play; the computer moves if it is its turn.
        """
        if self.match is None:
            return False
        self._abandon_thinking()
        self._cancel_hint()
        old = self.match.state
        try:
            apply_to_match(self.match, state)
        except (ValueError, IllegalAction):
            return False
        new = self.match.state
        states = self.undo.states
        upto = next((i for i, st in enumerate(states) if st == new), None)
        self.history = list(states[: upto + 1]) if upto is not None else [new]
        forward = new.actions[: len(old.actions)] == old.actions
        if not forward:
            self.instantUpdate.emit(True)
        try:
            self.stateChanged.emit(old, new)
        finally:
            if not forward:
                self.instantUpdate.emit(False)
        if new.is_over and not old.is_over:
            self.dealOver.emit(dict(new.result))
            if self.match.is_over:
                self.matchOver.emit(self.match.winner)
        self.practiceChanged.emit(self.is_practice)
        self._after_change()
        return True

    def undo_move(self) -> bool:
        """Take back the human's last move of this deal (and the computer's replies)."""
        if not self.can_undo():
            return False
        state = self.undo.undo()
        return state is not None and self.restore(state)

    def redo_move(self) -> bool:
        """Play again the move an undo took back."""
        if not self.can_redo():
            return False
        state = self.undo.redo()
        return state is not None and self.restore(state)

    def request_hint(self) -> bool:
        """Ask the strongest level for the human's move; the answer comes as ``hintReady``."""
        if not self.human_to_move() or self.hint_pending():
            return False
        if self.hint_player is None:
            from ..words.hints import HintPlayer

            self.hint_player = HintPlayer(in_process=THINK_IN_PROCESS)
        s = self.match.state
        self._token += 1
        self._hint_token = self._token
        self._hint_cancel = threading.Event()
        self._hint_at = (self.match.deal_number, len(s.actions))
        self.hintPending.emit(True)
        self._worker.post(
            self._hint_token, self.hint_player, s.observation(s.to_move), self._hint_cancel
        )
        self._ask.emit(self._hint_token)
        return True

    def _cancel_hint(self) -> None:
        self._hint_cancel.set()
        self._hint_token = -1
        if self._hint_at is not None:
            self._hint_at = None
            self.hintPending.emit(False)

    def _on_hint(self, answer: str) -> None:
        from ..words.hints import unpack

        at, self._hint_at = self._hint_at, None
        self._hint_token = -1
        self.hintPending.emit(False)
        m = self.match
        if m is None or at != (m.deal_number, len(m.state.actions)):
            return  # the position changed while the hint was worked out
        action, reason = unpack(answer)
        if action not in m.state.legal_actions():
            return
        was_practice = self.is_practice
        self.hints.record(m.deal_number, m.state, action, reason)
        self.hintReady.emit(action, reason)
        if not was_practice:
            self.practiceChanged.emit(True)

    def _record(self, _old: DealState | None, new: DealState) -> None:
        self.undo.record(new)

    def set_view_busy(self, busy: bool) -> None:
        """The table reports whether it is still animating; computer moves wait for it."""
        self._view_busy = busy
        if not busy:
            self._ready_at = time.monotonic() + self.pace_ms / 1000.0
            self._schedule_apply()

    def shutdown(self) -> None:
        """Stop the computer and wait for the worker (call before the app exits)."""
        self._abandon_thinking()
        self._cancel_hint()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)

    # -- internals --------------------------------------------------------
    def _apply(self, action: str) -> None:
        self._cancel_hint()
        old = self.match.state
        new = self.match.apply(action)
        self.history.append(new)
        self._ready_at = time.monotonic() + self.pace_ms / 1000.0
        self.stateChanged.emit(old, new)
        if new.is_over:
            self.dealOver.emit(dict(new.result))
            if self.match.is_over:
                self.matchOver.emit(self.match.winner)
        self._after_change()

    def _after_change(self) -> None:
        s = self.match.state
        if s.is_over or s.to_move is None or self.is_human(s.to_move):
            return
        self._start_thinking(s.to_move)

    def _start_thinking(self, seat: int) -> None:
        self._token += 1
        self._cancel = threading.Event()
        self._pending = None
        self._thinking_seat = seat
        self.thinkingChanged.emit(seat, True)
        obs = self.match.state.observation(seat)
        self._worker.post(self._token, self._players[seat], obs, self._cancel)
        self._ask.emit(self._token)

    def _abandon_thinking(self) -> None:
        self._token += 1
        self._cancel.set()
        self._pending = None
        self._apply_timer.stop()
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.thinkingChanged.emit(seat, False)

    @Slot(int, str)
    def _on_ai_done(self, token: int, action: str) -> None:
        if token == self._hint_token and self._hint_at is not None:
            self._on_hint(action)
            return
        if token != self._token:
            return  # an answer for a game or position that is gone
        self._pending = (token, action)
        self._schedule_apply()

    def _schedule_apply(self) -> None:
        if self._pending is None or self._view_busy:
            return
        delay = max(0, int((self._ready_at - time.monotonic()) * 1000))
        self._apply_timer.start(delay)

    def _apply_pending(self) -> None:
        if self._pending is None or self._view_busy:
            return
        token, action = self._pending
        self._pending = None
        if token != self._token or self.match is None:
            return
        seat = self._thinking_seat
        self._thinking_seat = None
        state = self.match.state
        legal = state.legal_actions()
        if action not in legal:  # a broken AI must not stall or corrupt the game
            action = legal[0]
        if seat is not None:
            self.thinkingChanged.emit(seat, False)
        try:
            self._apply(action)
        except IllegalAction:  # pragma: no cover - guarded by the check above
            return
