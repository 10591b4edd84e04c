"""The player's mistakes across the archive: collected from cached reviews, sorted by kind."""

from __future__ import annotations

from pathlib import Path

from sixtysix_qt.engine import new_deal
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.review.mistakes import collect, kind_of, recurring
from sixtysix_qt.review.playon import position
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


def test_kinds_of_mistakes() -> None:
    state = new_deal("classic", seed=1, dealer=1)
    assert kind_of(state, "close", "play AS") == "closed_too_early"
    assert kind_of(state, "play AS", "close") == "missed_close"
    assert kind_of(state, "play AS", "exchange") == "missed_exchange"
    assert kind_of(state, "play KH", "marry QH") == "broken_marriage"
    assert kind_of(state, "play AS", "marry QH") == "missed_marriage"
    assert kind_of(state, "play AS", "declare") == "missed_declare"
    assert kind_of(state, "declare", "play AS") == "false_declare"
    # an ace or ten played under a card that beats it is thrown away; winning with it is not
    from sixtysix_qt.engine.cards import parse_card

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
            expected = "other" if wins else "thrown_ace_ten"
            assert kind_of(led, action, "play XX") == expected
            if not wins:
                return
    raise AssertionError("no thrown ace or ten found")
