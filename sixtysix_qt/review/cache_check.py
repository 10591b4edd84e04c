"""A review cached in a deal file is checked whole before it is shown: never trusted.

A deal file may come from anyone, and its ``app.review`` may be anything: a
verdict pointing past the list, a loss that is a string, HTML in a move, a
"perfect" summary for a deal full of mistakes.  ``checked_review`` accepts
a cached review only when it is exactly what ``review.judge.review_deal``
makes for this very deal: the digest stored with it names the deal, the
seat, the effort and the seed (and the open-card reach of a build without
the compiled core); there is one verdict per decision of the
seat, each for the move really played there, with legal moves, finite
losses in range, the label its loss earns, known fact ids with whole-number
arguments, the judged moves each legal once with finite losses, open-card
lines of a few "seat:move" entries; and the summary is recomputed from the
verdicts.  A review of another shape (``judge.REVIEW_VERSION``) is refused.  Anything else gives None, and the caller
judges the deal afresh.  No Qt.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import fields
from typing import Any

from sixtysix_qt.ai.open_cards import OPEN_REACH, open_reach
from sixtysix_qt.engine import DealState
from sixtysix_qt.engine.moves import move_text, parse_move
from sixtysix_qt.review.facts import COSTS, DESCRIPTIONS, FACT_ARGS
from sixtysix_qt.review.judge import (
    LINE_PLIES,
    MAX_WORLDS,
    REVIEW_VERSION,
    Review,
    Verdict,
    decisions,
    judged_label,
    summarize,
)

DIGEST_KEY = "deal"
"""The key of the digest in a cached review document."""
MAX_POINTS = 100.0
"""No value or loss of a decision is anywhere near this many game points."""
_VERDICT_KEYS = {f.name for f in fields(Verdict)}
_LUCK = (None, "lucky", "unlucky")
MAX_FACT_NUMBER = 1000
"""No number of a fact (points, a bid, a target) is anywhere near this."""
MAX_FACTS = len(COSTS)
"""A played move's costs are each id of ``COSTS`` at most once."""
MAX_LINE_ENTRY = 24
"""Characters of one "seat:move" entry of an open-card line at most."""
ROUNDING = 1e-4
"""A verdict's losses are stored to four decimals: its label is checked this loosely."""


def review_digest(final: DealState, seat: int, worlds: int, seed: int) -> str:
    """What a cached review belongs to: the deal's pack, dealer, options, moves and the
    effort, and the open-card reach when it is not the compiled build's (without the
    compiled core fewer positions get open-card lines, so its reviews differ; the
    compiled build's digests stay those its cached reviews were stored with)."""
    parts: list[Any] = [
        final.preset,
        sorted(final.options.items()),
        final.dealer,
        list(final.deck_codes),
        list(final.actions),
        seat,
        worlds,
        seed,
    ]
    if open_reach() != OPEN_REACH:
        parts.append(["open_reach", open_reach()])
    key = json.dumps(parts, default=str)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def review_document(review: Review, final: DealState) -> dict[str, Any]:
    """The review as it is cached, with the digest of the deal it belongs to."""
    doc = review.to_dict()
    doc[DIGEST_KEY] = review_digest(final, review.seat, review.worlds, review.seed)
    return doc


def checked_review(doc: Any, final: DealState, seat: int, worlds: int, seed: int) -> Review | None:
    """The cached review if it is exactly one of this deal's, else None (judge it again)."""
    if not isinstance(doc, dict) or doc.get(DIGEST_KEY) != review_digest(final, seat, worlds, seed):
        return None
    if not _same_int(doc.get("version"), REVIEW_VERSION):
        return None  # an older shape: judged again
    if not (_same_int(doc.get("seat"), seat) and _same_int(doc.get("worlds"), worlds)):
        return None
    if not _same_int(doc.get("seed"), seed):
        return None
    raw = doc.get("verdicts")
    todo = decisions(final, seat)
    if not isinstance(raw, list) or len(raw) != len(todo):
        return None
    verdicts = []
    for item, (index, state, action) in zip(raw, todo, strict=True):
        verdict = _verdict(item, index, seat, state, action)
        if verdict is None:
            return None
        verdicts.append(verdict)
    summary = summarize(verdicts)
    stored = doc.get("summary")
    if not isinstance(stored, dict) or stored.get("biggest") != summary.biggest:
        return None
    total: Any = stored.get("total_loss")  # JSON: _number checks it
    if not _number(total) or abs(total - summary.total_loss) > 1e-6:
        return None  # a "perfect" summary over verdicts that lost points
    return Review(seat, worlds, seed, verdicts, summary)


