"""A kept deal's match is one record (issue: the match was kept twice, under "match" for
the review and "match_note" for History): written once, read by both, and read back
from files of every age; a file may hold anything there and never raises."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sixtysix_qt.engine import Match
from sixtysix_qt.review.archive import DealArchive, read_deal_file
from sixtysix_qt.review.match_record import (
    MATCH_KEY,
    OLD_NOTE_KEY,
    MatchRecord,
    kept_match,
    record_of_last_deal,
)
from tests.deals import played_out

ID = "0123456789abcdef"


def _second_deal() -> Match:
    """A classic match two deals in (the first deal scored, the second just finished)."""
    match = Match("classic", seed=3, first_dealer=0)
    while len(match.finished) < 2:
        if match.state.is_over:
            match.next_deal()
        match.apply(match.state.legal_actions()[0])
    return match


def _whole(dealer: int) -> dict:
    return {
        "before": [6, 5],
        "after": [7, 5],
        "target": 7,
        "dealer": dealer,
        "carry": 1,
        "id": ID,
        "deal": 9,
    }


def test_a_whole_record_and_its_halves_are_read_back() -> None:
    whole = MatchRecord((6, 5), 7, 1, 1, ID, 9, (7, 5))
    assert MatchRecord.from_dict(whole.to_dict()) == whole
    assert whole.judgeable and whole.listed and whole.over and whole.winner == 0
    before_only = MatchRecord((6, 5), 7, 1, 1)
    assert MatchRecord.from_dict(before_only.to_dict()) == before_only
    assert before_only.judgeable and not before_only.listed and not before_only.over
    three = MatchRecord((), 7, 2, 0, ID, 3, (2, 1, 4))
    assert MatchRecord.from_dict(three.to_dict()) == three
    assert not three.judgeable and three.listed and three.winner is None


@pytest.mark.parametrize(
    "change",
    [
        {"target": True},  # a bool is no number
        {"target": "7"},
        {"target": 0},
        {"target": 10**30},  # huge numbers
        {"dealer": True},
        {"dealer": 9},
        {"dealer": None},
        {"carry": -1},
        {"carry": 10**30},
        {"carry": 1.0},
        {"before": [7, 5]},  # a side at the target plays no more deals
        {"before": [True, 5]},
        {"before": [6]},
        {"before": [1, 2, 3, 4, 5]},
        {"before": "6:5"},
        {"before": [6, 5, 0]},  # before and after of different matches
        {"after": [10**12, 5]},
        {"after": [7, -1]},
        {"after": None},  # an id without the score after it
        {"deal": True},
        {"deal": 0},
        {"deal": None},
        {"id": "<b>x</b>"},
        {"id": 12345678},
        {"id": "ABCDEF0123456789"},
        {"before": None, "id": None},  # neither half
    ],
)
def test_a_broken_field_gives_no_record(change: dict) -> None:
    assert MatchRecord.from_dict(_whole(1)) is not None
    assert MatchRecord.from_dict({**_whole(1), **change}) is None


def test_missing_keys_give_no_record_or_a_safe_one() -> None:
    for key in ("target", "dealer"):
        assert MatchRecord.from_dict({k: v for k, v in _whole(1).items() if k != key}) is None
    for garbage in (None, [], "match", 7, {}, {"scores": [6, 5]}):
        assert MatchRecord.from_dict(garbage) is None
    no_carry = {k: v for k, v in _whole(1).items() if k != "carry"}
    assert MatchRecord.from_dict(no_carry).carry == 0  # older files kept no carry


def _random_json(rng: random.Random, depth: int = 0):
    pick = rng.randrange(8 if depth < 3 else 5)
    if pick == 0:
        return rng.choice([None, True, False])
    if pick == 1:
        return rng.choice([0, -1, 1, 6, 7, 10**40, 2**63])
    if pick == 2:
        return rng.choice(["", ID, "7", "scores", "\x00"])
    if pick == 3:
        return rng.random() * 10
    if pick == 4:
        return rng.choice([[], {}])
    if pick == 5:
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(5))]
    keys = ["scores", "before", "after", "target", "dealer", "carry", "id", "deal", "x"]
    return {k: _random_json(rng, depth + 1) for k in rng.sample(keys, rng.randrange(len(keys)))}


def test_hostile_files_never_raise() -> None:
    state = played_out("classic", 1)
    rng = random.Random(66)
    shapes = [_whole(state.dealer), {"scores": [1, 2], "target": 7, "dealer": state.dealer}]
    shapes.append({"id": ID, "scores": [1, 2], "target": 7, "deal": 1})
    for _ in range(3000):
        app = {MATCH_KEY: _random_json(rng), OLD_NOTE_KEY: _random_json(rng)}
        if rng.random() < 0.5:  # near misses of each shape: one field is anything
            shape = dict(rng.choice(shapes))
            shape[rng.choice(list(shape))] = _random_json(rng, 1)
            app[rng.choice([MATCH_KEY, OLD_NOTE_KEY])] = shape
        record = kept_match(app, state)
        assert record is None or isinstance(record, MatchRecord)


def _app(path: Path) -> dict:
    return json.loads(path.read_text())["app"]


def _rewrite(path: Path, app: dict) -> None:
    doc = json.loads(path.read_text())
    doc["app"] = app
    path.write_text(json.dumps(doc))


def test_a_kept_deal_has_one_match_record_read_by_the_review_and_history(tmp_path) -> None:
    match = _second_deal()
    archive = DealArchive(tmp_path)
    path = archive.add(match.state, "expert", 0, False, record_of_last_deal(match, ID))
    assert {MATCH_KEY, OLD_NOTE_KEY} & set(_app(path)) == {MATCH_KEY}
    (entry,) = archive.entries()
    kept = read_deal_file(path).match
    assert entry.match == kept and kept is not None
    assert kept.before == tuple(match.finished[0].scores_after) and kept.judgeable
    assert kept.after == tuple(match.scores) and kept.deal == 2


def _old_keys(match: Match) -> tuple[dict, dict]:
    """What the older code wrote for the match's last deal under "match" and "match_note"."""
    first, last = match.finished
    context = {"scores": first.scores_after, "target": 7, "dealer": last.dealer, "carry": 0}
    note = {"id": ID, "scores": last.scores_after, "target": 7, "deal": 2}
    return context, note


