"""SIGTERM, Ctrl+C and a closed terminal end the game the way Ctrl+Q does.

Python runs its signal handlers only between bytecodes, and while Qt's event
loop waits in C++ none run: Ctrl+C did nothing, and SIGTERM killed the game
without its clean-up.  ``signal.set_wakeup_fd`` makes the C-level handler
write the signal number to a socket that a QSocketNotifier watches, so the
event loop wakes up and ``on_quit`` runs in the GUI thread (the match is
already saved after every move; closing saves the window's settings and
stops the computer's process).  A second signal ends the game at once.
"""

from __future__ import annotations

import os
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name)
)


class QuitOnSignals(QObject):
    """Route the quit signals into the Qt event loop; keep the object alive while it runs."""

    def __init__(self, on_quit: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on_quit = on_quit
        self.received: list[int] = []
        self._reader, self._writer = socket.socketpair()
        for sock in (self._reader, self._writer):
            sock.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._old_handlers = {sig: signal.signal(sig, self._note) for sig in SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._wake)

    def _note(self, sig: int, _frame: object) -> None:
        """The Python-level handler (runs once the loop woke up): quit, or at once if asked twice."""
        self.received.append(sig)
        if len(self.received) > 1:
            signal.signal(sig, signal.SIG_DFL)
            os.kill(os.getpid(), sig)
            return
        self.on_quit()

    def _wake(self, *_args: object) -> None:
        try:
            while self._reader.recv(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass  # drained; the Python handler ran while this slot executed

    def restore(self) -> None:
        """Put the default handlers back (after the event loop ended)."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for sig, handler in self._old_handlers.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)
        self._reader.close()
        self._writer.close()
