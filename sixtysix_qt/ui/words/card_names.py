"""Every card's name in words, for screen readers and sentences that name a card in full.

One message per card ("Queen of spades"), not a pattern: each language
names cards its own way (lv "Pīķa dāma", sl "Pikova dama", bg "Дама пика",
uk "Дама пік"), with the glossary's words (i18n/GLOSSARY.md).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def card_names() -> dict[str, str]:
    """Card code ("QS") -> its full name in the player's language ("Queen of spades")."""
    return {
        "AC": translate("CardNames", "Ace of clubs"),
        "TC": translate("CardNames", "Ten of clubs"),
        "KC": translate("CardNames", "King of clubs"),
        "QC": translate("CardNames", "Queen of clubs"),
        "JC": translate("CardNames", "Jack of clubs"),
        "9C": translate("CardNames", "Nine of clubs"),
        "8C": translate("CardNames", "Eight of clubs"),
        "7C": translate("CardNames", "Seven of clubs"),
        "AS": translate("CardNames", "Ace of spades"),
        "TS": translate("CardNames", "Ten of spades"),
        "KS": translate("CardNames", "King of spades"),
        "QS": translate("CardNames", "Queen of spades"),
        "JS": translate("CardNames", "Jack of spades"),
        "9S": translate("CardNames", "Nine of spades"),
        "8S": translate("CardNames", "Eight of spades"),
        "7S": translate("CardNames", "Seven of spades"),
        "AH": translate("CardNames", "Ace of hearts"),
        "TH": translate("CardNames", "Ten of hearts"),
        "KH": translate("CardNames", "King of hearts"),
        "QH": translate("CardNames", "Queen of hearts"),
        "JH": translate("CardNames", "Jack of hearts"),
        "9H": translate("CardNames", "Nine of hearts"),
        "8H": translate("CardNames", "Eight of hearts"),
        "7H": translate("CardNames", "Seven of hearts"),
        "AD": translate("CardNames", "Ace of diamonds"),
        "TD": translate("CardNames", "Ten of diamonds"),
        "KD": translate("CardNames", "King of diamonds"),
        "QD": translate("CardNames", "Queen of diamonds"),
        "JD": translate("CardNames", "Jack of diamonds"),
        "9D": translate("CardNames", "Nine of diamonds"),
        "8D": translate("CardNames", "Eight of diamonds"),
        "7D": translate("CardNames", "Seven of diamonds"),
    }


def spoken_card(code: str) -> str:
    """One card's full name ("Queen of spades"); the code itself for an unknown one."""
    return card_names().get(code, code)
