"""Which cards invite a click now: playable cards lift, others dim; the trump card and the
talon say what a click on them does.  The legal actions come from the engine."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import Action, DealState, Kind

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


def mark_hovered(items: dict[str, CardItem], under_pointer: list[object]) -> None:
    """Only the topmost card of ``under_pointer`` (scene items, top first) is hovered."""
    under = next((i for i in under_pointer if isinstance(i, CardItem)), None)
    for item in items.values():
        item.set_hovered(item is under)


def mark_trump_and_talon(
    items: dict[str, CardItem],
    state: DealState | None,
    picture: TablePicture | None,
    legal: list[Action],
) -> None:
    """The trump card invites the exchange and the talon's top card the closing, when legal."""
    if state is not None and state.trump_card and state.trump_card in items:
        item = items[state.trump_card]
        exchange = Action(Kind.EXCHANGE) in legal
        item.set_selectable(exchange)
        if exchange:
            item.setToolTip(
                QCoreApplication.translate(
                    "TableView", "Click to exchange your trump nine for this card"
                )
            )
    if picture is not None and picture.talon and picture.talon[0] in items:
        item = items[picture.talon[0]]
        close = Action(Kind.CLOSE) in legal
        item.set_selectable(close)
        if close:
            item.setToolTip(QCoreApplication.translate("TableView", "Click to close the talon"))


class CardMark:
    """A golden rim on the one card the player should notice (a hint).

    The rim outlives relayouts (``reapply``); a card raised to show a
    marriage keeps its own rim when the mark moves on.
    """

    def __init__(self, items: dict[str, CardItem], picture: Callable[[], TablePicture | None]):
        self._items = items
        self._picture = picture
        self.code: str | None = None

    def set(self, code: str | None) -> None:
        """Mark ``code`` (a card on the table); None takes the mark off."""
        old, self.code = self.code, code if code in self._items else None
        pic = self._picture()
        if old is not None and old != self.code and (pic is None or old not in pic.lifted):
            self._items[old].set_highlight(False)
        self.reapply()

    def reapply(self) -> None:
        if self.code is not None:
            self._items[self.code].set_highlight(True)
