"""One running game per data folder, so two windows never erase each other's save and record.

Two games on one folder would each rewrite ``statistics.json`` from their own
start-up copy and replace each other's save.  The first game holds a
``QLockFile`` in the folder (a lock that a crashed or killed game does not
keep: QLockFile sees that the process named in it is gone) and listens on a
local channel of the folder (``local_channel``: an AF_UNIX socket on Linux
and macOS, its file in a folder of the data folder that only this user may
enter; a named pipe on Windows; never QtNetwork, which the bundle leaves
out).  A second start finds the lock taken, asks the first game through the
channel to bring its window forward (or to open the deal file it was given),
and ends; if the first game does not answer, it says which process holds
the folder.  A folder where no lock can be created (read-only) gets none: no
game can write there, so none can overwrite another.

The folder is held by its identity (``data_folder``), not by its name: when
it is moved away and made again while the game runs, the game writes nothing
into the new one, and on quitting it removes only its own lock (the file it
made, in the folder it took), never one a later game made under that name.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from enum import Enum

import shiboken6
from PySide6.QtCore import QLockFile, QObject

from sixtysix_qt import data_folder
from sixtysix_qt.ui.system.local_channel import (
    OPENED_REPLY,
    RAISE_REQUEST,
    RAISED_REPLY,
    ChannelServer,
    ask,
    local_server,
    open_request,
)
from sixtysix_qt.ui.system.made_file import MadeFile

LOCK_NAME = "sixtysix.lock"


class Claim(Enum):
    """How asking for the data folder went."""

    OWNED = "owned"  # this game is the only one on the folder
    BUSY = "busy"  # another running game holds it
    NO_LOCK = "no-lock"  # no lock file can be made there (read-only): nothing can be saved


class InstanceGuard(QObject):
    """The data folder's lock and the channel through which a second start reaches us."""

    def __init__(self, folder: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock_path = os.path.join(folder, LOCK_NAME)
        self.lock = QLockFile(self.lock_path)
        self.lock.setStaleLockTime(0)  # held for the whole game: only a dead owner makes it stale
        self.server: ChannelServer | None = None
        self._made_lock: MadeFile | None = None
        """The lock file this game made: found in its folder even after a move."""

    def claim(self) -> Claim:
        """Take the folder's lock if no live game holds it (a dead one's lock is removed)."""
        if self.lock.tryLock(100):
            self._made_lock = MadeFile(self.lock_path)
            data_folder.hold(self.folder)
            return Claim.OWNED
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return Claim.BUSY
        data_folder.hold(self.folder)  # no lock, but still no writes into another folder
        return Claim.NO_LOCK

    def lock_is_ours(self) -> bool:
        """True if the folder is the one taken and its lock the file this game made."""
        return (
            self._made_lock is not None
            and not data_folder.replaced(self.folder)
            and self._made_lock.at_its_path()
        )

    def holder(self) -> int | None:
        """The process id written in the lock by the game that holds it, if readable."""
        pid = self.lock.getLockInfo()[0]  # PySide6: (pid, hostname, appname), pid 0 if unknown
        return int(pid) or None

    def listen(
        self, on_raise: Callable[[], None], on_open: Callable[[str], None] | None = None
    ) -> bool:
        """Answer later starts on this folder (call once the lock is ours): see ``local_channel``."""
        self.server = local_server(on_raise, on_open, self)
        return self.server.listen(self.folder)

    def release(self) -> None:
        """Stop answering (on Windows the pipe's thread ends) and give the folder back.

        Only this game's own lock is removed: QLockFile removes whatever has
        the lock's name, which in a replaced folder is another game's lock.
        """
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock_is_ours() or not self.lock.isLocked():
            self.lock.unlock()
        else:
            if self._made_lock is not None:
                self._made_lock.remove()  # where its folder went (D.old), if still the one made
            shiboken6.invalidate(self.lock)  # its unlock (also on deletion) would remove by name
            self.lock = QLockFile(self.lock_path)  # not locked: removes nothing
        data_folder.let_go(self.folder)
        if self._made_lock is not None:
            self._made_lock.close()
            self._made_lock = None


def ask_first_to_raise(folder: str, timeout: float = 2.0) -> bool:
    """From a second start: ask the game holding ``folder`` to show its window; True if it did."""
    return ask(folder, RAISE_REQUEST, timeout).startswith(RAISED_REPLY)


def ask_first_to_open(folder: str, path: str, timeout: float = 2.0) -> bool:
    """From a second start: ask the game holding ``folder`` to review the deal at ``path``."""
    return ask(folder, open_request(path), timeout).startswith(OPENED_REPLY)


def bring_forward(window: object) -> None:
    """Show ``window`` on top, restored if it was minimised (what a second start asks for)."""
    from PySide6.QtCore import Qt

    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
