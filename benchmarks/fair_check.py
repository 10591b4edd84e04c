"""Fair playouts: is a move better than another, both seats playing from their own view?

The judge values moves over sampled worlds with some clairvoyance left in
(the seat's later choices in a world it solves whole, the rollouts' last
tricks).  This check has none: worlds are sampled from the seat's
observation, and in each both moves are played out by the expert at fixed
effort for both seats, each choosing from its own observation (the same
players' seeds after either move, so the comparison is paired).  It is how
the audits confirm a review's flag (issue 52); it is slow (an expert's
decision for every later move of every world), so it is for a few
positions, never for the review itself.

    python -m benchmarks.fair_check DEAL.json --seat 1 --action 6 --versus close --worlds 48

``--action`` is the CLI's 1-based action number (the move played there is
compared with ``--versus``); the deal file is one the Review window saves.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from statistics import fmean, stdev
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sixtysix_qt.ai import make_player  # noqa: E402
from sixtysix_qt.ai.toolkit import sample_world, side_value  # noqa: E402


def play_on(state: Any, seed: int, effort: int) -> Any:
    """``state`` played to its end by the expert at ``effort`` worlds for every seat."""
    players = [
        make_player("expert", seed=seed * 7 + s, time_limit=None, effort=effort)
        for s in range(state.shape.players)
    ]
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else players[seat].choose(state.observation(seat))
        state = state.apply(action)
    return state


def fair_difference(
    state: Any, seat: int, move: str, other: str, worlds: int = 48, effort: int = 64, seed: int = 1
) -> tuple[float, float, int]:
    """Mean game points of ``move`` minus ``other`` for ``seat`` over ``worlds`` worlds
    sampled from its observation, both played out fairly; the standard error; the count."""
    rng = random.Random(seed)
    obs = state.observation(seat)
    diffs = []
    for n in range(worlds):
        world = sample_world(obs, rng)
        side = world.side_of(seat)
        values = []
        for action in (move, other):
            end = play_on(world.apply(action), seed * 10_000 + n, effort)
            values.append(side_value(end.result, side))
        diffs.append(values[0] - values[1])
    error = stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return fmean(diffs), error, len(diffs)


def main(argv: list[str] | None = None) -> int:
    from sixtysix_qt.engine import DealState
    from sixtysix_qt.engine.serialize import loads

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("deal", type=Path)
    parser.add_argument("--seat", type=int, required=True)
    parser.add_argument("--action", type=int, required=True, help="1-based action number")
    parser.add_argument("--versus", required=True, help="the move to compare with, e.g. close")
    parser.add_argument("--worlds", type=int, default=48)
    parser.add_argument("--effort", type=int, default=64)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    final = loads(args.deal.read_bytes())  # a deal file is the engine's deal document
    if not isinstance(final, DealState):
        raise SystemExit(f"{args.deal}: a deal file holds one deal, not a match")
    state = final.positions()[args.action - 1]
    played = final.history[args.action - 1][1]
    mean, error, n = fair_difference(
        state, args.seat, played, args.versus, args.worlds, args.effort, args.seed
    )
    print(f"{played} minus {args.versus}: {mean:+.2f} ± {error:.2f} over {n} worlds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
