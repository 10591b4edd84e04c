"""End of a deal: who won, how many game points, and why (RULES.md 6, 7, 10).

Results are plain dicts: ``winner`` (seat or side, None for no winner),
``game_points``, ``reason`` (an id the GUI translates), ``scores`` (game
points of every side this deal) and, where useful, ``detail`` (another id).

Reason ids: ``declared`` (reached the target), ``closed_made`` (the closer
reached it, judged at closing), ``closed_failed``, ``false_claim``,
``last_trick`` (nobody reached the target: 1 to the last trick), ``tie_65``,
``replay``, ``thrown_in``, ``bid_made``, ``bid_failed``, ``moon_made``,
``moon_failed``.  Detail ids: ``opponent_33`` (1), ``opponent_under_33``
(2), ``opponent_no_trick`` (3), ``closer_no_trick`` (6, historical).
"""

from __future__ import annotations

from typing import Any

# A per-side view of the score: (points, tricks, card points in tricks).
View = tuple[tuple[int, int, int], ...]


def _view(nd: dict[str, Any]) -> View:
    return tuple(
        (
            nd["card_pts"][s] + nd["marriage_pts"][s] + nd["bonus"][s],
            nd["side_tricks"][s],
            nd["card_pts"][s],
        )
        for s in range(len(nd["card_pts"]))
    )


def snapshot(nd: dict[str, Any]) -> View:
    """The score as it stands when the talon is closed (judged later against it)."""
    return _view(nd)


def _no_trick(nd: dict[str, Any], entry: tuple[int, int, int]) -> bool:
    # historical_scoring: "no trick" means no card points, even with tricks of nines
    if nd["rules"].options["historical_scoring"]:
        return entry[2] == 0
    return entry[1] == 0


def _judge(nd: dict[str, Any], winner: int, view: View) -> tuple[int, str]:
    """1, 2 or 3 for a winner against the best-placed of the other sides."""
    others = [view[s] for s in range(len(view)) if s != winner]
    if all(_no_trick(nd, e) for e in others):
        return 3, "opponent_no_trick"
    if all(e[0] < nd["shape"].loser_line for e in others):
        return 2, "opponent_under_33"
    return 1, "opponent_33"


def _closer_failed(nd: dict[str, Any], closer: int) -> dict[str, Any]:
    """Two-player only: the closer's opponent scores (section 6, closing rows)."""
    opponent = 1 - closer
    if nd["rules"].options["historical_closing"]:
        if _no_trick(nd, _view(nd)[closer]):
            gp, detail = 6, "closer_no_trick"
        else:
            gp, detail = 2, None
    elif _no_trick(nd, nd["snapshot"][opponent]):
        gp, detail = 3, "opponent_no_trick"
    else:
        gp, detail = 2, None
    return _result(nd, opponent, gp, "closed_failed", detail)


def _result(
    nd: dict[str, Any], winner: int | None, gp: int, reason: str, detail: str | None = None
) -> dict[str, Any]:
    sides = nd["shape"].sides
    scores = [0] * sides
    if winner is not None:
        scores[winner] = gp
    out: dict[str, Any] = {"winner": winner, "game_points": gp, "reason": reason, "scores": scores}
    if detail:
        out["detail"] = detail
    return out


def _winning(nd: dict[str, Any], side: int) -> dict[str, Any]:
    """``side`` has the target: score it, minding a closed talon."""
    closer = nd["closer"]
    if closer is not None:
        if side == closer:
            gp, detail = _judge(nd, side, nd["snapshot"])
            return _result(nd, side, gp, "closed_made", detail)
        return _closer_failed(nd, closer)
    gp, detail = _judge(nd, side, _view(nd))
    return _result(nd, side, gp, "declared", detail)


def _best_placed(nd: dict[str, Any], declarer_side: int, view: View) -> int:
    """The opponent who profits from a false claim in three-hand (section 10)."""
    n = len(view)
    order = [(declarer_side + i) % n for i in range(1, n)]
    return max(order, key=lambda s: (view[s][0], view[s][1], -order.index(s)))


def on_declare(nd: dict[str, Any], seat: int) -> dict[str, Any]:
    """A claim (``declare`` or automatic) by ``seat``: right or false."""
    state = nd["_self"]
    side = state.side_of(seat)
    if state.side_points(side) >= nd["shape"].deal_target:
        return _winning(nd, side)
    view = _view(nd)
    sides = len(view)
    opponent = _best_placed(nd, side, view) if sides > 2 else 1 - side
    if nd["rules"].options["false_claim"] == "two":
        return _result(nd, opponent, 2, "false_claim")
    closer = nd["closer"]
    if closer is not None and closer == side:
        would, _ = _judge(nd, side, nd["snapshot"])
    elif closer is not None:
        would = _closer_failed(nd, closer)["game_points"]
    else:
        would, _ = _judge(nd, side, view)
    return _result(nd, opponent, max(2, would), "false_claim")


def on_all_played(nd: dict[str, Any]) -> dict[str, Any]:
    """Every card is played and nobody declared (bonus already added)."""
    if nd["shape"].bidding:
        return _bidding_result(nd)
    state = nd["_self"]
    target = nd["shape"].deal_target
    view = _view(nd)
    have = [s for s in range(len(view)) if view[s][0] >= target]
    options = nd["rules"].options
    if options["historical_scoring"] and not options["auto_declare"] and len(have) >= 2:
        return _result(nd, None, 0, "replay")
    closer = nd["closer"]
    if closer is not None:
        if closer in have and len(have) == 1:
            return _winning(nd, closer)
        return _closer_failed(nd, closer)
    last = state.side_of(nd["last_winner"])
    if len(have) == 1:
        return _winning(nd, have[0])
    if have:
        winner = last if last in have else max(have, key=lambda s: view[s][0])
        return _winning(nd, winner)
    if len(view) == 2 and view[0][0] == view[1][0] == 65:
        return _result(nd, None, 0, "tie_65")
    return _result(nd, last, 1, "last_trick")


def thrown_in(nd: dict[str, Any]) -> dict[str, Any]:
    """All four passed in the auction."""
    return _result(nd, None, 0, "thrown_in")


def _bidding_result(nd: dict[str, Any]) -> dict[str, Any]:
    state = nd["_self"]
    bid_side = state.side_of(nd["bidder"])
    other = 1 - bid_side
    level = nd["bid"]
    scores = [0, 0]
    if level == 5:
        made = nd["side_tricks"][other] == 0
        scores[bid_side] = 5 if made else -5
        reason = "moon_made" if made else "moon_failed"
    else:
        made = state.side_points(bid_side) >= 33 * level
        scores[bid_side] = level if made else -level
        reason = "bid_made" if made else "bid_failed"
    scores[other] = state.side_points(other) // 33
    winner = bid_side if made else other
    return {"winner": winner, "game_points": scores[winner], "reason": reason, "scores": scores}
