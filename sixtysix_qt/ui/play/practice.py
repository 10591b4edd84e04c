"""Practice aids: undo/redo of the human's own moves, and a record of hints taken.

No Qt here.  Deal states are immutable, so the undo history is just the list
of states the deal went through and a cursor into it; undoing puts an earlier
state back into the ``Match`` (``Match.restart_deal``).  A match in which the
player undid a move or took a hint is a practice match: the statistics keep
it apart (``Statistics.record_*(practice=True)``), so both flags live for the
whole match, not just the deal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sixtysix_qt.engine import DealState, Match


def _same_deal(a: DealState, b: DealState) -> bool:
    return a.deck == b.deck and a.dealer == b.dealer


class UndoHistory:
    """The states of the current deal, with a cursor, for undo and redo.

    Feed it every state the controller emits (``record``).  ``undo()`` goes
    back to the last state in which a human seat was about to decide,
    skipping the computer's replies; ``redo()`` goes forward to the next such
    state (or the end of what was recorded).  Recording a state that is not
    the next one in the redo line (the player chose differently) drops the
    redo line, as in any editor.
    """

    def __init__(self, human_seats: Iterable[int] = (0,)) -> None:
        self.human_seats: frozenset[int] = frozenset(human_seats)
        self._states: list[DealState] = []
        self._cursor = -1
        self.used = False
        """True once an undo was made in this match (the match then counts as practice)."""

    # -- queries -----------------------------------------------------------
    @property
    def states(self) -> tuple[DealState, ...]:
        return tuple(self._states)

    @property
    def current(self) -> DealState | None:
        """The state the table shows (None before the first deal)."""
        return self._states[self._cursor] if self._states else None

    def _human_decides(self, state: DealState) -> bool:
        return not state.is_over and state.to_move is not None and state.to_move in self.human_seats

    def _undo_index(self) -> int | None:
        for i in range(self._cursor - 1, -1, -1):
            if self._human_decides(self._states[i]):
                return i
        return None

    def _redo_index(self) -> int | None:
        last = len(self._states) - 1
        if self._cursor >= last:
            return None
        for j in range(self._cursor + 1, last + 1):
            if self._human_decides(self._states[j]) or self._states[j].is_over:
                return j
        return last

    def can_undo(self) -> bool:
        """True when the human has made a decision in this deal that can be taken back."""
        return self._undo_index() is not None

    def can_redo(self) -> bool:
        return self._redo_index() is not None

    # -- recording ---------------------------------------------------------
    def record(self, state: DealState) -> None:
        """Note a state as it arrives; a state of another deal starts the history afresh."""
        cur = self.current
        if cur is None or not _same_deal(cur, state):
            self.clear()
            self._states = [state]
            self._cursor = 0
            return
        if state is cur or state == cur:
            return  # the state put back by undo/redo, echoed by the controller
        nxt = self._cursor + 1
        if nxt < len(self._states) and (self._states[nxt] is state or self._states[nxt] == state):
            self._cursor = nxt  # replaying the redo line move by move keeps it
            return
        del self._states[nxt:]
        self._states.append(state)
        self._cursor = len(self._states) - 1

    def restore(self, state: DealState) -> None:
        """Start from ``state`` with its deal's earlier states behind it (a resumed match:
        the moves played before the game was closed can be taken back as before)."""
        self._states = state.positions()
        self._cursor = len(self._states) - 1

    def clear(self) -> None:
        """Forget the deal's states (a new deal); ``used`` stays for the match."""
        self._states = []
        self._cursor = -1

    def new_match(self) -> None:
        """Forget everything, the practice flag included."""
        self.clear()
        self.used = False

    # -- moving ------------------------------------------------------------
    def undo(self) -> DealState | None:
        """The state before the human's last decision, or None if there is nothing to undo."""
        i = self._undo_index()
        if i is None:
            return None
        self._cursor = i
        self.used = True
        return self._states[i]

    def redo(self) -> DealState | None:
        """The state an undo left (the human's next decision), or None if nothing was undone."""
        j = self._redo_index()
        if j is None:
            return None
        self._cursor = j
        return self._states[j]


def apply_to_match(match: Match, state: DealState) -> DealState:
    """Put ``state`` (from ``UndoHistory``) into the match; returns the state it replaces.

    Going back uses ``Match.restart_deal``, which also takes back the score
    of a deal that had already ended, so undoing the move that ended a deal
    reopens it.  Going forward (redo) replays the actions with
    ``Match.apply``, so a redone deal end is scored exactly as the first
    time.  The caller (the controller) then emits the usual
    ``stateChanged(old, match.state)`` (and ``dealOver`` if the deal is
    over) so the table animates, and lets the computer think if it is its
    turn.  ValueError if the state is not of the deal being played.
    """
    old = match.state
    if not _same_deal(old, state):
        raise ValueError("that state does not belong to the deal being played")
    have, want = old.actions, state.actions
    if not old.is_over and len(want) >= len(have) and want[: len(have)] == have:
        for action in want[len(have) :]:
            match.apply(action)
        return old
    if state.is_over:
        raise ValueError("a finished deal can only be reached by replaying its moves")
    match.restart_deal(state)
    return old


@dataclass(frozen=True)
class Hint:
    """One hint the player asked for: where, what was advised and why (a reason id)."""

    deal_number: int
    move_number: int
    action: str
    reason: str = ""


class HintTracker:
    """The hints taken in the current match (any hint makes it a practice match)."""

    def __init__(self) -> None:
        self.hints: list[Hint] = []

    @property
    def used(self) -> bool:
        return bool(self.hints)

    @property
    def count(self) -> int:
        return len(self.hints)

    def record(self, deal_number: int, state: DealState, action: str, reason: str = "") -> Hint:
        """Note a hint given in ``state`` (its move number is the actions played so far)."""
        hint = Hint(deal_number, len(state.history), action, reason)
        self.hints.append(hint)
        return hint

    def in_deal(self, deal_number: int) -> list[Hint]:
        return [h for h in self.hints if h.deal_number == deal_number]

    def new_match(self) -> None:
        self.hints.clear()


def is_practice(undo: UndoHistory, hints: HintTracker, show_opponent_cards: bool = False) -> bool:
    """Whether the match must be counted as practice: undo, hints or open cards were used."""
    return undo.used or hints.used or show_opponent_cards


@dataclass(frozen=True)
class PracticeMarks:
    """What made a match practice, as the save file keeps it (so a resumed one stays practice)."""

    undo: bool = False
    hints: int = 0
    opponent_cards_shown: bool = False

    @property
    def any(self) -> bool:
        return self.undo or self.hints > 0 or self.opponent_cards_shown

    def to_json(self) -> dict[str, object]:
        # "open_cards" is the key saves have always used for opponent_cards_shown
        shown = self.opponent_cards_shown
        return {"undo": self.undo, "hints": self.hints, "open_cards": shown}

    @classmethod
    def from_json(cls, data: object) -> PracticeMarks:
        """Marks read back from a save file; anything odd counts as no mark."""
        if not isinstance(data, dict):
            return cls()
        hints = data.get("hints", 0)
        return cls(
            undo=data.get("undo") is True,
            hints=hints
            if isinstance(hints, int) and not isinstance(hints, bool) and hints > 0
            else 0,
            opponent_cards_shown=data.get("open_cards") is True,
        )
