"""Three- and four-seat tables through the real window: whole deals by clicks, the auction
panel, side labels, the new-game dialog, and ``--autoplay --preset`` as a subprocess.

The computers are random players here (fast and repeatable); the test acts
only as a person would: clicks on card items and on the auction's buttons.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QRectF, Qt

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.shell.main_window import MainWindow
from sixtysix_qt.ui.table.felt_items import OUR_SIDE, THEIR_SIDE

from .ui_helpers import open_window, settle

NEW_PRESETS = ("three-hand", "four-hand", "bidding")


@pytest.fixture
def window(qtbot):
    win = open_window(qtbot, size=(1280, 800))
    yield win
    win.controller.shutdown()


def click_card(qtbot, win: MainWindow, code: str) -> None:
    table = win.table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.click_point(code))


def click_call(qtbot, win: MainWindow, action: str) -> None:
    table = win.table
    rect = table.hud.bidding.button_scene_rect(Action.parse(action))
    pos = table.mapFromScene(rect.center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "seed"), [("three-hand", 4), ("four-hand", 4), ("bidding", 6)])
def test_a_whole_deal_by_clicks(qtbot, window, preset, seed):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(preset=preset, seed=seed, first_dealer=1))
    assert len(table.hud.seat_badges) == ctrl.state.num_players
    clicks = calls = 0
    while True:
        settle(qtbot, window, timeout=8000)
        s = ctrl.state
        if s.is_over:
            break
        before = len(s.actions)
        legal = s.legal_actions()
        if s.phase == "bid":
            assert table.hud.bidding.isVisible()
            assert {str(a) for a in table.hud.bidding.enabled_actions()} == set(legal)
            bids = sorted(a for a in legal if a.startswith("bid ") and a != "bid 5")
            click_call(qtbot, window, bids[0] if bids else "pass")
            calls += 1
        else:
            assert not table.hud.bidding.isVisible()
            plays = [a for a in legal if a.startswith("play ")]
            click_card(qtbot, window, plays[0].split()[1])
            clicks += 1
        assert len(ctrl.state.actions) > before, "a legal click must be played"
    assert clicks >= 4
    if preset == "bidding":
        assert calls >= 1
    assert table.hud.summary.isVisible() and table.hud.summary.button_text


def _scene_rect(item) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


def _card_rect(item) -> QRectF:
    """Where the card itself is drawn (its bounding rect also holds room for the lift)."""
    return item.mapToScene(item.shape()).boundingRect()


@pytest.mark.slow
@pytest.mark.parametrize("preset", NEW_PRESETS)
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_labels_do_not_overlap_cards_or_each_other(qtbot, window, preset, size):
    ctrl = window.controller
    table = window.table
    window.resize(*size)
    ctrl.new_match(GameSetup(preset=preset, seed=3, first_dealer=1))
    settle(qtbot, window, timeout=8000)
    scene = QRectF(0, 0, table.geometry_model.width, table.geometry_model.height)
    labels = [_scene_rect(b) for b in table.hud.seat_badges] + [_scene_rect(table.hud.info)]
    if table.hud.bidding.isVisible():
        labels.append(_scene_rect(table.hud.bidding))
    for r in labels:
        assert scene.contains(r), f"label outside the table: {r}"
    for i, a in enumerate(labels):
        for b in labels[i + 1 :]:
            assert not a.intersects(b), f"labels overlap: {a} {b}"
    s = ctrl.state
    hands = []
    for seat in range(s.num_players):
        rects = [_card_rect(table.item(c)) for c in s.hand(seat)]
        hand = rects[0]
        for r in rects[1:]:
            hand = hand.united(r)
        hands.append(hand.adjusted(4, 4, -4, -4))
    for label in labels:
        for seat, hand in enumerate(hands):
            assert not label.intersects(hand), f"a label covers seat {seat}'s hand"


@pytest.mark.slow
def test_sides_are_named_and_coloured(qtbot, window):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(preset="four-hand", seed=3, first_dealer=1))
    settle(qtbot, window, timeout=8000)
    assert "You & Partner" in table.hud.info._title and "Opponents" in table.hud.info._title
    assert "partner" in table.hud.seat_badges[2].text()
    assert [b._side for b in table.hud.seat_badges] == [OUR_SIDE, THEIR_SIDE, OUR_SIDE, THEIR_SIDE]


@pytest.mark.slow
def test_auction_enables_only_legal_bids_and_shows_the_moon_partner_out(qtbot, window):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(preset="bidding", seed=3, first_dealer=3))  # seat 0 calls first
    settle(qtbot, window, timeout=8000)
    assert {str(a) for a in table.hud.bidding.enabled_actions()} == {
        "pass",
        "bid 1",
        "bid 2",
        "bid 3",
        "bid 4",
        "bid 5",
    }
    click_call(qtbot, window, "bid 2")
    assert ctrl.state.bid == 2
    ctrl.force("bid 3")  # seat 1 outbids
    qtbot.waitUntil(lambda: not table.animator.busy)
    while ctrl.state.to_move != 0:
        ctrl.force("pass")
    settle(qtbot, window, timeout=8000)
    assert {str(a) for a in table.hud.bidding.enabled_actions()} == {"pass", "bid 4", "bid 5"}
    click_call(qtbot, window, "bid 1")  # disabled: nothing happens
    assert ctrl.state.bid == 3
    click_call(qtbot, window, "bid 5")  # the moon: the partner (seat 2) sits out
    settle(qtbot, window, timeout=8000)
    s = ctrl.state
    assert s.phase == "play" and s.sitting_out == 2
    assert not table.hud.bidding.isVisible()
    assert "sits out" in table.hud.seat_badges[2].text()
    assert any("moon" in value for _label, value, _c in table.hud.info._rows)


def test_new_game_dialog_offers_every_preset(qtbot):
    from sixtysix_qt.engine import PRESETS
    from sixtysix_qt.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(GameSetup(preset="four-hand"))
    qtbot.addWidget(dialog)
    combo = dialog._preset
    assert [combo.itemData(i) for i in range(combo.count())] == list(PRESETS)
    assert all(combo.itemText(i) != combo.itemData(i) for i in range(combo.count()))
    assert dialog.setup().preset == "four-hand"
    combo.setCurrentIndex(combo.findData("bidding"))
    assert dialog.setup().preset == "bidding"


@pytest.mark.slow
def test_autoplay_every_preset_from_the_command_line():
    """``sixtysix --autoplay --preset P --deals 2 --quit`` exits 0 (all presets at once)."""
    from sixtysix_qt.engine import PRESETS

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    procs = {
        p: subprocess.Popen(
            [
                sys.executable,
                "-m",
                "sixtysix_qt",
                "--autoplay",
                "--preset",
                p,
                "--deals",
                "2",
                "--quit",
                "--speed",
                "off",
                "--level",
                "easy",
                "--seed",
                "1",
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for p in PRESETS
    }
    deadline = time.monotonic() + 100
    failures = []
    for preset, proc in procs.items():
        try:
            out, _ = proc.communicate(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
            failures.append(f"{preset}: timed out\n{out}")
            continue
        if proc.returncode != 0 or out.count("deal ") < 2:
            failures.append(f"{preset}: exit {proc.returncode}\n{out}")
    assert not failures, "\n".join(failures)


@pytest.mark.slow
def test_a_whole_bidding_deal_by_keyboard_alone(qtbot, window):
    """The auction by keys (numbers, P, arrows and Enter), then the cards by arrows/numbers."""
    ctrl = window.controller
    table = window.table
    status = window._status

    def key(k: Qt.Key) -> None:
        qtbot.keyClick(table, k)

    ctrl.new_match(GameSetup(preset="bidding", seed=6, first_dealer=3))  # seat 0 calls first
    calls = plays = refusals = 0
    while True:
        settle(qtbot, window, timeout=8000)
        s = ctrl.state
        if s.is_over:
            break
        before = len(s.actions)
        legal = s.legal_actions()
        if s.phase == "bid":
            panel = table.hud.bidding
            assert table.in_auction() and panel.isVisible()
            assert {str(a) for a in panel.enabled_actions()} == set(legal)
            assert panel.hint() == "Keys: 1–5 bid, P pass"
            assert "key 3" in panel.tooltip_for(Action(Kind.BID, level=3))
            assert "key P" in panel.tooltip_for(Action(Kind.PASS))
            order = [a for a in panel.ACTIONS if str(a) in legal]
            # the focus walks over the enabled buttons only, wrapping round; Esc clears it
            key(Qt.Key.Key_Right)
            assert panel.focused_action() == order[0]
            assert "Enter" in status.text()
            for step in range(len(order)):
                key(Qt.Key.Key_Right)
                assert panel.focused_action() == order[(step + 1) % len(order)]
            key(Qt.Key.Key_Left)
            assert panel.focused_action() == order[-1] == Action(Kind.PASS)
            key(Qt.Key.Key_Escape)
            assert panel.focused_action() is None
            assert len(ctrl.state.actions) == before, "moving the focus calls nothing"
            if s.bid:  # a level at or below the standing bid is refused, and nothing happens
                key(getattr(Qt.Key, f"Key_{s.bid}"))
                assert len(ctrl.state.actions) == before
                assert "cannot be bid now" in status.text()
                refusals += 1
            if calls == 0:
                key(Qt.Key.Key_1)  # a number key bids at once
                assert ctrl.state.history[-1] == (0, "bid 1")
            elif calls == 1 and order[0] != Action(Kind.PASS):
                key(Qt.Key.Key_Right)  # the lowest legal bid, pressed with Enter
                key(Qt.Key.Key_Return)
                assert ctrl.state.history[-1] == (0, str(order[0]))
            else:
                key(Qt.Key.Key_P if calls % 2 else Qt.Key.Key_0)
                assert ctrl.state.history[-1] == (0, "pass")
            calls += 1
        else:
            assert not table.hud.bidding.isVisible() and not table.in_auction()
            playable = [c for c in table.keys.hand_order() if f"play {c}" in legal]
            if plays % 2:
                key(Qt.Key.Key_Right)
                assert table.chosen_card == playable[0]
                key(Qt.Key.Key_Space)
            else:
                n = table.keys.hand_order().index(playable[-1]) + 1
                key(getattr(Qt.Key, f"Key_{n}"))
                assert table.chosen_card == playable[-1]
                key(Qt.Key.Key_Return)
            plays += 1
        assert len(ctrl.state.actions) > before, "the keys must make a move"
    assert calls >= 2 and refusals >= 1
    assert plays >= 4
    assert table.hud.summary.isVisible()


@pytest.mark.slow
@pytest.mark.parametrize("first,then", [("three-hand", "classic"), ("four-hand", "three-hand")])
def test_a_new_match_with_fewer_seats_starts_cleanly(qtbot, window, first, then):
    """The last match's cards are on the table when the next one starts: no error, new names."""
    errors: list[BaseException] = []
    old_hook = sys.excepthook
    sys.excepthook = lambda kind, err, tb: errors.append(err)
    try:
        window.controller.new_match(GameSetup(preset=first, seed=4))
        settle(qtbot, window, timeout=8000)
        window.controller.new_match(GameSetup(preset=then, seed=5))
        settle(qtbot, window, timeout=8000)
    finally:
        sys.excepthook = old_hook
    assert errors == []
    assert len(window.table.hud.seat_badges) == len(window.controller.setup.seats)
