"""Rule-of-thumb play for every preset: the ``easy`` and ``medium`` levels.

These are the rules a club player follows (docs/RULES.md sections 4-7): exchange
the trump nine, announce marriages at once, keep kings and queens that still
have their partner, take tens and aces with a cheap trump, throw nines and
jacks, close the talon when the points in sight reach the target, and with
partners smear points onto a trick the partner already holds.  Each choice
comes with a reason id (see ``players.REASONS``) so ``hint`` can explain it.
The two-player rules have a compiled mirror for the expert's rollouts
(``heuristic_move`` in ``core/two.c``): change both, ``tests/ai/test_native.py``
fails until they agree.
"""

from __future__ import annotations

import random

from ..engine.cards import JACK, RANK_POINTS, SUIT_MASKS, bits
from ..engine.moves import (
    BID,
    CLOSE_MOVE,
    DECLARE_MOVE,
    EXCHANGE_MOVE,
    MARRY,
    PASS_MOVE,
    PLAY,
)
from ..engine.options import BID_UNIT, TRUMP_MARRIAGE_POINTS, marriage_value
from .common import (
    ABOVE,
    ACE,
    KING,
    QUEEN,
    TEN,
    Info,
    beats,
    marriage_cards,
    popcount,
    trick_winner,
)
from .levels import EASY_FORGETS_EXCHANGE

Choice = tuple[int, str]


# ------------------------------------------------------------------ helpers
def is_top(info: Info, card: int) -> bool:
    """No card still out of sight can beat ``card`` in its own suit."""
    outside = info.deck & ~info.played & ~info.hand
    return not outside & ABOVE[(card >> 3) & 3][card & 7]


def _pair_cards(info: Info) -> int:
    """Kings and queens whose marriage this seat can still announce."""
    if info.shape.copies > 1:
        return 0
    return marriage_cards(info.hand, info.trump, info.announced)


def keep_cost(info: Info, card: int) -> float:
    """How much it hurts to give ``card`` away (lower = throw it first)."""
    rank = card & 7
    cost = RANK_POINTS[rank] * 1.0
    if info.is_trump(card):
        cost += 12 + rank
    if _pair_cards(info) >> card & 1:
        cost += 25 if not info.is_trump(card) else 45
    if rank == TEN and not is_top(info, card):
        cost += 4
    if rank == ACE:
        cost += 3
    return cost


def _cheapest(info: Info, cards: list[int]) -> int:
    return min(cards, key=lambda c: (keep_cost(info, c), c))


def unseen_trumps(info: Info) -> int:
    if info.trump is None:
        return 0
    return popcount(info.unseen & SUIT_MASKS[info.trump])


# ------------------------------------------------------------------ closing
def closing_estimate(info: Info) -> int:
    """Points this seat can count on after closing: sure trump winners, aces, marriages."""
    est = info.my_points + info.held[info.side]
    trump = info.trump
    for s in range(4):
        if info.announced >> s & 1:
            continue
        m = info.hand & SUIT_MASKS[s]
        if any(c & 7 == KING for c in bits(m)) and any(c & 7 == QUEEN for c in bits(m)):
            est += marriage_value(s, trump)
    opp_trumps = unseen_trumps(info)
    my_trumps = popcount(info.hand & SUIT_MASKS[trump]) if trump is not None else 0
    for c in sorted(bits(info.hand), key=lambda c: -(c & 7)):
        if info.is_trump(c) and is_top(info, c):
            est += RANK_POINTS[c & 7] + 5
        elif not info.is_trump(c) and is_top(info, c) and my_trumps >= opp_trumps:
            est += RANK_POINTS[c & 7] + 3
    return est


def should_close(info: Info) -> bool:
    if CLOSE_MOVE not in info.legal:
        return False
    if info.opp_points >= info.target:  # they claim at their next turn: a close can only fail
        return False
    return closing_estimate(info) >= info.target + 2