def _same_int(value: Any, expected: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value == expected


def _number(value: Any, low: float = -MAX_POINTS, high: float = MAX_POINTS) -> bool:
    """A finite int or float (never a bool) in [low, high]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and low <= value <= high


def _verdict(item: Any, index: int, seat: int, state: DealState, action: str) -> Verdict | None:
    """The verdict in ``item`` if it judges ``action`` at ``index`` as the review would."""
    if not isinstance(item, dict) or set(item) != _VERDICT_KEYS:
        return None
    legal = state.legal_actions()
    if not (_same_int(item["index"], index) and _same_int(item["seat"], seat)):
        return None
    if item["played"] != action or item["best"] not in legal:
        return None
    loss, margin = item["loss"], item["margin"]
    if not (_number(loss, 0.0) and _number(margin, 0.0)):
        return None
    if not _labelled(item, loss, margin):
        return None
    if not (_fact(item["reason"], DESCRIPTIONS) and _facts(item["facts"])):
        return None
    if not isinstance(item["exact"], bool) or not _worlds(item["worlds"], item["exact"]):
        return None
    if not _alternatives(item["alternatives"], legal, action, loss):
        return None
    if item["open_best"] is not None and item["open_best"] not in legal:
        return None
    if item["open_loss"] is not None and not _number(item["open_loss"], 0.0):
        return None
    if item["open_value"] is not None and not _number(item["open_value"]):
        return None
    if item["luck"] not in _LUCK:
        return None
    players = state.num_players
    if not (_line(item["line"], players) and _line(item["best_line"], players)):
        return None
    return Verdict(**item)


def _labelled(item: dict[str, Any], loss: float, margin: float) -> bool:
    """The label and ``uncertain`` the judge's rule gives the loss and its margin
    (``judge.judged_label``), read at both ends of the stored rounding."""
    label, uncertain = item["label"], item["uncertain"]
    if not isinstance(label, str) or not isinstance(uncertain, bool):
        return False  # a list or a dict would not even be looked up
    return (label, uncertain) in {
        judged_label(max(0.0, loss + e), margin) for e in (-ROUNDING, ROUNDING)
    }


def _fact(fact: Any, ids: tuple[str, ...]) -> bool:
    """``[id, *numbers]``: a known id followed by its count of small whole numbers."""
    if not isinstance(fact, list) or not fact or fact[0] not in ids:
        return False
    numbers = fact[1:]
    if len(numbers) != FACT_ARGS[fact[0]]:
        return False
    return all(
        isinstance(n, int) and not isinstance(n, bool) and abs(n) <= MAX_FACT_NUMBER
        for n in numbers
    )


def _facts(facts: Any) -> bool:
    if not isinstance(facts, list) or len(facts) > MAX_FACTS:
        return False
    if not all(_fact(f, COSTS) for f in facts):
        return False
    return len({f[0] for f in facts}) == len(facts)


def _worlds(worlds: Any, exact: bool) -> bool:
    """0 when every card was known, else the worlds sampled (never past a few batches
    beyond the most the judge takes)."""
    if isinstance(worlds, bool) or not isinstance(worlds, int):
        return False
    return worlds == 0 if exact else 1 <= worlds <= 4 * MAX_WORLDS


def _alternatives(rows: Any, legal: list[str], played: str, loss: float) -> bool:
    """Every judged move once: legal, a finite loss and margin; the played one's loss
    is the verdict's."""
    if not isinstance(rows, list) or not 1 <= len(rows) <= len(legal):
        return False
    seen = set()
    for row in rows:
        if not isinstance(row, list) or len(row) != 3:
            return False
        move, row_loss, row_margin = row
        if move not in legal or move in seen:
            return False
        if not (_number(row_loss, 0.0) and _number(row_margin, 0.0)):
            return False
        seen.add(move)
    played_rows = [r for r in rows if r[0] == played]
    return bool(played_rows) and abs(played_rows[0][1] - loss) <= ROUNDING


def _line(line: Any, players: int) -> bool:
    """An open-card line: at most ``LINE_PLIES`` short "seat:move" entries, each a real
    seat and a move the engine can read."""
    if not isinstance(line, list) or len(line) > LINE_PLIES:
        return False
    for entry in line:
        if not isinstance(entry, str) or len(entry) > MAX_LINE_ENTRY:
            return False
        seat, sep, move = entry.partition(":")
        if not sep or not seat.isascii() or not seat.isdigit() or int(seat) >= players:
            return False
        try:
            if move_text(parse_move(move)) != move:
                return False  # only the engine's own spelling
        except (ValueError, KeyError, IndexError):
            return False
    return True


__all__ = ["DIGEST_KEY", "checked_review", "review_digest", "review_document"]
