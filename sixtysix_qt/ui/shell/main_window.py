"""The game window: the table, a menu bar, a bar of game actions and a status line.

The window is the shell that wires the parts together: the commands are
``actions.GameActions`` (each a QAction, enabled exactly when the engine
says the move is legal), the match in progress is saved, resumed and
counted by ``play.session.GameSession``, the computer's moves and hints come
through the controller's one ``ComputerService``, and every text is set by
a ``translate_ui`` method registered once (``words.retranslate``).  The
window keeps the player's comfort: preferences (``Settings`` over
QSettings, window geometry included).  Without a settings object or a data
folder (tests, ``--screenshot``, ``--autoplay``) nothing is read or written.

One job: build the window and wire its parts together.  Never: decide a
rule (the engine), own a flow (starting and continuing matches:
``match_flow``; the recap: ``recap_flow``; preferences: ``preferences``),
or word a question (``dialogs/``).  Its few verbs (``start``,
``continue_after_deal``, ``set_speed`` ...) hand on to the part that owns them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

from sixtysix_qt.engine import Match
from sixtysix_qt.storage import SaveStore, Statistics

from ..dialogs.move_log import MoveLog
from ..dialogs.questions import AbandonQuestion, computer_failed, show_about
from ..look.elided_label import ElidedLabel
from ..look.style import ensure_style
from ..onboarding.first_steps import FirstSteps
from ..play.controller import GameController
from ..play.forced import ForcedCards
from ..play.session import GameSession
from ..play.setup import GameSetup
from ..review.menu import ReviewMenu
from ..settings.store import Settings
from ..system.screen_fit import SIZED_AT_START, fit_every_window
from ..table.news import MoveNews
from ..table.view import TableView
from ..words.i18n import LanguageManager
from ..words.retranslate import translate_ui
from ..words.shared import practice
from .actions import GameActions, GameMenus
from .finish_offer import FinishOffer
from .hint_line import HintLine
from .match_flow import MatchFlow
from .match_guard import MatchGuard
from .practice_notice import PracticeGate, PracticeNotice
from .preferences import Preferences
from .recap_flow import RecapFlow
from .senses import WindowSenses
from .storage_banner import StorageBanner
from .toolbar_buttons import follow_faded


class MainWindow(QMainWindow):
    """Sixty-Six against the computer: one window, one table."""

    def __init__(
        self,
        controller: GameController | None = None,
        language_manager: LanguageManager | None = None,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        data_dir: Path | str | None = None,
    ) -> None:
        super().__init__(parent)
        ensure_style(QApplication.instance())  # tool modes and tests see the game's own look
        fit_every_window()  # every dialog and window it opens fits the screen as it is shown
        self.setProperty(SIZED_AT_START, True)  # this one: once, at start (``app.py``)
        self.controller = controller or GameController(self)
        self.languages = language_manager
        self.settings = settings
        self.session = self._build_session(data_dir, settings)
        self._rules_dialog: QWidget | None = None
        self._build_table()
        self._build_commands(languages=language_manager is not None)
        self._build_match_guard()
        self._build_flows(data_dir, language_manager)
        self._connect()
        self._build_senses()
        self._wire_preferences()
        translate_ui(self)
        self._update_actions()
        self._restore_preferences()

    @property
    def saves(self) -> SaveStore | None:
        return self.session.saves

    @property
    def stats(self) -> Statistics | None:
        return self.session.stats

    # -- building -----------------------------------------------------------
    def _build_session(self, data_dir: Path | str | None, settings: Settings | None) -> GameSession:
        """The match in progress, saved and counted in ``data_dir`` (asks through ``matches``)."""
        return GameSession(
            self.controller,
            data_dir,
            default_level=lambda: settings.level if settings is not None else "medium",
            ask_resume=lambda match: self.matches.ask_resume(match),
            tell_bad_save=lambda outcome: self.matches.tell_bad_save(outcome),
            parent=self,
        )

    def _build_table(self) -> None:
        """The table in the middle, the status line, and what lies over the felt."""
        self.table = TableView(self.controller, self)
        self.table.named_opponents = True  # the computers sit as their level's characters
        self.news = MoveNews(self.table)
        self.setCentralWidget(self.table)
        self.setObjectName("main-window")
        self.resize(1280, 800)
        self._set_icon()
        self._build_status_bar()
        self.storage_banner = StorageBanner(self)  # shown while a save or record fails
        self.first_steps = FirstSteps(self.table)
        # a computer's opening lead waits until the welcome card is put away: never under it
        self.first_steps.opened.connect(lambda: self.controller.hold_moves(True))
        self.first_steps.closed.connect(lambda: self.controller.hold_moves(False))
        self.practice_notice = PracticeNotice(self.table)  # over the felt: never pushes it down
        self.practice_gate = PracticeGate(
            self.controller, self.practice_notice, self.settings, self
        )

    def _build_commands(self, languages: bool) -> None:
        """The actions, the menus and the bar built from them, and the Play menu's extras."""
        self.commands = GameActions(self, languages=languages)
        self.menus = GameMenus(self, self.commands)
        self.toolbar = self.menus.toolbar
        self.move_log = MoveLog(self, self.controller, self.menus.play)
        self.finish_offer = FinishOffer(self.table, self.menus.play)
        self.forced_cards = ForcedCards(self.controller, self)  # on with a player's settings

    def _build_match_guard(self) -> None:
        """The guard that asks before a match is abandoned; its note sits in the status bar."""
        self.match_guard = MatchGuard(
            self.controller,
            self.session,
            lambda m: AbandonQuestion(m, self).wants_new_game(),
            QLabel(),
            self,
        )
        self.statusBar().addPermanentWidget(self.match_guard.note)
        self.match_guard.said.connect(lambda: self.news.say(self.match_guard.waiting_words))
        self.table.hud.continue_label = self.match_guard.continue_label

    def _build_flows(
        self, data_dir: Path | str | None, language_manager: LanguageManager | None
    ) -> None:
        """The parts that own a flow: reviews, matches, the recap and the preferences."""
        settings = self.settings
        self.review_menu = ReviewMenu(self, self.menus.game, data_dir, settings)
        self.review_menu.match_id = self.session.match_id  # History groups deals by match
        self.matches = MatchFlow(
            self,
            self.controller,
            self.session,
            self.match_guard,
            self.storage_banner,
            self.first_steps.show_welcome,
            settings,
        )
        self.recap_flow = RecapFlow(
            self, self.controller, self.session, self.table, self.review_menu, self.play_again
        )
        self.preferences = Preferences(
            self, self.controller, self.table, self.commands, language_manager, settings
        )

    def _build_senses(self) -> None:
        """Sounds, the celebration, what a screen reader hears (after ``_connect``)."""
        self.senses = WindowSenses(
            self, self.table, self.controller, self.commands.sound, self._status, self.settings
        )

    def _wire_preferences(self) -> None:
        """What a change of preferences also reaches, and who waits for the celebration."""
        self.preferences.also_apply.append(self.senses.apply)
        self.preferences.tell = self.news.say
        self.preferences.forced_cards = lambda on: setattr(self.forced_cards, "enabled", on)
        self.preferences.changed_between_deals = self.session.autosave
        self.preferences.sound_problem = self.senses.problem
        self.recap_flow.before_recap = self.senses.after_celebration

    def _restore_preferences(self) -> None:
        """A player's settings and window geometry, once everything is built."""
        if self.settings is not None:
            self.preferences.apply(language=False)  # the app installed it (``--lang`` may override)
            geometry = self.settings.geometry
            if not geometry.isEmpty():
                self.restoreGeometry(geometry)

    def _set_icon(self) -> None:
        from sixtysix_qt.resources import resource_path

        try:
            self.setWindowIcon(QIcon(str(resource_path("icons/sixtysix.svg"))))
        except FileNotFoundError:
            pass

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self._status = ElidedLabel()  # a long line ends in "…", whole on hover
        self._status.setObjectName("status-line")
        bar.addWidget(self._status, 2)
        self.hint_line = HintLine(self.controller, self.table, self)
        bar.addWidget(self.hint_line, 3)
        self._practice_label = QLabel()
        self._practice_label.setObjectName("practice-mark")
        self._practice_label.hide()
        bar.addPermanentWidget(self._practice_label)

    def _connect(self) -> None:
        """What each command does, and what the window follows in the table and the controller."""
        a, t, c = self.commands, self.table, self.controller
        slots = {
            a.new: self.matches.new_game_dialog,
            a.again: self.play_again,
            a.next: self.continue_after_deal,
            a.quit: self.close,
            a.stats: self.show_statistics,
            a.settings: self.preferences.edit,
            a.undo: self.undo,
            a.redo: self.redo,
            a.hint: self.hint,
            a.fullscreen: self.set_full_screen,
            a.marry: self._marriage_at_button,
            a.exchange: t.gestures.request_exchange,
            a.close: t.gestures.request_close,
            a.declare: t.gestures.request_declare,
            a.last: t.toggle_last_trick,
            a.rules: self.show_rules,
            a.about: lambda: show_about(self),
            a.welcome: self.first_steps.show_welcome,
            a.guide: self.first_steps.show_me,
            a.won: lambda: t.toggle_review(),
        }
        for action, slot in slots.items():
            action.triggered.connect(slot)
        a.won.setVisible(t.review_tricks)
        p = self.preferences
        a.show_opponent_cards.toggled.connect(p.set_show_opponent_cards)
        a.ask.toggled.connect(p.set_ask_marriage)
        for speed, action in a.speed.items():
            action.triggered.connect(lambda _c=False, s=speed: self.set_speed(s))
        for code, action in a.language.items():
            action.triggered.connect(lambda _c=False, code=code: self.set_language(code))
        p.check_language()
        self.news.statusChanged.connect(self._status.setText)  # the table's words, news first
        t.continueRequested.connect(self.continue_after_deal)
        t.hud.offer_review = True  # the summary offers "Review this deal"
        t.reviewRequested.connect(self.recap_flow.review_this_deal)
        t.animationIdle.connect(self._update_actions)
        t.askDeclareChanged.connect(lambda on: p.remember("ask_declare", on))
        t.askCloseChanged.connect(lambda on: p.remember("ask_close", on))
        t.lastTrickShown.connect(a.last.setChecked)
        c.stateChanged.connect(lambda *_: self._update_actions())
        c.matchStarted.connect(self._on_match_started)
        c.hintReady.connect(lambda *_: self._update_actions())
        c.hintPending.connect(self._on_hint_pending)
        c.computerFailed.connect(self._on_computer_failed)
        c.instantUpdate.connect(t.show_at_once)
        c.practiceChanged.connect(self._on_practice_changed)
        self.session.matchFinished.connect(self.recap_flow.on_match_finished)
        self.session.written.connect(self.storage_banner.written)
        self.session.writeFailed.connect(self.storage_banner.failed)
        t.animationIdle.connect(self.recap_flow.show_when_due)
        t.animationIdle.connect(self.forced_cards.step)

    def translate_ui(self) -> None:
        """The window's own texts and its menus' (the actions translate themselves)."""
        self.setWindowTitle(self.tr("Sixty-Six"))
        self.menus.translate_ui()
        self._practice_label.setText(practice())
        self._practice_label.setToolTip(
            self.tr(
                "Undo, hints or open cards were used: this match is counted apart in the statistics"
            )
        )
        self.hint_line.translate_ui()
        self._update_actions()

    # -- the verbs of the window, handed on ------------------------------------
    def start(self, setup: GameSetup | None = None) -> None:
        """Start a match (the last setup if none is given)."""
        self.matches.start(setup)

    def start_or_resume(self, setup: GameSetup | None = None) -> bool:
        """Offer to resume the saved match, else start ``setup``; True if resumed."""
        return self.matches.start_or_resume(setup)

    def deferred_start(self, setup: GameSetup | None = None, resume: bool = True) -> None:
        """Start once the window is shown (the saved match offered first)."""
        self.matches.deferred_start(setup, resume)

    def open_deal_when_started(self, path: str) -> None:
        """Review a deal file (a double-click, a later start) once the start's questions are over."""
        self.matches.after_start(lambda: self.review_menu.open_deal_later(path))

    def play_again(self) -> None:
        self.matches.play_again()

    def continue_after_deal(self) -> None:
        """The summary's button: the next deal, or a new match once this one is decided."""
        self.matches.continue_after_deal()

    def set_speed(self, speed: str) -> None:
        self.preferences.set_speed(speed)

    def set_language(self, code: str) -> None:
        """Switch the interface language ("" follows the system) and remember the choice."""
        self.preferences.set_language(code)

    # -- the window's own ------------------------------------------------------
    def _marriage_at_button(self) -> None:
        """The Marriage button's choice of marriages opens at the button."""
        button = self.toolbar.widgetForAction(self.commands.marry)
        at = None
        if button is not None and button.isVisible():
            at = button.mapToGlobal(button.rect().topLeft())
        self.table.gestures.request_marriage_at(at)

    def set_full_screen(self, on: bool) -> None:
        """F11: the table fills the screen (and back)."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        self.commands.fullscreen.setChecked(on)

    # -- dialogs --------------------------------------------------------------
    def show_statistics(self) -> None:
        """Game → Statistics…: the record per variant and level."""
        from ..dialogs.statistics_dialog import StatisticsDialog

        if self.stats is None:
            return
        StatisticsDialog(self.stats, self).exec()

    def show_rules(self) -> None:
        from ..dialogs.rules_dialog import RulesDialog

        m = self.controller.match
        preset = m.preset if m else "classic"
        options = m.options if m else {}
        if self._rules_dialog is None:
            self._rules_dialog = RulesDialog(preset, options, self)
        else:
            self._rules_dialog.set_rules(preset, options)
        self._rules_dialog.show()
        self._rules_dialog.raise_()

    def _on_computer_failed(self, _seat: int, error: str) -> None:
        """Say what went wrong; the player may let the computer try again."""
        self._status.setText(self.tr("The computer player ran into an error and made no move."))
        computer_failed(self, error, self.controller.retry_computer)

    # -- undo, redo, hints ----------------------------------------------------
    def undo(self) -> None:
        """Take back the player's last move of this deal (the match becomes practice: told first)."""
        if self.controller.can_undo():
            self.practice_gate.through(self.controller.undo_move)

    def redo(self) -> None:
        self.controller.redo_move()

    def hint(self) -> None:
        """Ask for the strongest computer's move (practice: told first); marked when it arrives."""
        if not self.controller.human_to_move():
            self.hint_line.not_your_turn()
        elif not self.controller.hint_pending():
            self.practice_gate.through(self.controller.request_hint)

    def _on_hint_pending(self, pending: bool) -> None:
        self.commands.hint.setEnabled(not pending and self.controller.human_to_move())

    def hint_text(self) -> str:
        """The hint line as the player reads it ("" when no hint is shown)."""
        return self.hint_line.text()

    def _on_practice_changed(self, practice: bool) -> None:
        """The badge in the status bar (the notice came before: ``PracticeGate``)."""
        self._practice_label.setVisible(practice)

    # -- following the game ---------------------------------------------------
    def _on_match_started(self, match: Match) -> None:
        self.recap_flow.on_match_started()
        self.practice_notice.hide()  # an aid asked for in the last match is not run
        self.table.set_review_tricks(bool(match.options.get("review_tricks", False)))
        self.commands.won.setVisible(self.table.review_tricks)  # W: the cards your side has won
        if self.commands.show_opponent_cards.isChecked():
            self.controller.mark_opponent_cards_shown()

    def _update_actions(self) -> None:
        """Which commands may be used now, and what they are called (after every change)."""
        self.commands.follow_game(
            self.controller,
            self.match_guard.continue_label(),
            self.stats is not None,
            self.settings is not None,
        )
        follow_faded(self.toolbar)  # the claim's button fades as its chip does

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.settings is not None:
            self.settings.geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.settings.sync()
        self.controller.shutdown()
        self.senses.shutdown()
        super().closeEvent(event)
