"""Cards as small integers, and their notation (docs/RULES.md section 1).

The engine is the simulator inside the AI's search, so cards are ints and a
hand is a bitmask: ``card = copy * 32 + suit * 8 + rank``.  Ranks run low to
high (7 8 9 J Q K T A), so comparing ranks is comparing ints.  The text codes
(``QS``, ``TH``, ``QS'`` for a second copy) exist only at the API edge.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

SUITS = "CSHD"
RANKS = "789JQKTA"
RANK_POINTS = (0, 0, 0, 2, 3, 4, 10, 11)
SUIT_NAMES = ("clubs", "spades", "hearts", "diamonds")
#: the suit signs, part of the notation (not translated)
SUIT_SYMBOLS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}

NINE = RANKS.index("9")
JACK = RANKS.index("J")
QUEEN = RANKS.index("Q")
KING = RANKS.index("K")

#: every bit a card of one suit can occupy (both copies of a double deck)
SUIT_MASKS = tuple((0xFF << (8 * s)) | (0xFF << (32 + 8 * s)) for s in range(4))


def card_id(suit: int, rank: int, copy: int = 0) -> int:
    return copy * 32 + suit * 8 + rank


def suit_of(card: int) -> int:
    return (card >> 3) & 3


def rank_of(card: int) -> int:
    return card & 7


def points_of(card: int) -> int:
    return RANK_POINTS[card & 7]


CODES: dict[int, str] = {}
IDS: dict[str, int] = {}
for _copy in (0, 1):
    for _s, _sl in enumerate(SUITS):
        for _r, _rl in enumerate(RANKS):
            _code = _rl + _sl + ("'" if _copy else "")
            CODES[card_id(_s, _r, _copy)] = _code
            IDS[_code] = card_id(_s, _r, _copy)


def code(card: int) -> str:
    """The notation of a card id, e.g. ``QS`` or ``QS'``."""
    return CODES[card]


def parse_card(text: object) -> int:
    """Card id of a code; ValueError naming the bad code (or the non-string) otherwise."""
    card = IDS.get(text) if isinstance(text, str) else None
    if card is None:
        raise ValueError(
            f"{text!r} is not a card: use rank {'/'.join(RANKS)} then suit "
            f"{'/'.join(SUITS)}, e.g. 'QS' or 'TH'"
        )
    return card


def bits(mask: int) -> Iterator[int]:
    """Card ids present in a bitmask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def codes_of_mask(mask: int) -> list[str]:
    return [CODES[c] for c in bits(mask)]


def make_deck(lowest_rank: int, copies: int = 1) -> list[int]:
    """The canonical (unshuffled) pack: clubs, spades, hearts, diamonds, low to high."""
    return [
        card_id(s, r, c) for c in range(copies) for s in range(4) for r in range(lowest_rank, 8)
    ]


def shuffled(deck: list[int], seed: int | None) -> list[int]:
    """A shuffled copy; the only randomness in dealing, through an injected seed."""
    cards = list(deck)
    random.Random(seed).shuffle(cards)
    return cards
