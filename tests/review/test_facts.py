"""Every fact the review states is true of its position (issue 44, point 3).

The checker here reads the engine's state directly (the cards in hand, the
trick, who wins it after the move), never ``facts``' own helpers, and
checks the claim of each id: "wins the trick" -> the move wins the trick,
"a card nothing can beat in its suit" -> no higher card of the suit is left
outside the hand, and so on.  It runs over every legal move of many
positions of random deals, then pins the audit's false sentences.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.engine.cards import RANK_POINTS, code
from sixtysix_qt.engine.moves import parse_move
from sixtysix_qt.review.archive import read_deal_file
from sixtysix_qt.review.facts import (
    COSTS,
    DESCRIPTIONS,
    FACT_ARGS,
    describe_move,
    played_costs,
)

COACH = Path(__file__).parents[1] / "ai" / "data" / "coach"
ORDER = "789JQKTA"


def _points(card: str) -> int:
    return RANK_POINTS[ORDER.index(card[0])]


def _trump(state: DealState) -> str | None:
    return state.trump_suit


def _after(state: DealState, action: str) -> DealState:
    return state.apply(action)


def _trick_cards(state: DealState) -> list[str]:
    return [code(c) for _s, c in state.trick]


def _wins(state: DealState, seat: int, action: str) -> bool:
    """The move completes the trick and the seat takes it (read from the engine)."""
    return _after(state, action).last_winner == seat


def _last_to_play(state: DealState) -> bool:
    return bool(state.trick) and len(state.trick) == state.num_players - 1


def _target(state: DealState) -> int:
    return state.shape.deal_target


def _side_points(state: DealState, seat: int) -> int:
    return state.side_points(state.side_of(seat))


def _outside(state: DealState, seat: int) -> set[str]:
    """Cards still to be played that the seat does not hold."""
    played = {a.split()[1] for _s, a in state.history if a.split()[0] in ("play", "marry")}
    deck = {code(c) for c in state.deck}
    return deck - played - set(state.hand(seat))


def check_description(state: DealState, seat: int, action: str, fact: list) -> None:
    kind, *nums = fact
    assert kind in DESCRIPTIONS, fact
    verb, _, card = action.partition(" ")
    trump = _trump(state)
    trick = _trick_cards(state)
    if kind in ("declare", "exchange", "close", "bid", "pass", "marriage"):
        want = {"marriage": "marry"}.get(kind, kind)
        assert verb == want, (action, fact)
        if kind == "marriage":
            assert nums == [40 if card[1] == trump else 20]
        if kind == "close":
            assert nums[0] == max(0, _target(state) - _side_points(state, seat))
        return
    assert verb == "play", (action, fact)
    if kind.startswith("lead"):
        assert not trick, (action, fact)
        higher = {
            c
            for c in _outside(state, seat)
            if c[1] == card[1] and ORDER.index(c[0]) > ORDER.index(card[0])
        }
        if kind == "lead_trump":
            assert card[1] == trump
            return
        assert card[1] != trump
        if kind == "lead_winner":
            assert not higher, (action, higher)
        else:
            assert higher, (action, fact)
            assert (_points(card) >= 10) == (kind == "lead_points"), (action, fact)
        return
    assert trick, (action, fact)
    if kind == "follow":
        assert not _last_to_play(state)
        return
    assert _last_to_play(state), (action, fact)
    worth = sum(_points(c) for c in trick) + _points(card)
    wins = _wins(state, seat, action)
    if kind in ("reach_target", "trump_trick", "take_trick"):
        assert wins, (action, fact)
        assert nums[0] == worth
        if kind == "reach_target":
            assert _side_points(state, seat) + worth >= _target(state)
        if kind == "trump_trick":
            assert card[1] == trump and trick[0][1] != trump
        return
    assert not wins, (action, fact)
    others = [a.split()[1] for a in state.legal_actions() if a.startswith("play ")]
    if kind == "throw_low":
        assert _points(card) == min(_points(c) for c in others)
    elif kind == "lose_points":
        assert nums[0] == _points(card) >= 10
    else:
        assert kind == "lose_trick" and nums[0] == worth


def check_cost(state: DealState, seat: int, played: str, best: str, fact: list) -> None:
    kind, *nums = fact
    assert kind in COSTS, fact
    verb, _, card = played.partition(" ")
    legal = state.legal_actions()
    points, target = _side_points(state, seat), _target(state)
    if kind == "missed_close":
        assert best == "close" != played
    elif kind == "missed_exchange":
        assert best == "exchange" != played
    elif kind == "false_declare":
        assert played == "declare" and nums == [points, target] and points < target
    elif kind == "missed_declare":
        assert "declare" in legal and played != "declare" and nums == [points] and points >= target
    elif kind == "closed_short":
        assert played == "close" and nums[0] == target - points and nums[1] < nums[0]
    elif kind in ("missed_marriage", "broke_marriage"):
        assert verb == "play" and card[0] in "KQ"
        assert nums == [40 if card[1] == _trump(state) else 20]
        if kind == "missed_marriage":
            assert f"marry {card}" in legal
        else:
            partner = ("Q" if card[0] == "K" else "K") + card[1]
            assert partner in state.hand(seat)
    else:
        assert verb == "play" and _last_to_play(state), (played, fact)
        wins = _wins(state, seat, played)
        trick = _trick_cards(state)
        if kind == "threw_points":
            assert not wins and nums == [_points(card)] and nums[0] >= 10
        elif kind == "lost_trick":
            assert not wins and _wins(state, seat, best)
            assert nums == [sum(_points(c) for c in trick) + _points(best.split()[1])]
        else:
            assert kind == "spent_trump" and wins and card[1] == _trump(state)
            assert trick[0][1] != _trump(state) and not _wins(state, seat, best)


def _positions(seed: int, preset: str):
    rng = random.Random(seed)
    state = new_deal(preset, seed=seed, dealer=seed % 2)
    while not state.is_over:
        yield state
        state = state.apply(rng.choice(state.legal_actions()))


def check_shape(fact: list) -> None:
    """A fact has as many whole numbers as FACT_ARGS says (what a cached review is held to)."""
    assert len(fact) == 1 + FACT_ARGS[fact[0]], fact
    assert all(type(n) is int and abs(n) <= 1000 for n in fact[1:]), fact


def test_every_fact_id_has_its_count_of_numbers() -> None:
    assert set(FACT_ARGS) == set(DESCRIPTIONS) | set(COSTS)


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand"])
def test_every_fact_is_true_of_its_position(preset: str) -> None:
    seen: set[str] = set()
    for seed in range(40):
        for state in _positions(seed, preset):
            seat = state.to_move
            legal = state.legal_actions()
            for action in legal:
                fact = describe_move(state, seat, parse_move(action))
                check_shape(fact)
                check_description(state, seat, action, fact)
                seen.add(fact[0])
                for best in legal:
                    if best == action:
                        continue
                    for cost in played_costs(state, seat, parse_move(action), parse_move(best)):
                        check_shape(cost)
                        check_cost(state, seat, action, best, cost)
                        seen.add(cost[0])
    # the random deals reach most ids: the checker is not vacuous
    assert len(seen) >= 14, seen


def _audit(name: str, seat: int, action_number: int) -> tuple[DealState, str]:
    final = read_deal_file(COACH / f"{name}.json").state
    state = new_deal(final.preset, deck=final.deck_codes, dealer=final.dealer, **final.options)
    for _actor, action in final.history[: action_number - 1]:
        state = state.apply(action)
    actor, action = final.history[action_number - 1]
    assert actor == seat == state.to_move
    return state, action


@pytest.mark.parametrize(
    ("name", "seat", "number", "best"),
    [
        ("ee-c1007", 0, 4, None),  # "throw your least useful card" beside a winning best move
        ("ee-c1010", 0, 11, None),  # ... beside a ten thrown under a trump
        ("ee-s1108", 1, 1, "play AD"),  # "lead a low card" for the ace of diamonds
        ("px-c7106", 0, 16, None),  # "only legal move" though declaring was legal
    ],
)
def test_the_audits_false_sentences_are_true_now(name, seat, number, best) -> None:
    state, played = _audit(name, seat, number)
    moves = [best] if best else state.legal_actions()
    for action in moves:
        fact = describe_move(state, seat, parse_move(action))
        check_description(state, seat, action, fact)
        assert fact[0] != "only_move"
        if action == "play AD":
            assert fact[0] != "lead_low"
    for b in state.legal_actions():
        if b != played:
            for cost in played_costs(state, seat, parse_move(played), parse_move(b)):
                check_cost(state, seat, played, b, cost)


def test_a_planted_marriage_break_is_named_with_its_points() -> None:
    # pm-c3002: the expert, forced to lead QH without announcing the trump marriage
    state, played = _audit("pm-c3002", 0, 1)
    assert played == "play QH" and "marry QH" in state.legal_actions()
    facts = played_costs(state, 0, parse_move(played), parse_move("marry QH"))
    assert ["missed_marriage", 40 if state.trump_suit == "H" else 20] in facts


def test_gave_last_trick_is_true_of_best_play_with_every_card_open() -> None:
    from sixtysix_qt.ai import native
    from sixtysix_qt.engine.moves import DECLARE_MOVE
    from sixtysix_qt.review.facts import gives_last_trick

    if not native.COMPILED:
        pytest.skip("the open-card line needs the compiled solver")

    def taker(state: DealState, move: int) -> int | None:
        state = state.apply_move(move)
        while state.result is None:
            moves = sorted(m for m in state.legal_moves() if m != DECLARE_MOVE)
            state = state.apply_move(native.best_move(state, state.to_move, moves))
        return None if any(state.hands) or state.talon else state.last_winner

    found = 0
    for seed in range(30):
        for state in _positions(seed, "schnapsen"):
            if state.talon or state.phase != "play" or len(state.legal_moves()) < 2:
                continue
            seat = state.to_move
            moves = state.legal_moves()
            for played in moves:
                for best in moves:
                    if played != best and gives_last_trick(state, seat, played, best):
                        found += 1
                        assert taker(state, played) == 1 - seat
                        assert taker(state, best) == seat
    assert found > 0


@pytest.mark.slow
def test_a_cost_and_the_best_move_s_description_are_never_both_shown_when_they_say_one_thing() -> (
    None
):
    """REPEATS is true: wherever its cost meets its description, the two make the same
    claim with the same number; and without_repeats leaves only one of the two."""
    from sixtysix_qt.review.facts import REPEATS, without_repeats

    met: set[str] = set()
    for preset in ("classic", "schnapsen"):
        for seed in range(40):
            for state in _positions(seed, preset):
                seat, legal = state.to_move, state.legal_actions()
                for best in legal:
                    reason = describe_move(state, seat, parse_move(best))
                    for played in legal:
                        if played == best:
                            continue
                        costs = played_costs(state, seat, parse_move(played), parse_move(best))
                        shown_reason, shown = without_repeats(reason, costs)
                        for cost in costs:
                            repeated, _cost_says_more = REPEATS.get(cost[0], ((), True))
                            if reason[0] not in repeated:
                                assert cost in shown
                                continue
                            if len(cost) > 1 and cost[1] != reason[1]:
                                # another claim (the marriage of 40 missed, the best one of 20)
                                assert cost[0] == "missed_marriage", (cost, reason)
                                assert cost in shown and shown_reason is not None
                                continue
                            met.add(cost[0])
                            # one sentence of the two is shown, never both
                            assert (cost in shown) != (shown_reason is not None), (cost, reason)
    assert met >= {"missed_close", "lost_trick", "missed_marriage", "missed_exchange"}, met


def test_without_repeats_keeps_the_sentence_that_says_more() -> None:
    from sixtysix_qt.review.facts import without_repeats

    # "the best move wins this trick" beside "it trumps the trick, worth 14": the description
    assert without_repeats(["trump_trick", 14], [["lost_trick", 14]]) == (["trump_trick", 14], [])
    # "closing the talon was better" beside "it closes with 24 points still needed"
    assert without_repeats(["close", 24, 30], [["missed_close"]]) == (["close", 24, 30], [])
    # "you led the card without announcing the marriage: 40 lost": the cost
    both = [["missed_marriage", 40], ["gave_last_trick"]]
    assert without_repeats(["marriage", 40], both) == (None, both)
    # a cost about something else leaves the description alone
    assert without_repeats(["lead_trump"], [["missed_marriage", 20]]) == (
        ["lead_trump"],
        [["missed_marriage", 20]],
    )
