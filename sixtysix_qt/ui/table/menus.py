"""The table's small pop-up menus: which marriage to announce, announce or just play.

Each menu lists actions the engine already said are legal and sends the
chosen one back through ``request``; it decides nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QMenu, QWidget

from ..words.texts import card_name, fill, suit_name

Request = Callable[[str], bool]


def marriage_choice_menu(
    parent: QWidget, marriages: list[str], request: Request, at: QPoint
) -> QMenu:
    """One entry per marriage that may be announced ("marry QH", ...), opened at ``at``."""
    menu = QMenu(parent)
    for action in marriages:
        card = action.split()[1]
        text = fill(
            QCoreApplication.translate("TableView", "Marriage in %1: lead %2"),
            suit_name(card[1]),
            card_name(card),
        )
        menu.addAction(text, lambda a=action: request(a))
    menu.popup(at)
    return menu


def announce_or_play_menu(
    parent: QWidget, code: str, points: int, request: Request, at: QPoint
) -> QMenu:
    """For a marriage king or queen played: announce the marriage, or only play the card."""
    menu = QMenu(parent)
    menu.addAction(
        fill(QCoreApplication.translate("TableView", "Announce the marriage (%1)"), points),
        lambda: request(f"marry {code}"),
    )
    menu.addAction(
        QCoreApplication.translate("TableView", "Just play the card"),
        lambda: request(f"play {code}"),
    )
    menu.popup(at)
    return menu
