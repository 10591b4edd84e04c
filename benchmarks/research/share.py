"""A player's share of the all-seeing player's edge over the same opponent.

Issue 12 measures the expert by the fraction of the all-seeing (cheating)
player's edge over ``greedy`` it keeps in classic:

    python -m benchmarks.research.share ALL_SEEING.jsonl PLAYER.jsonl [MORE.jsonl ...]

The share is the ratio of the two runs' summed game points over the decks
both hold (the decks pair the runs); its 95% interval comes from bootstrap
resamples of those decks, drawn with a fixed seed so a figure can be
checked again.  The files are those of ``arena.py --save``.
"""

from __future__ import annotations

import random

from benchmarks.paired import run_against_base

RESAMPLES = 2000


def share(
    full: dict[int, float], part: dict[int, float], seed: int = 1
) -> tuple[float, float, float]:
    """(share, low, high) of ``part``'s edge in ``full``'s, over their common decks."""
    decks = sorted(full.keys() & part.keys())
    if len(decks) < 2:
        raise ValueError("fewer than two decks in common")
    f = [full[d] for d in decks]
    p = [part[d] for d in decks]
    if sum(f) <= 0:
        raise ValueError("the all-seeing run has no edge to share")
    rng = random.Random(seed)
    ratios = []
    for _ in range(RESAMPLES):
        picks = [rng.randrange(len(decks)) for _ in decks]
        below = sum(f[i] for i in picks)
        if below > 0:  # a resample without an edge has no share to count
            ratios.append(sum(p[i] for i in picks) / below)
    ratios.sort()
    tail = int(len(ratios) * 0.025)
    return sum(p) / sum(f), ratios[tail], ratios[len(ratios) - tail - 1]


def describe(path: str, full: dict[int, float], part: dict[int, float]) -> str:
    """One run's line: its common decks and its share with the interval."""
    value, low, high = share(full, part)
    decks = len(full.keys() & part.keys())
    return f"{path}: {decks} decks, share {100 * value:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def main(argv: list[str] | None = None) -> None:
    run_against_base("share", __doc__, "all_seeing", "players", describe, argv)


if __name__ == "__main__":
    main()
