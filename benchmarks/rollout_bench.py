"""Time of the expert's opening decisions with the rollouts compiled or in Python.

In the opening of a two-player deal the expert plays each candidate move of
each sampled world on by the medium heuristics until the exact solver takes
over (``search._sample_worlds``).  ``native.rollout_values`` runs those
rollouts in C; without it ``native.rollout_value`` runs them in Python (the
exact solves stay compiled in both runs here).  Both must choose the same
moves at fixed effort, which this run checks too.  Figures go to stdout
and, with ``--out``, are appended to a Markdown file.

    python -m benchmarks.rollout_bench --deals 10
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from sixtysix_qt.ai import make_player
from sixtysix_qt.ai.toolkit import (
    heuristic_choice,
    info_from_state,
    native,
    postponed_outcome,
    rollout_value,
)
from sixtysix_qt.engine import new_deal

#: worlds per decision (the frozen November 2026 expert's number)
EFFORT = 160
#: decisions of a deal timed: those while the talon still holds this many cards
MIN_TALON = 6


def opening_observations(preset: str, deals: int) -> list[dict[str, Any]]:
    """Observations of the seat to move while the talon is long, from medium play."""
    out = []
    rng = random.Random(3)
    for seed in range(deals):
        state = new_deal(preset, seed=seed, dealer=seed % 2)
        while state.result is None and len(state.talon) >= MIN_TALON and not state.closed:
            if len(state.legal_moves()) > 1:
                out.append(state.observation(state.to_move))
            move, _ = heuristic_choice(info_from_state(state, state.to_move), rng, 1.0)
            state = state.apply_move(move)
    return out


def _python_rollouts(
    state: Any, me: int, moves: list[int], solve_rollout_cards: int, rng: Any
) -> dict:
    """``native.rollout_values`` in Python: the heuristics there, the endgames compiled."""
    seeds = [rng.random() for _ in moves]
    return {
        m: rollout_value(state.apply_move(m), me, random.Random(seed), 0, solve_rollout_cards)
        for m, seed in zip(moves, seeds, strict=True)
    }


def _python_postponed(
    state: Any, me: int, moves: list[int], solve_rollout_cards: int, rng: Any
) -> list:
    """``native.postponed_rollouts`` in Python, as :func:`_python_rollouts`."""
    seeds = [rng.random() for _ in moves]
    return [
        postponed_outcome(state, me, m, random.Random(seed), solve_rollout_cards)
        for m, seed in zip(moves, seeds, strict=True)
    ]


def timed(obs: dict[str, Any], compiled: bool) -> tuple[float, str]:
    """Seconds and the move of a fixed-effort expert decision."""
    saved = native.rollout_values, native.postponed_rollouts
    if not compiled:
        native.rollout_values, native.postponed_rollouts = _python_rollouts, _python_postponed
    try:
        player = make_player("expert", seed=7, effort=EFFORT)
        t0 = time.perf_counter()
        move = player.choose(obs)
        return time.perf_counter() - t0, move
    finally:
        native.rollout_values, native.postponed_rollouts = saved


def table(presets: list[str], deals: int) -> list[str]:
    rows = [
        f"`python -m benchmarks.rollout_bench --deals {deals}`: the expert's decisions while "
        f"the talon holds {MIN_TALON} cards or more, {EFFORT} worlds each (fixed effort), "
        "the rollouts compiled and in Python; the same move in every decision.",
        "",
        "| preset | decisions | compiled median ms | max ms | Python rollouts median ms | max ms |",
        "|---|---|---|---|---|---|",
    ]
    for preset in presets:
        fast, slow = [], []
        for obs in opening_observations(preset, deals):
            t_c, m_c = timed(obs, True)
            t_p, m_p = timed(obs, False)
            if m_c != m_p:
                raise SystemExit(f"{preset}: compiled {m_c} but Python {m_p} for {obs['history']}")
            fast.append(t_c * 1000)
            slow.append(t_p * 1000)
        rows.append(
            f"| {preset} | {len(fast)} | {statistics.median(fast):.0f} | {max(fast):.0f} "
            f"| {statistics.median(slow):.0f} | {max(slow):.0f} |"
        )
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--out", help="append the table to this Markdown file")
    ns = parser.parse_args(argv)
    if not native.compiled_rollouts(2, {"auto_declare": True}):
        raise SystemExit("the compiled module is not built: pip install -e . first")
    rows = table(["schnapsen", "classic"], ns.deals)
    print("\n".join(rows))
    if ns.out:
        with open(ns.out, "a", encoding="utf-8") as f:
            f.write("\n## Rollouts: compiled and in Python\n\n" + "\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
