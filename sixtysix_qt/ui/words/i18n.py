"""Run-time language switching, translation lookup and the bundled font.

The game ships five languages and switches between them without a restart:
installing a new ``QTranslator`` on the application makes Qt send a
``LanguageChange`` event to every widget, and each widget re-reads its
``tr()`` strings in ``changeEvent``.  Widgets that build text in Python
(the rules page) listen to ``LanguageManager.language_changed`` as well.

Where the compiled ``.qm`` files come from:

* a wheel, a normal install or a PyInstaller bundle carries them in
  ``sixtysix_qt/translations`` (compiled by the build hook in ``setup.py``);
* a source checkout or an editable install has only the ``i18n/*.ts``
  sources, so they are compiled on the fly with ``pyside6-lrelease`` into a
  per-user cache directory.  That keeps ``python -m sixtysix_qt`` working
  straight from git, always shows what the ``.ts`` files say now (a
  translator sees their edit on the next start), and never writes build
  output into the working tree.

Qt's own words (dialog buttons, the copy menu) come from Qt's catalogue
shipped with PySide6 (``qtbase_<code>.qm``).  Where that lacks entries --
PySide6 has only an old ``qt_sl.qm`` for Slovenian, without Qt 6's button
texts -- a small hand-kept ``i18n/qt_extra_<code>.ts`` fills the gaps; it is
found, compiled and bundled like the game's catalogues and installed below
Qt's own, so Qt's translation wins wherever it has one.

A missing or damaged ``.qm`` never stops the game: it logs a warning and
falls back to English.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QStandardPaths,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ...resources import i18n_source_dir, languages_path, resource_path, translations_dirs

log = logging.getLogger(__name__)


class Language(NamedTuple):
    """One row of ``i18n/languages.json``, the one table of the game's languages."""

    code: str
    english: str
    native: str
    game_name: str
    qt_language: str
    plural_forms: int
    windows_langid: int


ENGLISH = Language("en", "English", "English", "Sixty-Six", "en", 2, 1033)
"""The one language the game has without the table (its texts are the source strings)."""


def language_table(path: Path | None = None) -> list[Language]:
    """The game's languages in menu order, read from the table the build ships.

    A missing or damaged table (a broken install) logs a warning and leaves
    the game in English: it never stops the game from starting.
    """
    path = path or languages_path()
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))["languages"]
        table = [Language(**{k: row[k] for k in Language._fields}) for row in rows]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("the table of languages %s cannot be read (%s): English only", path, exc)
        return [ENGLISH]
    return table if table and table[0].code == ENGLISH.code else [ENGLISH]


TABLE = language_table()
#: Language code -> the language's name in itself, in menu order.
LANGUAGES: dict[str, str] = {lang.code: lang.native for lang in TABLE}
DEFAULT_LANGUAGE = "en"
#: The ``language`` attribute of each ``.ts`` file (Qt picks the plural rules from it).
TS_LANGUAGE: dict[str, str] = {lang.code: lang.qt_language for lang in TABLE}
CATALOG = "sixtysix"
#: Hand-kept supplement to Qt's own catalogue (``i18n/qt_extra_<code>.ts``).
QT_EXTRA_CATALOG = "qt_extra"
#: A Qt text every Qt 6 catalogue of a language should translate: when Qt's
#: own lacks it and no supplement is found, the dialog buttons stay English.
QT_PROBE = ("QPlatformTheme", "Cancel")
FONT_FAMILY = "DejaVu Sans"
FONT_FILES = ("fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf")


def qm_name(code: str, catalog: str = CATALOG) -> str:
    """File name of a language's compiled catalogue, e.g. ``sixtysix_lv.qm``."""
    return f"{catalog}_{code}.qm"


def qm_search_dirs() -> list[Path]:
    """Directories that may hold built ``.qm`` files, best first.

    A PyInstaller one-file bundle unpacks into ``sys._MEIPASS``; the package
    directory normally points there already, but a spec that collects the
    translations as plain data puts them under ``_MEIPASS`` directly.
    """
    dirs: list[Path] = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        base = Path(meipass)
        dirs += [base / "sixtysix_qt" / "translations", base / "translations"]
    for d in translations_dirs():
        if d not in dirs:
            dirs.append(d)
    return dirs


