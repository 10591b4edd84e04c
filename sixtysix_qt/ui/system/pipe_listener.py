"""The Windows named pipe's one thread: overlapped I/O, so no client ever waits on another.

One daemon thread keeps one pipe instance listening and up to
``MAX_PENDING`` connected ones, and waits on all their I/O events and a
wake-up event at once (``WaitForMultipleObjects``), with the nearest deadline
as its timeout: a client that says nothing is dropped after ``TIMEOUT_MS``
and never delays another; a request longer than ``MAX_REQUEST`` is dropped.
A whole request line goes to ``deliver`` (the Qt side hands it to the GUI
thread), whose answer comes back through ``answered``.  The reply is written
and the instance kept until the client has read it and hung up (closing at
once could discard the reply), or its time is up.  ``stop()`` wakes the
thread at once; the thread closes every handle it made before it ends.

Only the standard library of the embeddable CPython the bundle carries
(``_winapi``, ``_overlapped``); no Qt.  Importable anywhere, usable on Windows.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable

from sixtysix_qt.ui.system.channel_protocol import (
    MAX_PENDING,
    TIMEOUT_MS,
    RequestBuffer,
)

try:
    import _overlapped
    import _winapi
except ImportError:  # not Windows: nothing here may run
    _overlapped = _winapi = None

log = logging.getLogger(__name__)

PIPE_ACCESS_DUPLEX = 0x3
FILE_FLAG_OVERLAPPED = 0x40000000
FILE_FLAG_FIRST_PIPE_INSTANCE = 0x00080000
PIPE_TYPE_BYTE_WAIT = 0x0  # PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT
PIPE_REJECT_REMOTE_CLIENTS = 0x8
PIPE_UNLIMITED_INSTANCES = 255
BUFFER = 4096
INFINITE = 0xFFFFFFFF
WAIT_OBJECT_0 = 0x0
DRAIN_BYTES = 64


def create_instance(name: str, first: bool) -> int:
    """One more server end of the pipe ``name``; OSError if it cannot be had.

    ``first``: FILE_FLAG_FIRST_PIPE_INSTANCE, so a pipe of that name made by
    someone else (a squatter) is refused rather than joined.  Remote clients
    are refused by the kernel (PIPE_REJECT_REMOTE_CLIENTS).  No security
    attributes: the default DACL gives this user (and SYSTEM, administrators)
    full control and everyone else read access only, so no other user can
    write a request, nor add an instance.  (Wine 8 ignores the first-instance
    flag: its CreateNamedPipeW always opens-or-creates.)
    """
    mode = PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED
    if first:
        mode |= FILE_FLAG_FIRST_PIPE_INSTANCE
    return _winapi.CreateNamedPipe(
        name,
        mode,
        PIPE_TYPE_BYTE_WAIT | PIPE_REJECT_REMOTE_CLIENTS,
        PIPE_UNLIMITED_INSTANCES,
        BUFFER,
        BUFFER,
        0,
        _winapi.NULL,
    )


class Instance:
    """One server end: listening, reading its request, asked, writing the reply, or draining."""

    LISTENING, READING, ASKED, WRITING, DRAINING = range(5)

    def __init__(self, handle: int) -> None:
        self.handle: int | None = handle
        self.phase = Instance.LISTENING
        self.op: object | None = None  # the pending overlapped operation
        self.request = RequestBuffer()
        self.deadline = math.inf
        self.reply: bytes | None = None  # set (from the GUI thread) by PipeListener.answered


class PipeListener:
    """Serves the pipe ``name`` from ``handle`` (its first instance) on a thread of its own."""

    def __init__(self, name: str, handle: int, deliver: Callable[[Instance, bytes], None]) -> None:
        self.name = name
        self.deliver = deliver
        self.wake = _overlapped.CreateEvent(None, True, False, None)
        self.stopping = False
        self.instances = [Instance(handle)]
        self.thread = threading.Thread(target=self._run, name="sixtysix-pipe", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def answered(self, instance: Instance, reply: bytes) -> None:
        """The GUI thread's reply to ``instance``'s request (b"": none); any thread may call it."""
        instance.reply = reply
        _overlapped.SetEvent(self.wake)

    def stop(self, wait: float = 2.0) -> bool:
        """End the thread (it closes its pipes); False if it did not end within ``wait`` s."""
        self.stopping = True
        _overlapped.SetEvent(self.wake)
        if self.thread.is_alive():
            self.thread.join(wait)
        if self.thread.is_alive():
            return False  # the event stays open: the thread may still wait on it
        _winapi.CloseHandle(self.wake)
        return True

    # -- the thread -----------------------------------------------------------
    def _run(self) -> None:
        try:
            self._connect(self.instances[0])
            while not self.stopping:
                self._step()
        except (OSError, ValueError, RuntimeError) as err:
            log.warning("the game's pipe %s stopped answering: %s", self.name, err)
        finally:
            for instance in list(self.instances):
                self._close(instance)

    def _step(self) -> None:
        if not any(i.phase == Instance.LISTENING for i in self.instances):
            self._listen()  # the next client gets a fresh instance at once
        waiting = [i for i in self.instances if i.op is not None]
        events = [self.wake] + [i.op.event for i in waiting]
        nearest = min((i.deadline for i in self.instances), default=math.inf)
        wait_ms = INFINITE
        if nearest != math.inf:
            wait_ms = max(0, math.ceil((nearest - time.monotonic()) * 1000))
        got = _winapi.WaitForMultipleObjects(events, False, wait_ms)
        if got == WAIT_OBJECT_0:
            _overlapped.ResetEvent(self.wake)
            for instance in list(self.instances):
                if instance.phase == Instance.ASKED and instance.reply is not None:
                    self._write(instance)
        elif WAIT_OBJECT_0 < got < WAIT_OBJECT_0 + len(events):
            self._completed(waiting[got - WAIT_OBJECT_0 - 1])
        now = time.monotonic()
        for instance in list(self.instances):
            if instance.deadline <= now:
                self._close(instance)

    def _completed(self, instance: Instance) -> None:
        op, instance.op = instance.op, None
        try:
            op.GetOverlappedResult(True)
        except OSError:  # the client went away (or never really came)
            self._close(instance)
            return
        if instance.phase == Instance.LISTENING:
            instance.phase = Instance.READING
            instance.deadline = time.monotonic() + TIMEOUT_MS / 1000
            self._make_room()
            self._read(instance, instance.request.room())
        elif instance.phase == Instance.READING:
            if not instance.request.feed(bytes(op.getbuffer())):
                self._read(instance, instance.request.room())
            elif instance.request.line is None:
                self._close(instance)  # too long: not a request
            else:
                instance.phase = Instance.ASKED
                self.deliver(instance, instance.request.line)
        else:  # WRITING done, or DRAINING: wait for the client to hang up
            instance.phase = Instance.DRAINING
            self._read(instance, DRAIN_BYTES)

    def _listen(self) -> None:
        instance = Instance(create_instance(self.name, first=False))
        self.instances.append(instance)
        self._connect(instance)

    def _connect(self, instance: Instance) -> None:
        try:
            instance.op = _winapi.ConnectNamedPipe(instance.handle, overlapped=True)
        except OSError:  # a client came and went before we looked: the next step listens afresh
            self._close(instance)

    def _make_room(self) -> None:
        connected = [i for i in self.instances if i.phase != Instance.LISTENING]
        for oldest in connected[: max(0, len(connected) - MAX_PENDING)]:
            self._close(oldest)

    def _read(self, instance: Instance, size: int) -> None:
        try:
            instance.op, _err = _winapi.ReadFile(instance.handle, size, overlapped=True)
        except OSError:  # the client hung up
            self._close(instance)

    def _write(self, instance: Instance) -> None:
        if not instance.reply:
            self._close(instance)
            return
        instance.phase = Instance.WRITING
        instance.deadline = time.monotonic() + TIMEOUT_MS / 1000
        try:
            instance.op, _err = _winapi.WriteFile(instance.handle, instance.reply, overlapped=True)
        except OSError:
            self._close(instance)

    def _close(self, instance: Instance) -> None:
        """Cancel its I/O and close its handle, once."""
        if instance.op is not None:
            op, instance.op = instance.op, None
            try:
                op.cancel()
                op.GetOverlappedResult(True)  # the buffer is the kernel's until it is done
            except OSError:
                pass
        if instance.handle is not None:
            handle, instance.handle = instance.handle, None
            try:
                _winapi.CloseHandle(handle)
            except OSError:
                pass
        if instance in self.instances:
            self.instances.remove(instance)
