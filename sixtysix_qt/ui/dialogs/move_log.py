"""What happened: the moves of the deal on the table, as a list the player can open (W).

A small window beside the table, kept up to date while the deal goes on.
Only what every player saw is listed (``words.moves.deal_lines``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ..play.controller import GameController
from ..words.buttons import name_standard_buttons
from ..words.moves import deal_lines
from ..words.retranslate import translate_ui
from ..words.texts import seat_names


class MoveLogDialog(QDialog):
    """The deal's moves so far, one a line, with a line after each trick."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("move-log")
        self.controller = controller
        self.moves = QListWidget()
        self.moves.setObjectName("move-log-list")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        name_standard_buttons(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.moves, 1)
        layout.addWidget(buttons)
        self.resize(360, 420)
        controller.stateChanged.connect(self._on_state)
        translate_ui(self)

    def _on_state(self, _old: object, _new: object) -> None:
        """A bound slot, not a lambda: Qt disconnects it when the list is deleted on close."""
        self.refresh()

    def lines(self) -> list[str]:
        return [self.moves.item(i).text() for i in range(self.moves.count())]

    def refresh(self) -> None:
        state = self.controller.state
        self.moves.clear()
        if state is not None and state.shape.players == len(self.controller.setup.seats):
            self.moves.addItems(
                deal_lines(
                    state, seat_names(self.controller.setup.seats, self.controller.setup.level)
                )
            )
            self.moves.scrollToBottom()

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("What happened"))
        self.refresh()


class MoveLog(QObject):
    """Play -> What happened (W): opens the list of the deal's moves."""

    def __init__(self, window: QMainWindow, controller: GameController, menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("move-log-command")
        self.window = window
        self.controller = controller
        self.dialog: MoveLogDialog | None = None
        self.action = QAction(window)
        self.action.setShortcut(QKeySequence("W"))
        self.action.triggered.connect(lambda _c=False: self.show())
        menu.addAction(self.action)
        translate_ui(self)

    def translate_ui(self) -> None:
        self.action.setText(self.tr("&What happened"))
        self.action.setToolTip(self.tr("The moves of this deal so far, trick by trick (W)"))

    def show(self) -> MoveLogDialog:
        if self.dialog is None:
            self.dialog = MoveLogDialog(self.controller, self.window)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.destroyed.connect(lambda *_: setattr(self, "dialog", None))
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog
