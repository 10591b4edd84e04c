"""Every command of the window as one QAction, made once and named in one place.

As in Frescobaldi's ``ActionCollection``: ``GameActions`` creates the
actions (keys, checkable state), ``translate_ui`` sets every text and tooltip
(again after a language change), and the menus and the bar under the table
are built from the same objects, so a menu entry, a button and a key are one
action, enabled exactly when the engine says the move is legal.  The window
connects the actions to what they do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from sixtysix_qt.engine import DealState, Kind
from sixtysix_qt.engine.why import why_not

from ..table.claim import claim_now, claim_sentences
from ..table.timing import SPEEDS
from ..words.i18n import LANGUAGES
from ..words.names import speed_names
from ..words.retranslate import translate_ui
from ..words.shared import ask_before_marriage, show_computer_cards
from ..words.texts import fill
from ..words.why import why_sentence
from .toolbar_buttons import FADED, follow_actions

if TYPE_CHECKING:
    from ..play.controller import GameController

translate = QCoreApplication.translate


Key = str | QKeySequence.StandardKey | None


def _action(parent: QObject, key: Key = None, checkable: bool = False) -> QAction:
    action = QAction(parent)
    if key is not None:
        action.setShortcut(QKeySequence(key))
    action.setCheckable(checkable)
    return action


class GameActions(QObject):
    """The window's commands: game, moves, practice aids, view, settings, help."""

    def __init__(self, parent: QObject, languages: bool = True) -> None:
        super().__init__(parent)
        std = QKeySequence.StandardKey
        self.new = _action(self, std.New)
        self.again = _action(self, "F2")
        self.next = _action(self)
        self.next.setShortcuts([QKeySequence("N"), QKeySequence("Return"), QKeySequence("Enter")])
        self.quit = _action(self, std.Quit)
        self.stats = _action(self, "Ctrl+T")
        self.settings = _action(self, "Ctrl+,")
        self.undo = _action(self, std.Undo)
        self.redo = _action(self)
        redo_keys = QKeySequence.keyBindings(std.Redo)
        if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
        self.redo.setShortcuts(redo_keys)
        self.hint = _action(self, "H")
        self.fullscreen = _action(self, "F11", checkable=True)
        self.show_opponent_cards = _action(self, "Ctrl+Shift+O", checkable=True)
        self.marry = _action(self, "M")
        self.exchange = _action(self, "E")
        self.close = _action(self, "C")
        self.declare = _action(self, "D")
        self.declare_target = 66
        """The points a claim needs in the match on the table (101 in four-hand)."""
        self.last = _action(self, "L", checkable=True)
        self.won = _action(self, "T")
        self.ask = _action(self, checkable=True)
        self.sound = _action(self, "S", checkable=True)
        self.rules = _action(self, std.HelpContents)
        self.welcome = _action(self)
        self.guide = _action(self)
        self.about = _action(self)
        self.speed_group = QActionGroup(self)
        self.speed: dict[str, QAction] = {}
        for speed in SPEEDS:
            self.speed[speed] = a = _action(self, checkable=True)
            a.setData(speed)
            self.speed_group.addAction(a)
        self.speed["normal"].setChecked(True)
        self.language: dict[str, QAction] = {}
        if languages:
            group = QActionGroup(self)
            for code, name in LANGUAGES.items():
                self.language[code] = a = _action(self, checkable=True)
                a.setText(name)  # each language named in itself: never translated
                a.setData(code)
                group.addAction(a)
        translate_ui(self)

    def set_declare_target(self, target: int) -> None:
        """Name the claim by the target of the match on the table ("Declare 101" in four-hand)."""
        if target != self.declare_target:
            self.declare_target = target
            self.translate_ui()

    def explain_greyed(self, state: DealState | None, seat: int | None) -> None:
        """A greyed move says why in its tooltip (the engine's reason); an enabled one, what it does."""
        kinds = {
            self.marry: Kind.MARRY,
            self.exchange: Kind.EXCHANGE,
            self.close: Kind.CLOSE,
            self.declare: Kind.DECLARE,
        }
        texts = self._texts()
        faded = False
        for action, kind in kinds.items():
            tip = texts[action][1]
            reason = None
            if state is not None and seat is not None and not action.isEnabled():
                reason = why_not(state, seat, kind)
            if reason is not None:
                tip = why_sentence(reason, state) + "\n" + tip
            elif kind is Kind.DECLARE and state is not None and seat is not None:
                if action.isEnabled():  # what the claim would do, as the chip and question say
                    claim = claim_now(state, seat)
                    tip = claim_sentences(claim) + "\n" + tip
                    faded = claim.good is False  # a false claim stays possible, but faint
            action.setToolTip(tip)
        self.declare.setProperty(FADED, faded)

    def follow_game(
        self, c: GameController, continue_label: str | None, stats_on: bool, settings_on: bool
    ) -> None:
        """Enable, show and name each command for the game as it stands now (after every move).

        ``continue_label`` names Next deal / Play again instead (``MatchGuard``; None: the usual).
        """
        legal = c.human_actions()
        kinds = {a.kind for a in legal}
        self.marry.setEnabled(Kind.MARRY in kinds)
        self.exchange.setEnabled(Kind.EXCHANGE in kinds)
        self.close.setEnabled(Kind.CLOSE in kinds)
        self.declare.setEnabled(Kind.DECLARE in kinds)
        m = c.match
        self.next.setEnabled(bool(m and m.state.is_over))
        over = bool(m and m.is_over)
        again, deal = translate("MainWindow", "Play &again"), translate("MainWindow", "Next &deal")
        self.next.setText(continue_label or (again if over else deal))
        # once the match is decided, Next deal *is* Play again: one entry, F2 on it too
        self.again.setVisible(not over)
        keys = [QKeySequence("N"), QKeySequence("Return"), QKeySequence("Enter")]
        self.next.setShortcuts([*keys, QKeySequence("F2")] if over else keys)
        deal = c.state  # the deal's own rule: it may differ from the match's next deals
        self.declare.setVisible(deal is not None and not deal.options.get("auto_declare", True))
        self.set_declare_target(m.rules.shape.deal_target if m else 66)
        self.explain_greyed(c.state, c.human_seats[0] if c.human_seats else None)
        # only the moves the preset has: no closing with 3-4 players, no talon in bidding
        shape = m.rules.shape if m else None
        self.exchange.setVisible(shape is None or shape.exchange_rank is not None)
        self.close.setVisible(shape is None or shape.closing)
        self.undo.setEnabled(c.can_undo())
        self.redo.setEnabled(c.can_redo())
        self.hint.setEnabled(bool(legal) and not c.hint_pending())
        self.stats.setEnabled(stats_on)
        self.settings.setEnabled(settings_on)

    def moves(self) -> list[QAction]:
        return [self.marry, self.exchange, self.close, self.declare]

    def aids(self) -> list[QAction]:
        return [self.undo, self.redo, self.hint]

    def translate_ui(self) -> None:
        """Every text and tooltip, and the short words of the bar under the table."""
        for action, (text, tip) in self._texts().items():
            action.setText(text)
            if tip:  # else Qt's own tooltip: the text, which follows it
                action.setToolTip(tip)
        # the action bar shows the short words, so it fits 800 px in every language
        self.undo.setIconText(translate("MainWindow", "Undo"))
        self.redo.setIconText(translate("MainWindow", "Redo"))
        # "66!" is what players call at the table in every language: short for the bar
        self.declare.setIconText(f"{self.declare_target}!")
        for speed, name in speed_names().items():
            self.speed[speed].setText(name)

    def _texts(self) -> dict[QAction, tuple[str, str]]:
        """Action -> (menu text, tooltip or ""): the window's words, menu by menu."""
        return {
            **self._game_texts(),
            **self._move_texts(),
            **self._aid_texts(),
            **self._view_texts(),
            **self._settings_texts(),
            **self._help_texts(),
        }

    def _game_texts(self) -> dict[QAction, tuple[str, str]]:
        """The Game menu (Next deal is also on the bar under the table)."""
        return {
            self.new: (translate("MainWindow", "&New game…"), ""),
            self.again: (translate("MainWindow", "Play &again"), ""),
            self.next: (translate("MainWindow", "Next &deal"), ""),
            self.quit: (translate("MainWindow", "&Quit"), ""),
            self.stats: (translate("MainWindow", "&Statistics…"), ""),
        }

    def _move_texts(self) -> dict[QAction, tuple[str, str]]:
        """The moves of the Play menu and the bar: each tooltip names its key and its click."""
        return {
            self.marry: (
                translate("MainWindow", "&Marriage"),
                translate(
                    "MainWindow",
                    "Announce a marriage (M), or click a king or queen that can be married",
                ),
            ),
            self.exchange: (
                translate("MainWindow", "&Exchange trump"),
                translate(
                    "MainWindow",
                    "Swap your trump nine for the trump card (E), or click the trump card",
                ),
            ),
            self.close: (
                translate("MainWindow", "&Close talon"),
                translate("MainWindow", "Close the talon (C), or click the talon"),
            ),
            self.declare: (
                fill(translate("MainWindow", "Declare &%1"), self.declare_target),
                fill(
                    translate(
                        "MainWindow", "Claim that you have reached %1 (D), or click the %1! chip"
                    ),
                    self.declare_target,
                ),
            ),
        }

    def _aid_texts(self) -> dict[QAction, tuple[str, str]]:
        """The rest of the Play menu: undo, redo, hint and looking at tricks."""
        return {
            self.undo: (
                translate("MainWindow", "&Undo move"),
                translate(
                    "MainWindow",
                    "Take back your last move of this deal (Ctrl+Z); the match counts as practice",
                ),
            ),
            self.redo: (
                translate("MainWindow", "&Redo move"),
                translate("MainWindow", "Play again the move you took back (Ctrl+Shift+Z)"),
            ),
            self.hint: (
                translate("MainWindow", "&Hint"),
                translate(
                    "MainWindow", "Show the move the strongest computer would make, and why (H)"
                ),
            ),
            self.last: (
                translate("MainWindow", "&Last trick"),
                translate("MainWindow", "Show the last trick (L), or click a pile of tricks"),
            ),
            self.won: (
                translate("MainWindow", "Cards w&on"),
                translate(
                    "MainWindow", "Show or hide the cards your side has won (T), or click your pile"
                ),
            ),
        }

    def _view_texts(self) -> dict[QAction, tuple[str, str]]:
        """The View menu."""
        return {
            self.fullscreen: (translate("MainWindow", "&Full screen"), ""),
            self.show_opponent_cards: (
                show_computer_cards(),
                translate(
                    "MainWindow",
                    "Practice: play with the computer's hand face up; the match counts as practice",
                ),
            ),
        }

    def _settings_texts(self) -> dict[QAction, tuple[str, str]]:
        """The Settings menu (the speeds and languages are named elsewhere)."""
        return {
            self.settings: (translate("MainWindow", "&Settings…"), ""),
            self.ask: (ask_before_marriage(), ""),
            self.sound: (
                translate("MainWindow", "S&ounds"),
                translate("MainWindow", "Turn the table's sounds on or off (S)"),
            ),
        }

    def _help_texts(self) -> dict[QAction, tuple[str, str]]:
        """The Help menu."""
        return {
            self.rules: (translate("MainWindow", "&Rules"), ""),
            self.welcome: (
                translate("MainWindow", "&Welcome"),
                translate("MainWindow", "The goal of the game in three lines, and a guided deal"),
            ),
            self.guide: (
                translate("MainWindow", "&Guided deal"),
                translate("MainWindow", "Play one deal with a guide that explains each move"),
            ),
            self.about: (translate("MainWindow", "&About Sixty-Six"), ""),
        }


