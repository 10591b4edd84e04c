"""The game controller: owns the Match, asks the computer through one service, emits states.

Data flows one way (docs/ARCHITECTURE.md): a gesture or the computer's
choice becomes an action string, the controller applies it to the engine,
and every new state goes out through ``stateChanged(old, new)`` for the
table to diff and animate.  The controller never waits on the view: the
computer starts thinking while the previous move is still being animated,
and its answer is applied only once the view reports it is idle and a short
pause has passed, so a person can follow the play.  The states of the
current deal are kept in ``undo`` (``practice.UndoHistory``); ``restore``
puts one back (undo, redo), ``resume`` continues a saved match, and
``request_hint`` asks the service for the human's best move (``hintReady``).
A computer that fails is reported (``computerFailed``) and may be asked
again (``retry_computer``): no move is ever made up for it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from sixtysix_qt.ai.protocol import Player
from sixtysix_qt.engine import Action, DealState, IllegalAction, Match

from .computer import Answer, ComputerService, make_computer
from .match_minded import observation_in_match
from .practice import HintTracker, PracticeMarks, UndoHistory, apply_to_match
from .setup import COMPUTER, HUMAN, GameSetup

__all__ = ["COMPUTER", "HUMAN", "GameController", "GameSetup"]


class GameController(QObject):
    """Runs a match: human actions in, computer moves from a worker, states out."""

    matchStarted = Signal(object)  # Match
    stateChanged = Signal(object, object)  # old DealState or None (new deal), new DealState
    dealOver = Signal(object)  # the engine's Result
    matchOver = Signal(int)  # winning side
    thinkingChanged = Signal(int, bool)  # seat, thinking
    hintReady = Signal(str, str)  # action, reason id (sixtysix_qt.ai.REASONS)
    hintPending = Signal(bool)  # a hint is being worked out
    instantUpdate = Signal(bool)  # True before a state change the view should not animate
    practiceChanged = Signal(bool)  # the match became (or stopped being) a practice match
    computerFailed = Signal(int, str)  # seat, what went wrong (the position stays as it was)
    hintFailed = Signal(str)  # what went wrong working out a hint

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.setup = GameSetup()
        self.pace_ms = 700
        """Pause between the view settling and a computer move being applied."""
        self.player_factory: Callable[[str, int | None], Player] = make_computer
        self._players: dict[int, Player] = {}
        self.computer = ComputerService(self)
        """The one way to the AI: moves and hints (``computer.advisor`` works out hints)."""
        self.computer.answered.connect(self._on_answer)
        self._move_token = 0
        self._thinking_seat: int | None = None
        self._pending: str | None = None
        self._view_busy = False
        self._held = False
        self._ready_at = 0.0
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_pending)
        self.undo = UndoHistory()
        self.hints = HintTracker()
        self.opponent_cards_shown = False
        """The computer's cards were shown face up at some point of this match (practice)."""
        self._hint_token = 0
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

    def human_actions(self) -> list[Action]:
        """Legal actions of the human whose turn it is (empty when it is not a human's turn)."""
        return self.state.legal_action_values() if self.human_to_move() else []

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking_seat

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.setup.seats) if kind == HUMAN)

    @property
    def is_practice(self) -> bool:
        """Undo, hints or open cards were used in this match: the statistics count it apart."""
        return self.undo.used or self.hints.used or self.opponent_cards_shown

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
        self._seat_players(seed)
        if self._players:
            self.computer.warm_up()  # the child process starts while the cards are being dealt
        self._reset_practice()
        self.matchStarted.emit(self.match)
        self.stateChanged.emit(None, self.match.state)
        self._after_change()

    def _seat_players(self, seed: int) -> None:
        """Fit the seats to the match's preset and make a player for each computer seat."""
        self.setup = self.setup.fitted(self.match.rules.shape.players)
        self._players = {
            seat: self.player_factory(self.setup.level, seed + seat)
            for seat, kind in enumerate(self.setup.seats)
            if kind == COMPUTER
        }

    def resume(self, match: Match, setup: GameSetup, practice: PracticeMarks | None = None) -> None:
        """Continue a saved match where it was left: shown at once, no deal animation.

        ``practice`` holds the saved practice marks (``practice_marks()``) so
        a resumed practice match stays one.
        """
        self._abandon_thinking()
        self.setup = setup
        self.match = match
        self._seat_players(match.seed)
        self._reset_practice()
        self.undo.restore(match.state)
        marks = practice or PracticeMarks()
        self.undo.used = marks.undo
        self.opponent_cards_shown = marks.opponent_cards_shown
        for _ in range(marks.hints):
            self.hints.record(match.deal_number, match.state, "", "resumed")
        self.matchStarted.emit(match)
        self.instantUpdate.emit(True)
        try:
            self.stateChanged.emit(None, match.state)
        finally:
            self.instantUpdate.emit(False)
        self.practiceChanged.emit(self.is_practice)
        self._after_change()

    def practice_marks(self) -> PracticeMarks:
        """What made this match a practice match, for the save file."""
        return PracticeMarks(self.undo.used, self.hints.count, self.opponent_cards_shown)

    def mark_opponent_cards_shown(self) -> None:
        """The computer's cards are being shown: the match counts as practice."""
        if self.match is not None and not self.opponent_cards_shown:
            self.opponent_cards_shown = True
            self.practiceChanged.emit(True)

    def _reset_practice(self) -> None:
        self._cancel_hint()
        self.undo = UndoHistory(self.human_seats)
        self.hints.new_match()
        self.opponent_cards_shown = False
        self.practiceChanged.emit(False)

    def play_again(self) -> None:
        """A new match with the same settings and a fresh shuffle."""
        self.new_match(self.setup.with_seed(None) if self.setup.seed is not None else None)

    def play(self, action: Action) -> bool:
        """Apply a human's action; False (and nothing changes) if it is not theirs or not legal."""
        if not self.human_to_move() or action not in self.state.legal_action_values():
            return False
        self._apply(action)
        return True

    def force(self, action: Action | str) -> None:
        """Apply an action for whichever seat is to move (scripted play: screenshots, replays).

        A script may write the action as text (``"bid 2"``), parsed here at
        the edge.  Raises IllegalAction like the engine (InvalidAction for
        text that is no action); a computer thinking about this position is
        interrupted.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        if self.match is None:
            raise IllegalAction("no match is being played")
        if action not in self.match.state.legal_action_values():
            self.match.state.apply(action)  # raises with the engine's explanation
        self._abandon_thinking()
        self._apply(action)

    def next_deal(self) -> bool:
        """Deal again once a deal is over and the match is not."""
        if self.match is None or not self.match.state.is_over or self.match.is_over:
            return False
        old = self.match.state
        new = self.match.next_deal()
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
        forward = new.actions[: len(old.actions)] == old.actions
        if not forward:
            self.instantUpdate.emit(True)
        try:
            self.stateChanged.emit(old, new)
        finally:
            if not forward:
                self.instantUpdate.emit(False)
        if new.is_over and not old.is_over:
            self.dealOver.emit(new.result)
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
        s = self.match.state
        self._hint_at = (self.match.deal_number, len(s.actions))
        self.hintPending.emit(True)
        self._hint_token = self.computer.ask_hint(observation_in_match(self.match, s.to_move))
        return True

    def _cancel_hint(self) -> None:
        self.computer.cancel(self._hint_token)
        self._hint_token = 0
        if self._hint_at is not None:
            self._hint_at = None
            self.hintPending.emit(False)

    def _on_hint(self, answer: Answer) -> None:
        at, self._hint_at = self._hint_at, None
        self._hint_token = 0
        self.hintPending.emit(False)
        m = self.match
        if m is None or at != (m.deal_number, len(m.state.actions)):
            return  # the position changed while the hint was worked out
        if not answer.ok:
            self.hintFailed.emit(answer.error or "")
            return
        was_practice = self.is_practice
        self.hints.record(m.deal_number, m.state, answer.action, answer.reason)
        self.hintReady.emit(answer.action, answer.reason)
        if not was_practice:
            self.practiceChanged.emit(True)

    def _record(self, _old: DealState | None, new: DealState) -> None:
        self.undo.record(new)

    def hold_moves(self, held: bool) -> None:
        """While held (the welcome card is up), a computer's move waits: the card would hide it."""
        self._held = held
        if not held:
            self._schedule_apply()

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
        self.computer.shutdown()

    def retry_computer(self) -> bool:
        """Ask the computer again after it failed (``computerFailed``); False if not its turn."""
        s = self.state
        if s is None or s.is_over or s.to_move is None or self.is_human(s.to_move):
            return False
        if self._thinking_seat is not None:
            return False
        self._start_thinking(s.to_move)
        return True

    # -- internals --------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._cancel_hint()
        old = self.match.state
        new = self.match.apply(action)
        self._ready_at = time.monotonic() + self.pace_ms / 1000.0
        self.stateChanged.emit(old, new)
        if new.is_over:
            self.dealOver.emit(new.result)
            if self.match.is_over:
                self.matchOver.emit(self.match.winner)
        self._after_change()

    def _after_change(self) -> None:
        s = self.match.state
        if s.is_over or s.to_move is None or self.is_human(s.to_move):
            return
        self._start_thinking(s.to_move)

    def _start_thinking(self, seat: int) -> None:
        self.computer.cancel(self._move_token)
        self._pending = None
        self._thinking_seat = seat
        self.thinkingChanged.emit(seat, True)
        obs = observation_in_match(self.match, seat)
        self._move_token = self.computer.ask_move(self._players[seat], obs)

    def _abandon_thinking(self) -> None:
        self.computer.cancel(self._move_token)
        self._move_token = 0
        self._pending = None
        self._apply_timer.stop()
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.thinkingChanged.emit(seat, False)

    def _on_answer(self, token: int, answer: Answer) -> None:
        if token == self._hint_token and self._hint_at is not None:
            self._on_hint(answer)
        elif token == self._move_token and self._thinking_seat is not None:
            if answer.ok:
                self._pending = answer.action
                self._schedule_apply()
            else:
                self._fail(answer.error or "")

    def _fail(self, error: str) -> None:
        """The computer could not move: keep the position, say so, wait for a retry."""
        seat, self._thinking_seat = self._thinking_seat, None
        self._move_token = 0
        self.thinkingChanged.emit(seat, False)
        self.computerFailed.emit(seat, error)

    def _schedule_apply(self) -> None:
        if self._pending is None or self._view_busy or self._held:
            return
        delay = max(0, int((self._ready_at - time.monotonic()) * 1000))
        self._apply_timer.start(delay)

    def _apply_pending(self) -> None:
        if self._pending is None or self._view_busy or self._held or self.match is None:
            return
        action, self._pending = self._pending, None
        seat, self._thinking_seat = self._thinking_seat, None
        self._move_token = 0
        if seat is not None:
            self.thinkingChanged.emit(seat, False)
        # the AI answers in text (it crosses a process): legal, the service checked it
        # against this very position
        self._apply(Action.parse(action))
