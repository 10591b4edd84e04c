"""Hand-built deals for the engine tests.

``deck_for`` turns the hands you want into the deck order ``new_deal`` takes
(docs/RULES.md section 3: packets from the dealer's left, then the turned trump
card, then the talon top first).  Cards not named go to the end of the talon
in the canonical order, so a test names only what matters.
"""

from __future__ import annotations

from collections.abc import Sequence

from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import code, make_deck
from sixtysix_qt.engine.options import SHAPES

PACKETS = {name: shape.packets for name, shape in SHAPES.items()}


def full_pack(preset: str = "classic") -> list[str]:
    shape = SHAPES[preset]
    return [code(c) for c in make_deck(shape.lowest_rank, shape.copies)]


def deck_for(
    hands: Sequence[Sequence[str]],
    trump: str | None = None,
    talon: Sequence[str] = (),
    packets: Sequence[int] | None = None,
    dealer: int = 0,
    preset: str = "classic",
) -> list[str]:
    """The deck order (top first) that deals ``hands[seat]`` to each seat.

    ``trump`` is the card turned after the deal (talon presets), ``talon``
    the face-down cards from the top; unnamed cards fill the rest of the
    talon.  With a short hand list, missing hands are filled too.
    """
    shape = SHAPES[preset]
    packets = tuple(packets or shape.packets)
    n = shape.players
    size = sum(packets)
    pack = full_pack(preset)
    named = [c for h in hands for c in h] + ([trump] if trump else []) + list(talon)
    unknown = [c for c in named if c not in pack]
    assert not unknown, f"not in the {preset} pack: {unknown}"
    assert len(set(named)) == len(named), f"a card is named twice: {named}"
    spare = [c for c in pack if c not in named]
    full_hands = []
    for seat in range(n):
        h = list(hands[seat]) if seat < len(hands) else []
        assert len(h) <= size, f"seat {seat} gets {len(h)} cards, the hand is {size}"
        while len(h) < size:
            h.append(spare.pop(0))
        full_hands.append(h)
    order: list[str] = []
    pos = 0
    for packet in packets:
        for i in range(1, n + 1):
            seat = (dealer + i) % n
            order.extend(full_hands[seat][pos : pos + packet])
        pos += packet
    if shape.has_talon:
        if trump is None:
            trump = spare.pop(0)
        order.append(trump)
        order.extend(talon)
        order.extend(spare)
    else:
        assert trump is None and not talon, "bidding has no talon"
        assert not spare, "bidding deals every card"
    assert sorted(order) == sorted(pack)
    return order


def deal(
    preset: str = "classic",
    hands: Sequence[Sequence[str]] = (),
    trump: str | None = None,
    talon: Sequence[str] = (),
    dealer: int = 0,
    **options,
):
    """A new deal of ``preset`` with these hands, trump card and talon."""
    deck = deck_for(hands, trump, talon, dealer=dealer, preset=preset)
    return new_deal(preset, deck=deck, dealer=dealer, **options)


def play(state, *actions: str):
    """Apply actions in turn; ``"QS"`` is short for ``"play QS"``."""
    for a in actions:
        if " " not in a and a not in ("exchange", "close", "declare", "pass"):
            a = "play " + a
        state = state.apply(a)
    return state


def legal(state) -> set[str]:
    return set(state.legal_actions())


def plays(state) -> set[str]:
    """The cards the player to move may play (``play`` actions only)."""
    return {a.split()[1] for a in state.legal_actions() if a.startswith("play ")}


# ------------------------------------------------------------ scenario "A"
# classic, dealer 1 so seat 0 leads; trump diamonds (AD turned).  Seat 0 holds
# the aces and tens of the plain suits, seat 1 the nines and jacks.  Playing
# A_LINE, seat 0 takes tricks 1-3, seat 1 trumps trick 4 with JD and draws QS
# to its KS (a spade marriage); the talon then holds KC QC KH QH AD.
A_HANDS = [["AS", "TS", "AC", "TC", "AH", "TH"], ["9S", "JS", "9C", "JC", "9H", "JH"]]
A_TALON = ["9D", "JD", "QD", "KD", "TD", "KS", "QS", "KC", "QC", "KH", "QH"]
A_LINE = ["AS", "9S", "TS", "JS", "AC", "9C", "TC", "JD"]  # 34 : 12, seat 1 to lead


def deal_a(**options):
    return deal("classic", A_HANDS, "AD", A_TALON, dealer=1, **options)
