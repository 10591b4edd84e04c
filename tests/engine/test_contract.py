"""The typed engine contract: Action, Result, the declared fields, the error kinds.

The JSON a result or a save turns into must stay byte for byte what the
dict-based engine wrote (fixtures in ``data/`` were written by it).
"""

import json
from pathlib import Path

import pytest

from sixtysix_qt.engine import (
    Action,
    Detail,
    InvalidAction,
    Kind,
    Match,
    NewerFormatError,
    Reason,
    Result,
    SaveFormatError,
    dumps,
    loads,
    new_deal,
)
from sixtysix_qt.engine.moves import action_of, move_of, parse_move
from sixtysix_qt.engine.state import FIELDS, DealState

DATA = Path(__file__).with_name("data")


# -------------------------------------------------------------------- Action
@pytest.mark.parametrize(
    "text", ["play QS", "marry KH", "play QS'", "exchange", "close", "declare", "pass", "bid 5"]
)
def test_action_round_trip(text):
    action = Action.parse(text)
    assert str(action) == text
    assert action_of(move_of(action)) == action
    assert move_of(action) == parse_move(text)


def test_action_fields():
    marry = Action.parse("marry QS")
    assert (marry.kind, marry.card, marry.suit, marry.rank, marry.level) == (
        Kind.MARRY,
        "QS",
        "S",
        "Q",
        None,
    )
    assert Action.parse("bid 3").level == 3 and Action.parse("bid 3").card is None
    assert Action(Kind.PLAY, card="TH") == Action.parse("play TH")
    assert Action("close") == Action(Kind.CLOSE)  # a verb string is taken as its kind


@pytest.mark.parametrize(
    "make",
    [
        lambda: Action(Kind.PLAY),
        lambda: Action(Kind.PLAY, card="XX"),
        lambda: Action(Kind.CLOSE, card="QS"),
        lambda: Action(Kind.BID, level=6),
        lambda: Action(Kind.PASS, level=1),
        lambda: Action("dance"),
    ],
)
def test_malformed_action_values_are_refused(make):
    with pytest.raises(InvalidAction):
        make()


def test_apply_takes_an_action_value_like_its_text():
    s = new_deal("classic", seed=3)
    text = s.legal_actions()[0]
    assert s.apply(Action.parse(text)) == s.apply(text)
    assert s.apply(Action.parse(text)).actions == [text]


def test_odd_spacing_still_parses():
    assert parse_move("  play   QS ") == parse_move("play QS")


def test_invalid_action_is_not_applied_to_a_finished_deal_either():
    rows = json.loads((DATA / "results-v1.json").read_text())
    row = rows[0]
    s = new_deal(row["preset"], seed=row["seed"], dealer=row["dealer"], **row["options"])
    for a in row["actions"]:
        s = s.apply(a)
    with pytest.raises(InvalidAction):
        s.apply("dance")


# -------------------------------------------------------------------- Result
def test_results_read_back_exactly_as_the_dict_engine_wrote_them():
    rows = json.loads((DATA / "results-v1.json").read_text())
    reasons = set()
    for row in rows:
        s = new_deal(row["preset"], seed=row["seed"], dealer=row["dealer"], **row["options"])
        for a in row["actions"]:
            s = s.apply(a)
        result = s.result
        assert isinstance(result, Result) and isinstance(result.reason, Reason)
        assert json.dumps(result.as_dict()) == json.dumps(row["result"])
        assert result == row["result"] and dict(result) == row["result"]
        assert Result.from_dict(row["result"]) == result
        assert s.observation(0)["result"] == row["result"]
        reasons.add(result.reason)
    assert len(reasons) >= 5  # the fixture covers many ways a deal ends


def test_result_is_frozen_and_typed():
    r = Result(0, 2, Reason.DECLARED, (2, 0), Detail.OPPONENT_UNDER_33)
    with pytest.raises(AttributeError):
        r.winner = 1  # type: ignore[misc]
    assert r["reason"] == "declared" and r["detail"] == "opponent_under_33"
    assert r.get("missing") is None and "detail" in r
    assert "detail" not in Result(None, 0, Reason.TIE_65, (0, 0))
    assert hash(r) == hash(Result.from_dict(r.as_dict()))
    assert Reason.BID_MADE.is_contract and Reason.BID_MADE.made
    assert Reason.MOON_FAILED.is_contract and not Reason.MOON_FAILED.made
    assert not Reason.DECLARED.is_contract


@pytest.mark.parametrize(
    "bad",
    [{}, {"winner": 0}, {**Result(0, 1, Reason.LAST_TRICK, (1, 0)).as_dict(), "reason": "won"}],
)
def test_result_from_a_bad_dict_says_so(bad):
    with pytest.raises(ValueError, match="not a deal result"):
        Result.from_dict(bad)


# --------------------------------------------------------------------- saves
@pytest.mark.parametrize("name", ["match-classic-v1.json", "match-bidding-v1.json"])
def test_old_saves_load_and_write_back_byte_identical(name):
    text = (DATA / name).read_text()
    match = loads(text)
    assert isinstance(match, Match) and match.finished
    assert dumps(match) == text


def test_newer_format_is_its_own_error_and_still_a_save_error():
    doc = json.loads((DATA / "match-classic-v1.json").read_text())
    doc["version"] = 99
    with pytest.raises(NewerFormatError, match="newer version") as info:
        loads(json.dumps(doc))
    assert isinstance(info.value, SaveFormatError)
    doc["version"] = 1
    doc["deals"][0]["actions"].append("dance")
    with pytest.raises(SaveFormatError) as info:
        loads(json.dumps(doc))
    assert not isinstance(info.value, NewerFormatError)


# -------------------------------------------------------------------- fields
def test_every_state_holds_exactly_the_declared_fields():
    s = new_deal("four-hand", seed=8)
    assert s.__dict__.keys() == FIELDS
    t = s.apply(s.legal_actions()[0])
    assert t.__dict__.keys() == FIELDS


def test_from_fields_rebuilds_a_state_and_refuses_a_wrong_field_set():
    s = new_deal("classic", seed=4)
    copy = DealState.from_fields(**s.__dict__)
    assert copy == s and copy.legal_actions() == s.legal_actions()
    fields = dict(s.__dict__)
    del fields["talon"]
    with pytest.raises(TypeError, match="missing: talon"):
        DealState.from_fields(**fields, colour="red")
