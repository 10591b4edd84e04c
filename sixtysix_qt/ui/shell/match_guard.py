"""The player's match is never lost by a click: asked before it ends, parked while practice runs.

Two things may take the match in progress off the table.  A new game ends
it, so ``may_replace`` asks first (``AbandonQuestion``: Keep playing is the
default and Escape).  "Play on from here" in a review starts a practice
deal, so ``play_on`` parks the match instead of asking: it stays in memory,
the save file keeps it untouched (``GameSession.hold_save``), and it comes
back when the practice deal ends (``back_to_match``) or at the next start.
One line in the status bar says so while it waits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QWidget

from sixtysix_qt.engine import Match

from ..play.controller import GameController
from ..play.practice import PracticeMarks
from ..play.session import GameSession
from ..play.setup import GameSetup
from ..words.retranslate import translate_ui
from ..words.texts import fill

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ParkedMatch:
    """The real match while a practice deal from a review is played."""

    match: Match
    setup: GameSetup
    practice: PracticeMarks


def waiting_line(match: Match) -> str:
    """The one line that says where the parked match is and when it comes back."""
    return fill(
        translate(
            "MatchGuard",
            "Practice: your match (deal %1, %2) is kept and comes back when this deal ends.",
        ),
        match.deal_number,
        _scores(match),
    )


def waiting_mark(match: Match) -> str:
    """The short form for the status bar (the whole line is its tooltip)."""
    return fill(
        translate("MatchGuard", "Your match waits: deal %1, %2"), match.deal_number, _scores(match)
    )


def _scores(match: Match) -> str:
    return " : ".join(str(x) for x in match.scores)


class MatchGuard(QObject):
    """Asks before a new game ends the match; parks it while a practice deal is played."""

    said = Signal(str)  # the one line for the status bar: what happens to the parked match

    def __init__(
        self,
        controller: GameController,
        session: GameSession,
        ask_new_game: Callable[[Match], bool],
        note: QLabel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.session = session
        self.ask_new_game = ask_new_game
        """Asks whether to end ``match`` for a new game (True: end it)."""
        self.note = note
        self.note.setObjectName("parked-match")
        self.note.hide()
        self.parked: ParkedMatch | None = None
        self._practice: Match | None = None
        controller.matchStarted.connect(self._on_match_started)
        translate_ui(self)

    # -- questions --------------------------------------------------------
    def real_match_in_progress(self) -> Match | None:
        """The player's own match that a new game would end (the parked one first)."""
        if self.parked is not None:
            return self.parked.match
        return self.controller.match if self.session.match_in_progress() else None

    def may_replace(self) -> bool:
        """True when a new game may take the table: nothing to lose, or the player said so
        (the deal under way then counts as played and lost for the rating)."""
        match = self.real_match_in_progress()
        if match is None:
            return True
        if not self.ask_new_game(match):
            return False
        if self.parked is not None:
            setup, practice = self.parked.setup, self.parked.practice.any
        else:
            setup, practice = self.controller.setup, self.controller.is_practice
        self.session.record_abandoned(match, setup, practice)
        return True

    # -- play on -------------------------------------------------------------
    def play_on(self, match: Match, setup: GameSetup, practice: PracticeMarks) -> None:
        """Start the practice ``match``; the real match in progress is parked, not lost."""
        c = self.controller
        real = c.match is not self._practice and self.session.match_in_progress()
        if self.parked is None and real:
            self.parked = ParkedMatch(c.match, c.setup, c.practice_marks())
            self.session.hold_save = True  # the save file keeps the real match
        self._practice = match
        c.resume(match, setup, practice)
        self.translate_ui()
        if self.parked is not None:
            self.said.emit(waiting_line(self.parked.match))

    def back_to_match(self) -> bool:
        """The practice deal is over: the parked match comes back (False: none is parked)."""
        parked, self.parked = self.parked, None
        if parked is None:
            return False
        self._practice = None
        self.session.hold_save = False
        self.controller.resume(parked.match, parked.setup, parked.practice)
        self.translate_ui()
        return True

    def continue_label(self) -> str | None:
        """What the summary's button says while a match is parked (None: its usual word)."""
        state = self.controller.state
        if self.parked is None or state is None or not state.is_over:
            return None
        return translate("MatchGuard", "Back to your match")

    def translate_ui(self) -> None:
        if self.parked is None:
            self.note.hide()
            self.note.clear()
            return
        self.note.setText(waiting_mark(self.parked.match))
        self.note.setToolTip(waiting_line(self.parked.match))
        self.note.show()

    def _on_match_started(self, match: Match) -> None:
        """Any other match than the practice one or the parked one: nothing is parked now."""
        if match is self._practice or self.parked is None:
            return
        if match is not self.parked.match:  # a new game, after the player said so
            self.parked = None
            self._practice = None
            self.session.hold_save = False
        self.translate_ui()
