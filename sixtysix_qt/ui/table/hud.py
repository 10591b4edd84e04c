"""The heads-up display of the table: score panel, seat labels, talon count, auction, summary.

``TableHud`` draws what a state says in words and numbers, from the state,
the table geometry and ``TableFacts`` (names, the match score, the view's
modes) alone: it never calls back into the view or the controller, so it
can be built and checked from a state without a window.  Strings keep the
"TableView" translation context they always had.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from sixtysix_qt.engine import Action, DealState, Kind
from sixtysix_qt.engine.cards import SUIT_SYMBOLS, SUITS
from sixtysix_qt.engine.options import MAX_BID

from ..words.texts import RED_SUITS, card_name, fill, suit_name
from .art import CardArt
from .bidding_panel import LEVEL_POINTS, BiddingPanel, level_text
from .claim import Claim, claim_now, dress_chip
from .facts import TableFacts, seat_label, side_colour, side_label
from .felt_items import GOLD, Badge, Panel, Row, TrickView
from .layout import TableGeometry, sort_key
from .summary import summary_parts


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

    def _add(self, item, z: float, hidden: bool = False):
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
        """Re-set every label from ``s``; returns the status line to show (may be empty)."""
        self.set_seats(s.num_players)
        self._update_info(s, g, facts)
        self._update_badges(s, g, facts)
        self._update_last_trick(s, g, facts)
        self._update_talon_and_chip(s, g, facts)
        self._update_review(s, g, facts)
        self._update_bidding(s, g, facts)
        if self.summary.isVisible():
            self.show_summary(s, g, facts)
        return self.status_text(s, facts)

    # -- the score panel ---------------------------------------------------
    def info_rows(self, s: DealState, facts: TableFacts) -> list[Row]:
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
            rows.append(
                (QCoreApplication.translate("TableView", "Bid"), by, side_colour(s, s.bidder))
            )
        if s.sitting_out is not None:
            rows.append(
                (
                    QCoreApplication.translate("TableView", "Sits out"),
                    facts.seat_name(s.sitting_out),
                    None,
                )
            )
        if s.shape.has_talon:
            rows.append(
                (QCoreApplication.translate("TableView", "Talon"), _talon_text(s, facts), None)
            )
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

    def _update_info(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        sides = s.shape.sides
        title = " : ".join(facts.names[:sides]) if sides == 2 else ""
        max_w = max(180.0, g.width / 2 - g.hand_extent(1, 6) - 2 * g.margin)
        if g.multi:
            title = " : ".join(side_label(s, facts, side) for side in range(sides))
            max_w = max(180.0, min(g.width * 0.34, g.width / 2 - g.card_w * 2.2))
        self.info.set_font_px(g.font_px, max_w)
        self.info.set_content(title, self.info_rows(s, facts))
        self.info.setPos(g.margin, g.margin)

    # -- seat labels ---------------------------------------------------------
    def badge_text(self, s: DealState, facts: TableFacts, seat: int) -> str:
        """A seat's label: its name and what it is doing (dealing, to play, sitting out)."""
        name = seat_label(s, facts, seat)
        text = name
        if seat == s.dealer:
            text = fill(QCoreApplication.translate("TableView", "%1 · dealer"), name)
        if self._has_turn(s, facts, seat):
            if facts.is_human(seat):
                text = fill(QCoreApplication.translate("TableView", "%1 · your turn"), name)
            elif facts.thinking_seat == seat:
                text = fill(QCoreApplication.translate("TableView", "%1 · thinking…"), name)
            else:
                text = fill(QCoreApplication.translate("TableView", "%1 · to play"), name)
        if s.sitting_out == seat:
            text = fill(QCoreApplication.translate("TableView", "%1 · sits out"), name)
        return text

    @staticmethod
    def _has_turn(s: DealState, facts: TableFacts, seat: int) -> bool:
        return s.to_move == seat and not s.is_over and not facts.dealing and facts.settled

    def _update_badges(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        for seat, badge in enumerate(self.seat_badges):
            badge.set_text(self.badge_text(s, facts, seat))
            badge.set_font_px(g.font_px)
            badge.set_active(self._has_turn(s, facts, seat))
            badge.set_side_colour(side_colour(s, seat))
            badge.set_faded(s.sitting_out == seat)
            if g.multi:
                self._place_badge_multi(s, g, seat, badge)
            else:
                self._place_badge_two(s, g, seat, badge)

    @staticmethod
    def _place_badge_two(s: DealState, g: TableGeometry, seat: int, badge: Badge) -> None:
        """Two seats: your label left of your hand, the opponent's right of theirs."""
        ax, ay = g.hand_anchor(seat)
        n = max(1, len(s.hand(seat)))
        half = g.hand_extent(seat, max(n, s.shape.hand_size))
        bw = badge.boundingRect().width()
        side = g.side_of(seat)
        if side == "bottom":
            badge.setPos(max(g.margin + bw / 2, ax - half - g.margin - bw / 2), ay + g.card_h * 0.3)
        elif side == "top":
            pile_left = g.pile_anchor(seat)[0] - g.card_w * 0.6
            x = min(ax + half + g.margin + bw / 2, pile_left - g.margin - bw / 2)
            if x - bw / 2 < ax + half:  # no room beside the hand: under it
                badge.setPos(ax, ay + g.card_h * 0.5 + badge.boundingRect().height())
            else:
                badge.setPos(x, ay - g.card_h * 0.2)
        else:
            badge.setPos(ax, ay + half + g.margin + badge.boundingRect().height())

    def _place_badge_multi(self, s: DealState, g: TableGeometry, seat: int, badge: Badge) -> None:
        """Seat labels beside their hands, clear of piles, talon and the score panel."""
        ax, ay = g.hand_anchor(seat)
        half = g.hand_extent(seat, max(len(s.hand(seat)), s.shape.hand_size))
        r = badge.boundingRect()
        bw, bh = r.width(), r.height()
        side = g.side_of(seat)
        if side == "bottom":
            x = ax - half - g.margin - bw / 2
            if x - bw / 2 >= g.margin:
                badge.setPos(x, ay + g.card_h * 0.3)
            else:  # no room beside the hand: just above its left end
                badge.setPos(
                    max(g.margin + bw / 2, ax - half + bw / 2), ay - g.card_h * 0.5 - bh * 0.7
                )
        elif side == "top":
            x = ax + half + g.margin + bw / 2
            if x + bw / 2 > g.width - g.margin:  # no room beside the hand: under it
                badge.setPos(ax, ay + g.card_h * 0.5 + bh)
            else:
                badge.setPos(x, ay)
        else:
            # beside the top end of the hand, towards the centre, under the score panel
            info = self.info.mapRectToScene(self.info.boundingRect())
            y = max(ay - half + bh / 2, info.bottom() + g.margin * 0.4 + bh / 2)
            dx = g.card_h * 0.5 + g.margin * 0.5 + bw / 2
            badge.setPos(ax + dx if side == "left" else ax - dx, y)

    def _update_talon_and_chip(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        # the talon count sits on the talon, so the eye finds it where the cards are
        px = g.font_px
        left = facts.talon_left(s)
        if s.shape.has_talon and left:
            tx, ty = g.talon_anchor()
            self.talon_badge.set_font_px(px * 0.95)
            self.talon_badge.set_text(
                QCoreApplication.translate("TableView", "closed") if s.closed else str(left)
            )
            self.talon_badge.setPos(tx, ty + g.card_h * 0.5 + px * 1.2)
            self.talon_badge.show()
        else:
            self.talon_badge.hide()
        if Kind.DECLARE in facts.legal(s):
            self._update_chip(s, g, claim_now(s, 0))
        else:
            self.declare_chip.hide()

    def _update_chip(self, s: DealState, g: TableGeometry, claim: Claim) -> None:
        """The claim chip over the player's pile, clear of the last trick."""
        px_x, px_y = g.pile_anchor(0)
        dress_chip(self.declare_chip, claim, g.font_px * 1.2)
        self.declare_chip.setPos(px_x, px_y - g.card_h * 0.75)
        self._keep_chip_off_last_trick(g)
        self.declare_chip.show()

    def _keep_chip_off_last_trick(self, g: TableGeometry) -> None:
        """The "66!" chip never covers the last-trick panel: it moves to the panel's left."""
        if not self.last_trick.isVisible():
            return
        chip = self.declare_chip.mapRectToScene(self.declare_chip.boundingRect())
        panel = self.last_trick.mapRectToScene(self.last_trick.boundingRect())
        if chip.intersects(panel):
            x = panel.left() - g.margin * 0.5 - chip.width() / 2
            self.declare_chip.setPos(x, panel.center().y())

    # -- the auction -----------------------------------------------------------
    def _update_bidding(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        """The auction panel, while the bidding variant is bidding."""
        if s.phase != "bid" or s.is_over or facts.dealing:
            self.bidding.hide()
            return
        latest: dict[int, str] = {}  # each seat's last call, in the order they first called
        for seat, text in s.history:
            call = Action.parse(text)
            if call.kind is Kind.PASS:
                latest[seat] = QCoreApplication.translate("TableView", "pass")
            elif call.kind is Kind.BID:
                latest[seat] = level_text(call.level)
        lines = [
            (facts.seat_name(seat), call, side_colour(s, seat)) for seat, call in latest.items()
        ]
        labels = {str(Action(Kind.BID, level=lv)): level_text(lv) for lv in range(1, MAX_BID + 1)}
        labels[Kind.PASS] = QCoreApplication.translate("TableView", "Pass")
        hint = QCoreApplication.translate("TableView", "Keys: 1–5 bid, P pass")
        top, bottom = self._bidding_band(s, g)
        for scale in (1.0, 0.92, 0.84, 0.76):  # a smaller font where the table is cramped
            self.bidding.set_auction(
                QCoreApplication.translate("TableView", "Auction"),
                lines,
                self._auction_prompt(s, facts),
                labels,
                set(facts.legal(s)),
                g.font_px * scale,
                _call_tips(),
                hint if facts.human_seats else "",
                call_legend(s),
                max_width=g.width * 0.56,
            )
            if self.bidding.boundingRect().height() <= bottom - top:
                break
        r = self.bidding.boundingRect()
        cx, cy = g.centre
        y = min(max(cy - r.height() / 2, top), bottom - r.height())
        self.bidding.setPos(cx - r.width() / 2, y)
        self.bidding.show()

    @staticmethod
    def _auction_prompt(s: DealState, facts: TableFacts) -> str:
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

    def _bidding_band(self, s: DealState, g: TableGeometry) -> tuple[float, float]:
        """The free room in the middle of the table, between the hands and labels above
        and below it, where the auction panel goes."""
        cx, cy = g.centre
        half = g.width * 0.3  # the panel is at most this far from the middle either way
        top, bottom = g.margin, g.height - g.margin
        gap = g.margin * 0.3
        for seat, badge in enumerate(self.seat_badges):
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

    # -- the status line ---------------------------------------------------------
    def status_text(self, s: DealState, facts: TableFacts) -> str:
        """What the status line says: whose turn, and what the player may do."""
        if facts.dealing:
            if facts.is_human(s.dealer):  # the verb agrees with its person: "You deal."
                return QCoreApplication.translate("TableView", "You deal.")
            dealer = facts.names[s.dealer] if facts.names else ""
            return fill(QCoreApplication.translate("TableView", "%1 deals."), dealer)
        if s.is_over:
            return QCoreApplication.translate("TableView", "The deal is over.")
        if facts.human_to_move(s) and s.phase == "bid":
            return QCoreApplication.translate(
                "TableView", "Your call: choose a bid in the auction panel, or pass."
            )
        if facts.human_to_move(s):
            return self._your_turn_text(s, facts)
        if s.to_move is None:
            return ""
        name = facts.names[s.to_move] if s.to_move < len(facts.names) else str(s.to_move)
        if lead_sets_trump(s):
            return fill(
                QCoreApplication.translate("TableView", "%1 leads: that card chooses trump."),
                name,
            )
        return fill(QCoreApplication.translate("TableView", "%1 is thinking…"), name)

    @staticmethod
    def _your_turn_text(s: DealState, facts: TableFacts) -> str:
        legal = facts.legal(s)
        extras = []
        if any(Action.parse(a).kind is Kind.MARRY for a in legal):
            extras.append(
                QCoreApplication.translate("TableView", "you can announce a marriage (M)")
            )
        if Kind.EXCHANGE in legal:
            extras.append(QCoreApplication.translate("TableView", "exchange the trump card (E)"))
        if Kind.CLOSE in legal:
            extras.append(QCoreApplication.translate("TableView", "close the talon (C)"))
        if Kind.DECLARE in legal and facts.human_to_move(s):
            claim = claim_now(s, s.to_move)
            if claim.worth_offering:  # never offered as if it mattered at 0 points
                extras.append(
                    fill(QCoreApplication.translate("TableView", "declare %1 (D)"), claim.target)
                )
        if lead_sets_trump(s):
            base = QCoreApplication.translate(
                "TableView", "Your turn: lead a card. Its suit becomes trump."
            )
        elif not s.current_trick():
            base = QCoreApplication.translate("TableView", "Your turn: play a card.")
        else:
            base = QCoreApplication.translate("TableView", "Your turn: answer the card led.")
        if extras:
            also = fill(QCoreApplication.translate("TableView", "Also: %1."), ", ".join(extras))
            base = base + " " + also
        if facts.chosen is not None:
            chosen = fill(
                QCoreApplication.translate("TableView", "Chosen: %1 (Enter plays it)."),
                card_name(facts.chosen),
            )
            base = base + " " + chosen
        return base

    # -- the last trick and the won cards ----------------------------------------
    def _update_last_trick(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        last = s.last_completed_trick()
        if not facts.show_last or not last:
            self.last_trick.hide()
            return
        self.last_trick.set_card_width(int(g.card_w * 0.7), g.font_px)
        self.last_trick.set_trick(
            [c for _seat, c in last], QCoreApplication.translate("TableView", "Last trick")
        )
        r = self.last_trick.boundingRect()
        x = g.width - g.margin - r.width()
        y = g.height / 2 - r.height() / 2
        if g.multi:  # left of the right-hand seat's cards, above the pile beside them
            x -= g.card_h + g.margin
            pile_top = g.pile_anchor(g.sides.index("right"))[1] - g.card_h * 0.5
            y = max(g.margin, min(y, pile_top - g.margin * 0.5 - r.height()))
        self.last_trick.setPos(x, y)
        self.last_trick.show()

    def _update_review(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        won = s.won_cards(s.side_of(0))
        if not (facts.show_review and facts.review_allowed and won):
            self.review.hide()
            return
        self.review.per_row = 8 if len(won) <= 24 else 12
        self.review.set_card_width(int(g.card_w * 0.62), g.font_px)
        caption = QCoreApplication.translate(
            "TableView", "Cards your side has won: %n", "", len(won)
        )
        self.review.set_trick(sorted(won, key=sort_key), caption)
        r = self.review.boundingRect()
        cx, cy = g.centre
        self.review.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))
        self.review.show()

    # -- the end of a deal ---------------------------------------------------------
    def show_summary(self, s: DealState, g: TableGeometry, facts: TableFacts) -> None:
        """The card over the table at the end of a deal: the score and why."""
        if not s.is_over or facts.scores is None:
            return
        parts = summary_parts(s, facts)
        px = g.font_px * 1.05
        self.summary.set_font_px(px, min(g.width * 0.6, 560.0), min(g.width * 0.4, 340.0))
        review = QCoreApplication.translate("TableView", "Review this deal")
        second = review if self.offer_review else ""
        button = self.continue_label() or parts.button
        self.summary.set_content(
            parts.title, parts.rows, parts.sentences, button, parts.grid, second
        )
        r = self.summary.boundingRect()
        cx, cy = g.centre
        self.summary.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))
        self.summary.show()


def lead_sets_trump(s: DealState) -> bool:
    """The auction is won and no card is led yet: the first card led will choose trump."""
    return s.shape.bidding and s.phase != "bid" and not s.is_over and s.trump_suit is None


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


def _call_tips() -> dict[str, str]:
    """The call buttons' tooltips: what each does and its key."""
    tips = {
        str(Action(Kind.BID, level=lv)): fill(
            QCoreApplication.translate(
                "TableView", "Bid %1 (key %2; or the arrow keys, then Enter)"
            ),
            level_text(lv),
            lv,
        )
        for lv in range(1, MAX_BID + 1)
    }
    tips[Kind.PASS] = QCoreApplication.translate(
        "TableView", "Pass (key P or 0; or the arrow keys, then Enter)"
    )
    return tips
