"""What a later start may say to the running game, and its answer: the same on every transport.

A request is one line: ``raise`` (come to the front) or ``open PATH`` (review
a double-clicked deal file).  The answer is one line too (``raised``,
``opened``) or nothing.  Anything longer than ``MAX_REQUEST`` bytes, or not
finished within ``TIMEOUT_MS``, is not a request and gets no answer.  The
transports (``unix_channel``: an AF_UNIX socket; ``pipe_channel``: a Windows
named pipe) only carry bytes; this module decides what they mean.  No Qt.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable

RAISE_REQUEST = b"raise\n"
RAISED_REPLY = b"raised\n"
OPEN_REQUEST = b"open "
OPENED_REPLY = b"opened\n"
MAX_REQUEST = 8192
"""A request is a word and a path; anything longer is not one."""
TIMEOUT_MS = 2000
"""A connection that has not said its line by then is dropped."""
MAX_PENDING = 8
"""Connections waiting at once; one more drops the oldest."""


class RequestBuffer:
    """The bytes of one connection until its first line (``line``) or too many (``overflow``)."""

    def __init__(self) -> None:
        self.data = b""
        self.line: bytes | None = None
        self.overflow = False

    def feed(self, chunk: bytes) -> bool:
        """Add ``chunk``; True once the connection is done with (a whole line, or too long)."""
        self.data += chunk
        if b"\n" in self.data:
            line = self.data.split(b"\n", 1)[0] + b"\n"
            if len(line) <= MAX_REQUEST:
                self.line = line
                return True
        if len(self.data) > MAX_REQUEST:
            self.overflow = True
            return True
        return False

    def room(self) -> int:
        """How many more bytes may still come (read no more than this, plus one to see overflow)."""
        return max(1, MAX_REQUEST + 1 - len(self.data))


class Requests:
    """Answers a request line: ``on_raise()`` or ``on_open(path)``, and the reply to send."""

    def __init__(
        self, on_raise: Callable[[], None], on_open: Callable[[str], None] | None = None
    ) -> None:
        self.on_raise = on_raise
        self.on_open = on_open

    def answer(self, line: bytes) -> bytes:
        """The reply to one request line (b"" for none); the wish is carried out first."""
        if line == RAISE_REQUEST:
            self.on_raise()
            return RAISED_REPLY
        if line.startswith(OPEN_REQUEST) and line.endswith(b"\n") and self.on_open is not None:
            path = os.fsdecode(line[len(OPEN_REQUEST) : -1])
            if path and "\0" not in path:
                self.on_raise()
                self.on_open(path)
                return OPENED_REPLY
        return b""


def folder_digest(folder: str) -> str:
    """The part of a channel's name that says which data folder: the same for every path to
    it (links resolved; any case where the system ignores case), whatever its characters
    (surrogatepass: Linux's undecodable bytes and Windows' lone surrogates alike)."""
    real = os.path.normcase(os.path.realpath(folder))
    return hashlib.sha256(real.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def open_request(path: str) -> bytes:
    """The request that asks the running game to open the deal at ``path`` (made absolute)."""
    return OPEN_REQUEST + os.fsencode(os.path.abspath(path)) + b"\n"
