"""The card table: a QGraphicsView on green felt that shows the controller's states.

Every state the controller emits is diffed against the previous one
(``FrameBuilder``) and animated (``Animator``); labels and panels are
refreshed from the newest state at once.  Gestures become action strings
that the controller checks against the engine: a card, the trump card, the
talon, the "66!" chip.  The table knows what is legal only by asking the
engine through the controller, and never moves a card the engine refused.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMenu, QWidget

from sixtysix_qt.engine import DealState

from ..play.controller import GameController
from ..words.texts import (
    RED_SUITS,
    SUIT_SYMBOLS,
    card_name,
    fill,
    marriage_menu_item,
    seat_names,
    side_name,
    suit_name,
)
from .animator import Animator, FrameBuilder
from .art import CardArt
from .bidding_panel import BiddingPanel, level_text
from .card_item import CardItem
from .layout import TableGeometry
from .widgets import OUR_SIDE, THEIR_SIDE, Badge, Panel, TrickView


class TableView(QGraphicsView):
    """The felt, the cards and the labels on it; turns clicks and drags into actions."""

    statusMessage = Signal(str)
    continueRequested = Signal()  # the summary's button: next deal or play again
    relaidOut = Signal()
    animationIdle = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = CardArt()
        self.ask_marriage = False
        """Ask before announcing when a marriageable king or queen is played (else announce)."""
        self.items: dict[str, CardItem] = {}
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 360)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("table")

        self._geom = TableGeometry(800, 600, 2)
        self._builder = FrameBuilder()
        self.animator = Animator(self.items, lambda: self._geom, self)
        self.animator.busyChanged.connect(self._on_busy)
        self._state: DealState | None = None
        self._names: list[str] = []
        self._summary_wanted = False
        self._show_last = False
        self._dealing = False  # while the cards of a new deal are flying out
        self._wiggles: list[QSequentialAnimationGroup] = []

        self.info = Panel()
        self.info.setZValue(5)
        self._scene.addItem(self.info)
        self.summary = Panel()
        self.summary.setZValue(5000)
        self.summary.hide()
        self.summary.buttonClicked.connect(self.continueRequested)
        self._scene.addItem(self.summary)
        self.last_trick = TrickView(self.art)
        self.last_trick.setZValue(4000)
        self.last_trick.hide()
        self.last_trick.clicked.connect(lambda: self.toggle_last_trick(False))
        self._scene.addItem(self.last_trick)
        self.review = TrickView(self.art, per_row=8)
        self.review.setZValue(4200)
        self.review.hide()
        self.review.clicked.connect(lambda: self.toggle_review(False))
        self._scene.addItem(self.review)
        self._review_tricks = False
        self._show_review = False
        self._chosen: str | None = None  # the card picked with the keyboard
        self.declare_chip = Badge("66!", clickable=True)
        self.declare_chip.setZValue(4500)
        self.declare_chip.hide()
        self.declare_chip.clicked.connect(self.request_declare)
        self._scene.addItem(self.declare_chip)
        self.talon_badge = Badge()
        self.talon_badge.setZValue(900)
        self._scene.addItem(self.talon_badge)
        self.seat_badges: list[Badge] = []
        self.bidding = BiddingPanel()
        self.bidding.setZValue(4600)
        self.bidding.hide()
        self.bidding.actionRequested.connect(self.request)
        self._scene.addItem(self.bidding)

        controller.stateChanged.connect(self.show_state)
        controller.thinkingChanged.connect(lambda _seat, _on: self.refresh())
        controller.matchStarted.connect(lambda _m: self._on_match_started())

    # -- public API -------------------------------------------------------
    @property
    def geometry_model(self) -> TableGeometry:
        return self._geom

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.animator.speed = speed
        if self.animator.factor <= 0:
            self.animator.finish()

    # -- practice settings -------------------------------------------------
    @property
    def card_back(self) -> str:
        return self.art.back

    def set_card_back(self, name: str) -> None:
        """Draw hidden cards with another back (a ``CardArt.backs()`` id); ValueError if unknown."""
        self.art.back = name
        self._repaint_cards()

    @property
    def four_colour(self) -> bool:
        return self.art.four_colour

    def set_four_colour(self, on: bool) -> None:
        """Use the four-colour deck, so suits are told apart by colour as well as shape."""
        self.art.four_colour = on
        self._repaint_cards()

    @property
    def show_opponent_cards(self) -> bool:
        return self.animator.open_hands

    def set_show_opponent_cards(self, on: bool) -> None:
        """Practice: every hand face up, to learn by seeing what the others hold."""
        self.animator.open_hands = bool(on)
        if self.animator.picture is not None and not self.animator.busy:
            self.animator.snap()

    @property
    def review_tricks(self) -> bool:
        return self._review_tricks or bool(
            self._state is not None and self._state.options.get("review_tricks", False)
        )

    def set_review_tricks(self, on: bool) -> None:
        """Allow clicking your own pile to see every card your side won (else: the last trick)."""
        self._review_tricks = bool(on)
        if not self.review_tricks:
            self.toggle_review(False)

    def toggle_review(self, show: bool | None = None) -> None:
        """Show or hide the cards your side has won (only when reviewing tricks is allowed)."""
        self._show_review = (not self._show_review) if show is None else show
        if not self.review_tricks:
            self._show_review = False
        if self._state is not None:
            self._update_review(self._state)

    def _repaint_cards(self) -> None:
        for item in self.items.values():
            item.update()
        self.last_trick.refresh_art()
        self.review.refresh_art()
        self.resetCachedContent()

    # -- keyboard play ------------------------------------------------------
    @property
    def chosen_card(self) -> str | None:
        """The card picked with the arrow or number keys (None: nothing picked)."""
        return self._chosen

    def _hand_order(self) -> list[str]:
        """The human's cards left to right, as they lie on the table."""
        s = self._state
        if s is None:
            return []
        pic = self.animator.picture
        hand = set(s.hand(0))
        if pic is not None and pic.hands and set(pic.hands[0]) == hand:
            return list(pic.hands[0])
        from .layout import sort_key

        return sorted(hand, key=sort_key)

    def _playable_cards(self) -> list[str]:
        legal = {a.split()[1] for a in self.controller.human_actions() if " " in a}
        return [c for c in self._hand_order() if c in legal]

    def choose_card(self, code: str | None) -> None:
        """Pick a card for Enter/Space to play; None clears the choice."""
        if code == self._chosen:
            return
        if self._chosen in self.items:
            self.items[self._chosen].set_chosen(False)
        self._chosen = code if code in self.items else None
        if self._chosen is not None:
            self.items[self._chosen].set_chosen(True)
            self.statusMessage.emit(
                fill(
                    self.tr("%1 chosen: Enter or Space plays it, Esc clears the choice."),
                    card_name(self._chosen),
                )
            )

    def move_choice(self, step: int) -> None:
        """Move the choice to the next playable card left (-1) or right (+1), wrapping round."""
        cards = self._playable_cards()
        if not cards:
            self.statusMessage.emit(self._wait_text())
            return
        if self._chosen in cards:
            i = (cards.index(self._chosen) + step) % len(cards)
        else:
            i = 0 if step > 0 else len(cards) - 1
        self.choose_card(cards[i])

    def choose_nth(self, n: int) -> None:
        """Pick the n-th card of the hand (1 = leftmost), if it may be played now."""
        hand = self._hand_order()
        if not 1 <= n <= len(hand):
            return
        code = hand[n - 1]
        if code in self._playable_cards():
            self.choose_card(code)
        elif not self.controller.human_to_move():
            self.statusMessage.emit(self._wait_text())
        else:
            self._wiggle(code)
            self.statusMessage.emit(fill(self.tr("%1 cannot be played now."), card_name(code)))

    def play_chosen(self) -> bool:
        """Play the chosen card exactly as a click on it would (marriage offers included)."""
        code = self._chosen
        if code is None:
            self.statusMessage.emit(
                self.tr("Choose a card first: arrow keys or 1 to 7, then Enter.")
            )
            return False
        self.choose_card(None)
        self._on_card_clicked(code)
        return True

    # -- keyboard play: the auction ---------------------------------------
    def in_auction(self) -> bool:
        """The auction panel is up: its keys (1..5, P, 0, arrows, Enter) go to the auction."""
        s = self._state
        return s is not None and s.phase == "bid" and not s.is_over and self.bidding.isVisible()

    def _call_name(self, action: str) -> str:
        if action == "pass":
            return self.tr("Pass")
        return fill(self.tr("Bid %1"), level_text(int(action.split()[1])))

    def call(self, action: str) -> bool:
        """Make a call of the auction ("bid N" or "pass") as a click on its button would.

        An illegal bid is refused with a status-line message and changes nothing.
        """
        self.bidding.set_focus(None)
        if action == "pass":
            return self.request("pass")
        level = int(action.split()[1])
        return self.request(
            action,
            fill(
                self.tr("%1 cannot be bid now: bid higher than the standing bid, or pass."),
                level_text(level),
            ),
        )

    def move_call_focus(self, step: int) -> None:
        """Move the focus ring over the enabled call buttons, left (-1) or right (+1)."""
        action = self.bidding.move_focus(step)
        if action is None:
            self.statusMessage.emit(self._wait_text())
            return
        self.statusMessage.emit(
            fill(
                self.tr("%1 chosen: Enter or Space calls it, Esc clears the choice."),
                self._call_name(action),
            )
        )

    def press_call_focus(self) -> bool:
        """Press the call button the focus ring is on."""
        action = self.bidding.focused_action()
        if action is None:
            if not self.controller.human_to_move():
                self.statusMessage.emit(self._wait_text())
            else:
                self.statusMessage.emit(
                    self.tr(
                        "Choose a call first: arrow keys, then Enter; or 1 to 5 bids, P passes."
                    )
                )
            return False
        return self.call(action)

    _AUCTION_KEYS = (
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
        Qt.Key.Key_Space,
        Qt.Key.Key_P,
        Qt.Key.Key_0,
        Qt.Key.Key_1,
        Qt.Key.Key_2,
        Qt.Key.Key_3,
        Qt.Key.Key_4,
        Qt.Key.Key_5,
    )
    _COMMAND_MODIFIERS = (
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier
    )

    def _auction_key(self, event: QKeyEvent) -> bool:
        """Handle a key of the auction; False: not an auction key (let others have it)."""
        if event.modifiers() & self._COMMAND_MODIFIERS:
            return False
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            self.call(f"bid {int(key) - int(Qt.Key.Key_0)}")
        elif Qt.Key.Key_6 <= key <= Qt.Key.Key_9:
            pass  # no such level (and no card may be played yet): nothing happens
        elif key in (Qt.Key.Key_P, Qt.Key.Key_0):
            self.call("pass")
        elif key == Qt.Key.Key_Left:
            self.move_call_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.move_call_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.press_call_focus()
        elif key == Qt.Key.Key_Escape and self.bidding.focused_action() is not None:
            self.bidding.set_focus(None)
            self.refresh()
        else:
            return False
        return True

    _KEYS_TAKEN = (
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
        Qt.Key.Key_Space,
        Qt.Key.Key_Escape,
    )

    def event(self, event: QEvent) -> bool:
        # Enter and Space belong to the chosen card (or call), before any window shortcut
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            key = event.key()
            if key in self._KEYS_TAKEN and (
                self._chosen is not None or key in (Qt.Key.Key_Left, Qt.Key.Key_Right)
            ):
                event.accept()
                return True
            if (
                self.in_auction()
                and not event.modifiers() & self._COMMAND_MODIFIERS
                and (
                    key in self._AUCTION_KEYS
                    or (key == Qt.Key.Key_Escape and self.bidding.focused_action() is not None)
                )
            ):
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.in_auction() and self._auction_key(event):
            event.accept()
            return
        if key == Qt.Key.Key_Left:
            self.move_choice(-1)
        elif key == Qt.Key.Key_Right:
            self.move_choice(1)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.choose_nth(int(key) - int(Qt.Key.Key_0))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._chosen is None:
                super().keyPressEvent(event)
                return
            self.play_chosen()
        elif key == Qt.Key.Key_Escape and (self._chosen is not None or self._show_review):
            self.choose_card(None)
            self.toggle_review(False)
            self.refresh()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def show_state(self, old: DealState | None, new: DealState) -> None:
        """Animate the difference between two engine states and refresh every label."""
        new_deal = old is None or old.deck_codes != new.deck_codes or old.dealer != new.dealer
        if new_deal:
            self._ensure_items(new)
            self.summary.hide()
            self._show_review = False
        self._state = new
        self.animator.enqueue(self._builder.frames(old, new))
        self._dealing = new_deal and self.animator.busy
        self._summary_wanted = new.is_over
        if not new.is_over:
            self.summary.hide()
        self.refresh()
        if new.is_over and not self.animator.busy:
            self._show_summary()

    def refresh(self) -> None:
        """Re-set every text and what may be clicked (after a state change or a language change)."""
        s = self._state
        if s is None:
            return
        self._names = seat_names(self.controller.setup.seats)
        self._update_info(s)
        self._update_badges(s)
        self._update_interaction(s)
        self._update_last_trick(s)
        self._update_review(s)
        self._update_bidding(s)
        if self.summary.isVisible():
            self._show_summary()

    def retranslate(self) -> None:
        self.refresh()

    def item(self, code: str) -> CardItem:
        return self.items[code]

    def click_point(self, code: str) -> QPoint:
        """A viewport point where ``code`` is the topmost item (for tests and keyboard play)."""
        item = self.items[code]
        r = item.boundingRect()
        for fx in (0.0, -0.3, 0.3, -0.4, 0.4, -0.45, 0.45):
            for fy in (0.0, -0.3, 0.3, -0.42):
                pt = self.mapFromScene(item.mapToScene(QPointF(r.width() * fx, r.height() * fy)))
                if self.itemAt(pt) is item:
                    return pt
        return self.mapFromScene(item.scenePos())

    # -- gestures ---------------------------------------------------------
    def request(self, action: str, refusal: str = "") -> bool:
        """Send an action to the controller; say why not if it is refused."""
        if self.controller.play(action):
            return True
        if not self.controller.human_to_move():
            self.statusMessage.emit(self._wait_text())
        elif refusal:
            self.statusMessage.emit(refusal)
        return False

    def request_exchange(self) -> bool:
        return self.request(
            "exchange",
            self.tr(
                "You can exchange the trump nine only when you lead, have won a trick "
                "and the talon has cards left."
            ),
        )

    def request_close(self) -> bool:
        return self.request(
            "close", self.tr("You can close the talon only when you lead and it has cards left.")
        )

    def request_declare(self) -> bool:
        return self.request("declare", self.tr("Declaring is not possible now."))

    def request_marriage(self) -> bool:
        """Announce a marriage: directly if there is one way, else offer a menu of them."""
        marriages = [a for a in self.controller.human_actions() if a.startswith("marry ")]
        if not marriages:
            if not self.controller.human_to_move():
                self.statusMessage.emit(self._wait_text())
            else:
                self.statusMessage.emit(
                    self.tr("You can announce a marriage when you lead and hold a king and queen.")
                )
            return False
        if len(marriages) == 1:
            return self.request(marriages[0])
        menu = QMenu(self)
        for action in marriages:
            card = action.split()[1]
            menu.addAction(marriage_menu_item(card), lambda a=action: self.request(a))
        menu.popup(self.mapToGlobal(self.rect().center()))
        return True

    def toggle_last_trick(self, show: bool | None = None) -> None:
        self._show_last = (not self._show_last) if show is None else show
        if self._state is not None:
            self._update_last_trick(self._state)

    def play_card(self, code: str) -> bool:
        """Play a card of the human's hand, announcing a marriage as the settings say."""
        if not self.controller.human_to_move():
            self.statusMessage.emit(self._wait_text())
            self._wiggle(code)
            return False
        legal = self.controller.human_actions()
        if f"marry {code}" in legal:
            if self.ask_marriage:
                self._ask_marriage(code)
                return True
            return self.request(f"marry {code}")
        if f"play {code}" in legal:
            return self.request(f"play {code}")
        self._wiggle(code)
        self.statusMessage.emit(
            self.tr(
                "That card cannot be played now: follow suit and take the trick if you can, "
                "else play a trump."
            )
        )
        return False

    def _ask_marriage(self, code: str) -> None:
        menu = QMenu(self)
        pts = 40 if code[1] == self._state.trump_suit else 20
        menu.addAction(
            fill(self.tr("Announce the marriage (%1)"), pts),
            lambda: self.request(f"marry {code}"),
        )
        menu.addAction(self.tr("Just play the card"), lambda: self.request(f"play {code}"))
        menu.popup(self.mapToGlobal(self.mapFromScene(self.items[code].scenePos())))

    def _on_card_clicked(self, code: str) -> None:
        s = self._state
        if s is None or self.animator.busy and code not in s.hand(0):
            return
        if code in s.hand(0):
            self.play_card(code)
        elif code == s.trump_card:
            self.request_exchange()
        elif self.animator.picture is not None and code in self.animator.picture.talon:
            self.request_close()
        elif self.review_tricks and code in s.won_cards(s.side_of(0)):
            self.toggle_review()
        elif any(code in s.won_cards(side) for side in range(s.shape.sides)):
            self.toggle_last_trick()

    def _on_card_dragged(self, code: str, where: QPointF) -> None:
        s = self._state
        hand_top = self._geom.hand_anchor(0)[1] - self._geom.card_h * 0.7
        if s is not None and code in s.hand(0) and where.y() < hand_top and self.play_card(code):
            return
        self.animator.snap()

    def _wiggle(self, code: str) -> None:
        """Shake a card that may not be played, leaving it where it is."""
        item = self.items.get(code)
        if item is None or self.animator.busy:
            return
        base = item.rotation()
        group = QSequentialAnimationGroup(self)
        for delta in (-5.0, 5.0, -3.0, 0.0):
            a = QPropertyAnimation(item, b"rotation", group)
            a.setEndValue(base + delta)
            a.setDuration(50)
            a.setEasingCurve(QEasingCurve.Type.InOutSine)
        group.finished.connect(lambda: self._wiggles.remove(group))
        group.finished.connect(group.deleteLater)
        self._wiggles.append(group)
        group.start()

    # -- internals --------------------------------------------------------
    def _wait_text(self) -> str:
        s = self._state
        if s is not None and s.is_over:
            return self.tr("The deal is over.")
        return self.tr("Please wait: it is not your turn.")

    def _on_match_started(self) -> None:
        self.summary.hide()
        self._show_last = False

    def _ensure_items(self, state: DealState) -> None:
        wanted = set(state.deck_codes)
        for code in list(self.items):
            if code not in wanted:
                item = self.items.pop(code)
                self._scene.removeItem(item)
        x, y = self._geom.talon_anchor()
        for code in state.deck_codes:
            if code in self.items:
                continue
            item = CardItem(code, self.art, self._geom.card_w)
            item.setPos(x, y)
            item.clicked.connect(self._on_card_clicked)
            item.dragged.connect(self._on_card_dragged)
            self.items[code] = item
            self._scene.addItem(item)
        seats = state.num_players
        if self._geom.seats != seats:
            self._relayout(seats)
        while len(self.seat_badges) < seats:
            badge = Badge()
            badge.setZValue(950)
            self._scene.addItem(badge)
            self.seat_badges.append(badge)
        while len(self.seat_badges) > seats:
            self._scene.removeItem(self.seat_badges.pop())

    def _on_busy(self, busy: bool) -> None:
        self.controller.set_view_busy(busy)
        if not busy:
            if self._dealing:
                self._dealing = False
                self.refresh()
            elif self._state is not None:
                self._update_interaction(self._state)
            if self._summary_wanted:
                self._show_summary()
            self.animationIdle.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _relayout(self, seats: int | None = None) -> None:
        """New window size: new card size and positions; a running animation jumps to its end."""
        size = self.viewport().size()
        if seats is None:
            seats = self._state.num_players if self._state is not None else 2
        self._geom = TableGeometry(size.width(), size.height(), seats)
        self._scene.setSceneRect(QRectF(0, 0, self._geom.width, self._geom.height))
        for item in self.items.values():
            item.set_width(self._geom.card_w)
        self.animator.finish()
        self.resetCachedContent()
        self.refresh()
        self.relaidOut.emit()

    def _font_px(self) -> float:
        return self._geom.font_px

    def _update_info(self, s: DealState) -> None:
        g = self._geom
        m = self.controller.match
        px = self._font_px()
        rows = []
        if s.trump_suit:
            colour = QColor("#ff8a80") if s.trump_suit in RED_SUITS else None
            rows.append(
                (
                    self.tr("Trump"),
                    SUIT_SYMBOLS[s.trump_suit] + " " + suit_name(s.trump_suit),
                    colour,
                )
            )
        if s.shape.bidding and s.bidder is not None and s.bid:
            rows.append(
                (
                    self.tr("Bid"),
                    fill(self.tr("%1 by %2"), level_text(s.bid), self._seat_name(s.bidder)),
                    self._side_colour(s, s.bidder),
                )
            )
        if s.sitting_out is not None:
            rows.append((self.tr("Sits out"), self._seat_name(s.sitting_out), None))
        if s.shape.has_talon:
            if s.closed:
                talon = self.tr("closed")
            elif s.talon_size == 0:
                talon = self.tr("used up")
            else:
                talon = str(s.talon_size)
            rows.append((self.tr("Talon"), talon, None))
        names = self._names
        sides = s.shape.sides
        if m is not None:
            score = " : ".join(str(x) for x in m.scores)
            rows.append(
                (
                    self.tr("Game points"),
                    fill(self.tr("%1  (to %2)"), score, m.target),
                    None,
                )
            )
        if s.options.get("show_scores", True):
            pts = " : ".join(str(s.side_points(side)) for side in range(sides))
            rows.append((self.tr("Card points"), pts, None))
        marriages = [
            fill(
                self.tr("%1 %2 (%3)"),
                SUIT_SYMBOLS["CSHD"[suit]],
                value,
                names[seat] if seat < len(names) else seat,
            )
            for seat, suit, value in s.marriages
        ]
        rows.append((self.tr("Marriages"), ", ".join(marriages) or self.tr("none"), None))
        title = " : ".join(names[:sides]) if sides == 2 else ""
        if g.multi:
            title = " : ".join(self._side_label(s, side) for side in range(sides))
        max_w = max(180.0, g.width / 2 - g.hand_extent(1, 6) - 2 * g.margin)
        if g.multi:
            max_w = max(180.0, min(g.width * 0.34, g.width / 2 - g.card_w * 2.2))
        self.info.set_font_px(px, max_w)
        self.info.set_content(title, rows)
        self.info.setPos(g.margin, g.margin)

    def _update_badges(self, s: DealState) -> None:
        g = self._geom
        px = self._font_px()
        thinking = self.controller.thinking_seat
        for seat, badge in enumerate(self.seat_badges):
            name = self._seat_label(s, seat)
            text = name
            if seat == s.dealer:
                text = fill(self.tr("%1 · dealer"), name)
            turn = s.to_move == seat and not s.is_over and not self._dealing
            if turn:
                if self.controller.is_human(seat):
                    text = fill(self.tr("%1 · your turn"), name)
                elif thinking == seat:
                    text = fill(self.tr("%1 · thinking…"), name)
                else:
                    text = fill(self.tr("%1 · to play"), name)
            if s.sitting_out == seat:
                text = fill(self.tr("%1 · sits out"), name)
            badge.set_text(text)
            badge.set_font_px(px)
            badge.set_active(turn)
            badge.set_side_colour(self._side_colour(s, seat))
            badge.set_faded(s.sitting_out == seat)
            if g.multi:
                self._place_badge_multi(s, seat, badge)
                continue
            ax, ay = g.hand_anchor(seat)
            n = max(1, len(s.hand(seat)))
            half = g.hand_extent(seat, max(n, s.shape.hand_size))
            bw = badge.boundingRect().width()
            side = g.side_of(seat)
            if side == "bottom":
                badge.setPos(
                    max(g.margin + bw / 2, ax - half - g.margin - bw / 2), ay + g.card_h * 0.3
                )
            elif side == "top":
                pile_left = g.pile_anchor(seat)[0] - g.card_w * 0.6
                x = min(ax + half + g.margin + bw / 2, pile_left - g.margin - bw / 2)
                if x - bw / 2 < ax + half:  # no room beside the hand: under it
                    badge.setPos(ax, ay + g.card_h * 0.5 + badge.boundingRect().height())
                else:
                    badge.setPos(x, ay - g.card_h * 0.2)
            else:
                badge.setPos(ax, ay + half + g.margin + badge.boundingRect().height())
        # the talon count sits on the talon, so the eye finds it where the cards are
        if s.shape.has_talon and s.talon_size:
            tx, ty = g.talon_anchor()
            self.talon_badge.set_font_px(px * 0.95)
            self.talon_badge.set_text(self.tr("closed") if s.closed else str(s.talon_size))
            self.talon_badge.setPos(tx, ty + g.card_h * 0.5 + px * 1.2)
            self.talon_badge.show()
        else:
            self.talon_badge.hide()
        if "declare" in self.controller.human_actions():
            px_x, px_y = g.pile_anchor(0)
            self.declare_chip.set_font_px(px * 1.2)
            self.declare_chip.setToolTip(self.tr("Declare 66: claim the deal now"))
            self.declare_chip.setPos(px_x, px_y - g.card_h * 0.75)
            self.declare_chip.show()
        else:
            self.declare_chip.hide()

    # -- three and four seats ----------------------------------------------
    def _seat_name(self, seat: int) -> str:
        return self._names[seat] if seat < len(self._names) else str(seat + 1)

    def _seat_label(self, s: DealState, seat: int) -> str:
        """A seat's name, with "partner" for the human's partner in team presets."""
        name = self._seat_name(seat)
        if s.shape.teams and seat != 0 and s.side_of(seat) == s.side_of(0):
            return fill(self.tr("%1 (partner)"), name)
        return name

    def _side_label(self, s: DealState, side: int) -> str:
        """ "You & Partner" and "Opponents" in team presets, else the seat's name."""
        if s.shape.teams and self.controller.is_human(0):
            return self.tr("You & Partner") if side == s.side_of(0) else self.tr("Opponents")
        return side_name(s, side, self._names) if self._names else str(side + 1)

    def _side_colour(self, s: DealState, seat: int) -> QColor | None:
        """Your side's colour or the opponents' (three and four seats only)."""
        if s.num_players <= 2:
            return None
        return OUR_SIDE if s.side_of(seat) == s.side_of(0) else THEIR_SIDE

    def _place_badge_multi(self, s: DealState, seat: int, badge: Badge) -> None:
        """Seat labels beside their hands, clear of piles, talon and the score panel."""
        g = self._geom
        ax, ay = g.hand_anchor(seat)
        half = g.hand_extent(seat, max(len(s.hand(seat)), s.shape.hand_size))
        r = badge.boundingRect()
        bw, bh = r.width(), r.height()
        side = g.side_of(seat)
        if side == "bottom":
            pile_right = g.pile_anchor(1)[0] + g.card_w * 0.75 + g.margin
            x = ax - half - g.margin - bw / 2
            if x - bw / 2 >= pile_right:
                badge.setPos(x, ay + g.card_h * 0.3)
            else:  # no room beside the hand: just above its left end
                badge.setPos(
                    max(pile_right + bw / 2, ax - half + bw / 2), ay - g.card_h * 0.5 - bh * 0.7
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

    def _update_bidding(self, s: DealState) -> None:
        """The auction panel, while the bidding variant is bidding."""
        if s.phase != "bid" or s.is_over or self._dealing:
            self.bidding.hide()
            return
        latest: dict[int, str] = {}  # each seat's last call, in the order they first called
        for seat, text in s.history:
            if text == "pass":
                latest[seat] = self.tr("pass")
            elif text.startswith("bid "):
                latest[seat] = level_text(int(text.split()[1]))
        lines = [
            (self._seat_name(seat), call, self._side_colour(s, seat))
            for seat, call in latest.items()
        ]
        if self.controller.human_to_move():
            prompt = self.tr("Your call: bid higher than the standing bid, or pass.")
        elif s.to_move is not None:
            prompt = fill(self.tr("%1 is bidding…"), self._seat_name(s.to_move))
        else:
            prompt = ""
        labels = {f"bid {lv}": level_text(lv) for lv in range(1, 6)}
        labels["pass"] = self.tr("Pass")
        tips = {
            f"bid {lv}": fill(
                self.tr("Bid %1 (key %2; or the arrow keys, then Enter)"), level_text(lv), lv
            )
            for lv in range(1, 6)
        }
        tips["pass"] = self.tr("Pass (key P or 0; or the arrow keys, then Enter)")
        hint = self.tr("Keys: 1–5 bid, P pass") if self.controller.human_seats else ""
        enabled = set(self.controller.human_actions())
        self.bidding.set_auction(
            self.tr("Auction"), lines, prompt, labels, enabled, self._font_px(), tips, hint
        )
        r = self.bidding.boundingRect()
        cx, cy = self._geom.centre
        x, y = cx - r.width() / 2, cy - r.height() / 2
        for badge in self.seat_badges[1:]:  # on a small table: below the side seats' labels
            b = badge.mapRectToScene(badge.boundingRect())
            if r.translated(x, y).intersects(b):
                y = b.bottom() + self._geom.margin * 0.3
        self.bidding.setPos(x, y)
        self.bidding.show()

    def _update_interaction(self, s: DealState) -> None:
        human_turn = self.controller.human_to_move()
        legal = self.controller.human_actions()
        playable = {a.split()[1] for a in legal if a.startswith(("play ", "marry "))}
        hand = set(s.hand(0)) if self.controller.is_human(0) else set()
        for code, item in self.items.items():
            in_hand = code in hand
            ok = human_turn and in_hand and code in playable
            item.set_dimmed(human_turn and in_hand and not ok)
            item.draggable = ok
            item.set_selectable(ok)
            item.setToolTip("")
        if s.trump_card and s.trump_card in self.items:
            item = self.items[s.trump_card]
            item.set_selectable("exchange" in legal)
            if "exchange" in legal:
                item.setToolTip(self.tr("Click to exchange your trump nine for this card"))
        pic = self.animator.picture
        if pic is not None and pic.talon and pic.talon[0] in self.items:
            item = self.items[pic.talon[0]]
            item.set_selectable("close" in legal)
            if "close" in legal:
                item.setToolTip(self.tr("Click to close the talon"))
        if self._chosen is not None and self._chosen not in playable & hand:
            self.choose_card(None)
        status = self._status_text(s, human_turn, legal)
        if status:
            self.statusMessage.emit(status)

    def _status_text(self, s: DealState, human_turn: bool, legal: list[str]) -> str:
        if self._dealing:
            return fill(self.tr("%1 deals."), self._names[s.dealer] if self._names else "")
        if s.is_over:
            return self.tr("The deal is over.")
        if human_turn and s.phase == "bid":
            return self.tr("Your call: choose a bid in the auction panel, or pass.")
        if human_turn:
            extras = []
            if any(a.startswith("marry ") for a in legal):
                extras.append(self.tr("you can announce a marriage (M)"))
            if "exchange" in legal:
                extras.append(self.tr("exchange the trump card (E)"))
            if "close" in legal:
                extras.append(self.tr("close the talon (C)"))
            if "declare" in legal:
                extras.append(self.tr("declare 66 (D)"))
            base = (
                self.tr("Your turn: play a card.")
                if not s.current_trick()
                else self.tr("Your turn: answer the card led.")
            )
            if extras:
                base = base + " " + fill(self.tr("Also: %1."), ", ".join(extras))
            if self._chosen is not None:
                base = (
                    base
                    + " "
                    + fill(self.tr("Chosen: %1 (Enter plays it)."), card_name(self._chosen))
                )
            return base
        seat = s.to_move
        if seat is None:
            return ""
        name = self._names[seat] if seat < len(self._names) else str(seat)
        return fill(self.tr("%1 is thinking…"), name)

    def _update_last_trick(self, s: DealState) -> None:
        g = self._geom
        last = s.last_completed_trick()
        if not self._show_last or not last:
            self.last_trick.hide()
            return
        self.last_trick.set_card_width(int(g.card_w * 0.7), self._font_px())
        self.last_trick.set_trick([c for _seat, c in last], self.tr("Last trick"))
        r = self.last_trick.boundingRect()
        x = g.width - g.margin - r.width()
        if g.multi:  # left of the right-hand seat's cards
            x -= g.card_h + g.margin
        self.last_trick.setPos(x, g.height / 2 - r.height() / 2)
        self.last_trick.show()

    def _update_review(self, s: DealState) -> None:
        g = self._geom
        won = s.won_cards(s.side_of(0))
        if not (self._show_review and self.review_tricks and won):
            self.review.hide()
            return
        from .layout import sort_key

        self.review.per_row = 8 if len(won) <= 24 else 12
        self.review.set_card_width(int(g.card_w * 0.62), self._font_px())
        caption = self.tr("Cards your side has won: %n", "", len(won))
        self.review.set_trick(sorted(won, key=sort_key), caption)
        r = self.review.boundingRect()
        cx, cy = g.centre
        self.review.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))
        self.review.show()

    def _show_summary(self) -> None:
        s = self._state
        m = self.controller.match
        if s is None or not s.is_over or m is None:
            return
        from ..words.texts import deal_title, result_sentences, side_name

        names = self._names
        sides = s.shape.sides

        def each(values: list[object]) -> str:
            return "  ·  ".join(
                fill(self.tr("%1 %2"), side_name(s, side, names), values[side])
                for side in range(sides)
            )

        result = s.result or {}
        rows = [
            (self.tr("Card points"), each([s.side_points(x) for x in range(sides)]), None),
            (self.tr("Tricks"), each([s.tricks_won(x) for x in range(sides)]), None),
            (
                self.tr("This deal"),
                each([f"+{n}" if n > 0 else str(n) for n in result.get("scores", [0] * sides)]),
                None,
            ),
            (
                self.tr("Game points"),
                fill(self.tr("%1  (to %2)"), each(m.scores), m.target),
                QColor("#ffd54a"),
            ),
        ]
        sentences = result_sentences(s, names)
        if m.is_over:
            winner = m.winner
            if winner == 0 and self.controller.is_human(0):
                title = self.tr("You won the match!")
            else:
                title = fill(self.tr("%1 won the match"), side_name(s, winner, names))
            button = self.tr("Play again")
        else:
            title = deal_title(s, names)
            button = self.tr("Next deal")
        g = self._geom
        px = self._font_px() * 1.05
        self.summary.set_font_px(px, min(g.width * 0.6, 560.0), min(g.width * 0.4, 340.0))
        self.summary.set_content(title, rows, sentences, button)
        r = self.summary.boundingRect()
        cx, cy = g.centre
        self.summary.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))
        self.summary.show()

    # -- painting the felt -------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        scene = self.sceneRect()
        grad = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.75)
        grad.setColorAt(0.0, QColor("#2f8a58"))
        grad.setColorAt(0.6, QColor("#1f6b43"))
        grad.setColorAt(1.0, QColor("#0f3f27"))
        painter.fillRect(rect, grad)
        g = self._geom
        pen = QPen(QColor(255, 255, 255, 28), 2)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = g.margin * 0.45
        painter.drawRoundedRect(scene.adjusted(inset, inset, -inset, -inset), 18, 18)
        # a faint ring where the trick is played
        cx, cy = g.centre
        painter.setPen(QPen(QColor(255, 255, 255, 18), 2))
        painter.drawEllipse(QPointF(cx, cy), g.card_h * 0.95, g.card_h * 0.8)
