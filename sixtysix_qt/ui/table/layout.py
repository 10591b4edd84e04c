"""Where things lie on the table: a picture of a deal, and the geometry for any window size.

``TablePicture`` says where every card is (a hand, the talon, the trick, a
pile) and whether it shows its face; it is built from engine states only
through the public API.  ``TableGeometry`` turns a picture into positions for
the current window size and number of seats: seats are data (``SEAT_SIDES``),
so three- and four-seat tables need new rows, not new code.  No Qt here
except plain numbers, so layouts can be tested and reasoned about alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from sixtysix_qt.engine import DealState

SEAT_SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
"""Which edge of the table each seat sits at, seat 0 (the human) at the bottom."""

_DIRECTION = {"bottom": (0.0, 1.0), "top": (0.0, -1.0), "left": (-1.0, 0.0), "right": (1.0, 0.0)}
_HAND_ROTATION = {"bottom": 0.0, "top": 180.0, "left": 90.0, "right": -90.0}

SUIT_ORDER = "CHSD"
"""Hand sorting alternates black and red suits so neighbours are easy to tell apart."""
RANK_ORDER = "AT KQJ987".replace(" ", "")


def sort_key(code: str) -> tuple[int, int]:
    return SUIT_ORDER.index(code[1]), RANK_ORDER.index(code[0])


@dataclass
class Placement:
    """A card's target on screen: centre, rotation, face up or down, stacking order."""

    x: float
    y: float
    rotation: float
    face_up: bool
    z: float


@dataclass
class TablePicture:
    """Every card's place at one moment (one keyframe of an animation)."""

    hands: list[list[str]]
    talon: list[str] = field(default_factory=list)  # face-down undrawn cards, top first
    trump: str | None = None
    trump_up: bool = True
    trick: list[tuple[int, str]] = field(default_factory=list)
    piles: list[list[str]] = field(default_factory=list)  # per seat whose pile it is
    deck: list[str] = field(default_factory=list)  # undealt, at the dealer (deal animation)
    shown: set[str] = field(default_factory=set)  # other seats' cards shown face up
    lifted: set[str] = field(default_factory=set)  # raised for a moment (marriage)
    reveal: bool = False  # every hand face up (end of a deal)
    dealer: int = 0

    def copy(self) -> TablePicture:
        return TablePicture(
            [list(h) for h in self.hands],
            list(self.talon),
            self.trump,
            self.trump_up,
            list(self.trick),
            [list(p) for p in self.piles],
            list(self.deck),
            set(self.shown),
            set(self.lifted),
            self.reveal,
            self.dealer,
        )

    def all_cards(self) -> list[str]:
        cards = [c for h in self.hands for c in h] + self.talon + self.deck
        cards += [c for _s, c in self.trick] + [c for p in self.piles for c in p]
        if self.trump:
            cards.append(self.trump)
        return cards


def talon_cards(state: DealState) -> list[str]:
    """Undrawn face-down talon cards, top first, from the public deck order and talon size."""
    if state.talon_size <= 0:
        return []
    shape = state.shape
    dealt = shape.hand_size * shape.players
    under = state.deck_codes[dealt + 1 :]  # the cards laid face down on the turned trump
    facedown = state.talon_size - (1 if state.trump_card else 0)
    return under[len(under) - facedown :] if facedown > 0 else []


def pile_seat(state: DealState, side: int) -> int:
    """The seat whose pile holds a side's tricks: the side's first seat, except that the
    opponents' pile of a four-seat team game lies by the right-hand opponent, away
    from your own label and pile."""
    if state.shape.teams and state.num_players == 4 and side == 1:
        return 3
    return side


def picture_of(state: DealState, orders: list[list[str]] | None = None) -> TablePicture:
    """The table as ``state`` has it; ``orders`` keeps the opponents' cards where they were."""
    n = state.num_players
    hands = []
    for seat in range(n):
        cards = state.hand(seat)
        if seat == 0:
            cards = sorted(cards, key=sort_key)
        elif orders is not None and seat < len(orders):
            kept = [c for c in orders[seat] if c in cards]
            cards = kept + [c for c in cards if c not in kept]
        hands.append(cards)
    piles: list[list[str]] = [[] for _ in range(n)]
    sides = state.shape.sides
    for side in range(sides):
        piles[pile_seat(state, side)] = state.won_cards(side)
    return TablePicture(
        hands=hands,
        talon=talon_cards(state),
        trump=state.trump_card,
        trump_up=not state.closed,
        trick=state.current_trick(),
        piles=piles,
        reveal=state.is_over,
        dealer=state.dealer,
    )


