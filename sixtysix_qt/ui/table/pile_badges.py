"""The two badges by the piles: the talon's count on the talon, the "66!" chip on your pile.

The count sits on the talon, so the eye finds it where the cards are
("closed" once the talon is closed).  The chip shows while declaring is one
of the player's legal actions, glowing when the claim is good (``claim``),
over the player's pile and never over the last-trick panel.  Strings keep
the "TableView" translation context they always had.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from sixtysix_qt.engine import Action, DealState, Kind

from .claim import claim_now, dress_chip
from .facts import TableFacts
from .felt_items import Badge, TrickView
from .free_spot import free_spot
from .layout import TableGeometry


def show_talon_count(badge: Badge, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
    """The cards left in the talon (or "closed") on the talon; hidden once it is gone."""
    px = g.font_px
    left = facts.talon_left(s)
    if s.shape.has_talon and left:
        tx, ty = g.talon_anchor()
        badge.set_font_px(px * 0.95)
        badge.set_text(QCoreApplication.translate("TableView", "closed") if s.closed else str(left))
        badge.setPos(tx, ty + g.card_h * 0.5 + px * 1.2)
        badge.show()
    else:
        badge.hide()


def show_claim_chip(
    chip: Badge, s: DealState, g: TableGeometry, facts: TableFacts, last_trick: TrickView
) -> None:
    """The claim chip over the player's pile while declaring is legal, clear of the
    ``last_trick`` panel (placed before it)."""
    if Action(Kind.DECLARE) not in facts.legal(s):
        chip.hide()
        return
    px_x, px_y = g.pile_anchor(0)
    dress_chip(chip, claim_now(s, 0), g.font_px * 1.2)
    chip.show()  # placed while shown: the free place is looked for among the shown items
    wanted = QPointF(px_x, px_y - g.card_h * 0.75)
    felt = QRectF(g.margin, g.margin, g.width - 2 * g.margin, g.height - 2 * g.margin)
    chip.setPos(free_spot(chip, wanted, felt, (last_trick,)))  # never under another pile
    _keep_off(chip, last_trick, g)


def _keep_off(chip: Badge, last_trick: TrickView, g: TableGeometry) -> None:
    """The "66!" chip never covers the last-trick panel: it moves to the panel's left."""
    if not last_trick.isVisible():
        return
    at = chip.mapRectToScene(chip.boundingRect())
    panel = last_trick.mapRectToScene(last_trick.boundingRect())
    if at.intersects(panel):
        x = panel.left() - g.margin * 0.5 - at.width() / 2
        chip.setPos(x, panel.center().y())
