"""The player's mistakes across the archive: collected from cached reviews, sorted by kind."""

from __future__ import annotations

from pathlib import Path

from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import parse_card
from sixtysix_qt.engine.moves import parse_move
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.review.facts import played_costs
from sixtysix_qt.review.judge import judge_decision
from sixtysix_qt.review.mistakes import collect, kind_of, recurring
from sixtysix_qt.review.playon import position
from tests.review.test_judge import BLUNDER_ACTIONS, BLUNDER_DECK
from tests.review_docs import review_doc, verdict


def _deal():
    state = new_deal("schnapsen", seed=4, dealer=1)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def _verdict(index, played, best, loss, label, values=None):
    values = values or {played: -loss, best: 0.0}
    top = max(values.values())
    return verdict(index, played, best, loss, label, {a: top - v for a, v in values.items()})


def test_mistakes_of_reviewed_deals_are_collected_with_their_cost(tmp_path: Path) -> None:
    archive = DealArchive(tmp_path)
    final = _deal()
    mine = [i for i, (s, _a) in enumerate(final.history) if s == 0]
    j = mine[1]
    played_j = final.history[j][1]
    other = next(a for a in position(final, j).legal_actions() if a != played_j)
    planted = {j: _verdict(j, played_j, other, 0.8, "mistake", {played_j: -0.8, other: 0.0})}
    path = archive.add(final)
    archive.store_review(path, review_doc(final, 0, planted))
    archive.add(final)  # a deal not reviewed: nothing to retry there
    found = collect(archive)
    assert len(found) == 1
    m = found[0]
    assert (m.index, m.number, m.played, m.best, m.path) == (j, 2, played_j, other, path)
    assert m.cost(other) == 0.0 and m.cost(played_j) == 0.8 and m.cost("play XX") is None
    assert m.state() == position(final, j)
    assert recurring(found) == [(m.kind, 1)]


def _kind(state, played: str, best: str) -> str:
    """The kind of a mistake whose verdict carries the facts the judge finds there."""
    facts = played_costs(state, state.to_move, parse_move(played), parse_move(best))
    return kind_of(verdict(len(state.history), played, best, 0.8, "mistake", facts=facts))


def test_kinds_of_mistakes_follow_the_verdicts_facts() -> None:
    fact = lambda *f: verdict(0, "play AS", "play KS", 0.8, "mistake", facts=[list(f)])  # noqa: E731
    assert kind_of(verdict(0, "close", "play AS", 0.8, "mistake")) == "closed_too_early"
    assert kind_of(fact("closed_short", 66, 20)) == "closed_too_early"
    assert kind_of(fact("missed_close")) == "missed_close"
    assert kind_of(fact("missed_exchange")) == "missed_exchange"
    assert kind_of(fact("broke_marriage", 20)) == "broken_marriage"
    assert kind_of(fact("missed_marriage", 40)) == "missed_marriage"
    assert kind_of(fact("missed_declare", 70)) == "missed_declare"
    assert kind_of(verdict(0, "declare", "play AS", 0.8, "mistake")) == "false_declare"
    assert kind_of(fact("lost_trick", 21)) == "other"
    # the played move's own fault before what the best would have done
    both = verdict(
        0, "play KH", "close", 0.8, "mistake", facts=[["missed_close"], ["missed_marriage", 40]]
    )
    assert kind_of(both) == "missed_marriage"
    # an ace or ten played under a card that beats it is thrown away; winning with it is not
    for seed in range(50):
        led = new_deal("classic", seed=seed, dealer=1)
        led = led.apply(led.legal_actions()[0])
        top = led.trick[0][1]
        for action in led.legal_actions():
            card = parse_card(action.split()[1]) if action.startswith("play") else None
            if card is None or action[5] not in "AT":
                continue
            wins = (card >> 3 & 3) == (top >> 3 & 3) and card & 7 > top & 7
            wins = wins or ((card >> 3 & 3) == led.tsuit and (top >> 3 & 3) != led.tsuit)
            other = next(a for a in led.legal_actions() if a != action)
            expected = "other" if wins else "thrown_ace_ten"
            assert _kind(led, action, other) == expected
            if not wins:
                return
    raise AssertionError("no thrown ace or ten found")


def test_a_marriage_card_led_unannounced_is_filed_as_a_marriage_not_announced(tmp_path) -> None:
    """The audit's defect 5: the queen of a marriage led without announcing it was filed
    under "Marriages broken" while the verdict said "You led the card without announcing
    the marriage"; the list now files it as the verdict says."""
    state = new_deal("schnapsen", deck=BLUNDER_DECK, dealer=0)
    for action in BLUNDER_ACTIONS:
        state = state.apply(action)
    v = judge_decision(state, 1, "play QH", worlds=4)
    assert v.label == "blunder" and ["missed_marriage", 40] in v.facts
    final = state.apply("play QH")
    while not final.is_over:
        final = final.apply(final.legal_actions()[0])
    archive = DealArchive(tmp_path)
    path = archive.add(final)
    archive.store_review(path, review_doc(final, 1, {v.index: v}))
    found = collect(archive)
    assert [(m.played, m.kind) for m in found] == [("play QH", "missed_marriage")]
    assert recurring(found) == [("missed_marriage", 1)]
