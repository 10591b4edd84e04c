"""One line that shows whom a match was played against: the level's face and the names.

The recap opens with it ("Your opponent: Martin (Easy)"), so the character the
player met on the table is the one the match is remembered by.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ..table.faces import portrait
from ..words.names import level_label
from ..words.opponents import opponent_name
from ..words.texts import fill

FACE_PX = 40


class OpponentLine(QWidget):
    """The level's portrait and "Your opponent: NAME (Level)"; hidden without a named level."""

    def __init__(self, level: str, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("opponent-line")
        self.level = level
        self.face = QLabel()
        self.face.setObjectName("opponent-face")
        self.words = QLabel()
        self.words.setObjectName("opponent-names")
        self.words.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.face)
        layout.addWidget(self.words, 1)
        self._names = names
        self.setVisible(bool(names) and opponent_name(level) is not None)
        self.face.setPixmap(portrait(level, FACE_PX, self.devicePixelRatioF()))

    def translate_ui(self) -> None:
        """Called by the dialog that holds the line, with its own words."""
        level = level_label(self.level)
        if len(self._names) == 1:
            text = QCoreApplication.translate("Opponents", "Your opponent: %1 (%2)")
            self.words.setText(fill(text, self._names[0], level))
        else:  # three and four seats: two opponents (the partner plays with you)
            names = fill(QCoreApplication.translate("Game", "%1 and %2"), *self._names[-2:])
            text = QCoreApplication.translate("Opponents", "Your opponents: %1 (%2)")
            self.words.setText(fill(text, names, level))
