"""The player's preferences, kept in QSettings, read back typed and validated.

QSettings hands back strings for everything on the INI backend (Linux, and
any INI file) but real bools and ints on others (the Windows registry, macOS
plists), and a file edited by hand or written by an older version may hold
anything.  Every getter here therefore converts robustly and falls back to
the default with a logged warning on a value it cannot use: a bad settings
file must never keep the game from starting.  Rule options are validated by
the engine's own ``make_rules`` so the GUI and the engine can never disagree
about what is a legal option.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from sixtysix_qt import data_folder
from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS, OptionError, make_rules

from ..play.setup import COMPUTER, HUMAN, LEVELS, GameSetup
from ..table.felt import DEFAULT_FELT, FELTS
from ..table.layout import CARD_SIZES
from ..table.timing import SPEEDS
from ..words.i18n import LANGUAGES

log = logging.getLogger(__name__)

ORGANIZATION = "SixtySix"
APPLICATION = "sixtysix"
ANIMATION_SPEEDS: tuple[str, ...] = tuple(SPEEDS)
"""The speed settings are the animator's own, in its order (off, fast, normal, slow)."""
DEFAULT_BACK = "back_blue"
RULES_GROUP = "rules"


_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


def to_bool(value: Any) -> bool:
    """A bool from what any QSettings backend returns; ValueError for anything else."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        text = value.strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
    raise ValueError(f"not a yes/no value: {value!r}")


def to_int(value: Any) -> int:
    """An int from an int or a string of digits (bools and fractions are refused)."""
    if isinstance(value, bool):
        raise ValueError(f"not a whole number: {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return int(value.strip())
    if isinstance(value, float) and value.is_integer():
        return int(value)
    raise ValueError(f"not a whole number: {value!r}")


def _byte_array(value: QByteArray | bytes | bytearray) -> QByteArray:
    return value if isinstance(value, QByteArray) else QByteArray(bytes(value))


def _card_backs() -> list[str]:
    """The backs the card art offers (the default alone if the art cannot be read)."""
    try:
        from ..table.art import CardArt

        return CardArt().backs()
    except Exception as err:  # missing resources must not block reading settings
        log.warning("card backs could not be listed (%s); using %s", err, DEFAULT_BACK)
        return [DEFAULT_BACK]


class _Preference:
    """One plain preference: its key, default, and how a stored value is checked.

    A descriptor on ``Settings``: reading converts what QSettings hands back
    (and falls back to the default, with a warning, on anything odd);
    writing refuses a value the game could not use.
    """

    def __init__(self, default: Any, allowed: Callable[[], Iterable[str]] | None = None) -> None:
        self.default = default
        self.allowed = allowed
        self.key = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = name
        PREFERENCES[name] = self

    def __get__(self, settings: Settings | None, owner: type) -> Any:
        if settings is None:
            return self
        return self.read(settings.qsettings)

    def __set__(self, settings: Settings, value: Any) -> None:
        self.write(settings.qsettings, value)

    def write(self, qsettings: QSettings, value: Any) -> None:
        qsettings.setValue(self.key, self.checked(value))

    def read(self, qsettings: QSettings) -> Any:
        raw = qsettings.value(self.key, None)
        if raw is None:
            return self.default
        try:
            return self.checked(raw if self.allowed is not None else to_bool(raw))
        except ValueError as err:
            log.warning("setting %s=%r: %s; using %r", self.key, raw, err, self.default)
            return self.default

    def checked(self, value: Any) -> Any:
        if self.allowed is None:
            if not isinstance(value, bool):
                raise ValueError(f"{self.key} must be true or false, not {value!r}")
            return value
        allowed = list(self.allowed())
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(f"{self.key} must be one of {', '.join(allowed)}, not {value!r}")
        return value


class _Percent(_Preference):
    """A whole number from 0 to 100 (a volume)."""

    def read(self, qsettings: QSettings) -> Any:
        raw = qsettings.value(self.key, None)
        if raw is None:
            return self.default
        try:
            return self.checked(to_int(raw))
        except ValueError as err:
            log.warning("setting %s=%r: %s; using %r", self.key, raw, err, self.default)
            return self.default

    def checked(self, value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
            raise ValueError(f"{self.key} must be a whole number from 0 to 100, not {value!r}")
        return value


class _WindowBytes:
    """Window geometry or state as QSettings keeps it: bytes, or empty for anything else."""

    def __init__(self, key: str) -> None:
        self.key = key

    def __get__(self, settings: Settings | None, owner: type) -> Any:
        if settings is None:
            return self
        raw = settings.qsettings.value(self.key, None)
        if isinstance(raw, QByteArray):
            return raw
        if isinstance(raw, (bytes, bytearray)):
            return QByteArray(bytes(raw))
        if raw is not None:
            log.warning("setting %s is not binary data; ignoring it", self.key)
        return QByteArray()

    def __set__(self, settings: Settings, value: QByteArray | bytes) -> None:
        settings.qsettings.setValue(self.key, _byte_array(value))


class FolderSettings(QSettings):
    """An INI file in the data folder that is never written once the folder is gone or replaced.

    QSettings makes the folder again when it writes; a data folder deleted
    while the game runs must stay gone, and one moved away and made again is
    another folder (a second game may own either by now: ``data_folder``).
    """

    def __init__(self, path: str) -> None:
        super().__init__(path, QSettings.Format.IniFormat)
        self._folder = os.path.dirname(os.path.abspath(path))

    def _ours(self) -> bool:
        return os.path.isdir(self._folder) and not data_folder.replaced(self._folder)

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802 - Qt's name
        if self._ours():
            super().setValue(key, value)
        else:
            log.warning("the data folder is gone or replaced; setting %s is not kept", key)

    def remove(self, key: str) -> None:
        if self._ours():
            super().remove(key)

    def sync(self) -> None:
        if self._ours():
            super().sync()


NEW_PLAYER_RULES: dict[str, Any] = {"auto_declare": False}
"""A new player's rule options where they differ from the engine's defaults: the claim by
hand, so a newcomer meets the glowing 66! chip and its question (auto-declare hid both)."""

PREFERENCES: dict[str, _Preference] = {}
"""Every plain preference by name, in the order ``Settings`` declares them."""


class Settings:
    """Typed, validated access to the game's QSettings (one object per window).

    Setters write through at once; ``sync()`` flushes to disk (QSettings also
    does so on its own, and when it is destroyed).
    """

    # -- general -----------------------------------------------------------
    language = _Preference("", lambda: ["", *LANGUAGES])
    """Interface language code (``LANGUAGES``), or "" to follow the system."""
    level = _Preference("medium", lambda: LEVELS)
    """The computer's strength for new games."""
    preset = _Preference("classic", lambda: PRESETS)
    """The variant of the next new game."""
    animation_speed = _Preference("normal", lambda: ANIMATION_SPEEDS)
    """One of ``ANIMATION_SPEEDS``; "off" makes cards jump."""
    sound = _Preference(True)
    """The table's sounds on (the S key and Settings -> Sound toggle it)."""
    sound_volume = _Percent(60)
    """How loud the sounds are, 0 to 100 (already soft at 100)."""
    # -- cards -------------------------------------------------------------
    card_back = _Preference(DEFAULT_BACK, lambda: _card_backs())
    """Element id of the card back (``CardArt.backs()``)."""
    four_colour = _Preference(False)
    """Colour-blind friendly suits (blue diamonds, green clubs)."""
    felt = _Preference(DEFAULT_FELT, lambda: FELTS)
    """The table's cloth (``table.felt.FELTS``)."""
    card_size = _Preference("normal", lambda: CARD_SIZES)
    """Smaller or larger cards (``table.layout.CARD_SIZES``), as far as the window has room."""
    celebrate = _Preference(True)
    """A short celebration on the table when you win a match."""
    # -- play --------------------------------------------------------------
    ask_marriage = _Preference(False)
    """Ask before announcing a marriage; False announces it automatically."""
    ask_declare = _Preference(True)
    """Ask "Declare 66 now?" before declaring by hand; False declares at one click."""
    ask_close = _Preference(True)
    """Ask "Close the talon now?" before closing; False closes at one click (or key)."""
    play_forced = _Preference(True)
    """The player's only legal card plays itself (off: every card is clicked)."""
    # -- practice ----------------------------------------------------------
    show_opponent_cards = _Preference(False)
    """Practice aid: the computer's hand is shown face up."""
    practice_notice = _Preference(True)
    """Say in one line when a hint or an undo makes the match practice."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.qsettings = (
            qsettings if qsettings is not None else QSettings(ORGANIZATION, APPLICATION)
        )
        self.set_aside: Path | None = None
        """Where a damaged settings file was kept aside at start (the player is told)."""

    def sync(self) -> None:
        """Write pending changes to disk now (before the process may be killed)."""
        self.qsettings.sync()

    def remember(self, key: str, value: Any) -> None:
        """Store one preference if it changed (the window calls this on every toggle)."""
        pref = PREFERENCES[key]
        if pref.read(self.qsettings) != value:
            pref.write(self.qsettings, value)

    # -- rule options ------------------------------------------------------
    @property
    def rule_options(self) -> dict[str, Any]:
        """Every rule option (``OPTION_DEFAULTS`` keys), each validated by ``make_rules``.

        A stored value the engine refuses is dropped with a warning and the
        default used instead; unknown stored names are ignored.
        """
        out = {**OPTION_DEFAULTS, **NEW_PLAYER_RULES}
        self.qsettings.beginGroup(RULES_GROUP)
        try:
            stored = {key: self.qsettings.value(key) for key in self.qsettings.childKeys()}
        finally:
            self.qsettings.endGroup()
        for name, raw in stored.items():
            if name not in OPTION_DEFAULTS:
                log.warning("ignoring unknown rule option %r in the settings", name)
                continue
            default = OPTION_DEFAULTS[name]
            try:
                if isinstance(default, bool):
                    value: Any = to_bool(raw)
                elif isinstance(default, int):
                    value = to_int(raw)
                else:
                    value = raw if isinstance(raw, str) else str(raw)
                make_rules("classic", **{name: value})
            except (ValueError, OptionError) as err:
                log.warning(
                    "stored rule option %s=%r is invalid (%s); using %r", name, raw, err, default
                )
                continue
            out[name] = value
        return out

    @rule_options.setter
    def rule_options(self, options: dict[str, Any]) -> None:
        """Store options (any subset; the rest keep their stored value); invalid ones raise."""
        make_rules("classic", **options)  # OptionError names the bad option; nothing is written
        self.qsettings.beginGroup(RULES_GROUP)
        try:
            for name, value in options.items():
                self.qsettings.setValue(name, value)
        finally:
            self.qsettings.endGroup()

    def changed_rule_options(self) -> dict[str, Any]:
        """Only the options that differ from the defaults (what ``GameSetup.options`` holds)."""
        return {k: v for k, v in self.rule_options.items() if v != OPTION_DEFAULTS[k]}

    def game_setup(self) -> GameSetup:
        """The setup of the next new game: variant, level and rule options from the settings."""
        return GameSetup(
            preset=self.preset,
            level=self.level,
            options=self.changed_rule_options(),
            seats=(HUMAN, COMPUTER),
        )

    # -- window ------------------------------------------------------------
    geometry = _WindowBytes("window/geometry")
    """``QMainWindow.saveGeometry()`` of the last session (empty if none)."""
    window_state = _WindowBytes("window/state")
    """``QMainWindow.saveState()`` (tool bars, docks) of the last session."""

    @property
    def deal_folder(self) -> str:
        """The folder a deal file was last opened from or saved to ("" before the first)."""
        raw = self.qsettings.value("files/deal_folder", "")
        return raw if isinstance(raw, str) else ""

    @deal_folder.setter
    def deal_folder(self, value: str) -> None:
        self.qsettings.setValue("files/deal_folder", str(value))

    @property
    def welcome_shown(self) -> bool:
        """The welcome card has been shown once (Help -> Welcome brings it back)."""
        raw = self.qsettings.value("window/welcome_shown", None)
        try:
            return raw is not None and to_bool(raw)
        except ValueError:
            return False

    @welcome_shown.setter
    def welcome_shown(self, value: bool) -> None:
        self.qsettings.setValue("window/welcome_shown", bool(value))

    # -- all at once -------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """Every preference and rule option as plain values (what the settings dialog edits)."""
        out = {key: pref.read(self.qsettings) for key, pref in PREFERENCES.items()}
        out.update(self.rule_options)
        return out

    def update(self, values: dict[str, Any]) -> None:
        """Store preferences and rule options given by name (as ``values()`` returns them)."""
        rules = {k: v for k, v in values.items() if k in OPTION_DEFAULTS}
        unknown = set(values) - set(PREFERENCES) - set(OPTION_DEFAULTS)
        if unknown:
            raise ValueError(f"unknown setting(s): {', '.join(sorted(unknown))}")
        plain = {k: PREFERENCES[k].checked(v) for k, v in values.items() if k in PREFERENCES}
        if rules:
            self.rule_options = rules
        for key, value in plain.items():
            self.qsettings.setValue(key, value)

    @staticmethod
    def defaults() -> dict[str, Any]:
        """What ``values()`` gives on a fresh installation."""
        return {
            **{k: p.default for k, p in PREFERENCES.items()},
            **OPTION_DEFAULTS,
            **NEW_PLAYER_RULES,
        }
