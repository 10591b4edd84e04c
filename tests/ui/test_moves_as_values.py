"""A move travels between the table and the engine as an ``Action`` value (issue 54).

A click used to be formatted to the text "play QS", compared with the
engine's legal strings and parsed again; now the table asks for and sends
``Action`` values only, and text is left to the edges (saves, the CLI,
scripts, the AI's answers).
"""

from __future__ import annotations

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.ui.play.setup import GameSetup

from .ui_helpers import open_window, settle


def test_a_click_sends_action_values_to_the_game(qtbot, monkeypatch) -> None:
    win = open_window(qtbot)
    win.start(GameSetup(seed=4, first_dealer=1))
    settle(qtbot, win)
    ctrl = win.controller
    legal = ctrl.human_actions()
    assert legal and all(isinstance(a, Action) for a in legal)
    sent: list[object] = []
    real_play = type(ctrl).play

    def play(self, action):  # what the table sends
        sent.append(action)
        return real_play(self, action)

    monkeypatch.setattr(type(ctrl), "play", play)
    card = next(a.card for a in legal if a.kind is Kind.PLAY)
    win.table.click_card(card)
    assert sent and all(isinstance(a, Action) for a in sent), sent
    assert any(text in (f"play {card}", f"marry {card}") for _seat, text in ctrl.state.history)
    win.controller.shutdown()


def test_the_game_takes_no_move_text_from_the_table(qtbot) -> None:
    win = open_window(qtbot)
    win.start(GameSetup(seed=4, first_dealer=1))
    settle(qtbot, win)
    ctrl = win.controller
    move = next(a for a in ctrl.human_actions() if a.kind is Kind.PLAY)
    before = len(ctrl.state.history)
    assert not ctrl.play(str(move))  # text is no move at the port: nothing happens
    assert len(ctrl.state.history) == before
    assert ctrl.play(move)
    assert len(ctrl.state.history) == before + 1
    win.controller.shutdown()
