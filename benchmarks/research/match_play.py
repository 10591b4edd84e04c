"""Whole matches against the frozen expert: match-minded play against deal-minded play.

Each match (to the preset's default target 7) is played twice on the same
seed, so both arms get the same decks deal by deal: once the expert is
told what each deal's ends are worth in the match (``ui/play/match_minded``,
the table the game hands it), once it is not.  Its opponent is the frozen
``expert_2026_11`` (which reads no table); the expert sits in seat 0 of
even matches, seat 1 of odd ones.  Reports the matches each arm won and the
paired difference with a 95% confidence interval.

    nice -n 15 python -m benchmarks.research.match_play --arm match --matches 20 --save /tmp/mp.jsonl
    nice -n 15 python -m benchmarks.research.match_play --arm deal --matches 20 --save /tmp/mp.jsonl
    python -m benchmarks.research.match_play --report /tmp/mp.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from statistics import fmean, stdev
from typing import Any

from benchmarks.opponents import OPPONENTS
from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import Match
from sixtysix_qt.ui.play.match_minded import observation_in_match

EFFORT = 48


def play_match(preset: str, index: int, arm: str, effort: int = EFFORT) -> dict[str, Any]:
    """Match ``index``: the expert (told the match, ``arm`` "match", or not, "deal")
    against the frozen expert; whether the expert won and the deals it took."""
    mine = index % 2
    match = Match(preset, seed=10_000 + index, first_dealer=index % 2)
    players = {
        mine: make_player("expert", seed=index, effort=effort),
        1 - mine: OPPONENTS["expert_2026_11"](index, effort=effort),
    }
    while True:
        state = match.state
        while not state.is_over:
            seat = state.to_move
            if seat == mine and arm == "match":
                obs = observation_in_match(match, seat)
            else:
                obs = state.observation(seat)
            state = match.apply(players[seat].choose(obs))
        if match.is_over:
            break
        match.next_deal()
    return {
        "preset": preset,
        "index": index,
        "arm": arm,
        "won": match.winner == mine,
        "scores": [match.scores[mine], match.scores[1 - mine]],
        "deals": len(match.finished),
    }


def run(preset: str, arm: str, start: int, matches: int, save: Path, effort: int) -> None:
    t0 = time.monotonic()
    with save.open("a", encoding="utf-8") as out:
        for index in range(start, start + matches):
            out.write(json.dumps(play_match(preset, index, arm, effort)) + "\n")
            out.flush()
            done = index - start + 1
            print(f"{arm} {done}/{matches} {time.monotonic() - t0:.0f}s", file=sys.stderr)


def report(paths: list[Path]) -> dict[str, Any]:
    """Matches won by each arm, and the paired difference (match - deal) with a 95% CI."""
    lines = [json.loads(t) for p in paths for t in p.read_text(encoding="utf-8").splitlines()]
    out = {}
    for preset in sorted({line["preset"] for line in lines}):
        arms: dict[str, dict[int, bool]] = {"match": {}, "deal": {}}
        for line in lines:
            if line["preset"] == preset:
                arms[line["arm"]][line["index"]] = line["won"]
        both = sorted(arms["match"].keys() & arms["deal"].keys())
        diffs = [int(arms["match"][i]) - int(arms["deal"][i]) for i in both]
        mean = fmean(diffs) if diffs else 0.0
        half = 1.96 * stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
        out[preset] = {
            "paired_matches": len(both),
            "match_minded_won": sum(arms["match"][i] for i in both),
            "deal_minded_won": sum(arms["deal"][i] for i in both),
            "difference": mean,
            "ci95": [mean - half, mean + half],
        }
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", choices=("classic", "schnapsen"), default="classic")
    parser.add_argument("--arm", choices=("match", "deal"), default="match")
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--effort", type=int, default=EFFORT)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--report", type=Path, nargs="+", metavar="RUN")
    args = parser.parse_args(argv)
    if args.report:
        print(json.dumps(report(args.report), indent=1))
        return
    if args.save is None:
        parser.error("--save FILE is needed to play")
    run(args.preset, args.arm, args.start, args.matches, args.save, args.effort)


if __name__ == "__main__":
    main()
