"""Research: where the match-minded expert chooses otherwise, and what it gains there.

Deals on the arena's decks are played by the deal-minded expert in both
seats (fixed effort), each at a match score drawn at random (both counts
0..target-1, the dealer alternating).  At every decision of either seat the
expert is asked again with the deal's values in the match handed in
(``ai/deal_values``, from ``review/match_equity``), same seed, same worlds.
Where the two choices differ, both moves are played on in the same sampled
worlds of the seat's view, fairly (``ai.judge_worlds``: a close played on
without seeing the hidden cards, the next decision shared by the worlds that
look the same), and each world's end is valued by the chance of winning the
match it leaves: the match-minded move's gain in match equity there.

    nice -n 15 python -m tools.match_research --preset classic --deals 40 --save /tmp/mr.jsonl
    python -m tools.match_research --report /tmp/mr.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from statistics import fmean, stdev
from typing import Any

from sixtysix_qt.ai import make_player
from sixtysix_qt.ai.deal_values import OBSERVATION_KEY, DealValues, to_observation
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import DECLARE_MOVE, parse_move
from sixtysix_qt.review.match_equity import deal_values
from sixtysix_qt.review.match_record import MatchRecord
from sixtysix_qt.review.match_review import samples_in_match
from tools.match_equity import deck_seed

EFFORT = 48
#: worlds both moves are played on in, where the choices differ
JUDGE_WORLDS = 48


def match_score(preset: str, index: int, target: int) -> tuple[int, int]:
    """The match score deal ``index`` is played at: both counts drawn at random."""
    rng = random.Random(f"match-research:{preset}:{index}")
    return rng.randrange(target), rng.randrange(target)


def research_deal(
    preset: str, index: int, effort: int = EFFORT, worlds: int = JUDGE_WORLDS, target: int = 7
) -> list[dict[str, Any]]:
    """Every decision of deck ``index``: the two choices, and where they differ the gain."""
    dealer = index % 2
    state = new_deal(preset, seed=deck_seed(preset, index), dealer=dealer)
    context = MatchRecord(match_score(preset, index, target), target, dealer)
    tables = {s: deal_values(preset, state.options, context, s) for s in (0, 1)}
    players = [make_player("expert", seed=index * 2 + s, effort=effort) for s in (0, 1)]
    out = []
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        deal_move = players[seat].choose(obs)
        if len([a for a in obs["legal_actions"] if a != "declare"]) > 1:
            table = tables[seat]
            minded = {**obs, OBSERVATION_KEY: to_observation(table)}
            match_move = players[seat].choose(minded)
            line = {
                "preset": preset,
                "index": index,
                "ply": len(state.history),
                "seat": seat,
                "score": list(context.scores),
                "deal_move": deal_move,
                "match_move": match_move,
            }
            if match_move != deal_move:
                gain, error = paired_gain(state, seat, deal_move, match_move, table, worlds)
                line.update(gain=gain, error=error)
            out.append(line)
        state = state.apply(deal_move)
    return out


def paired_gain(
    state: Any,
    seat: int,
    deal_move: str,
    match_move: str,
    table: dict[int, float],
    worlds: int,
) -> tuple[float, float]:
    """The match-minded move's gain in match equity over the other, world by world."""
    values = DealValues.from_mapping(table)
    moves = [parse_move(deal_move), parse_move(match_move)]
    assert DECLARE_MOVE not in moves
    rng = random.Random(f"{len(state.history)}:{deal_move}:{match_move}")
    samples = samples_in_match(state, seat, moves, values, worlds, rng)
    diffs = [samples[moves[1]][n] - samples[moves[0]][n] for n in samples[moves[0]]]
    return fmean(diffs), stdev(diffs) / len(diffs) ** 0.5


def run(preset: str, start: int, deals: int, save: Path, effort: int, worlds: int) -> None:
    t0 = time.monotonic()
    with save.open("a", encoding="utf-8") as out:
        for index in range(start, start + deals):
            for line in research_deal(preset, index, effort, worlds):
                out.write(json.dumps(line) + "\n")
            out.flush()
            done = index - start + 1
            print(f"{preset} {done}/{deals} {time.monotonic() - t0:.0f}s", file=sys.stderr)


def report(paths: list[Path]) -> dict[str, Any]:
    """The share of decisions that change, and the gain where they do with its 95% CI."""
    lines = [json.loads(t) for p in paths for t in p.read_text(encoding="utf-8").splitlines()]
    out = {}
    for preset in sorted({line["preset"] for line in lines}):
        mine = [line for line in lines if line["preset"] == preset]
        changed = [line for line in mine if line["deal_move"] != line["match_move"]]
        gains = [line["gain"] for line in changed]
        mean = fmean(gains) if gains else 0.0
        half = 1.96 * stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else float("nan")
        out[preset] = {
            "deals": len({line["index"] for line in mine}),
            "decisions": len(mine),
            "changed": len(changed),
            "share": len(changed) / len(mine) if mine else 0.0,
            "gain_where_changed": mean,
            "ci95": [mean - half, mean + half],
            "gain_per_decision": sum(gains) / len(mine) if mine else 0.0,
        }
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", choices=("classic", "schnapsen"), default="classic")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--effort", type=int, default=EFFORT)
    parser.add_argument("--worlds", type=int, default=JUDGE_WORLDS)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--report", type=Path, nargs="+", metavar="RUN")
    args = parser.parse_args(argv)
    if args.report:
        print(json.dumps(report(args.report), indent=1))
        return
    if args.save is None:
        parser.error("--save FILE is needed to run")
    run(args.preset, args.start, args.deals, args.save, args.effort, args.worlds)


if __name__ == "__main__":
    main()