class GameMenus:
    """The menu bar and the bar of moves under the table, built from ``GameActions``.

    Its ``translate_ui`` is called by the window's (the menus are the window's children).
    """

    def __init__(self, window: QMainWindow, actions: GameActions) -> None:
        a = actions
        bar = window.menuBar()
        self.game = bar.addMenu("")
        self.game.addActions([a.new, a.again, a.next])
        self.game.addSeparator()
        self.game.addAction(a.stats)
        self.game.addSeparator()
        self.game.addAction(a.quit)
        self.play = bar.addMenu("")
        self.play.addActions(a.moves())
        self.play.addSeparator()
        self.play.addActions(a.aids())
        self.play.addSeparator()
        self.play.addActions([a.last, a.won])
        self.view = bar.addMenu("")
        self.view.addActions([a.fullscreen, a.show_opponent_cards])
        self.settings = bar.addMenu("")
        self.settings.addAction(a.settings)
        self.settings.addSeparator()
        self.speed = self.settings.addMenu("")
        self.speed.addActions(list(a.speed.values()))
        self.settings.addAction(a.ask)
        self.settings.addAction(a.sound)
        self.language: QMenu | None = None
        if a.language:
            self.language = self.settings.addMenu("")
            self.language.addActions(list(a.language.values()))
        self.help = bar.addMenu("")
        self.help.addActions([a.rules, a.welcome, a.guide, a.about])
        self.toolbar = self._toolbar(window, a)

    @staticmethod
    def _toolbar(window: QMainWindow, a: GameActions) -> QToolBar:
        toolbar = QToolBar(window)
        toolbar.setObjectName("game-actions")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # the last trick stays in the Play menu, on its key (L) and on a click on the pile:
        # the bar keeps room for the moves in the longer languages at 800 px
        toolbar.addActions(a.moves())
        toolbar.addSeparator()
        toolbar.addActions(a.aids())
        toolbar.addSeparator()
        toolbar.addAction(a.next)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, toolbar)
        follow_actions(toolbar)
        return toolbar

    def translate_ui(self) -> None:
        titles = {
            self.game: translate("MainWindow", "&Game"),
            self.play: translate("MainWindow", "&Play"),
            self.view: translate("MainWindow", "&View"),
            self.settings: translate("MainWindow", "&Settings"),
            self.speed: translate("MainWindow", "&Animation speed"),
            self.help: translate("MainWindow", "&Help"),
        }
        if self.language is not None:
            titles[self.language] = translate("MainWindow", "&Language")
        for menu, title in titles.items():
            menu.setTitle(title)
