"""The game window: the table, a menu bar, a bar of game actions and a status line.

Every game action (marriage, exchange, close, declare, last trick) is a
QAction, so the menu entry, the button below the table and the keyboard
shortcut are one object, enabled exactly when the engine says it is legal.
All texts are set in ``retranslate()``, which runs again on LanguageChange.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QToolBar, QWidget

from sixtysix_qt.engine import DealState

from .animator import SPEEDS
from .controller import GameController, GameSetup
from .dialogs.new_game import NewGameDialog
from .table import TableView

TOOLBAR_STYLE = """
QToolBar { background: #0c3320; border: none; border-top: 1px solid #1d5a3a; spacing: 6px;
           padding: 4px 8px; }
QToolBar QToolButton { color: #f4f1e8; background: #17553a; border: 1px solid #2a7550;
                       border-radius: 12px; padding: 4px 14px; }
QToolBar QToolButton:hover { background: #21704c; }
QToolBar QToolButton:checked { background: #ffd54a; color: #1b1b1b; }
QToolBar QToolButton:disabled { color: #6f9a83; background: #0f3f27; border-color: #1d5a3a; }
QToolBar::separator { background: #1d5a3a; width: 1px; margin: 2px 6px; }
"""
STATUS_STYLE = """
QStatusBar { background: #0a2a1a; color: #e9e4d4; }
QStatusBar QLabel { color: #e9e4d4; padding: 1px 6px; }
"""
"""The bar under the table and the status line wear the table's colours."""


class MainWindow(QMainWindow):
    """Sixty-Six against the computer: one window, one table."""

    def __init__(
        self,
        controller: GameController | None = None,
        language_manager: object | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller or GameController(self)
        self.languages = language_manager
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
        self.statusBar().addWidget(self._status, 1)
        self.table.statusMessage.connect(self._status.setText)
        self.table.continueRequested.connect(self.continue_after_deal)
        self.table.animationIdle.connect(self._update_actions)
        self.controller.stateChanged.connect(self._on_state)
        self._rules_dialog: QWidget | None = None

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.retranslate()
        self._update_actions()

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
        self.act_marry = self._action("M", t.request_marriage)
        self.act_exchange = self._action("E", t.request_exchange)
        self.act_close = self._action("C", t.request_close)
        self.act_declare = self._action("D", t.request_declare)
        self.act_last = self._action("L", lambda checked: t.toggle_last_trick(checked))
        self.act_last.setCheckable(True)
        self.act_ask = QAction(self)
        self.act_ask.setCheckable(True)
        self.act_ask.toggled.connect(lambda on: setattr(t, "ask_marriage", on))
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
            from .i18n import LANGUAGES

            group = QActionGroup(self)
            for code, name in LANGUAGES.items():
                a = QAction(name, self)
                a.setCheckable(True)
                a.setChecked(code == getattr(self.languages, "language", "en"))
                a.triggered.connect(lambda _c=False, c=code: self.languages.set_language(c))
                group.addAction(a)
                self.language_actions[code] = a

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_new, self.act_again, self.act_next])
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_play = bar.addMenu("")
        self.menu_play.addActions(
            [self.act_marry, self.act_exchange, self.act_close, self.act_declare]
        )
        self.menu_play.addSeparator()
        self.menu_play.addAction(self.act_last)
        self.menu_settings = bar.addMenu("")
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
        self.toolbar.addActions(
            [self.act_marry, self.act_exchange, self.act_close, self.act_declare, self.act_last]
        )
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_next)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.toolbar)

    # -- texts ------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text of the window (again, after the language changed)."""
        self.setWindowTitle(self.tr("Sixty-Six"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_play.setTitle(self.tr("&Play"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_speed.setTitle(self.tr("&Animation speed"))
        self.menu_help.setTitle(self.tr("&Help"))
        if self.menu_language is not None:
            self.menu_language.setTitle(self.tr("&Language"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_again.setText(self.tr("Play &again"))
        self.act_next.setText(self.tr("Next &deal"))
        self.act_quit.setText(self.tr("&Quit"))
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
        self.act_ask.setText(self.tr("Ask before announcing a &marriage"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About Sixty-Six"))
        names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
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

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.controller.setup, self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.controller.new_match(dialog.setup())

    def play_again(self) -> None:
        self.controller.play_again()

    def continue_after_deal(self) -> None:
        """The summary's button: the next deal, or a new match once this one is decided."""
        m = self.controller.match
        if m is None or not m.state.is_over:
            return
        if m.is_over:
            self.controller.play_again()
        else:
            self.controller.next_deal()

    def set_speed(self, speed: str) -> None:
        self.table.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        self.controller.pace_ms = {"off": 250, "fast": 400, "normal": 700, "slow": 1100}[speed]

    def show_rules(self) -> None:
        from .rules_page import RulesDialog

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
                "Sixty-Six, the card game also known as Schnapsen and Santase.\n"
                "Free software under the MIT licence."
            ),
        )

    def _on_state(self, _old: DealState | None, _new: DealState) -> None:
        self._update_actions()

    def _update_actions(self) -> None:
        legal = self.controller.human_actions()
        self.act_marry.setEnabled(any(a.startswith("marry ") for a in legal))
        self.act_exchange.setEnabled("exchange" in legal)
        self.act_close.setEnabled("close" in legal)
        self.act_declare.setEnabled("declare" in legal)
        m = self.controller.match
        self.act_next.setEnabled(bool(m and m.state.is_over))
        self.act_next.setText(self.tr("Play &again") if m and m.is_over else self.tr("Next &deal"))
        self.act_declare.setVisible(bool(m) and not m.options.get("auto_declare", True))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.controller.shutdown()
        super().closeEvent(event)

    def deferred_start(self, setup: GameSetup | None = None) -> None:
        """Start once the window is shown, so the deal animation is seen from its first frame."""
        QTimer.singleShot(0, lambda: self.start(setup))
