"""What a move does and what the played move cost, as ids with numbers.

The review explains a verdict with facts of the position, never with the
heuristics' reasons for their own choice (those named the heuristics' move,
so "Throw your least useful card" could stand beside a best move that wins
the trick).  :func:`describe_move` says what a move does (it wins the trick
worth 14, it leads a card nothing can beat in its suit, it closes with 24
points still needed); :func:`played_costs` what the played move gave up
against the best (a marriage broken, an ace thrown under the opponent's
trick, a close with too few sure points).  Each fact is ``[id, *numbers]``;
``ui/review/texts`` turns it into a sentence, and a test checks every
id's claim against the position it was made for.
"""

from __future__ import annotations

from typing import Any

from ..ai.common import ABOVE, Info, beats, decode, trick_winner
from ..ai.heuristics import closing_estimate
from ..ai.open_cards import last_trick_taker
from ..engine.cards import KING, QUEEN, points_of, suit_of
from ..engine.moves import BID, CLOSE_MOVE, DECLARE_MOVE, EXCHANGE_MOVE, MARRY, PASS_MOVE, PLAY
from ..engine.options import marriage_value
from ..engine.state import DealState

#: what a move does, the verdict's ``reason`` (:func:`describe_move`)
DESCRIPTIONS: tuple[str, ...] = (
    "declare",
    "exchange",
    "marriage",
    "close",
    "bid",
    "pass",
    "lead_trump",
    "lead_winner",
    "lead_points",
    "lead_low",
    "reach_target",
    "trump_trick",
    "take_trick",
    "throw_low",
    "lose_points",
    "lose_trick",
    "follow",
)
#: what the played move gave up (:func:`played_costs`)
COSTS: tuple[str, ...] = (
    "missed_marriage",
    "broke_marriage",
    "closed_short",
    "missed_close",
    "missed_exchange",
    "false_declare",
    "missed_declare",
    "threw_points",
    "lost_trick",
    "spent_trump",
    "gave_last_trick",  # with every card open (``gives_last_trick``), added by the judge
)

#: a cost that says what the best move does, as the best move's description says it:
#: cost id -> (the descriptions it repeats, True when the cost's sentence says more).
#: "Closing the talon was better" only repeats "Best was: close the talon" (the close's
#: description adds the points still needed); "the best move wins this trick" is said
#: better by "it wins (trumps) the trick ... (and reaches the target)"; the others say
#: what the played move missed, with the same number as the description.
REPEATS: dict[str, tuple[tuple[str, ...], bool]] = {
    "missed_close": (("close",), False),
    "lost_trick": (("take_trick", "trump_trick", "reach_target"), False),
    "missed_exchange": (("exchange",), True),
    "missed_marriage": (("marriage",), True),
    "missed_declare": (("declare",), True),
}

#: how many whole numbers follow each id (a cached review is checked against it)
FACT_ARGS: dict[str, int] = {
    "declare": 1,
    "exchange": 0,
    "marriage": 1,
    "close": 2,
    "bid": 1,
    "pass": 0,
    "lead_trump": 0,
    "lead_winner": 0,
    "lead_points": 1,
    "lead_low": 0,
    "reach_target": 1,
    "trump_trick": 1,
    "take_trick": 1,
    "throw_low": 1,
    "lose_points": 1,
    "lose_trick": 1,
    "follow": 1,
    "missed_marriage": 1,
    "broke_marriage": 1,
    "closed_short": 2,
    "missed_close": 0,
    "missed_exchange": 0,
    "false_declare": 2,
    "missed_declare": 1,
    "threw_points": 1,
    "lost_trick": 1,
    "spent_trump": 1,
    "gave_last_trick": 0,
}

Fact = list[Any]


def needed_and_sure(info: Info) -> tuple[int, int]:
    """Points still needed to reach the target, and the points the seat can count on
    closing now (``heuristics.closing_estimate``, less the points it already has)."""
    needed = max(0, info.target - info.my_points)
    sure = max(0, closing_estimate(info) - info.my_points)
    return needed, sure


def without_repeats(reason: Fact, facts: list[Fact]) -> tuple[Fact | None, list[Fact]]:
    """The best move's description and the played move's costs as the review shows them:
    where a cost says what the description says (:data:`REPEATS`, with the same number),
    only the one that says more (the description becomes None, or the cost is left out)."""
    kind = reason[0] if reason else None
    described: Fact | None = reason
    shown: list[Fact] = []
    for fact in facts:
        repeated, cost_says_more = REPEATS.get(fact[0], ((), True))
        # the same number too (a marriage of 40 missed is not the other one of 20)
        same = kind in repeated and (len(fact) < 2 or len(reason) < 2 or fact[1] == reason[1])
        if not same:
            shown.append(fact)
        elif cost_says_more:
            shown.append(fact)
            described = None
    return (described or None), shown


