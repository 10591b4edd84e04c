"""Reading the player's own files without trusting them, and moving bad ones aside.

A file in the data folder may be anything: a FIFO (reading would block for
ever), a link to ``/dev/zero`` (reading would never end), 200 MB of nested
brackets (slow, gigabytes of memory, then a RecursionError), or a link out
of the folder.  Everything that reads a save, the statistics or another user
file goes through ``read_bytes`` / ``read_json`` here: regular files only,
a size limit, a nesting limit, and every failure is one ``UserFileError``
with a reason a sentence can carry.  ``set_aside`` moves a bad file (or link)
out of the way with a timestamp and tells the truth when it cannot.  No Qt.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import stat
import time
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024
"""A save of a very long match is well under 1 MB; anything bigger is not ours."""
MAX_DEPTH = 48
"""Our documents nest five levels deep; far deeper nesting is damage or an attack."""


class UserFileError(Exception):
    """A user file that cannot be used; ``reason`` is a short English clause."""

    def __init__(self, reason: str, kind: str = "unreadable") -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind  # "not_regular", "too_large" or "unreadable"


def _describe(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    return "it is not a regular file"


def read_bytes(path: Path | str, limit: int = MAX_BYTES, follow_links: bool = True) -> bytes | None:
    """The file's bytes, None if there is no file; UserFileError if it is not usable.

    The file is opened without blocking (a FIFO would otherwise wait for a
    writer for ever) and checked to be a regular file before a byte is read;
    with ``follow_links=False`` a symbolic link is refused as not a regular file.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    if not follow_links:
        if os.path.islink(path):
            raise UserFileError("it is a link, not a file", "not_regular")
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None  # also a dangling link: there is nothing to read
    except OSError as err:
        raise UserFileError(err.strerror or str(err)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError(_describe(info.st_mode), "not_regular")
        if info.st_size > limit:
            raise UserFileError(f"it is too large ({info.st_size} bytes)", "too_large")
        chunks: list[bytes] = []
        total = 0
        while True:
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError as err:
                raise UserFileError(err.strerror or str(err)) from None
            if not chunk:
                return b"".join(chunks)
            total += len(chunk)
            if total > limit:
                raise UserFileError("it is too large", "too_large")
            chunks.append(chunk)
    finally:
        os.close(fd)


def check_depth(doc: Any, limit: int = MAX_DEPTH) -> None:
    """UserFileError if ``doc`` nests deeper than ``limit`` (walked without recursion)."""
    stack = [(doc, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            raise UserFileError(f"it is nested more than {limit} levels deep")
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)


def parse_json(data: bytes) -> Any:
    """The JSON document in ``data``; UserFileError for anything Python's parser rejects."""
    try:
        doc = json.loads(data)
    except RecursionError:
        raise UserFileError(f"it is nested more than {MAX_DEPTH} levels deep") from None
    except (ValueError, MemoryError) as err:  # bad JSON, bad UTF-8, a 5,000-digit number
        raise UserFileError(f"it is not valid JSON ({str(err)[:120]})") from None
    check_depth(doc)
    return doc


def read_json(path: Path | str, limit: int = MAX_BYTES) -> Any:
    """The JSON document in ``path``, or None when there is no file."""
    data = read_bytes(path, limit)
    return None if data is None else parse_json(data)


def present(path: Path) -> bool:
    """True if something (a file, a link, even a dangling one) sits at ``path``."""
    return os.path.lexists(path)


def set_aside(path: Path, label: str = "broken") -> Path:
    """Move ``path`` (the link itself, not its target) to ``NAME.LABEL-YYYYmmdd-HHMMSS``.

    Returns the new path; raises OSError when it cannot be moved (a read-only
    folder, for one): the caller must then leave the file alone, never
    overwrite it.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
    os.rename(path, target)
    return target


_STRAY = re.compile(r"^(?P<name>.+)\.[A-Za-z0-9_]{6,}\.tmp$")


def remove_stray_temporaries(folder: Path, names: tuple[str, ...]) -> list[str]:
    """Delete ``NAME.XXXXXX.tmp`` left by a write that was killed; returns what was removed.

    Only regular files named after one of ``names`` (the files we write;
    shell patterns such as ``deal-*.json`` allowed) are touched.  Call it
    while holding the data folder's lock, so no other instance is in the
    middle of a write.
    """
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _STRAY.match(entry.name)
        if not match or not any(fnmatch.fnmatchcase(match.group("name"), n) for n in names):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            pass
    return removed
