"""Paired comparison of two saved arena runs on the same decks.

Two versions of a level played against the same opponent on the same
duplicate decks differ only where a decision changed, so the per-deck
difference has far less noise than either run's own mean:

    python -m benchmarks.paired BASE.jsonl VARIANT.jsonl [MORE.jsonl ...]

For each variant: the decks both files hold, each run's mean game points
per deal for its first contestant on them, the mean paired difference
(variant minus base) with its 95% interval, and how many decks ended the
same.  The files are those of ``arena.py --save``; both must be of one preset.
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Callable, Iterator
from typing import Any

from .arena import load_runs


def deck_means(path: str) -> tuple[str, dict[int, float]]:
    """(preset, {deck index: mean of A's results over its seatings}) of a saved run."""
    deals = load_runs([path], {})  # any pair and settings: the decks are what is paired
    presets = {str(r.get("preset")) for r in deals}
    if len(presets) != 1:
        raise ValueError(f"{path} holds {len(presets)} presets, not one")
    return presets.pop(), {int(r["index"]): statistics.fmean(r["a_net"]) for r in deals}


def compare(base: dict[int, float], variant: dict[int, float]) -> dict[str, Any]:
    """The paired figures of ``variant`` against ``base`` over their common decks."""
    decks = sorted(base.keys() & variant.keys())
    if len(decks) < 2:
        raise ValueError("fewer than two decks in common")
    diffs = [variant[d] - base[d] for d in decks]
    return {
        "decks": len(decks),
        "base": statistics.fmean(base[d] for d in decks),
        "variant": statistics.fmean(variant[d] for d in decks),
        "diff": statistics.fmean(diffs),
        "half": 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)),
        "same": sum(1 for x in diffs if x == 0),
    }


def against_base(
    base_path: str, paths: list[str]
) -> Iterator[tuple[str, dict[int, float], dict[int, float]]]:
    """(path, base decks, that run's decks) for each of ``paths``, all of one preset."""
    preset, base = deck_means(base_path)
    for path in paths:
        other, decks = deck_means(path)
        if other != preset:
            raise ValueError(f"{path} is {other}, {base_path} is {preset}")
        yield path, base, decks


def line(name: str, c: dict[str, Any]) -> str:
    return (
        f"{name}: {c['decks']} decks, base {c['base']:+.3f}, variant {c['variant']:+.3f}, "
        f"paired difference {c['diff']:+.3f} +- {c['half']:.3f} (95%), "
        f"{c['same']} decks the same"
    )


def run_against_base(
    tool: str,
    doc: str,
    base_arg: str,
    runs_arg: str,
    describe: Callable[[str, dict[int, float], dict[int, float]], str],
    argv: list[str] | None,
) -> None:
    """The command line of a tool that reads runs against one base run (this one,
    ``share``): a line ``describe(path, base decks, its decks)`` for each run; a file
    that cannot be read or a run of another preset ends it with status 2 and why."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument(base_arg)
    parser.add_argument(runs_arg, nargs="+")
    args = parser.parse_args(argv)
    try:
        for path, base, decks in against_base(getattr(args, base_arg), getattr(args, runs_arg)):
            print(describe(path, base, decks))
    except (OSError, ValueError) as exc:
        parser.exit(2, f"{tool}: {exc}\n")


def main(argv: list[str] | None = None) -> None:
    run_against_base(
        "paired",
        __doc__,
        "base",
        "variants",
        lambda path, base, variant: line(path, compare(base, variant)),
        argv,
    )


if __name__ == "__main__":
    main()
