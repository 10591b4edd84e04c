"""The score panel in the table's corner: trump, bid, talon, game and card points, marriages.

Its rows are read from the state and ``TableFacts`` alone (``score_rows``),
so they can be checked without a window; :func:`show_score_panel` fills the
panel and puts it in the top left corner, wider on a table of three or four.
Strings keep the "TableView" translation context they always had.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from sixtysix_qt.engine import DealState
from sixtysix_qt.engine.cards import SUIT_SYMBOLS, SUITS

from ..words.texts import RED_SUITS, fill, suit_name
from .bidding_panel import level_text
from .facts import TableFacts, lead_sets_trump, side_colour, side_label
from .felt_items import GOLD, Panel, Row
from .layout import TableGeometry

SMALLEST_FONT = 0.8
"""How far the panel's letters may shrink so that no row wraps (the small review table)."""


def score_rows(s: DealState, facts: TableFacts) -> list[Row]:
    """The score panel's rows: trump, bid, talon, game and card points, marriages."""
    rows: list[Row] = []
    if s.trump_suit:
        colour = QColor("#ff8a80") if s.trump_suit in RED_SUITS else None
        trump = SUIT_SYMBOLS[s.trump_suit] + " " + suit_name(s.trump_suit)
        rows.append((QCoreApplication.translate("TableView", "Trump"), trump, colour))
    elif lead_sets_trump(s):
        rows.append(
            (QCoreApplication.translate("TableView", "Trump"), _trump_by_lead(s, facts), GOLD)
        )
    if s.shape.bidding and s.bidder is not None and s.bid:
        by = fill(
            QCoreApplication.translate("TableView", "%1 by %2"),
            level_text(s.bid),
            facts.seat_name(s.bidder),
        )
        rows.append((QCoreApplication.translate("TableView", "Bid"), by, side_colour(s, s.bidder)))
    if s.sitting_out is not None:
        rows.append(
            (
                QCoreApplication.translate("TableView", "Sits out"),
                facts.seat_name(s.sitting_out),
                None,
            )
        )
    if s.shape.has_talon:
        rows.append((QCoreApplication.translate("TableView", "Talon"), _talon_text(s, facts), None))
    if facts.scores is not None:
        score = " : ".join(str(x) for x in facts.scores)
        to = fill(QCoreApplication.translate("TableView", "%1  (to %2)"), score, facts.target)
        rows.append((QCoreApplication.translate("TableView", "Game points"), to, None))
    if s.options.get("show_scores", True):
        pts = " : ".join(str(s.side_points(side)) for side in range(s.shape.sides))
        if not s.shape.bidding:  # the deal's target; in the auction game the bid is the target
            pts = fill(
                QCoreApplication.translate("TableView", "%1  (to %2)"),
                pts,
                s.shape.deal_target,
            )
        rows.append((QCoreApplication.translate("TableView", "Card points"), pts, None))
    rows.append(
        (
            QCoreApplication.translate("TableView", "Marriages"),
            _marriages_text(s, facts),
            None,
        )
    )
    return rows


def show_score_panel(panel: Panel, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
    """The panel's title (the sides) and rows, in the top left corner."""
    sides = s.shape.sides
    title = " : ".join(facts.names[:sides]) if sides == 2 else ""
    max_w = g.panel_max_width()
    if g.multi:
        title = " : ".join(side_label(s, facts, side) for side in range(sides))
    px = g.font_px
    panel.set_font_px(px, max_w)
    panel.set_content(title, score_rows(s, facts))
    while panel.wrapped_rows() and px > g.font_px * SMALLEST_FONT:
        px = max(g.font_px * SMALLEST_FONT, px * 0.95)  # smaller letters before a wrapped row
        panel.set_font_px(px, max_w)
    panel.setPos(g.margin, g.margin)


def _trump_by_lead(s: DealState, facts: TableFacts) -> str:
    if facts.is_human(s.to_move):
        return QCoreApplication.translate("TableView", "chosen by your first card")
    return fill(
        QCoreApplication.translate("TableView", "chosen by the first card %1 leads"),
        facts.seat_name(s.to_move),
    )


def _talon_text(s: DealState, facts: TableFacts) -> str:
    if s.closed:
        return QCoreApplication.translate("TableView", "closed")
    if facts.talon_left(s) == 0:
        return QCoreApplication.translate("TableView", "used up")
    return str(facts.talon_left(s))


def _marriages_text(s: DealState, facts: TableFacts) -> str:
    marriages = [
        fill(
            QCoreApplication.translate("TableView", "%1 %2 (%3)"),
            SUIT_SYMBOLS[SUITS[suit]],
            value,
            facts.names[seat] if seat < len(facts.names) else seat,
        )
        for seat, suit, value in s.marriages
    ]
    return ", ".join(marriages) or QCoreApplication.translate("TableView", "none")
