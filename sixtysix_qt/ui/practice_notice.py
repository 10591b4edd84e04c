"""The one line that says a hint or an undo has made the match practice (shown once, if wished).

A bar above the table rather than a dialog: the player is in the middle of a
move, so the game is not stopped; "Don't tell me again" turns it off for
good (the ``practice_notice`` setting, also on the settings' Practice tab).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from .words.retranslate import translate_ui

translate = QCoreApplication.translate


class PracticeNotice(QToolBar):
    """ "Hints and undo make this match practice …" with Don't tell me again and OK."""

    dismissed = Signal(bool)  # True: never show it again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practice-notice")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not a bar the player switches on
        body = QWidget(self)
        row = QHBoxLayout(body)
        row.setContentsMargins(8, 2, 8, 2)
        self.text = QLabel(body)
        self.text.setObjectName("practice-notice-text")
        self.text.setWordWrap(True)  # two lines in a narrow window rather than a wider one
        self.text.setMinimumWidth(240)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.never = QCheckBox(body)
        self.never.setObjectName("practice-notice-never")
        self.ok = QPushButton(body)
        self.ok.setObjectName("practice-notice-ok")
        self.ok.clicked.connect(self._dismiss)
        row.addWidget(self.text, 1)
        row.addWidget(self.never, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.ok, 0)
        self.addWidget(body)
        self.hide()
        translate_ui(self)

    def translate_ui(self) -> None:
        self.text.setText(
            translate(
                "MainWindow",
                "Hints and undo make this match practice: it is kept apart in your statistics",
            )
        )
        self.never.setText(translate("MainWindow", "&Don't tell me again"))
        self.ok.setText(translate("MainWindow", "OK"))

    def tell(self) -> None:
        """Show the line (the window decides whether the player still wants it)."""
        self.never.setChecked(False)
        self.show()

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit(self.never.isChecked())
