"""One running game per data folder, so two windows never erase each other's save and record.

Two games on one folder would each rewrite ``statistics.json`` from their own
start-up copy and replace each other's save.  The first game holds a
``QLockFile`` in the folder (a lock that a crashed or killed game does not
keep: QLockFile sees that the process named in it is gone) and listens on a
local channel named after the folder (``local_channel``: an AF_UNIX socket
on Linux and macOS, in Linux's abstract namespace so no file is left
behind; a named pipe on Windows; never QtNetwork, which the bundle leaves
out).  A second start finds the lock taken, asks the first game through the
channel to bring its window forward (or to open the deal file it was given),
and ends; if the first game does not answer, it says which process holds
the folder.  A folder where no lock can be created (read-only) gets none: no
game can write there, so none can overwrite another.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QLockFile, QObject

from sixtysix_qt.ui.system.local_channel import (
    OPENED_REPLY,
    RAISE_REQUEST,
    RAISED_REPLY,
    ChannelServer,
    ask,
    local_server,
    open_request,
)

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
        self.lock = QLockFile(os.path.join(folder, LOCK_NAME))
        self.lock.setStaleLockTime(0)  # held for the whole game: only a dead owner makes it stale
        self.server: ChannelServer | None = None

    def claim(self) -> Claim:
        """Take the folder's lock if no live game holds it (a dead one's lock is removed)."""
        if self.lock.tryLock(100):
            return Claim.OWNED
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return Claim.BUSY
        return Claim.NO_LOCK

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
        """Stop answering (on Windows the pipe's thread ends) and give the folder back."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


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
