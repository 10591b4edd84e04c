"""Make the bundled puzzles from random deals, or re-check them: ``python -m tools.make_puzzles [--check]``.

Deals are played by two ``medium`` computer players from fixed seeds; once
the talon is closed or used up, the first position where the seat to move
has at least three cards, can win, has exactly one best first move (by the
exact solver) and needs at least two of its moves to get there becomes a
puzzle, seen from seat 0 (the seats swapped when the other is to move).
The same seeds always give the same file.  ``--check`` re-verifies every stored puzzle and exits 1 on any
problem.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.review.puzzles import (
    PUZZLE_FILE,
    Puzzle,
    check_puzzle,
    difficulty,
    goal_of,
    hero_value,
    load_puzzles,
    mirrored,
    playable,
    principal_line,
    save_puzzles,
)

PRESETS = ("classic", "schnapsen")
PER_PRESET = 60
MIN_CARDS = 3
#: the solution must take at least this many of the solver's seat's moves
MIN_SOLUTION = 2


def _find(state: DealState, number: int, preset: str) -> Puzzle | None:
    """A puzzle at the first fitting position of a played deal, or None."""
    start = new_deal(preset, deck=state.deck_codes, dealer=state.dealer)
    position = start
    for i, (_seat, action) in enumerate(state.history):
        puzzle = _puzzle_at(position, state, i, number, preset)
        if puzzle is not None:
            return puzzle
        position = position.apply(action)
    return None


def _puzzle_at(
    position: DealState, final: DealState, i: int, number: int, preset: str
) -> Puzzle | None:
    if not playable(position) or position.trick:
        return None
    if position.to_move != 0:
        position = mirrored(position)  # the player sits at seat 0, at the bottom of the table
    hero = position.to_move
    if bin(position.hands[hero]).count("1") < MIN_CARDS:
        return None
    values = hero_value(position, hero)
    top = max(values.values())
    if top < 1 or sum(v == top for v in values.values()) != 1:
        return None
    wrong = sum(v < top for v in values.values())
    line, end = principal_line(position, hero)
    hero_moves = 0
    probe = position
    for action in line:
        hero_moves += probe.to_move == hero
        probe = probe.apply(action)
    if hero_moves < MIN_SOLUTION:
        return None
    goal, goal_number = goal_of(end, hero, top)
    return Puzzle(
        id=f"{preset[0]}{number:03d}",
        preset=preset,
        dealer=position.dealer,
        deck=position.deck_codes,
        actions=[a for _s, a in final.history[:i]],
        seat=hero,
        goal=goal,
        number=goal_number,
        value=top,
        difficulty=difficulty(hero_moves, wrong),
        solution=line,
    )


def _play(preset: str, seed: int) -> DealState:
    state = new_deal(preset, seed=seed, dealer=seed % 2)
    players = [make_player("medium", seed=seed * 2 + s, time_limit=None) for s in (0, 1)]
    while not state.is_over:
        seat = state.to_move
        state = state.apply(players[seat].choose(state.observation(seat)))
    return state


def make(per_preset: int = PER_PRESET) -> list[Puzzle]:
    """``per_preset`` puzzles of each preset, from deals seeded 1, 2, 3, ..."""
    out: list[Puzzle] = []
    for preset in PRESETS:
        found = 0
        seed = 0
        while found < per_preset:
            seed += 1
            puzzle = _find(_play(preset, seed), found + 1, preset)
            if puzzle is not None:
                out.append(puzzle)
                found += 1
    return out


def check(puzzles: list[Puzzle]) -> list[str]:
    problems = []
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        problems.append("two puzzles share an id")
    for p in puzzles:
        problems.extend(check_puzzle(p))
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_puzzles")
    parser.add_argument("--check", action="store_true", help="re-verify the bundled puzzles")
    parser.add_argument("--count", type=int, default=PER_PRESET, help="puzzles per preset")
    args = parser.parse_args(argv)
    if args.check:
        puzzles = load_puzzles()
        problems = check(puzzles)
        for line in problems:
            print(line, file=sys.stderr)
        print(f"{len(puzzles)} puzzles checked, {len(problems)} problems")
        return 1 if problems else 0
    puzzles = make(args.count)
    save_puzzles(puzzles)
    print(f"{len(puzzles)} puzzles written to {PUZZLE_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
