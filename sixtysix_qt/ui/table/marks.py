"""Which cards invite a click now: playable cards lift, others dim; the trump card and the
talon say what a click on them does.  The legal actions come from the engine."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState, Kind

from .card_item import CardItem
from .layout import TablePicture


def mark_hand(items: dict[str, CardItem], hand: set[str], playable: set[str], turn: bool) -> None:
    """The human's cards: a playable card may be dragged and lifts; in turn, others dim."""
    for code, item in items.items():
        in_hand = code in hand
        ok = turn and in_hand and code in playable
        item.set_dimmed(turn and in_hand and not ok)
        item.draggable = ok
        item.set_selectable(ok)
        item.setToolTip("")


def mark_trump_and_talon(
    items: dict[str, CardItem],
    state: DealState | None,
    picture: TablePicture | None,
    legal: list[str],
) -> None:
    """The trump card invites the exchange and the talon's top card the closing, when legal."""
    if state is not None and state.trump_card and state.trump_card in items:
        item = items[state.trump_card]
        item.set_selectable(Kind.EXCHANGE in legal)
        if Kind.EXCHANGE in legal:
            item.setToolTip(
                QCoreApplication.translate(
                    "TableView", "Click to exchange your trump nine for this card"
                )
            )
    if picture is not None and picture.talon and picture.talon[0] in items:
        item = items[picture.talon[0]]
        item.set_selectable(Kind.CLOSE in legal)
        if Kind.CLOSE in legal:
            item.setToolTip(QCoreApplication.translate("TableView", "Click to close the talon"))
