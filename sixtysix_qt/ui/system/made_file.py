"""A file this game made in its data folder, found again wherever the folder went.

The data folder may be moved away and made again while the game runs (``mv D
D.old; mkdir D``: a backup tool, a sync client, a restore).  A path then names
what the next game made there, and this game's own file is in ``D.old``.  So a
file the game makes and removes at the end (the folder's lock, the channel's
socket) is known by its folder, held open, and its own (device, inode):
removing it removes this game's file where it is now, never another's.
"""

from __future__ import annotations

import os


class MadeFile:
    """A file just made at ``path``: its folder held open (POSIX), its identity kept."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.name = os.path.basename(path)
        self.identity = _identity_at(path)
        """The (device, inode) of the file this game made (None: none was there)."""
        self._folder = _open_folder(os.path.dirname(path))
        self._folder_identity = _identity_at(os.path.dirname(path))

    def at_its_path(self) -> bool:
        """The file at ``path`` is the one this game made."""
        return self.identity is not None and _identity_at(self.path) == self.identity

    def remove(self) -> None:
        """Remove this game's file where its folder is now, if it is still the one made."""
        fd = self._folder
        if fd is None or self.identity is None or os.unlink not in os.supports_dir_fd:
            return
        try:
            info = os.stat(self.name, dir_fd=fd, follow_symlinks=False)
            if (info.st_dev, info.st_ino) == self.identity:
                os.unlink(self.name, dir_fd=fd)
        except OSError:
            pass  # gone with the folder: nothing of ours is left

    def remove_folder_if_empty(self) -> None:
        """Remove the file's folder if it is still the one at its path and holds nothing."""
        folder = os.path.dirname(self.path)
        if self._folder_identity is not None and _identity_at(folder) == self._folder_identity:
            try:
                os.rmdir(folder)  # not empty (another file put there): it stays
            except OSError:
                pass

    def close(self) -> None:
        """Let the folder go (after ``remove``, or when the file stays)."""
        if self._folder is not None:
            os.close(self._folder)
            self._folder = None


def _identity_at(path: str) -> tuple[int, int] | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def _open_folder(folder: str) -> int | None:
    """The folder open for reading (POSIX), to find the file after a move; None elsewhere."""
    if not hasattr(os, "O_DIRECTORY"):
        return None  # Windows: a folder with an open file in it cannot be moved anyway
    try:
        return os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return None
