"""Actions as small ints for speed, and their text form (RULES.md section 1).

``move = kind << 6 | arg`` where arg is a card id (play, marry) or a bid
level.  Search code works on these ints; the public API speaks strings.
"""

from __future__ import annotations

from .cards import CODES, parse_card

PLAY, MARRY, EXCHANGE, CLOSE, DECLARE, BID, PASS = range(7)
KIND_NAMES = ("play", "marry", "exchange", "close", "declare", "bid", "pass")

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


def parse_move(text: object) -> int:
    """Int form of an action string; ValueError with the reason otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"an action is a string such as 'play QS', not {text!r}")
    words = text.split()
    if not words or words[0] not in KIND_NAMES:
        raise ValueError(
            f"{text!r} is not an action: use one of play CARD, marry CARD, exchange, close, "
            "declare, bid N, pass"
        )
    kind = KIND_NAMES.index(words[0])
    if kind in (PLAY, MARRY):
        if len(words) != 2:
            raise ValueError(f"{text!r}: '{words[0]}' takes one card, e.g. '{words[0]} QS'")
        return kind << 6 | parse_card(words[1])
    if kind == BID:
        if len(words) != 2 or words[1] not in {"1", "2", "3", "4", "5"}:
            raise ValueError(f"{text!r}: a bid is 'bid N' with N from 1 to 5")
        return BID << 6 | int(words[1])
    if len(words) != 1:
        raise ValueError(f"{text!r}: '{words[0]}' takes no argument")
    return kind << 6
