"""The computer and the hints are told what the deal is worth in the match."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from sixtysix_qt.ai.common import decode
from sixtysix_qt.ai.deal_values import OBSERVATION_KEY, from_observation
from sixtysix_qt.ai.levels import LEVEL_PLANS
from sixtysix_qt.ai.search import deal_values_of
from sixtysix_qt.engine import Match
from sixtysix_qt.ui.play.match_minded import match_context, observation_in_match


def _at(preset: str, scores: list[int], **options) -> Match:
    match = Match(preset, seed=5, first_dealer=1, **options)
    match.scores = list(scores)
    return match


def test_at_six_five_every_win_is_worth_the_match() -> None:
    match = _at("classic", [6, 5])
    context = match_context(match)
    assert context is not None and context.before == (6, 5) and context.dealer == 1
    table = from_observation(observation_in_match(match, 0))
    assert table is not None
    assert table.of(1) == table.of(3) > 0 > table.of(-1) > table.of(-2) == table.of(-3)
    # the other seat sees the same deal from its side: its every loss ends the match
    theirs = from_observation(observation_in_match(match, 1))
    assert theirs.of(-1) == pytest.approx(-table.of(1))


def test_deal_minded_presets_and_lower_levels_get_game_points() -> None:
    assert OBSERVATION_KEY not in observation_in_match(_at("four-hand", [6, 5]), 0)
    assert OBSERVATION_KEY not in observation_in_match(_at("three-hand", [6, 5, 1]), 0)
    info = decode(observation_in_match(_at("schnapsen", [2, 6]), 0))
    assert deal_values_of(info, replace(LEVEL_PLANS["expert"], match_minded=True)) is not None
    for level in ("expert", "hard"):  # the table is there; no shipped level plays by it
        assert deal_values_of(info, LEVEL_PLANS[level]) is None


@pytest.mark.slow
def test_the_review_of_a_kept_deal_at_six_five_speaks_of_the_match(qtbot, tmp_path) -> None:
    from sixtysix_qt.review.archive import DealArchive, read_deal_file
    from sixtysix_qt.review.judge import Verdict
    from sixtysix_qt.review.match_record import MatchRecord
    from sixtysix_qt.review.match_review import MATCH_REVIEW_KEY, closes_document
    from sixtysix_qt.ui.review.review_dialog import ReviewDialog
    from tests.review.test_match_review import _close, deal_with_a_close

    final = deal_with_a_close()
    index = final.history.index((0, "close"))
    archive = DealArchive(tmp_path)
    path = archive.add(final, "medium", 0, False, MatchRecord((6, 5), 7, final.dealer))
    close = _close(index=index)
    archive.store_app_fields(path, {MATCH_REVIEW_KEY: closes_document([close], 0)})
    kept = read_deal_file(path)
    dialog = ReviewDialog(final, 0, kept.app, archive, path, start=False)
    qtbot.addWidget(dialog)
    assert dialog.replay.match.scores == [6, 5]  # the score panel shows the match, not 0:0
    assert dialog.closes == [close]
    verdict = Verdict(index, 0, "close", "play KC", 2.69, 0.2, "blunder", False, [], False, 32)
    text = dialog.verdict_text(verdict)
    assert text.startswith("You closed the talon. Judged for the match: blunder.")
    assert "At 6:5 any win takes the match." in text
    assert "risked the match for nothing" in text
    # an older file without its match: judged in game points alone, as before
    old = ReviewDialog(final, 0, {}, None, None, start=False)
    qtbot.addWidget(old)
    assert old.match is None and "for the match" not in old.verdict_text(verdict)
    dialog.close()
    old.close()


@pytest.mark.slow
def test_at_four_to_six_a_match_minded_plan_leads_otherwise(monkeypatch) -> None:
    """A position the research found (tools/match_research.py, classic deck 2000): seat 1,
    behind 4:6, opens the deal; for the deal alone the expert announces its marriage,
    a match-minded plan keeps it (the pinned moves follow the shipped match equity
    table).  The shipped expert stays deal-minded (benchmarks/DECISIONS.md, issue 55)."""
    import random

    from sixtysix_qt.ai import levels, make_player
    from sixtysix_qt.ai.deal_values import to_observation
    from sixtysix_qt.engine import new_deal
    from sixtysix_qt.review.match_equity import deal_values
    from sixtysix_qt.review.match_record import MatchRecord

    seed = random.Random("arena:classic:2000").randrange(2**40)
    state = new_deal("classic", seed=seed, dealer=0)
    obs = state.observation(1)
    table = deal_values("classic", state.options, MatchRecord((6, 4), 7, 0), 1)
    told = {**obs, OBSERVATION_KEY: to_observation(table)}
    expert = make_player("expert", seed=4001, effort=48)
    assert expert.choose(obs) == expert.choose(told) == "marry QD"
    minded = replace(levels.LEVEL_PLANS["expert"], match_minded=True)
    monkeypatch.setitem(levels.LEVEL_PLANS, "expert", minded)
    assert expert.choose(obs) == "marry QD"
    assert expert.choose(told) == "play JC"


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "bg", "uk"])
def test_a_close_judged_for_the_match_wraps_in_the_decision_list(
    qtbot, tmp_path, manager, qm_cache, code
) -> None:
    """The close's line says why in a sentence: at 800x600 it wraps in the side panel's list
    and never scrolls sideways (bg and uk needed a horizontal scroll bar there)."""
    from sixtysix_qt.ui.words import i18n

    i18n.register_fonts()
    assert manager.set_language(code) == code
    from sixtysix_qt.review.archive import DealArchive, read_deal_file
    from sixtysix_qt.review.judge import Review, Verdict, summarize
    from sixtysix_qt.review.match_record import MatchRecord
    from sixtysix_qt.review.match_review import MATCH_REVIEW_KEY, closes_document
    from sixtysix_qt.ui.review.review_dialog import ReviewDialog
    from tests.review.test_match_review import _close, deal_with_a_close

    final = deal_with_a_close()
    index = final.history.index((0, "close"))
    archive = DealArchive(tmp_path)
    path = archive.add(final, "medium", 0, False, MatchRecord((6, 5), 7, final.dealer))
    archive.store_app_fields(path, {MATCH_REVIEW_KEY: closes_document([_close(index=index)], 0)})
    dialog = ReviewDialog(final, 0, read_deal_file(path).app, archive, path, start=False)
    qtbot.addWidget(dialog)
    dialog.resize(800, 600)
    dialog.show()
    verdict = Verdict(index, 0, "close", "play KC", 2.69, 0.2, "blunder", False, [], False, 32)
    dialog.review = Review(0, 32, 66, [verdict], summarize([verdict]))
    dialog._show_review()
    qtbot.waitUntil(lambda: dialog.decision_list.count() == 1)
    listed = dialog.decision_list
    item = listed.item(0)
    assert len(item.text()) > 40  # the match's sentence, not a short label
    assert listed.horizontalScrollBar().maximum() == 0
    assert listed.visualItemRect(item).width() <= listed.viewport().width()
    if os.environ.get("SIXTYSIX_SHOTS"):  # to look at it: SIXTYSIX_SHOTS=DIR
        dialog.grab().save(os.path.join(os.environ["SIXTYSIX_SHOTS"], f"close-list-{code}.png"))
    dialog.close()
