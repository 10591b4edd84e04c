"""How far the deal review can be trusted, measured on fresh deals (issue 44).

Four figures, each on deals no one has tuned on (seeded packs from
``--first`` on; the audit's deals are not among them):

- expert-flag rate: the share of an expert's own decisions (expert against
  expert, both seats judged) that the review labels inaccuracy or worse
  (target at most 2%);
- seed agreement: of the decisions flagged under either seed, the share
  flagged with the same label under both (target at least 90%);
- planted-blunder catch rate: deals where seat 0 plays as the expert except
  for one planted bad move (the queen or king led without its marriage, a
  close at the first lead with no trump, ace or ten, an ace or ten thrown
  under the opponent's trick, the worst move of a known endgame); the share
  of plants the review flags (target at least 95%);
- review time per deal and seat at the Review window's effort (median,
  target at most 5 s).

    python -m benchmarks.review_quality --deals 30 --plants 40 --out /tmp/review-quality

Generated deals and raw verdicts go to ``--out`` (never the repository), so
a second run reuses the deals.  The expert plays with a fixed effort
(``--effort`` worlds a decision), so the deals are reproducible.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sixtysix_qt.ai import make_player  # noqa: E402
from sixtysix_qt.ai.open_cards import open_values  # noqa: E402
from sixtysix_qt.ai.verdict import review_deal  # noqa: E402
from sixtysix_qt.engine import new_deal  # noqa: E402
from sixtysix_qt.engine.cards import code  # noqa: E402
from sixtysix_qt.engine.moves import move_text  # noqa: E402
from sixtysix_qt.engine.state import DealState  # noqa: E402

PRESETS = ("classic", "schnapsen")
PLANTS = ("marriage", "close", "discard", "endgame")
SEEDS = (66, 7)


def _deal(seed: int) -> DealState:
    preset = PRESETS[seed % 2]
    return new_deal(preset, seed=seed, dealer=(seed // 2) % 2)


def expert_deal(seed: int, effort: int, plant: str | None = None) -> tuple[DealState, int | None]:
    """A deal played by two experts; with ``plant``, seat 0 plays one bad move of
    that kind at its first chance.  Returns the deal and the plant's history index."""
    state = _deal(seed)
    players = [
        make_player("expert", seed=seed * 2 + s, time_limit=None, effort=effort) for s in (0, 1)
    ]
    planted = None
    while not state.is_over:
        seat = state.to_move
        action = None
        if seat == 0 and plant is not None and planted is None:
            action = plant_move(state, plant)
            if action is not None:
                planted = len(state.history)
            elif plant == "close":
                return state, None  # a close is planted at the first decision or not at all
        if action is None:
            action = players[seat].choose(state.observation(seat))
        state = state.apply(action)
    return state, planted


def plant_move(state: DealState, plant: str) -> str | None:
    """The planted bad move of kind ``plant`` for seat 0 here, or None if there is none."""
    legal = state.legal_actions()
    if len(legal) < 2:
        return None
    hand = state.hand(0)
    if plant == "marriage":
        for a in legal:
            if a.startswith("marry "):
                return "play " + a.split()[1]
    if plant == "close" and "close" in legal:
        trump = state.trump_card[1] if state.trump_card else None
        if not any(c[0] in "AT" or c[1] == trump for c in hand):
            return "close"
    if plant == "discard" and state.trick and not state.talon:
        return None
    if plant == "discard" and state.trick:
        return _discard(state, legal)
    if plant == "endgame" and not state.talon and state.shape.players == 2:
        values = open_values(state, 0)
        if values:
            worst = min(values, key=lambda m: values[m])
            if max(values.values()) - values[worst] >= 1:
                return move_text(worst)
    return None


def _discard(state: DealState, legal: list[str]) -> str | None:
    """An ace or ten that loses the trick, when a card worth less was legal."""
    lead = code(state.trick[0][1])
    trump = state.trump_card[1] if state.trump_card else None
    order = "9JQKTA"

    def wins(card: str) -> bool:
        if card[1] == lead[1]:
            return order.index(card[0]) > order.index(lead[0])
        return card[1] == trump

    plays = [a.split()[1] for a in legal if a.startswith("play ")]
    losing_big = [c for c in plays if c[0] in "AT" and not wins(c)]
    cheaper = [c for c in plays if c[0] not in "AT"]
    if losing_big and cheaper:
        return "play " + losing_big[0]
    return None


def _cached(out: Path, name: str, make) -> dict:
    path = out / f"{name}.json"
    if path.exists():
        return json.loads(path.read_text())
    doc = make()
    path.write_text(json.dumps(doc))
    return doc


