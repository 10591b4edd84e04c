"""Bundled endgame puzzles: what a puzzle is, how the solver checks it, and a puzzle being played.

A puzzle is a two-player position (classic or schnapsen) with the talon
closed or used up, stored as the deal document that leads to it; the exact
solver (``ai.native``) proves that exactly one first move reaches the best
result.  ``tools/make_puzzles.py`` builds ``puzzles.json``; nothing here needs Qt.

The solver's values are game points for the puzzle's seat: +1..+3 a win,
negative a loss.  The defence is the solver's best reply (the move that
leaves the seat the least, the lowest move id among equals) so a puzzle
plays the same way every time.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..ai import native
from ..ai.common import side_value
from ..engine import DealState, IllegalAction, new_deal
from ..engine.moves import move_text
from ..engine.scoring import Result
from ..storage import SaveBlocked, atomic_write, quarantine
from ..userfiles import UserFileError, read_json

PUZZLE_FILE = Path(__file__).with_name("puzzles.json")
PUZZLE_FORMAT = "sixtysix/puzzles"
#: goal id -> English sentence with {n} (the GUI translates by id)
GOALS: dict[str, str] = {
    "win_points": "Win the deal with {n} game points.",
    "reach_target": "Reach {n} and win the deal.",
}


class PuzzleError(ValueError):
    """The puzzle file or one puzzle is not what the solver proved."""


@dataclass(frozen=True)
class Puzzle:
    """One endgame: the deal that leads to it, whose move it is, and what to reach."""

    id: str
    preset: str
    dealer: int
    deck: list[str]
    actions: list[str]
    seat: int
    goal: str
    number: int
    value: int  # the best result in game points for the seat
    difficulty: int  # 1 (easy) to 5
    solution: list[str] = field(default_factory=list)  # both sides' moves, best play
    themes: list[str] = field(default_factory=list)  # ids of puzzle_quality.THEMES
    subtle: bool = False  # the key move is not the obvious card (puzzle_quality.obvious)

    def state(self) -> DealState:
        """The start position (raises PuzzleError when the deal does not replay)."""
        try:
            state = new_deal(self.preset, deck=self.deck, dealer=self.dealer)
            for action in self.actions:
                state = state.apply(action)
        except (ValueError, TypeError, IllegalAction) as err:
            raise PuzzleError(f"puzzle {self.id}: {err}") from None
        return state

    def to_dict(self) -> dict[str, Any]:
        doc = asdict(self)
        doc["deck"] = " ".join(self.deck)
        return doc

    @staticmethod
    def from_dict(doc: Any) -> Puzzle:
        try:
            fields = dict(doc)
            fields["deck"] = str(fields["deck"]).split()
            puzzle = Puzzle(**fields)
        except (TypeError, ValueError, KeyError) as err:
            raise PuzzleError(f"not a puzzle ({err})") from None
        if puzzle.goal not in GOALS:
            raise PuzzleError(f"puzzle {puzzle.id}: unknown goal {puzzle.goal!r}")
        return puzzle


def load_puzzles(path: Path | str = PUZZLE_FILE) -> list[Puzzle]:
    """Every puzzle of a puzzles file; PuzzleError when the file is not one."""
    try:
        doc: Any = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise PuzzleError(f"the puzzles file could not be read ({err})") from None
    if not isinstance(doc, dict) or doc.get("format") != PUZZLE_FORMAT:
        raise PuzzleError("not a puzzles file")
    return [Puzzle.from_dict(p) for p in doc.get("puzzles", [])]


def save_puzzles(puzzles: list[Puzzle], path: Path | str = PUZZLE_FILE) -> None:
    lines = ",\n".join(json.dumps(p.to_dict(), separators=(",", ":")) for p in puzzles)
    head = f'{{"format":"{PUZZLE_FORMAT}","version":2,"puzzles":[\n'
    atomic_write(Path(path), head + lines + "\n]}\n")


def hero_value(state: DealState, hero: int) -> dict[int, int]:
    """Exact game points for ``hero`` of every legal move of the seat to move."""
    values = native.world_values(state, hero, native.legal_moves(state))
    return {m: int(v) for m, v in values.items()}


def defence_move(state: DealState, hero: int) -> int:
    """The defender's best reply: least for the hero, lowest move id among equals."""
    values = hero_value(state, hero)
    worst = min(values.values())
    return min(m for m, v in values.items() if v == worst)


def best_moves(state: DealState, hero: int) -> list[int]:
    values = hero_value(state, hero)
    top = max(values.values())
    return sorted(m for m, v in values.items() if v == top)


def principal_line(state: DealState, hero: int) -> tuple[list[str], DealState]:
    """Best play by both sides to the end (hero: lowest best move id)."""
    line = []
    while not state.is_over:
        move = best_moves(state, hero)[0] if state.to_move == hero else defence_move(state, hero)
        line.append(move_text(move))
        state = state.apply_move(move)
    return line, state


def difficulty(solution_moves: int, losing_moves: int) -> int:
    """1-5: longer solutions and more first moves that fall short are harder."""
    score = 1 + min(2, max(0, solution_moves - 2)) + (losing_moves >= 4) + (losing_moves >= 6)
    return max(1, min(5, score))


def mirrored(state: DealState) -> DealState:
    """The same two-player position with the seats swapped (the other seat deals)."""
    swapped = new_deal(
        state.preset, deck=state.deck_codes, dealer=1 - state.dealer, **state.options
    )
    for action in state.actions:
        swapped = swapped.apply(action)
    return swapped


def playable(state: DealState) -> bool:
    """Two players and every card out of the talon's reach (closed or used up)."""
    return state.shape.players == 2 and not state.is_over and (state.closed or not state.talon)


