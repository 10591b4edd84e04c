"""What every AI level reads out of an observation, as bitmasks.

The AI works only from ``state.observation(seat)`` (docs/RULES.md section 8); this
module turns that plain data into ints once per decision so the heuristics
and the search can test cards with a shift instead of parsing strings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import (
    JACK,
    KING,
    NINE,
    QUEEN,
    RANK_POINTS,
    SUITS,
    bits,
    make_deck,
    mask_of,
    parse_card,
)
from ..engine.moves import MARRY, PLAY, parse_move
from ..engine.observation import Observation
from ..engine.options import SHAPES, Shape
from ..engine.scoring import Result
from ..engine.state import DealState

TEN = 6
ACE = 7


def popcount(mask: int) -> int:
    return bin(mask).count("1")


def mask_points(mask: int) -> int:
    """Card points of every card in a mask."""
    return sum(RANK_POINTS[c & 7] for c in bits(mask))


@dataclass
class Info:
    """An observation decoded to ints: masks of cards, seats, scores, legal moves.

    ``obs`` is the observation itself, which the search samples worlds from;
    it is None inside a sampled world's rollout, where every field the
    heuristics read is filled from the state instead.
    """

    obs: Observation | None
    preset: str
    phase: str  # "bid" or "play"
    bid: int  # the standing bid level (bidding)
    bidder: int | None
    sitting_out: int | None
    seat: int
    side: int
    shape: Shape
    options: dict[str, Any]
    n: int
    hand: int
    trump: int | None
    trump_card: int | None
    talon_size: int
    closed: bool
    strict: bool
    trick: list[tuple[int, int]]
    played: int
    unseen: int
    known: dict[int, int]
    points: list[int]
    tricks: list[int]
    legal: list[int]
    target: int
    partner: int | None
    announced: int = 0
    deck: int = 0
    held: list[int] = field(default_factory=list)

    @property
    def observed(self) -> Observation:
        """The observation decoded (the search samples its worlds from it); only a
        rollout's world, decoded from its state, has none."""
        assert self.obs is not None, "decoded from a state, not an observation"
        return self.obs

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.shape.teams else seat

    @property
    def my_points(self) -> int:
        return self.points[self.side]

    @property
    def opp_points(self) -> int:
        return max(p for s, p in enumerate(self.points) if s != self.side)

    def is_trump(self, card: int) -> bool:
        return self.trump is not None and (card >> 3) & 3 == self.trump


def decode(obs: Observation) -> Info:
    """Decode an observation (the only input an AI gets) into an :class:`Info`."""
    shape = SHAPES[obs["preset"]]
    seat = obs["seat"]
    n = obs["num_players"]
    hand = mask_of(parse_card(c) for c in obs["hand"])
    trump = None if obs["trump_suit"] is None else SUITS.index(obs["trump_suit"])
    tcard = None if obs["trump_card"] is None else parse_card(obs["trump_card"])
    played = 0
    announced = 0
    for actor, text in obs["history"]:
        move = parse_move(text)
        if move >> 6 in (PLAY, MARRY):
            played |= 1 << (move & 63)
        if move >> 6 == MARRY and actor == seat:
            announced |= 1 << ((move >> 3) & 3)
    known = {
        int(s): mask_of(parse_card(c) for c in cards) for s, cards in obs["known_cards"].items()
    }
    deck = deck_mask(shape)
    unseen = deck & ~hand & ~played
    for m in known.values():
        unseen &= ~m
    if tcard is not None and obs["talon_size"]:
        unseen &= ~(1 << tcard)
    trick = [(s, parse_card(c)) for s, c in obs["trick"]]
    talon_size = obs["talon_size"]
    closed = obs["closed"]
    return Info(
        obs=obs,
        preset=obs["preset"],
        phase=obs["phase"],
        bid=obs["bid"],
        bidder=obs["bidder"],
        sitting_out=obs["sitting_out"],
        seat=seat,
        side=obs["side"],
        shape=shape,
        options=obs["options"],
        n=n,
        hand=hand,
        trump=trump,
        trump_card=tcard,
        talon_size=talon_size,
        closed=closed,
        strict=(closed or talon_size == 0 or not shape.has_talon) and obs["phase"] == "play",
        trick=trick,
        played=played,
        unseen=unseen,
        known=known,
        points=list(obs["points"]),
        tricks=list(obs["tricks"]),
        legal=[parse_move(a) for a in obs["legal_actions"]],
        target=obs["deal_target"],
        partner=(seat + 2) % n if shape.teams else None,
        announced=announced,
        deck=deck,
        held=list(obs["held_marriages"]),
    )


