"""Before a hint or an undo first makes the match practice, one line says so and asks.

A hint or a take-back makes the match practice (kept apart in the
statistics).  The player learns that before it counts, not after:
``PracticeGate.through(aid)`` runs the aid at once when the match is
already practice or the player said "Don't tell me again"; otherwise the
notice lies over the top of the table (it never pushes the table down)
with Go ahead and Not now.  Only Go ahead runs the aid.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..play.controller import GameController
from ..settings.store import Settings
from ..words.retranslate import translate_ui

translate = QCoreApplication.translate


class PracticeNotice(QFrame):
    """ "Hints and undo make this match practice …" with Don't tell me again, Go ahead, Not now."""

    dismissed = Signal(bool)  # Go ahead was pressed; True: never show it again

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("practice-notice")
        self.setAutoFillBackground(True)
        self.text = QLabel(self)
        self.text.setObjectName("practice-notice-text")
        self.text.setWordWrap(True)  # two lines in a narrow window, over the felt
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.never = QCheckBox(self)
        self.never.setObjectName("practice-notice-never")
        self.ok = QPushButton(self)
        self.ok.setObjectName("practice-notice-ok")
        self.cancel = QPushButton(self)
        self.cancel.setObjectName("practice-notice-cancel")
        self.ok.clicked.connect(self._go)
        self.cancel.clicked.connect(self._not_now)
        row = QHBoxLayout()
        row.addWidget(self.never, 1, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.cancel)
        row.addWidget(self.ok)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.addWidget(self.text)
        column.addLayout(row)
        self._aid: Callable[[], object] | None = None
        table.installEventFilter(self)
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
        self.ok.setText(translate("PracticeNotice", "Go ahead"))
        self.cancel.setText(translate("PracticeNotice", "Not now"))
        self._place()

    def ask(self, aid: Callable[[], object]) -> None:
        """Show the notice; ``aid`` runs only if the player goes ahead."""
        self._aid = aid
        self.never.setChecked(False)
        self._place()
        self.show()
        self.raise_()
        self.ok.setFocus()

    def _go(self) -> None:
        aid, self._aid = self._aid, None
        self.hide()
        self.dismissed.emit(self.never.isChecked())
        if aid is not None:
            aid()

    def _not_now(self) -> None:
        self._aid = None
        self.hide()

    def _place(self) -> None:
        """Over the top of the table, as wide as it (less a margin), as high as its text."""
        table = self.parentWidget()
        width = max(240, table.width() - 16)
        self.setFixedWidth(width)
        self.setFixedHeight(self.layout().heightForWidth(width) or self.sizeHint().height())
        self.move(8, 8)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self._not_now()
        else:
            super().keyPressEvent(event)


class PracticeGate(QObject):
    """Runs a practice aid (hint, undo) at once, or first asks through the notice."""

    def __init__(
        self,
        controller: GameController,
        notice: PracticeNotice,
        settings: Settings | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.notice = notice
        self.settings = settings
        notice.dismissed.connect(self._remember)

    def wanted(self) -> bool:
        return self.settings.practice_notice if self.settings is not None else True

    def through(self, aid: Callable[[], object]) -> None:
        """Run ``aid`` if nothing is left to tell, else ask first (the aid waits)."""
        if self.controller.is_practice or not self.wanted() or self.controller.match is None:
            aid()
        else:
            self.notice.ask(aid)

    def _remember(self, never_again: bool) -> None:
        if never_again and self.settings is not None:
            self.settings.practice_notice = False
            self.settings.sync()
