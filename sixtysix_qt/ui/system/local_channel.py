"""The running game's local channel: the transport this system has, behind one set of names.

A later start on the same data folder asks the running game to come to the
front or to open a deal file (``channel_protocol``).  Linux and macOS carry
it over an AF_UNIX socket (``unix_channel``); Windows, whose Python has no
AF_UNIX, over a named pipe (``pipe_channel``).  Both answer without ever
blocking the window and only to the same user, and a later start believes
only a running game of its own user; callers never ask which.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from sixtysix_qt.ui.system.channel_protocol import (
    OPENED_REPLY,
    RAISE_REQUEST,
    RAISED_REPLY,
    open_request,
)

__all__ = [
    "OPENED_REPLY",
    "RAISED_REPLY",
    "RAISE_REQUEST",
    "ChannelServer",
    "ask",
    "local_server",
    "open_request",
    "stranger",
]


class ChannelServer(Protocol):
    """What the running game holds: listening on a folder's channel until closed."""

    def listen(self, folder: str) -> bool: ...

    def close(self) -> None: ...


def on_windows() -> bool:
    return sys.platform == "win32"


def local_server(
    on_raise: Callable[[], None],
    on_open: Callable[[str], None] | None = None,
    parent: QObject | None = None,
) -> ChannelServer:
    """A server (not yet listening) that calls ``on_raise()``/``on_open(path)`` on the GUI thread."""
    if on_windows():
        from sixtysix_qt.ui.system.pipe_channel import PipeServer as Server
    else:
        from sixtysix_qt.ui.system.unix_channel import UnixServer as Server
    return Server(on_raise, on_open, parent)


def ask(folder: str, request: bytes, timeout: float = 2.0) -> bytes:
    """From a later start: send one request to the game holding ``folder``; its reply or b""."""
    if on_windows():
        from sixtysix_qt.ui.system.pipe_channel import ask as send
    else:
        from sixtysix_qt.ui.system.unix_channel import ask as send
    return send(folder, request, timeout)


def stranger(folder: str) -> int | str | None:
    """Who else holds ``folder``'s channel (a user id, or a user name on Windows), or None."""
    if on_windows():
        from sixtysix_qt.ui.system.pipe_channel import stranger as other
    else:
        from sixtysix_qt.ui.system.unix_channel import stranger as other
    return other(folder)