# -------------------------------------------------------------------- lead
def _lead(info: Info, moves: list[int], skill: float) -> Choice:
    if EXCHANGE_MOVE in moves:
        rank = info.shape.exchange_rank
        return EXCHANGE_MOVE, "exchange_jack" if rank == JACK else "exchange_nine"
    marries = [m for m in moves if m >> 6 == MARRY]
    if marries:
        # the 40 first, and lead the queen: it loses less if the trick is taken
        def mkey(m: int) -> tuple[int, int]:
            c = m & 63
            return (1 if info.is_trump(c) else 0, 1 if c & 7 == QUEEN else 0)

        best = max(marries, key=mkey)
        return best, "announce_marriage"
    if skill >= 1 and should_close(info):
        return CLOSE_MOVE, "close_talon"
    plays = [m for m in moves if m >> 6 == PLAY]
    if info.trump is None:  # bidding: the first lead names trump
        return _lead_naming_trump(info, plays), "choose_trump"
    if info.strict:
        return _lead_strict(info, plays)
    return _lead_open(info, plays)


def _lead_naming_trump(info: Info, plays: list[int]) -> int:
    def suit_strength(s: int) -> int:
        m = info.hand & SUIT_MASKS[s]
        return popcount(m) * 12 + sum(RANK_POINTS[c & 7] for c in bits(m))

    best_suit = max(range(4), key=suit_strength)
    in_suit = [c for c in plays if (c >> 3) & 3 == best_suit]
    return max(in_suit, key=lambda c: c & 7)


def _lead_strict(info: Info, plays: list[int]) -> Choice:
    my_trumps = [c for c in plays if info.is_trump(c)]
    if my_trumps and unseen_trumps(info):
        top = max(my_trumps, key=lambda c: c & 7)
        if is_top(info, top):
            return top, "draw_trumps"
    winners = [c for c in plays if not info.is_trump(c) and is_top(info, c)]
    if winners:
        # safe once trumps are out; before that the opponent may still have to follow
        return max(winners, key=lambda c: RANK_POINTS[c & 7]), "cash_winner"
    return _cheapest(info, plays), "lead_low"


def _lead_open(info: Info, plays: list[int]) -> Choice:
    def lead_cost(c: int) -> float:
        cost = keep_cost(info, c)
        rank = c & 7
        if not info.is_trump(c):
            if rank == TEN and not is_top(info, c):
                cost += 12
            if rank == ACE:
                cost += 2
        return cost

    card = min(plays, key=lambda c: (lead_cost(c), c))
    if info.shape.teams or info.n > 2:
        aces = [c for c in plays if not info.is_trump(c) and c & 7 == ACE and is_top(info, c)]
        if aces:
            return aces[0], "cash_winner"
    return card, "lead_low"