def side_value(result: Result, side: int) -> float:
    """Game points of a finished deal for ``side``: its score minus the best other's."""
    scores = result.scores
    return scores[side] - max(v for s, v in enumerate(scores) if s != side)


def beats(card: int, best: int, trump: int | None) -> bool:
    """True when ``card`` played after ``best`` takes the lead of the trick from it."""
    cs, bs = (card >> 3) & 3, (best >> 3) & 3
    if cs == bs:
        return card & 7 > best & 7
    return cs == trump


def trick_winner(trick: list[tuple[int, int]], trump: int | None) -> tuple[int, int]:
    """(seat, card) currently winning a partial or complete trick."""
    best_seat, best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best, trump):
            best_seat, best = s, c
    return best_seat, best


def marriage_cards(hand: int, trump: int | None, exclude_suits: int = 0) -> int:
    """Mask of kings and queens that form a pair in ``hand`` (single deck)."""
    out = 0
    for s in range(4):
        if exclude_suits >> s & 1:
            continue
        kings, queens = hand & _KINGS[s], hand & _QUEENS[s]
        if kings and queens:
            out |= kings | queens
    return out


def _rank_mask(suit: int, rank: int) -> int:
    """Both copies of one card (the double deck sets bit 5)."""
    return (1 << (suit * 8 + rank)) | (1 << (32 + suit * 8 + rank))


_KINGS = [_rank_mask(s, KING) for s in range(4)]
_QUEENS = [_rank_mask(s, QUEEN) for s in range(4)]
#: both copies of every card of a suit ranked above a rank: ``ABOVE[suit][rank]``
ABOVE = [[sum(_rank_mask(s, r) for r in range(rank + 1, 8)) for rank in range(8)] for s in range(4)]


__all__ = [
    "ACE",
    "JACK",
    "KING",
    "NINE",
    "QUEEN",
    "TEN",
    "Info",
    "beats",
    "decode",
    "marriage_cards",
    "mask_points",
    "popcount",
    "side_value",
    "trick_winner",
]


def info_from_state(state: DealState, seat: int) -> Info:
    """The :class:`Info` of ``seat`` read straight from a full state (search rollouts only).

    Inside a sampled world everything is a guess already, so the rollout
    policy may read the state's fields directly; it still uses only what
    ``seat`` would see (own hand, played cards, public scores), ten times
    faster than building and decoding an observation.
    """
    shape = state.shape
    hand = state.hands[seat]
    played = 0
    for m in state.won:
        played |= m
    trick = list(state.trick)
    for _s, c in trick:
        played |= 1 << c
    deck = deck_mask(shape)
    tcard = state.tcard
    unseen = deck & ~hand & ~played
    if tcard is not None and state.talon:
        unseen &= ~(1 << tcard)
    sides = shape.sides
    talon_size = len(state.talon)
    side = seat % 2 if shape.teams else seat
    return Info(
        obs=None,
        preset=state.rules.preset,
        phase=state.phase,
        bid=state.bid,
        bidder=state.bidder,
        sitting_out=state.sitting_out,
        seat=seat,
        side=side,
        shape=shape,
        options=state.rules.options,
        n=shape.players,
        hand=hand,
        trump=state.tsuit,
        trump_card=tcard,
        talon_size=talon_size,
        closed=state.closed,
        strict=(state.closed or talon_size == 0 or not shape.has_talon) and state.phase == "play",
        trick=trick,
        played=played,
        unseen=unseen,
        known={},
        points=[state.side_points(s) for s in range(sides)],
        tricks=list(state.side_tricks),
        legal=state.legal_moves(),
        target=shape.deal_target,
        partner=(seat + 2) % shape.players if shape.teams else None,
        announced=state.announced[seat],
        deck=deck,
        held=list(state.held),
    )


_DECKS: dict[tuple[int, int], int] = {}


def deck_mask(shape: Shape) -> int:
    """Every card of a deal of this shape, as a mask (computed once per deck)."""
    key = (shape.lowest_rank, shape.copies)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = mask_of(make_deck(shape.lowest_rank, shape.copies))
    return deck
