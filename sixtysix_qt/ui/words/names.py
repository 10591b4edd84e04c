"""The one home of the display names of presets, computer levels, animation speeds and card backs.

Each id comes from its owner (presets from the engine, levels from the AI,
speeds from the table's timing.py); only the words live here.  The strings
keep the translation contexts they had when they were spread over the
dialogs, so the catalogues keep their translations.  Labels that two
windows share but that name no game thing live in ``shared.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def level_names() -> dict[str, str]:
    """Computer level (``ai.LEVELS``) -> the word in a sentence ("easy")."""
    return {
        "easy": translate("Game", "easy"),
        "medium": translate("Game", "medium"),
        "hard": translate("Game", "hard"),
        "expert": translate("Game", "expert"),
    }


def level_name(level: str) -> str:
    """A computer level as a word in a sentence; an unknown id shows itself."""
    return level_names().get(level, level)


def level_label(level: str) -> str:
    """A computer level as a menu or list entry ("Easy")."""
    return level_name(level).capitalize()


def speed_names() -> dict[str, str]:
    """Animation speed id (``table.timing.SPEEDS``) -> its name in menus and settings."""
    return {
        "off": translate("Shared", "Off"),
        "fast": translate("Shared", "Fast"),
        "normal": translate("Shared", "Normal"),
        "slow": translate("Shared", "Slow"),
    }


def preset_names() -> dict[str, str]:
    """Preset (``PRESETS`` of the engine) -> the variant's full name in the dialogs."""
    return {
        "classic": translate("RuleTexts", "Sixty-Six (24 cards, 6 each)"),
        "schnapsen": translate("RuleTexts", "Schnapsen (20 cards, 5 each)"),
        "three-hand": translate("RuleTexts", "Three players (24 cards, 6 each)"),
        "four-hand": translate("RuleTexts", "Four players in pairs (48 cards, 7 each)"),
        "bidding": translate("RuleTexts", "Four players with bidding (24 cards, 6 each)"),
    }


def preset_short_names() -> dict[str, str]:
    """Preset -> the variant in a table cell ("Schnapsen")."""
    return {
        "classic": translate("StatisticsDialog", "Sixty-Six"),
        "schnapsen": translate("StatisticsDialog", "Schnapsen"),
        "three-hand": translate("StatisticsDialog", "Three players"),
        "four-hand": translate("StatisticsDialog", "Four players"),
        "bidding": translate("StatisticsDialog", "Bidding"),
    }


def preset_title(preset: str) -> str:
    """The variant as players know it, as a heading (the rules page)."""
    names = {
        "schnapsen": translate("RulesPage", "Schnapsen (20 cards)"),
        "three-hand": translate("RulesPage", "Sixty-Six for three players"),
        "four-hand": translate("RulesPage", "Sixty-Six for four players (partners)"),
        "bidding": translate("RulesPage", "Sixty-Six with bidding"),
    }
    return names.get(preset, translate("RulesPage", "Classic Sixty-Six"))


def card_back_names() -> dict[str, str]:
    """Card back id (``CardArt.backs()``) -> its colour's name."""
    return {
        "back_blue": translate("SettingsDialog", "Blue"),
        "back_red": translate("SettingsDialog", "Red"),
        "back_green": translate("SettingsDialog", "Green"),
    }


def felt_names() -> dict[str, str]:
    """Felt id (``table.felt.FELTS``) -> its colour's name."""
    return {
        "green": translate("SettingsDialog", "Green", "felt colour"),
        "blue": translate("SettingsDialog", "Blue", "felt colour"),
        "burgundy": translate("SettingsDialog", "Burgundy", "felt colour"),
        "charcoal": translate("SettingsDialog", "Charcoal", "felt colour"),
    }


def card_size_names() -> dict[str, str]:
    """Card size id (``table.layout.CARD_SIZES``) -> its name."""
    return {
        "small": translate("SettingsDialog", "Small", "card size"),
        "normal": translate("SettingsDialog", "Normal", "card size"),
        "large": translate("SettingsDialog", "Large", "card size"),
    }
