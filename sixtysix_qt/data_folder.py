"""The data folder this game holds, known by its identity rather than by its name.

A backup tool, a sync client or a restore may move the data folder away and
make a new, empty one of the same name while the game runs (``mv D D.old;
mkdir D``).  Written by name, the game would then fill the new folder without
its lock, a second game would start there, and the two would overwrite each
other's save and statistics.  So the game records the folder's identity when
it takes the lock (device and inode number, ``os.stat``: on Windows the
volume serial and file ID) and every write into it checks that identity
first (``check``); a folder that is gone or is another folder now stops all
writing with ``FolderReplaced``, and the window says so in one sentence.  (On
Windows a folder with an open file in it cannot be moved or deleted at all;
the lock keeps one open.)  No Qt.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

_held: dict[str, tuple[int, int]] = {}
"""The held folders (absolute, normalised path) -> their identity (st_dev, st_ino)."""


class FolderReplaced(FileNotFoundError):
    """The data folder was moved, deleted or replaced since the game took it: nothing is written."""

    def __init__(self, folder: str) -> None:
        super().__init__(
            errno.ENOENT,
            "the data folder was moved, deleted or replaced while the game ran; "
            "nothing more is written there",
            folder,
        )


def _key(folder: Path | str) -> str:
    return os.path.normcase(os.path.abspath(folder))


def identity(folder: Path | str) -> tuple[int, int] | None:
    """The folder's (device, inode) now, or None if there is no folder of that name."""
    try:
        info = os.stat(folder)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def hold(folder: Path | str) -> None:
    """Remember ``folder`` as it is now: from here on, writes into it check it is still the one.

    A file system that numbers nothing (inode 0: some network and FUSE mounts)
    gives no identity to hold; the folder is then known by its name, as before.
    """
    now = identity(folder)
    if now is not None and now[1] != 0:
        _held[_key(folder)] = now


def let_go(folder: Path | str) -> None:
    """Forget ``folder`` (the game has given it back)."""
    _held.pop(_key(folder), None)


def held_identity(folder: Path | str) -> tuple[int, int] | None:
    """The identity recorded when ``folder`` was taken, or None if it is not held."""
    return _held.get(_key(folder))


def replaced(folder: Path | str) -> bool:
    """True if ``folder`` is held and no longer the folder that was taken (or gone)."""
    recorded = held_identity(folder)
    return recorded is not None and identity(folder) != recorded


def check(path: Path | str) -> None:
    """Before writing or removing ``path``: FolderReplaced if a held folder above it was replaced."""
    target = Path(_key(path))
    for folder in (target, *target.parents):
        if str(folder) in _held and replaced(folder):
            raise FolderReplaced(str(folder))
