"""A puzzle on the table: the player's moves against the solver's best defence.

``PuzzleController`` is a ``GameController`` whose computer seat is the
exact solver (``puzzles.defence_move``), so the defence runs in the usual
worker and the table animates it like any move.  It can start the puzzle
again, step through the stored solution, and tell when the goal is reached
or out of reach.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from sixtysix_qt.engine import Action, DealState, Match
from sixtysix_qt.engine.moves import move_text
from sixtysix_qt.review.puzzles import Puzzle, defence_move, goal_reached, hero_value

from ..play.controller import COMPUTER, HUMAN, GameController, GameSetup


class SolverDefence:
    """The defending seat: the solver's best reply in the full position (a double-dummy puzzle)."""

    def __init__(self, start: DealState, hero: int) -> None:
        self.start = start
        self.hero = hero

    def choose(self, observation: dict[str, Any], deadline: Any = None, cancel: Any = None) -> str:
        state = self.start
        for _seat, action in observation["history"][len(self.start.history) :]:
            state = state.apply(action)
        return move_text(defence_move(state, self.hero))


class PuzzleController(GameController):
    """Plays one puzzle; ``outcome(str)``: "solved", "shown" (the solution was played),
    "failed" (the goal is out of reach) or "" (started again)."""

    outcome = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.puzzle: Puzzle | None = None
        self.start: DealState | None = None
        self.showing_solution = False
        self.player_factory = self._defence
        self.pace_ms = 500
        self.stateChanged.connect(self._judge)

    def _defence(self, _level: str, _seed: int | None) -> SolverDefence:
        assert self.start is not None and self.puzzle is not None
        return SolverDefence(self.start, self.puzzle.seat)

    def load(self, puzzle: Puzzle) -> None:
        """Put the puzzle's start position on the table."""
        self.puzzle = puzzle
        self.start = puzzle.state()
        self.showing_solution = False
        match = Match(puzzle.preset, seed=0, first_dealer=puzzle.dealer)
        match.state = self.start
        seats = tuple(HUMAN if s == puzzle.seat else COMPUTER for s in range(2))
        self.resume(match, GameSetup(preset=puzzle.preset, level="expert", seats=seats))

    def retry(self) -> None:
        """Back to the start position (the solution mode ends)."""
        self.showing_solution = False
        if self.start is not None and self.state != self.start:
            self.restore(self.start)
        self.outcome.emit("")

    def show_solution(self) -> None:
        """Start again and let :meth:`solution_step` play the solver's line."""
        self.retry()
        self.showing_solution = True

    def solution_step(self) -> bool:
        """Play the solution's next move of the player (the defence answers); False at the end."""
        if self.puzzle is None or self.start is None or self.state is None:
            return False
        line = self.puzzle.solution
        played = self.state.actions[len(self.start.actions) :]
        if played != line[: len(played)]:
            self.restore(self.start)  # the player left the line: start it from the beginning
            played = []
        state = self.state
        if len(played) >= len(line) or state.is_over or state.to_move != self.puzzle.seat:
            return False
        self.showing_solution = True
        self.force(Action.parse(line[len(played)]))
        return True

    def goal_value(self, state: DealState) -> int:
        """The best result the player can still force from ``state`` (solver, both perfect)."""
        assert self.puzzle is not None
        values = hero_value(state, self.puzzle.seat).values()
        return max(values) if state.to_move == self.puzzle.seat else min(values)

    def _judge(self, _old: DealState | None, new: DealState) -> None:
        if self.puzzle is None:
            return
        if new.is_over:
            solved = goal_reached(self.puzzle, new.result)
            if solved:
                self.outcome.emit("shown" if self.showing_solution else "solved")
            else:
                self.outcome.emit("failed")
        elif new != self.start and self.goal_value(new) < self.puzzle.value:
            self.outcome.emit("failed")
