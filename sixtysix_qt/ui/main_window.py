"""The game window: the table, a menu bar, a bar of game actions and a status line.

Every game action (marriage, exchange, close, declare, last trick) is a
QAction, so the menu entry, the button below the table and the keyboard
shortcut are one object, enabled exactly when the engine says it is legal.
All texts are set in ``retranslate()``, which runs again on LanguageChange.

The window also keeps the player's comfort: preferences (``Settings`` over
QSettings, window geometry included), the statistics of every finished deal
and match, and the match in progress, saved after every move so that the
next start can offer to resume it.  Without a settings object or a data
folder (tests, ``--screenshot``, ``--autoplay``) nothing is read or written.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from sixtysix_qt import __version__
from sixtysix_qt.engine import OPTION_DEFAULTS, DealState, Match
from sixtysix_qt.storage import LoadOutcome, SaveBlocked, SaveStore, Statistics

from .dialogs.new_game import NewGameDialog
from .play.controller import COMPUTER, HUMAN, LEVELS, GameController, GameSetup
from .settings import Settings
from .storage_banner import StorageBanner
from .table.animator import SPEEDS
from .table.view import TableView
from .words.hints import hint_card, hint_sentence
from .words.shared import ask_before_marriage, practice, show_computer_cards, speed_names
from .words.texts import fill

log = logging.getLogger(__name__)
SAVE_APP_VERSION = 1
"""Version of the GUI extras stored in the save file next to the match."""
PACE_MS = {"off": 250, "fast": 400, "normal": 700, "slow": 1100}

TOOLBAR_STYLE = """
QToolBar { background: #0c3320; border: none; border-top: 1px solid #1d5a3a; spacing: 6px;
           padding: 4px 8px; }
QToolBar QToolButton { color: #f4f1e8; background: #17553a; border: 1px solid #2a7550;
                       border-radius: 12px; padding: 4px 9px; }
