"""Speed of the exact world solver: compiled (``ai/core``) against pure Python.

Positions come from deals played by the medium heuristics; each is solved
for every legal move of the seat to move (one ``native.world_values`` call,
as the expert does for a whole world), grouped by the cards left in the
hands and talon.  The pure-Python fallback (``team_solver``) is timed on the
small sizes only (it needs seconds a position beyond them); both must give
the same values, which this run checks too.  Figures go to stdout and, with
``--out``, to a Markdown file.

    python -m benchmarks.native_bench --deals 20 --largest 17
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from sixtysix_qt.ai.toolkit import TeamSolver, heuristic_choice, info_from_state, native
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import DECLARE_MOVE

#: the largest size the pure-Python fallback is timed at
PURE_UP_TO = 13


def positions(preset: str, deals: int, largest: int) -> list[tuple[int, Any]]:
    """(cards left, state) of every talon-phase decision with a choice, up to ``largest``."""
    rng = random.Random(5)
    out = []
    for seed in range(deals):
        state = new_deal(preset, seed=seed)
        while state.result is None and not state.closed and state.talon:
            size = sum(h.bit_count() for h in state.hands) + len(state.talon)
            if size <= largest and len(state.legal_moves()) > 1:
                out.append((size, state))
            move, _ = heuristic_choice(info_from_state(state, state.to_move), rng, 1.0)
            state = state.apply_move(move)
    return out


def _moves(state: Any) -> list[int]:
    return [m for m in state.legal_moves() if m != DECLARE_MOVE]


def _pure(state: Any) -> dict[int, float]:
    solver = TeamSolver(state.to_move)
    return {m: solver.value(state.apply_move(m)) for m in _moves(state)}


def measure(preset: str, deals: int, largest: int) -> list[str]:
    """One Markdown table row per size."""
    by_size: dict[int, list[tuple[float, int, float | None]]] = {}
    for size, state in positions(preset, deals, largest):
        n0 = native.node_count()
        t0 = time.perf_counter()
        values = native.world_values(state, state.to_move, _moves(state))
        compiled = time.perf_counter() - t0
        pure = None
        if size <= PURE_UP_TO:
            t0 = time.perf_counter()
            if _pure(state) != values:
                raise SystemExit(f"values differ in {preset}: {state.history}")
            pure = time.perf_counter() - t0
        by_size.setdefault(size, []).append((compiled, native.node_count() - n0, pure))
    rows = []
    for size in sorted(by_size):
        runs = by_size[size]
        times = sorted(r[0] for r in runs)
        pures = [r[2] for r in runs if r[2] is not None]
        pure = f"{statistics.median(pures) * 1e3:.1f}" if pures else "-"
        rows.append(
            f"| {preset} | {size} | {len(runs)} | {statistics.median(times) * 1e3:.2f} "
            f"| {times[int(len(times) * 0.9)] * 1e3:.2f} | {times[-1] * 1e3:.2f} "
            f"| {statistics.median(r[1] for r in runs):,.0f} | {pure} |"
        )
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--largest", type=int, default=18, help="largest size timed")
    parser.add_argument("--out", help="write the table to this Markdown file too")
    ns = parser.parse_args(argv)
    if not native.COMPILED:
        raise SystemExit("native_bench: the compiled solver is not built (pip install -e .)")
    lines = [
        "| preset | cards left (hands + talon) | positions | compiled median ms "
        "| p90 ms | max ms | nodes (median) | pure Python median ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    # the first solve touches the solver's table (24 MB) page by page: not timed
    for _size, warm in positions("schnapsen", 3, 14):
        native.world_values(warm, warm.to_move, _moves(warm))
    for preset in ("schnapsen", "classic"):
        lines += measure(preset, ns.deals, ns.largest)
    text = "\n".join(lines)
    print(text)
    if ns.out:
        header = (
            "# Exact world solver: compiled and pure Python\n\n"
            "`python -m benchmarks.native_bench "
            f"--deals {ns.deals} --largest {ns.largest}`: every legal move of a talon-phase "
            "position solved at once (as the expert solves a sampled world); values checked "
            f"equal to the pure-Python fallback up to {PURE_UP_TO} cards.\n\n"
        )
        with open(ns.out, "w", encoding="utf-8") as out:
            out.write(header + text + "\n")


if __name__ == "__main__":
    main()