def cache_dir() -> Path:
    """Where ``.qm`` files compiled from a source checkout go (per user, outside the tree)."""
    env = os.environ.get("SIXTYSIX_QM_CACHE")
    if env:
        return Path(env)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    if not base:
        base = tempfile.gettempdir()
    return Path(base) / "sixtysix-qt" / "qm"


def lrelease_command() -> list[str] | None:
    """The ``pyside6-lrelease`` command, or None when Qt's tools are not installed."""
    exe = shutil.which("pyside6-lrelease")
    if exe:
        return [exe]
    scripts = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (scripts / name).exists():
            return [str(scripts / name)]
    try:
        import PySide6.scripts.pyside_tool  # noqa: F401
    except ImportError:
        return None
    return [sys.executable, "-m", "PySide6.scripts.pyside_tool", "lrelease"]


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile one ``.ts`` into ``qm`` with lrelease; False (and a warning) on failure."""
    tool = lrelease_command()
    if tool is None:
        log.warning("cannot compile %s: pyside6-lrelease not found", ts)
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(
            [*tool, "-silent", str(ts), "-qm", str(qm)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("cannot compile %s: %s", ts, exc)
        return False
    if done.returncode != 0 or not qm.exists():
        log.warning("lrelease failed on %s: %s", ts, (done.stderr or done.stdout).strip())
        return False
    return True


def find_qm(code: str, catalog: str = CATALOG) -> Path | None:
    """The compiled catalogue for ``code``, compiling it from ``i18n/`` if need be.

    ``catalog`` is the file name's stem: the game's (``sixtysix``) or the
    supplement to Qt's own (``qt_extra``).  A built ``.qm`` wins unless a
    ``.ts`` beside it in a source checkout is newer (a translator's fresh
    edit); then the cached compile is used.
    """
    name = qm_name(code, catalog)
    built = next((d / name for d in qm_search_dirs() if (d / name).is_file()), None)
    ts = i18n_source_dir() / f"{catalog}_{code}.ts"
    if not ts.is_file():
        return built
    ts_time = ts.stat().st_mtime
    if built is not None and built.stat().st_mtime >= ts_time:
        return built
    cached = _cached_qm(ts, name)
    if cached is None or cached.is_file():
        return cached or built
    for old in cache_dir().glob(f"{Path(name).stem}-*.qm"):
        old.unlink(missing_ok=True)  # compiles of earlier texts
    if compile_ts(ts, cached):
        return cached
    return built


def _cached_qm(ts: Path, name: str) -> Path | None:
    """The cache's compile of ``ts`` as it reads now, named by its content: the cache is
    shared by every checkout of a machine, and a newer compile of another checkout's
    older text must not pass for this one's (None if ``ts`` cannot be read)."""
    try:
        digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    except OSError:
        return None
    return cache_dir() / f"{Path(name).stem}-{digest}.qm"


