"""The computer-player service: typed answers, and an AI error reported, never replaced by a move."""

from __future__ import annotations

import logging

import pytest

from sixtysix_qt.ui.play.computer import Answer, ComputerService, HintAdvisor, RandomPlayer
from sixtysix_qt.ui.play.controller import GameController
from sixtysix_qt.ui.play.setup import GameSetup


class Broken:
    """A computer player with a bug."""

    def choose(self, observation, deadline=None, cancel=None):
        raise ZeroDivisionError("division by zero in the heuristics")


class Liar:
    """A computer player that answers a move that is not legal."""

    def choose(self, observation, deadline=None, cancel=None):
        return "play XX"


@pytest.fixture
def service(qapp):
    svc = ComputerService()
    yield svc
    svc.shutdown()


def _observation():
    from sixtysix_qt.engine import Match

    state = Match("classic", seed=3, first_dealer=1).state
    return state.observation(state.to_move)


def test_a_move_comes_back_as_a_typed_answer(qtbot, service):
    obs = _observation()
    with qtbot.waitSignal(service.answered, timeout=5000) as got:
        token = service.ask_move(RandomPlayer(1), obs)
    answered_token, answer = got.args
    assert answered_token == token and isinstance(answer, Answer)
    assert answer.ok and answer.action in obs["legal_actions"] and answer.error is None


@pytest.mark.slow
def test_a_hint_carries_its_reason(qtbot, service):
    service.advisor = HintAdvisor(in_process=False, seconds=0.2)
    obs = _observation()
    with qtbot.waitSignal(service.answered, timeout=10000) as got:
        service.ask_hint(obs)
    answer = got.args[1]
    assert answer.ok and answer.action in obs["legal_actions"] and answer.reason


@pytest.mark.parametrize(("player", "words"), [(Broken(), "ZeroDivisionError"), (Liar(), "XX")])
def test_an_ai_error_is_an_error_answer_and_logged(qtbot, service, caplog, player, words):
    with caplog.at_level(logging.WARNING), qtbot.waitSignal(service.answered, timeout=5000) as got:
        service.ask_move(player, _observation())
    answer = got.args[1]
    assert not answer.ok and answer.action is None and words in answer.error
    assert words in caplog.text


def test_a_cancelled_job_never_answers(qtbot, service):
    seen = []
    service.answered.connect(lambda token, answer: seen.append(token))
    token = service.ask_move(RandomPlayer(1), _observation())
    service.cancel(token)
    later = service.ask_move(RandomPlayer(2), _observation())
    qtbot.waitUntil(lambda: later in seen, timeout=5000)
    assert token not in seen


def test_the_controller_reports_a_failing_computer_and_plays_nothing(qtbot, qapp):
    ctrl = GameController()
    try:
        ctrl.player_factory = lambda level, seed: Broken()
        ctrl.pace_ms = 0
        with qtbot.waitSignal(ctrl.computerFailed, timeout=5000) as got:
            ctrl.new_match(GameSetup(seed=3, first_dealer=0))  # the computer leads
        seat, error = got.args
        assert seat == 1 and "ZeroDivisionError" in error
        assert ctrl.state.actions == [] and ctrl.thinking_seat is None  # no move was made up
        # a repaired computer is asked again and plays
        ctrl._players[1] = RandomPlayer(7)
        with qtbot.waitSignal(ctrl.stateChanged, timeout=5000):
            assert ctrl.retry_computer()
            ctrl.set_view_busy(False)
        assert len(ctrl.state.actions) == 1
    finally:
        ctrl.shutdown()


@pytest.mark.slow
def test_the_window_shows_the_error_and_try_again_asks_again(qtbot, qapp):
    from PySide6.QtWidgets import QMessageBox

    from sixtysix_qt.ui.shell.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.table.set_speed("off")
    win.controller.pace_ms = 0
    try:
        win.controller.player_factory = lambda level, seed: Broken()
        win.show()
        with qtbot.waitSignal(win.controller.computerFailed, timeout=5000):
            win.start(GameSetup(seed=3, first_dealer=0))
        box = win.findChild(QMessageBox, "computer-failed")
        assert box is not None and box.isVisible()
        assert "ZeroDivisionError" in box.informativeText()
        assert "error" in win._status.text() and win.controller.state.actions == []
        win.controller._players[1] = RandomPlayer(7)
        try_again = next(b for b in box.buttons() if "Try again" in b.text())
        with qtbot.waitSignal(win.controller.stateChanged, timeout=5000):
            try_again.click()
        qtbot.waitUntil(lambda: len(win.controller.state.actions) == 1, timeout=5000)
    finally:
        win.controller.shutdown()
