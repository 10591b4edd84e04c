"""The immutable state of one deal: ``legal_actions()``, ``apply()``, queries.

One class serves every preset (2 to 4 seats, sides, a talon or an auction).
The fields are declared once, as the class annotations below; they live in
the instance ``__dict__`` so a successor is a C-level dict copy plus the few
fields that change.  Assigning from outside raises, so a state handed to the
GUI or the AI can never change under it.  Every state is built through
``_fill`` (dealing, and :meth:`DealState.from_fields` for the AI's guessed
worlds), which checks that exactly the declared fields are given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import islice
from typing import Any

from . import scoring
from .actions import Action, IllegalAction, InvalidAction
from .cards import (
    CODES,
    KING,
    QUEEN,
    RANK_POINTS,
    SUIT_MASKS,
    SUITS,
    bits,
    code,
    make_deck,
    mask_of,
    parse_card,
    shuffled,
)
from .moves import (
    BID,
    CLOSE,
    CLOSE_MOVE,
    DECLARE,
    DECLARE_MOVE,
    EXCHANGE,
    EXCHANGE_MOVE,
    MARRY,
    PASS,
    PASS_MOVE,
    PLAY,
    action_of,
    move_of,
    move_text,
    parse_move,
)
from .observation import Observation, observe
from .options import MAX_BID, HasRules, Rules, Shape, make_rules, marriage_value
from .scoring import Result, View

__all__ = ["DealState", "IllegalAction", "InvalidAction", "new_deal", "trick_winner"]

# Cards are ints and sets of cards are bitmasks (cards.py); tuples indexed by
# seat have ``num_players`` entries, tuples indexed by side have ``shape.sides``.


class DealState(HasRules):
    """One deal, frozen.  Build with :func:`new_deal`, advance with :meth:`apply`."""

    rules: Rules  # the preset and every option, shared by all states of the deal
    shape: Shape  # rules.shape, read often
    dealer: int
    deck: tuple[int, ...]  # the deck order the deal was dealt from, top card first
    hands: tuple[int, ...]  # per seat: the cards held
    talon: tuple[int, ...]  # undrawn cards, top first, the turned trump card last
    tsuit: int | None  # the trump suit (None in bidding until the first card)
    tcard: int | None  # the turned trump card while it lies under the talon
    closed: bool  # the talon was closed
    closer: int | None  # the seat that closed it
    snapshot: View | None  # each side's (points, tricks, card points) at closing
    leader: int  # the seat that led (or leads) the current trick
    to_move: int | None  # None once the deal is over
    trick: tuple[tuple[int, int], ...]  # (seat, card) played to the current trick
    card_pts: tuple[int, ...]  # per side: card points in tricks won
    marriage_pts: tuple[int, ...]  # per side: marriage points credited
    held: tuple[int, ...]  # per side: marriage points waiting for a first trick
    bonus: tuple[int, ...]  # per side: the last-trick bonus
    side_tricks: tuple[int, ...]  # per side: tricks won
    won: tuple[int, ...]  # per side: the cards of the tricks won
    announced: tuple[int, ...]  # per seat: bit ``suit`` set once it announced that marriage
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, points) in order
    exchange: tuple[int, int, int] | None  # (seat, nine taken in, trump card taken out)
    trump_drawn_by: tuple[int, int] | None  # (seat, card) that drew the turned trump card
    last_trick: tuple[tuple[int, int], ...]  # the last completed trick
    last_winner: int | None
    history: tuple[tuple[int, str], ...]  # (seat, action text) since the deal
    result: Result | None
    phase: str  # "bid" during the auction, else "play"
    bid: int  # the standing bid level (0: none)
    bidder: int | None  # the seat holding the standing bid
    passed: int  # bit ``seat`` set once the seat passed
    sitting_out: int | None  # the moon bidder's partner, who sits the deal out

    # ------------------------------------------------------------------ set-up
    def __init__(self, rules: Rules, deck: list[int], dealer: int) -> None:
        self._fill(_dealt(rules, deck, dealer))

    @classmethod
    def from_fields(cls, **fields: Any) -> DealState:
        """A state given every declared field by name: the AI's sampled worlds.

        Only the set of names is checked (TypeError naming what is missing or
        unknown); the caller vouches that the values describe a deal the
        rules could reach.
        """
        if fields.keys() != FIELDS:
            missing = ", ".join(sorted(FIELDS - fields.keys()))
            unknown = ", ".join(sorted(fields.keys() - FIELDS))
            raise TypeError(
                f"a deal state needs exactly its fields; missing: {missing or '-'}; "
                f"unknown: {unknown or '-'}"
            )
        state = object.__new__(cls)
        state._fill(fields)
        return state

    def _fill(self, fields: dict[str, Any]) -> None:
        """The one constructor: dealing gives every field (tests check), from_fields checks."""
        self.__dict__.update(fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a deal state is immutable: use apply() to get a new one")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a deal state is immutable")

    def _successor(self) -> DealState:
        """A copy whose fields the transition helpers below write before it is handed out."""
        new = object.__new__(DealState)
        new.__dict__.update(self.__dict__)
        return new

    # ------------------------------------------------------------ seats, sides
    @property
    def num_players(self) -> int:
        return self.shape.players

    def side_of(self, seat: int) -> int:
        """The side a seat plays for (the seat itself without partnerships)."""
        return seat % 2 if self.shape.teams else seat

    def _next_seat(self, seat: int) -> int:
        n = self.shape.players
        nxt = (seat + 1) % n
        if nxt == self.sitting_out:
            nxt = (nxt + 1) % n
        return nxt

    # ----------------------------------------------------------------- queries
    @property
    def trump_suit(self) -> str | None:
        """Trump suit letter; never changes in a deal (``bidding``: None until the first card)."""
        return None if self.tsuit is None else SUITS[self.tsuit]

    @property
    def trump_card(self) -> str | None:
        """The card under the talon (face up, or face down after closing); None once drawn."""
        return None if self.tcard is None else CODES[self.tcard]

    @property
    def mover(self) -> int:
        """The seat to move (a deal in play always has one; AssertionError once it is over)."""
        seat = self.to_move
        assert seat is not None, "the deal is over: nobody is to move"
        return seat

    @property
    def talon_size(self) -> int:
        """Cards not yet drawn, the trump card included; closing leaves it as is."""
        return len(self.talon)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def strict(self) -> bool:
        """True when following must obey the strict rules (section 4)."""
        return self.closed or not self.talon

    def hand(self, seat: int) -> list[str]:
        return [CODES[c] for c in bits(self.hands[seat])]

    def hand_mask(self, seat: int) -> int:
        return self.hands[seat]

    def points(self, seat: int) -> int:
        """Card points won + credited marriages + last-trick bonus (of the seat's side)."""
        s = self.side_of(seat)
        return self.card_pts[s] + self.marriage_pts[s] + self.bonus[s]

    def side_points(self, side: int) -> int:
        return self.card_pts[side] + self.marriage_pts[side] + self.bonus[side]

    def tricks_won(self, seat: int) -> int:
        return self.side_tricks[self.side_of(seat)]

    def won_cards(self, seat: int) -> list[str]:
        """Cards in the tricks won by the seat's side."""
        return [CODES[c] for c in bits(self.won[self.side_of(seat)])]

    def current_trick(self) -> list[tuple[int, str]]:
        return [(seat, CODES[c]) for seat, c in self.trick]

    def last_completed_trick(self) -> list[tuple[int, str]]:
        return [(seat, CODES[c]) for seat, c in self.last_trick]

    @property
    def actions(self) -> list[str]:
        """Every action applied since the deal, in order (for saving and replay)."""
        return [text for _seat, text in self.history]

    @property
    def deck_codes(self) -> list[str]:
        return [code(c) for c in self.deck]

    def dealt(self) -> DealState:
        """This deal as it was dealt, before any action (same pack, dealer and rules)."""
        return DealState(self.rules, list(self.deck), self.dealer)

    def seen_from(self, seat: int) -> DealState:
        """The same deal with ``seat`` in seat 0 and every seat moved round by as many.

        The cards go round from the dealer (section 3), so each seat's hand, moves and
        score move with it; a deal file kept from seat 1 is reviewed from seat 0.
        """
        n = self.num_players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise ValueError(f"seat must be 0..{n - 1}, not {seat!r}")
        if seat == 0:
            return self
        state = DealState(self.rules, list(self.deck), (self.dealer - seat) % n)
        for _seat, action in self.history:
            state = state.apply(action)
        return state

    def positions(self) -> list[DealState]:
        """Every state of this deal, from the deal itself to this one (last), replayed."""
        state = self.dealt()
        out = [state]
        for _seat, action in self.history[:-1]:
            state = state.apply(action)
            out.append(state)
        return [*out, self] if self.history else [self]

    # ----------------------------------------------------------- legal moves
    def legal_moves(self) -> list[int]:
        """Legal actions in their int form (see ``moves.py``), for fast search."""
        if self.result is not None:
            return []
        seat = self.to_move
        assert seat is not None  # a deal in play has a seat to move
        if self.phase == "bid":
            return [PASS_MOVE, *[BID << 6 | lv for lv in range(self.bid + 1, MAX_BID + 1)]]
        hand = self.hands[seat]
        rules = self.rules
        moves: list[int]
        if self.trick:
            moves = self._follow_moves(hand)
        else:
            moves = list(bits(hand))  # PLAY == 0, so a card id is its play move
            moves.extend(self._marriage_moves(seat, hand))
            if self._can_exchange(seat, hand):
                moves.append(EXCHANGE_MOVE)
            if self.shape.closing and not self.closed and len(self.talon) >= 2:
                moves.append(CLOSE_MOVE)
        if self.shape.has_talon and not rules.options["auto_declare"]:
            moves.append(DECLARE_MOVE)
        return moves

    def _follow_moves(self, hand: int) -> list[int]:
        if not self.strict:
            return list(bits(hand))
        trick = self.trick
        led_suit = (trick[0][1] >> 3) & 3
        same = hand & SUIT_MASKS[led_suit]
        strict_head = self.rules.options["strict_must_head"]
        if same:
            if strict_head:
                best = max(c & 7 for _s, c in trick if (c >> 3) & 3 == led_suit)
                higher = [c for c in bits(same) if c & 7 > best]
                if higher:
                    return higher
            return list(bits(same))
        trump = self.tsuit
        if trump is not None:
            trumps = hand & SUIT_MASKS[trump]
            if trumps:
                if strict_head:
                    in_trick = [c & 7 for _s, c in trick if (c >> 3) & 3 == trump]
                    if in_trick:
                        top = max(in_trick)
                        over = [c for c in bits(trumps) if c & 7 > top]
                        if over:
                            return over
                return list(bits(trumps))
        return list(bits(hand))

    def _marriage_moves(self, seat: int, hand: int) -> list[int]:
        rules = self.rules.options
        if rules["marriage_needs_trick"] and not self.side_tricks[self.side_of(seat)]:
            return []
        if (
            self.shape.has_talon
            and not rules["marriage_after_talon"]
            and (self.closed or not self.talon)
        ):
            return []
        out: list[int] = []
        done = self.announced[seat]
        for suit in range(4):
            if done >> suit & 1:
                continue
            mask = SUIT_MASKS[suit]
            queens = [c for c in bits(hand & mask) if c & 7 == QUEEN]
            kings = [c for c in bits(hand & mask) if c & 7 == KING]
            if queens and kings:
                out.extend(MARRY << 6 | c for c in queens)
                if not rules["marriage_lead_queen_only"]:
                    out.extend(MARRY << 6 | c for c in kings)
        return out

    def _can_exchange(self, seat: int, hand: int) -> bool:
        rank = self.shape.exchange_rank
        if rank is None or self.closed or len(self.talon) < 2:
            return False
        if not self.side_tricks[self.side_of(seat)]:
            return False
        assert self.tcard is not None and self.tsuit is not None  # two cards left: it lies there
        if self.tcard & 7 == rank:  # a trump nine already lies face up
            return False
        return any(c & 7 == rank for c in bits(hand & SUIT_MASKS[self.tsuit]))

    def legal_actions(self) -> list[str]:
        """Legal actions as strings (section 1), no duplicates."""
        return [move_text(m) for m in self.legal_moves()]

    def legal_action_values(self) -> list[Action]:
        """Legal actions as ``Action`` values: the form a move takes between the table,
        the controller and the engine (strings are for saves, logs and the AI's answers)."""
        return [action_of(m) for m in self.legal_moves()]

    # ------------------------------------------------------------------ apply
    def apply(self, action: str | Action) -> DealState:
        """The state after ``action`` (a string such as ``"play QS"``, or an :class:`Action`).

        :raises InvalidAction: the text is not an action at all.
        :raises IllegalAction: it is one, but the rules do not allow it now.
        Both are ``ActionError`` (a ``ValueError``) with the reason in the message.
        """
        if isinstance(action, Action):
            move, action = move_of(action), str(action)
        else:
            move = parse_move(action)
        if self.result is not None:
            raise IllegalAction(f"{action!r}: the deal is over")
        if move not in self.legal_moves():
            raise IllegalAction(self._why_illegal(move, action))
        return self.apply_move(move)

    def _why_illegal(self, move: int, action: str) -> str:
        seat = self.to_move
        assert seat is not None  # asked only of a deal in play
        kind, arg = move >> 6, move & 63
        legal = ", ".join(self.legal_actions())
        if kind in (PLAY, MARRY) and not self.hands[seat] >> arg & 1:
            why = f"seat {seat} does not hold {code(arg)}"
        elif kind == PLAY and self.trick and self.strict:
            why = "in the strict phase you must follow suit (and head the trick), else trump"
        else:
            why = "not allowed now"
        return f"{action!r} is illegal for seat {seat}: {why}. Legal: {legal}"

    def apply_move(self, move: int) -> DealState:
        """Apply a move known to be legal (from :meth:`legal_moves`); no checks."""
        new = self._successor()
        nd = new.__dict__
        seat = self.to_move
        assert seat is not None  # a legal move: the deal is in play
        kind, arg = move >> 6, move & 63
        nd["history"] = (*self.history, (seat, move_text(move)))
        if kind == PLAY:
            _play(new, seat, arg)
        elif kind == MARRY:
            _marry(new, seat, arg)
        elif kind == EXCHANGE:
            _exchange(new, seat)
        elif kind == CLOSE:
            nd["closed"] = True
            nd["closer"] = seat
            nd["snapshot"] = scoring.snapshot(new)
        elif kind == DECLARE:
            nd["result"] = scoring.on_declare(new, seat)
            nd["to_move"] = None
        elif kind == BID:
            _bid(new, seat, arg)
        elif kind == PASS:
            _pass(new, seat)
        return new

    # --------------------------------------------------------------- identity
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealState):
            return NotImplemented
        return (
            self.rules == other.rules
            and self.deck == other.deck
            and self.dealer == other.dealer
            and self.history == other.history
        )

    def __hash__(self) -> int:
        return hash((self.deck, self.dealer, self.history))

    def __repr__(self) -> str:
        return (
            f"<DealState {self.preset} dealer={self.dealer} to_move={self.to_move} "
            f"actions={len(self.history)} over={self.is_over}>"
        )

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know (docs/RULES.md section 8), as typed plain data."""
        return observe(self, seat)


#: the declared fields: exactly the keys of every state's ``__dict__``
FIELDS: frozenset[str] = frozenset(DealState.__annotations__)


# ---------------------------------------------------------------- transitions
def _set(nd: dict[str, Any], key: str, index: int, value: Any) -> None:
    t = list(nd[key])
    t[index] = value
    nd[key] = tuple(t)


def _play(new: DealState, seat: int, card: int) -> None:
    nd = new.__dict__
    hands = list(nd["hands"])
    hands[seat] &= ~(1 << card)
    nd["hands"] = tuple(hands)
    trick = (*nd["trick"], (seat, card))
    nd["trick"] = trick
    shape = nd["shape"]
    if nd["tsuit"] is None:  # bidding: the bid winner's first card names trump
        nd["tsuit"] = (card >> 3) & 3
    in_trick = shape.players - (nd["sitting_out"] is not None)
    if len(trick) < in_trick:
        nd["to_move"] = new._next_seat(seat)
        return
    _finish_trick(new, trick)


def trick_winner(trick: Sequence[tuple[int, int]], trump: int | None) -> int:
    """Seat that wins a trick of (seat, card) pairs: highest trump, else highest of the
    suit led; of equal cards (double deck) the first played."""
    best_seat, best = trick[0]
    for seat, c in trick[1:]:
        cs, bs = (c >> 3) & 3, (best >> 3) & 3
        if (cs == bs and c & 7 > best & 7) or (cs != bs and cs == trump):
            best_seat, best = seat, c
    return best_seat


def _finish_trick(new: DealState, trick: tuple[tuple[int, int], ...]) -> None:
    nd = new.__dict__
    winner = trick_winner(trick, nd["tsuit"])
    side = new.side_of(winner)
    _set(nd, "card_pts", side, nd["card_pts"][side] + sum(RANK_POINTS[c & 7] for _s, c in trick))
    _set(nd, "side_tricks", side, nd["side_tricks"][side] + 1)
    _set(nd, "won", side, nd["won"][side] | mask_of(c for _s, c in trick))
    if nd["held"][side]:
        _set(nd, "marriage_pts", side, nd["marriage_pts"][side] + nd["held"][side])
        _set(nd, "held", side, 0)
    nd["last_trick"] = trick
    nd["last_winner"] = winner
    nd["trick"] = ()
    nd["leader"] = winner
    nd["to_move"] = winner
    talon = nd["talon"]
    if talon and not nd["closed"]:
        hands = list(nd["hands"])
        n = nd["shape"].players
        for i in range(n):
            drawer = (winner + i) % n
            hands[drawer] |= 1 << talon[i]
        if len(talon) == n:
            nd["trump_drawn_by"] = ((winner + n - 1) % n, talon[-1])
            nd["tcard"] = None
        nd["hands"] = tuple(hands)
        nd["talon"] = talon[n:]
    out = nd["sitting_out"]
    all_played = not any(h for i, h in enumerate(nd["hands"]) if i != out)
    shape = nd["shape"]
    if all_played and shape.last_trick_bonus and not nd["closed"]:
        _set(nd, "bonus", side, nd["bonus"][side] + shape.last_trick_bonus)
    if (
        shape.has_talon
        and nd["rules"].options["auto_declare"]
        and new.side_points(side) >= shape.deal_target
    ):
        nd["result"] = scoring.on_declare(new, winner)
    elif all_played:
        nd["result"] = scoring.on_all_played(new)
    if nd["result"] is not None:
        nd["to_move"] = None


def _marry(new: DealState, seat: int, card: int) -> None:
    nd = new.__dict__
    suit = (card >> 3) & 3
    trump = nd["tsuit"]
    value = marriage_value(suit, trump, nd["shape"].bidding)
    _set(nd, "announced", seat, nd["announced"][seat] | 1 << suit)
    nd["marriages"] = (*nd["marriages"], (seat, suit, value))
    side = new.side_of(seat)
    credited = bool(nd["side_tricks"][side])
    if credited:
        _set(nd, "marriage_pts", side, nd["marriage_pts"][side] + value)
    else:
        _set(nd, "held", side, nd["held"][side] + value)
    _play(new, seat, card)
    shape = nd["shape"]
    if (
        credited
        and shape.has_talon
        and nd["result"] is None
        and nd["rules"].options["auto_declare"]
        and new.side_points(side) >= shape.deal_target
    ):
        nd["result"] = scoring.on_declare(new, seat)
        nd["to_move"] = None


def _exchange(new: DealState, seat: int) -> None:
    nd = new.__dict__
    shape = nd["shape"]
    trump = nd["tsuit"]
    hand = nd["hands"][seat]
    nine = next(c for c in bits(hand & SUIT_MASKS[trump]) if c & 7 == shape.exchange_rank)
    old = nd["tcard"]
    hands = list(nd["hands"])
    hands[seat] = (hand & ~(1 << nine)) | (1 << old)
    nd["hands"] = tuple(hands)
    nd["talon"] = (*nd["talon"][:-1], nine)
    nd["tcard"] = nine
    nd["exchange"] = (seat, nine, old)


def _bid(new: DealState, seat: int, level: int) -> None:
    nd = new.__dict__
    nd["bid"] = level
    nd["bidder"] = seat
    if level == MAX_BID:
        _end_auction(new)
    else:
        _next_bidder(new, seat)


def _pass(new: DealState, seat: int) -> None:
    nd = new.__dict__
    nd["passed"] = nd["passed"] | 1 << seat
    n = nd["shape"].players
    if nd["passed"] == (1 << n) - 1:
        nd["result"] = scoring.thrown_in(new)
        nd["to_move"] = None
    elif nd["bidder"] is not None and bin(nd["passed"]).count("1") == n - 1:
        _end_auction(new)
    else:
        _next_bidder(new, seat)


def _next_bidder(new: DealState, seat: int) -> None:
    nd = new.__dict__
    n = nd["shape"].players
    for i in range(1, n + 1):
        nxt = (seat + i) % n
        if not nd["passed"] >> nxt & 1 and nxt != nd["bidder"]:
            nd["to_move"] = nxt
            return
    _end_auction(new)  # only the standing bidder is left


def _end_auction(new: DealState) -> None:
    nd = new.__dict__
    nd["phase"] = "play"
    bidder = nd["bidder"]
    nd["leader"] = bidder
    nd["to_move"] = bidder
    if nd["bid"] == MAX_BID:
        nd["sitting_out"] = (bidder + 2) % nd["shape"].players


# ------------------------------------------------------------------ dealing
def _dealt(rules: Rules, deck: list[int], dealer: int) -> dict[str, Any]:
    """The fields of a fresh deal: packets dealt from ``deck`` round the table (section 3)."""
    shape = rules.shape
    n = shape.players
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise ValueError(f"dealer must be a seat 0..{n - 1}, not {dealer!r}")
    hands = [0] * n
    pos = 0
    for packet in shape.packets:
        for i in range(1, n + 1):
            seat = (dealer + i) % n
            for c in deck[pos : pos + packet]:
                hands[seat] |= 1 << c
            pos += packet
    talon: tuple[int, ...] = ()
    trump_card = None
    trump_suit = None
    if shape.has_talon:
        trump_card = deck[pos]
        trump_suit = (trump_card >> 3) & 3
        talon = (*deck[pos + 1 :], trump_card)
    sides = shape.sides
    first = (dealer + 1) % n
    return {
        "rules": rules,
        "shape": shape,
        "dealer": dealer,
        "deck": tuple(deck),
        "hands": tuple(hands),
        "talon": talon,
        "tsuit": trump_suit,
        "tcard": trump_card,
        "closed": False,
        "closer": None,
        "snapshot": None,
        "leader": first,
        "to_move": first,
        "trick": (),
        "card_pts": (0,) * sides,
        "marriage_pts": (0,) * sides,
        "held": (0,) * sides,
        "bonus": (0,) * sides,
        "side_tricks": (0,) * sides,
        "won": (0,) * sides,
        "announced": (0,) * n,
        "marriages": (),
        "exchange": None,
        "trump_drawn_by": None,
        "last_trick": (),
        "last_winner": None,
        "history": (),
        "result": None,
        "phase": "bid" if shape.bidding else "play",
        "bid": 0,
        "bidder": None,
        "passed": 0,
        "sitting_out": None,
    }


# ------------------------------------------------------------------ new_deal
def check_seed(seed: object) -> None:
    """A seed is a whole number (or None): a string or fraction would shuffle differently."""
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")


def new_deal(
    preset: str = "classic",
    *,
    seed: int | None = None,
    deck: list[str] | None = None,
    dealer: int = 0,
    **options: Any,
) -> DealState:
    """Deal a new hand of ``preset``.

    Give ``seed`` for a shuffled pack (the only randomness) or ``deck`` for an
    exact order, top card first (tests build positions this way).
    """
    rules = make_rules(preset, **options)
    if seed is not None and deck is not None:
        raise ValueError("give a seed or a deck, not both: a deck fixes the order")
    check_seed(seed)
    shape = rules.shape
    canonical = make_deck(shape.lowest_rank, shape.copies)
    if deck is None:
        order = shuffled(canonical, seed)
    else:
        if isinstance(deck, str) or not hasattr(deck, "__iter__"):
            raise ValueError("deck must be a list of card codes, top card first")
        given = list(islice(deck, len(canonical) + 1))  # a longer deck is refused unread
        if len(given) > len(canonical):
            raise ValueError(f"deck for {preset!r} must hold its {len(canonical)} cards, not more")
        order = [parse_card(c) for c in given]
        if sorted(order) != sorted(canonical):
            counts = Counter(order)
            missing = sorted(set(canonical) - set(order))
            extra = [c for c in order if c not in canonical]
            dupes = sorted(c for c, n in counts.items() if n > 1)
            parts = []
            if missing:
                parts.append("missing " + " ".join(code(c) for c in missing))
            if extra:
                parts.append("not in this pack " + " ".join(code(c) for c in extra))
            if dupes:
                parts.append("repeated " + " ".join(code(c) for c in dupes))
            raise ValueError(
                f"deck for {preset!r} must hold each of its {len(canonical)} cards once: "
                + "; ".join(parts)
            )
    return DealState(rules, order, dealer)
