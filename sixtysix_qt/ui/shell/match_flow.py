"""Which match is on the table: the first start, a new game, the next deal.

The first start offers the saved match before a new one and tells the
player once if the save or the statistics file was bad; a new game (the
dialog, or Play again) never ends a match in progress without asking
(``MatchGuard``); the summary's button goes on to the next deal, or to a new
match once this one is decided.  The game itself is the controller's: this
only decides what to start and when.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from sixtysix_qt.engine import OPTION_DEFAULTS, Match
from sixtysix_qt.storage import LoadOutcome, SaveBlocked

from ..dialogs.new_game import NewGameDialog
from ..dialogs.questions import ResumeQuestion, tell_bad_save, tell_bad_statistics
from ..play.controller import GameController
from ..play.session import GameSession
from ..play.setup import GameSetup
from ..settings.store import Settings
from .match_guard import MatchGuard
from .storage_banner import StorageBanner


class MatchFlow:
    """Starting, resuming and continuing matches in one window."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        session: GameSession,
        guard: MatchGuard,
        banner: StorageBanner,
        welcome: Callable[[], None],
        settings: Settings | None,
    ) -> None:
        self._window = window  # the parent of the questions and the dialog
        self._controller = controller
        self._session = session
        self._guard = guard
        self._banner = banner
        self._welcome = welcome  # shows the welcome card on the felt
        self._settings = settings
        self._started = True
        """False from ``deferred_start`` until the start and its questions are over."""
        self._after_start: list[Callable[[], object]] = []

    def start(self, setup: GameSetup | None = None) -> None:
        """Start a match (the last setup if none is given)."""
        self._controller.new_match(setup)

    def next_setup(self) -> GameSetup:
        """The setup of the next new game: from the settings when there are any."""
        if self._settings is not None:
            return self._settings.game_setup()
        setup = self._controller.setup
        return setup.with_seed(None) if setup.seed else setup

    def start_or_resume(self, setup: GameSetup | None = None) -> bool:
        """Offer to resume the saved match, else start ``setup``; True if resumed."""
        return self._session.start_or_resume(setup if setup is not None else self.next_setup())

    def deferred_start(self, setup: GameSetup | None = None, resume: bool = True) -> None:
        """Start once the window is shown, so the deal animation is seen from its first frame.

        With a save folder, the player is first offered the unfinished match.
        """
        saves = self._session.saves
        begin = self.start_or_resume if resume and saves is not None else self.start
        welcome = self._settings is not None and not self._settings.welcome_shown
        self._started = False
        QTimer.singleShot(0, lambda: self._begin(lambda: begin(setup), welcome))

    def _begin(self, begin: Callable[[], object], welcome: bool) -> None:
        """The start's steps in turn, each question answered before the next, then the waiting."""
        try:
            self.tell_bad_statistics()
            begin()
            if welcome:
                self._welcome_first_time()
        finally:
            self._started = True
            waiting, self._after_start = self._after_start, []
            for then in waiting:
                then()

    def after_start(self, then: Callable[[], object]) -> None:
        """Run ``then`` once the start's questions (resume, welcome) are over; now if they are.

        A deal file given at start-up opens its review only then: opened
        earlier, it would cover the modal resume question and ignore every
        click until that hidden question was found.
        """
        if self._started:
            then()
        else:
            self._after_start.append(then)

    def _welcome_first_time(self) -> None:
        """The first start: the welcome card on the felt, once (Help -> Welcome brings it back)."""
        self._settings.welcome_shown = True
        self._welcome()

    # -- the questions of a start ------------------------------------------------
    def ask_resume(self, match: Match) -> bool:
        """Ask the player whether to resume the saved match (Escape resumes)."""
        return ResumeQuestion(match, self._window).wants_resume()

    def tell_bad_save(self, outcome: LoadOutcome) -> None:
        """The save file could not be used: one sentence; a banner if it also blocks saving."""
        tell_bad_save(self._window, outcome)
        saves = self._session.saves
        if outcome.kept_in_place and saves is not None:
            self._banner.failed("save", SaveBlocked(saves.blocked))

    def tell_bad_statistics(self) -> None:
        """Once, at start: the statistics file was bad (moved aside, or left and not written)."""
        stats = self._session.stats
        if stats is None or not stats.problem:
            return
        if stats.moved_to is None:
            self._banner.failed("stats", SaveBlocked(stats.blocked))
        tell_bad_statistics(self._window, stats)

    # -- the next game ----------------------------------------------------------------
    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.next_setup(), self._window)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self._guard.may_replace():
            setup = dialog.setup()
            if self._settings is not None:  # the choice is the default of the next games too
                self._settings.preset = setup.preset
                self._settings.level = setup.level
                self._settings.rule_options = {**OPTION_DEFAULTS, **setup.options}
                self._settings.sync()
            self._controller.new_match(setup)

    def play_again(self) -> None:
        """A new match: with the settings' choices when there are settings, else as the last.

        A match in progress is never thrown away without asking first (F2 sits next to F1).
        """
        if not self._guard.may_replace():
            return
        if self._settings is not None:
            self._controller.new_match(self._settings.game_setup())
        else:
            self._controller.play_again()

    def continue_after_deal(self) -> None:
        """The summary's button: the next deal, or a new match once this one is decided."""
        m = self._controller.match
        if m is None or not m.state.is_over or self._guard.back_to_match():
            return
        if m.is_over:
            self.play_again()
        else:
            self._controller.next_deal()