QToolBar QToolButton:hover { background: #21704c; }
QToolBar QToolButton:checked { background: #ffd54a; color: #1b1b1b; }
QToolBar QToolButton:disabled { color: #6f9a83; background: #0f3f27; border-color: #1d5a3a; }
QToolBar::separator { background: #1d5a3a; width: 1px; margin: 2px 6px; }
"""
STATUS_STYLE = """
QStatusBar { background: #0a2a1a; color: #e9e4d4; }
QStatusBar QLabel { color: #e9e4d4; padding: 1px 6px; }
QStatusBar QLabel#hint-line { color: #ffd54a; font-weight: bold; }
QStatusBar QLabel#practice-mark { color: #1b1b1b; background: #ffd54a; border-radius: 8px;
                                  padding: 0px 8px; }
"""
"""The bar under the table and the status line wear the table's colours."""


class MainWindow(QMainWindow):
    """Sixty-Six against the computer: one window, one table."""

    def __init__(
        self,
        controller: GameController | None = None,
        language_manager: object | None = None,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        data_dir: Path | str | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller or GameController(self)
        self.languages = language_manager
        self.settings = settings
        self.saves: SaveStore | None = SaveStore(data_dir) if data_dir is not None else None
        self.stats: Statistics | None = Statistics(data_dir) if data_dir is not None else None
        self.save_problem: str | None = None
        """The last error writing the save file (the game goes on without saving)."""
        self._hint: tuple[str, str] | None = None
        self._hint_code: str | None = None
        self._speed = "normal"
        self._speed_before_jump: str | None = None
        self.table = TableView(self.controller, self)
        self.setCentralWidget(self.table)
        self.setObjectName("main-window")
        self.resize(1280, 800)
        try:
            from sixtysix_qt.resources import resource_path

            self.setWindowIcon(QIcon(str(resource_path("icons/sixtysix.svg"))))
        except FileNotFoundError:
            pass

        self._status = QLabel()
        self._status.setObjectName("status-line")
        self.statusBar().addWidget(self._status, 2)
        self._hint_label = QLabel()
        self._hint_label.setObjectName("hint-line")
        # a long hint must neither widen the window nor wrap (the table would be resized)
        self._hint_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.statusBar().addWidget(self._hint_label, 3)
        self._practice_label = QLabel()
        self._practice_label.setObjectName("practice-mark")
        self._practice_label.hide()
        self.statusBar().addPermanentWidget(self._practice_label)
        self.storage_banner = StorageBanner(self)  # shown while a save or record fails
        self.table.statusMessage.connect(self._status.setText)
        self.table.continueRequested.connect(self.continue_after_deal)
        self.table.animationIdle.connect(self._update_actions)
        self.table.relaidOut.connect(self._mark_hint_card)
        c = self.controller
        c.stateChanged.connect(self._on_state)
        c.matchStarted.connect(self._on_match_started)
        c.hintReady.connect(self._on_hint)
        c.hintPending.connect(self._on_hint_pending)
        c.instantUpdate.connect(self._on_instant_update)
        c.practiceChanged.connect(self._on_practice_changed)
        c.dealOver.connect(self._record_deal)
        self._rules_dialog: QWidget | None = None

        self._build_actions()
        self._build_menus()
        from .review_menu import ReviewMenu

        self.review_menu = ReviewMenu(self, self.menu_game, data_dir)
        self._build_toolbar()
        self.retranslate()
        self._update_actions()
        if self.settings is not None:
            self.apply_settings(language=False)  # the app installed it (``--lang`` may override)
            geometry = self.settings.geometry
            if not geometry.isEmpty():
                self.restoreGeometry(geometry)

    # -- actions ----------------------------------------------------------
    def _action(self, shortcut: str | QKeySequence.StandardKey | None, slot: object) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        t = self.table
        self.act_new = self._action(QKeySequence.StandardKey.New, self.new_game_dialog)
        self.act_again = self._action("F2", self.play_again)
        self.act_next = self._action("N", self.continue_after_deal)
        self.act_next.setShortcuts(
            [QKeySequence("N"), QKeySequence("Return"), QKeySequence("Enter")]
        )
        self.act_quit = self._action(QKeySequence.StandardKey.Quit, self.close)
        self.act_stats = self._action("Ctrl+T", self.show_statistics)
        self.act_settings = self._action("Ctrl+,", self.show_settings)
        self.act_undo = self._action(QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action(QKeySequence.StandardKey.Redo, self.redo)
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
        self.act_redo.setShortcuts(redo_keys)
        self.act_hint = self._action("H", self.hint)
        self.act_fullscreen = self._action("F11", self.set_full_screen)
        self.act_fullscreen.setCheckable(True)
        self.act_open_cards = QAction(self)
        self.act_open_cards.setCheckable(True)
        self.act_open_cards.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.act_open_cards.toggled.connect(self.set_show_opponent_cards)
        self.act_marry = self._action("M", t.request_marriage)
        self.act_exchange = self._action("E", t.request_exchange)
        self.act_close = self._action("C", t.request_close)
        self.act_declare = self._action("D", t.request_declare)
        self.act_last = self._action("L", lambda checked: t.toggle_last_trick(checked))
        self.act_last.setCheckable(True)
        self.act_ask = QAction(self)
        self.act_ask.setCheckable(True)
        self.act_ask.toggled.connect(self._set_ask_marriage)
        self.act_rules = self._action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.act_about = self._action(None, self.show_about)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            a = QAction(self)
            a.setCheckable(True)
            a.setData(speed)
            a.triggered.connect(lambda _c=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(a)
            self.speed_actions[speed] = a
        self.speed_actions["normal"].setChecked(True)
        self.language_actions: dict[str, QAction] = {}
        if self.languages is not None:
            from .words.i18n import LANGUAGES

            group = QActionGroup(self)
            for code, name in LANGUAGES.items():
                a = QAction(name, self)
                a.setCheckable(True)
                a.setChecked(code == getattr(self.languages, "language", "en"))
                a.triggered.connect(lambda _c=False, c=code: self.set_language(c))
                group.addAction(a)
                self.language_actions[code] = a

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_new, self.act_again, self.act_next])
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_stats)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_play = bar.addMenu("")
        self.menu_play.addActions(
            [self.act_marry, self.act_exchange, self.act_close, self.act_declare]
        )
        self.menu_play.addSeparator()
        self.menu_play.addActions([self.act_undo, self.act_redo, self.act_hint])
        self.menu_play.addSeparator()
        self.menu_play.addAction(self.act_last)
        self.menu_view = bar.addMenu("")
        self.menu_view.addActions([self.act_fullscreen, self.act_open_cards])
        self.menu_settings = bar.addMenu("")
        self.menu_settings.addAction(self.act_settings)
        self.menu_settings.addSeparator()
        self.menu_speed = self.menu_settings.addMenu("")
        self.menu_speed.addActions(list(self.speed_actions.values()))
        self.menu_settings.addAction(self.act_ask)
        self.menu_language = None
        if self.language_actions:
            self.menu_language = self.menu_settings.addMenu("")
            self.menu_language.addActions(list(self.language_actions.values()))
        self.menu_help = bar.addMenu("")
        self.menu_help.addActions([self.act_rules, self.act_about])

    def _build_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("game-actions")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setStyleSheet(TOOLBAR_STYLE)
        self.statusBar().setStyleSheet(STATUS_STYLE)
        # the last trick stays in the Play menu, on its key (L) and on a click on the pile:
        # the bar keeps room for the moves in the longer languages at 800 px
        self.toolbar.addActions(
            [self.act_marry, self.act_exchange, self.act_close, self.act_declare]
        )
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.act_undo, self.act_redo, self.act_hint])
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_next)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.toolbar)

    # -- texts ------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text of the window (again, after the language changed)."""
        self.setWindowTitle(self.tr("Sixty-Six"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_play.setTitle(self.tr("&Play"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_speed.setTitle(self.tr("&Animation speed"))
        self.menu_help.setTitle(self.tr("&Help"))
        if self.menu_language is not None:
            self.menu_language.setTitle(self.tr("&Language"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_again.setText(self.tr("Play &again"))
        self.act_next.setText(self.tr("Next &deal"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_stats.setText(self.tr("&Statistics…"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.act_undo.setText(self.tr("&Undo move"))
        self.act_undo.setToolTip(
            self.tr("Take back your last move of this deal (Ctrl+Z); the match counts as practice")
        )
        self.act_redo.setText(self.tr("&Redo move"))
        # the action bar shows the short words, so it fits 800 px in every language
        self.act_undo.setIconText(self.tr("Undo"))
        # "66!" is what players call at the table in every language: short for the bar
        self.act_declare.setIconText("66!")
        self.act_redo.setIconText(self.tr("Redo"))
        self.act_redo.setToolTip(self.tr("Play again the move you took back (Ctrl+Shift+Z)"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_hint.setToolTip(
            self.tr("Show the move the strongest computer would make, and why (H)")
        )
        self.act_fullscreen.setText(self.tr("&Full screen"))
        self.act_open_cards.setText(show_computer_cards())
        self.act_open_cards.setToolTip(
            self.tr("Practice: play with the computer's hand face up; the match counts as practice")
        )
        self._practice_label.setText(practice())
        self._practice_label.setToolTip(
            self.tr(
                "Undo, hints or open cards were used: this match is counted apart in the statistics"
            )
        )
        self._show_hint_text()
        self.act_marry.setText(self.tr("&Marriage"))
        self.act_marry.setToolTip(
            self.tr("Announce a marriage (M), or click a king or queen that can be married")
        )
        self.act_exchange.setText(self.tr("&Exchange trump"))
        self.act_exchange.setToolTip(
            self.tr("Swap your trump nine for the trump card (E), or click the trump card")
        )
        self.act_close.setText(self.tr("&Close talon"))
        self.act_close.setToolTip(self.tr("Close the talon (C), or click the talon"))
        self.act_declare.setText(self.tr("Declare &66"))
        self.act_declare.setToolTip(
            self.tr("Claim that you have reached 66 (D), or click the 66! chip")
        )
        self.act_last.setText(self.tr("&Last trick"))
        self.act_last.setToolTip(self.tr("Show the last trick (L), or click a pile of tricks"))
        self.act_ask.setText(ask_before_marriage())
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About Sixty-Six"))
        names = speed_names()
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])
        self.table.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- flow -------------------------------------------------------------
    def start(self, setup: GameSetup | None = None) -> None:
        """Start a match (the last setup if none is given)."""
        self.controller.new_match(setup)

    def next_setup(self) -> GameSetup:
        """The setup of the next new game: from the settings when there are any."""
        if self.settings is not None:
            return self.settings.game_setup()
        return (
            self.controller.setup.with_seed(None)
            if self.controller.setup.seed
            else self.controller.setup
        )

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.next_setup(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            setup = dialog.setup()
            if self.settings is not None:  # the choice is the default of the next games too
                self.settings.preset = setup.preset
                self.settings.level = setup.level
                self.settings.rule_options = {**OPTION_DEFAULTS, **setup.options}
                self.settings.sync()
            self.controller.new_match(setup)

    def play_again(self) -> None:
        """A new match: with the settings' choices when there are settings, else as the last."""
        if self.settings is not None:
            self.controller.new_match(self.settings.game_setup())
        else:
            self.controller.play_again()

    def continue_after_deal(self) -> None:
        """The summary's button: the next deal, or a new match once this one is decided."""
        m = self.controller.match
        if m is None or not m.state.is_over:
            return
        if m.is_over:
            self.play_again()
        else:
            self.controller.next_deal()

    def set_speed(self, speed: str) -> None:
        self._speed = speed
        self.table.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        self.controller.pace_ms = PACE_MS[speed]
        if self.settings is not None and self.settings.animation_speed != speed:
            self.settings.animation_speed = speed

    def set_language(self, code: str) -> None:
        """Switch the interface language ("" follows the system) and remember the choice."""
        if self.settings is not None:
            self.settings.language = code
        if self.languages is None:
            return
        if not code:
            from .words.i18n import system_language

            code = system_language()
        self.languages.set_language(code)
        for c, action in self.language_actions.items():
            action.setChecked(c == getattr(self.languages, "language", code))

    def _set_ask_marriage(self, on: bool) -> None:
        self.table.ask_marriage = on
        if self.settings is not None and self.settings.ask_marriage != on:
            self.settings.ask_marriage = on

    def set_full_screen(self, on: bool) -> None:
        """F11: the table fills the screen (and back)."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        self.act_fullscreen.setChecked(on)

    def set_show_opponent_cards(self, on: bool) -> None:
        """Practice aid: the computer's hand face up (the match then counts as practice)."""
        show = getattr(self.table, "set_show_opponent_cards", None)
        if show is not None:
            show(on)
            if on:
                self.controller.mark_open_cards()
        if self.settings is not None and self.settings.show_opponent_cards != on:
            self.settings.show_opponent_cards = on

    # -- settings ---------------------------------------------------------
    def show_settings(self) -> None:
        """Settings → Settings…: edit the preferences; OK applies what can change at once."""
        from .dialogs.settings_dialog import SettingsDialog

        if self.settings is None:
            return
        dialog = SettingsDialog(self.settings, self)
        dialog.settings_changed.connect(self.apply_settings)
        dialog.exec()

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
            if wanted and wanted != getattr(self.languages, "language", None):
                self.set_language(wanted)
            elif not wanted:
                self.set_language("")
        self.set_speed(s.animation_speed)
        self.act_ask.setChecked(s.ask_marriage)
        self.table.ask_marriage = s.ask_marriage
        for method, value in (
            ("set_card_back", s.card_back),
            ("set_four_colour", s.four_colour),
        ):
            setter = getattr(self.table, method, None)
            if setter is not None:
                setter(value)
        self.act_open_cards.setEnabled(hasattr(self.table, "set_show_opponent_cards"))
        self.act_open_cards.setChecked(s.show_opponent_cards)
        self.set_show_opponent_cards(s.show_opponent_cards)
        s.sync()

    # -- statistics -------------------------------------------------------
    def show_statistics(self) -> None:
        """Game → Statistics…: the record per variant and level."""
        from .dialogs.statistics_dialog import StatisticsDialog

        if self.stats is None:
            return
        StatisticsDialog(self.stats, self).exec()

    def _record_deal(self, result: dict[str, Any]) -> None:
        """Count a finished deal (and the match, if it ended) for the human's side."""
        c = self.controller
        m = c.match
        if self.stats is None or m is None or not c.human_seats:
            return
        s = m.state
        side = s.side_of(c.human_seats[0])
        closer = s.side_of(s.closer) if s.closer is not None else None
        practice = c.is_practice
        try:
            self.stats.record_deal(m.preset, c.setup.level, result, side, closer, practice)
            if m.is_over:
                self.stats.record_match(m.preset, c.setup.level, m.winner == side, practice)
            self.storage_banner.written("stats")
        except OSError as err:  # a full disk must not stop the game
            self.storage_banner.failed("stats", err)

    # -- undo, redo, hints ------------------------------------------------
    def undo(self) -> None:
        """Take back the player's last move of this deal (the match becomes practice)."""
        self.controller.undo_move()

    def redo(self) -> None:
        self.controller.redo_move()

    def hint(self) -> None:
        """Ask for the strongest computer's move; it is highlighted when it arrives."""
        if not self.controller.request_hint():
            if not self.controller.human_to_move():
                self._hint_label.setText(self.tr("A hint is for your turn."))

    def _on_hint_pending(self, pending: bool) -> None:
        if pending:
            self._hint_label.setText(self.tr("Looking for the best move…"))
        else:
            self._show_hint_text()
        self.act_hint.setEnabled(not pending and self.controller.human_to_move())

    def _on_hint(self, action: str, reason: str) -> None:
        self._clear_hint_mark()
        self._hint = (action, reason)
        state = self.controller.state
        code = hint_card(action, state.trump_card if state is not None else None)
        if action == "close":
            pic = self.table.animator.picture
            code = pic.talon[0] if pic is not None and pic.talon else None
        if code is not None and code in self.table.items:
            self._hint_code = code
            self._mark_hint_card()
            choose = getattr(self.table, "choose_card", None)
            if choose is not None and state is not None and code in state.hand(0):
                choose(code)  # keyboard play: Enter now plays the hinted card
        self._show_hint_text()
        self._update_actions()

    def _mark_hint_card(self) -> None:
        """The golden rim on the hinted card (again after a relayout, which repaints rims)."""
        if self._hint_code is not None and self._hint_code in self.table.items:
            self.table.items[self._hint_code].set_highlight(True)

    def _show_hint_text(self) -> None:
        if not hasattr(self, "_hint_label"):
            return
        if self._hint is not None:
            self._hint_label.setText(hint_sentence(*self._hint))
            self._hint_label.setToolTip(self._hint_label.text())
        elif not self.controller.hint_pending():
            self._hint_label.setText("")

    def hint_text(self) -> str:
        """The hint line as the player reads it ("" when no hint is shown)."""
        return self._hint_label.text()

    def _clear_hint_mark(self) -> None:
        code, self._hint_code = self._hint_code, None
        if code is None or code not in self.table.items:
            return
        pic = self.table.animator.picture
        if pic is None or code not in pic.lifted:
            self.table.items[code].set_highlight(False)

    def _on_instant_update(self, on: bool) -> None:
        """A step back or a resumed match is shown at once: the table only animates forward."""
        if on:
            self._speed_before_jump = self.table.animator.speed
            self.table.set_speed("off")
        elif self._speed_before_jump is not None:
            self.table.set_speed(self._speed_before_jump)
            self._speed_before_jump = None

    def _on_practice_changed(self, practice: bool) -> None:
        self._practice_label.setVisible(practice)
        self._autosave()

    def _on_match_started(self, match: Match) -> None:
        for method, value in (("set_review_tricks", match.options.get("review_tricks", False)),):
            setter = getattr(self.table, method, None)
            if setter is not None:
                setter(bool(value))
        if self.act_open_cards.isChecked() and hasattr(self.table, "set_show_opponent_cards"):
            self.controller.mark_open_cards()

    # -- saving and resuming ----------------------------------------------
    def save_extra(self) -> dict[str, Any]:
        """What the save file keeps beside the match: who plays, how strong, practice marks."""
        c = self.controller
        return {
            "version": SAVE_APP_VERSION,
            "level": c.setup.level,
            "seats": list(c.setup.seats),
            "human_seat": c.human_seats[0] if c.human_seats else None,
            "practice": c.practice_marks(),
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        }

    def _autosave(self) -> None:
        """Save the match after every move (atomic); a finished match clears the save."""
        m = self.controller.match
        if self.saves is None or m is None:
            return
        try:
            if m.is_over:
                self.saves.clear()
            else:
                self.saves.save(m, self.save_extra())
            self.save_problem = None
            self.storage_banner.written("save")
        except OSError as err:
            self.save_problem = str(err)
            self.storage_banner.failed("save", err)

    def start_or_resume(self, setup: GameSetup | None = None) -> bool:
        """Offer to resume the saved match, else start ``setup``; True if resumed.

        A save file that cannot be used is moved aside (by ``SaveStore``),
        the player is told so in one sentence, and a new match starts.
        """
        if self.saves is not None:
            try:
                outcome = self.saves.load()
            except Exception as err:  # nothing about a save file may stop the game
                log.warning("the saved game could not be loaded: %s", err)
                outcome = LoadOutcome(None, str(err), "unreadable")
            if outcome.problem:
                self.tell_bad_save(outcome)
            elif outcome.match is not None and not outcome.match.is_over:
                extra = self.saves.extra()
                if self.ask_resume(outcome.match):
                    setup_saved = self._setup_from_extra(outcome.match, extra)
                    practice = extra.get("practice")
                    self.controller.resume(
                        outcome.match, setup_saved, practice if isinstance(practice, dict) else None
                    )
                    return True
                self.saves.clear()
            elif outcome.match is not None:
                self.saves.clear()
        self.start(setup if setup is not None else self.next_setup())
        return False

    def _setup_from_extra(self, match: Match, extra: dict[str, Any]) -> GameSetup:
        """The setup of a saved match, from its GUI extras (checked: the file may be old or odd)."""
        level = extra.get("level")
        if level not in LEVELS:
            level = self.settings.level if self.settings is not None else "medium"
        n = match.rules.shape.players
        seats = extra.get("seats")
        if (
            not isinstance(seats, list)
            or len(seats) != n
            or any(k not in (HUMAN, COMPUTER) for k in seats)
        ):
            seats = [HUMAN] + [COMPUTER] * (n - 1)
        return GameSetup(
            preset=match.preset,
            level=level,
            options={k: v for k, v in match.options.items() if OPTION_DEFAULTS.get(k) != v},
            seats=tuple(seats),
            seed=match.seed,
            first_dealer=match.first_dealer,
        )

    def resume_box(self, match: Match) -> QMessageBox:
        """The question asked at start when a match was left unfinished."""
        box = QMessageBox(self)
        box.setObjectName("resume-question")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume the game?"))
        box.setText(self.tr("You have an unfinished match. Do you want to continue it?"))
        scores = " : ".join(str(x) for x in match.scores)
        box.setInformativeText(fill(self.tr("Deal %1, game points %2."), match.deal_number, scores))
        box.resume_button = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.new_button = box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.resume_button)
        box.setEscapeButton(box.resume_button)  # Escape or closing must not delete the match
        return box

    def ask_resume(self, match: Match) -> bool:
        """Ask the player whether to resume the saved match (anything but "New game" resumes)."""
        box = self.resume_box(match)
        box.exec()
        return box.clickedButton() is not box.new_button

    def bad_save_sentence(self, outcome: LoadOutcome) -> str:
        """One translated sentence: what was wrong with the save file and where it went."""
        where = outcome.moved_to.name if outcome.moved_to is not None else ""
        if outcome.moved_to is None:  # never claim a move that did not happen
            return self.tr(
                "The saved game could not be used, and it could not be moved aside either, so "
                "it is left as it is and this game will not be saved."
            )
        if outcome.kind == "newer":
            text = self.tr(
                "The saved game was made by a newer version of Sixty-Six, so it was kept "
                "aside as %1 and a new game starts."
            )
        elif outcome.kind == "unreadable":
            text = self.tr(
                "The saved game could not be read, so it was kept aside as %1 and a new game "
                "starts."
            )
        else:
            text = self.tr(
                "The saved game was damaged, so it was kept aside as %1 and a new game starts."
            )
        return fill(text, where or "?")

    def tell_bad_save(self, outcome: LoadOutcome) -> None:
        log.warning("saved game not used: %s", outcome.problem)
        QMessageBox.information(self, self.tr("Saved game"), self.bad_save_sentence(outcome))
        if outcome.kept_in_place and self.saves is not None:
            self.storage_banner.failed("save", SaveBlocked(self.saves.blocked))

    def tell_bad_statistics(self) -> None:
        """Once, at start: the statistics file was bad (moved aside, or left and not written)."""
        stats = self.stats
        if stats is None or not stats.problem:
            return
        log.warning("statistics not used: %s", stats.problem)
        if stats.moved_to is not None:
            text = fill(
                self.tr(
                    "The statistics file was damaged, so it was kept aside as %1 and the "
                    "statistics start again."
                ),
                stats.moved_to.name,
            )
        else:
            text = self.tr(
                "The statistics file was damaged and could not be moved aside, so it is left "
                "as it is and new results are not recorded."
            )
            self.storage_banner.failed("stats", SaveBlocked(stats.blocked))
        QMessageBox.information(self, self.tr("Statistics"), text)

    def show_rules(self) -> None:
        from .words.rules_page import RulesDialog

        m = self.controller.match
        preset = m.preset if m else "classic"
        options = m.options if m else {}
        if self._rules_dialog is None:
            self._rules_dialog = RulesDialog(preset, options, self)
        else:
            self._rules_dialog.set_rules(preset, options)
        self._rules_dialog.show()
        self._rules_dialog.raise_()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Sixty-Six"),
            self.tr(
                "Sixty-Six %1, the card game also known as Schnapsen and Santase.\n"
                "Free software under the MIT licence.\n\n"
                "Card art and icon made for this game. Built with Qt and PySide6 "
                "(LGPL). Fonts: DejaVu (Bitstream Vera licence)."
            ).replace("%1", __version__),
        )

    def _on_state(self, _old: DealState | None, _new: DealState) -> None:
        self._clear_hint_mark()
        self._hint = None
        self._show_hint_text()
        self._update_actions()
        self._autosave()

    def _update_actions(self) -> None:
        c = self.controller
        legal = c.human_actions()
        self.act_marry.setEnabled(any(a.startswith("marry ") for a in legal))
        self.act_exchange.setEnabled("exchange" in legal)
        self.act_close.setEnabled("close" in legal)
        self.act_declare.setEnabled("declare" in legal)
        m = c.match
        self.act_next.setEnabled(bool(m and m.state.is_over))
        self.act_next.setText(self.tr("Play &again") if m and m.is_over else self.tr("Next &deal"))
        self.act_declare.setVisible(bool(m) and not m.options.get("auto_declare", True))
        # only the moves the preset has: no closing with 3-4 players, no talon in bidding
        shape = m.rules.shape if m else None
        self.act_exchange.setVisible(shape is None or shape.exchange_rank is not None)
        self.act_close.setVisible(shape is None or shape.closing)
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        self.act_hint.setEnabled(bool(legal) and not c.hint_pending())
        self.act_stats.setEnabled(self.stats is not None)
        self.act_settings.setEnabled(self.settings is not None)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.settings is not None:
            self.settings.geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)

    def deferred_start(self, setup: GameSetup | None = None, resume: bool = True) -> None:
        """Start once the window is shown, so the deal animation is seen from its first frame.

        With a save folder, the player is first offered the unfinished match.
        """
        if resume and self.saves is not None:
            QTimer.singleShot(0, lambda: (self.tell_bad_statistics(), self.start_or_resume(setup)))
        else:
            QTimer.singleShot(0, lambda: (self.tell_bad_statistics(), self.start(setup)))
