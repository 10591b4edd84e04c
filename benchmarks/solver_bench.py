"""Time the exact endgame solver on random 6-against-6 known-card classic endgames.

The positions are the first lead after the talon is exhausted (every card is
known to both players), reached by random legal play from seeded deals; the
exact solver (``native``: the compiled core when built) computes the exact
game-point value of the position, then of every legal move.

It also times the three/four-player solver (``ai/team_solver.py``) at the
number of cards from which the expert uses it (``ai.levels.EXACT_CARDS``), on
positions of each preset reached by random legal play (no declaring), and in
``three-hand`` the compiled solver of the same positions (``native.team_value``).

    python -m benchmarks.solver_bench --positions 500
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from sixtysix_qt.ai.toolkit import EXACT_CARDS, TeamSolver, cards_left, native
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import DECLARE_MOVE
from sixtysix_qt.engine.state import DealState


def six_against_six(seed: int) -> DealState | None:
    """Random legal play (no closing, no declaring) until the talon is exhausted."""
    rng = random.Random(seed)
    state = new_deal("classic", seed=seed, dealer=seed % 2)
    while not state.is_over and (state.talon or state.trick):
        state = state.apply_move(rng.choice([m for m in state.legal_moves() if m >> 6 < 3]))
    if state.is_over or bin(state.hands[0]).count("1") != 6:
        return None
    return state


def team_position(preset: str, seed: int, left: int) -> DealState | None:
    """Random legal play until the talon is gone and exactly ``left`` cards remain."""
    rng = random.Random(seed)
    seats = 3 if preset == "three-hand" else 4
    state = new_deal(preset, seed=seed, dealer=seed % seats)
    while state.result is None:
        if state.phase == "play" and not state.talon and cards_left(state) <= left:
            return state if cards_left(state) == left else None
        state = state.apply_move(rng.choice([m for m in state.legal_moves() if m != DECLARE_MOVE]))
    return None


def team_line(preset: str, left: int, positions: int) -> str:
    times: list[float] = []
    compiled: list[float] = []
    seed = 0
    while len(times) < positions and seed < 50 * positions:
        seed += 1
        state = team_position(preset, seed, left)
        if state is None:
            continue
        side = state.side_of(state.to_move)
        t0 = time.perf_counter()
        TeamSolver(side).value(state)
        times.append(time.perf_counter() - t0)
        if native.compiled_three(state):
            t0 = time.perf_counter()
            native.team_value(state, side)
            compiled.append(time.perf_counter() - t0)
    line = f"{preset}, {left} cards left, {len(times)} positions: {_spread(times)}"
    return line + (f"; compiled (ai/core/three.c): {_spread(compiled)}" if compiled else "")


def _spread(times: list[float]) -> str:
    times = sorted(times)
    return (
        f"median {statistics.median(times) * 1000:.2f} ms, "
        f"p95 {times[int(0.95 * len(times))] * 1000:.2f} ms, max {times[-1] * 1000:.2f} ms"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=500)
    ns = parser.parse_args(argv)
    times: list[float] = []
    all_moves: list[float] = []
    nodes: list[int] = []
    seed = 0
    while len(times) < ns.positions:
        seed += 1
        state = six_against_six(seed)
        if state is None:
            continue
        n0, t0 = native.node_count(), time.perf_counter()
        native.world_value(state, state.to_move)
        times.append(time.perf_counter() - t0)
        nodes.append(native.node_count() - n0)
        t0 = time.perf_counter()
        native.world_values(state, state.to_move, native.legal_moves(state))
        all_moves.append(time.perf_counter() - t0)
    times.sort()
    print(f"$ python -m benchmarks.solver_bench --positions {ns.positions}")
    print(
        f"{len(times)} random 6-against-6 classic endgames: "
        f"median {statistics.median(times) * 1000:.2f} ms, "
        f"p95 {times[int(0.95 * len(times))] * 1000:.2f} ms, max {times[-1] * 1000:.2f} ms; "
        f"median {statistics.median(nodes):.0f} nodes"
    )
    all_moves.sort()
    print(
        f"exact value of every legal move (what a player needs to choose): "
        f"median {statistics.median(all_moves) * 1000:.2f} ms, "
        f"p95 {all_moves[int(0.95 * len(all_moves))] * 1000:.2f} ms, max {all_moves[-1] * 1000:.2f} ms"
    )
    print("three/four-player solver at the expert's threshold (ai.levels.EXACT_CARDS):")
    for preset, left in EXACT_CARDS.items():
        print("  " + team_line(preset, left, min(ns.positions, 200)))


if __name__ == "__main__":
    main()
