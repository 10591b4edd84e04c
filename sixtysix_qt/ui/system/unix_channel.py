"""The running game's AF_UNIX socket (Linux, macOS): short requests from a later start, never a stall.

Anything that reaches the socket may connect: an idle connection used to
block the window for a second in ``recv``.  So a connection is only ever
read when it has data (non-blocking, one ``QSocketNotifier`` each), closed
after ``TIMEOUT_MS`` or ``MAX_REQUEST`` bytes, at most ``MAX_PENDING`` wait
at once, and every waiting connection is taken at each wake-up.  Who may
reach it: the socket file lives in the data folder's own folder that only
this user may enter (0700, ``addresses``), so another user can neither
connect nor flood the backlog nor take the name first.  Where no such file
can be made (a path too deep, a folder on a system without sockets), Linux
listens under a name in its abstract namespace, which anyone may reach or
bind first: there the peer's uid is checked both ways (``SO_PEERCRED``):
another user's connection is closed at once and counted
(``refusal_report``), and a later start tells nothing, not even a deal's
path, to a socket another user holds, and never believes its answer.  A
later start tries the places in order, and again for a moment when the
backlog is full.  What a request means is ``channel_protocol``'s business.
"""

from __future__ import annotations

import logging
import os
import socket
import stat
import struct
import sys
import tempfile
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

from sixtysix_qt.ui.system.channel_protocol import (
    MAX_PENDING,
    MAX_REQUEST,
    TIMEOUT_MS,
    RequestBuffer,
    Requests,
    folder_digest,
)
from sixtysix_qt.ui.system.made_file import MadeFile
from sixtysix_qt.ui.system.refusal_report import RefusalReport

log = logging.getLogger(__name__)

BACKLOG = socket.SOMAXCONN
"""Connections the system holds until the game takes them: the most it allows.  At 8,
another user's connect flood filled it between two wake-ups of a busy window, and the
player's own later start found no room.  A flooder faster than the game can still fill
it for moments; ``connect`` then tries again."""
ACCEPT_BATCH = 512
"""Connections taken per wake-up of the window at most; the rest wait for the next one."""
RETRY_S = 0.02
"""How long a later start waits before it tries again to connect to a full backlog."""


CHANNEL_FOLDER = ".channel"
"""The folder inside the data folder that holds the socket file: only this user may enter it
(0700), so no other user can connect, flood the backlog or take the name first."""
SOCKET_NAME = "game"
MAX_PATH = 100
"""The longest socket path used (the system allows 107 bytes on Linux, 103 on macOS); a data
folder deeper than that listens under a name instead."""


def _own_folder(path: str, create: bool = False) -> bool:
    """True if ``path`` is a real folder of this user's that nobody else may enter."""
    if create:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return False
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or info.st_mode & 0o077:
        return False  # a link, or a folder others may enter: not ours to trust
    return not hasattr(os, "getuid") or info.st_uid == os.getuid()


