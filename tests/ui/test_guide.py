"""Show me: the guided deal plays its first tricks with callouts, apart from the player's match."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.ui.onboarding.guide import GuidedDeal, guided_script
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import click, open_window, settle


def _files(folder: Path) -> dict[str, tuple[int, int]]:
    out = {}
    for root, _dirs, names in os.walk(folder):
        for name in names:
            st = os.stat(os.path.join(root, name))
            out[os.path.join(root, name)] = (st.st_size, st.st_mtime_ns)
    return out


@pytest.mark.slow
def test_the_script_shows_a_trick_a_marriage_and_closing(qapp):
    seed, steps = guided_script()
    kinds = [step.kind for step in steps]
    assert kinds[:4] == ["hand", "trump", "talon", "lead"]
    assert "marriage" in kinds and kinds[-2:] == ["closing", "end"]
    assert guided_script() == (seed, steps)  # the same deal every time


@pytest.mark.slow
def test_show_me_leaves_the_players_match_alone(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, size=(1100, 760), settings=settings, data_dir=tmp_path)
    try:
        win.controller.pace_ms = 0
        win.controller.new_match(GameSetup(seed=3, first_dealer=1))
        settle(qtbot, win)
        playable = [a for a in win.controller.human_actions() if a.kind is Kind.PLAY]
        click(qtbot, win, playable[0].card)  # a move of the player's own, saved
        settle(qtbot, win)
        state, before = win.controller.state, _files(tmp_path)
        win.first_steps.guide_speed = "off"
        win.first_steps.show_welcome()
        rect = win.first_steps.card.button_scene_rect("show")
        qtbot.mouseClick(
            win.table.viewport(),
            Qt.MouseButton.LeftButton,
            pos=win.table.mapFromScene(rect.center()),
        )
        guide = win.first_steps.guide
        assert isinstance(guide, GuidedDeal) and guide.isVisible()
        assert guide.controller is not win.controller
        while guide.index < len(guide.steps) - 1:
            qtbot.mouseClick(guide.next_button, Qt.MouseButton.LeftButton)
        assert not guide.next_button.isEnabled() and guide.play_button.isVisible()
        assert not guide.play_button.geometry().intersects(guide.next_button.geometry())
        qtbot.mouseClick(guide.next_button, Qt.MouseButton.LeftButton)  # an extra click
        assert guide.isVisible()  # lands on a greyed Next, not on the table behind
        qtbot.mouseClick(guide.play_button, Qt.MouseButton.LeftButton)
        assert not win.first_steps.card.isVisible()  # Play at the end closes the welcome too
        assert win.controller.state is state
        assert _files(tmp_path) == before  # no save, statistics or settings written
    finally:
        win.controller.shutdown()


def _card_rect(item) -> QRectF:
    return item.mapToScene(item.shape()).boundingRect()


@pytest.mark.slow
def test_callouts_point_at_what_they_explain(qtbot):
    guide = GuidedDeal(speed="off")
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    table = guide.table
    married = next(st for st in guide.steps if st.kind == "married")
    queen_or_king = Action.parse(married.action).card
    seen: dict[str, tuple[str, QRectF | None]] = {}
    while True:
        callout = guide.callout
        seen[guide.step.kind] = (callout.text(), callout.about())
        if callout.about() is not None:  # it points at what it is about, never covers it
            assert not callout.bubble_rect().intersects(callout.about())
            tip = callout.target()
            assert abs(tip.x() - callout.about().center().x()) < 1
        if guide.step.kind == "marriage":  # about the card that announces it
            assert callout.about() == _card_rect(table.item(queen_or_king))
            assert str(married.action) in guide.controller.state.legal_actions()
        if guide.index == len(guide.steps) - 1:
            break
        guide.next_step()
    s = guide.controller.state
    text, at = seen["trump"]
    assert "trump" in text and at == _card_rect(table.item(s.trump_card))
    text, at = seen["talon"]
    assert "talon" in text and at is not None
    assert (
        abs(at.center().x() - table.geometry_model.talon_anchor()[0])
        < table.item(s.trump_card).width
    )
    text, _at = seen["marriage"]
    worth = 40 if queen_or_king[1] == s.trump_suit else 20
    assert "marriage" in text and f"worth {worth} points" in text
    assert married.action in s.actions and s.marriages
    text, _at = seen["closing"]
    assert "close the talon" in text and "66" in text
    assert seen["end"][1] is None and "F1" in seen["end"][0]
    guide.close()


@pytest.mark.slow
def test_the_guided_table_cannot_be_played(qtbot):
    guide = GuidedDeal(speed="off")
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    state = guide.controller.state
    table = guide.table
    code = state.hand(0)[0]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.click_point(code))
    assert guide.controller.state is state
    assert not any(table.item(c).draggable for c in state.hand(0))
    guide.close()


@pytest.mark.slow
def test_closing_the_game_closes_the_guide(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    win.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    win.first_steps.guide_speed = "off"
    win.commands.guide.trigger()  # Help -> the guided deal
    guide = win.first_steps.guide
    computer = guide.controller.computer
    assert guide.isVisible() and computer.is_running()
    win.close()
    assert win.first_steps.guide is None and not computer.is_running()
    win.controller.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 680), (800, 600)])
def test_callouts_leave_the_seat_labels_readable(qtbot, size):
    guide = GuidedDeal(speed="off")
    qtbot.addWidget(guide)
    guide.resize(*size)
    guide.show()
    qtbot.waitExposed(guide)
    thinking = 0
    while True:
        qtbot.wait(20)
        bubble = guide.callout.bubble_rect()
        assert guide.callout.isVisible()
        for badge in guide.table.hud.seat_badges:
            thinking += "thinking" in badge.text()
            assert not bubble.intersects(badge.sceneBoundingRect()), (guide.step.kind, badge.text())
        if guide.index == len(guide.steps) - 1:
            break
        guide.next_step()
    assert thinking >= 1  # the computer's "thinking…" label was on the table at some callout
    guide.close()


@pytest.mark.slow
def test_escape_closes_the_guide(qtbot):
    guide = GuidedDeal(speed="off")
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    guide.activateWindow()
    qtbot.waitUntil(guide.isActiveWindow)
    qtbot.keyClick(guide, Qt.Key.Key_Escape)
    assert not guide.isVisible()
