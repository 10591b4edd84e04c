"""A one-line label that never cuts a word in half: a long text ends in "…", and the
whole text is its tooltip.

The status bar's lines (the table's words, the hint) hold sentences of any
length in five languages; a plain ``QLabel`` that may not widen the window
just stops drawing at its edge, mid-word (round-4 review: the Bulgarian hint
at 1280x720).  This one draws what fits, marks the cut with an ellipsis and
lets the player read the rest on hover.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStyle, QStyleOption, QWidget


class ElidedLabel(QLabel):
    """One line of plain text, elided at the right end when it does not fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        # a long line must neither widen the window nor wrap (the table would be resized)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._own_tip = ""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._update_tip()

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt's name
        """A tooltip of the caller's own; the whole text replaces it only while the text is cut."""
        self._own_tip = tip
        self._update_tip()

    def shown_text(self) -> str:
        """The text as drawn now: whole, or cut with "…"."""
        room = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, room)

    def is_elided(self) -> bool:
        return self.shown_text() != self.text()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        rect = self.contentsRect()
        align = self.alignment() | Qt.AlignmentFlag.AlignVCenter
        self.style().drawItemText(
            painter,
            rect,
            int(align),
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )

    def _update_tip(self) -> None:
        tip = self.text() if self.is_elided() else self._own_tip
        if tip != super().toolTip():
            super().setToolTip(tip)