def describe_move(state: DealState, seat: int, move: int) -> Fact:
    """What ``move`` does in ``state`` for ``seat``: ``[id, *numbers]`` (an id of
    :data:`DESCRIPTIONS`)."""
    info = decode(state.observation(seat))
    kind = move >> 6
    if move == DECLARE_MOVE:
        return ["declare", info.my_points]
    if move == EXCHANGE_MOVE:
        return ["exchange"]
    if move == CLOSE_MOVE:
        return ["close", *needed_and_sure(info)]
    if kind == BID:
        return ["bid", move & 63]
    if move == PASS_MOVE:
        return ["pass"]
    card = move & 63
    if kind == MARRY:
        return ["marriage", marriage_value(suit_of(card), info.trump)]
    if not info.trick:
        return _lead(info, card)
    return _follow(info, card)


def _lead(info: Info, card: int) -> Fact:
    if info.is_trump(card):
        return ["lead_trump"]
    # every card still to be played that is not the seat's: unseen, or known to be elsewhere
    elsewhere = info.deck & ~info.hand & ~info.played
    if not elsewhere & ABOVE[suit_of(card)][card & 7]:
        return ["lead_winner"]
    if points_of(card) >= 10:
        return ["lead_points", points_of(card)]
    return ["lead_low"]


def _follow(info: Info, card: int) -> Fact:
    _seat, top = trick_winner(info.trick, info.trump)
    worth = sum(points_of(c) for _s, c in info.trick) + points_of(card)
    if len(info.trick) != info.n - 1:
        return ["follow", worth]  # others play after: the trick is not decided yet
    if beats(card, top, info.trump):
        if info.my_points + worth >= info.target:
            return ["reach_target", worth]
        if info.is_trump(card) and not info.is_trump(top):
            return ["trump_trick", worth]
        return ["take_trick", worth]
    plays = [m & 63 for m in info.legal if m >> 6 == PLAY]
    if points_of(card) <= min(points_of(c) for c in plays):
        return ["throw_low", points_of(card)]
    if points_of(card) >= 10:
        return ["lose_points", points_of(card)]
    return ["lose_trick", worth]


def played_costs(state: DealState, seat: int, played: int, best: int) -> list[Fact]:
    """What ``played`` gave up against ``best`` (ids of :data:`COSTS`), most telling first."""
    info = decode(state.observation(seat))
    out: list[Fact] = []
    if best == CLOSE_MOVE and played != CLOSE_MOVE:
        out.append(["missed_close"])
    if best == EXCHANGE_MOVE and played != EXCHANGE_MOVE:
        out.append(["missed_exchange"])
    if played == DECLARE_MOVE and info.my_points < info.target:
        out.append(["false_declare", info.my_points, info.target])
    if DECLARE_MOVE in info.legal and played != DECLARE_MOVE and info.my_points >= info.target:
        out.append(["missed_declare", info.my_points])
    if played == CLOSE_MOVE:
        needed, sure = needed_and_sure(info)
        if sure < needed:
            out.append(["closed_short", needed, sure])
    if played >> 6 == PLAY:
        out.extend(_card_costs(info, played & 63, best))
    return out


def _card_costs(info: Info, card: int, best: int) -> list[Fact]:
    out: list[Fact] = []
    rank, suit = card & 7, suit_of(card)
    if rank in (KING, QUEEN) and not info.announced >> suit & 1:
        partner = card ^ (KING ^ QUEEN)  # the other card of the pair, same suit
        points = marriage_value(suit, info.trump)
        if (MARRY << 6 | card) in info.legal:
            out.append(["missed_marriage", points])
        elif info.hand >> partner & 1:
            out.append(["broke_marriage", points])
    if not info.trick or len(info.trick) != info.n - 1:
        return out
    _seat, top = trick_winner(info.trick, info.trump)
    wins = beats(card, top, info.trump)
    best_wins = best >> 6 == PLAY and beats(best & 63, top, info.trump)
    worth = sum(points_of(c) for _s, c in info.trick)
    if not wins and points_of(card) >= 10:
        out.append(["threw_points", points_of(card)])
    if not wins and best_wins:
        out.append(["lost_trick", worth + points_of(best & 63)])
    if wins and info.is_trump(card) and not info.is_trump(top) and not best_wins:
        out.append(["spent_trump", worth + points_of(card)])
    return out


def gives_last_trick(state: DealState, seat: int, played: int, best: int) -> bool:
    """With every card open, the played move lets the opponent take the last trick
    that the best move would have taken (two players): the cost ``gave_last_trick``."""
    taker = last_trick_taker(state, played)
    return taker is not None and taker != seat and last_trick_taker(state, best) == seat


__all__ = [
    "COSTS",
    "DESCRIPTIONS",
    "FACT_ARGS",
    "REPEATS",
    "describe_move",
    "gives_last_trick",
    "needed_and_sure",
    "played_costs",
    "without_repeats",
]
