"""Actions as small ints for speed, and their text form (docs/RULES.md section 1).

``move = kind << 6 | arg`` where arg is a card id (play, marry) or a bid
level.  Search code works on these ints; the public API speaks strings and
:class:`~.actions.Action` values, which this module converts both ways.
"""

from __future__ import annotations

from .actions import CARD_KINDS, Action, Kind
from .cards import CODES, parse_card
from .options import MAX_BID

PLAY, MARRY, EXCHANGE, CLOSE, DECLARE, BID, PASS = range(7)
KINDS: tuple[Kind, ...] = tuple(Kind)
KIND_NAMES: tuple[str, ...] = tuple(k.value for k in KINDS)

EXCHANGE_MOVE = EXCHANGE << 6
CLOSE_MOVE = CLOSE << 6
DECLARE_MOVE = DECLARE << 6
PASS_MOVE = PASS << 6


def move_text(move: int) -> str:
    kind, arg = move >> 6, move & 63
    if kind == PLAY:
        return "play " + CODES[arg]
    if kind == MARRY:
        return "marry " + CODES[arg]
    if kind == BID:
        return f"bid {arg}"
    return KIND_NAMES[kind]


def move_of(action: Action) -> int:
    """The int form of an :class:`Action`."""
    kind = KINDS.index(action.kind)
    if action.kind in CARD_KINDS:
        return kind << 6 | parse_card(action.card)
    if action.kind is Kind.BID:
        assert action.level is not None  # Action checks a bid has its level
        return kind << 6 | action.level
    return kind << 6


def action_of(move: int) -> Action:
    """The :class:`Action` of an int move."""
    return Action.parse(move_text(move))


#: every well-formed action text and its move: parsing is one dict lookup
_MOVES: dict[str, int] = {
    **{
        f"{verb} {c}": kind << 6 | card
        for kind, verb in ((PLAY, "play"), (MARRY, "marry"))
        for card, c in CODES.items()
    },
    **{f"bid {level}": BID << 6 | level for level in range(1, MAX_BID + 1)},
    **{KIND_NAMES[k]: k << 6 for k in (EXCHANGE, CLOSE, DECLARE, PASS)},
}


def parse_move(text: object) -> int:
    """Int form of an action string; InvalidAction (a ValueError) with the reason otherwise."""
    move = _MOVES.get(text) if isinstance(text, str) else None
    if move is None:
        move = move_of(Action.parse(text))  # raises InvalidAction, or reads odd spacing
    return move
