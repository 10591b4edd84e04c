"""Make the bundled puzzles from random deals, or re-check them: ``python -m tools.make_puzzles [--check]``.

Deals are played by two ``medium`` computer players from fixed seeds; once
the talon is closed or used up, the first position where the seat to move
has at least three cards, can win, has exactly one best first move (by the
exact solver) and needs at least two of its moves to get there becomes a
puzzle, seen from seat 0 (the seats swapped when the other is to move).
The same seeds always give the same file.  ``--check`` re-verifies every
stored puzzle (the exact solver, and ``review.puzzle_quality``: fair in every
deal of the unseen cards, not solved by greed, themes and subtlety as
stored) and exits 1 on any problem.

Curating and adding, in modest batches (the solver runs for every position):

    nice python -m tools.make_puzzles --curate       # drop unfair and greedy ones
    nice python -m tools.make_puzzles --extend 160 --subtle 55 --seed 1000 --deals 300

A new puzzle never takes the id of one in the file, nor of one curated away in
the same run (``--taken`` names those of earlier runs): a player's solved list
names puzzles by id.  Issue 52 (coach-4 defect 4) curated away the 45 puzzles
the trick-points greed solves and extended the file to 153 (55 subtle):
``--curate --extend 153 --subtle 51 --seed 5000 --deals 2000``.

``--extend`` plays deals from ``--seed`` on and takes, at any fitting
position (not only the first), puzzles that are fair and not solved by
greed, a subtle one (key move not the obvious card) always and an obvious
one only while the file still has room for the subtle ones it needs.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import replace

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.engine.moves import parse_move
from sixtysix_qt.review.puzzle_quality import (
    every_card_known,
    fairness,
    greedy_solves,
    obvious,
    quality_problems,
    themes,
)
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
#: at most this many puzzles from one deal (variety)
PER_DEAL = 2
#: --extend saves after every batch of this many deals
BATCH = 50


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
        problems.extend(check_puzzle(p) or quality_problems(p))
    return problems


def annotated(p: Puzzle) -> Puzzle:
    """The puzzle with its themes and subtlety as its position says."""
    key = parse_move(p.solution[0])
    subtle = not obvious(p.state(), p.seat, key)
    return replace(p, themes=themes(p), subtle=subtle)


def worth_keeping(p: Puzzle) -> bool:
    """Fair (every card known, or the key move wins in every deal of the unseen cards)
    and not solved by one-ply greed."""
    state = p.state()
    if not every_card_known(state) and not fairness(p).fair:
        return False
    return not greedy_solves(p)


def curate(puzzles: list[Puzzle]) -> list[Puzzle]:
    return [annotated(p) for p in puzzles if worth_keeping(p)]


def _candidates(final: DealState, preset: str) -> list[Puzzle]:
    """A puzzle at every fitting position of a played deal (numbered 0: renumbered later)."""
    out = []
    position = new_deal(preset, deck=final.deck_codes, dealer=final.dealer)
    for i, (_seat, action) in enumerate(final.history):
        puzzle = _puzzle_at(position, final, i, 0, preset)
        if puzzle is not None and worth_keeping(puzzle):
            out.append(annotated(puzzle))
        position = position.apply(action)
    return out


def extend(
    puzzles: list[Puzzle],
    total: int,
    subtle: int,
    seed: int,
    deals: int,
    taken_ids: Sequence[str] = (),
) -> list[Puzzle]:
    """Add puzzles from deals ``seed``.. until ``total`` with ``subtle`` subtle ones.

    New ids never take the number of a puzzle in the file or in ``taken_ids`` (those
    curated away): a player's solved list names puzzles by id."""
    out = list(puzzles)
    seen = {(p.deck and " ".join(p.deck), len(p.actions)) for p in out}
    ids = [p.id for p in out] + list(taken_ids)
    numbers = {pr: max([int(i[1:]) for i in ids if i[0] == pr[0]] + [100]) for pr in PRESETS}
    for n in range(deals):
        preset = PRESETS[n % len(PRESETS)]
        have_subtle = sum(p.subtle for p in out)
        if len(out) >= total and have_subtle >= subtle:
            break
        taken = 0
        for cand in _candidates(_play(preset, seed + n), preset):
            key = (" ".join(cand.deck), len(cand.actions))
            room_for_obvious = total - len(out) > subtle - sum(p.subtle for p in out)
            if key in seen or taken >= PER_DEAL or not (cand.subtle or room_for_obvious):
                continue
            seen.add(key)
            taken += 1
            numbers[preset] += 1
            out.append(replace(cand, id=f"{preset[0]}{numbers[preset]:03d}"))
            print(f"deal {seed + n}: {out[-1].id} subtle={cand.subtle} {cand.themes}", flush=True)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_puzzles")
    parser.add_argument("--check", action="store_true", help="re-verify the bundled puzzles")
    parser.add_argument("--count", type=int, default=PER_PRESET, help="puzzles per preset")
    parser.add_argument("--curate", action="store_true", help="drop unfair and greedy puzzles")
    parser.add_argument("--extend", type=int, metavar="TOTAL", help="add puzzles up to TOTAL")
    parser.add_argument("--subtle", type=int, default=0, help="with --extend: subtle ones wanted")
    parser.add_argument("--seed", type=int, default=1000, help="with --extend: first deal seed")
    parser.add_argument("--deals", type=int, default=200, help="with --extend: deals to try")
    parser.add_argument(
        "--taken", nargs="*", default=[], help="ids of puzzles removed earlier: never given again"
    )
    args = parser.parse_args(argv)
    if args.curate or args.extend:
        puzzles = load_puzzles()
        taken = [p.id for p in puzzles] + args.taken
        if args.curate:
            puzzles = curate(puzzles)
        save_puzzles(puzzles)
        for start in range(args.seed, args.seed + args.deals, BATCH) if args.extend else ():
            batch = min(BATCH, args.seed + args.deals - start)
            puzzles = extend(puzzles, args.extend, args.subtle, start, batch, taken)
            save_puzzles(puzzles)  # a long run keeps what it found so far
        subtle = sum(p.subtle for p in puzzles)
        print(f"{len(puzzles)} puzzles ({subtle} subtle) written to {PUZZLE_FILE}")
        return 0
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
