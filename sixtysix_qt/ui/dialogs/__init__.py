"""Dialogs of the game window: new game, settings, statistics."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from sixtysix_qt.engine.option_specs import OptionSpec
from sixtysix_qt.engine.options import GAME_TARGET_RANGE

from ..table.faces import portrait_icon
from ..words.names import preset_names
from ..words.opponents import opponent_label
from ..words.retranslate import translate_ui
from ..words.rule_texts import (
    false_claim_choices,
    game_target_affixes,
    game_target_tooltip,
    option_texts,
    preset_tooltip,
)

LEVEL_FACE_PX = 20
"""The opponent's face beside each level in the choosers."""


def data_combo(items: Iterable[str]) -> QComboBox:
    """A combo box of ids (each item's data; its text until ``name_items`` names it)."""
    box = QComboBox()
    for data in items:
        box.addItem(data, data)
    return box


def level_combo(levels: Iterable[str]) -> QComboBox:
    """The computer levels as the opponents a player meets: each with its face."""
    box = data_combo(levels)
    box.setObjectName("level-choice")
    box.setIconSize(QSize(LEVEL_FACE_PX, LEVEL_FACE_PX))
    for i in range(box.count()):
        box.setItemIcon(i, portrait_icon(box.itemData(i)))
    return box


def name_levels(box: QComboBox) -> None:
    """Each level's item says its opponent and the level's word: "Martin (Easy)"."""
    for i in range(box.count()):
        box.setItemText(i, opponent_label(box.itemData(i)))


def fit_combos_to_items(dialog: QWidget) -> None:
    """Size every combo box of ``dialog`` to its items again (call after renaming them).

    Qt sizes a box once, at first show, and keeps its minimum size even when
    its items change; renamed in a longer language, an item would be cut off
    as soon as the dialog is narrow (an 800x600 screen gives it 2/3 of 800).
    """
    for box in dialog.findChildren(QComboBox):
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        box.setMinimumWidth(box.sizeHint().width())  # its own minimum hint stays the old one


def name_items(box: QComboBox, names: dict[str, str]) -> None:
    """Show each item of ``box`` by the name of its data; data without a name shows its id.

    The items keep their data (an option value, a preset id), so relabelling
    them on a language change never changes what is chosen.
    """
    for i in range(box.count()):
        data = box.itemData(i)
        box.setItemText(i, names.get(data, data))


class GameTargetBox(QSpinBox):
    """The game target (the engine's range), read with its words: "1 game point", "7 game points"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(*GAME_TARGET_RANGE)
        self.valueChanged.connect(self.translate_ui)
        translate_ui(self)

    def translate_ui(self) -> None:
        """Words in the current language and in the plural form of the current value."""
        prefix, suffix = game_target_affixes(self.value())
        self.setPrefix(prefix)
        self.setSuffix(suffix)


def name_rule_choices(preset: QComboBox, target: GameTargetBox, false_claim: QComboBox) -> None:
    """The words of the three match choices both the new-game and the settings dialog offer."""
    name_items(preset, preset_names())  # a stored unknown preset shows its id
    preset.setToolTip(preset_tooltip())
    target.translate_ui()
    target.setToolTip(game_target_tooltip())
    name_items(false_claim, false_claim_choices())
    false_claim.setToolTip(option_texts()["false_claim"].tooltip)


def rule_editor(spec: OptionSpec) -> QWidget:
    """The editor of one rule option by its kind (both dialogs make theirs here, from the
    engine's declaration): a check box, a combo box of its values, a spin box of its range."""
    if spec.kind == "bool":
        return QCheckBox()
    if spec.kind == "choice":
        return data_combo(spec.values)
    if spec.name == "game_target":
        return GameTargetBox()  # its number is read with its words
    box = QSpinBox()
    box.setRange(spec.low, spec.high)
    return box


def editor_value(editor: QWidget) -> object:
    """What a rule editor shows now."""
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if isinstance(editor, QSpinBox):
        return editor.value()
    raise TypeError(f"not a rule editor: {editor!r}")


def show_editor_value(editor: QWidget, value: object) -> None:
    """Show ``value`` in a rule editor (a combo box keeps its choice for a value it lacks)."""
    if isinstance(editor, QCheckBox):
        editor.setChecked(bool(value))
    elif isinstance(editor, QComboBox):
        editor.setCurrentIndex(max(0, editor.findData(value)))
    elif isinstance(editor, QSpinBox):
        editor.setValue(int(str(value)))
