"""Words two windows show for the same thing, translated once so they never disagree.

The menu and the settings dialog name the same settings; the new-game and
settings dialogs label the same choices.  Each such text lives here in one
context ("Shared"), so a translator sees it once.  The names of game things
(presets, levels, speeds) are in ``names.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def show_computer_cards() -> str:
    return QCoreApplication.translate("Shared", "Show the &computer's cards")


def ask_before_marriage() -> str:
    return QCoreApplication.translate("Shared", "Ask before announcing a &marriage")


def practice() -> str:
    """The practice badge of the window and the settings tab of the same name."""
    return QCoreApplication.translate("Shared", "Practice")


def setup_labels() -> dict[str, str]:
    """Form labels of the choices both the new-game and the settings dialog offer."""
    return {
        "preset": QCoreApplication.translate("Shared", "&Variant:"),
        "level": QCoreApplication.translate("Shared", "&Computer:"),
        "game_target": QCoreApplication.translate("Shared", "Game &target:"),
    }


def rules_title() -> str:
    """The rules group of the new-game dialog and the rules tab of the settings."""
    return QCoreApplication.translate("Shared", "Rules")
