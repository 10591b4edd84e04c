"""The hint in the status bar, and the golden rim on the card it names.

A hint is asked with H and arrives a moment later (``hintReady``); until
the position changes it stays on the line and its card stays marked (the
table's ``hint_mark`` keeps the rim through relayouts).  Kept apart from the
window so the window only wires it up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from sixtysix_qt.engine import Action

from ..look.elided_label import ElidedLabel
from ..play.controller import GameController
from ..table.view import TableView
from ..words.hints import hint_card, hint_sentence
from ..words.texts import fill

translate = QCoreApplication.translate


class HintLine(ElidedLabel):
    """Shows what a hint says (or that one is being worked out) and marks its card."""

    def __init__(self, controller: GameController, table: TableView, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hint-line")  # a long hint ends in "…" and is whole on hover
        self.controller = controller
        self.table = table
        self._hint: tuple[str, str] | None = None
        controller.hintReady.connect(self.show_hint)
        controller.hintPending.connect(self._on_pending)
        controller.hintFailed.connect(self._on_failed)
        controller.stateChanged.connect(lambda *_: self.forget())

    def not_your_turn(self) -> None:
        self.setText(translate("MainWindow", "A hint is for your turn."))

    def show_hint(self, action: str, reason: str) -> None:
        """Say the hint and mark its card (Enter then plays it from the keyboard)."""
        self._hint = (action, reason)
        state = self.controller.state
        code = hint_card(action, state.trump_card if state is not None else None)
        if action == "close":
            code = self.table.talon_top()
        self.table.hint_mark.set(code)
        if code is not None and state is not None and code in state.hand(0):
            self.table.choose_card(code)
        # Enter makes exactly this move, whatever its kind (the AI answered it in text)
        self.table.keys.hinted = Action.parse(action)
        self.translate_ui()

    def forget(self) -> None:
        """The position changed: the hint no longer applies."""
        self.table.hint_mark.set(None)
        self.table.keys.hinted = None
        self._hint = None
        self.translate_ui()

    def translate_ui(self) -> None:
        if self._hint is not None:
            state = self.controller.state
            target = state.shape.deal_target if state is not None else 66
            self.setText(hint_sentence(*self._hint, target))
        elif not self.controller.hint_pending():
            self.setText("")

    def _on_pending(self, pending: bool) -> None:
        if pending:
            self.setText(translate("MainWindow", "Looking for the best move…"))
        else:
            self.translate_ui()

    def _on_failed(self, error: str) -> None:
        text = translate("MainWindow", "No hint: the computer ran into an error (%1).")
        self.setText(fill(text, error))
