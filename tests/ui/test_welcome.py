"""The welcome card: on the felt at the first start, once; Help -> Welcome brings it back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from sixtysix_qt.engine.cards import RANK_POINTS, RANKS
from sixtysix_qt.engine.options import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS
from sixtysix_qt.ui.onboarding.welcome import card_values
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import open_window, settle


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _first_start(qtbot, tmp_path: Path):
    win = open_window(qtbot, size=(1280, 800), settings=_settings(tmp_path), data_dir=tmp_path)
    win.controller.pace_ms = 0
    win.deferred_start(GameSetup(seed=3, first_dealer=1), resume=False)
    return win


def _click(qtbot, win, name: str) -> None:
    table = win.table
    rect = win.first_steps.card.button_scene_rect(name)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(rect.center())
    )


@pytest.mark.slow
def test_first_start_shows_the_welcome_on_the_felt_once(qtbot, tmp_path):
    win = _first_start(qtbot, tmp_path)
    try:
        card = win.first_steps.card
        qtbot.waitUntil(card.isVisible, timeout=3000)
        qtbot.waitUntil(lambda: win.controller.state is not None, timeout=3000)
        assert card.scene() is win.table.scene()  # on the felt, not a dialog
        assert QApplication.activeModalWidget() is None
        settle(qtbot, win)
        assert win.controller.state is not None  # the first deal lies ready underneath
        words = " ".join(card.texts())
        assert "66 card points" in words and "F1" in words
        assert f"{MARRIAGE_POINTS}, in trumps {TRUMP_MARRIAGE_POINTS}" in words
        assert "A\u00a011, 10\u00a010, K\u00a04, Q\u00a03, J\u00a02, 9\u00a00" in words
        _click(qtbot, win, "play")
        assert not card.isVisible()
        assert win.settings.welcome_shown
    finally:
        win.controller.shutdown()
    again = _first_start(qtbot, tmp_path)  # the next start: not again
    try:
        qtbot.waitUntil(lambda: again.controller.state is not None, timeout=3000)
        settle(qtbot, again)
        assert not again.first_steps.card.isVisible()
        again.commands.welcome.trigger()  # Help -> Welcome
        assert again.first_steps.card.isVisible()
        assert again.commands.welcome in again.menus.help.actions()
        again.table.setFocus()
        qtbot.keyClick(again.table, Qt.Key.Key_Escape)  # Escape puts it away, as Play
        assert not again.first_steps.card.isVisible()
    finally:
        again.controller.shutdown()


def test_card_values_come_from_the_engine(qapp):
    lowest = RANKS.index("9")
    expected = [RANK_POINTS[r] for r in reversed(range(lowest, len(RANKS)))]
    assert [int(part.split("\u00a0")[1]) for part in card_values("classic").split(", ")] == expected
    assert card_values("schnapsen").split(", ")[-1] == "J\u00a02"  # no nines in that pack
