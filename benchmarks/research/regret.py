"""Where a player loses game points against the exact play of the true deal.

The all-seeing player's edge over ``greedy`` (issue 12: "at least 60% of
the all-seeing player's edge") says how much a fair player gives up, not
where.  This replays a player against an opponent (two players, fixed
effort) and at every decision solves the true deal exactly
(``native.world_values``, every card known).  From the measured seat's
view, with V the exact value of the position:

- its **regret** at a decision is V before minus V after its move (>= 0);
- the opponent's **gift** is V after the opponent's move minus V before.

So the deal's result = V(start) - regrets + gifts (checked for every
deal).  Regret is summed by the kind of decision (lead, follow, exchange,
marriage, close, and a close the exact play wanted but the player left
out), by the talon's state and by the trick; a perfect-information regret
counts what no fair player could know too, so read it as where the points
go, not as mistakes.

    python -m benchmarks.research.regret expert greedy --preset classic --deals 100 --effort expert=160
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections import defaultdict
from typing import Any

from benchmarks.arena import (
    CONTESTANTS,
    TWO_PLAYER,
    act,
    deck_seed,
    make_contestant,
    parse_efforts,
)
from sixtysix_qt.ai.toolkit import native, side_value
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.moves import (
    CLOSE_MOVE,
    DECLARE_MOVE,
    EXCHANGE_MOVE,
    MARRY,
    parse_move,
)


def decision_kind(state: Any, move: int, best: set[int]) -> str:
    """What kind of decision this was, for the table."""
    if CLOSE_MOVE in best and move not in best:
        return "close left out"
    if move == CLOSE_MOVE:
        return "close"
    if move == EXCHANGE_MOVE:
        return "exchange"
    if move >> 6 == MARRY:
        return "marriage"
    return "follow" if state.trick else "lead"


def talon_state(state: Any) -> str:
    """The talon column of the table: closed, open, or exhausted."""
    if state.closed:
        return "closed"
    return "open" if state.talon else "exhausted"


def play_measured(
    preset: str, seed: int, dealer: int, names: tuple[str, str], me: int, efforts: dict[str, int]
) -> dict[str, Any]:
    """One deal, the measured player in seat ``me``: its decisions' regrets, the gifts."""
    state = new_deal(preset, seed=seed, dealer=dealer)
    players = [make_contestant(names[s], seed * 2 + s, efforts.get(names[s])) for s in range(2)]
    start_value: float | None = None
    rows: list[tuple[str, str, int, float]] = []
    gifts = 0.0
    while not state.is_over:
        seat = state.to_move
        moves = [m for m in state.legal_moves() if m != DECLARE_MOVE]
        action = act(players[seat], state, state.observation(seat))
        move = parse_move(action)
        if len(moves) > 1 and move in moves:
            values = native.world_values(state, me, moves)
            if start_value is None:
                start_value = (max if seat == me else min)(values.values())
            if seat == me:
                top = max(values.values())
                best = {m for m, v in values.items() if v == top}
                trick_no = sum(state.side_tricks) + 1
                kind = decision_kind(state, move, best)
                rows.append((kind, talon_state(state), trick_no, top - values[move]))
            else:
                gifts += values[move] - min(values.values())
        state = state.apply(action)
    result = side_value(state.result, state.side_of(me))
    return {"rows": rows, "gifts": gifts, "start": start_value, "result": result}


def run_deck(args: tuple[Any, ...]) -> list[dict[str, Any]]:
    """Both seatings of deck ``index`` (the arena's seeds and dealer)."""
    preset, index, a, b, efforts = args
    seed = deck_seed(preset, index)
    dealer = index % 2
    return [
        play_measured(preset, seed, dealer, (a, b), 0, efforts),
        play_measured(preset, seed, dealer, (b, a), 1, efforts),
    ]


def report(deals: list[dict[str, Any]]) -> str:
    """The regret table: by kind and talon state, and by trick."""
    by_kind: dict[tuple[str, str], list[float]] = defaultdict(list)
    by_trick: dict[int, list[float]] = defaultdict(list)
    for deal in deals:
        for kind, talon, trick_no, regret in deal["rows"]:
            by_kind[(kind, talon)].append(regret)
            by_trick[trick_no].append(regret)
    n = len(deals)
    total = sum(r for d in deals for *_x, r in d["rows"])
    lines = [
        f"{n} deals: exact value at the start {sum(d['start'] or 0 for d in deals) / n:+.3f}, "
        f"result {sum(d['result'] for d in deals) / n:+.3f}, "
        f"regret {total / n:.3f}, opponent's gifts {sum(d['gifts'] for d in deals) / n:.3f} "
        "(game points a deal)",
        "",
        "| decision | talon | decisions | with regret | regret a deal | share |",
        "|---|---|---|---|---|---|",
    ]
    for (kind, talon), regrets in sorted(by_kind.items(), key=lambda kv: -sum(kv[1])):
        lost = sum(regrets)
        wrong = sum(1 for r in regrets if r > 0)
        share = lost / total if total else 0.0
        lines.append(
            f"| {kind} | {talon} | {len(regrets)} | {wrong} | {lost / n:.3f} | {share:.0%} |"
        )
    lines += ["", "| trick | decisions | regret a deal | share |", "|---|---|---|---|"]
    for trick_no in sorted(by_trick):
        lost = sum(by_trick[trick_no])
        share = lost / total if total else 0.0
        lines.append(f"| {trick_no} | {len(by_trick[trick_no])} | {lost / n:.3f} | {share:.0%} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a", choices=CONTESTANTS, help="the measured player")
    parser.add_argument("b", choices=CONTESTANTS, help="its opponent")
    parser.add_argument("--preset", default="classic", choices=TWO_PLAYER)
    parser.add_argument("--deals", type=int, default=100, help="duplicate decks")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--effort", action="append", default=[], metavar="NAME=N")
    parser.add_argument("--save", metavar="FILE", help="write every deal's rows to FILE (JSON)")
    ns = parser.parse_args(argv)
    if not native.COMPILED:
        parser.exit(2, "regret: needs the compiled solver (pure Python takes minutes a deal)\n")
    efforts = parse_efforts(parser, ns.effort, (ns.a, ns.b))
    jobs = [(ns.preset, i, ns.a, ns.b, efforts) for i in range(ns.start, ns.start + ns.deals)]
    deals: list[dict[str, Any]] = []
    with multiprocessing.Pool(ns.workers) as pool:
        for pair in pool.imap_unordered(run_deck, jobs):
            deals.extend(pair)
    for deal in deals:
        if deal["start"] is None:
            continue  # no decision had a choice: nothing to account for
        drift = deal["start"] - sum(r for *_x, r in deal["rows"]) + deal["gifts"]
        if abs(drift - deal["result"]) > 1e-6:
            print(f"warning: a deal does not add up ({drift} != {deal['result']})", file=sys.stderr)
    if ns.save:
        with open(ns.save, "w", encoding="utf-8") as out:
            for deal in deals:
                out.write(json.dumps(deal) + "\n")
    cmd = " ".join(sys.argv[1:] if argv is None else argv)
    print(f"$ python -m benchmarks.research.regret {cmd}")
    print(report(deals))


if __name__ == "__main__":
    main()
