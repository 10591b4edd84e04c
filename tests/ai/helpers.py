"""Shared helpers for the AI tests: random positions and hidden-card swaps."""

from __future__ import annotations

import random

from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import code
from sixtysix_qt.engine.moves import CLOSE_MOVE, DECLARE_MOVE
from sixtysix_qt.engine.state import DealState


def random_position(
    preset: str, seed: int, steps: int, close_rate: float = 0.1, **options
) -> DealState | None:
    """A deal advanced by ``steps`` random legal moves (None if it ended)."""
    rng = random.Random(seed)
    state = new_deal(preset, seed=seed, dealer=seed % 2, **options)
    for _ in range(steps):
        if state.is_over:
            return None
        moves = state.legal_moves()
        if CLOSE_MOVE in moves and rng.random() < close_rate:
            state = state.apply_move(CLOSE_MOVE)
            continue
        moves = [m for m in moves if m not in (CLOSE_MOVE, DECLARE_MOVE)] or moves
        state = state.apply_move(rng.choice(moves))
    return None if state.is_over else state


def endgame(preset: str, seed: int, cards_left: int, close_rate: float = 0.15, **options):
    """A two-player strict-phase position with at most ``cards_left`` cards in hands."""
    rng = random.Random(seed)
    state = new_deal(preset, seed=seed, dealer=seed % 2, **options)
    while not state.is_over:
        if state.strict and sum(bin(h).count("1") for h in state.hands) <= cards_left:
            return state
        moves = state.legal_moves()
        if CLOSE_MOVE in moves and rng.random() < close_rate:
            state = state.apply_move(CLOSE_MOVE)
            continue
        moves = [m for m in moves if m not in (CLOSE_MOVE, DECLARE_MOVE)] or moves
        state = state.apply_move(rng.choice(moves))
    return None


def swap_hidden(state: DealState, seat: int, rng: random.Random) -> DealState | None:
    """The same deal with the cards hidden from ``seat`` shuffled among their places.

    Only the opponents' unshown cards and the undrawn talon (trump card aside)
    move, so the deck order differs while every action of the history can be
    replayed; None if the replay is illegal in the new deal (strict phase).
    """
    from sixtysix_qt.engine.observation import known_cards

    shown = {c for cards in known_cards(state, seat).values() for c in cards}
    movable = set(state.talon[:-1])
    for s in range(state.num_players):
        if s != seat:
            movable |= {c for c in _ids(state.hands[s]) if code(c) not in shown}
    other = _redealt(state, movable, rng)
    try:
        for action in state.actions:
            other = other.apply(action)
    except ValueError:
        return None
    return other


def talon_reordered(state: DealState, rng: random.Random) -> DealState:
    """The same fresh deal with the undrawn talon (trump card aside) in another order."""
    return _redealt(state, set(state.talon[:-1]), rng)


def _redealt(state: DealState, movable: set[int], rng: random.Random) -> DealState:
    """A new deal from ``state``'s deck with the ``movable`` cards shuffled among their places."""
    positions = [i for i, c in enumerate(state.deck) if c in movable]
    cards = [state.deck[i] for i in positions]
    rng.shuffle(cards)
    deck = list(state.deck)
    for i, c in zip(positions, cards, strict=True):
        deck[i] = c
    return new_deal(
        state.preset, deck=[code(c) for c in deck], dealer=state.dealer, **state.options
    )


def _ids(mask: int) -> list[int]:
    return [c for c in range(64) if mask >> c & 1]
