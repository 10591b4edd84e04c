"""Measure how the expert's deals end, for the match equity table.

Plays the expert against itself (both seats, fixed effort so the run can be
repeated on a loaded machine) on the arena's decks and counts each deal's
result as the dealer's net game points (+3 .. -3, 0 for a 65:65 tie).  The
counts go to ``sixtysix_qt/review/match_equity.json``, from which
``review/match_equity.py`` computes the chance of winning the match from
every score by dynamic programming (docs/RULES.md section 6, "Match
equity").

    nice -n 15 python -m tools.match_equity --preset classic --deals 200 --save /tmp/me-classic.jsonl
    python -m tools.match_equity --write /tmp/me-classic.jsonl /tmp/me-schnapsen.jsonl

A run appends one JSON line a deal to ``--save`` (``--start`` continues an
earlier run's deck numbers); ``--write`` counts the saved lines into the
package's JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import new_deal
from sixtysix_qt.review.match_equity import DATA_FILE, MATCH_PRESETS

#: worlds per decision of the measuring expert (its clock off)
EFFORT = 48


def deck_seed(preset: str, index: int) -> int:
    """The shuffle seed of deck ``index`` (the arena's decks, so runs can be compared)."""
    return random.Random(f"arena:{preset}:{index}").randrange(2**40)


def dealer_net(preset: str, index: int, effort: int = EFFORT) -> dict[str, Any]:
    """Deck ``index`` played by the expert in both seats: the dealer's net game points."""
    dealer = index % 2
    state = new_deal(preset, seed=deck_seed(preset, index), dealer=dealer)
    players = [make_player("expert", seed=index * 2 + s, effort=effort) for s in range(2)]
    while not state.is_over:
        seat = state.to_move
        state = state.apply(players[seat].choose(state.observation(seat)))
    scores = state.result["scores"]
    return {
        "preset": preset,
        "index": index,
        "dealer_net": scores[dealer] - scores[1 - dealer],
        "reason": str(state.result["reason"]),
    }


def measure(preset: str, start: int, deals: int, save: Path, effort: int) -> None:
    """Play ``deals`` decks from ``start`` on, one JSON line each to ``save``."""
    t0 = time.monotonic()
    with save.open("a", encoding="utf-8") as out:
        for index in range(start, start + deals):
            line = dealer_net(preset, index, effort)
            line["effort"] = effort
            out.write(json.dumps(line) + "\n")
            out.flush()
            done = index - start + 1
            print(f"{preset} {done}/{deals} {time.monotonic() - t0:.0f}s", file=sys.stderr)


def count(paths: list[Path]) -> dict[str, Any]:
    """The saved deals counted per preset: the dealer's net game points and how many."""
    per: dict[str, Counter[int]] = {}
    seen: set[tuple[str, int]] = set()
    efforts: dict[str, set[int]] = {}
    for path in paths:
        for text in path.read_text(encoding="utf-8").splitlines():
            line = json.loads(text)
            key = (line["preset"], line["index"])
            if key in seen:
                raise SystemExit(f"deck {key} is in the runs twice")
            seen.add(key)
            per.setdefault(line["preset"], Counter())[line["dealer_net"]] += 1
            efforts.setdefault(line["preset"], set()).add(line["effort"])
    presets = {}
    for preset, counts in sorted(per.items()):
        presets[preset] = {
            "deals": sum(counts.values()),
            "effort": sorted(efforts[preset]),
            "dealer_net": {str(k): counts[k] for k in sorted(counts)},
        }
    return presets


def write(paths: list[Path], target: Path = DATA_FILE) -> None:
    """Count the runs into the package's data file (the presets it names; others kept)."""
    old = json.loads(target.read_text(encoding="utf-8")) if target.exists() else {}
    presets = old.get("presets", {})
    presets.update(count(paths))
    doc = {
        "about": (
            "How the expert's deals end, counted as the dealer's net game points, from "
            "expert-against-expert deals at fixed effort (tools/match_equity.py); "
            "review/match_equity.py turns them into the chance of winning the match."
        ),
        "presets": presets,
    }
    target.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", choices=MATCH_PRESETS, default="classic")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--effort", type=int, default=EFFORT)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--write", type=Path, nargs="+", metavar="RUN")
    args = parser.parse_args(argv)
    if args.write:
        write(args.write)
        return
    if args.save is None:
        parser.error("--save FILE is needed to measure")
    measure(args.preset, args.start, args.deals, args.save, args.effort)


if __name__ == "__main__":
    main()
