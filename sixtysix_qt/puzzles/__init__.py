"""Bundled endgame puzzles: load them, check them with the exact solver, play them.

A puzzle is a two-player position (classic or schnapsen) with the talon
closed or used up, stored as the deal document that leads to it; the exact
solver (``ai.native``) proves that exactly one first move reaches the best
result.  ``make.py`` builds ``puzzles.json``; nothing here needs Qt.
"""

from .model import (
    GOALS,
    PUZZLE_FILE,
    Puzzle,
    PuzzleError,
    PuzzleGame,
    SolvedStore,
    check_puzzle,
    defence_move,
    hero_value,
    load_puzzles,
)

__all__ = [
    "GOALS",
    "PUZZLE_FILE",
    "Puzzle",
    "PuzzleError",
    "PuzzleGame",
    "SolvedStore",
    "check_puzzle",
    "defence_move",
    "hero_value",
    "load_puzzles",
]
