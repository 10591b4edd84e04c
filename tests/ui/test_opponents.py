"""The computer levels as opponents (issue 51): a name and a face for each level, in every
language, in the level choosers, on the seat labels and in the recap; no two seats share a name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from sixtysix_qt.ai.levels import LEVELS
from sixtysix_qt.engine import PRESETS, SHAPES
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.recap import RecapDialog
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.table.faces import portrait, portrait_file
from sixtysix_qt.ui.words.i18n import LANGUAGES
from sixtysix_qt.ui.words.names import level_label
from sixtysix_qt.ui.words.opponents import opponent_casts, opponent_name
from sixtysix_qt.ui.words.texts import seat_names
from tests.ui.ui_helpers import finished_match, open_window, settle

ROOT = Path(__file__).resolve().parents[2]


def _asset_patterns() -> tuple[str, ...]:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    return next(
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ASSET_PATTERNS"
    )


@pytest.mark.slow
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_level_has_a_cast_of_names_in_each_language(manager, qm_cache, code):
    manager.set_language(code)
    casts = opponent_casts()
    assert set(casts) == set(LEVELS)
    every = [name for level in LEVELS for name in casts[level]]
    assert all(name.strip() for name in every)
    assert len(set(every)) == len(every) == 3 * len(LEVELS)  # no name in two casts
    if code != "en":  # the catalogue names them (Peter is lv Pēteris, uk Петро)
        manager.set_language("en")
        english = [name for level in LEVELS for name in opponent_casts()[level]]
        manager.set_language(code)
        assert sum(a != b for a, b in zip(every, english, strict=True)) >= len(every) // 2


def test_each_level_has_a_portrait_built_into_the_package(qapp):
    copied = {p for pattern in _asset_patterns() for p in (ROOT / "assets").glob(pattern)}
    for level in LEVELS:
        assert ROOT / "assets" / portrait_file(level) in copied
        face = portrait(level, 32).toImage()
        assert not face.isNull() and face.width() == 32
        centre = face.pixelColor(16, 16)
        assert centre.alpha() == 255  # drawn, not an empty square
        assert face.pixelColor(0, 0).alpha() == 0  # a round medallion: its corners stay clear
    images = {bytes(portrait(level, 32).toImage().constBits()) for level in LEVELS}
    assert len(images) == len(LEVELS)  # four different faces


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_no_two_seats_share_a_name(qapp, preset, level):
    players = SHAPES[preset].players
    for seats in (
        ("human",) + ("computer",) * (players - 1),
        ("computer",) * players,  # --autoplay
    ):
        names = seat_names(seats, level)
        assert len(set(names)) == players, names
    names = seat_names(("human",) + ("computer",) * (players - 1), level)
    assert names[1] == opponent_name(level)  # the level's face sits at the first computer seat


@pytest.mark.slow
@pytest.mark.parametrize("which", ["new game", "settings"])
def test_the_level_choosers_show_each_opponent_with_face_name_and_level(
    qtbot, tmp_path, manager, qm_cache, which
):
    manager.set_language("uk")
    if which == "new game":
        dialog = NewGameDialog(GameSetup(level="hard"))
        box = dialog._level
    else:
        dialog = SettingsDialog(
            Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        )
        box = dialog.level
    qtbot.addWidget(dialog)
    assert [box.itemData(i) for i in range(box.count())] == list(LEVELS)
    for i, level in enumerate(LEVELS):
        text = box.itemText(i)
        assert opponent_name(level) in text and level_label(level) in text, text
        assert not box.itemIcon(i).isNull()
    assert "Юрій" in box.itemText(LEVELS.index("hard"))
    manager.set_language("en")  # the names follow a language switch
    assert box.itemText(LEVELS.index("hard")) == "George (Hard)"


@pytest.mark.parametrize(("preset", "level"), [("classic", "easy"), ("four-hand", "expert")])
def test_the_seat_labels_show_the_levels_face_and_the_table_says_its_names(qtbot, preset, level):
    win = open_window(qtbot)
    win.start(
        GameSetup(preset=preset, level=level, seed=4, first_dealer=1).fitted(SHAPES[preset].players)
    )
    settle(qtbot, win)
    badges = win.table.hud.seat_badges
    assert badges[0].portrait() is None and badges[0].text().startswith("You")
    cast = opponent_casts()[level]
    for seat, badge in enumerate(badges[1:], start=1):
        assert badge.portrait() == level
        assert badge.text().startswith(cast[seat - 1])
    names = win.table.facts().names
    assert len(set(names)) == len(names)
    if preset == "four-hand":
        assert badges[2].text().startswith(f"{cast[1]} (partner)")  # the partner reads as one
    # the label is wide enough for face and words: its text is never cut
    face_and_text = badges[1].boundingRect().width()
    badges[1].set_portrait(None)
    assert face_and_text > badges[1].boundingRect().width()


def test_the_review_table_keeps_calling_the_computer_computer(qtbot):
    """A kept deal's table has no level to name: the words of the review stay "Computer"."""
    win = open_window(qtbot)
    assert win.table.named_opponents
    from sixtysix_qt.ui.table.view import TableView

    other = TableView(win.controller)
    qtbot.addWidget(other)
    assert other.seat_names() == ["You", "Computer"]


@pytest.mark.parametrize(
    ("preset", "said"),
    [("classic", "Your opponent: John"), ("four-hand", "Your opponents: John and Anthony")],
)
def test_the_recap_says_whom_the_match_was_against(qtbot, preset, said):
    match = finished_match(preset)
    seats = ("human",) + ("computer",) * (match.state.num_players - 1)
    recap = RecapDialog(match, seats, 0, None, "expert")
    qtbot.addWidget(recap)
    recap.show()
    assert recap.opponents.isVisible()
    assert recap.opponents.words.text() == f"{said} (Expert)"
    assert not recap.opponents.face.pixmap().isNull()
