"""What the player's gestures ask of the game, and what the table says when it says no.

A gesture (a card played, the Exchange, Close or Marriage command, the
"66!" chip, a call of the auction) becomes an action string sent through the
table's ``GamePort``; the engine behind it decides.  A refused gesture is
explained in the status line.  Where one gesture has several meanings the
player is asked first: which marriage, announce or only play the card,
"Declare 66 now?".  The choices offered are the engine's legal actions, so
nothing here decides a rule; the view only turns pointer and key input into
these calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QMessageBox, QWidget

from sixtysix_qt.engine import Action, Kind

from .claim import claim_now
from .menus import announce_or_play_menu, close_question, declare_question, marriage_choice_menu

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from sixtysix_qt.engine import DealState

    from .game_port import GamePort


class GestureTable(Protocol):
    """What the gestures need of the table they serve (``TableView`` is one)."""

    controller: GamePort
    locked: bool  # a demonstration: gestures do nothing
    statusMessage: SignalInstance  # (str) a refusal or a wait, for the status line
    askDeclareChanged: SignalInstance  # (bool) "don't ask again" was ticked
    askCloseChanged: SignalInstance  # (bool) "don't ask again" was ticked in the close question

    @property
    def state(self) -> DealState | None: ...

    def wiggle(self, code: str) -> None: ...

    def global_point(self, code: str | None = None) -> QPoint: ...


class TableGestures:
    """The gestures of one table, with the player's two questions and their answers."""

    def __init__(self, table: GestureTable, widget: QWidget) -> None:
        self._table = table
        self._widget = widget  # the menus and the question open over it
        self.ask_marriage = False
        """Ask before announcing when a marriageable king or queen is played (else announce)."""
        self.ask_declare = True
        """Ask "Declare 66 now?" before a declaration (else one click declares)."""
        self.declare_box: QMessageBox | None = None
        """The "Declare 66 now?" question while it is open."""
        self.ask_close = False
        """Ask "Close the talon now?" first (the window's setting: on for a new player)."""
        self.close_box: QMessageBox | None = None
        """The "Close the talon now?" question while it is open."""

    def _say(self, text: str) -> None:
        self._table.statusMessage.emit(text)

    def wait_text(self) -> str:
        """Why a gesture does nothing now: the deal is over, or it is not your turn."""
        s = self._table.state
        if s is not None and s.is_over:
            return QCoreApplication.translate("TableView", "The deal is over.")
        return QCoreApplication.translate("TableView", "Please wait: it is not your turn.")

    def request(self, action: Action, refusal: str = "") -> bool:
        """Send an action to the game; say why not if it is refused."""
        table = self._table
        if table.locked:
            return False
        if table.controller.play(action):
            return True
        if not table.controller.human_to_move():
            self._say(self.wait_text())
        elif refusal:
            self._say(refusal)
        return False

    def request_exchange(self) -> bool:
        return self.request(
            Action(Kind.EXCHANGE),
            QCoreApplication.translate(
                "TableView",
                "You can exchange the trump nine only when you lead, have won a trick "
                "and the talon has cards left.",
            ),
        )

    def request_close(self) -> bool:
        """Close the talon: after asking "Close the talon now?" when the player wants that."""
        controller = self._table.controller
        if not self.ask_close or Action(Kind.CLOSE) not in controller.human_actions():
            return self._close()
        if self.close_box is None:
            self.close_box = close_question(self._widget, self._on_close_answer)
        return True

    def _on_close_answer(self, close: bool, ask_again: bool) -> None:
        self.close_box = None
        if not ask_again:
            self.ask_close = False
            self._table.askCloseChanged.emit(False)
        if close:
            self._close()

    def _close(self) -> bool:
        return self.request(
            Action(Kind.CLOSE),
            QCoreApplication.translate(
                "TableView", "You can close the talon only when you lead and it has cards left."
            ),
        )

    # -- declaring 66 ------------------------------------------------------
    def request_declare(self) -> bool:
        """Declare 66: after asking "Declare 66 now?" unless the player chose not to be asked."""
        s, controller = self._table.state, self._table.controller
        declare = Action(Kind.DECLARE)
        if not self.ask_declare or s is None or declare not in controller.human_actions():
            return self._declare()
        if self.declare_box is None:
            self.declare_box = declare_question(
                self._widget, claim_now(s, 0), self._on_declare_answer
            )
        return True

    def _on_declare_answer(self, declare: bool, ask_again: bool) -> None:
        self.declare_box = None
        if not ask_again:
            self.ask_declare = False
            self._table.askDeclareChanged.emit(False)
        if declare:
            self._declare()

    def _declare(self) -> bool:
        return self.request(
            Action(Kind.DECLARE),
            QCoreApplication.translate("TableView", "Declaring is not possible now."),
        )

    # -- marriages and cards -------------------------------------------------
    def request_marriage_at(self, at: QPoint | None) -> bool:
        """Announce a marriage: directly if there is one way, else offer a menu of them,
        opened just above the global point ``at`` (the top of the button pressed; None:
        the middle of the table)."""
        controller = self._table.controller
        marriages = [a for a in controller.human_actions() if a.kind is Kind.MARRY]
        if not marriages:
            if not controller.human_to_move():
                self._say(self.wait_text())
            else:
                self._say(
                    QCoreApplication.translate(
                        "TableView",
                        "You can announce a marriage when you lead and hold a king and queen.",
                    )
                )
            return False
        if len(marriages) == 1:
            return self.request(marriages[0])
        s = self._table.state
        worth = {a: s.apply(a).marriages[-1][2] for a in marriages}  # the engine's values
        if at is None:
            marriage_choice_menu(self._widget, worth, self.request, self._table.global_point())
        else:
            marriage_choice_menu(self._widget, worth, self.request, at, above=True)
        return True

    def play_card(self, code: str) -> bool:
        """Play a card of the human's hand, announcing a marriage as the settings say."""
        table = self._table
        if not table.controller.human_to_move():
            self._say(self.wait_text())
            table.wiggle(code)
            return False
        legal = table.controller.human_actions()
        marry, play = Action(Kind.MARRY, card=code), Action(Kind.PLAY, card=code)
        if marry in legal:
            if self.ask_marriage:
                self._ask_marriage(code)
                return True
            return self.request(marry)
        if play in legal:
            return self.request(play)
        table.wiggle(code)
        self._say(
            QCoreApplication.translate(
                "TableView",
                "That card cannot be played now: follow suit and take the trick if you can, "
                "else play a trump.",
            )
        )
        return False

    def _ask_marriage(self, code: str) -> None:
        marry = Action(Kind.MARRY, card=code)
        points = self._table.state.apply(marry).marriages[-1][2]  # the engine's value
        at = self._table.global_point(code)
        announce_or_play_menu(self._widget, code, points, self.request, at)
