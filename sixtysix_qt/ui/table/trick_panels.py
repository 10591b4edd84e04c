"""The two panels of played cards: the last trick, and every card your side has won.

The last trick (L, or a click on a pile) sits at the right edge, left of the
right-hand seat's cards on a table of three or four; the won cards (W, when
the rules allow reviewing tricks) lie in the middle, sorted by suit.  Each
is filled from the state and ``TableFacts`` and hidden when not asked for.
Strings keep the "TableView" translation context they always had.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState

from .facts import TableFacts
from .felt_items import TrickView
from .layout import TableGeometry, sort_key


def show_last_trick(panel: TrickView, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
    """The last completed trick, while ``facts.show_last`` asks for it."""
    last = s.last_completed_trick()
    if not facts.show_last or not last:
        panel.hide()
        return
    panel.set_card_width(int(g.card_w * 0.7), g.font_px)
    panel.set_trick([c for _seat, c in last], QCoreApplication.translate("TableView", "Last trick"))
    r = panel.boundingRect()
    x = g.width - g.margin - r.width()
    y = g.height / 2 - r.height() / 2
    if g.multi:  # left of the right-hand seat's cards, above the pile beside them
        x -= g.card_h + g.margin
        pile_top = g.pile_anchor(g.sides.index("right"))[1] - g.card_h * 0.5
        y = max(g.margin, min(y, pile_top - g.margin * 0.5 - r.height()))
    panel.setPos(x, y)
    panel.show()


def show_won_cards(panel: TrickView, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
    """Every card your side has won, while shown and allowed (the ``review_tricks`` rule)."""
    won = s.won_cards(s.side_of(0))
    if not (facts.show_review and facts.review_allowed and won):
        panel.hide()
        return
    panel.per_row = 8 if len(won) <= 24 else 12
    panel.set_card_width(int(g.card_w * 0.62), g.font_px)
    caption = QCoreApplication.translate("TableView", "Cards your side has won: %n", "", len(won))
    panel.set_trick(sorted(won, key=sort_key), caption)
    r = panel.boundingRect()
    cx, cy = g.centre
    panel.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))
    panel.show()
