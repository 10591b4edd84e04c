"""Dialogs of the game window: new game, settings, statistics."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox


def name_items(box: QComboBox, names: dict[str, str]) -> None:
    """Show each item of ``box`` by the name of its data; data without a name shows its id.

    The items keep their data (an option value, a preset id), so relabelling
    them on a language change never changes what is chosen.
    """
    for i in range(box.count()):
        data = box.itemData(i)
        box.setItemText(i, names.get(data, data))
