"""The data folder's lock file, checked before QLockFile reads it.

QLockFile takes any lock it cannot read for a live one: an empty, garbage,
linked or folder ``sixtysix.lock`` locked the player out with "process ?",
and a FIFO there hung the start in ``open``.  Here the lock is looked at
first, without following links or blocking: anything that is not a small
regular file whose first line is a process id, or whose process (on Linux)
is no Sixty-Six, is stale and set aside as ``sixtysix.lock.broken-DATE``.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from sixtysix_qt import userfiles

LOCK_LIMIT = 4096
"""A QLockFile is a process id, a name, a host and two ids: well under 4 KB."""


def lock_trouble(path: Path) -> str | None:
    """Why the lock at ``path`` is stale or odd, or None (absent, or a live game's)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return "it is not a regular file"
    try:
        data = userfiles.read_bytes(path, LOCK_LIMIT, follow_links=False)
    except userfiles.UserFileError as err:
        return err.reason
    first = (data or b"").split(b"\n", 1)[0].strip()
    if not (first.isdigit() and 0 < len(first) <= 10 and int(first) > 0):
        return "it names no process"
    return _not_a_game(int(first))


def _not_a_game(pid: int) -> str | None:
    """On Linux: why process ``pid`` cannot be a running game (its id was reused), or None."""
    proc = Path("/proc")
    if not sys.platform.startswith("linux") or not proc.is_dir():
        return None
    try:
        command = (proc / str(pid) / "cmdline").read_bytes()
    except FileNotFoundError:
        return None  # gone: QLockFile sees that itself
    except OSError:
        return None
    if b"sixtysix" in command.lower():
        return None
    return f"process {pid} is not Sixty-Six"


def set_aside_odd_lock(folder: str, name: str) -> Path | None:
    """Move a stale or odd lock aside (a link itself, not its target); where it went, or None.

    OSError when it cannot be moved (a read-only folder): the caller's
    sentence then names the file to remove.
    """
    path = Path(folder) / name
    if lock_trouble(path) is None:
        return None
    return userfiles.set_aside(path, "broken")
