"""The running game's named pipe (Windows): what AF_UNIX is elsewhere, with the same guarantees.

Windows' Python has no AF_UNIX, and the bundle has no QtNetwork (so no
QLocalServer): the game listens on ``\\\\.\\pipe\\sixtysix-USER-DIGEST``, the
digest of the data folder's real path, through the standard library's
``_winapi``.  The GUI thread never waits on it: ``pipe_listener``'s one
thread accepts and reads with overlapped I/O and hands each whole request
to the GUI thread through a queued Qt signal; the answer goes back the same
way.  Same user only: the pipe's default DACL lets other users open it for
reading only, so they cannot write a request; remote clients are refused;
the first instance is made with FILE_FLAG_FIRST_PIPE_INSTANCE, so a pipe
someone else made first means no channel rather than a shared one.  A later
start opens the pipe allowing only identification (never impersonation by
a server that is not ours), checks that the process serving it runs as this
user (``server_is_ours``: a squatter that made the pipe first is told
nothing, not even a deal's path, and never believed), and lets the running
game take the foreground, which Windows grants only through the foreground
process, the one the player just started.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from sixtysix_qt.ui.system import pipe_listener
from sixtysix_qt.ui.system.channel_protocol import Requests, folder_digest
from sixtysix_qt.ui.system.pipe_listener import Instance, PipeListener, create_instance

_winapi = pipe_listener._winapi
log = logging.getLogger(__name__)

GENERIC_READ_WRITE = 0x80000000 | 0x40000000
OPEN_EXISTING = 3
SECURITY_SQOS_PRESENT = 0x00100000
SECURITY_IDENTIFICATION = 0x00010000
ERROR_PIPE_BUSY = 231
WAIT_OBJECT_0 = 0
ASFW_ANY = 0xFFFFFFFF
MAX_REPLY = 64
PROCESS_QUERY_LIMITED_INFORMATION = 0x1000
TOKEN_QUERY = 0x0008
TOKEN_USER_CLASS = 1  # TOKEN_INFORMATION_CLASS.TokenUser


def pipe_name(folder: str, user: str | None = None) -> str:
    """The pipe of the game on ``folder`` (every path to it, any case) for ``user`` (this one)."""
    if user is None:
        user = os.environ.get("USERNAME") or os.environ.get("USER") or "user"
    digest = folder_digest(folder)
    who = re.sub(r"[^\w.-]", "_", user)[:64] or "user"
    return rf"\\.\pipe\sixtysix-{who}-{digest}"


class PipeServer(QObject):
    """Listens on ``pipe_name(folder)``; ``on_raise()`` and ``on_open(path)`` answer, on this thread."""

    _asked = Signal(object, object)  # (the pipe instance, its request line), from the pipe's thread

    def __init__(
        self,
        on_raise: Callable[[], None],
        on_open: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.requests = Requests(on_raise, on_open)
        self.listener: PipeListener | None = None
        self._asked.connect(self._answer, Qt.ConnectionType.QueuedConnection)

    def listen(self, folder: str) -> bool:
        if _winapi is None:
            return False
        name = pipe_name(folder)
        try:
            handle = create_instance(name, first=True)
        except OSError:
            return False  # someone else's pipe of that name, or no pipes at all
        self.listener = PipeListener(name, handle, self._asked.emit)
        self.listener.start()
        return True

    def _answer(self, instance: Instance, line: bytes) -> None:
        """On the GUI thread: carry out the request and hand the reply back to the pipe."""
        if self.listener is not None:
            self.listener.answered(instance, self.requests.answer(line))

    def close(self) -> None:
        """Stop listening; the pipe's thread ends within moments."""
        if self.listener is not None:
            self.listener.stop()
            self.listener = None


def ask(folder: str, request: bytes, timeout: float = 2.0) -> bytes:
    """From a later start: send one request to the game holding ``folder``; its reply or b""."""
    if _winapi is None:
        return b""
    deadline = time.monotonic() + timeout
    handle = _open(pipe_name(folder), deadline)
    if handle is None:
        return b""
    try:
        if not server_is_ours(handle):
            log.warning("a process of another user holds this game's pipe; nothing was sent to it")
            return b""
        _let_it_come_forward(handle)
        if _finish(_winapi.WriteFile(handle, request, overlapped=True)[0], deadline) is None:
            return b""
        reply = b""
        while b"\n" not in reply and len(reply) < MAX_REPLY:
            op = _finish(
                _winapi.ReadFile(handle, MAX_REPLY - len(reply), overlapped=True)[0], deadline
            )
            chunk = b"" if op is None else bytes(op.getbuffer())
            if not chunk:
                break
            reply += chunk
        return reply
    except OSError:
        return b""
    finally:
        _winapi.CloseHandle(handle)


def stranger(folder: str) -> None:
    """Another user's pipe cannot even be opened here (its DACL): who holds it stays unknown."""
    return None


