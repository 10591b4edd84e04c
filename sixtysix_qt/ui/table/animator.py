"""From two engine states to moving cards: keyframes, then Qt animation groups.

``FrameBuilder`` diffs an old and a new ``DealState``: it replays the actions
between them through the engine and, for each, produces keyframes
(``TablePicture``) such as "the card lands in the trick", "the trick slides to
the winner's pile", "both players draw".  A new deal is diffed against its own
first state and animated as the deal in packets.  The view never decides a
rule: everything it shows comes from engine states.  ``Animator`` turns
keyframes into QPropertyAnimations (position, rotation, flip) grouped in
parallel and sequential groups, one keyframe after the other, at the speed
the player chose.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from sixtysix_qt.engine import Action, DealState, Kind
from sixtysix_qt.engine.actions import CARD_KINDS

from . import timing
from .card_item import CardItem
from .layout import TableGeometry, TablePicture, picture_of, sort_key
from .timing import SPEEDS, Step


@dataclass
class Frame:
    """One keyframe: where every card goes, how long the move takes, the pause after it."""

    picture: TablePicture
    move_ms: int = timing.OTHER.move_ms
    stagger_ms: int = 0
    hold_ms: int = 0
    order: list[str] = field(default_factory=list)
    event: str = ""
    shows: DealState | None = None
    """The state whose facts (points, talon, marriages, turn) are on view once this frame
    has landed, so the score panel never tells what the cards have not shown yet."""
    settled: bool = True
    """The last frame of an action: whose turn it is may be shown now."""
    talon: int | None = None
    """Talon count on view when it differs from ``shows`` (the draw has not landed yet)."""

    @classmethod
    def timed(
        cls, picture: TablePicture, step: Step, event: str, order: list[str] | None = None
    ) -> Frame:
        """A keyframe moving at one of the named ``timing`` steps."""
        return cls(picture, step.move_ms, step.stagger_ms, step.hold_ms, list(order or []), event)


def _partner(card: str) -> str:
    rank = "K" if card[0] == "Q" else "Q"
    return rank + card[1:]


class FrameBuilder:
    """Turns (old state, new state) into keyframes; remembers how opponents hold their cards."""

    def __init__(self) -> None:
        self.orders: list[list[str]] = []

    def _pic(self, state: DealState) -> TablePicture:
        pic = picture_of(state, self.orders)
        self.orders = [list(h) for h in pic.hands]
        return pic

    def frames(self, old: DealState | None, new: DealState) -> list[Frame]:
        """Keyframes leading from ``old`` (None: nothing on the table yet) to ``new``."""
        same_deal = (
            old is not None
            and old.deck_codes == new.deck_codes
            and old.dealer == new.dealer
            and new.actions[: len(old.actions)] == old.actions
        )
        frames: list[Frame] = []
        if same_deal:
            cur = old
        else:
            self.orders = []
            cur = new.dealt()
            frames += self.deal_frames(cur, gather=old is not None)
        for action in new.actions[len(cur.actions) :]:
            nxt = cur.apply(action)
            steps = self.step_frames(cur, nxt, action)
            for frame in steps:
                frame.settled = False
                if frame.shows is None:
                    frame.shows = nxt
            steps[-1].settled = True
            frames += steps
            cur = nxt
        return frames

    def deal_frames(self, start: DealState, gather: bool) -> list[Frame]:
        """The pack at the dealer, then packets to each seat, then the trump card turned."""
        n = start.num_players
        deck = start.deck_codes
        pic = TablePicture(hands=[[] for _ in range(n)], piles=[[] for _ in range(n)])
        pic.deck = list(deck)
        pic.dealer = start.dealer
        frames = [Frame.timed(pic.copy(), timing.GATHER if gather else timing.PACK, "gather")]
        pos = 0
        for packet in start.shape.packets:
            for i in range(1, n + 1):
                seat = (start.dealer + i) % n
                cards = deck[pos : pos + packet]
                pos += packet
                pic.deck = [c for c in pic.deck if c not in cards]
                hand = pic.hands[seat] + cards
                if seat == 0:
                    hand = sorted(hand, key=sort_key)
                pic.hands[seat] = hand
                frames.append(Frame.timed(pic.copy(), timing.DEAL, "deal", cards))
        final = self._pic(start)
        frames.append(Frame.timed(final, timing.TURN_TRUMP, "trump"))
        for frame in frames:
            frame.shows = start
            frame.settled = False
        frames[-1].settled = True
        return frames

    def step_frames(self, cur: DealState, nxt: DealState, action: str) -> list[Frame]:
        """Keyframes for one action."""
        act = Action.parse(action)
        verb, arg = act.kind, act.card or ""
        seat = cur.to_move
        frames: list[Frame] = []
        if verb in CARD_KINDS:
            base = self._pic(cur)
            if verb is Kind.MARRY and _partner(arg) in cur.hand(seat):
                show = base.copy()
                show.lifted = {arg, _partner(arg)}
                show.shown = {arg, _partner(arg)}
                frames.append(Frame.timed(show, timing.SHOW_MARRIAGE, "marriage"))
                frames[-1].shows = cur  # told when the card lands, not while it is shown
            landed = base.copy()
            landed.hands[seat] = [c for c in landed.hands[seat] if c != arg]
            landed.trick = [*landed.trick, (seat, arg)]
            done = not nxt.current_trick()
            play = Frame.timed(landed, timing.PLAY, "play")
            if done:
                play.hold_ms = timing.TRICK_FULL_HOLD_MS
                play.shows = cur  # the points are told when the trick goes to its pile
            frames.append(play)
            if done:
                after = self._pic(nxt)
                swept = landed.copy()
                swept.trick = []
                swept.piles = [list(p) for p in after.piles]
                frames.append(Frame.timed(swept, timing.SWEEP, "trick"))
                frames[-1].talon = cur.talon_size  # the talon shrinks when the cards are drawn
                drawn = [
                    c
                    for s in range(len(after.hands))
                    for c in after.hands[s]
                    if c not in swept.hands[s]
                ]
                if drawn:
                    winner = nxt.last_completed_trick()
                    lead = nxt.to_move if nxt.to_move is not None else winner[0][0]
                    n = len(after.hands)
                    order = [c for i in range(n) for c in after.hands[(lead + i) % n] if c in drawn]
                    quiet = after.copy()
                    quiet.reveal = False
                    frames.append(Frame.timed(quiet, timing.DRAW, "draw", order))
                frames += self._reveal(nxt, after)
            else:
                after = self._pic(nxt)
                frames += self._reveal(nxt, after)
            return frames
        after = self._pic(nxt)
        if verb is Kind.EXCHANGE:
            frames.append(Frame.timed(after, timing.EXCHANGE, "exchange"))
        elif verb is Kind.CLOSE:
            frames.append(Frame.timed(after, timing.CLOSE, "close"))
        else:
            frames.append(Frame.timed(after, timing.OTHER, str(verb)))
        return frames

    @staticmethod
    def _reveal(state: DealState, after: TablePicture) -> list[Frame]:
        if state.is_over:
            return [Frame.timed(after, timing.REVEAL, "reveal")]
        return [Frame.timed(after, timing.SETTLE, "settle")]


class Animator(QObject):
    """Plays keyframes on the card items, one after another, at the chosen speed."""

    busyChanged = Signal(bool)
    frameStarted = Signal(str)  # the frame's event name (for sounds or status)
    frameLanded = Signal(object)  # the Frame whose cards have just come to rest

    def __init__(
        self,
        items: dict[str, CardItem],
        geometry: Callable[[], TableGeometry],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._items = items
        self._geometry = geometry
        self._queue: list[Frame] = []
        self._group: QSequentialAnimationGroup | None = None
        self._current: Frame | None = None
        self.picture: TablePicture | None = None
        self.speed = "normal"
        self.open_hands = False
        """Every hand face up (practice setting ``show opponent cards``)."""
        self._busy = False

    @property
    def factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def busy(self) -> bool:
        return self._busy

    def is_moving(self) -> bool:
        """True while cards are in motion (not during the pauses that let a player look)."""
        group = self._group
        return group is not None and isinstance(group.currentAnimation(), QParallelAnimationGroup)

    def enqueue(self, frames: list[Frame]) -> None:
        """Add keyframes after those already playing."""
        if not frames:
            return
        self._queue.extend(frames)
        if self.factor <= 0:
            self.finish()
            return
        if self._group is None:
            self._set_busy(True)
            self._next()

    def finish(self) -> None:
        """Jump to the end of everything queued (speed off, resize, new game)."""
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect(self._on_finished)
            group.stop()
            group.deleteLater()
        landed = self._queue[-1] if self._queue else self._current
        self._queue.clear()
        self._current = None
        if landed is not None:
            self.picture = landed.picture
        self.snap()
        if landed is not None:
            self.frameLanded.emit(landed)
        self._set_busy(False)

    def snap(self) -> None:
        """Put every card exactly where the current picture says (no animation)."""
        if self.picture is None:
            return
        for code, p in self._geometry().place(self.picture, self.open_hands).items():
            item = self._items.get(code)
            if item is None:
                continue
            item.setPos(p.x, p.y)
            item.setRotation(p.rotation)
            item.set_face_up(p.face_up)
            item.setZValue(p.z)
            item.set_highlight(code in self.picture.lifted)
        self._thin_stacks()

    # -- internals --------------------------------------------------------
    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _next(self) -> None:
        if not self._queue:
            self._group = None
            self._current = None
            self._set_busy(False)
            return
        frame = self._queue.pop(0)
        self._current = frame
        self.picture = frame.picture
        self.frameStarted.emit(frame.event)
        group = self._build(frame)
        self._group = group
        group.finished.connect(self._on_finished)
        group.start()

    def _on_finished(self) -> None:
        if self._group is not None:
            self._group.deleteLater()
        if self._current is not None:
            self.picture = self._current.picture
            self._settle_z()
            self.frameLanded.emit(self._current)
        self._next()

    def _settle_z(self) -> None:
        for code, p in self._geometry().place(self.picture, self.open_hands).items():
            item = self._items.get(code)
            if item is not None:
                item.setZValue(p.z)
        self._thin_stacks()

    def _thin_stacks(self) -> None:
        """Hide cards buried in the talon and the trick piles: nobody sees them, and
        not painting a dozen covered cards keeps every frame well inside 16 ms.
        The top few and the bottom one stay, so the stack still shows its edge."""
        pic = self.picture
        if pic is None:
            return
        buried = set(pic.talon[3:-1])
        for pile in pic.piles:
            buried.update(pile[1:-3])
        buried.update(pic.deck[3:-1])
        for code, item in self._items.items():
            item.setVisible(code not in buried)

    def _build(self, frame: Frame) -> QSequentialAnimationGroup:
        k = self.factor
        seq = QSequentialAnimationGroup(self)
        par = QParallelAnimationGroup(seq)
        targets = self._geometry().place(frame.picture, self.open_hands)
        order = {c: i for i, c in enumerate(frame.order)}
        duration = max(1, int(frame.move_ms * k))
        for code, p in targets.items():
            item = self._items.get(code)
            if item is None:
                continue
            item.set_highlight(code in frame.picture.lifted)
            moved = math.hypot(item.x() - p.x, item.y() - p.y) > 0.5
            turn = _shortest(item.rotation(), p.rotation)
            rotated = abs(turn - p.rotation) > 0.5
            flipped = item.face_up != p.face_up
            if not (moved or rotated or flipped) or frame.move_ms == 0:
                item.setPos(p.x, p.y)
                item.setRotation(p.rotation)
                item.set_face_up(p.face_up)
                item.setZValue(p.z)
                continue
            item.setVisible(True)
            item.setZValue(p.z + 1000 + order.get(code, 0))
            one = QSequentialAnimationGroup(par)
            delay = int(order.get(code, 0) * frame.stagger_ms * k)
            if delay:
                one.addPause(delay)
            moves = QParallelAnimationGroup(one)
            if moved:
                a = QPropertyAnimation(item, b"pos", moves)
                a.setEndValue(QPointF(p.x, p.y))
                a.setDuration(duration)
                a.setEasingCurve(QEasingCurve.Type.OutCubic)
            if rotated:
                item.setRotation(turn)
                r = QPropertyAnimation(item, b"rotation", moves)
                r.setStartValue(item.rotation())
                r.setEndValue(p.rotation)
                r.setDuration(duration)
                r.setEasingCurve(QEasingCurve.Type.OutCubic)
            if flipped:
                f = QPropertyAnimation(item, b"flip", moves)
                f.setEndValue(1.0 if p.face_up else 0.0)
                f.setDuration(duration)
                f.setEasingCurve(QEasingCurve.Type.InOutQuad)
        hold = int(frame.hold_ms * k)
        if hold:
            seq.addPause(hold)
        if par.animationCount() == 0 and hold == 0:
            seq.addPause(1)
        return seq


def _shortest(current: float, target: float) -> float:
    """``current`` moved by a multiple of 360 to lie within 180 degrees of ``target``."""
    return target + ((current - target + 180.0) % 360.0 - 180.0)