def qt_base_qm_dir() -> Path:
    """Directory of Qt's own translations (``qtbase_*.qm``) as shipped with PySide6."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def qt_base_catalog(code: str) -> Path | None:
    """Qt's own translation of its dialogs and buttons for ``code``, if PySide6 ships one.

    PySide6-Essentials 6.x ships ``qtbase_lv``, ``qtbase_bg`` and
    ``qtbase_uk``; for Slovenian only the older combined ``qt_sl.qm``, whose
    gaps ``qt_extra_sl`` fills (see ``LanguageManager``).
    """
    if code == DEFAULT_LANGUAGE:
        return None
    base = qt_base_qm_dir()
    for name in (f"qtbase_{code}.qm", f"qt_{code}.qm"):
        if (base / name).is_file():
            return base / name
    return None


def system_language(locale: QLocale | None = None) -> str:
    """The game language matching the system locale, or English when it is none of ours."""
    locale = locale if locale is not None else QLocale.system()
    for name in [locale.name(), *locale.uiLanguages()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


class LanguageManager(QObject):
    """Owns the installed translators and swaps them when the player picks a language.

    Create one after the QApplication and keep it alive (parent it to the app).
    """

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._code: str | None = None
        self._translators: list[QTranslator] = []

    @property
    def language(self) -> str:
        """The language in force (English before the first ``set_language``)."""
        return self._code or DEFAULT_LANGUAGE

    def _load(self, code: str) -> QTranslator | None:
        path = find_qm(code)
        if path is None:
            log.warning("no translation file for language %r", code)
            return None
        return self._load_file(path)

    def _load_file(self, path: Path) -> QTranslator | None:
        translator = QTranslator(self)
        if not translator.load(str(path)):
            log.warning("translation file %s is damaged or unreadable", path)
            translator.deleteLater()
            return None
        return translator

    def _qt_translators(self, code: str) -> list[QTranslator]:
        """Qt's own catalogue for ``code`` and its hand-kept supplement, lowest priority first.

        The supplement (``qt_extra_<code>``) is optional: languages whose Qt
        catalogue is complete have none.  Only when Qt's catalogue lacks its
        button texts and the supplement is missing or damaged does the
        player see English buttons, and that is logged.
        """
        if code == DEFAULT_LANGUAGE:
            return []
        qt_path = qt_base_catalog(code)
        qt_translator = self._load_file(qt_path) if qt_path is not None else None
        extra_path = find_qm(code, QT_EXTRA_CATALOG)
        extra = self._load_file(extra_path) if extra_path is not None else None
        if extra is None and (qt_translator is None or not qt_translator.translate(*QT_PROBE)):
            log.warning(
                "no translation of Qt's own buttons for language %r "
                "(%s_%s.qm missing or damaged): they stay in English",
                code,
                QT_EXTRA_CATALOG,
                code,
            )
        # below Qt's own, so Qt's translation wins wherever it has one
        return [t for t in (extra, qt_translator) if t is not None]

    def set_language(self, code: str) -> str:
        """Switch the whole UI to ``code``; returns the language actually in force.

        An unknown code, or a missing or damaged catalogue, gives English with
        a logged warning.  English has a catalogue too: it holds the English
        plural forms ("1 game point", "2 game points").
        """
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before setting the language")
        if code not in LANGUAGES:
            log.warning("unknown language %r, using English", code)
            code = DEFAULT_LANGUAGE
        translator = self._load(code)
        if translator is None and code != DEFAULT_LANGUAGE:
            log.warning("falling back to English instead of %r", code)
            code = DEFAULT_LANGUAGE
            translator = self._load(code)
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
        self._translators = []
        for qt_translator in self._qt_translators(code):
            # installed first, so searched after the game's catalogue
            QCoreApplication.installTranslator(qt_translator)
            self._translators.append(qt_translator)
        if translator is not None:
            # installed last, so searched first
            QCoreApplication.installTranslator(translator)
            self._translators.append(translator)
        QLocale.setDefault(QLocale(TS_LANGUAGE[code]))
        self._code = code
        self.language_changed.emit(code)
        return code


def register_fonts() -> str | None:
    """Register the bundled DejaVu fonts and put DejaVu Sans behind the application font.

    A machine with no fonts (or without Latvian or Cyrillic glyphs) would show
    boxes; with DejaVu Sans as fallback family every glyph the five languages
    need is found.  Returns the family name, or None if the files are missing.
    """
    family: str | None = None
    for rel in FONT_FILES:
        try:
            path = resource_path(rel)
        except FileNotFoundError as exc:
            log.warning("bundled font missing: %s", exc)
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("bundled font %s could not be loaded", path)
            continue
        families = QFontDatabase.applicationFontFamilies(font_id)
        family = family or (families[0] if families else FONT_FAMILY)
    if family is None:
        return None
    if isinstance(QCoreApplication.instance(), QGuiApplication):
        font = QFont(QGuiApplication.font())
        families = [f for f in font.families() or [font.family()] if f]
        if family not in families:
            font.setFamilies([*families, family])
            QGuiApplication.setFont(font)
    return family
