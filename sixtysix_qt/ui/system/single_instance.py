"""One running game per data folder, so two windows never erase each other's save and record.

Two games on one folder would each rewrite ``statistics.json`` from their own
start-up copy and replace each other's save.  The first game holds a
``QLockFile`` in the folder (a lock that a crashed or killed game does not
keep: QLockFile sees that the process named in it is gone) and listens on a
local socket named after the folder (Python's AF_UNIX socket, in Linux's
abstract namespace where there is one, so no file is left behind, and no
QtNetwork, which the bundle leaves out).  A second start finds the lock taken,
asks the first game through the socket to bring its window forward, and
ends; if the first game does not answer, it says which process holds the
folder.  A folder where no lock can be created (read-only) gets none: no
game can write there, so none can overwrite another.
"""

from __future__ import annotations

import hashlib
import os
import socket
import sys
import tempfile
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QLockFile, QObject, QSocketNotifier

LOCK_NAME = "sixtysix.lock"
RAISE_REQUEST = b"raise\n"
RAISED_REPLY = b"raised\n"


class Claim(Enum):
    """How asking for the data folder went."""

    OWNED = "owned"  # this game is the only one on the folder
    BUSY = "busy"  # another running game holds it
    NO_LOCK = "no-lock"  # no lock file can be made there (read-only): nothing can be saved


def server_address(folder: str) -> str | None:
    """The local socket for ``folder`` (the same for every path to it); None without AF_UNIX."""
    if not hasattr(socket, "AF_UNIX"):
        return None
    real = os.path.realpath(folder)
    digest = hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:20]
    name = f"sixtysix-{os.getuid() if hasattr(os, 'getuid') else 0}-{digest}"
    if sys.platform.startswith("linux"):
        return "\0" + name  # abstract: no file anywhere
    return os.path.join(tempfile.gettempdir(), name + ".sock")


class InstanceGuard(QObject):
    """The data folder's lock and the socket through which a second start reaches us."""

    def __init__(self, folder: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(os.path.join(folder, LOCK_NAME))
        self.lock.setStaleLockTime(0)  # held for the whole game: only a dead owner makes it stale
        self.server: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._on_raise: Callable[[], None] | None = None

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

    def listen(self, on_raise: Callable[[], None]) -> bool:
        """Answer later starts on this folder by calling ``on_raise`` (call once the lock is ours)."""
        address = server_address(self.folder)
        if address is None:
            return False
        self._on_raise = on_raise
        if not address.startswith("\0"):
            try:
                os.unlink(address)  # a killed game's socket file; we hold the lock now
            except OSError:
                pass
        try:
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            server.bind(address)
            server.listen(4)
            server.setblocking(False)
        except OSError:
            return False
        self.server = server
        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._answer)
        return True

    def _answer(self, *_args: object) -> None:
        try:
            conn, _ = self.server.accept()
        except OSError:
            return
        with conn:
            conn.settimeout(1.0)
            try:
                request = conn.recv(64)
                if request.startswith(RAISE_REQUEST) and self._on_raise is not None:
                    self._on_raise()
                    conn.sendall(RAISED_REPLY)
            except OSError:
                pass

    def release(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier = None
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def ask_first_to_raise(folder: str, timeout: float = 2.0) -> bool:
    """From a second start: ask the game holding ``folder`` to show its window; True if it did."""
    address = server_address(folder)
    if address is None:
        return False
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(timeout)
            sock.connect(address)
            sock.sendall(RAISE_REQUEST)
            return sock.recv(64).startswith(RAISED_REPLY)
    except OSError:
        return False


def bring_forward(window: object) -> None:
    """Show ``window`` on top, restored if it was minimised (what a second start asks for)."""
    from PySide6.QtCore import Qt

    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