def check_puzzle(puzzle: Puzzle) -> list[str]:
    """What is wrong with a puzzle by the exact solver ([] when it holds)."""
    try:
        state = puzzle.state()
    except PuzzleError as err:
        return [str(err)]
    if not playable(state):
        return [f"{puzzle.id}: not a two-player endgame with the talon closed or used up"]
    if state.to_move != puzzle.seat:
        return [f"{puzzle.id}: seat {puzzle.seat} is not to move"]
    values = hero_value(state, puzzle.seat)
    top = max(values.values())
    problems = []
    winners = [m for m, v in values.items() if v == top]
    if len(winners) != 1:
        problems.append(f"{puzzle.id}: {len(winners)} first moves reach the best result")
    if top != puzzle.value:
        problems.append(f"{puzzle.id}: the best result is {top}, not {puzzle.value}")
    line, end = principal_line(state, puzzle.seat)
    if line != puzzle.solution:
        problems.append(f"{puzzle.id}: the stored solution is not the solver's line")
    if end.result is None or side_value(end.result, puzzle.seat) != top:
        problems.append(f"{puzzle.id}: the solution does not reach the best result")
    hero_moves = sum(1 for i in range(len(line)) if _mover(state, line, i) == puzzle.seat)
    wrong = sum(1 for v in values.values() if v < top)
    if difficulty(hero_moves, wrong) != puzzle.difficulty:
        problems.append(f"{puzzle.id}: difficulty should be {difficulty(hero_moves, wrong)}")
    if goal_of(end, puzzle.seat, top) != (puzzle.goal, puzzle.number):
        problems.append(f"{puzzle.id}: the goal does not match the best line")
    return problems


def _mover(state: DealState, line: list[str], i: int) -> int:
    for action in line[:i]:
        state = state.apply(action)
    return state.mover


def goal_reached(puzzle: Puzzle, result: Result | None) -> bool:
    """The deal's ``result`` reaches the puzzle's goal: its seat has the game points asked."""
    return result is not None and side_value(result, puzzle.seat) >= puzzle.value


def goal_of(end: DealState, hero: int, value: int) -> tuple[str, int]:
    """The goal a solution proves: reach the target (one game point), or N game points."""
    if value == 1 and end.result and end.result["reason"] in ("declared", "closed_made"):
        return "reach_target", end.shape.deal_target
    return "win_points", value


class PuzzleGame:
    """One attempt at a puzzle: the player's moves, the solver's best defence."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.hero = puzzle.seat
        self.start = puzzle.state()
        self.state = self.start

    def retry(self) -> None:
        self.state = self.start

    def legal(self) -> list[str]:
        return self.state.legal_actions() if self.state.to_move == self.hero else []

    def play(self, action: str) -> list[str]:
        """Play the hero's move, then the defence; returns the defence's moves."""
        if self.state.to_move != self.hero:
            raise IllegalAction("it is not your turn in this puzzle")
        self.state = self.state.apply(action)
        replies = []
        while not self.state.is_over and self.state.to_move != self.hero:
            move = defence_move(self.state, self.hero)
            replies.append(move_text(move))
            self.state = self.state.apply_move(move)
        return replies

    @property
    def still_possible(self) -> bool:
        """The goal can still be reached from here against the best defence."""
        if self.state.is_over:
            return self.solved
        return max(hero_value(self.state, self.hero).values()) >= self.puzzle.value

    @property
    def solved(self) -> bool:
        return goal_reached(self.puzzle, self.state.result)

    def hint(self) -> str | None:
        """The next move of the solution line from here, if the goal is still reachable."""
        if self.state.to_move != self.hero or not self.still_possible:
            return None
        return move_text(best_moves(self.state, self.hero)[0])

    def solution_states(self) -> list[DealState]:
        """The start position and the position after each move of the stored solution."""
        out = [self.start]
        for action in self.puzzle.solution:
            out.append(out[-1].apply(action))
        return out


SOLVED_NAME = "puzzles-solved.json"


class SolvedStore:
    """The ids of the puzzles the player has solved, in the data folder."""

    def __init__(self, folder: Path | str) -> None:
        self.path = Path(folder) / SOLVED_NAME
        self.problem: str | None = None
        self.blocked = False
        self.ids: set[str] = self._read()

    def _read(self) -> set[str]:
        if not self.path.exists():
            return set()
        try:
            doc = read_json(self.path)  # regular files only, size and nesting limits
            ids = doc["solved"] if isinstance(doc, dict) else None
            if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
                raise ValueError("no list of solved puzzles")
            return set(ids)
        except (OSError, ValueError, KeyError, UserFileError) as err:
            try:
                moved = quarantine(self.path)
                self.problem = (
                    f"The solved-puzzles file was damaged ({err}); moved to {moved.name}."
                )
            except OSError:
                self.problem = f"The solved-puzzles file was damaged ({err})."
                self.blocked = True  # not moved aside: never write over it
            return set()

    def mark(self, puzzle_id: str) -> None:
        if puzzle_id in self.ids:
            return
        self.ids.add(puzzle_id)
        if self.blocked:
            raise SaveBlocked("the damaged solved-puzzles file could not be moved aside")
        atomic_write(self.path, json.dumps({"version": 1, "solved": sorted(self.ids)}, indent=1))

    def __contains__(self, puzzle_id: object) -> bool:
        return puzzle_id in self.ids


__all__ = [
    "goal_reached",
    "GOALS",
    "PUZZLE_FILE",
    "Puzzle",
    "PuzzleError",
    "PuzzleGame",
    "SolvedStore",
    "best_moves",
    "check_puzzle",
    "defence_move",
    "difficulty",
    "goal_of",
    "hero_value",
    "load_puzzles",
    "mirrored",
    "playable",
    "principal_line",
    "save_puzzles",
]
