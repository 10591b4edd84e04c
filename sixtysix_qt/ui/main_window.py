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
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMessageBox, QWidget

from sixtysix_qt.engine import OPTION_DEFAULTS, Action, Kind, Match
from sixtysix_qt.storage import LoadOutcome, SaveBlocked, SaveStore, Statistics

from .actions import GameActions, GameMenus, translate
from .dialogs.move_log import MoveLog
from .dialogs.new_game import NewGameDialog
from .dialogs.questions import (
    AbandonQuestion,
    ResumeQuestion,
    show_about,
    tell_bad_save,
    tell_bad_statistics,
)
from .dialogs.recap import RecapDialog
from .finish_offer import FinishOffer
from .hint_line import HintLine
from .match_guard import MatchGuard
from .onboarding.first_steps import FirstSteps
from .play.controller import GameController
from .play.session import GameSession
from .play.setup import GameSetup
from .practice_notice import PracticeGate, PracticeNotice
from .review_menu import ReviewMenu, finished_deal
from .settings import Settings
from .storage_banner import StorageBanner
from .style import ensure_style
from .table.news import MoveNews
from .table.timing import PACE_MS
from .table.view import TableView
from .words.buttons import name_standard_buttons
from .words.i18n import LanguageManager, system_language
from .words.retranslate import translate_ui
from .words.shared import practice


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
        self.controller = controller or GameController(self)
        self.languages = language_manager
        self.settings = settings
        self.session = GameSession(
            self.controller,
            data_dir,
            default_level=lambda: settings.level if settings is not None else "medium",
            ask_resume=self.ask_resume,
            tell_bad_save=self.tell_bad_save,
            parent=self,
        )
        self._speed_before_jump: str | None = None
        self._rules_dialog: QWidget | None = None
        self._recap: RecapDialog | None = None
        self._recap_due = False
        self.table = TableView(self.controller, self)
        self.news = MoveNews(self.table)
        self.setCentralWidget(self.table)
        self.setObjectName("main-window")
        self.resize(1280, 800)
        self._set_icon()
        self._build_status_bar()
        self.storage_banner = StorageBanner(self)  # shown while a save or record fails
        self.first_steps = FirstSteps(self.table)
        self.practice_notice = PracticeNotice(self.table)  # over the felt: never pushes it down
        self.practice_gate = PracticeGate(self.controller, self.practice_notice, settings, self)
        self.commands = GameActions(self, languages=language_manager is not None)
        self.menus = GameMenus(self, self.commands)
        self.toolbar = self.menus.toolbar
        self.move_log = MoveLog(self, self.controller, self.menus.play)
        self.finish_offer = FinishOffer(self.table, self.menus.play)
        self.match_guard = MatchGuard(
            self.controller,
            self.session,
            lambda m: AbandonQuestion(m, self).wants_new_game(),
            QLabel(),
            self,
        )
        self.statusBar().addPermanentWidget(self.match_guard.note)
        self.match_guard.said.connect(self.news.say)
        self.table.hud.continue_label = self.match_guard.continue_label
        self.review_menu = ReviewMenu(self, self.menus.game, data_dir)
        self.deal_reviewer: Callable[[Match, int], None] | None = self.review_deal
        """``reviewer(match, deal_index)`` behind the recap's Review button (None: no button)."""
        self._connect()
        translate_ui(self)
        self._update_actions()
        if self.settings is not None:
            self.apply_settings(language=False)  # the app installed it (``--lang`` may override)
            geometry = self.settings.geometry
            if not geometry.isEmpty():
                self.restoreGeometry(geometry)

    @property
    def saves(self) -> SaveStore | None:
        return self.session.saves

    @property
    def stats(self) -> Statistics | None:
        return self.session.stats

    # -- building -----------------------------------------------------------
    def _set_icon(self) -> None:
        from sixtysix_qt.resources import resource_path

        try:
            self.setWindowIcon(QIcon(str(resource_path("icons/sixtysix.svg"))))
        except FileNotFoundError:
            pass

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self._status = QLabel()
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
            a.new: self.new_game_dialog,
            a.again: self.play_again,
            a.next: self.continue_after_deal,
            a.quit: self.close,
            a.stats: self.show_statistics,
            a.settings: self.show_settings,
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
        }
        for action, slot in slots.items():
            action.triggered.connect(slot)
        a.open_cards.toggled.connect(self.set_show_opponent_cards)
        a.ask.toggled.connect(self._set_ask_marriage)
        for speed, action in a.speed.items():
            action.triggered.connect(lambda _c=False, s=speed: self.set_speed(s))
        for code, action in a.language.items():
            action.triggered.connect(lambda _c=False, code=code: self.set_language(code))
        self._check_language()
        self.news.statusChanged.connect(self._status.setText)  # the table's words, news first
        t.continueRequested.connect(self.continue_after_deal)
        t.hud.offer_review = True  # the summary offers "Review this deal"
        t.reviewRequested.connect(self.review_this_deal)
        t.animationIdle.connect(self._update_actions)
        t.askDeclareChanged.connect(lambda on: self._remember("ask_declare", on))
        t.lastTrickShown.connect(a.last.setChecked)
        c.stateChanged.connect(lambda *_: self._update_actions())
        c.matchStarted.connect(self._on_match_started)
        c.hintReady.connect(lambda *_: self._update_actions())
        c.hintPending.connect(self._on_hint_pending)
        c.computerFailed.connect(self._on_computer_failed)
        c.instantUpdate.connect(self._on_instant_update)
        c.practiceChanged.connect(self._on_practice_changed)
        self.session.matchFinished.connect(self._on_match_finished)
        self.session.written.connect(self.storage_banner.written)
        self.session.writeFailed.connect(self.storage_banner.failed)
        t.animationIdle.connect(self._show_recap_when_due)

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

    # -- flow ---------------------------------------------------------------
    def start(self, setup: GameSetup | None = None) -> None:
        """Start a match (the last setup if none is given)."""
        self.controller.new_match(setup)

    def next_setup(self) -> GameSetup:
        """The setup of the next new game: from the settings when there are any."""
        if self.settings is not None:
            return self.settings.game_setup()
        setup = self.controller.setup
        return setup.with_seed(None) if setup.seed else setup

    def start_or_resume(self, setup: GameSetup | None = None) -> bool:
        """Offer to resume the saved match, else start ``setup``; True if resumed."""
        return self.session.start_or_resume(setup if setup is not None else self.next_setup())

    def ask_resume(self, match: Match) -> bool:
        """Ask the player whether to resume the saved match (Escape resumes)."""
        return ResumeQuestion(match, self).wants_resume()

    def tell_bad_save(self, outcome: LoadOutcome) -> None:
        """The save file could not be used: one sentence; a banner if it also blocks saving."""
        tell_bad_save(self, outcome)
        if outcome.kept_in_place and self.saves is not None:
            self.storage_banner.failed("save", SaveBlocked(self.saves.blocked))

    def tell_bad_statistics(self) -> None:
        """Once, at start: the statistics file was bad (moved aside, or left and not written)."""
        stats = self.stats
        if stats is None or not stats.problem:
            return
        if stats.moved_to is None:
            self.storage_banner.failed("stats", SaveBlocked(stats.blocked))
        tell_bad_statistics(self, stats)

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.next_setup(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.match_guard.may_replace():
            setup = dialog.setup()
            if self.settings is not None:  # the choice is the default of the next games too
                self.settings.preset = setup.preset
                self.settings.level = setup.level
                self.settings.rule_options = {**OPTION_DEFAULTS, **setup.options}
                self.settings.sync()
            self.controller.new_match(setup)

    def play_again(self) -> None:
        """A new match: with the settings' choices when there are settings, else as the last.

        A match in progress is never thrown away without asking first (F2 sits next to F1).
        """
        if not self.match_guard.may_replace():
            return
        if self.settings is not None:
            self.controller.new_match(self.settings.game_setup())
        else:
            self.controller.play_again()

    def continue_after_deal(self) -> None:
        """The summary's button: the next deal, or a new match once this one is decided."""
        m = self.controller.match
        if m is None or not m.state.is_over or self.match_guard.back_to_match():
            return
        if m.is_over:
            self.play_again()
        else:
            self.controller.next_deal()

    def deferred_start(self, setup: GameSetup | None = None, resume: bool = True) -> None:
        """Start once the window is shown, so the deal animation is seen from its first frame.

        With a save folder, the player is first offered the unfinished match.
        """
        begin = self.start_or_resume if resume and self.saves is not None else self.start
        QTimer.singleShot(0, lambda: (self.tell_bad_statistics(), begin(setup)))
        if self.settings is not None and not self.settings.welcome_shown:
            QTimer.singleShot(0, self._welcome_first_time)

    def _welcome_first_time(self) -> None:
        """The first start: the welcome card on the felt, once (Help -> Welcome brings it back)."""
        self.settings.welcome_shown = True
        self.first_steps.show_welcome()

    # -- preferences ----------------------------------------------------------
    def set_speed(self, speed: str) -> None:
        self.table.set_speed(speed)
        self.commands.speed[speed].setChecked(True)
        self.controller.pace_ms = PACE_MS[speed]
        self._remember("animation_speed", speed)

    def set_language(self, code: str) -> None:
        """Switch the interface language ("" follows the system) and remember the choice."""
        if self.settings is not None:
            self.settings.language = code
        if self.languages is None:
            return
        self.languages.set_language(code or system_language())
        self._check_language()

    def _check_language(self) -> None:
        current = self.languages.language if self.languages is not None else None
        for code, action in self.commands.language.items():
            action.setChecked(code == current)

    def _marriage_at_button(self) -> None:
        """The Marriage button's choice of marriages opens at the button."""
        button = self.toolbar.widgetForAction(self.commands.marry)
        at = None
        if button is not None and button.isVisible():
            at = button.mapToGlobal(button.rect().topLeft())
        self.table.gestures.request_marriage_at(at)

    def _remember(self, key: str, value: object) -> None:
        if self.settings is not None:
            self.settings.remember(key, value)

    def _set_ask_marriage(self, on: bool) -> None:
        self.table.gestures.ask_marriage = on
        self._remember("ask_marriage", on)

    def set_full_screen(self, on: bool) -> None:
        """F11: the table fills the screen (and back)."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        self.commands.fullscreen.setChecked(on)

    def set_show_opponent_cards(self, on: bool) -> None:
        """Practice aid: the computer's hand face up (the match then counts as practice)."""
        self.table.set_show_opponent_cards(on)
        if on:
            self.controller.mark_open_cards()
        self._remember("show_opponent_cards", on)

    def apply_settings(self, language: bool = True) -> None:
        """Put the stored preferences into effect (start-up, and after the dialog's OK).

        Language, animation speed, cards and the marriage question change at
        once; the variant, level and rule options wait for the next game.
        """
        s = self.settings
        if s is None:
            return
        if language and self.languages is not None:
            wanted = s.language
            if wanted != self.languages.language:
                self.set_language(wanted)
        self.set_speed(s.animation_speed)
        self.commands.ask.setChecked(s.ask_marriage)
        self.table.gestures.ask_marriage = s.ask_marriage
        self.table.gestures.ask_declare = s.ask_declare
        self.table.set_card_back(s.card_back)
        self.table.set_four_colour(s.four_colour)
        self.commands.open_cards.setChecked(s.show_opponent_cards)
        self.set_show_opponent_cards(s.show_opponent_cards)
        s.sync()

    # -- dialogs --------------------------------------------------------------
    def show_settings(self) -> None:
        """Settings → Settings…: edit the preferences; OK applies what can change at once."""
        from .dialogs.settings_dialog import SettingsDialog

        if self.settings is None:
            return
        dialog = SettingsDialog(self.settings, self)
        dialog.settings_changed.connect(self.apply_settings)
        dialog.exec()

    def show_statistics(self) -> None:
        """Game → Statistics…: the record per variant and level."""
        from .dialogs.statistics_dialog import StatisticsDialog

        if self.stats is None:
            return
        StatisticsDialog(self.stats, self).exec()

    def show_rules(self) -> None:
        from .dialogs.rules_dialog import RulesDialog

        m = self.controller.match
        preset = m.preset if m else "classic"
        options = m.options if m else {}
        if self._rules_dialog is None:
            self._rules_dialog = RulesDialog(preset, options, self)
        else:
            self._rules_dialog.set_rules(preset, options)
        self._rules_dialog.show()
        self._rules_dialog.raise_()

    def _on_computer_failed(self, seat: int, error: str) -> None:
        """Say what went wrong; the player may let the computer try again."""
        box = QMessageBox(self)
        box.setObjectName("computer-failed")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("The computer could not move"))
        box.setText(self.tr("The computer player ran into an error and made no move."))
        box.setInformativeText(error)
        again = box.addButton(self.tr("&Try again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        name_standard_buttons(box)
        box.setDefaultButton(again)
        self._status.setText(self.tr("The computer player ran into an error and made no move."))
        box.finished.connect(
            lambda _r: self.controller.retry_computer() if box.clickedButton() is again else None
        )
        box.open()

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
    def _on_instant_update(self, on: bool) -> None:
        """A step back or a resumed match is shown at once: the table only animates forward."""
        if on:
            self._speed_before_jump = self.table.speed
            self.table.set_speed("off")
        elif self._speed_before_jump is not None:
            self.table.set_speed(self._speed_before_jump)
            self._speed_before_jump = None

    def _on_match_finished(self, _match: Match) -> None:
        """The recap opens once the last deal's cards have landed."""
        self._recap_due = True
        if not self.table.busy:
            self._show_recap_when_due()

    def _show_recap_when_due(self) -> None:
        m = self.controller.match
        if not self._recap_due or m is None or not m.is_over:
            return
        self._recap_due = False
        self.show_recap()

    def show_recap(self) -> RecapDialog:
        """The finished match's own window: winner, deals, chart, statistics, Play again."""
        c = self.controller
        human = c.human_seats[0] if c.human_seats else None
        recap = RecapDialog(
            c.match,
            c.setup.seats,
            human,
            self.stats,
            c.setup.level,
            practice=c.is_practice,
            can_review=self.deal_reviewer is not None,
            parent=self,
        )
        recap.playAgain.connect(self.play_again)
        if self.deal_reviewer is not None:
            match, reviewer = c.match, self.deal_reviewer
            recap.reviewRequested.connect(lambda index: reviewer(match, index))
        self._close_recap()
        self._recap = recap
        # beside the table, not in front of its keys: Return still plays again, Escape closes it
        recap.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        recap.show()
        self.activateWindow()  # platforms that activate it anyway: the keys stay with the table
        return recap

    def review_deal(self, match: Match, index: int) -> None:
        """Open the review of deal ``index`` of ``match`` (the recap's Review button)."""
        self.review_menu.review_as_player(self.controller, finished_deal(match, index))

    def review_this_deal(self) -> None:
        """The summary's "Review this deal": the review of the deal just finished."""
        state = self.controller.state
        if state is not None and state.is_over:
            self.review_menu.review_as_player(self.controller, state)

    def _close_recap(self) -> None:
        if self._recap is not None:
            self._recap.close()
            self._recap.deleteLater()
            self._recap = None

    def _on_match_started(self, match: Match) -> None:
        self._recap_due = False
        self._close_recap()
        self.practice_notice.hide()  # an aid asked for in the last match is not run
        self.table.set_review_tricks(bool(match.options.get("review_tricks", False)))
        if self.commands.open_cards.isChecked():
            self.controller.mark_open_cards()

    def _update_actions(self) -> None:
        a, c = self.commands, self.controller
        legal = c.human_actions()
        kinds = {Action.parse(x).kind for x in legal}
        a.marry.setEnabled(Kind.MARRY in kinds)
        a.exchange.setEnabled(Kind.EXCHANGE in kinds)
        a.close.setEnabled(Kind.CLOSE in kinds)
        a.declare.setEnabled(Kind.DECLARE in kinds)
        m = c.match
        a.next.setEnabled(bool(m and m.state.is_over))
        over = bool(m and m.is_over)
        again, deal = translate("MainWindow", "Play &again"), translate("MainWindow", "Next &deal")
        a.next.setText(self.match_guard.continue_label() or (again if over else deal))
        a.declare.setVisible(bool(m) and not m.options.get("auto_declare", True))
        a.set_declare_target(m.rules.shape.deal_target if m else 66)
        a.explain_greyed(c.state, c.human_seats[0] if c.human_seats else None)
        # only the moves the preset has: no closing with 3-4 players, no talon in bidding
        shape = m.rules.shape if m else None
        a.exchange.setVisible(shape is None or shape.exchange_rank is not None)
        a.close.setVisible(shape is None or shape.closing)
        a.undo.setEnabled(c.can_undo())
        a.redo.setEnabled(c.can_redo())
        a.hint.setEnabled(bool(legal) and not c.hint_pending())
        a.stats.setEnabled(self.stats is not None)
        a.settings.setEnabled(self.settings is not None)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.settings is not None:
            self.settings.geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)
