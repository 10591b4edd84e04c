"""Time the review of whole classic deals (``review.judge.review_deal``) at the default effort.

Each deal is played from a seeded pack by two ``medium`` players; the
review judges every decision of seat 0 with the Review window's effort
(``DEFAULT_WORLDS`` worlds per decision, exact solver once every card is
known).  Target: under 10 s per deal on the development machine.  Prints the
figures (today's are in ``benchmarks/BENCHMARKS.md``).

    python -m benchmarks.analysis_bench --deals 10
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sixtysix_qt.ai import make_player  # noqa: E402
from sixtysix_qt.engine import new_deal  # noqa: E402
from sixtysix_qt.engine.state import DealState  # noqa: E402
from sixtysix_qt.review.judge import DEFAULT_WORLDS, MAX_WORLDS, decisions, review_deal  # noqa: E402

TARGET_SECONDS = 10.0


def played_deal(seed: int) -> DealState:
    state = new_deal("classic", seed=seed, dealer=seed % 2)
    players = [make_player("medium", seed=seed * 2 + s, time_limit=None) for s in (0, 1)]
    while not state.is_over:
        seat = state.to_move
        state = state.apply(players[seat].choose(state.observation(seat)))
    return state


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS)
    args = parser.parse_args()
    times, counts = [], []
    for seed in range(1, args.deals + 1):
        deal = played_deal(seed)
        counts.append(len(decisions(deal, 0)))
        start = time.perf_counter()
        review_deal(deal, 0, worlds=args.worlds)
        times.append(time.perf_counter() - start)
        print(f"deal {seed}: {counts[-1]} decisions, {times[-1]:.2f} s", flush=True)
    worst = max(times)
    lines = [
        "# Deal review speed",
        "",
        f"`python -m benchmarks.analysis_bench --deals {args.deals}`: review of seat 0 in",
        "whole classic deals played by two `medium` players at the Review window's effort:",
        f"{args.worlds} worlds try every move, the contenders up to {MAX_WORLDS} in all.",
        "",
        f"- machine: {platform.machine()}, Python {platform.python_version()}",
        f"- decisions judged per deal: median {statistics.median(counts)}, max {max(counts)}",
        f"- seconds per deal: median {statistics.median(times):.2f}, "
        f"mean {statistics.mean(times):.2f}, max {worst:.2f}",
        f"- target: under {TARGET_SECONDS:.0f} s per deal: "
        + ("met" if worst < TARGET_SECONDS else "NOT met"),
        "",
        "The machine is shared (two cores, several jobs at once), so the figures",
        "are an upper bound of what a player's computer takes.",
        "",
    ]
    text = "\n".join(lines)
    print(text)
    return 0 if worst < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
