"""The channel's socket file, removed when the game quits: its own, wherever its folder went.

The socket lives in the data folder's ``.channel``.  When the data folder is
moved away and made again while the game runs (``mv D D.old; mkdir D``), the
path ``D/.channel/game`` names the next game's socket, and the file this game
made is in ``D.old``.  So the file is known by its folder's descriptor and
its own identity, as the lock is (``single_instance``): quitting removes this
game's file where it is now, and never another's.
"""

from __future__ import annotations

import os


class SocketFile:
    """A socket file just bound at ``path``: its folder held open, its identity kept."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.name = os.path.basename(path)
        self._folder: int | None = None
        self._identity: tuple[int, int] | None = None
        self._folder_identity: tuple[int, int] | None = None
        try:
            self._folder = os.open(
                os.path.dirname(path), os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
            )
            self._identity = _identity(os.lstat(path))
            self._folder_identity = _identity(os.fstat(self._folder))
        except OSError:
            self.close()

    def remove(self) -> None:
        """Remove this game's socket file (and its folder, if empty and still at its path)."""
        if self._folder is None or self._identity is None:
            return
        try:
            if _identity(os.stat(self.name, dir_fd=self._folder, follow_symlinks=False)) == (
                self._identity
            ):
                os.unlink(self.name, dir_fd=self._folder)
            folder = os.path.dirname(self.path)
            if _identity(os.lstat(folder)) == self._folder_identity:
                os.rmdir(folder)  # not empty (another file put there): it stays
        except OSError:
            pass
        finally:
            self.close()

    def close(self) -> None:
        if self._folder is not None:
            os.close(self._folder)
            self._folder = None


def _identity(info: os.stat_result) -> tuple[int, int]:
    return info.st_dev, info.st_ino
