"""A match won: suit signs and gold flecks rise from the middle of the felt and drift down.

A few seconds (``timing.CELEBRATION_MS``), drawn over the table by one
graphics item from a fixed random seed, so two runs look the same: two
bursts of signs, and the headline ("You won the match!") with the final
score growing in gold above the summary, a moment worth winning for.  A
click or a key ends it at once; ``finished`` is emitted either way, so
whatever waits for it (the match's recap) follows straight after.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import timing

SUITS = ("\u2660", "\u2665", "\u2666", "\u2663")
COLOURS = ("#f5f1e6", "#e0473c", "#ffd54a", "#f5f1e6")  # on dark felt: light, red, gold
GOLD = QColor("#ffd54a")


@dataclass(frozen=True)
class Fleck:
    """One suit sign or fleck: where it starts, its throw, spin and size."""

    angle: float
    speed: float
    spin: float
    size: float
    suit: int
    delay: float
    sign: bool


def flecks(count: int, seed: int = 66) -> list[Fleck]:
    rnd = random.Random(seed)
    return [
        Fleck(
            angle=rnd.uniform(-math.pi * 0.85, -math.pi * 0.15),
            speed=rnd.uniform(0.55, 1.0),
            spin=rnd.uniform(-300, 300),
            size=rnd.uniform(0.6, 1.0),
            suit=rnd.randrange(4),
            delay=rnd.uniform(0.0, 0.3),
            sign=rnd.random() < 0.55,
        )
        for _ in range(count)
    ]


class Celebration(QGraphicsObject):
    """Suit signs thrown up from the trick's place, falling and fading; click or key skips."""

    finished = Signal()

    def __init__(
        self,
        view: QGraphicsView,
        centre: QPointF,
        unit: float,
        headline: str = "",
        score: str = "",
    ) -> None:
        super().__init__()
        self._view = view
        self._centre = centre
        self._unit = unit  # a card's width: sizes and distances follow the table's size
        self.headline, self.score = headline, score
        self._t = 0.0
        # two bursts: the second follows as the first comes down
        second = [
            Fleck(f.angle, f.speed, f.spin, f.size, f.suit, 0.35 + f.delay, f.sign)
            for f in flecks(40, seed=67)
        ]
        self._flecks = flecks(46) + second
        self._done = False
        scene: QGraphicsScene = view.scene()
        self._rect = scene.sceneRect()
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(timing.CELEBRATION_MS)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.skip)
        scene.addItem(self)
        view.installEventFilter(self)

    @property
    def running(self) -> bool:
        return not self._done

    def start(self) -> None:
        self._anim.start()

    def skip(self) -> None:
        """End now (a click, a key, or the time is up); ``finished`` once."""
        if self._done:
            return
        self._done = True
        self._anim.stop()
        self._view.removeEventFilter(self)
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.finished.emit()
        self.deleteLater()

    def _step(self, value: float) -> None:
        self._t = float(value)
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress:
            self.skip()
            return True  # the key that skips does nothing else
        return False

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.skip()
        event.accept()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self._t
        fade = min(1.0, (1.0 - t) / 0.25)  # the last quarter fades out
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.headline:
            self._paint_headline(painter, t, max(0.0, fade))
        painter.setPen(Qt.PenStyle.NoPen)
        font = QFont("DejaVu Sans")
        reach = self._rect.height() * 0.9
        for f in self._flecks:
            local = (t - f.delay) / (1.0 - f.delay)
            if local <= 0:
                continue
            # thrown up and out, then falling: a parabola in the fleck's own time
            x = self._centre.x() + math.cos(f.angle) * f.speed * reach * 1.1 * local
            y = (
                self._centre.y()
                + math.sin(f.angle) * f.speed * reach * 1.25 * local
                + reach * 1.05 * local * local
            )
            alpha = max(0.0, fade) * min(1.0, local * 6)
            size = self._unit * 0.34 * f.size
            painter.save()
            painter.translate(x, y)
            painter.rotate(f.spin * local)
            painter.setOpacity(alpha)
            if f.sign:
                font.setPixelSize(max(8, round(size)))
                painter.setFont(font)
                painter.setPen(QColor(COLOURS[f.suit]))
                painter.drawText(
                    QRectF(-size, -size, 2 * size, 2 * size),
                    Qt.AlignmentFlag.AlignCenter,
                    SUITS[f.suit],
                )
            else:
                painter.setBrush(GOLD)
                painter.drawRect(QRectF(-size * 0.22, -size * 0.12, size * 0.44, size * 0.24))
            painter.restore()

    def _paint_headline(self, painter: QPainter, t: float, fade: float) -> None:
        """The headline and the score, growing into place in gold above the summary."""
        grow = 1.0 - (1.0 - min(1.0, t / 0.18)) ** 3  # out-cubic over the first fifth
        painter.save()
        painter.setOpacity(fade * min(1.0, t / 0.08))
        top = self._rect.top() + self._rect.height() * 0.13
        painter.translate(self._centre.x(), top)
        painter.scale(0.6 + 0.4 * grow, 0.6 + 0.4 * grow)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        lines = [(self.headline, self._unit * 0.42), (self.score, self._unit * 0.34)]
        band = QColor(10, 30, 20, 150)  # a dark band: the gold reads over cards and felt
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        high = self._unit * (0.42 + 0.34) * 1.55
        painter.drawRoundedRect(
            QRectF(-self._rect.width() * 0.42, -self._unit * 0.55, self._rect.width() * 0.84, high),
            self._unit * 0.2,
            self._unit * 0.2,
        )
        y = 0.0
        for text, px in lines:
            if not text:
                continue
            font.setPixelSize(max(12, round(px)))
            painter.setFont(font)
            box = QRectF(-self._rect.width() / 2, y - px, self._rect.width(), px * 2)
            painter.setPen(QColor(0, 0, 0, 170))  # a shadow: readable over cards and felt
            painter.drawText(box.translated(2, 3), Qt.AlignmentFlag.AlignCenter, text)
            painter.setPen(GOLD)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            y += px * 1.3
        painter.restore()