def _state_of(doc: dict) -> DealState:
    state = new_deal(doc["preset"], deck=doc["deck"], dealer=doc["dealer"])
    for action in doc["actions"]:
        state = state.apply(action)
    return state


def _doc(state: DealState, planted: int | None = None) -> dict:
    return {
        "preset": state.preset,
        "deck": list(state.deck_codes),
        "dealer": state.dealer,
        "actions": [a for _s, a in state.history],
        "planted": planted,
    }


def measure_experts(out: Path, first: int, deals: int, effort: int) -> dict:
    flags = {seed: {} for seed in SEEDS}
    decisions = 0
    times = []
    for seed in range(first, first + deals):
        doc = _cached(out, f"ee-{seed}", lambda s=seed: _doc(expert_deal(s, effort)[0]))
        state = _state_of(doc)
        for seat in (0, 1):
            for rs in SEEDS:
                start = time.perf_counter()
                review = review_deal(state, seat, seed=rs)
                if rs == SEEDS[0]:
                    times.append(time.perf_counter() - start)
                    decisions += len(review.verdicts)
                for v in review.verdicts:
                    if v.label != "good":
                        flags[rs][(seed, seat, v.index)] = v.label
        print(
            f"deal {seed}: {decisions} decisions so far, flags {len(flags[SEEDS[0]])}, "
            f"last {times[-1]:.1f} s",
            flush=True,
        )
    a, b = flags[SEEDS[0]], flags[SEEDS[1]]
    either = a.keys() | b.keys()
    same = [k for k in either if a.get(k) == b.get(k)]
    return {
        "deals": deals,
        "decisions": decisions,
        "flagged": len(a),
        "flag_rate": len(a) / max(1, decisions),
        "flagged_either": len(either),
        "agreement": len(same) / len(either) if either else 1.0,
        "times": times,
        "flags": {SEEDS[0]: sorted(map(list, a)), SEEDS[1]: sorted(map(list, b))},
    }


def measure_plants(out: Path, first: int, plants: int, effort: int) -> dict:
    caught, total, rows = 0, 0, []
    seed = first
    kinds = PLANTS
    while total < plants and seed < first + plants * 20:
        kind = kinds[total % len(kinds)]
        name = f"p{kind}-{seed}"
        doc = _cached(out, name, lambda s=seed, k=kind: _doc(*expert_deal(s, effort, k)))
        seed += 1
        if doc["planted"] is None:
            continue
        state = _state_of(doc)
        review = review_deal(state, 0)
        verdict = next(v for v in review.verdicts if v.index == doc["planted"])
        total += 1
        caught += verdict.label != "good"
        rows.append([name, verdict.played, verdict.label, verdict.loss, verdict.margin])
        print(f"{name}: {verdict.played} {verdict.label} loss {verdict.loss:.2f}", flush=True)
    return {"plants": total, "caught": caught, "rate": caught / max(1, total), "rows": rows}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=30, help="expert-vs-expert deals")
    parser.add_argument("--plants", type=int, default=40, help="deals with a planted blunder")
    parser.add_argument("--first", type=int, default=910_000, help="first pack seed")
    parser.add_argument("--effort", type=int, default=160, help="the expert's worlds a move")
    parser.add_argument("--out", type=Path, default=Path("/tmp/review-quality"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    random.seed(0)
    experts = measure_experts(args.out, args.first, args.deals, args.effort)
    plants = measure_plants(args.out, args.first + 50_000, args.plants, args.effort)
    (args.out / "summary.json").write_text(json.dumps({"experts": experts, "plants": plants}))
    times = experts["times"]
    print(
        f"expert decisions: {experts['decisions']} in {experts['deals']} deals, both seats\n"
        f"expert-flag rate: {experts['flagged']}/{experts['decisions']} = "
        f"{100 * experts['flag_rate']:.1f}% (target <= 2%)\n"
        f"seed agreement ({SEEDS[0]} vs {SEEDS[1]}): "
        f"{100 * experts['agreement']:.0f}% of {experts['flagged_either']} flagged (target >= 90%)\n"
        f"planted blunders caught: {plants['caught']}/{plants['plants']} = "
        f"{100 * plants['rate']:.0f}% (target >= 95%)\n"
        f"review time per deal and seat: median {statistics.median(times):.2f} s, "
        f"p90 {sorted(times)[int(0.9 * (len(times) - 1))]:.2f} s, max {max(times):.2f} s "
        f"(target median <= 5 s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
