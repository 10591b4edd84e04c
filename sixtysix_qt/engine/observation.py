"""What one seat may know (docs/RULES.md section 8), as plain data.

The observation is built only from public events and the seat's own cards,
so two deals that look the same to the seat give equal observations: the AI
plays from this and nothing else.  Cards of other seats appear only when the
rules show them: the partner card of an announced marriage, the trump card
taken by an exchange, and the turned trump card drawn last.
"""

from __future__ import annotations

from typing import Any, TypedDict

from .actions import Action, Kind
from .cards import CODES, KING, QUEEN, SUITS, bits, card_id, parse_card


class Observation(TypedDict):
    """What one seat may know, as the engine builds it and the AI reads it.

    Plain data (lists, strings, numbers), so it crosses to the computer's
    child process as it is; each key is typed here, so a reader that asks for
    a key that is not there, or takes a card for a seat, is caught by mypy.
    Cards are codes (``"QS"``), seats and sides numbers.
    """

    seat: int
    side: int
    preset: str
    options: dict[str, Any]
    num_players: int
    deal_target: int
    dealer: int
    hand: list[str]
    hand_sizes: list[int]
    trump_suit: str | None
    trump_card: str | None
    talon_size: int
    closed: bool
    closer: int | None
    #: points, tricks and card points of each side when the talon was closed
    closing_snapshot: list[list[int]] | None
    leader: int
    to_move: int | None
    trick: list[tuple[int, str]]  # (seat, card) on the table
    last_trick: list[tuple[int, str]]
    points: list[int]  # per side
    tricks: list[int]  # per side
    held_marriages: list[int]  # per side: marriage points waiting for a trick
    marriages: list[tuple[int, str, int]]  # (seat, suit letter, points)
    exchange: tuple[int, str, str] | None  # (seat, card given, trump card taken)
    history: list[tuple[int, str]]  # (seat, action text)
    known_cards: dict[str, list[str]]  # seat (as text) -> its cards this seat has seen
    own_won_cards: list[str]
    bid: int
    bidder: int | None
    sitting_out: int | None
    phase: str  # "bid" or "play"
    legal_actions: list[str]  # empty unless this seat is to move
    is_over: bool
    result: dict[str, Any] | None  # Result.as_dict()


def known_cards(state: Any, seat: int) -> dict[int, list[str]]:
    """Cards of other seats that ``seat`` has seen and that are still in their hands."""
    played: set[str] = set()
    shown: dict[int, set[str]] = {}
    for actor, text in state.history:
        action = Action.parse(text)
        if action.card is not None:
            played.add(action.card)
        if action.kind is Kind.MARRY:
            c = parse_card(action.card)
            partner_rank = KING if c & 7 == QUEEN else QUEEN
            suit = (c >> 3) & 3
            # with a double deck either copy may be the partner: show it only if unique
            if state.shape.copies == 1:
                shown.setdefault(actor, set()).add(CODES[card_id(suit, partner_rank)])
    if state.exchange is not None:
        ex_seat, _nine, old = state.exchange
        shown.setdefault(ex_seat, set()).add(CODES[old])
    if state.trump_drawn_by is not None:
        drawer, last = state.trump_drawn_by
        shown.setdefault(drawer, set()).add(CODES[last])
    return {
        s: sorted(c for c in cards if c not in played)
        for s, cards in sorted(shown.items())
        if s != seat and any(c not in played for c in cards)
    }


def observe(state: Any, seat: int) -> Observation:
    """``seat``'s observation of ``state`` (a DealState: typed Any here, because state.py
    imports this module and the layering test counts an annotation's import as an arrow)."""
    n = state.shape.players
    if not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(f"seat must be 0..{n - 1}, not {seat!r}")
    sides = state.shape.sides
    return {
        "seat": seat,
        "side": state.side_of(seat),
        "preset": state.preset,
        "options": state.options,
        "num_players": n,
        "deal_target": state.shape.deal_target,
        "dealer": state.dealer,
        "hand": state.hand(seat),
        "hand_sizes": [bin(state.hands[s]).count("1") for s in range(n)],
        "trump_suit": state.trump_suit,
        "trump_card": state.trump_card,
        "talon_size": state.talon_size,
        "closed": state.closed,
        "closer": state.closer,
        # points, tricks and card points of each side when the talon was closed
        "closing_snapshot": [list(e) for e in state.snapshot] if state.snapshot else None,
        "leader": state.leader,
        "to_move": state.to_move,
        "trick": [(s, c) for s, c in state.current_trick()],
        "last_trick": [(s, c) for s, c in state.last_completed_trick()],
        "points": [state.side_points(s) for s in range(sides)],
        "tricks": [state.side_tricks[s] for s in range(sides)],
        "held_marriages": list(state.held),
        "marriages": [(s, SUITS[suit], value) for s, suit, value in state.marriages],
        "exchange": (
            (state.exchange[0], CODES[state.exchange[1]], CODES[state.exchange[2]])
            if state.exchange
            else None
        ),
        "history": list(state.history),
        "known_cards": {str(s): cards for s, cards in known_cards(state, seat).items()},
        "own_won_cards": [CODES[c] for c in bits(state.won[state.side_of(seat)])],
        "bid": state.bid,
        "bidder": state.bidder,
        "sitting_out": state.sitting_out,
        "phase": state.phase,
        "legal_actions": state.legal_actions() if state.to_move == seat else [],
        "is_over": state.is_over,
        "result": state.result.as_dict() if state.result else None,
    }
