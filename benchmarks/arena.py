"""Duplicate-deal arena between two AI levels (every preset).

Each deck is played twice with the seats swapped, so the luck of the cards
cancels out and only the play differs.  Reports, for level A against B:
mean game points per deal (A's minus B's, per single deal) with a 95%
confidence interval over the duplicate pairs, the deal win rate, the match
win rate (the deals of each seating strung together into matches to the
game target, dealer alternating, as a Match plays them) and each level's
move latency (median, p95, max, over decisions with more than one legal
action).

    python -m benchmarks.arena medium hard --deals 1000 --workers 2

With more than two players (``--preset three-hand|four-hand|bidding``) the
seats rotate over a duplicate group instead: in the team presets each deck
is played twice, level A as side 0 (seats 0 and 2) and then as side 1; in
``three-hand`` each deck is played three times, A in seat 0, 1 and 2 and B in
the other two seats.  The dealer is the same within a group.  A's result per
deal is A's game points minus B's (three-hand: minus the mean of the two B
seats); the mean, the 95% CI over the groups, the deal win rate (result > 0)
and the latency are reported as above; there is no match win rate.

    python -m benchmarks.arena medium hard --preset four-hand --deals 300

A long run can be split: ``--save FILE`` appends every finished deal (or
group) to FILE as a JSON line, ``--start`` picks the first deal index of a
later run, and ``--merge FILE...`` reports over the saved deals of several
runs (they must be the same pair, preset and options, with no index twice).

    python -m benchmarks.arena hard expert --preset bidding --deals 100 --save b1.jsonl
    python -m benchmarks.arena hard expert --preset bidding --deals 100 --start 100 --save b2.jsonl
    python -m benchmarks.arena hard expert --preset bidding --merge b1.jsonl b2.jsonl

Besides the levels, A and B may be a benchmark opponent
(``benchmarks/opponents``): the frozen ``expert_2026_11``, ``greedy`` (one
ply) or ``all_seeing`` (it reads every card; two players only).  ``--effort NAME=N``
(repeatable) makes that player sample exactly N worlds per decision with its
clock off, so a run gives the same deals and moves on any machine, loaded or
not (latency is still measured):

    nice -n 19 python -m benchmarks.arena expert expert_2026_11 --preset schnapsen \
        --deals 100 --workers 1 --effort expert=480 --effort expert_2026_11=160
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from typing import Any

from benchmarks.opponents import OPPONENTS
from sixtysix_qt.ai import LEVELS, make_player
from sixtysix_qt.engine import new_deal

CONTESTANTS = (*LEVELS, *OPPONENTS)


def make_contestant(name: str, seed: int, effort: int | None = None) -> Any:
    """A level or a frozen opponent; ``effort`` fixes its worlds per decision."""
    if name in OPPONENTS:
        return OPPONENTS[name](seed, effort=effort)
    return make_player(name, seed=seed, effort=effort)


TWO_PLAYER = ("classic", "schnapsen")
MULTI_SEAT = {"three-hand": 3, "four-hand": 4, "bidding": 4}


def play_deal(
    preset: str,
    seed: int,
    dealer: int,
    levels: tuple[str, ...],
    options: dict[str, Any],
    efforts: dict[str, int] | None = None,
) -> tuple[list[int], dict[str, list[float]]]:
    """One deal, seat s played by ``levels[s]``.

    Returns (``result["scores"]``: game points per seat, or per side in the
    team presets; latencies per level).  The player in seat s gets the seed
    ``seed * len(levels) + s`` whatever its level, so a level against itself
    plays the same deal in every seating.
    """
    state = new_deal(preset, seed=seed, dealer=dealer, **options)
    n = len(levels)
    efforts = efforts or {}
    players = [make_contestant(levels[s], seed * n + s, efforts.get(levels[s])) for s in range(n)]
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        t0 = time.perf_counter()
        action = act(players[seat], state, obs)
        if len(obs["legal_actions"]) > 1:
            times[levels[seat]].append(time.perf_counter() - t0)
        state = state.apply(action)
    return list(state.result["scores"]), times


def act(player: Any, state: Any, obs: dict[str, Any]) -> str:
    """The player's action: from the seat's observation, or the whole state for
    ``all_seeing`` (``sees_all``: a benchmark limit, never a level)."""
    if getattr(player, "sees_all", False):
        return player.choose_seeing(state)
    return player.choose(obs)


def deck_seed(preset: str, index: int) -> int:
    """The shuffle seed of deck ``index``: the same deck in every run and tool."""
    return random.Random(f"arena:{preset}:{index}").randrange(2**40)


def duplicate(args: tuple[Any, ...]) -> dict[str, Any]:
    """Both seatings of deal ``index``: A's net game points in each, latencies.

    ``args``: preset, index, A, B, rule options and optionally the efforts.
    """
    preset, index, a, b, options, *rest = args
    efforts = rest[0] if rest else None
    t0 = time.perf_counter()
    seed = deck_seed(preset, index)
    dealer = index % 2
    s1, t1 = play_deal(preset, seed, dealer, (a, b), options, efforts)
    s2, t2 = play_deal(preset, seed, dealer, (b, a), options, efforts)
    lat = {lv: t1.get(lv, []) + t2.get(lv, []) for lv in {a, b}}
    return {
        "index": index,
        "a_net": [s1[0] - s1[1], s2[1] - s2[0]],
        "lat": lat,
        "seconds": time.perf_counter() - t0,
    }


def seatings(preset: str, a: str, b: str) -> list[tuple[tuple[str, ...], int]]:
    """The seatings of one multi-seat duplicate group: (level per seat, A's seat or side)."""
    if preset == "three-hand":
        return [(tuple(a if s == k else b for s in range(3)), k) for k in range(3)]
    return [((a, b, a, b), 0), ((b, a, b, a), 1)]


def a_result(preset: str, scores: list[int], mine: int) -> float:
    """A's game points minus B's in one deal (three-hand: minus the B seats' mean)."""
    if preset == "three-hand":
        others = [x for s, x in enumerate(scores) if s != mine]
        return scores[mine] - sum(others) / len(others)
    return scores[mine] - scores[1 - mine]


def duplicate_multi(args: tuple[Any, ...]) -> dict[str, Any]:
    """Every seating of deck ``index`` in a multi-seat preset: A's result in each, latencies."""
    preset, index, a, b, options, *rest = args
    efforts = rest[0] if rest else None
    t0 = time.perf_counter()
    seed = deck_seed(preset, index)
    dealer = index % MULTI_SEAT[preset]
    nets: list[float] = []
    scores: list[list[int]] = []
    lat: dict[str, list[float]] = {a: [], b: []}
    for levels, mine in seatings(preset, a, b):
        sc, times = play_deal(preset, seed, dealer, levels, options, efforts)
        scores.append(sc)
        nets.append(a_result(preset, sc, mine))
        for lv, ts in times.items():
            lat[lv].extend(ts)
    return {
        "index": index,
        "a_net": nets,
        "scores": scores,
        "lat": lat,
        "seconds": time.perf_counter() - t0,
    }


def matches(nets: list[int], target: int) -> tuple[int, int]:
    """(matches A won, matches played) when these deal results are strung into matches."""
    won = played = 0
    a = b = 0
    for net in nets:
        if net > 0:
            a += net
        elif net < 0:
            b -= net
        if a >= target or b >= target:
            played += 1
            won += a >= target
            a = b = 0
    return won, played


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def report(
    a: str,
    b: str,
    results: list[dict[str, Any]],
    target: int,
    elapsed: float,
    preset: str = "classic",
) -> str:
    if preset in MULTI_SEAT:
        return report_multi(a, b, results, elapsed, preset)
    results.sort(key=lambda r: r["index"])
    pair_means = [sum(r["a_net"]) / 2 for r in results]
    n = len(pair_means)
    mean = statistics.fmean(pair_means)
    sd = statistics.stdev(pair_means) if n > 1 else float("nan")
    half = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
    singles = [x for r in results for x in r["a_net"]]
    wins = sum(1 for x in singles if x > 0)
    losses = sum(1 for x in singles if x < 0)
    mw1, mp1 = matches([r["a_net"][0] for r in results], target)
    mw2, mp2 = matches([r["a_net"][1] for r in results], target)
    lines = [
        f"{a} vs {b}: {n} duplicate deals ({2 * n} deals), {elapsed:.0f} s",
        f"  mean game points per deal for {a}: {mean:+.3f}  "
        f"95% CI [{mean - half:+.3f}, {mean + half:+.3f}]",
        f"  deals won by {a}: {wins / len(singles):.1%}  lost: {losses / len(singles):.1%}"
        f"  (ties/replays: {(len(singles) - wins - losses) / len(singles):.1%})",
        f"  matches to {target} won by {a}: {mw1 + mw2}/{mp1 + mp2}"
        + (f" = {(mw1 + mw2) / (mp1 + mp2):.1%}" if mp1 + mp2 else ""),
    ]
    lines += latency_lines(a, b, results)
    return "\n".join(lines)


def latency_lines(a: str, b: str, results: list[dict[str, Any]], once: bool = False) -> list[str]:
    lines = []
    for lv in dict.fromkeys((a, b)) if once else (a, b):
        lat = [t for r in results for t in r["lat"].get(lv, [])]
        if lat:
            lines.append(
                f"  latency {lv}: median {statistics.median(lat) * 1000:.1f} ms, "
                f"p95 {pct(lat, 0.95) * 1000:.1f} ms, max {max(lat) * 1000:.1f} ms "
                f"({len(lat)} decisions)"
            )
    return lines


def summary_multi(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Mean of A's result per deal, its 95% CI half-width over the groups, win/loss counts."""
    group_means = [statistics.fmean(r["a_net"]) for r in results]
    n = len(group_means)
    sd = statistics.stdev(group_means) if n > 1 else float("nan")
    singles = [x for r in results for x in r["a_net"]]
    return {
        "groups": n,
        "deals": len(singles),
        "mean": statistics.fmean(group_means),
        "half": 1.96 * sd / math.sqrt(n) if n > 1 else float("nan"),
        "wins": sum(1 for x in singles if x > 0),
        "losses": sum(1 for x in singles if x < 0),
    }


def report_multi(a: str, b: str, results: list[dict[str, Any]], elapsed: float, preset: str) -> str:
    results.sort(key=lambda r: r["index"])
    k = len(seatings(preset, a, b))
    s = summary_multi(results)
    mean, half, deals = s["mean"], s["half"], s["deals"]
    against = "the mean of the two B seats" if preset == "three-hand" else "B's side"
    lines = [
        f"{a} vs {b} ({preset}): {s['groups']} duplicate groups ({deals} deals, "
        f"{k} seatings each), {elapsed:.0f} s",
        f"  mean game points per deal for {a} minus {against}: {mean:+.3f}  "
        f"95% CI [{mean - half:+.3f}, {mean + half:+.3f}]",
        f"  deals won by {a}: {s['wins'] / deals:.1%}  lost: {s['losses'] / deals:.1%}"
        f"  (ties/throw-ins: {(deals - s['wins'] - s['losses']) / deals:.1%})"
        + ("  [equal play: 33.3% won]" if preset == "three-hand" else ""),
    ]
    lines += latency_lines(a, b, results, once=True)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a", choices=CONTESTANTS)
    parser.add_argument("b", choices=CONTESTANTS)
    parser.add_argument(
        "--deals",
        type=int,
        default=100,
        help="duplicate deals/groups (each played twice; three-hand: three times)",
    )
    parser.add_argument("--preset", default="classic", choices=[*TWO_PLAYER, *MULTI_SEAT])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--start", type=int, default=0, help="first deal index (to split runs)")
    parser.add_argument(
        "--option", action="append", default=[], help="rule option NAME=VALUE (repeatable)"
    )
    parser.add_argument("--save", metavar="FILE", help="append each finished deal to FILE (JSON)")
    parser.add_argument(
        "--merge", metavar="FILE", nargs="+", help="report over saved runs instead of playing"
    )
    parser.add_argument(
        "--effort",
        action="append",
        default=[],
        metavar="NAME=N",
        help="player NAME samples exactly N worlds a decision, clock off (repeatable)",
    )
    ns = parser.parse_args(argv)
    efforts = parse_efforts(parser, ns.effort, (ns.a, ns.b))
    options: dict[str, Any] = {}
    for item in ns.option:
        name, _, raw = item.partition("=")
        value: Any = {"true": True, "false": False}.get(raw.lower(), raw)
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        options[name] = value
    for name in (ns.a, ns.b):
        can_play = getattr(OPPONENTS.get(name), "can_play", None)
        why = can_play(ns.preset, options) if can_play else None
        if why:
            parser.error(f"{name} cannot play {ns.preset} with these options: {why}")
    target = options.get("game_target", 7)
    command = f"$ python -m benchmarks.arena {' '.join(sys.argv[1:] if argv is None else argv)}"
    run = {"a": ns.a, "b": ns.b, "preset": ns.preset, "options": options}
    if efforts:
        run["efforts"] = efforts
    if ns.merge:
        try:
            results = load_runs(ns.merge, run)
        except (OSError, ValueError) as exc:
            parser.exit(2, f"arena: cannot merge: {exc}\n")
        elapsed = sum(r.get("seconds", 0.0) for r in results)
        print(command)
        print(report(ns.a, ns.b, results, target, elapsed, ns.preset))
        print(f"  (merged {len(ns.merge)} runs; time is the sum of every deal's playing time)")
        return
    jobs = [
        (ns.preset, i, ns.a, ns.b, options, efforts) for i in range(ns.start, ns.start + ns.deals)
    ]
    t0 = time.time()
    results = []
    work = duplicate_multi if ns.preset in MULTI_SEAT else duplicate
    with multiprocessing.Pool(ns.workers) as pool:
        for k, res in enumerate(pool.imap_unordered(work, jobs), 1):
            results.append(res)
            if ns.save:
                with open(ns.save, "a", encoding="utf-8") as out:
                    out.write(json.dumps({**run, **res}) + "\n")
            if k % max(1, ns.deals // 10) == 0:
                print(f"  ... {k}/{ns.deals}", file=sys.stderr, flush=True)
    print(command)
    print(report(ns.a, ns.b, results, target, time.time() - t0, ns.preset))


def parse_efforts(
    parser: argparse.ArgumentParser, items: list[str], names: tuple[str, str]
) -> dict[str, int]:
    """``--effort NAME=N`` items as {name: worlds}; a bad one is a usage error."""
    efforts: dict[str, int] = {}
    for item in items:
        name, _, raw = item.partition("=")
        if name not in names or not raw.isdigit() or int(raw) < 1:
            parser.error(f"--effort {item}: give NAME=N with NAME one of the two players, N >= 1")
        efforts[name] = int(raw)
    return efforts


def load_runs(paths: list[str], run: dict[str, Any]) -> list[dict[str, Any]]:
    """The saved deals of several runs of the same pair, preset and options."""
    results: dict[int, dict[str, Any]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    res = json.loads(line)
                    same = {key: res[key] for key in run} == run
                    index = int(res["index"])
                    if not res["a_net"] or not all(
                        isinstance(x, int | float) for x in res["a_net"]
                    ):
                        raise ValueError("a_net must hold A's results")
                except (ValueError, KeyError, TypeError) as exc:
                    raise ValueError(f"{path} line {number} is not a saved deal ({exc})") from exc
                if not same:
                    raise ValueError(
                        f"{path} line {number} was played with other settings: "
                        + ", ".join(f"{key}={res.get(key)!r}" for key in run)
                    )
                if index in results:
                    raise ValueError(f"deal {index} appears twice ({path} line {number})")
                results[index] = res
    if not results:
        raise ValueError("no saved deals in " + ", ".join(paths))
    return list(results.values())


if __name__ == "__main__":
    main()
