"""The auction panel of the bidding variant, filled from the state while the seats bid.

Each seat's last call, the standing prompt ("Your call: ..." or who is
bidding), a button per call with its tooltip and key, and a legend of what
each call means; the panel takes the free room in the middle of the table
between the hands and labels above and below it, in a smaller font where
the table is cramped (``show_auction``).  The calls a human may make come
from the engine's legal actions.  Strings keep the "TableView" context.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import Action, DealState, Kind
from sixtysix_qt.engine.options import MAX_BID

from ..words.texts import fill
from .bidding_panel import LEVEL_POINTS, BiddingPanel, level_text
from .facts import TableFacts, side_colour
from .felt_items import Badge
from .layout import TableGeometry


def show_auction(
    panel: BiddingPanel,
    s: DealState,
    g: TableGeometry,
    facts: TableFacts,
    seat_labels: Sequence[Badge],
) -> None:
    """The auction panel, while the bidding variant is bidding (else hidden); it stays
    clear of the ``seat_labels`` above and below it."""
    if s.phase != "bid" or s.is_over or facts.dealing:
        panel.hide()
        return
    latest: dict[int, str] = {}  # each seat's last call, in the order they first called
    for seat, text in s.history:
        call = Action.parse(text)
        if call.kind is Kind.PASS:
            latest[seat] = QCoreApplication.translate("TableView", "pass")
        elif call.kind is Kind.BID:
            latest[seat] = level_text(call.level)
    lines = [(facts.seat_name(seat), call, side_colour(s, seat)) for seat, call in latest.items()]
    labels = {Action(Kind.BID, level=lv): level_text(lv) for lv in range(1, MAX_BID + 1)}
    labels[Action(Kind.PASS)] = QCoreApplication.translate("TableView", "Pass")
    hint = QCoreApplication.translate("TableView", "Keys: 1–5 bid, P pass")
    top, bottom = _free_band(g, seat_labels)
    for scale in (1.0, 0.92, 0.84, 0.76):  # a smaller font where the table is cramped
        panel.set_auction(
            QCoreApplication.translate("TableView", "Auction"),
            lines,
            _prompt(s, facts),
            labels,
            set(facts.legal(s)),
            g.font_px * scale,
            _call_tips(),
            hint if facts.human_seats else "",
            call_legend(s),
            max_width=g.width * 0.56,
        )
        if panel.boundingRect().height() <= bottom - top:
            break
    r = panel.boundingRect()
    cx, cy = g.centre
    y = min(max(cy - r.height() / 2, top), bottom - r.height())
    panel.setPos(cx - r.width() / 2, y)
    panel.show()


def _prompt(s: DealState, facts: TableFacts) -> str:
    if facts.human_to_move(s):
        return QCoreApplication.translate(
            "TableView", "Your call: bid higher than the standing bid, or pass."
        )
    if s.to_move is not None:
        return fill(
            QCoreApplication.translate("TableView", "%1 is bidding…"),
            facts.seat_name(s.to_move),
        )
    return ""


def _free_band(g: TableGeometry, seat_labels: Sequence[Badge]) -> tuple[float, float]:
    """The free room in the middle of the table, between the hands and labels above
    and below it, where the auction panel goes."""
    cx, cy = g.centre
    half = g.width * 0.3  # the panel is at most this far from the middle either way
    top, bottom = g.margin, g.height - g.margin
    gap = g.margin * 0.3
    for seat, badge in enumerate(seat_labels):
        b = badge.mapRectToScene(badge.boundingRect())
        if b.right() < cx - half or b.left() > cx + half:
            continue
        if b.center().y() < cy:
            top = max(top, b.bottom() + gap)
        else:
            bottom = min(bottom, b.top() - gap)
        side = g.side_of(seat)
        ay = g.hand_anchor(seat)[1]
        if side == "top":
            top = max(top, ay + g.card_h * 0.62 + gap)
        elif side == "bottom":
            bottom = min(bottom, ay - g.card_h * 0.62 - gap)
    return top, bottom


def call_legend(s: DealState) -> list[str]:
    """What each call of the auction means, said on the auction panel itself."""
    levels = ", ".join(f"{level}\u00a0=\u00a0{points}" for level, points in LEVEL_POINTS.items())
    return [
        fill(
            QCoreApplication.translate(
                "TableView", "A bid is the card points your side will take: %1."
            ),
            levels,
        ),
        fill(
            QCoreApplication.translate(
                "TableView",
                "%1 = moon: win all %n tricks alone; your partner sits out.",
                "",
                s.shape.hand_size,
            ),
            MAX_BID,
        ),
        QCoreApplication.translate(
            "TableView", "The highest bidder leads, and the first card led chooses trump."
        ),
    ]


def _call_tips() -> dict[Action, str]:
    """The call buttons' tooltips: what each does and its key."""
    tips = {
        Action(Kind.BID, level=lv): fill(
            QCoreApplication.translate(
                "TableView", "Bid %1 (key %2; or the arrow keys, then Enter)"
            ),
            level_text(lv),
            lv,
        )
        for lv in range(1, MAX_BID + 1)
    }
    tips[Action(Kind.PASS)] = QCoreApplication.translate(
        "TableView", "Pass (key P or 0; or the arrow keys, then Enter)"
    )
    return tips
