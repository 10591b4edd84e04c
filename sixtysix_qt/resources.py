"""Find the game's data files wherever the game runs from.

An installed package or PyInstaller bundle carries built copies in
``sixtysix_qt/resources`` (art, fonts) and ``sixtysix_qt/translations``
(``.qm``).  A source checkout or editable install has only the sources, so
we fall back to ``assets/`` and ``i18n/`` beside the package.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
SOURCE_ROOT = PACKAGE_DIR.parent


def resource_path(relative: str) -> Path:
    """Path of a data file such as ``cards/deck.svg`` or ``fonts/DejaVuSans.ttf``.

    Raises FileNotFoundError naming both places looked in, so a broken install
    says what is missing instead of rendering blank cards.
    """
    built = PACKAGE_DIR / "resources" / relative
    if built.exists():
        return built
    source = SOURCE_ROOT / "assets" / relative
    if source.exists():
        return source
    raise FileNotFoundError(f"game data file {relative!r} not found in {built} or {source}")


def translations_dirs() -> list[Path]:
    """Directories that may hold compiled ``.qm`` files, best first."""
    return [PACKAGE_DIR / "translations", SOURCE_ROOT / "build" / "translations"]


def languages_path() -> Path:
    """The table of the game's languages (``i18n/languages.json``): in the package's
    ``translations`` when built, in ``i18n/`` in a source checkout."""
    built = PACKAGE_DIR / "translations" / "languages.json"
    return built if built.is_file() else SOURCE_ROOT / "i18n" / "languages.json"


def i18n_source_dir() -> Path:
    """The ``.ts`` sources (only present in a source checkout)."""
    return SOURCE_ROOT / "i18n"
