"""The card table: a QGraphicsView on green felt that shows the controller's states.

Every state the controller emits is diffed against the previous one
(``FrameBuilder``) and animated (``Animator``); the labels and panels
(``TableHud``) follow the state whose cards have landed (``OnView``), so
they never tell a trick before the cards show it.  Pointer input (a click
on a card, the trump card, the talon, a pile; a card dragged up) and keys
(``TableKeys``) become gestures (``TableGestures``), which ask the game
through its ``GamePort``.  The table knows what is legal only by asking the
engine, and never moves a card the engine refused.

One job: show a game's states on the felt and turn pointer and key input
into gestures.  Never: decide a rule, word a refusal (``gestures.py``), or
own a flow of the program (the shell's).
"""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from sixtysix_qt.engine import DealState

from ..words.retranslate import translate_ui
from ..words.texts import seat_names
from .accessible import TableAccessibility
from .animator import Animator, Frame, FrameBuilder
from .art import CardArt
from .card_item import CardItem
from .facts import TableFacts
from .felt import DEFAULT_FELT, FELTS, paint_felt
from .felt_items import desktop_text_scale
from .game_port import GamePort
from .gestures import TableGestures
from .hud import TableHud
from .keys import TableKeys
from .layout import CARD_SIZES, TableGeometry
from .marks import CardMark, mark_hand, mark_hovered, mark_trump_and_talon
from .on_view import OnView
from .trick_points import TrickPoints


