"""What one seat may know (docs/RULES.md section 8), as plain data.

The observation is built only from public events and the seat's own cards,
so two deals that look the same to the seat give equal observations: the AI
plays from this and nothing else.  Cards of other seats appear only when the
rules show them: the partner card of an announced marriage, the trump card
taken by an exchange, and the turned trump card drawn last.
"""

from __future__ import annotations

from typing import Any

from .actions import Action, Kind
from .cards import CODES, KING, QUEEN, SUITS, bits, card_id, parse_card


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


def observe(state: Any, seat: int) -> dict[str, Any]:
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
        "trick": [[s, c] for s, c in state.current_trick()],
        "last_trick": [[s, c] for s, c in state.last_completed_trick()],
        "points": [state.side_points(s) for s in range(sides)],
        "tricks": [state.side_tricks[s] for s in range(sides)],
        "held_marriages": list(state.held),
        "marriages": [[s, SUITS[suit], value] for s, suit, value in state.marriages],
        "exchange": (
            [state.exchange[0], CODES[state.exchange[1]], CODES[state.exchange[2]]]
            if state.exchange
            else None
        ),
        "history": [[s, text] for s, text in state.history],
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
