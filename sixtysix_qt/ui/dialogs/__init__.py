"""Dialogs of the game window: new game, settings, statistics."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from ..words.rule_texts import game_target_affixes


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
    """The game target, 1-21, read with its words: "1 game point", "7 game points"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(1, 21)
        self.valueChanged.connect(self.retranslate)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Words in the current language and in the plural form of the current value."""
        prefix, suffix = game_target_affixes(self.value())
        self.setPrefix(prefix)
        self.setSuffix(suffix)
