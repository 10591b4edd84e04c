"""Refresh the five ``.ts`` files from the source: ``python i18n/update.py``.

Runs ``pyside6-lupdate`` over every ``.py`` under ``sixtysix_qt/`` that
calls ``tr``/``translate``, so new strings appear (unfinished) in every
language and strings no longer in the code are marked obsolete.  Existing
translations are kept.  Pass ``--no-obsolete`` to drop obsolete entries.

Only the game's ``sixtysix_<code>.ts`` are written.  The hand-kept
``qt_extra_<code>.ts`` (Qt's own button texts that PySide6 lacks) hold no
string of the game's code, so lupdate would mark all their entries obsolete
(and ``-no-obsolete`` would delete them): they are never targets (see
``targets``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sixtysix_qt"
I18N = ROOT / "i18n"
#: code -> the ``language`` attribute Qt reads the plural rules from
LANGUAGES = {"en": "en", "lv": "lv_LV", "sl": "sl_SI", "bg": "bg_BG", "uk": "uk_UA"}
#: stem of the catalogues this script writes; anything else in i18n/ is left alone
CATALOG = "sixtysix"
USES_TR = re.compile(r"\b(tr|translate|QT_TR_NOOP|QT_TRANSLATE_NOOP)\s*\(")


def lupdate_command() -> list[str]:
    """``pyside6-lupdate`` from the active environment."""
    # beside this interpreter first: a venv used without activating it is not on PATH
    sibling = Path(sys.executable).with_name("pyside6-lupdate")
    if sibling.exists():
        return [str(sibling)]
    exe = shutil.which("pyside6-lupdate")
    if exe:
        return [exe]
    return [sys.executable, "-m", "PySide6.scripts.pyside_tool", "lupdate"]


def sources() -> list[Path]:
    """Every module of the package that has translatable strings, sorted for stable output."""
    return sorted(p for p in PACKAGE.rglob("*.py") if USES_TR.search(p.read_text(encoding="utf-8")))


def targets() -> dict[str, Path]:
    """The catalogues lupdate writes: ``sixtysix_<code>.ts`` for each language, nothing else."""
    return {code: I18N / f"{CATALOG}_{code}.ts" for code in LANGUAGES}


def main(argv: list[str] | None = None) -> int:
    """Update all five catalogues; returns lupdate's exit status."""
    extra = list(sys.argv[1:] if argv is None else argv)
    files = [str(p.relative_to(ROOT)) for p in sources()]
    for code, ts in targets().items():
        lang = LANGUAGES[code]
        cmd = [
            *lupdate_command(),
            "-locations",
            "relative",
            "-target-language",
            lang,
            # English needs only its plural forms; every other text is the source itself
            *(["-pluralonly"] if code == "en" else []),
            *extra,
            *files,
            "-ts",
            str(ts.relative_to(ROOT)),
        ]
        done = subprocess.run(cmd, cwd=ROOT)
        if done.returncode:
            return done.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
