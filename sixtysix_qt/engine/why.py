"""Why a kind of move is not legal now: a reason id a program can turn into a sentence.

``legal_actions()`` says what may be done; a player who finds "Exchange
trump" greyed out wants to know why not ("exchange after your first
trick").  ``why_not`` answers with one of ``REASONS`` (ids, not English:
the interface words them in each language), following the same rules as
``DealState.legal_moves``, and None when a move of that kind is legal.
"""

from __future__ import annotations

from .actions import Action, Kind
from .cards import KING, QUEEN
from .state import DealState

REASONS = (
    "deal_over",  # the deal is scored
    "not_your_turn",  # another seat is to move
    "auction",  # the auction comes first
    "not_in_variant",  # the preset has no such move (no closing with 3-4 players ...)
    "lead_only",  # only when leading a trick: a card was led
    "talon_closed",  # the talon is closed
    "talon_short",  # fewer than two cards left in the talon
    "first_trick",  # the exchange waits for a trick won by the seat's side
    "exchange_card_up",  # the card that exchanges already lies face up
    "no_exchange_card",  # the seat does not hold the trump card that exchanges
    "marriage_needs_trick",  # option: a marriage only after a trick won
    "marriage_talon_over",  # option: no marriage once the talon is closed or used up
    "no_marriage",  # no king and queen of one suit left to announce
    "auto_declare",  # the claim is made automatically
    "not_now",  # anything else (never expected)
)


def why_not(state: DealState, seat: int, kind: Kind) -> str | None:
    """The reason ``seat`` cannot make a move of ``kind`` now (None: it can)."""
    if state.is_over:
        return "deal_over"
    if state.to_move != seat:
        return "not_your_turn"
    if any(Action.parse(a).kind is kind for a in state.legal_actions()):
        return None
    if state.phase == "bid":
        return "auction"
    reason = {
        Kind.EXCHANGE: _exchange,
        Kind.CLOSE: _close,
        Kind.MARRY: _marriage,
        Kind.DECLARE: _declare,
    }.get(kind, lambda _s, _seat: None)(state, seat)
    return reason or "not_now"


def _talon(state: DealState) -> str | None:
    if state.trick:
        return "lead_only"
    if state.closed:
        return "talon_closed"
    if len(state.talon) < 2:
        return "talon_short"
    return None


def _exchange(state: DealState, seat: int) -> str | None:
    rank = state.shape.exchange_rank
    if rank is None:
        return "not_in_variant"
    if reason := _talon(state):
        return reason
    if not state.side_tricks[state.side_of(seat)]:
        return "first_trick"
    if state.tcard is not None and state.tcard & 7 == rank:
        return "exchange_card_up"
    return "no_exchange_card"


def _close(state: DealState, _seat: int) -> str | None:
    if not state.shape.closing:
        return "not_in_variant"
    return _talon(state)


def _marriage(state: DealState, seat: int) -> str | None:
    if state.trick:
        return "lead_only"
    options = state.rules.options
    if options["marriage_needs_trick"] and not state.side_tricks[state.side_of(seat)]:
        return "marriage_needs_trick"
    if (
        state.shape.has_talon
        and not options["marriage_after_talon"]
        and (state.closed or not state.talon)
    ):
        return "marriage_talon_over"
    held = [c for c in range(64) if state.hands[seat] >> c & 1]
    for suit in range(4):
        ranks = {c & 7 for c in held if (c >> 3) & 3 == suit}
        if {KING, QUEEN} <= ranks and not state.announced[seat] >> suit & 1:
            return "not_now"  # a pair to announce, yet no marriage is legal: unexpected
    return "no_marriage"


def _declare(state: DealState, _seat: int) -> str | None:
    if not state.shape.has_talon:
        return "not_in_variant"
    return "auto_declare" if state.rules.options["auto_declare"] else None
