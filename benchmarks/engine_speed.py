"""How many complete random deals the engine plays per second, on one core.

The engine is the simulator inside the AI's search, so this is the figure
that bounds how much the AI can look ahead.  Run on demand:

    python -m benchmarks.engine_speed [--deals 5000] [--out FILE.md]

Two figures: through the public string API (legal_actions/apply, as a bot
outside the project would play) and through the int fast path
(legal_moves/apply_move, as the AI's search plays).  Target: at least 2,000
complete random classic deals per second.  Time is the process's CPU time,
so other work on a shared machine disturbs the figure less than wall time.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from pathlib import Path

from sixtysix_qt.engine import PRESETS, new_deal


def deals_per_second(preset: str, deals: int, fast: bool) -> float:
    rng = random.Random(1)
    choice = rng.choice
    start = time.process_time()
    for i in range(deals):
        state = new_deal(preset, seed=i, dealer=i % 2)
        if fast:
            while state.result is None:
                state = state.apply_move(choice(state.legal_moves()))
        else:
            while not state.is_over:
                state = state.apply(choice(state.legal_actions()))
    return deals / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--out", help="write the table to this Markdown file too")
    args = parser.parse_args()
    rows = []
    for preset in PRESETS:
        api = deals_per_second(preset, args.deals, fast=False)
        fast = deals_per_second(preset, args.deals, fast=True)
        rows.append(f"| {preset} | {api:,.0f} | {fast:,.0f} |")
        print(rows[-1], flush=True)
    text = "\n".join(
        [
            "# Engine speed: complete random deals per CPU second (one core)",
            "",
            f"Command: `python -m benchmarks.engine_speed --deals {args.deals}`  ",
            f"Machine: {platform.machine()}, Python {platform.python_version()}, "
            f"{time.strftime('%Y-%m-%d')}. Target: >= 2,000 classic deals/s.",
            "",
            "| preset | string API (legal_actions/apply) | int path (legal_moves/apply_move) |",
            "|---|---|---|",
            *rows,
            "",
        ]
    )
    print(text)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
