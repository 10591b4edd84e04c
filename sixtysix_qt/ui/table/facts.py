"""What the table's labels need to know besides the engine state, and how seats are named.

``TableFacts`` is a plain value (names, the match score, the view's modes),
so the heads-up display and the summary can be built and tested from a
state without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from sixtysix_qt.engine import Action, DealState

from ..words.texts import fill, side_name
from .felt_items import OUR_SIDE, THEIR_SIDE


@dataclass(frozen=True)
class TableFacts:
    """What the display needs besides the state: who is who, the match, the view's modes."""

    names: tuple[str, ...]
    portraits: tuple[str | None, ...] = ()
    """Each seat's face on its label: a computer level's portrait (None: none)."""
    human_seats: frozenset[int] = frozenset({0})
    thinking_seat: int | None = None
    scores: tuple[int, ...] | None = None
    """The match's game points (None: no match)."""
    target: int = 7
    match_over: bool = False
    winner: int | None = None
    dealing: bool = False
    """The cards of a new deal are still flying out."""
    chosen: str | None = None
    """The card picked with the keyboard."""
    show_last: bool = False
    show_review: bool = False
    review_allowed: bool = False
    settled: bool = True
    """The cards show the whole state: whose turn it is may be told (else: cards moving)."""
    talon: int | None = None
    """Cards left in the talon as the table shows it (None: the state's count)."""

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.human_seats

    def human_to_move(self, s: DealState) -> bool:
        return self.settled and not s.is_over and self.is_human(s.to_move)

    def talon_left(self, s: DealState) -> int:
        return s.talon_size if self.talon is None else self.talon

    def legal(self, s: DealState) -> list[Action]:
        """The human's legal actions in ``s`` (empty when no human is to move)."""
        return s.legal_action_values() if self.human_to_move(s) else []

    def portrait(self, seat: int) -> str | None:
        return self.portraits[seat] if seat < len(self.portraits) else None

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)


def seat_label(s: DealState, facts: TableFacts, seat: int) -> str:
    """A seat's name, with "partner" for the human's partner in team presets."""
    name = facts.seat_name(seat)
    if s.shape.teams and seat != 0 and s.side_of(seat) == s.side_of(0):
        return fill(QCoreApplication.translate("TableView", "%1 (partner)"), name)
    return name


def side_label(s: DealState, facts: TableFacts, side: int) -> str:
    """ "You & Partner" and "Opponents" in team presets, else the seat's name."""
    if s.shape.teams and facts.is_human(0):
        if side == s.side_of(0):
            return QCoreApplication.translate("TableView", "You & Partner")
        return QCoreApplication.translate("TableView", "Opponents")
    return side_name(s, side, list(facts.names)) if facts.names else str(side + 1)


def side_colour(s: DealState, seat: int) -> QColor | None:
    """Your side's colour or the opponents' (three and four seats only)."""
    if s.num_players <= 2:
        return None
    return OUR_SIDE if s.side_of(seat) == s.side_of(0) else THEIR_SIDE


def lead_sets_trump(s: DealState) -> bool:
    """The auction is won and no card is led yet: the first card led will choose trump."""
    return s.shape.bidding and s.phase != "bid" and not s.is_over and s.trump_suit is None
