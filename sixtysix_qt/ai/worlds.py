"""Full deal states consistent with one seat's observation (for the AI's search).

A seat sees its own hand and public events only.  ``determinize`` rebuilds a
complete ``DealState`` from an observation plus a guess of the hidden cards
(other hands, talon order); ``sample_world`` makes that guess at random
among the deals that agree with everything the seat has seen:
cards shown by marriages and the exchange, the trump card drawn last, and
the voids proven in the strict phase (who did not follow suit has none of
it; who did not trump has no trump; who did not head the trick has nothing
higher).  The seat's own view of the rebuilt state equals the observation,
so a search over such states never peeks at the real hidden cards.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.cards import (
    RANK_POINTS,
    SUIT_MASKS,
    SUITS,
    bits,
    code,
    make_deck,
    mask_of,
    parse_card,
)
from ..engine.moves import CLOSE, MARRY, PASS, PLAY, parse_move
from ..engine.observation import Observation
from ..engine.options import make_rules
from ..engine.state import FIELDS, DealState, trick_winner
from .common import deck_mask


class _Replay:
    """Public facts recomputed from the history: tricks, winners, draws, inferences."""

    def __init__(self, obs: Observation) -> None:
        rules = make_rules(obs["preset"], **obs["options"])
        shape = rules.shape
        self.rules = rules
        self.shape = shape
        n = shape.players
        sides = shape.sides
        trump = None if obs["trump_suit"] is None else SUITS.index(obs["trump_suit"])
        team = shape.teams
        self.won = [0] * sides
        self.card_pts = [0] * sides
        self.side_tricks = [0] * sides
        self.passed = 0
        self.last_winner: int | None = None
        self.trump_drawn_by: tuple[int, int | None] | None = None
        self.forbidden = [0] * n  # cards a seat provably does not hold
        self.played_by = [0] * n
        head = obs["options"]["strict_must_head"]
        talon = shape.talon_size  # cards left to draw, the turned trump card included
        closed = False
        sitting_out = obs["sitting_out"]
        in_trick = n - (sitting_out is not None)
        trick: list[tuple[int, int]] = []
        for seat, text in obs["history"]:
            move = parse_move(text)
            kind = move >> 6
            if kind == PASS:
                self.passed |= 1 << seat
            elif kind == CLOSE:
                closed = True
            elif kind in (PLAY, MARRY):
                card = move & 63
                strict = (closed or talon == 0) or not shape.has_talon
                if trick and strict:
                    self._infer(seat, card, trick, trump, head)
                self.played_by[seat] |= 1 << card
                trick.append((seat, card))
                if len(trick) == in_trick:
                    w = trick_winner(trick, trump)
                    side = w % 2 if team else w
                    self.won[side] |= mask_of(c for _s, c in trick)
                    self.card_pts[side] += sum(RANK_POINTS[c & 7] for _s, c in trick)
                    self.side_tricks[side] += 1
                    self.last_winner = w
                    if talon and not closed:
                        if talon == n:
                            self.trump_drawn_by = ((w + n - 1) % n, None)
                        talon -= n
                    trick = []

    def _infer(
        self, seat: int, card: int, trick: list[tuple[int, int]], trump: int | None, head: bool
    ) -> None:
        led = (trick[0][1] >> 3) & 3
        suit, rank = (card >> 3) & 3, card & 7
        if suit == led:
            if head:
                best = max(c & 7 for _s, c in trick if (c >> 3) & 3 == led)
                if rank <= best:  # did not head: holds nothing higher in the suit
                    self.forbidden[seat] |= _above(led, best)
            return
        self.forbidden[seat] |= SUIT_MASKS[led]
        if trump is None:
            return
        if suit != trump:
            self.forbidden[seat] |= SUIT_MASKS[trump]
        elif head:
            in_trick = [c & 7 for _s, c in trick if (c >> 3) & 3 == trump]
            if in_trick and rank <= max(in_trick):
                self.forbidden[seat] |= _above(trump, max(in_trick))


def _above(suit: int, rank: int) -> int:
    """Both copies of every card of ``suit`` ranked above ``rank``."""
    return mask_of(copy * 32 + suit * 8 + r for copy in (0, 1) for r in range(rank + 1, 8))


def determinize(obs: Observation, hands: dict[int, list[str]], talon: list[str]) -> DealState:
    """A full state that looks to ``obs["seat"]`` exactly like ``obs``.

    ``hands`` gives the current hand of every other seat and ``talon`` the
    undrawn cards, top first, the face-up trump card last.  Nothing is
    checked against the real deal (there is none here): the caller's guess
    is the world.
    """
    if obs["is_over"]:
        raise ValueError("the deal is over: there is nothing left to search")
    rep = _Replay(obs)
    rules, shape = rep.rules, rep.shape
    n = shape.players
    seat = obs["seat"]
    masks = [0] * n
    for s in range(n):
        cards = obs["hand"] if s == seat else hands.get(s, [])
        masks[s] = mask_of(parse_card(c) for c in cards)
    talon_ids = tuple(parse_card(c) for c in talon)
    if len(talon_ids) != obs["talon_size"]:
        raise ValueError(f"talon must hold {obs['talon_size']} cards, not {len(talon_ids)}")
    tcard = None if obs["trump_card"] is None else parse_card(obs["trump_card"])
    if talon_ids and talon_ids[-1] != tcard:
        raise ValueError("the last talon card must be the face-up trump card")
    sides = shape.sides
    marriages = tuple((s, SUITS.index(suit), value) for s, suit, value in obs["marriages"])
    announced = [0] * n
    marriage_total = [0] * sides
    for s, suit, value in marriages:
        announced[s] |= 1 << suit
        marriage_total[s % 2 if shape.teams else s] += value
    held = tuple(obs["held_marriages"])
    marriage_pts = tuple(marriage_total[s] - held[s] for s in range(sides))
    bonus = tuple(obs["points"][s] - rep.card_pts[s] - marriage_pts[s] for s in range(sides))
    exchange = None
    if obs["exchange"] is not None:
        ex_seat, nine, old = obs["exchange"]
        exchange = (ex_seat, parse_card(nine), parse_card(old))
    trump_drawn_by = None
    if rep.trump_drawn_by is not None:
        drawer = rep.trump_drawn_by[0]
        trump_drawn_by = (drawer, _drawn_trump_card(obs, rep, drawer, exchange, masks))
    tsuit = None if obs["trump_suit"] is None else SUITS.index(obs["trump_suit"])
    snapshot = obs["closing_snapshot"]
    return DealState.from_fields(
        rules=rules,
        shape=shape,
        dealer=obs["dealer"],
        deck=tuple(make_deck(shape.lowest_rank, shape.copies)),
        hands=tuple(masks),
        talon=talon_ids,
        tsuit=tsuit,
        tcard=tcard,
        closed=obs["closed"],
        closer=obs["closer"],
        snapshot=tuple(tuple(e) for e in snapshot) if snapshot else None,
        leader=obs["leader"],
        to_move=obs["to_move"],
        trick=tuple((s, parse_card(c)) for s, c in obs["trick"]),
        card_pts=tuple(rep.card_pts),
        marriage_pts=marriage_pts,
        held=held,
        bonus=bonus,
        side_tricks=tuple(obs["tricks"]),
        won=tuple(rep.won),
        announced=tuple(announced),
        marriages=marriages,
        exchange=exchange,
        trump_drawn_by=trump_drawn_by,
        last_trick=tuple((s, parse_card(c)) for s, c in obs["last_trick"]),
        last_winner=rep.last_winner,
        history=tuple((s, text) for s, text in obs["history"]),
        result=None,
        phase=obs["phase"],
        bid=obs["bid"],
        bidder=obs["bidder"],
        passed=rep.passed,
        sitting_out=obs["sitting_out"],
    )


def _drawn_trump_card(
    obs: Observation,
    rep: _Replay,
    drawer: int,
    exchange: tuple[int, int, int] | None,
    masks: list[int],
) -> int:
    """The turned trump card the drawer took last, as far as the seat can tell.

    The observation names it while it is still in another seat's hand
    (``known_cards``) or when it was the exchanged nine; otherwise it only
    matters to other seats' views, and a trump card of the drawer stands in.
    """
    if exchange is not None:
        return exchange[1]
    suit = obs["trump_suit"]
    assert suit is not None  # a turned trump card was drawn: the deal has its trump
    trump = SUITS.index(suit)
    for c in obs["known_cards"].get(str(drawer), []):
        card = parse_card(c)
        if (card >> 3) & 3 == trump:
            return card
    if drawer != obs["seat"]:  # not shown any more, so the drawer has played it
        candidates = rep.played_by[drawer] & SUIT_MASKS[trump]
    else:
        candidates = masks[drawer] & SUIT_MASKS[trump] or rep.played_by[drawer] & SUIT_MASKS[trump]
    return next(iter(bits(candidates)), trump * 8)


def hidden_places(
    obs: Observation,
) -> tuple[int, dict[int, int], dict[int, int], int, list[int]]:
    """(unseen cards, cards known per seat, free slots per seat, free talon slots, forbidden)."""
    rep = _Replay(obs)
    shape = rep.shape
    n = shape.players
    seat = obs["seat"]
    deck = deck_mask(shape)
    played = 0
    for p in rep.played_by:
        played |= p
    hand = mask_of(parse_card(c) for c in obs["hand"])
    known = {int(s): mask_of(parse_card(c) for c in cs) for s, cs in obs["known_cards"].items()}
    unseen = deck & ~played & ~hand
    for m in known.values():
        unseen &= ~m
    tcard = None if obs["trump_card"] is None else parse_card(obs["trump_card"])
    if tcard is not None and obs["talon_size"]:
        unseen &= ~(1 << tcard)
    slots = {
        s: obs["hand_sizes"][s] - bin(known.get(s, 0)).count("1") for s in range(n) if s != seat
    }
    talon_slots = obs["talon_size"] - (1 if tcard is not None and obs["talon_size"] else 0)
    return unseen, known, slots, talon_slots, rep.forbidden


def sample_hidden(obs: Observation, rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
    """Deal the unseen cards at random among the hidden places, respecting what is proven.

    Returns card ids: the hand of every other seat and the talon (top first,
    the trump card last).  Cards with fewer possible places are placed first,
    each to a place chosen in proportion to its free slots: exactly uniform
    when nothing is proven, close to it otherwise; a dead end (rare, only
    with several constrained seats) restarts the deal.
    """
    return _Dealer(obs, hidden_places(obs)).deal(rng)


class _Dealer:
    """:func:`sample_hidden` for one observation, what does not change from deal to deal
    worked out once (the places each card may go to): a searcher draws many worlds of
    one observation, and these are the same draws from the same generator."""

    def __init__(
        self, obs: Observation, places: tuple[int, dict[int, int], dict[int, int], int, list[int]]
    ) -> None:
        unseen, known, slots, talon_slots, forbidden = places
        self.cards = list(bits(unseen))
        self.seats = list(slots)  # the places: each other seat in order, then the talon
        self.start = [*slots.values(), talon_slots]
        talon = len(self.seats)
        # per card, the places it may go to (indices into start), in that order
        self.options = {
            c: [i for i, s in enumerate(self.seats) if not forbidden[s] >> c & 1] + [talon]
            for c in self.cards
        }
        self.width = {c: len(o) for c, o in self.options.items()}
        self.known = [list(bits(known.get(s, 0))) for s in self.seats]
        tcard = None if obs["trump_card"] is None else parse_card(obs["trump_card"])
        self.tcard = tcard if tcard is not None and obs["talon_size"] else None

    def deal(self, rng: random.Random) -> tuple[dict[int, list[int]], list[int]]:
        """The hidden hands by seat and the talon, top first (see :func:`sample_hidden`)."""
        cards = list(self.cards)
        for _attempt in range(200):
            rng.shuffle(cards)
            placed = self._placed(sorted(cards, key=self.width.__getitem__), rng)
            if placed is not None:
                talon = placed.pop()
                rng.shuffle(talon)
                if self.tcard is not None:
                    talon.append(self.tcard)
                hands = {s: placed[i] + self.known[i] for i, s in enumerate(self.seats)}
                return hands, talon
        raise ValueError("no deal of the unseen cards agrees with this observation")

    def _placed(self, order: list[int], rng: random.Random) -> list[list[int]] | None:
        """Each card of ``order`` to a place with room, in proportion to its free slots;
        None at a dead end."""
        free = list(self.start)
        placed: list[list[int]] = [[] for _ in free]
        options = self.options
        for c in order:
            room = [i for i in options[c] if free[i] > 0]
            if not room:
                return None
            if len(room) == 1:
                place = room[0]
                rng.randrange(free[place])  # drawn all the same: the next draws stay the same
            else:
                pick = rng.randrange(sum(free[i] for i in room))
                for place in room:
                    pick -= free[place]
                    if pick < 0:
                        break
            placed[place].append(c)
            free[place] -= 1
        return placed


def sample_world(obs: Observation, rng: random.Random) -> DealState:
    """A full state drawn at random from the worlds consistent with ``obs``."""
    hands, talon = sample_hidden(obs, rng)
    return determinize(
        obs,
        {s: [code(c) for c in cs] for s, cs in hands.items()},
        [code(c) for c in talon],
    )


class WorldSampler:
    """Worlds drawn from one observation as :func:`sample_world` draws them (the same
    worlds from the same generator), its public facts replayed once, not once a
    world: worlds differ only in the hidden hands and the talon.  For the searches
    that sample many worlds of one observation (the judge's fair close)."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.dealer = _Dealer(obs, hidden_places(obs))
        self.masks = [0] * len(obs["hand_sizes"])
        self.masks[obs["seat"]] = mask_of(parse_card(c) for c in obs["hand"])
        self.fields: dict[str, Any] = {}  # the first world's, shared by every world

    def draw(self, rng: random.Random) -> DealState:
        """One world drawn at random from those consistent with the observation."""
        return self.world(*self.deal(rng))

    def deal(self, rng: random.Random) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """What :meth:`draw` draws, before it is made a state: every seat's hand as a
        mask (the world's ``hands``) and the talon, top first (its ``talon``)."""
        hands, talon = self.dealer.deal(rng)
        masks = list(self.masks)
        for s, cards in hands.items():
            masks[s] = mask_of(cards)
        return tuple(masks), tuple(talon)

    def world(self, hands: tuple[int, ...], talon: tuple[int, ...]) -> DealState:
        """The world of a :meth:`deal`."""
        if not self.fields:
            seat = self.obs["seat"]
            others = {s: [code(c) for c in bits(m)] for s, m in enumerate(hands) if s != seat}
            world = determinize(self.obs, others, [code(c) for c in talon])
            self.fields = {name: getattr(world, name) for name in FIELDS}
            return world
        fields = dict(self.fields)
        fields["hands"], fields["talon"] = hands, talon
        return DealState.from_fields(**fields)


__all__ = ["WorldSampler", "determinize", "hidden_places", "sample_hidden", "sample_world"]
