"""The seat labels on the felt: each seat's name and what it is doing, beside its hand.

A label says "dealer", "your turn", "thinking…", "to play" or "sits out"
(``seat_text``), glows while its seat is to move, carries its side's colour
with three or four seats, and sits beside its hand clear of the piles, the
talon and the score panel (``show_seat_label``).  Read from the state and
``TableFacts`` alone.  Strings keep the "TableView" translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from sixtysix_qt.engine import DealState

from ..words.texts import fill
from .facts import TableFacts, seat_label, side_colour
from .felt_items import Badge
from .layout import TableGeometry


def seat_text(s: DealState, facts: TableFacts, seat: int) -> str:
    """A seat's label: its name and what it is doing (dealing, to play, sitting out)."""
    name = seat_label(s, facts, seat)
    text = name
    if seat == s.dealer:
        text = fill(QCoreApplication.translate("TableView", "%1 · dealer"), name)
    if has_turn(s, facts, seat):
        if facts.is_human(seat):
            text = fill(QCoreApplication.translate("TableView", "%1 · your turn"), name)
        elif facts.thinking_seat == seat:
            text = fill(QCoreApplication.translate("TableView", "%1 · thinking…"), name)
        else:
            text = fill(QCoreApplication.translate("TableView", "%1 · to play"), name)
    if s.sitting_out == seat:
        text = fill(QCoreApplication.translate("TableView", "%1 · sits out"), name)
    return text


def has_turn(s: DealState, facts: TableFacts, seat: int) -> bool:
    """The seat is to move and the cards on the table show it (none moving, none dealt)."""
    return s.to_move == seat and not s.is_over and not facts.dealing and facts.settled


def show_seat_label(
    badge: Badge, s: DealState, g: TableGeometry, facts: TableFacts, seat: int, panel: QRectF
) -> None:
    """``seat``'s label dressed and placed; ``panel`` is the score panel's scene rect,
    which the labels of the side seats of a table of three or four stay under."""
    badge.set_text(seat_text(s, facts, seat))
    badge.set_font_px(g.font_px)
    badge.set_portrait(facts.portrait(seat))
    badge.set_active(has_turn(s, facts, seat))
    badge.set_side_colour(side_colour(s, seat))
    badge.set_faded(s.sitting_out == seat)
    if g.multi:
        _place_multi(s, g, seat, badge, panel)
    else:
        _place_two(s, g, seat, badge, panel)


def _place_two(s: DealState, g: TableGeometry, seat: int, badge: Badge, panel: QRectF) -> None:
    """Two seats: your label left of your hand, the opponent's right of theirs; where the
    table is too narrow, yours above your hand's left end and theirs under their hand,
    clear of the score panel."""
    ax, ay = g.hand_anchor(seat)
    n = max(1, len(s.hand(seat)))
    half = g.hand_extent(seat, max(n, s.shape.hand_size))
    bw = badge.boundingRect().width()
    side = g.side_of(seat)
    if side == "bottom":
        _place_yours(g, ax, ay, half, badge)
    elif side == "top":
        pile_left = g.pile_anchor(seat)[0] - g.card_w * 0.6
        x = min(ax + half + g.margin + bw / 2, pile_left - g.margin - bw / 2)
        if x - bw / 2 < ax + half:  # no room beside the hand: under it
            y = ay + g.card_h * 0.5 + badge.boundingRect().height()
            badge.setPos(_right_of(panel, g, ax, y, badge), y)
        else:
            badge.setPos(x, ay - g.card_h * 0.2)
    else:
        badge.setPos(ax, ay + half + g.margin + badge.boundingRect().height())


def _place_multi(s: DealState, g: TableGeometry, seat: int, badge: Badge, panel: QRectF) -> None:
    """Seat labels beside their hands, clear of piles, talon and the score panel."""
    ax, ay = g.hand_anchor(seat)
    half = g.hand_extent(seat, max(len(s.hand(seat)), s.shape.hand_size))
    r = badge.boundingRect()
    bw, bh = r.width(), r.height()
    side = g.side_of(seat)
    if side == "bottom":
        _place_yours(g, ax, ay, half, badge)
    elif side == "top":
        x = ax + half + g.margin + bw / 2
        if x + bw / 2 > g.width - g.margin:  # no room beside the hand: under it
            badge.setPos(ax, ay + g.card_h * 0.5 + bh)
        else:
            badge.setPos(x, ay)
    else:
        # beside the top end of the hand, towards the centre, under the score panel
        y = max(ay - half + bh / 2, panel.bottom() + g.margin * 0.4 + bh / 2)
        dx = g.card_h * 0.5 + g.margin * 0.5 + bw / 2
        badge.setPos(ax + dx if side == "left" else ax - dx, y)


def _place_yours(g: TableGeometry, ax: float, ay: float, half: float, badge: Badge) -> None:
    """Your label left of your hand (``half`` wide about ``ax``), or just above its left end
    where the table leaves no room beside it."""
    r = badge.boundingRect()
    bw, bh = r.width(), r.height()
    x = ax - half - g.margin - bw / 2
    if x - bw / 2 >= g.margin:
        badge.setPos(x, ay + g.card_h * 0.3)
    else:
        badge.setPos(max(g.margin + bw / 2, ax - half + bw / 2), ay - g.card_h * 0.5 - bh * 0.7)


def _right_of(panel: QRectF, g: TableGeometry, x: float, y: float, badge: Badge) -> float:
    """``x``, or further right where the badge centred at (x, y) would cover the score panel."""
    r = badge.boundingRect().translated(x, y)
    if not r.intersects(panel):
        return x
    return panel.right() + g.margin * 0.5 - r.left() + x
