"""Declaring automatically changes from the next deal of a match (issue 51 point 7): the deal
on the table keeps its rule, the next one takes the new one, and a save keeps both."""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.engine import Match, OptionError, SaveFormatError, dumps, loads


def _finish(match: Match, rng: random.Random) -> None:
    while not match.state.is_over:
        legal = match.state.legal_actions()
        match.apply(rng.choice([a for a in legal if a != "declare"] or legal))


def test_auto_declare_changes_from_the_next_deal_and_is_saved():
    rng = random.Random(4)
    match = Match("classic", seed=4, first_dealer=0, auto_declare=True)
    match.apply(match.state.legal_actions()[0])
    match.change_between_deals(auto_declare=False)
    assert match.state.options["auto_declare"] is True  # the deal on the table keeps its rule
    _finish(match, rng)
    match.next_deal()
    assert match.state.options["auto_declare"] is False
    match.apply(match.state.legal_actions()[0])
    again = loads(dumps(match))
    assert again.state == match.state and again.scores == match.scores
    assert again.finished[0].options["auto_declare"] is True
    assert again.state.options["auto_declare"] is False


def test_only_how_the_claim_is_made_may_change_in_a_match():
    match = Match("classic", seed=4)
    with pytest.raises(OptionError):
        match.change_between_deals(game_target=3)


def test_a_deal_may_not_change_a_scoring_rule_in_a_save():
    match = Match("classic", seed=4, first_dealer=0)
    doc = dumps(match).replace('"actions": []', '"actions": [], "options": {"game_target": 3}')
    with pytest.raises(SaveFormatError):
        loads(doc)
