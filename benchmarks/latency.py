"""Move time of one level on the clock, every preset: median, p95 and max per decision.

The measured level sits in seat 0 (and seat 2 with partners); the other seats
play ``medium`` so the run costs little besides the decisions measured.  Only
decisions with more than one legal action count, timed around ``choose``
exactly as the table calls it (the level's own thinking time, no deadline).

    nice -n 19 python -m benchmarks.latency expert --deals 6
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from sixtysix_qt.ai import LEVELS, make_player
from sixtysix_qt.engine import new_deal

PRESETS = ("schnapsen", "classic", "three-hand", "four-hand", "bidding")


def deal_latencies(preset: str, level: str, seed: int) -> list[float]:
    """Seconds per decision of ``level`` over one deal."""
    state = new_deal(preset, seed=seed, dealer=seed % 2)
    n = state.num_players
    mine = {0, 2} if state.shape.teams else {0}
    players = [make_player(level if s in mine else "medium", seed=seed * n + s) for s in range(n)]
    out = []
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(obs)
        if seat in mine and len(obs["legal_actions"]) > 1:
            out.append(time.perf_counter() - t0)
        state = state.apply(action)
    return out


def line(preset: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{preset:>10}: median {statistics.median(ordered) * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms ({len(ordered)} decisions)"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("level", choices=LEVELS)
    parser.add_argument("--deals", type=int, default=6, help="deals per preset")
    parser.add_argument("--preset", action="append", choices=PRESETS, help="default: all")
    ns = parser.parse_args(argv)
    print(f"$ python -m benchmarks.latency {' '.join(sys.argv[1:] if argv is None else argv)}")
    for preset in ns.preset or PRESETS:
        times = [t for seed in range(ns.deals) for t in deal_latencies(preset, ns.level, seed)]
        print(line(preset, times), flush=True)


if __name__ == "__main__":
    main()