class TableView(QGraphicsView):
    """The felt, the cards and the labels on it; turns clicks, drags and keys into gestures."""

    statusMessage = Signal(str)
    continueRequested = Signal()  # the summary's button: next deal or play again
    reviewRequested = Signal()  # the summary's "Review this deal" (shown once offered)
    relaidOut = Signal()
    animationIdle = Signal()
    askDeclareChanged = Signal(bool)  # "don't ask again" was ticked in the 66 question
    askCloseChanged = Signal(bool)  # "don't ask again" was ticked in the close question
    lastTrickShown = Signal(bool)  # the last-trick panel opened or closed (menus follow it)

    def __init__(self, controller: GamePort, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = CardArt()
        self.locked = False
        self.named_opponents = False
        """The computers sit as their level's opponents (names, faces); else "Computer"."""
        self.felt = DEFAULT_FELT
        """The cloth (``felt.FELTS``); ``set_looks`` changes it."""
        self.card_size = "normal"
        self._speed_before_jump: str | None = None
        """The cards' size (``layout.CARD_SIZES``); ``set_looks`` changes it."""
        """A demonstration (the guided deal): gestures do nothing, no card invites a click."""
        self.gestures = TableGestures(self, self)
        """What a gesture asks of the game (and the marriage and declare questions)."""
        self.items: dict[str, CardItem] = {}
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        _set_up(self)
        self._geom = TableGeometry(800, 600, 2)
        self._builder = FrameBuilder()
        self.animator = Animator(self.items, lambda: self._geom, self)
        self.animator.busyChanged.connect(self._on_busy)
        self._state: DealState | None = None
        self._names: list[str] = []
        self._summary_wanted = False
        self._show_last = False
        self._dealing = False  # while the cards of a new deal are flying out
        self._review_tricks = False
        self._show_review = False
        self.on_view = OnView()
        self.hint_mark = CardMark(self.items, lambda: self.animator.picture)
        """The golden rim on a hinted card: ``hint_mark.set(code)``, None to clear."""
        self._pointer: QPoint | None = None  # where the mouse rests on the viewport
        self.animator.frameLanded.connect(self._on_frame_landed)
        self.trick_points = TrickPoints(self, self.animator)  # "+14" rises from the pile
        self.keys = TableKeys(self)
        self.hud = TableHud(self._scene, self.art)
        self.hud.summary.buttonClicked.connect(self.continueRequested)
        # no button that goes nowhere: a window that does not listen gets none
        self.hud.offer_continue = lambda: self.receivers(SIGNAL("continueRequested()")) > 0
        self.hud.summary.secondClicked.connect(self.reviewRequested)
        self.hud.last_trick.clicked.connect(lambda: self.toggle_last_trick(False))
        self.hud.review.clicked.connect(lambda: self.toggle_review(False))
        self.hud.declare_chip.clicked.connect(self.gestures.request_declare)
        self.hud.bidding.actionRequested.connect(self.gestures.request)
        controller.stateChanged.connect(self.show_state)
        controller.thinkingChanged.connect(lambda _seat, _on: self.refresh())
        controller.matchStarted.connect(lambda _m: self._on_match_started())
        self.accessibility = TableAccessibility(self, self)  # names and news for screen readers
        self.animationIdle.connect(self.accessibility.refresh)
        translate_ui(self)

    # -- public API -------------------------------------------------------
    @property
    def geometry_model(self) -> TableGeometry:
        return self._geom

    @property
    def speed(self) -> str:
        return self.animator.speed

    @property
    def busy(self) -> bool:
        """True while cards are moving (a keyframe is still being animated)."""
        return self.animator.busy

    def talon_top(self) -> str | None:
        """The talon's top card as it lies now (a click on it closes the talon)."""
        pic = self.animator.picture
        return pic.talon[0] if pic is not None and pic.talon else None

    def set_speed(self, speed: str) -> None:
        """Animation speed: off, fast, normal or slow."""
        self.animator.speed = speed
        if self.animator.factor <= 0:
            self.animator.finish()

    def show_at_once(self, on: bool) -> None:
        """A jump (a step back, a resumed match, a new puzzle) is drawn without animation:
        the table only animates forward; the speed it had comes back after the jump."""
        if on:
            if self._speed_before_jump is None:
                self._speed_before_jump = self.speed
            self.set_speed("off")
        elif self._speed_before_jump is not None:
            self.set_speed(self._speed_before_jump)
            self._speed_before_jump = None

    # -- practice settings -------------------------------------------------
    @property
    def card_back(self) -> str:
        return self.art.back

    def set_card_back(self, name: str) -> None:
        """Draw hidden cards with another back (a ``CardArt.backs()`` id); ValueError if unknown."""
        self.art.back = name
        self._repaint_cards()

    def set_looks(self, felt: str, card_size: str) -> None:
        """The felt's colour and the cards' size, at once; ValueError for an unknown name."""
        if felt not in FELTS or card_size not in CARD_SIZES:
            raise ValueError(f"unknown felt {felt!r} or card size {card_size!r}")
        self.felt, self.card_size = felt, card_size
        self._relayout()

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
        self.refresh()

    @property
    def reviewing(self) -> bool:
        """The cards your side has won are shown over the table."""
        return self._show_review

    def _repaint_cards(self) -> None:
        for item in self.items.values():
            item.update()
        self.hud.last_trick.refresh_art()
        self.hud.review.refresh_art()
        self.resetCachedContent()

    # -- keyboard play -------------------------------------------------------
    @property
    def chosen_card(self) -> str | None:
        """The card picked with the arrow or number keys (None: nothing picked)."""
        return self.keys.chosen

    def choose_card(self, code: str | None) -> None:
        """Pick a card for Enter/Space to play; None clears the choice."""
        self.keys.choose_card(code)

    def in_auction(self) -> bool:
        """The auction panel is up and takes its keys."""
        return self.keys.in_auction()

    def event(self, event: QEvent) -> bool:
        # Enter and Space belong to the chosen card (or call), before any window shortcut
        if event.type() == QEvent.Type.ShortcutOverride and self.keys.takes_shortcut(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.keys.key_press(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    def show_state(self, old: DealState | None, new: DealState) -> None:
        """Animate the difference between two engine states and refresh every label."""
        new_deal = old is None or old.deck_codes != new.deck_codes or old.dealer != new.dealer
        if new_deal:
            self._ensure_items(new)
            self.hud.summary.hide()
            self._show_review = False
        self._state = new
        m = self.controller.match
        self.animator.enqueue(self._builder.frames(old, new))
        self._dealing = new_deal and self.animator.busy
        scores = m.scores if m is not None else None
        self.on_view.newest(new, new_deal, scores, self.animator.busy)
        self._summary_wanted = new.is_over
        if not new.is_over:
            self.hud.summary.hide()
        self.refresh()
        if new.is_over and not self.animator.busy:
            self._show_summary()

    @property
    def state(self) -> DealState | None:
        """The newest state the controller showed the table."""
        return self._state

    @property
    def shown_state(self) -> DealState | None:
        """The state the labels show: the one whose cards have landed on the table."""
        return self.on_view.state(self._state)

    def _on_frame_landed(self, frame: Frame) -> None:
        """A keyframe came to rest: the labels may now tell what its cards show."""
        if self.on_view.landed(frame):
            self.refresh()

    def facts(self) -> TableFacts:
        """What the display shows besides the state: names, the match, the view's modes."""
        c, m = self.controller, self.controller.match
        return TableFacts(
            names=tuple(self._names),
            portraits=self._portraits(),
            human_seats=frozenset() if self.locked else frozenset(c.human_seats),
            thinking_seat=c.thinking_seat,
            scores=self.on_view.scores(m.scores if m is not None else None),
            target=m.target if m is not None else 0,
            match_over=m is not None and m.is_over,
            winner=m.winner if m is not None else None,
            dealing=self._dealing,
            chosen=self.keys.chosen,
            show_last=self._show_last,
            show_review=self._show_review,
            review_allowed=self.review_tricks,
            settled=self.on_view.settled,
            talon=self.on_view.talon,
        )

    def refresh(self) -> None:
        """Re-set every text and what may be clicked (after a state change or a language change)."""
        s = self.shown_state
        seats = self.controller.setup.seats
        if s is None or s.shape.players != len(seats):
            return  # the last match's cards are still shown: its seats are not the new names
        self._names = self.seat_names()
        self._update_interaction(s)

    def seat_names(self) -> list[str]:
        """Each seat's name as the table says it: "You", the opponents or "Computer"."""
        level = self.controller.setup.level if self.named_opponents else None
        return seat_names(self.controller.setup.seats, level)

    def _portraits(self) -> tuple[str | None, ...]:
        """Each seat's face (its level) on the label: the computers' when named."""
        setup = self.controller.setup
        return tuple(
            setup.level if self.named_opponents and kind != "human" else None
            for kind in setup.seats
        )

    def translate_ui(self) -> None:
        """Every text again in the new language (the words.retranslate registry calls it)."""
        self.refresh()

    def item(self, code: str) -> CardItem:
        return self.items[code]

    def global_point(self, code: str | None = None) -> QPoint:
        """Where a card lies on the screen (None: the table's middle): a menu opens there."""
        if code is None:
            return self.mapToGlobal(self.rect().center())
        return self.mapToGlobal(self.mapFromScene(self.items[code].scenePos()))

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

    # -- input: pointer gestures -------------------------------------------
    def toggle_last_trick(self, show: bool | None = None) -> None:
        """Show or hide the last trick (None: the other way round); ``lastTrickShown`` tells."""
        was = self._show_last
        self._show_last = (not self._show_last) if show is None else bool(show)
        self.refresh()
        if self._show_last != was:
            self.lastTrickShown.emit(self._show_last)

    def click_card(self, code: str) -> None:
        """What a click on a card does: play it, exchange, close, show a pile."""
        s = self._state
        if s is None or self.animator.busy and code not in s.hand(0):
            return
        if code in s.hand(0):
            self.gestures.play_card(code)
        elif code == s.trump_card:
            self.gestures.request_exchange()
        elif self.animator.picture is not None and code in self.animator.picture.talon:
            self.gestures.request_close()
        elif self.review_tricks and code in s.won_cards(s.side_of(0)):
            self.toggle_review()
        elif any(code in s.won_cards(side) for side in range(s.shape.sides)):
            self.toggle_last_trick()

    def _on_card_dragged(self, code: str, where: QPointF) -> None:
        s = self._state
        hand_top = self._geom.hand_anchor(0)[1] - self._geom.card_h * 0.7
        dropped = s is not None and code in s.hand(0) and where.y() < hand_top
        if dropped and self.gestures.play_card(code):
            return
        self.animator.snap()

    def wiggle(self, code: str) -> None:
        """Shake a card that may not be played, leaving it where it is."""
        item = self.items.get(code)
        if item is not None and not self.animator.busy:
            item.shake()

    # -- internals --------------------------------------------------------
    def _on_match_started(self) -> None:
        self.hud.summary.hide()
        self.toggle_last_trick(False)

    def _ensure_items(self, state: DealState) -> None:
        wanted = set(state.deck_codes)
        for code in [c for c in self.items if c not in wanted]:
            self._scene.removeItem(self.items.pop(code))
        x, y = self._geom.talon_anchor()
        for code in state.deck_codes:
            if code in self.items:
                continue
            item = CardItem(code, self.art, self._geom.card_w)
            item.setPos(x, y)
            item.clicked.connect(self.click_card)
            item.dragged.connect(self._on_card_dragged)
            self.items[code] = item
            self._scene.addItem(item)
        seats, hand = state.num_players, state.shape.hand_size
        if (self._geom.seats, self._geom.hand_size) != (seats, hand):
            self._relayout(seats, hand)
        self.hud.set_seats(seats)

    def _on_busy(self, busy: bool) -> None:
        self.controller.set_view_busy(busy)
        if not busy:
            self._dealing = False
            if self._state is not None:
                self.on_view.at_rest(self._state)
            self.refresh()
            self._sync_hover()
            if self._summary_wanted:
                self._show_summary()
            self.animationIdle.emit()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._pointer = event.position().toPoint()
        super().mouseMoveEvent(event)
        self._sync_hover()  # a card that slid under the resting pointer drops when it moves on

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self._pointer = None
        super().leaveEvent(event)
        self._sync_hover()  # the pointer left the table: no card stays raised

    def _sync_hover(self) -> None:
        """Only the card on top under the resting pointer is hovered (cards moved under it)."""
        here = [] if self._pointer is None else self._scene.items(self.mapToScene(self._pointer))
        mark_hovered(self.items, here)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self, seats: int | None = None, hand_size: int | None = None) -> None:
        """New window size: new card size and positions; a running animation jumps to its end."""
        size = self.viewport().size()
        if seats is None or hand_size is None:
            seats, hand_size = self._geom.seats, self._geom.hand_size
        scale, text = CARD_SIZES[self.card_size], desktop_text_scale()
        self._geom = TableGeometry(size.width(), size.height(), seats, hand_size, scale, text)
        self._scene.setSceneRect(QRectF(0, 0, self._geom.width, self._geom.height))
        for item in self.items.values():
            item.set_width(self._geom.card_w)
        self.animator.finish()
        self.resetCachedContent()
        self.refresh()
        self._sync_hover()  # the cards moved under a pointer that did not
        self.hint_mark.reapply()
        self.relaidOut.emit()

    def _show_summary(self) -> None:
        if self._state is not None:
            self.hud.show_summary(self._state, self._geom, self.facts())

    def _update_interaction(self, s: DealState) -> None:
        """Labels from the shown state; which cards may be clicked or dragged now."""
        live = not (self.animator.busy or self.locked)  # no invitation while cards move
        legal = self.controller.human_actions() if live else []
        playable = {a.card for a in legal} - {None}
        mark_hand(self.items, self._hand(), playable, bool(legal))
        mark_trump_and_talon(self.items, self._state, self.animator.picture, legal)
        chosen = self.keys.chosen
        if chosen is not None and (chosen not in self._hand() or live and chosen not in playable):
            self.keys.choose_card(None)
        facts = self.facts()
        status = self.hud.update(s, self._geom, facts)
        if status and (facts.settled or facts.dealing):
            self.statusMessage.emit(status)

    def _hand(self) -> set[str]:
        """The human's cards in the newest state."""
        s = self._state
        return set(s.hand(0)) if s is not None and self.controller.is_human(0) else set()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        paint_felt(painter, rect, self.sceneRect(), self._geom, self.felt)


def _set_up(view: QGraphicsView) -> None:
    """Smooth cards, no scroll bars or frame, keyboard focus: the view as a card table."""
    view.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
    view.setMinimumSize(480, 360)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    view.setObjectName("table")
