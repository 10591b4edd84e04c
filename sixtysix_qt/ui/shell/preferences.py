"""The player's preferences put into effect at once, and remembered.

The Settings menu's choices (speed, language, the marriage question, open
cards) and the settings dialog's OK change the table and the commands now
and are written to ``Settings`` (QSettings) for the next start; the
variant, level and rule options wait for the next game (``MatchFlow``).
Without a settings object (tests, the tool modes) nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..play.controller import GameController
from ..settings.store import Settings
from ..table.timing import PACE_MS
from ..table.view import TableView
from ..words.i18n import LanguageManager, system_language
from ..words.texts import fill
from .actions import GameActions


def claim_auto_from_next_deal() -> str:
    return QCoreApplication.translate("Preferences", "From the next deal, %1 is declared for you.")


def claim_by_hand_from_next_deal() -> str:
    return QCoreApplication.translate(
        "Preferences", "From the next deal, you declare %1 yourself: the %1! chip or D."
    )


class Preferences:
    """Speed, language, cards and questions: applied to one window's table and commands."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        table: TableView,
        commands: GameActions,
        languages: LanguageManager | None,
        settings: Settings | None,
    ) -> None:
        self._window = window  # the settings dialog's parent
        self.also_apply: list[Callable[[Settings], None]] = []
        self.sound_problem: Callable[[], str] = lambda: ""
        """Why sounds cannot be heard ("" if they can): the settings dialog says it."""
        """Other parts that follow the preferences (the window's sounds and looks)."""
        self._controller = controller
        self._table = table
        self._commands = commands
        self._languages = languages
        self._settings = settings
        self.tell: Callable[[Callable[[], str]], None] = lambda _words: None
        """A line on the felt for a change that waits (the window's news)."""
        self.changed_between_deals: Callable[[], None] = lambda: None
        """Keep the match after such a change (the window's autosave)."""
        self.forced_cards: Callable[[bool], None] = lambda _on: None
        """Let the player's forced cards play themselves, or not (the window's ForcedCards)."""

    def set_speed(self, speed: str) -> None:
        self._table.set_speed(speed)
        self._commands.speed[speed].setChecked(True)
        self._controller.pace_ms = PACE_MS[speed]
        self.remember("animation_speed", speed)

    def set_language(self, code: str) -> None:
        """Switch the interface language ("" follows the system) and remember the choice."""
        if self._settings is not None:
            self._settings.language = code
        if self._languages is None:
            return
        self._languages.set_language(code or system_language())
        self.check_language()

    def check_language(self) -> None:
        """The Language menu ticks the language shown."""
        current = self._languages.language if self._languages is not None else None
        for code, action in self._commands.language.items():
            action.setChecked(code == current)

    def remember(self, key: str, value: object) -> None:
        if self._settings is not None:
            self._settings.remember(key, value)

    def set_ask_marriage(self, on: bool) -> None:
        self._table.gestures.ask_marriage = on
        self.remember("ask_marriage", on)

    def set_show_opponent_cards(self, on: bool) -> None:
        """Practice aid: the computer's hand face up (the match then counts as practice)."""
        self._table.set_show_opponent_cards(on)
        if on:
            self._controller.mark_opponent_cards_shown()
        self.remember("show_opponent_cards", on)

    def apply(self, language: bool = True) -> None:
        """Put the stored preferences into effect (start-up, and after the dialog's OK).

        Language, animation speed, cards and the marriage question change at
        once; the variant, level and rule options wait for the next game.
        """
        s = self._settings
        if s is None:
            return
        if language and self._languages is not None:
            wanted = s.language
            if wanted != self._languages.language:
                self.set_language(wanted)
        self.set_speed(s.animation_speed)
        self._commands.ask.setChecked(s.ask_marriage)
        self._table.gestures.ask_marriage = s.ask_marriage
        self._table.gestures.ask_declare = s.ask_declare
        self._table.gestures.ask_close = s.ask_close
        self.forced_cards(s.play_forced)
        self._table.set_card_back(s.card_back)
        self._table.set_four_colour(s.four_colour)
        for follower in self.also_apply:
            follower(s)
        self._commands.show_opponent_cards.setChecked(s.show_opponent_cards)
        self.set_show_opponent_cards(s.show_opponent_cards)
        self._claim_from_next_deal(bool(s.rule_options["auto_declare"]))
        s.sync()

    def _claim_from_next_deal(self, auto: bool) -> None:
        """Declaring automatically, ticked or unticked in a match: from its next deal on, and
        said on the felt (it never waits silently for a new game)."""
        m = self._controller.match
        if m is None or m.is_over or bool(m.options["auto_declare"]) == auto:
            return
        m.change_between_deals(auto_declare=auto)
        self.changed_between_deals()
        target = m.rules.shape.deal_target
        if auto:
            self.tell(lambda: fill(claim_auto_from_next_deal(), target))
        else:
            self.tell(lambda: fill(claim_by_hand_from_next_deal(), target))

    def edit(self) -> None:
        """Settings → Settings…: edit the preferences; OK applies what can change at once."""
        from ..dialogs.settings_dialog import SettingsDialog

        if self._settings is None:
            return
        dialog = SettingsDialog(self._settings, self._window, sound_problem=self.sound_problem())
        dialog.settings_changed.connect(self.apply)
        dialog.exec()
