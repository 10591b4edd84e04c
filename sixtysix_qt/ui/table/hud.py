"""The heads-up display of the table: the labels and panels on the felt, kept in step.

``TableHud`` owns the items (score panel, seat labels, talon count, the
"66!" chip, the last trick, the won cards, the auction, the summary) and,
for each state that has landed, has every one of them filled and placed by
the module whose job it is: ``score_panel``, ``seat_labels``,
``pile_badges``, ``trick_panels``, ``auction``, ``summary``; the status
line's words come from ``status_line``.  All of it is read from the state,
the table geometry and ``TableFacts`` (names, the match score, the view's
modes) alone: nothing here calls back into the view or the controller, so
the display can be built and checked from a state without a window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from sixtysix_qt.engine import DealState

from .art import CardArt
from .auction import show_auction
from .bidding_panel import BiddingPanel
from .facts import TableFacts
from .felt_items import Badge, Panel, TrickView
from .layout import TableGeometry
from .pile_badges import show_claim_chip, show_talon_count
from .score_panel import show_score_panel
from .seat_labels import show_seat_label
from .status_line import status_text
from .summary import show_summary
from .trick_panels import show_last_trick, show_won_cards

_Item = TypeVar("_Item", bound=QGraphicsItem)


class TableHud(QObject):
    """The panels and labels on the felt, refreshed from one state at a time."""

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        super().__init__(scene)
        self._scene = scene
        self.info = self._add(Panel(), 5)
        self.summary = self._add(Panel(opaque=True), 5000, hidden=True)
        self.last_trick = self._add(TrickView(art), 4000, hidden=True)
        self.review = self._add(TrickView(art, per_row=8), 4200, hidden=True)
        self.declare_chip = self._add(Badge("66!", clickable=True), 4500, hidden=True)
        self.talon_badge = self._add(Badge(), 900)
        self.bidding = self._add(BiddingPanel(), 4600, hidden=True)
        self.seat_badges: list[Badge] = []
        self.offer_review = False
        """The summary offers "Review this deal" (a window that can open reviews said so)."""
        self.continue_label: Callable[[], str | None] = lambda: None
        """The summary button's word when the window has another one (None: Next deal...)."""
        self.offer_continue: Callable[[], bool] = lambda: True
        """The summary has its button only when a click on it goes somewhere (the table says)."""

    def _add(self, item: _Item, z: float, hidden: bool = False) -> _Item:
        item.setZValue(z)
        if hidden:
            item.hide()
        self._scene.addItem(item)
        return item

    def set_seats(self, seats: int) -> None:
        """One label per seat."""
        while len(self.seat_badges) < seats:
            self.seat_badges.append(self._add(Badge(), 950))
        while len(self.seat_badges) > seats:
            self._scene.removeItem(self.seat_badges.pop())

    def update(self, s: DealState, g: TableGeometry, facts: TableFacts) -> str:
        """Re-set every label from ``s``; returns the status line to show (may be empty).

        The order matters: the seat labels stay under the score panel, the
        chip off the last trick, the auction between the seat labels.
        """
        self.set_seats(s.num_players)
        show_score_panel(self.info, s, g, facts)
        panel = self.info.mapRectToScene(self.info.boundingRect())
        for seat, badge in enumerate(self.seat_badges):
            show_seat_label(badge, s, g, facts, seat, panel)
        show_last_trick(self.last_trick, s, g, facts)
        show_talon_count(self.talon_badge, s, g, facts)
        show_claim_chip(self.declare_chip, s, g, facts, self.last_trick)
        show_won_cards(self.review, s, g, facts)
        show_auction(self.bidding, s, g, facts, self.seat_badges)
        if self.summary.isVisible():
            self.show_summary(s, g, facts)
        return status_text(s, facts)

    def show_summary(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        """The card over the table at the end of a deal: the score and why."""
        label = self.continue_label if self.offer_continue() else lambda: ""
        show_summary(self.summary, s, g, facts, self.offer_review, label)