# ------------------------------------------------------------------ follow
def _follow(info: Info, plays: list[int], skill: float) -> Choice:
    trick = info.trick
    trump = info.trump
    win_seat, win_card = trick_winner(trick, trump)
    in_trick = info.n - (1 if info.sitting_out is not None else 0)
    last = len(trick) == in_trick - 1
    trick_pts = sum(RANK_POINTS[c & 7] for _s, c in trick)
    partner_wins = info.side_of(win_seat) == info.side and win_seat != info.seat
    winning = [c for c in plays if beats(c, win_card, trump)]

    if partner_wins and (last or is_top(info, win_card)):
        # smear: give the partner points that cost little to lose
        smear = [c for c in plays if not info.is_trump(c) and not _pair_cards(info) >> c & 1]
        if smear:
            return max(smear, key=lambda c: (RANK_POINTS[c & 7], -c)), "give_points"
        return _cheapest(info, plays), "throw_low"
    if partner_wins:
        return _cheapest(info, plays), "throw_low"

    if winning:
        # reaching the target ends the deal
        for c in sorted(winning, key=lambda c: keep_cost(info, c)):
            if (
                info.my_points + info.held[info.side] + trick_pts + RANK_POINTS[c & 7]
                >= info.target
            ):
                return c, "reach_target"
        same_suit = [c for c in winning if not info.is_trump(c) or info.is_trump(win_card)]
        trumps = [c for c in winning if info.is_trump(c) and not info.is_trump(win_card)]
        if same_suit:
            # winning with a ten or ace in the led suit banks our own points too
            best = max(same_suit, key=lambda c: (RANK_POINTS[c & 7], -keep_cost(info, c)))
            if RANK_POINTS[best & 7] >= 10 and (last or is_top(info, best)):
                return best, "take_ten" if trick_pts >= 10 else "win_with_ace"
            cheap = _cheapest(info, same_suit)
            if trick_pts >= 3 or info.strict:
                if last or is_top(info, cheap) or info.strict:
                    return cheap, "take_trick"
        if trumps and (trick_pts >= 10 or (info.strict and trick_pts >= 3)):
            cheap = _cheapest(info, trumps)
            if keep_cost(info, cheap) < 40 or trick_pts >= 20:
                return cheap, "win_with_trump"
    return _cheapest(info, plays), "throw_low"


# -------------------------------------------------------------------- bid
def hand_estimate(info: Info) -> int:
    """An honest count of the points our side should take with this hand."""
    best = 0
    for trump in range(4):
        est = 0
        for c in bits(info.hand):
            rank, suit = c & 7, (c >> 3) & 3
            value = {ACE: 15, TEN: 9, KING: 5, QUEEN: 4}.get(rank, 2)
            if suit == trump:
                value += 7
            est += value
        for s in range(4):
            m = info.hand & SUIT_MASKS[s]
            if any(c & 7 == KING for c in bits(m)) and any(c & 7 == QUEEN for c in bits(m)):
                # a plain marriage counts less: the bidder may not name its suit
                est += TRUMP_MARRIAGE_POINTS if s == trump else 15
        best = max(best, est)
    return best + 22  # the partner's share, on average


def _bid(info: Info, moves: list[int]) -> Choice:
    est = hand_estimate(info)
    level = min(4, est // BID_UNIT)  # the moon is never bid on a count
    standing = info.bid
    bidder = info.bidder
    if bidder is not None and info.side_of(bidder) == info.side and level <= standing + 1:
        return PASS_MOVE, "pass_partner"
    if level > standing and (BID << 6 | (standing + 1)) in moves:
        return BID << 6 | (standing + 1), "bid_strength"
    return PASS_MOVE, "pass_weak"


# ------------------------------------------------------------------ entry
def heuristic_choice(info: Info, rng: random.Random, skill: float = 1.0) -> Choice:
    """A move for the seat to play and its reason id.

    ``skill`` 1.0 is the medium level; below it (easy) the player sometimes
    forgets to close or exchange and now and then plays a plausible but
    random card, the mistakes a casual player makes.
    """
    moves = info.legal
    if DECLARE_MOVE in moves and info.my_points >= info.target:
        return DECLARE_MOVE, "declare"
    moves = [m for m in moves if m != DECLARE_MOVE]
    if info.phase == "bid":
        return _bid(info, moves)
    if len(moves) == 1:
        return moves[0], "only_move"
    if skill < 1:
        if EXCHANGE_MOVE in moves and rng.random() < EASY_FORGETS_EXCHANGE:
            moves = [m for m in moves if m != EXCHANGE_MOVE]
        if rng.random() < 1 - skill:
            plays = [m for m in moves if m >> 6 in (PLAY, MARRY)]
            return rng.choice(plays), "guess"
    if info.trick:
        return _follow(info, [m for m in moves if m >> 6 == PLAY], skill)
    return _lead(info, moves, skill)


__all__ = ["closing_estimate", "hand_estimate", "heuristic_choice", "is_top", "keep_cost"]