@pytest.mark.parametrize("keys", [("match",), ("match_note",), ("match", "match_note")])
def test_older_files_with_either_key_or_both_are_read(tmp_path, keys) -> None:
    match = _second_deal()
    context, note = _old_keys(match)
    archive = DealArchive(tmp_path)
    path = archive.add(match.state, "expert")
    old = {"match": context, "match_note": note}
    _rewrite(path, {**_app(path), **{k: old[k] for k in keys}})
    kept = read_deal_file(path).match
    (entry,) = archive.entries()
    assert kept is not None
    # the review's half: the score before the deal, from "match"
    assert kept.judgeable == ("match" in keys)
    if "match" in keys:
        assert (kept.before, kept.dealer) == (tuple(context["scores"]), match.state.dealer)
    # History's half: the match's id, number and score after the deal, from "match_note"
    assert (entry.match is not None) == ("match_note" in keys)
    if "match_note" in keys:
        assert (entry.match.match_id, entry.match.deal) == (ID, 2)
        assert entry.match.after == tuple(match.scores)


def test_older_halves_that_are_not_this_deals_are_read_apart(tmp_path) -> None:
    match = _second_deal()
    context, note = _old_keys(match)
    state = match.state
    other_dealer = {**context, "dealer": 1 - state.dealer}
    kept = kept_match({"match": other_dealer, "match_note": note}, state)
    assert kept is not None and kept.listed and not kept.judgeable  # History's half alone
    other_target = {**note, "target": 9}
    kept = kept_match({"match": context, "match_note": other_target}, state)
    assert kept is not None and kept.judgeable and not kept.listed  # the review's half alone
    broken_note = {**note, "deal": "2"}
    assert kept_match({"match": context, "match_note": broken_note}, state).judgeable
    assert kept_match({"match": {"scores": 1}, "match_note": note}, state).listed


def test_a_record_that_does_not_fit_the_deal_is_not_believed() -> None:
    match = _second_deal()
    state = match.state
    fits = record_of_last_deal(match, ID)
    assert kept_match({MATCH_KEY: fits.to_dict()}, state) == fits
    other_dealer = {**fits.to_dict(), "dealer": 1 - state.dealer}
    assert kept_match({MATCH_KEY: other_dealer}, state) is None
    three_sides = {**fits.to_dict(), "before": [0, 0, 0], "after": [1, 0, 0]}
    assert kept_match({MATCH_KEY: three_sides}, state) is None
