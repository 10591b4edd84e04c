"""GameSession without a window: autosave after every move, resume, statistics, the app section."""

from __future__ import annotations

import json
import logging

import pytest

from sixtysix_qt.engine import Match
from sixtysix_qt.storage import SAVE_NAME, SaveStore, Statistics
from sixtysix_qt.ui.play.computer import RandomPlayer
from sixtysix_qt.ui.play.controller import GameController
from sixtysix_qt.ui.play.practice import PracticeMarks
from sixtysix_qt.ui.play.session import SAVE_APP_VERSION, AppSection, GameSession
from sixtysix_qt.ui.play.setup import COMPUTER, HUMAN, GameSetup


@pytest.fixture
def controller(qapp):
    ctrl = GameController()
    ctrl.player_factory = lambda level, seed: RandomPlayer(seed)
    ctrl.pace_ms = 10**6  # the computer may think but not move
    yield ctrl
    ctrl.shutdown()


def _human_moves(ctrl: GameController, n: int) -> None:
    for _ in range(n):
        assert ctrl.human_to_move()
        ctrl.play(ctrl.human_actions()[0])
        while ctrl.state.to_move == 1 and not ctrl.state.is_over:
            ctrl.force(ctrl.state.legal_actions()[0])


def test_every_move_is_saved_with_a_typed_app_section(controller, tmp_path):
    session = GameSession(controller, tmp_path)
    controller.new_match(GameSetup(level="hard", seed=4, first_dealer=1))
    _human_moves(controller, 2)
    store = SaveStore(tmp_path)
    assert store.load().match.state == controller.state
    extra = store.extra()
    assert extra["version"] == SAVE_APP_VERSION and extra["level"] == "hard"
    assert extra["seats"] == [HUMAN, COMPUTER] and extra["human_seat"] == 0
    assert extra["practice"] == {"undo": False, "hints": 0, "open_cards": False}
    assert session.save_problem is None


def test_resume_without_a_window_brings_back_the_position_and_practice(controller, tmp_path):
    first = GameSession(controller, tmp_path)
    controller.new_match(GameSetup(level="easy", seed=8, first_dealer=1))
    _human_moves(controller, 2)
    controller.undo_move()
    saved = controller.state
    assert first.saves.extra()["practice"]["undo"] is True

    other = GameController()
    try:
        asked = []
        session = GameSession(other, tmp_path, ask_resume=lambda m: asked.append(m) or True)
        assert session.start_or_resume(GameSetup(seed=1)) is True
        assert asked and other.state == saved
        assert other.setup.level == "easy" and other.is_practice
    finally:
        other.shutdown()


def test_declining_clears_the_save_and_starts_the_setup(controller, tmp_path):
    GameSession(controller, tmp_path)
    controller.new_match(GameSetup(seed=8, first_dealer=1))
    _human_moves(controller, 1)
    session = GameSession(controller, tmp_path, ask_resume=lambda m: False)
    assert session.start_or_resume(GameSetup(seed=12, first_dealer=1)) is False
    assert controller.match.seed == 12
    assert SaveStore(tmp_path).load().match.seed == 12


def test_a_bad_save_is_reported_once_and_a_new_match_starts(controller, tmp_path):
    (tmp_path / SAVE_NAME).write_text("{ not json")
    told = []
    session = GameSession(controller, tmp_path, tell_bad_save=told.append)
    assert session.start_or_resume(GameSetup(seed=3)) is False
    assert len(told) == 1 and told[0].kind == "damaged"
    assert controller.match.seed == 3


def test_statistics_count_a_finished_deal_and_report_the_finished_match(controller, tmp_path):
    session = GameSession(controller, tmp_path)
    finished = []
    session.matchFinished.connect(finished.append)
    controller.new_match(GameSetup(seed=5, options={"game_target": 1}))
    while not controller.state.is_over:
        controller.force(controller.state.legal_actions()[0])
    totals = Statistics(tmp_path).totals(practice=False)
    assert totals["deals"] == 1 and totals["matches"] == 1
    assert finished == [controller.match]
    assert not SaveStore(tmp_path).exists()  # a finished match leaves no save


@pytest.mark.parametrize(
    ("data", "level", "seats", "practice"),
    [
        ({"version": 1, "level": "hard", "seats": ["human", "computer"]}, "hard", 2, False),
        ({"level": "grandmaster", "seats": ["robot"], "practice": "yes"}, "medium", 2, False),
        ({"version": 1, "practice": {"undo": True, "hints": 2}}, "medium", 2, True),
        ({"version": 1, "practice": {"hints": -3, "undo": "yes"}}, "medium", 2, False),
        ("not a dict", "medium", 2, False),
    ],
)
def test_the_app_section_is_checked_field_by_field(data, level, seats, practice):
    section = AppSection.from_json(data, 2, "medium")
    assert section.level == level and len(section.seats) == seats
    assert set(section.seats) <= {HUMAN, COMPUTER}
    assert section.practice.any is practice


def test_a_newer_app_section_is_not_trusted(caplog):
    data = {"version": SAVE_APP_VERSION + 1, "level": "hard", "seats": ["computer", "human"]}
    with caplog.at_level(logging.WARNING):
        section = AppSection.from_json(data, 2, "easy")
    assert section.level == "easy" and section.seats == (HUMAN, COMPUTER)
    assert "newer" in caplog.text


def test_practice_marks_keep_the_saved_key_open_cards():
    """Saves have always written the shown cards as "open_cards": the key stays."""
    shown = PracticeMarks(opponent_cards_shown=True)
    assert shown.to_json() == {"undo": False, "hints": 0, "open_cards": True}
    assert PracticeMarks.from_json({"open_cards": True}) == shown
    assert PracticeMarks.from_json({"opponent_cards_shown": True}) == PracticeMarks()


def test_app_section_round_trip_and_setup():
    match = Match("three-hand", seed=9, first_dealer=2, game_target=11)
    section = AppSection("expert", (HUMAN, COMPUTER, COMPUTER), PracticeMarks(hints=1))
    back = AppSection.from_json(json.loads(json.dumps(section.to_json())), 3, "easy")
    assert back.level == "expert" and back.practice == PracticeMarks(hints=1)
    setup = back.setup_for(match)
    assert setup.preset == "three-hand" and setup.seed == 9 and setup.first_dealer == 2
    assert setup.options == {"game_target": 11} and setup.seats == back.seats


def test_moves_played_before_a_restart_can_be_taken_back(controller, tmp_path):
    """Windows round 4, step 10: after "resume", Undo was greyed for the moves made before."""
    GameSession(controller, tmp_path)
    controller.new_match(GameSetup(level="easy", seed=8, first_dealer=1))
    before = controller.state
    _human_moves(controller, 2)
    saved = controller.state
    assert controller.can_undo() and not controller.undo.used

    other = GameController()
    try:
        session = GameSession(other, tmp_path, ask_resume=lambda m: True)
        assert session.start_or_resume(GameSetup(seed=1)) is True
        assert other.state == saved and other.can_undo() and not other.is_practice
        assert other.undo_move() and other.undo_move()  # both moves, the replies with them
        assert other.state.history == before.history and other.human_to_move()
        assert not other.can_undo() and other.can_redo() and other.is_practice
        assert other.redo_move() and other.redo_move() and other.state == saved
    finally:
        other.shutdown()
