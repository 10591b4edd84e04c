"""Headless deal review: ``python -m sixtysix_qt.review.analysis DEAL.json [--seat N] [--json]``.

Prints the verdict on every decision of one seat, the same ones the
Review window shows (both call ``review.judge.review_deal``, at its defaults), so a review is
scriptable and testable.  Exit status 0, or 2 with one sentence on stderr
when the file cannot be used.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .accuracy import deal_accuracy
from .archive import DealFileError, read_deal_file
from .judge import (
    DEFAULT_SEED,
    DEFAULT_WORLDS,
    MAX_WORLDS,
    Review,
    review_deal,
    shown_alternatives,
)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m sixtysix_qt.review.analysis",
        description="Judge every decision of one seat in a saved Sixty-Six deal.",
    )
    p.add_argument("deal", help="a deal file (Game > Save deal as..., or the archive)")
    p.add_argument("--seat", type=int, default=None, help="seat to judge (default: the file's)")
    p.add_argument("--json", action="store_true", help="print the review as JSON")
    p.add_argument("--worlds", type=int, default=DEFAULT_WORLDS, help="worlds per decision")
    p.add_argument(
        "--max-worlds", type=int, default=MAX_WORLDS, help="worlds the contenders get at most"
    )
    p.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed of the sampling")
    return p


def _fact(fact: list[object]) -> str:
    return " ".join(str(x) for x in fact)


def format_review(review: Review) -> str:
    """The review as plain lines, one per decision (ids, not sentences), then the summary."""
    lines = [f"Seat {review.seat}: {len(review.verdicts)} decisions judged"]
    for n, v in enumerate(review.verdicts, 1):
        line = f"{n:2d}. action {v.index + 1:2d}  {v.played:<10} {v.label:<10} loss {v.loss:5.2f}"
        line += f" ±{v.margin:.2f}"
        if v.uncertain:
            line += " (uncertain)"
        if v.best != v.played:
            line += f"  best {v.best}"
        line += f"  [best does: {_fact(v.reason)}]"
        if v.facts:
            line += "  cost: " + "; ".join(_fact(f) for f in v.facts)
        alternatives = ", ".join(f"{a} -{loss:.2f}±{m:.2f}" for a, loss, m in shown_alternatives(v))
        line += f"  top: {alternatives}"
        if v.open_value is not None:
            line += f"  open cards: {v.open_value:+.0f}, best {v.open_best}, loss {v.open_loss or 0:.2f}"
        if v.line:
            line += "  line: " + " ".join(v.line)
        if v.luck:
            line += f"  [{v.luck}]"
        lines.append(line)
    s = review.summary
    accuracy = deal_accuracy(review.verdicts)
    if accuracy is not None:
        lines.append(f"Accuracy: {accuracy:.0f}%")
    lines.append(f"Total expected loss: {s.total_loss:.2f} game points")
    if s.biggest is not None:
        v = review.verdicts[s.biggest]
        lines.append(f"Biggest mistake: decision {s.biggest + 1} ({v.played}, best {v.best})")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        deal = read_deal_file(args.deal, follow_links=True)
    except DealFileError as err:
        print(f"{args.deal}: {err}", file=sys.stderr)
        return 2
    state = deal.state
    seat = args.seat if args.seat is not None else deal.app.get("seat", 0)
    if not isinstance(seat, int) or not 0 <= seat < state.num_players:
        print(f"--seat must be 0..{state.num_players - 1}", file=sys.stderr)
        return 2
    if args.worlds < 1:
        print("--worlds must be at least 1", file=sys.stderr)
        return 2
    review = review_deal(state, seat, args.worlds, args.seed, max_worlds=args.max_worlds)
    if args.json:
        print(json.dumps(review.to_dict(), indent=1))
    else:
        print(format_review(review))
    return 0


if __name__ == "__main__":
    sys.exit(main())
