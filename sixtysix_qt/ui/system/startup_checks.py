"""What must hold before the game opens its window, each failure one clear sentence.

No display at all, a data folder that is a file or cannot be made, a second
game on the same folder, missing card art: each used to end in a Python
traceback or a Qt abort.  Here each is checked up front and ends the start
with one sentence (on stderr, and in a dialog when there is a screen to show
it on).  The data folder is also made safe to use: a ``settings.ini`` link
is replaced by a copy (QSettings would write through it, out of the folder),
and temporary files of a write that was killed are removed once the folder
is ours.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt

from sixtysix_qt import userfiles
from sixtysix_qt.storage import OUR_FILES, atomic_write
from sixtysix_qt.ui.system.single_instance import (
    LOCK_NAME,
    Claim,
    InstanceGuard,
    ask_first_to_open,
    ask_first_to_raise,
)

from ..words.texts import fill
from .lock_check import set_aside_odd_lock

log = logging.getLogger(__name__)
TERMINAL_GAME = "python3 -m sixtysix_qt.cli --level medium"
"""How to play without a window (the terminal game, sixtysix_qt/cli.py)."""


def no_display_message() -> str | None:
    """On Linux without X11 or Wayland (and no platform chosen), why no window can open."""
    if os.environ.get("QT_QPA_PLATFORM") or not sys.platform.startswith("linux"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return fill(
        QCoreApplication.translate(
            "Startup",
            "No display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game "
            "window cannot open; to play in this terminal instead, run: %1",
        ),
        TERMINAL_GAME,
    )


def tell(sentence: str) -> None:
    """Say ``sentence`` on stderr and, when there is a real screen, in a dialog (the start ends)."""
    _say(sentence, "critical")


def notice(sentence: str) -> None:
    """Say ``sentence`` on stderr and, when there is a real screen, in a dialog; the start goes on."""
    _say(sentence, "information")


def say_only(sentence: str) -> None:
    """Say ``sentence`` on stderr alone: the running game answered (its window came forward
    or opened the deal), so a dialog would only cover it."""
    print(f"sixtysix: {sentence}", file=sys.stderr, flush=True)


def _say(sentence: str, icon: str) -> None:
    """One sentence on stderr and, on a real screen, in a message box in our words, as plain
    text (a folder's name may hold anything)."""
    say_only(sentence)
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None or QGuiApplication.platformName() in (
        "offscreen",
        "minimal",
        "",
    ):
        return  # nobody could read a dialog there
    from PySide6.QtWidgets import QMessageBox

    from ..words.buttons import message_box

    title = QCoreApplication.translate("Startup", "Sixty-Six")
    kind = QMessageBox.Icon.Critical if icon == "critical" else QMessageBox.Icon.Information
    box = message_box(None, kind, title, sentence)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


def folder_problem(folder: str) -> str | None:
    """Make the data folder if needed; a sentence if it is a file or cannot be made."""
    path = Path(folder)
    if path.exists() and not path.is_dir():
        return fill(
            QCoreApplication.translate(
                "Startup",
                "The data folder %1 is a file, not a folder, so the game has nowhere to keep "
                "its saved game; choose another folder with --data-dir.",
            ),
            folder,
        )
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        return fill(
            QCoreApplication.translate(
                "Startup",
                "The data folder %1 cannot be created (%2); choose another folder with --data-dir.",
            ),
            folder,
            err.strerror or err,
        )
    return None


SETTINGS_LIMIT = 256 * 1024
"""Settings are a few hundred bytes; QSettings would read a huge file whole."""


def settings_trouble(content: bytes) -> str | None:
    """Why a settings file's content is not one the game wrote, or None.

    The game writes plain values and ``@ByteArray`` window geometry only.  A
    ``@Variant(...)`` value makes QSettings decode a binary stream with a
    recursive reader: a list nested 30,000 deep crashes Qt (SIGSEGV) on every
    start, so any ``@Variant`` is refused before QSettings sees the file.
    """
    if b"@Variant(" in content:
        return "it holds a value the game never writes (@Variant)"
    if b"\0" in content:
        return "it holds NUL bytes"
    return None


def detach_settings_link(path: Path) -> Path | None:
    """Make ``settings.ini`` a plain, small file of the data folder before QSettings opens it.

    QSettings writes through links (a link planted in the data folder would
    let the game overwrite a file elsewhere), reads whatever is there (a
    FIFO would hang it) and crashes on a deeply nested ``@Variant``.  A link
    is replaced by a copy of what it pointed to, anything else that is not a
    small regular file of the game's own values is set aside as
    ``settings.ini.broken-DATE-TIME``.  Returns where the old one went, or
    None when nothing had to move; OSError if it could not be moved (the
    caller must then not use the file).
    """
    if not os.path.lexists(path):
        return None
    try:
        content = userfiles.read_bytes(path, limit=SETTINGS_LIMIT)
    except userfiles.UserFileError:
        content = None
    trouble = settings_trouble(content) if content is not None else "it is not a small file"
    linked = path.is_symlink()
    if not linked and trouble is None:
        return None
    if trouble is not None:
        content = None  # a link to a bad file is not copied either
    moved = userfiles.set_aside(path, "link" if linked and trouble is None else "broken")
    if content is not None:
        atomic_write(path, content.decode("utf-8", "replace"))
    log.warning("%s was kept aside as %s: %s", path.name, moved.name, trouble or "it was a link")
    return moved


def settings_sentence(moved: Path) -> str:
    """What the player reads when the settings file was set aside at start."""
    return fill(
        QCoreApplication.translate(
            "Startup",
            "The settings file was damaged, so it was kept aside as %1 and the settings "
            "start from their defaults.",
        ),
        moved.name,
    )


def remove_stray_temporaries(folder: str) -> None:
    """Temporaries of killed writes: the save, statistics, solved puzzles, archived deals.

    A ``deals`` folder that is a link is first kept aside (as ``deals.link-DATE``):
    nothing is ever written, pruned or cleaned through it.
    """
    from sixtysix_qt.review.archive import FOLDER_NAME, DealArchive
    from sixtysix_qt.review.puzzles import SOLVED_NAME

    try:
        if moved := DealArchive(folder).keep_link_aside():
            log.warning("the deals folder was a link; it was kept aside as %s", moved.name)
    except OSError as err:
        log.warning("the deals folder is a link that could not be moved aside: %s", err)
    removed = userfiles.remove_stray_temporaries(Path(folder), (*OUR_FILES, SOLVED_NAME))
    deals = Path(folder) / FOLDER_NAME
    if not deals.is_symlink():
        removed += userfiles.remove_stray_temporaries(deals, ("deal-*.json",))
    if removed:
        log.info("removed %d temporary files of an interrupted write", len(removed))


def card_art_problem() -> str | None:
    """A sentence when the card pictures are missing or unreadable (a broken install)."""
    import xml.etree.ElementTree as ET

    from sixtysix_qt.resources import resource_path

    from ..table.art import SCHEME_FILES

    for relative in SCHEME_FILES.values():
        try:
            ET.parse(resource_path(relative))
        except (OSError, ET.ParseError) as err:
            return fill(
                QCoreApplication.translate(
                    "Startup",
                    "The card pictures of the game are missing or damaged (%1); please reinstall "
                    "Sixty-Six.",
                ),
                err,
            )
    return None


def already_running(folder: str, holder: int | None, raised: bool) -> str:
    """The sentence for a second start on a folder another game holds."""
    if raised:
        return QCoreApplication.translate(
            "Startup",
            "Sixty-Six is already running with this data folder; its window was brought "
            "to the front.",
        )
    return fill(
        QCoreApplication.translate(
            "Startup",
            "Sixty-Six is already running with the data folder %1 (process %2), so this copy "
            "does not start: two games would overwrite each other's saved game and statistics. "
            "If no Sixty-Six is running, remove the file %3 and start again.",
        ),
        os.path.normpath(folder),  # Qt's C:/... and os.path's \\ would mix on Windows
        holder if holder is not None else "?",
        os.path.normpath(os.path.join(folder, LOCK_NAME)),
    )


def already_running_opened(deal: str) -> str:
    """The sentence for a second start whose deal the running game opened."""
    return fill(
        QCoreApplication.translate(
            "Startup", "Sixty-Six is already running; the deal %1 was opened in its window."
        ),
        os.path.basename(deal),
    )


def unreachable(folder: str) -> str:
    """The sentence when the game cannot listen on its channel: it runs, but cannot be reached."""
    from sixtysix_qt.ui.system.local_channel import stranger

    who = stranger(folder)
    if who is not None:
        log.warning("the game's channel is held by a process of another user (%s)", who)
        return fill(
            QCoreApplication.translate(
                "Startup",
                "A program of another user (%1) blocks this game's local connection, so starting "
                "the game again or opening a deal file will not reach this window; the game "
                "goes on.",
            ),
            who,
        )
    return QCoreApplication.translate(
        "Startup",
        "This game could not set up its local connection, so starting the game again or "
        "opening a deal file will not reach this window; the game goes on.",
    )


def claim_data_folder(folder: str, deal: str | None = None) -> InstanceGuard | int:
    """Make the folder ours: its lock, or the exit code after saying why the start ends here.

    A second start on a folder another game holds asks that game to come to
    the front (or to review ``deal``, a double-clicked deal file) and ends (0
    if it did, 1 if it did not answer).  A stale or odd lock is set aside first.
    """
    problem = folder_problem(folder)
    if problem:
        tell(problem)
        return 1
    try:
        if moved := set_aside_odd_lock(folder, LOCK_NAME):
            log.warning("a stale or damaged lock was kept aside as %s", moved.name)
    except OSError as err:
        log.warning("the lock file could not be checked or moved aside: %s", err)
    guard = InstanceGuard(folder)
    claim = guard.claim()
    if claim is Claim.BUSY:
        if deal is not None and ask_first_to_open(folder, deal):
            say_only(already_running_opened(deal))
            return 0
        if ask_first_to_raise(folder):
            say_only(already_running(folder, guard.holder(), True))
            return 0
        tell(already_running(folder, guard.holder(), False))
        return 1
    if claim is Claim.OWNED:
        remove_stray_temporaries(folder)
    return guard
