"""The expert's processor time a decision: two builds compared with paired, interleaved runs.

Each run is a fresh process that plays a few deals expert against expert at a
fixed effort (the same moves every time) and reports the processor seconds
spent choosing.  Runs of side A and side B alternate, so a change in the
machine's load falls on both; the figure is the mean paired difference B - A
with its 95% interval.  A side is a tree: a checkout with its core built
(``setup.py build_ext --inplace``), this one by default.  An old commit works
too, it only needs ``make_player``; two builds of one commit (compiler flags)
are two worktrees of it:

    git worktree add /tmp/old 1a34c51 && (cd /tmp/old && python setup.py build_ext --inplace)
    python -m benchmarks.expert_speed --runs 12 --a-tree /tmp/old
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
DEALS = ((1, "schnapsen"), (2, "classic"), (3, "schnapsen"))

#: one run, executed in the side's tree: prints "decisions seconds"
RUN = """
import sys, time
sys.path.insert(0, {tree!r})
from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import new_deal
spent, decisions = 0.0, 0
for seed, preset in {deals!r}:
    state = new_deal(preset, seed=seed)
    players = [make_player("expert", seed=seed * 10 + s, time_limit=None, effort={effort})
               for s in range(2)]
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) == 1:
            state = state.apply(legal[0])
            continue
        seat = state.to_move
        start = time.process_time()
        action = players[seat].choose(state.observation(seat))
        spent += time.process_time() - start
        decisions += 1
        state = state.apply(action)
print(decisions, spent)
"""


def run_once(tree: str, effort: int) -> tuple[int, float]:
    """(decisions, processor seconds) of one fresh run in ``tree``."""
    code = RUN.format(tree=tree, deals=DEALS, effort=effort)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True
    ).stdout.split()
    return int(out[0]), float(out[1])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8, help="pairs of runs")
    parser.add_argument("--effort", type=int, default=60, help="worlds a decision")
    parser.add_argument("--a-tree", default=str(HERE))
    parser.add_argument("--b-tree", default=str(HERE))
    args = parser.parse_args(argv)
    sides = (args.a_tree, args.b_tree)
    diffs, a_ms = [], []
    for n in range(args.runs):
        (da, sa), (db, sb) = (run_once(tree, args.effort) for tree in sides)
        if da != db:
            sys.exit(f"run {n}: {da} decisions against {db}: the two sides play differently")
        a, b = 1000 * sa / da, 1000 * sb / db
        a_ms.append(a)
        diffs.append(b - a)
        print(f"pair {n + 1}: A {a:.1f} ms, B {b:.1f} ms a decision ({da} decisions)")
    mean = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
    print(
        f"B - A: {mean:+.2f} ms a decision [{mean - half:+.2f}, {mean + half:+.2f}] "
        f"on A's {statistics.mean(a_ms):.1f} ms, {len(diffs)} pairs"
    )


if __name__ == "__main__":
    main()
