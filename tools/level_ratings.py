"""The computer levels' ratings from arena runs between neighbours: ``python -m tools.level_ratings``.

    python -m tools.level_ratings easy-medium.jsonl medium-hard.jsonl hard-expert.jsonl

Each file is a ``python -m benchmarks.arena A B --save FILE`` run of two
neighbouring levels.  Every deal is a game (A's game points above B's: a
win, below: a loss, equal: half), so a level's rating difference to its
neighbour is the Elo difference of the deal score, ``400 log10(p / (1 - p))``,
with its standard error by the delta method over the deals.  The ladder is
anchored at ``--anchor`` (medium = 1400); the errors add up along it.
The figures go into ``sixtysix_qt/rating.py`` (``LEVEL_RATINGS``, ``LEVEL_RD``)
and ``benchmarks/LEVEL-RATINGS.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path


def pair_score(path: Path) -> tuple[str, str, float, int]:
    """(A, B, A's deal score 0..1, deals) of one saved arena run."""
    a = b = ""
    points = 0.0
    deals = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        doc = json.loads(line)
        a, b = doc["a"], doc["b"]
        for net in doc["a_net"]:
            points += 1.0 if net > 0 else 0.0 if net < 0 else 0.5
            deals += 1
    return a, b, points / max(1, deals), deals


def elo(p: float, deals: int) -> tuple[float, float]:
    """Elo difference of a score ``p`` over ``deals`` games, and its standard error."""
    p = min(max(p, 1e-6), 1 - 1e-6)
    diff = 400 * math.log10(p / (1 - p))
    se = math.sqrt(p * (1 - p) / deals) * 400 / (math.log(10) * p * (1 - p))
    return diff, se


def ladder(runs: list[Path], anchor: str, at: float) -> dict[str, tuple[float, float]]:
    """Level -> (rating, standard error) from runs of neighbouring levels."""
    edges = {}
    for path in runs:
        a, b, p, n = pair_score(path)
        diff, se = elo(p, n)
        edges[(a, b)] = (diff, se, p, n)
        print(f"{a} vs {b}: {n} deals, score {p:.3f}, {a} {diff:+.0f} ± {se:.0f} Elo")
    out = {anchor: (at, 0.0)}
    changed = True
    while changed:
        changed = False
        for (a, b), (diff, se, _p, _n) in edges.items():
            if a in out and b not in out:
                out[b] = (out[a][0] - diff, math.hypot(out[a][1], se))
                changed = True
            elif b in out and a not in out:
                out[a] = (out[b][0] + diff, math.hypot(out[b][1], se))
                changed = True
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.level_ratings")
    parser.add_argument("runs", nargs="+", type=Path, help="arena --save files")
    parser.add_argument("--anchor", default="medium", help="the level with a fixed rating")
    parser.add_argument("--at", type=float, default=1400.0, help="the anchor's rating")
    args = parser.parse_args(argv)
    for level, (rating, se) in sorted(
        ladder(args.runs, args.anchor, args.at).items(), key=lambda kv: kv[1][0]
    ):
        print(f"{level:8s} {rating:7.0f}  ± {se:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
