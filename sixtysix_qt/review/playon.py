"""Play on from a position of a reviewed deal, with the real cards or hidden cards re-dealt.

"Play on from here" starts a practice deal at any position of a review.
With the real hidden cards the position is simply the deal replayed to
there.  Re-dealt, the cards the player could not see (the other hands, the
talon) are dealt again at random among the deals that agree with
everything the player knew (``ai.worlds.sample_hidden``), and a real
pack order is rebuilt for them, so the new deal saves, replays and plays on
like any other; the player's own view of it is checked to be unchanged.
No Qt here.
"""

from __future__ import annotations

import random

from ..ai.worlds import sample_hidden
from ..engine import DealState, IllegalAction, Observation, new_deal
from ..engine.cards import bits, code, parse_card

ATTEMPTS = 30


def position(final: DealState, index: int) -> DealState:
    """The deal after its first ``index`` actions (0: before the first)."""
    if not 0 <= index <= len(final.history):
        raise ValueError(f"position must be 0..{len(final.history)}, not {index}")
    state = final.dealt()
    for _seat, action in final.history[:index]:
        state = state.apply(action)
    return state


def hidden_slots(state: DealState, seat: int) -> tuple[dict[int, list[int]], list[int]]:
    """Deck positions of the cards ``seat`` cannot see: per other seat, and the talon's."""
    where = {card: k for k, card in enumerate(state.deck)}
    known = state.observation(seat)["known_cards"]

    per_seat: dict[int, list[int]] = {}
    for s in range(state.num_players):
        if s == seat:
            continue
        shown = {parse_card(c) for c in known.get(str(s), [])}
        cards = [c for c in bits(state.hands[s]) if c not in shown]
        per_seat[s] = sorted(where[c] for c in cards)
    talon = [where[c] for c in state.talon[:-1]] if state.talon else []
    return per_seat, talon


def same_view(state: DealState, deck: list[int], seat: int, obs: Observation) -> DealState | None:
    """``state``'s moves replayed on the pack ``deck``, if they are legal there and ``seat``
    sees ``obs`` as it did (None otherwise: a past move would not have been legal, or the
    seat would have seen something else)."""
    try:
        again = new_deal(
            state.preset, deck=[code(c) for c in deck], dealer=state.dealer, **state.options
        )
        for action in state.actions:
            again = again.apply(action)
    except (IllegalAction, ValueError):
        return None
    return again if again.observation(seat) == obs else None


def redealt(state: DealState, seat: int, seed: int | None = None) -> DealState:
    """``state`` with every card hidden from ``seat`` dealt again; ValueError if none fits.

    The history, the seat's hand and everything it has seen stay the same.
    """
    if state.is_over:
        raise ValueError("the deal is over")
    rng = random.Random(seed)
    obs = state.observation(seat)
    per_seat, talon_slots = hidden_slots(state, seat)
    known = {int(s): set(cs) for s, cs in obs["known_cards"].items()}

    for _ in range(ATTEMPTS):
        hands, talon = sample_hidden(obs, rng)
        deck = list(state.deck)
        for s, slots in per_seat.items():
            fresh = [c for c in hands.get(s, []) if code(c) not in known.get(s, set())]
            for k, c in zip(slots, sorted(fresh), strict=True):
                deck[k] = c
        for k, c in zip(talon_slots, talon[: len(talon_slots)], strict=True):
            deck[k] = c
        again = same_view(state, deck, seat, obs)
        if again is not None:
            return again
    raise ValueError("no other deal of the hidden cards agrees with this position")


__all__ = ["hidden_slots", "position", "redealt"]