def server_is_ours(handle: int) -> bool:
    """True if the process serving the pipe ``handle`` runs as this user (its token's SID)."""
    try:
        import ctypes
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.GetNamedPipeServerProcessId.argtypes = [wintypes.HANDLE, wintypes.PULONG]
        kernel32.GetNamedPipeServerProcessId.restype = wintypes.BOOL
        pid = wintypes.ULONG(0)
        if not kernel32.GetNamedPipeServerProcessId(handle, ctypes.byref(pid)):
            return False
        theirs = _process_user(pid.value)
        return theirs is not None and theirs == _process_user(os.getpid())
    except (ImportError, OSError, AttributeError):
        return False


def _process_user(pid: int) -> str | None:
    """The SID (as text) of the user process ``pid`` runs as; None if it cannot be read.

    OpenProcess (limited query) -> OpenProcessToken (query) -> GetTokenInformation
    (TokenUser: a TOKEN_USER, whose first field is the user's SID) -> ConvertSidToStringSidW.
    Another user's process usually refuses the first step: that is None, a stranger.
    """
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
    kernel32.OpenProcess.argtypes = [wintypes.DWORD, wintypes.BOOL, wintypes.DWORD]
    kernel32.OpenProcess.restype = wintypes.HANDLE
    kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
    kernel32.LocalFree.argtypes = [wintypes.HLOCAL]
    kernel32.LocalFree.restype = wintypes.HLOCAL
    advapi32.OpenProcessToken.argtypes = [
        wintypes.HANDLE, wintypes.DWORD, ctypes.POINTER(wintypes.HANDLE)
    ]  # fmt: skip
    advapi32.OpenProcessToken.restype = wintypes.BOOL
    advapi32.GetTokenInformation.argtypes = [
        wintypes.HANDLE, ctypes.c_int, ctypes.c_void_p, wintypes.DWORD, wintypes.PDWORD
    ]  # fmt: skip
    advapi32.GetTokenInformation.restype = wintypes.BOOL
    advapi32.ConvertSidToStringSidW.argtypes = [ctypes.c_void_p, ctypes.POINTER(wintypes.LPWSTR)]
    advapi32.ConvertSidToStringSidW.restype = wintypes.BOOL
    process = kernel32.OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
    if not process:
        return None
    token = wintypes.HANDLE()
    try:
        if not advapi32.OpenProcessToken(process, TOKEN_QUERY, ctypes.byref(token)):
            return None
        try:
            size = wintypes.DWORD(0)
            advapi32.GetTokenInformation(token, TOKEN_USER_CLASS, None, 0, ctypes.byref(size))
            if not size.value:
                return None
            buffer = ctypes.create_string_buffer(size.value)
            if not advapi32.GetTokenInformation(
                token, TOKEN_USER_CLASS, buffer, size, ctypes.byref(size)
            ):
                return None
            sid = ctypes.cast(buffer, ctypes.POINTER(ctypes.c_void_p))[0]  # TOKEN_USER.User.Sid
            text = wintypes.LPWSTR()
            if not advapi32.ConvertSidToStringSidW(sid, ctypes.byref(text)):
                return None
            try:
                return text.value
            finally:
                kernel32.LocalFree(ctypes.cast(text, wintypes.HLOCAL))
        finally:
            kernel32.CloseHandle(token)
    finally:
        kernel32.CloseHandle(process)


def _open(name: str, deadline: float) -> int | None:
    """The client end of ``name``, waiting while every instance is busy; None if there is none."""
    flags = pipe_listener.FILE_FLAG_OVERLAPPED | SECURITY_SQOS_PRESENT | SECURITY_IDENTIFICATION
    while True:
        try:
            return _winapi.CreateFile(
                name, GENERIC_READ_WRITE, 0, _winapi.NULL, OPEN_EXISTING, flags, _winapi.NULL
            )
        except OSError as err:
            left = int((deadline - time.monotonic()) * 1000)
            if err.winerror != ERROR_PIPE_BUSY or left <= 0:
                return None  # no game listens there (or not for us)
        try:
            _winapi.WaitNamedPipe(name, max(1, left))
        except OSError:
            return None


def _finish(op: object, deadline: float) -> object | None:
    """``op`` once done, or None (cancelled) if it fails or is not done by ``deadline``."""
    left = max(0, int((deadline - time.monotonic()) * 1000))
    if _winapi.WaitForSingleObject(op.event, left) != WAIT_OBJECT_0:
        op.cancel()
    try:
        _count, err = op.GetOverlappedResult(True)
    except OSError:
        return None
    return op if err == 0 else None


def _let_it_come_forward(handle: int) -> None:
    """Allow the game at the other end (else any process) to take the foreground."""
    try:
        import ctypes
        from ctypes import wintypes

        pid = wintypes.ULONG(ASFW_ANY)
        if not ctypes.windll.kernel32.GetNamedPipeServerProcessId(
            wintypes.HANDLE(handle), ctypes.byref(pid)
        ):
            pid.value = ASFW_ANY
        ctypes.windll.user32.AllowSetForegroundWindow(wintypes.DWORD(pid.value))
    except (ImportError, OSError, AttributeError):
        pass
