"""The new-game and the settings dialog describe every rule option in the same words.

Both take their texts from ``rule_texts``; these tests keep it that way (a
dialog that wrote its own label or tooltip again would fail here) and check
that the shared table covers every option, preset and false-claim value of
the engine, in English and in a translation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS
from sixtysix_qt.engine.options import FALSE_CLAIM_VALUES
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.words import names, rule_texts
from sixtysix_qt.ui.words.i18n import LanguageManager

RULE_NAMES = (*OPTION_DEFAULTS, "preset")


def _new_game_editors(dialog: NewGameDialog) -> dict[str, tuple[QWidget, QLabel | None]]:
    editors: dict[str, tuple[QWidget, QLabel | None]] = {
        name: (box, dialog._row_labels.get(name)) for name, box in dialog._editors.items()
    }
    editors["preset"] = (dialog._preset, dialog._preset_label)
    return editors


def _settings_editors(dialog: SettingsDialog) -> dict[str, tuple[QWidget, QLabel | None]]:
    return {
        name: (editor, dialog._labels.get(name))
        for name, editor in dialog.editors.items()
        if name in RULE_NAMES
    }


def _shown(editor: QWidget, label: QLabel | None) -> dict[str, Any]:
    """Everything the player reads about one option (mnemonics are each dialog's own)."""
    out: dict[str, Any] = {"tooltip": editor.toolTip()}
    if label is not None:
        out["label"] = label.text().replace("&", "")
    if isinstance(editor, QCheckBox):
        out["label"] = editor.text().replace("&", "")
    elif isinstance(editor, QComboBox):
        out["items"] = {editor.itemData(i): editor.itemText(i) for i in range(editor.count())}
    elif isinstance(editor, QSpinBox):
        out["suffix"] = editor.suffix()
    return out


@pytest.fixture
def dialogs(qtbot, tmp_path: Path) -> tuple[NewGameDialog, SettingsDialog]:
    new_game = NewGameDialog()
    settings = SettingsDialog(
        Settings(QSettings(str(tmp_path / "sixtysix.ini"), QSettings.Format.IniFormat))
    )
    qtbot.addWidget(new_game)
    qtbot.addWidget(settings)
    return new_game, settings


def _compare(new_game: NewGameDialog, settings: SettingsDialog) -> dict[str, dict[str, Any]]:
    ours, theirs = _new_game_editors(new_game), _settings_editors(settings)
    assert set(ours) == set(theirs) == set(RULE_NAMES), "both dialogs offer every rule option"
    shown = {}
    for name in RULE_NAMES:
        a, b = _shown(*ours[name]), _shown(*theirs[name])
        assert a == b, f"{name}: the new-game dialog says {a}, the settings dialog {b}"
        assert a["tooltip"], f"{name} has no tooltip"
        shown[name] = a
    return shown


def test_both_dialogs_show_the_same_label_and_tooltip_for_every_rule(dialogs) -> None:
    shown = _compare(*dialogs)
    texts = rule_texts.option_texts()
    for name, text in texts.items():
        assert (shown[name]["label"], shown[name]["tooltip"]) == text
    assert shown["strict_must_head"]["label"].startswith("Must head the trick")
    assert shown["preset"]["items"] == names.preset_names()
    assert shown["false_claim"]["items"] == rule_texts.false_claim_choices()
    assert shown["game_target"]["suffix"] == rule_texts.game_target_affixes(7)[1]


@pytest.mark.slow
def test_they_stay_the_same_in_another_language(dialogs, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SIXTYSIX_QM_CACHE", str(tmp_path / "qm"))
    manager = LanguageManager()
    manager.set_language("en")  # English plurals ("7 game points") come from the en catalogue
    QCoreApplication.processEvents()
    english = _compare(*dialogs)
    try:
        assert manager.set_language("lv") == "lv"
        QCoreApplication.processEvents()  # the dialogs retranslate on LanguageChange
        latvian = _compare(*dialogs)
    finally:
        manager.set_language("en")
        QCoreApplication.processEvents()
    for name in RULE_NAMES:
        assert latvian[name]["tooltip"] != english[name]["tooltip"], f"{name} not translated"
    assert _compare(*dialogs) == english


def test_the_table_covers_the_engine() -> None:
    texts = rule_texts.option_texts()
    assert set(texts) == set(OPTION_DEFAULTS) - {"game_target"}
    assert set(names.preset_names()) == set(PRESETS)
    assert set(rule_texts.false_claim_choices()) == set(FALSE_CLAIM_VALUES)
    for name, (label, tooltip) in texts.items():
        assert label and tooltip, name
        assert "&" not in label, f"{name}: mnemonics belong to the dialogs"
