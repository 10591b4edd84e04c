"""Personal touches: the felt, the card size and the celebration of a won match, set live."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor

from sixtysix_qt.engine import Match
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.table.felt import FELTS
from sixtysix_qt.ui.table.layout import CARD_SIZES, TableGeometry

from .ui_helpers import open_window, settle


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def _felt_colour(win) -> QColor:
    image = win.table.viewport().grab().toImage()
    return image.pixelColor(image.width() - 40, image.height() * 2 // 5)  # bare felt


@pytest.mark.slow
def test_felt_and_card_size_change_live_from_the_settings_dialog(qtbot, tmp_path) -> None:
    settings = _settings(tmp_path)
    win = open_window(qtbot, settings=settings)
    win.start(GameSetup(seed=4))
    settle(qtbot, win)
    green, width = _felt_colour(win), win.table.geometry_model.card_w
    dialog = SettingsDialog(settings, win)
    qtbot.addWidget(dialog)
    dialog.settings_changed.connect(win.preferences.apply)
    dialog.felt.setCurrentIndex(dialog.felt.findData("burgundy"))
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("large"))
    dialog.accept()
    assert (settings.felt, settings.card_size) == ("burgundy", "large")
    assert win.table.felt == "burgundy"
    assert win.table.geometry_model.card_w > width
    assert win.table.item(win.controller.state.hand(0)[0]).width == win.table.geometry_model.card_w
    burgundy = _felt_colour(win)
    assert burgundy.red() > burgundy.green() and green.green() > green.red()


@pytest.mark.parametrize("size", [(800, 600), (1024, 600), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_large_cards_still_fit_the_table(size, seats) -> None:
    """The hands, the trick and the talon stay apart and on the table at every size."""
    width, height = size[0], size[1] - 80  # the menu, the action bar and the status line
    normal = TableGeometry(width, height, seats, 6 if seats == 2 else 8)
    g = TableGeometry(width, height, seats, normal.hand_size, CARD_SIZES["large"])
    assert g.card_w >= normal.card_w
    w, h = g.card_w, g.card_h
    bottom = g.hand_slot(0, 0, g.hand_size)
    trick = [g.trick_slot(seat, 0) for seat in range(seats)]
    assert bottom.y + h / 2 <= g.height + 2  # the hand is on the table
    lowest_trick = max(t.y for t in trick)
    assert lowest_trick + h / 2 < bottom.y - h / 2 + h * 0.35  # the trick over the hand's top
    if seats == 2:
        top = g.hand_slot(1, 0, g.hand_size)
        assert top.y - h / 2 >= 0
        highest_trick = min(t.y for t in trick)
        assert top.y + h / 2 < highest_trick - h * 0.3  # the computer's hand clear of the trick
        talon_x, _ = g.talon_anchor()
        assert talon_x + w / 2 + h / 2 < min(t.x for t in trick) - w / 2  # the trump clear too


def test_the_sizes_are_clamped_where_there_is_no_room() -> None:
    small_screen = TableGeometry(800, 520, 2, 6, CARD_SIZES["large"])
    assert small_screen.card_w <= 800 / 8.3 and small_screen.card_h <= 520 / 4.75 * 1.4 + 1
    big_screen = TableGeometry(1920, 1000, 2, 6, CARD_SIZES["large"])
    assert big_screen.card_w > TableGeometry(1920, 1000, 2, 6).card_w + 20


def test_every_felt_is_offered_and_named(qtbot, tmp_path) -> None:
    dialog = SettingsDialog(_settings(tmp_path))
    qtbot.addWidget(dialog)
    offered = [dialog.felt.itemData(i) for i in range(dialog.felt.count())]
    assert offered == list(FELTS) and 3 <= len(offered) <= 4
    assert len({dialog.felt.itemText(i) for i in range(dialog.felt.count())}) == len(offered)
    assert [dialog.card_size.itemData(i) for i in range(dialog.card_size.count())] == list(
        CARD_SIZES
    )


def _winning_one_deal_match() -> tuple[int, list[str]]:
    """A seed and the moves of a one-deal match that seat 0 (you) wins."""
    for seed in range(1, 200):
        rng = random.Random(seed)
        match = Match("classic", seed=seed, first_dealer=1, game_target=1)
        actions = []
        while not match.is_over:
            legal = match.state.legal_actions()
            plays = [a for a in legal if a.startswith("play")] or legal
            actions.append(rng.choice(plays))
            match.apply(actions[-1])
        if match.winner == 0:
            return seed, actions
    raise AssertionError("no won match in 200 seeds")


def celebrating(qtbot, win):  # noqa: ANN001, ANN201
    """Win a one-deal match on ``win``'s table (fast animation): its celebration, running."""
    win.table.set_speed("fast")
    seed, actions = _winning_one_deal_match()
    win.controller.new_match(GameSetup(seed=seed, first_dealer=1, options={"game_target": 1}))
    for action in actions:
        win.controller.force(action)
    qtbot.waitUntil(lambda: win.senses.celebration is not None, timeout=20000)
    return win.senses.celebration


@pytest.mark.slow
def test_a_won_match_is_celebrated_before_the_recap_and_a_key_skips_it(qtbot, tmp_path) -> None:
    settings = _settings(tmp_path)
    win = open_window(qtbot, settings=settings)
    celebration = celebrating(qtbot, win)
    assert celebration.running and win.recap_flow._recap is None  # the recap waits for it
    assert celebration.scene() is win.table.scene()
    qtbot.keyClick(win.table, Qt.Key.Key_Space)
    assert not celebration.running
    qtbot.waitUntil(lambda: win.recap_flow._recap is not None, timeout=2000)


@pytest.mark.slow
def test_no_celebration_when_it_is_turned_off(qtbot, tmp_path) -> None:
    settings = _settings(tmp_path)
    settings.celebrate = False
    win = open_window(qtbot, settings=settings)
    win.table.set_speed("fast")
    seed, actions = _winning_one_deal_match()
    win.controller.new_match(GameSetup(seed=seed, first_dealer=1, options={"game_target": 1}))
    for action in actions:
        win.controller.force(action)
    qtbot.waitUntil(lambda: win.recap_flow._recap is not None, timeout=20000)
    assert win.senses.celebration is None
