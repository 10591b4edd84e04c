"""End of a deal: who won, how many game points, and why (docs/RULES.md 6, 7, 10).

A deal ends in a frozen :class:`Result`: ``winner`` (seat or side, None for
no winner), ``game_points``, ``reason`` (a :class:`Reason` the GUI
translates), ``scores`` (game points of every side this deal) and, where
useful, ``detail`` (a :class:`Detail`).  Both enums are strings, so a result
written as JSON (:meth:`Result.as_dict`) reads exactly as the plain dicts of
earlier versions, and ``result["reason"]`` still answers for older callers.
The functions here read the state being built by ``DealState.apply_move``
(its fields are final by the time they are called), through
:class:`ScoredDeal`: what scoring reads of a deal, so this module needs
nothing of ``state.py`` (which imports it).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from .options import BID_UNIT, MAX_BID, Rules, Shape


class Reason(StrEnum):
    """Why a deal ended as it did."""

    DECLARED = "declared"  # reached the target
    CLOSED_MADE = "closed_made"  # the closer reached it, judged at closing
    CLOSED_FAILED = "closed_failed"
    FALSE_CLAIM = "false_claim"
    LAST_TRICK = "last_trick"  # nobody reached the target: 1 to the last trick
    TIE_65 = "tie_65"
    REPLAY = "replay"
    THROWN_IN = "thrown_in"
    BID_MADE = "bid_made"
    BID_FAILED = "bid_failed"
    MOON_MADE = "moon_made"
    MOON_FAILED = "moon_failed"

    @property
    def is_contract(self) -> bool:
        """A bidding deal that was played out (a bid or the moon, made or failed)."""
        return self in _CONTRACT

    @property
    def made(self) -> bool:
        """The contract was made (only meaningful when :attr:`is_contract`)."""
        return self in (Reason.BID_MADE, Reason.MOON_MADE)


_CONTRACT = frozenset({Reason.BID_MADE, Reason.BID_FAILED, Reason.MOON_MADE, Reason.MOON_FAILED})


class Detail(StrEnum):
    """How a win of 1, 2, 3 (or 6) game points was counted."""

    OPPONENT_33 = "opponent_33"  # 1
    OPPONENT_UNDER_33 = "opponent_under_33"  # 2
    OPPONENT_NO_TRICK = "opponent_no_trick"  # 3
    CLOSER_NO_TRICK = "closer_no_trick"  # 6, historical closing


_KEYS = ("winner", "game_points", "reason", "scores", "detail")


@dataclass(frozen=True, eq=False)
class Result(Mapping[str, Any]):
    """How one deal ended.  Reads like its JSON dict too: ``result["winner"]``."""

    winner: int | None
    game_points: int
    reason: Reason
    scores: tuple[int, ...]
    detail: Detail | None = None

    def as_dict(self) -> dict[str, Any]:
        """The plain JSON form (``detail`` only when there is one)."""
        out: dict[str, Any] = {
            "winner": self.winner,
            "game_points": self.game_points,
            "reason": self.reason.value,
            "scores": list(self.scores),
        }
        if self.detail is not None:
            out["detail"] = self.detail.value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Result:
        """The result a JSON dict describes; ValueError naming what is wrong."""
        try:
            detail = data.get("detail")
            return cls(
                data["winner"],
                data["game_points"],
                Reason(data["reason"]),
                tuple(data["scores"]),
                None if detail is None else Detail(detail),
            )
        except (KeyError, TypeError, ValueError) as err:
            raise ValueError(f"not a deal result: {err}") from None

    # the read-only mapping view, keyed like the JSON form
    def __getitem__(self, key: str) -> Any:
        if key == "detail" and self.detail is None:
            raise KeyError(key)
        return self.as_dict()[key]

    def __iter__(self) -> Iterator[str]:
        return (k for k in _KEYS if k != "detail" or self.detail is not None)

    def __len__(self) -> int:
        return 4 if self.detail is None else 5

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self.as_dict() == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.winner, self.game_points, self.reason, self.scores, self.detail))


# A per-side view of the score: (points, tricks, card points in tricks).
View = tuple[tuple[int, int, int], ...]


class ScoredDeal(Protocol):
    """What the end of a deal is judged from (``state.DealState`` is one)."""

    rules: Rules
    shape: Shape
    card_pts: tuple[int, ...]  # per side
    marriage_pts: tuple[int, ...]  # per side
    bonus: tuple[int, ...]  # per side: the last-trick bonus
    side_tricks: tuple[int, ...]  # per side
    closer: int | None
    snapshot: View | None  # each side's view at closing
    last_winner: int | None
    bid: int
    bidder: int | None

    def side_of(self, seat: int) -> int: ...

    def side_points(self, side: int) -> int: ...


def _view(state: ScoredDeal) -> View:
    return tuple(
        (
            state.card_pts[s] + state.marriage_pts[s] + state.bonus[s],
            state.side_tricks[s],
            state.card_pts[s],
        )
        for s in range(len(state.card_pts))
    )


def _closing_view(state: ScoredDeal) -> View:
    """The view kept when the talon was closed (a closed deal always has one)."""
    assert state.snapshot is not None, "a closed talon keeps the score at closing"
    return state.snapshot


def _seat(seat: int | None) -> int:
    """A seat the rules guarantee is there (a trick's winner at the end, the bidder)."""
    assert seat is not None
    return seat


def snapshot(state: ScoredDeal) -> View:
    """The score as it stands when the talon is closed (judged later against it)."""
    return _view(state)


def _no_trick(state: ScoredDeal, entry: tuple[int, int, int]) -> bool:
    # historical_scoring: "no trick" means no card points, even with tricks of nines
    if state.rules.options["historical_scoring"]:
        return entry[2] == 0
    return entry[1] == 0


def _judge(state: ScoredDeal, winner: int, view: View) -> tuple[int, Detail]:
    """1, 2 or 3 for a winner against the best-placed of the other sides."""
    others = [view[s] for s in range(len(view)) if s != winner]
    if all(_no_trick(state, e) for e in others):
        return 3, Detail.OPPONENT_NO_TRICK
    if all(e[0] < state.shape.loser_line for e in others):
        return 2, Detail.OPPONENT_UNDER_33
    return 1, Detail.OPPONENT_33


def _closer_failed(state: ScoredDeal, closer: int) -> Result:
    """Two-player only: the closer's opponent scores (section 6, closing rows)."""
    opponent = 1 - closer
    if state.rules.options["historical_closing"]:
        if _no_trick(state, _view(state)[closer]):
            gp, detail = 6, Detail.CLOSER_NO_TRICK
        else:
            gp, detail = 2, None
    elif _no_trick(state, _closing_view(state)[opponent]):
        gp, detail = 3, Detail.OPPONENT_NO_TRICK
    else:
        gp, detail = 2, None
    return _result(state, opponent, gp, Reason.CLOSED_FAILED, detail)


def _result(
    state: ScoredDeal, winner: int | None, gp: int, reason: Reason, detail: Detail | None = None
) -> Result:
    scores = [0] * state.shape.sides
    if winner is not None:
        scores[winner] = gp
    return Result(winner, gp, reason, tuple(scores), detail)


def _winning(state: ScoredDeal, side: int) -> Result:
    """``side`` has the target: score it, minding a closed talon."""
    closer = state.closer
    if closer is not None:
        if side == closer:
            gp, detail = _judge(state, side, _closing_view(state))
            return _result(state, side, gp, Reason.CLOSED_MADE, detail)
        return _closer_failed(state, closer)
    gp, detail = _judge(state, side, _view(state))
    return _result(state, side, gp, Reason.DECLARED, detail)


def _best_placed(state: ScoredDeal, declarer_side: int, view: View) -> int:
    """The opponent who profits from a false claim in three-hand (section 10)."""
    n = len(view)
    order = [(declarer_side + i) % n for i in range(1, n)]
    return max(order, key=lambda s: (view[s][0], view[s][1], -order.index(s)))


def on_declare(state: ScoredDeal, seat: int) -> Result:
    """A claim (``declare`` or automatic) by ``seat``: right or false."""
    side = state.side_of(seat)
    if state.side_points(side) >= state.shape.deal_target:
        return _winning(state, side)
    view = _view(state)
    sides = len(view)
    opponent = _best_placed(state, side, view) if sides > 2 else 1 - side
    if state.rules.options["false_claim"] == "two":
        return _result(state, opponent, 2, Reason.FALSE_CLAIM)
    closer = state.closer
    if closer is not None and closer == side:
        would, _ = _judge(state, side, _closing_view(state))
    elif closer is not None:
        would = _closer_failed(state, closer).game_points
    else:
        would, _ = _judge(state, side, view)
    return _result(state, opponent, max(2, would), Reason.FALSE_CLAIM)


def on_all_played(state: ScoredDeal) -> Result:
    """Every card is played and nobody declared (bonus already added)."""
    if state.shape.bidding:
        return _bidding_result(state)
    target = state.shape.deal_target
    view = _view(state)
    have = [s for s in range(len(view)) if view[s][0] >= target]
    options = state.rules.options
    if options["historical_scoring"] and not options["auto_declare"] and len(have) >= 2:
        return _result(state, None, 0, Reason.REPLAY)
    closer = state.closer
    if closer is not None:
        if closer in have and len(have) == 1:
            return _winning(state, closer)
        return _closer_failed(state, closer)
    last = state.side_of(_seat(state.last_winner))  # every card played: a trick was won
    if len(have) == 1:
        return _winning(state, have[0])
    if have:
        winner = last if last in have else max(have, key=lambda s: view[s][0])
        return _winning(state, winner)
    if len(view) == 2 and view[0][0] == view[1][0] == 65:
        return _result(state, None, 0, Reason.TIE_65)
    return _result(state, last, 1, Reason.LAST_TRICK)


def thrown_in(state: ScoredDeal) -> Result:
    """All four passed in the auction."""
    return _result(state, None, 0, Reason.THROWN_IN)


def _bidding_result(state: ScoredDeal) -> Result:
    bid_side = state.side_of(_seat(state.bidder))  # the auction ended with a bid
    other = 1 - bid_side
    level = state.bid
    scores = [0, 0]
    if level == MAX_BID:
        made = state.side_tricks[other] == 0
        scores[bid_side] = MAX_BID if made else -MAX_BID
        reason = Reason.MOON_MADE if made else Reason.MOON_FAILED
    else:
        made = state.side_points(bid_side) >= BID_UNIT * level
        scores[bid_side] = level if made else -level
        reason = Reason.BID_MADE if made else Reason.BID_FAILED
    scores[other] = state.side_points(other) // BID_UNIT
    winner = bid_side if made else other
    return Result(winner, scores[winner], reason, tuple(scores))
