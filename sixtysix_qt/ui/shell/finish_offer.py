"""The "Play the rest" offer on the table and in the Play menu (R), and the fast play-out.

``play.finish.DealFinisher`` decides when a deal is decided; this shows the
offer where the player looks (a chip above the hand), keeps the menu entry
in step, and speeds the animation up while the rest is played out.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ..play.finish import DealFinisher
from ..table.felt_items import Badge
from ..table.view import TableView
from ..words.retranslate import translate_ui

translate = QCoreApplication.translate


class FinishOffer(QObject):
    """A chip "Decided: play the rest (R)" on the felt and the Play menu's entry."""

    def __init__(self, table: TableView, menu: QMenu) -> None:
        super().__init__(table)
        self.setObjectName("finish-offer")
        self.table = table
        self.finisher = DealFinisher(table.controller, self)
        self.chip = Badge(clickable=True)
        self.chip.setObjectName("play-the-rest")
        self.chip.setZValue(4550)
        self.chip.hide()
        self.chip.clicked.connect(self.play_rest)
        table.scene().addItem(self.chip)
        self.action = QAction(menu)
        self.action.setShortcut(QKeySequence("R"))
        self.action.setEnabled(False)
        self.action.triggered.connect(lambda _c=False: self.play_rest())
        menu.addAction(self.action)
        self._speed: str | None = None
        self.finisher.offerChanged.connect(self._on_offer)
        self.finisher.finishingChanged.connect(self._on_finishing)
        table.animationIdle.connect(self._on_idle)
        table.relaidOut.connect(self._place)
        translate_ui(self)

    def translate_ui(self) -> None:
        self.action.setText(translate("FinishOffer", "Play the res&t"))
        self.action.setToolTip(
            translate("FinishOffer", "The rest of this deal is decided: play it out fast (R)")
        )
        self.chip.set_text(translate("FinishOffer", "Decided: play the rest (R)"))
        self.chip.setToolTip(self.action.toolTip())
        self._place()

    def play_rest(self) -> bool:
        return self.finisher.play_rest()

    def _on_offer(self, on: bool) -> None:
        self.action.setEnabled(on)
        self._place()

    def _on_idle(self) -> None:
        self._place()
        self.finisher.step()  # while finishing: the player's next move, once the cards rest

    def _on_finishing(self, on: bool) -> None:
        if on:
            self._speed = self.table.speed
            if self.table.speed in ("normal", "slow"):
                self.table.set_speed("fast")
        elif self._speed is not None:
            self.table.set_speed(self._speed)
            self._speed = None

    def _place(self) -> None:
        """Above the middle of the hand, while the offer stands and the cards rest."""
        if not self.finisher.offered or self.table.busy:
            self.chip.hide()
            return
        g = self.table.geometry_model
        self.chip.set_font_px(g.font_px * 1.05)
        r = self.chip.boundingRect()
        ax, ay = g.hand_anchor(0)
        y = ay - g.card_h * 0.5 - g.margin - r.height() / 2
        self.chip.setPos(ax, max(g.margin + r.height() / 2, y))
        self.chip.show()