def _private_folder() -> str | None:
    """A folder only this user may enter, in the temporary folder (None if it cannot be had)."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = os.path.join(tempfile.gettempdir(), f"sixtysix-{uid}")
    return folder if _own_folder(folder, create=True) else None


def addresses(folder: str, create: bool = False) -> list[str]:
    """Where the game holding ``folder`` listens, in the order it tries them.

    First a socket file in the data folder's own 0700 ``CHANNEL_FOLDER`` (made when
    ``create``: the game that listens; a later start only looks); where that cannot be
    (a path too deep, a folder without sockets or not writable), a name: in Linux's
    abstract namespace, which anyone may reach or take first (so peers are checked both
    ways), or elsewhere a file in a 0700 folder of the temporary folder.
    """
    if not hasattr(socket, "AF_UNIX"):
        return []
    found = []
    inside = os.path.join(folder, CHANNEL_FOLDER)
    path = os.path.join(inside, SOCKET_NAME)
    if len(os.fsencode(path)) <= MAX_PATH and _own_folder(inside, create):
        found.append(path)
    name = f"sixtysix-{os.getuid() if hasattr(os, 'getuid') else 0}-{folder_digest(folder)}"
    if sys.platform.startswith("linux"):
        found.append("\0" + name)  # abstract: no file anywhere
    elif (private := _private_folder()) is not None:
        found.append(os.path.join(private, name + ".sock"))
    return found


def server_address(folder: str) -> str | None:
    """The first place the game holding ``folder`` listens (made if need be); None without one."""
    found = addresses(folder, create=True)
    return found[0] if found else None


def peer_uid(conn: socket.socket) -> int | None:
    """The user id of the process at the other end (Linux's SO_PEERCRED); None if unknown."""
    peercred = getattr(socket, "SO_PEERCRED", None)
    if peercred is None:
        return None
    try:
        creds = conn.getsockopt(socket.SOL_SOCKET, peercred, struct.calcsize("3i"))
    except OSError:
        return None
    _pid, uid, _gid = struct.unpack("3i", creds)
    return uid


def same_user(conn: socket.socket) -> bool:
    """True if the peer runs as this user (Linux's SO_PEERCRED; elsewhere the 0700 folder)."""
    return same_uid(peer_uid(conn))


def same_uid(uid: int | None) -> bool:
    """True if ``uid`` (``peer_uid``'s answer) is this user's, or the 0700 folder vouches."""
    if getattr(socket, "SO_PEERCRED", None) is None:
        return True  # the socket file's folder lets no one else in
    return uid == os.getuid()


def connect(sock: socket.socket, address: str, timeout: float) -> None:
    """Connect, trying again for up to ``timeout`` while the listener has no room.

    A socket with a timeout fails at once (EAGAIN) when the game's backlog is full, as
    another user's connect flood may keep it for moments; the room comes back as the
    game takes the waiting connections.
    """
    deadline = time.monotonic() + timeout
    while True:
        try:
            sock.connect(address)
            return
        except BlockingIOError:
            if time.monotonic() + RETRY_S > deadline:
                raise
            time.sleep(RETRY_S)


def stranger(folder: str) -> int | None:
    """The user id of another user's process that holds ``folder``'s channel name, or None."""
    if getattr(socket, "SO_PEERCRED", None) is None:
        return None
    for address in addresses(folder):
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(1.0)
                connect(sock, address, 1.0)
                uid = peer_uid(sock)
        except OSError:
            continue
        if uid is not None and uid != os.getuid():
            return uid
    return None


def _listening(address: str) -> socket.socket | None:
    """A socket listening at ``address``, or None if it cannot be had (taken, no sockets)."""
    if not address.startswith("\0"):
        try:
            os.unlink(address)  # a killed game's socket file; we hold the lock now
        except OSError:
            pass
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.bind(address)
        sock.listen(BACKLOG)
        sock.setblocking(False)
    except OSError:
        sock.close()
        return None
    return sock


class _Client(QObject):
    """One accepted connection, read only when readable, dropped after a short time."""

    def __init__(self, conn: socket.socket, server: UnixServer) -> None:
        super().__init__(server)
        self.conn = conn
        self.server = server
        self.request = RequestBuffer()
        conn.setblocking(False)
        self.notifier = QSocketNotifier(conn.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._readable)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.close)
        self.timer.start(TIMEOUT_MS)

    def _readable(self, *_args: object) -> None:
        try:
            chunk = self.conn.recv(MAX_REQUEST)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk or self.request.feed(chunk):
            if self.request.line is not None:
                reply = self.server.requests.answer(self.request.line)
                if reply:
                    try:
                        self.conn.send(reply)
                    except OSError:
                        pass
            self.close()

    def close(self) -> None:
        if self.notifier is None:
            return
        self.notifier.setEnabled(False)
        self.notifier = None
        self.timer.stop()
        self.conn.close()
        self.server.forget(self)
        self.deleteLater()


class UnixServer(QObject):
    """Listens on ``server_address(folder)``; ``on_raise()`` and ``on_open(path)`` answer."""

    def __init__(
        self,
        on_raise: Callable[[], None],
        on_open: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.requests = Requests(on_raise, on_open)
        self.sock: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self.clients: list[_Client] = []
        self.address: str | None = None
        self._file: MadeFile | None = None
        self.refusals = RefusalReport(self)

    def listen(self, folder: str) -> bool:
        """Listen at the first of ``addresses(folder)`` that can be had; False if none."""
        for address in addresses(folder, create=True):
            sock = _listening(address)
            if sock is not None:
                break
        else:
            return False
        self.sock, self.address = sock, address
        self._file = None if address.startswith("\0") else MadeFile(address)
        self._notifier = QSocketNotifier(sock.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._accept)
        return True

    def _accept(self, *_args: object) -> None:
        """Take every waiting connection (up to ``ACCEPT_BATCH``), not one per wake-up."""
        for _ in range(ACCEPT_BATCH):
            if self.sock is None:
                return
            try:
                conn, _ = self.sock.accept()
            except OSError:  # none left (or a peer gone before it was taken)
                return
            self._take(conn)

    def _take(self, conn: socket.socket) -> None:
        uid = peer_uid(conn)  # one look: a flood is refused as fast as it comes
        if not same_uid(uid):
            self.refusals.refused(uid)
            conn.close()
            return
        if len(self.clients) >= MAX_PENDING:
            self.clients[0].close()  # the oldest idle one goes
        self.clients.append(_Client(conn, self))

    def forget(self, client: _Client) -> None:
        if client in self.clients:
            self.clients.remove(client)

    def close(self) -> None:
        for client in list(self.clients):
            client.close()
        self.refusals.flush()
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier = None
        if self.sock is not None:
            self.sock.close()
            self.sock = None
        if self._file is not None:  # this game's socket, where its folder went
            self._file.remove()
            self._file.remove_folder_if_empty()
            self._file.close()
            self._file = None


def ask(folder: str, request: bytes, timeout: float = 2.0) -> bytes:
    """From a later start: send one request to the game holding ``folder``; its reply or b"".

    Waits up to ``timeout`` for room to connect, then up to ``timeout`` for the reply.
    """
    for address in addresses(folder):
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(timeout)
                connect(sock, address, timeout)
                if not same_user(sock):  # a squatter: it hears nothing and is not believed
                    log.warning(
                        "a process of another user (uid %s) holds this game's channel; "
                        "nothing was sent to it",
                        peer_uid(sock),
                    )
                    continue
                sock.sendall(request)
                return sock.recv(64)
        except (FileNotFoundError, ConnectionRefusedError):
            continue  # nobody listens there (a killed game's file): the next place
        except OSError:
            return b""
    return b""