CARD_SIZES: dict[str, float] = {"small": 0.88, "normal": 1.0, "large": 1.25}
"""Card size setting -> factor on the card width the window size gives (Settings -> Cards)."""
FIT_WIDTH = {False: (8.3, 4.75), True: (9.6, 5.9)}
"""Two seats (False) or more: the window's width and height over these are the widest
card that still leaves the hands, the trick and the talon apart; no size goes beyond."""


class TableGeometry:
    """Positions for a table of ``width`` x ``height`` logical pixels with ``seats`` seats
    holding ``hand_size`` cards each when dealt; ``card_scale`` (``CARD_SIZES``) makes the
    cards smaller or larger, never larger than the table has room for; ``text_scale`` makes
    the text on the felt follow the desktop's font size (``felt_items.desktop_text_scale``)."""

    def __init__(
        self,
        width: float,
        height: float,
        seats: int = 2,
        hand_size: int = 6,
        card_scale: float = 1.0,
        text_scale: float = 1.0,
    ) -> None:
        self.width = max(200.0, float(width))
        self.height = max(150.0, float(height))
        self.seats = seats
        self.hand_size = hand_size
        self.sides = SEAT_SIDES.get(seats, SEAT_SIDES[2])
        w, h = self.width, self.height
        # whole multiples of 4 px: resizing the window re-renders the card art
        # only every few pixels, not on every step of the drag
        if self.multi:  # hands on three or four edges: smaller cards
            natural = min(w / 10.5, h / 6.4, 140)
        else:
            natural = min(w / 9.2, h / 5.3, 150)
        fit_w, fit_h = FIT_WIDTH[self.multi]
        self.card_w = int(max(36, min(natural * card_scale, w / fit_w, h / fit_h))) // 4 * 4
        self.card_h = round(self.card_w * 1.4)
        self.margin = max(10.0, min(w, h) * 0.025)
        self.text_scale = text_scale

    @property
    def multi(self) -> bool:
        """Three or four seats: hands at the sides, piles in the corners."""
        return self.seats > 2

    def side_band(self) -> tuple[float, float]:
        """Top and bottom of the room a left or right hand may use: under the score
        panel (top left) and the corner pile, above the bottom corners' piles."""
        m, ch = self.margin, self.card_h
        panel = 12.8 * self.font_px + m * 1.6  # the score panel's five rows and title
        # the bottom corners stay clear, so your pile is plainly yours
        return m + max(ch * 1.2, panel), self.height - m - ch * 1.3

    @property
    def font_px(self) -> float:
        """Text size on the table, following the card size and the desktop's font size
        (larger desktop text grows it as far as the cards leave room for labels)."""
        base = max(11.0, min(17.0, self.card_w * 0.13))
        return min(base * self.text_scale, max(base, self.card_w * 0.17))

    # -- anchors ----------------------------------------------------------
    def side_of(self, seat: int) -> str:
        return self.sides[seat % len(self.sides)]

    def hand_anchor(self, seat: int) -> tuple[float, float]:
        w, h, m, ch = self.width, self.height, self.margin, self.card_h
        side = self.side_of(seat)
        if self.multi:
            top, bottom = self.side_band()
            if side == "bottom":
                return w / 2, h - m - ch * 0.56
            if side == "top":
                return w / 2 + self.card_w * 0.4, m + ch * 0.5
            if side == "left":
                return m + ch * 0.56, (top + bottom) / 2
            return w - m - ch * 0.56, (top + bottom) / 2
        if side == "bottom":
            return w / 2, h - m - ch * 0.56
        if side == "top":
            return self._top_hand_x(), m + ch * 0.5
        if side == "left":
            return m + ch * 0.42, h * 0.45
        return w - m - ch * 0.42, h * 0.45

    def panel_max_width(self) -> float:
        """The widest the score panel (top left) may grow: with two seats it ends a margin
        before the top hand, with three or four it leaves the middle free."""
        w, m = self.width, self.margin
        if self.multi:
            return max(180.0, min(w * 0.34, w / 2 - self.card_w * 2.2))
        return max(180.0, w / 2 - self.hand_extent(1, self.hand_size) - 2 * m)

    def _top_hand_x(self) -> float:
        """Two seats: the top hand in the middle, or moved right so that it stays clear of
        the score panel on a narrow table (the review's), short of the top pile."""
        half, m = self.hand_extent(1, self.hand_size), self.margin
        clear_of_panel = m * 2 + self.panel_max_width() + half
        short_of_pile = self.pile_anchor(1)[0] - self.card_w * 0.6 - m - half
        return max(self.width / 2, min(clear_of_panel, short_of_pile))

    @property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2 - self.card_h * 0.04

    def hand_span(self, seat: int, count: int) -> float:
        """Distance between neighbouring cards in a hand fan."""
        if count <= 1:
            return 0.0
        if seat == 0:
            room = self.width * 0.62 - self.card_w
            return min(self.card_w * 0.8, room / (count - 1))
        if self.multi and self.side_of(seat) in ("left", "right"):
            top, bottom = self.side_band()
            return max(4.0, min(self.card_w * 0.42, (bottom - top - self.card_w) / (count - 1)))
        if self.multi:
            return min(self.card_w * 0.34, (self.width * 0.26) / (count - 1))
        return min(self.card_w * 0.42, (self.width * 0.3) / (count - 1))

    def hand_extent(self, seat: int, count: int) -> float:
        """Half the width a hand of ``count`` cards covers, for placing labels beside it."""
        return self.hand_span(seat, count) * max(0, count - 1) / 2 + self.card_w / 2

    def hand_slot(self, seat: int, index: int, count: int, lifted: bool = False) -> Placement:
        ax, ay = self.hand_anchor(seat)
        side = self.side_of(seat)
        span = self.hand_span(seat, count)
        mid = (count - 1) / 2
        off = (index - mid) * span
        tilt = (index - mid) * (3.0 if seat == 0 else 2.0)
        arc = (index - mid) ** 2 * self.card_h * 0.012
        dx, dy = _DIRECTION[side]
        # along the edge: perpendicular to the direction towards the centre
        px, py = -dy, dx
        if side == "bottom":
            px, py = 1.0, 0.0
        x = ax + px * off + dx * arc
        y = ay + py * off + dy * arc
        if lifted:
            x -= dx * self.card_h * 0.35
            y -= dy * self.card_h * 0.35
        rot = _HAND_ROTATION[side] + tilt
        return Placement(x, y, rot, seat == 0, 100 + index)

    def trick_slot(self, seat: int, index: int) -> Placement:
        cx, cy = self.centre
        dx, dy = _DIRECTION[self.side_of(seat)]
        if self.multi:  # three or four cards: each nearer its player, all readable
            x = cx + dx * self.card_w * 0.8
            y = cy + dy * self.card_h * 0.34
            rot = {"bottom": 3.0, "left": -8.0, "top": 6.0, "right": 9.0}[self.side_of(seat)]
            return Placement(x, y, rot, True, 300 + index)
        dist = self.card_h * 0.17
        # a little sideways too, so both cards of a trick stay readable
        shift = self.card_w * 0.24
        x = cx + dx * dist * 1.4 + dy * shift
        y = cy + dy * dist - dx * shift * 0.5
        rot = (7.0 if seat % 2 == 0 else -9.0) + index * 2
        return Placement(x, y, rot, True, 300 + index)

    def talon_anchor(self) -> tuple[float, float]:
        m = self.margin
        x = m + self.card_w * 0.5 + 4
        if self.seats == 3:  # the top edge has no seat: the talon lies there, in everyone's view
            return self.width / 2 - self.card_h / 4, m + self.card_h * 0.55
        if self.multi:
            x = m * 2 + self.card_h + self.card_w * 0.6
            top, bottom = self.side_band()
            return x, (top + bottom) / 2 + self.card_h * 0.1
        if "left" in self.sides:
            x += self.card_h * 0.95
        return x, self.height / 2 - self.card_h * 0.04

    def talon_slot(self, index: int) -> Placement:
        """Face-down talon card ``index`` counted from the bottom (higher = nearer the top)."""
        x, y = self.talon_anchor()
        step = max(0.5, self.card_w * 0.006)
        return Placement(x - index * step, y - index * step, 0.0, False, 20 + index)

    def trump_slot(self) -> Placement:
        x, y = self.talon_anchor()
        return Placement(x + self.card_w * 0.5, y, 90.0, True, 10)

    def pile_anchor(self, seat: int, in_hand: int | None = None) -> tuple[float, float]:
        """Where a seat's won tricks lie; with three or four seats your pile lies just
        right of your hand of ``in_hand`` cards (None: a full hand)."""
        w, h, m, cw, ch = self.width, self.height, self.margin, self.card_w, self.card_h
        side = self.side_of(seat)
        x = w - m - cw * 0.6
        if self.multi:  # beside each seat's own hand
            _top, bottom = self.side_band()
            column = m * 2 + ch + cw * 0.6  # between a side hand and the middle
            if side == "left":
                return column, bottom - ch * 0.5
            if side == "right":
                return w - column, bottom - ch * 0.5
            if side == "bottom":
                count = self.hand_size if in_hand is None else max(3, in_hand)
                right_of_hand = w / 2 + self.hand_extent(0, count) + m * 0.5 + cw * 0.6
                return min(x, right_of_hand), h - m - ch * 0.56
            return w / 2 - self.hand_extent(seat, self.hand_size) - m - cw * 0.6, m + ch * 0.52
        if side == "bottom":
            return x, h - m - ch * 0.56
        if side == "top":
            return x, m + ch * 0.52
        if side == "left":
            return m + cw * 0.6, h - m - ch * 0.56
        return x, h - m - ch * 1.7

    def pile_slot(self, seat: int, index: int, in_hand: int | None = None) -> Placement:
        """Won tricks lie face down in a loose stack beside their owner."""
        x, y = self.pile_anchor(seat, in_hand)
        step = max(0.4, self.card_w * 0.005)
        rot = (-1) ** index * 4.0 + (index % 3) * 1.5
        return Placement(x - index * step, y - index * step, rot, False, 50 + index)

    def deck_slot(self, index: int) -> Placement:
        """The undealt pack before the deal, where the talon will lie."""
        p = self.talon_slot(index)
        p.z = 400 + index
        return p

    # -- the whole picture -------------------------------------------------
    def place(self, picture: TablePicture, open_hands: bool = False) -> dict[str, Placement]:
        """Target placement of every card in ``picture``; ``open_hands`` shows every hand
        face up (practice: learning by seeing what the others hold)."""
        out: dict[str, Placement] = {}
        for seat, hand in enumerate(picture.hands):
            for i, card in enumerate(hand):
                p = self.hand_slot(seat, i, len(hand), card in picture.lifted)
                p.face_up = seat == 0 or open_hands or picture.reveal or card in picture.shown
                if card in picture.lifted:
                    p.z += 200
                out[card] = p
        n_talon = len(picture.talon)
        for i, card in enumerate(picture.talon):
            out[card] = self.talon_slot(n_talon - 1 - i)
        if picture.trump:
            p = self.trump_slot()
            p.face_up = picture.trump_up
            out[picture.trump] = p
        for i, (seat, card) in enumerate(picture.trick):
            out[card] = self.trick_slot(seat, i)
        for seat, pile in enumerate(picture.piles):
            for i, card in enumerate(pile):
                out[card] = self.pile_slot(seat, i, len(picture.hands[0]))
        n_deck = len(picture.deck)
        for i, card in enumerate(picture.deck):
            out[card] = self.deck_slot(n_deck - 1 - i)
        return out

    def distance(self, a: Placement, b: Placement) -> float:
        return math.hypot(a.x - b.x, a.y - b.y)
