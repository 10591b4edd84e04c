"""Two runs of ``review_quality`` on the same deals, compared pair by pair (a judge idea).

    python -m benchmarks.review_paired BASE/summary.json VARIANT/summary.json

Each run's ``summary.json`` (``review_quality --out DIR``) holds, per
expert decision, whether it was flagged under each seed, per planted
blunder its label, and per deal the review time.  A change to the judge is
judged on the decisions, plants and deals both runs hold: the difference
in the expert-flag rate and the catch rate (each decision or plant a pair,
+1 flagged by the variant only, -1 by the base only) and in the processor
time per deal (both seats), each with its 95% interval.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

Z95 = 1.96


def mean_and_half(diffs: list[float]) -> tuple[float, float]:
    """The mean of paired differences and the half-width of its 95% normal interval."""
    if not diffs:
        return 0.0, 0.0
    mean = statistics.fmean(diffs)
    if len(diffs) < 2:
        return mean, 0.0
    return mean, Z95 * statistics.stdev(diffs) / len(diffs) ** 0.5


def flag_diffs(base: set, variant: set, total: int) -> list[float]:
    """One paired difference per item of ``total``: +1 flagged by the variant only, -1 by
    the base only, 0 otherwise (items flagged by neither are the zeros)."""
    out = [1.0] * len(variant - base) + [-1.0] * len(base - variant)
    return out + [0.0] * (total - len(out))


def _keys(rows: list) -> set[tuple]:
    return {tuple(r) for r in rows}


def compare(base: dict, variant: dict) -> list[str]:
    """The paired differences as lines (the runs must hold the same deals)."""
    lines = []
    a, b = base["experts"], variant["experts"]
    if a["decisions"] != b["decisions"] or a["deals"] != b["deals"]:
        raise ValueError("the runs judged different deals")
    for seed in a["flags"]:  # in the run's order of seeds
        fa, fb = _keys(a["flags"][seed]), _keys(b["flags"].get(seed, []))
        d, h = mean_and_half(flag_diffs(fa, fb, a["decisions"]))
        lines.append(
            f"expert flags, seed {seed}: {len(fa)} -> {len(fb)} of {a['decisions']}; "
            f"difference {100 * d:+.2f} ± {100 * h:.2f} points of the rate"
        )
    lines.append(f"seed agreement: {100 * a['agreement']:.0f}% -> {100 * b['agreement']:.0f}%")
    cpu_a, cpu_b = deal_times(a["cpu"]), deal_times(b["cpu"])
    d, h = mean_and_half([y - x for x, y in zip(cpu_a, cpu_b, strict=True)])
    lines.append(
        f"processor time a deal (both seats): median {statistics.median(cpu_a):.2f} -> "
        f"{statistics.median(cpu_b):.2f} s; mean difference {d:+.2f} ± {h:.2f} s"
    )
    pa = {r[0]: r[2] != "good" for r in base["plants"]["rows"]}
    pb = {r[0]: r[2] != "good" for r in variant["plants"]["rows"]}
    shared = sorted(pa.keys() & pb.keys())
    caught_a = {n for n in shared if pa[n]}
    caught_b = {n for n in shared if pb[n]}
    d, h = mean_and_half(flag_diffs(caught_a, caught_b, len(shared)))
    lines.append(
        f"plants caught: {len(caught_a)} -> {len(caught_b)} of {len(shared)} that cost "
        f"something in both; difference {100 * d:+.1f} ± {100 * h:.1f} points"
    )
    return lines


def deal_times(seat_times: list[float]) -> list[float]:
    """Both seats of each deal together, in deal order (``review_quality`` times seat 0,
    then seat 1, of each deal)."""
    return [x + y for x, y in zip(seat_times[::2], seat_times[1::2], strict=True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", type=Path, help="the kept judge's summary.json")
    parser.add_argument("variant", type=Path, help="the idea's summary.json")
    args = parser.parse_args(argv)
    try:
        runs = [json.loads(p.read_text(encoding="utf-8")) for p in (args.base, args.variant)]
        print("\n".join(compare(*runs)))
    except (OSError, ValueError, KeyError, TypeError) as err:
        print(f"review_paired: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
