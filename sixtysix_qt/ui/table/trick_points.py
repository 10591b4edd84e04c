"""The points of each trick float up from the pile it goes to ("+14"), as phone card games show.

When a trick's sweep lands, the card points of its cards (the engine's values) rise from the
winner's pile for a moment and fade.  Nothing waits for it and it covers nothing for long; at
animation speed Off the table jumps, and no number floats.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
)

from sixtysix_qt.engine.cards import parse_card, points_of

from .animator import Animator, Frame
from .felt_items import Badge

FLOAT_MS = 1100
"""How long the number rises and fades."""


class TrickPoints(QObject):
    """A "+N" that rises from the pile a trick just went to."""

    def __init__(self, table, animator: Animator) -> None:  # noqa: ANN001 - the TableView
        super().__init__(table)
        self.table = table
        self.badge = Badge()
        self.badge.setObjectName("trick-points")
        self.badge.setZValue(4800)
        self.badge.hide()
        table.scene().addItem(self.badge)
        self._piles: list[set[str]] = []
        self._group: QParallelAnimationGroup | None = None
        animator.frameLanded.connect(self._landed)

    def _landed(self, frame: Frame) -> None:
        piles = [set(p) for p in frame.picture.piles]
        before, self._piles = self._piles, piles
        if frame.event != "trick" or self.table.speed == "off" or len(before) != len(piles):
            return
        for seat, pile in enumerate(piles):
            new = pile - before[seat]
            if new:
                self.show(sum(points_of(parse_card(c)) for c in new), new)
                return

    def show(self, points: int, cards: set[str]) -> None:
        """Float "+points" up from where ``cards`` lie."""
        items = [self.table.items[c] for c in cards if c in self.table.items]
        if not items:
            return
        at = sum((i.scenePos() for i in items), QPointF()) / len(items)
        g = self.table.geometry_model
        self.badge.set_font_px(g.font_px * 1.3)
        self.badge.set_active(True)
        self.badge.set_text(f"+{points}")
        self.badge.setOpacity(1.0)
        self.badge.setPos(at)
        self.badge.show()
        if self._group is not None:
            self._group.stop()
        rise = QPropertyAnimation(self.badge, b"pos", self)
        rise.setEndValue(at - QPointF(0, g.card_h * 0.6))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(self.badge, b"opacity", self)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.6, 1.0)
        fade.setEndValue(0.0)
        group = QParallelAnimationGroup(self)
        for anim in (rise, fade):
            anim.setDuration(FLOAT_MS)
            group.addAnimation(anim)
        group.finished.connect(self.badge.hide)
        self._group = group
        group.start()
