"""``sixtysix --self-check``: what this copy of the game has, one line per part.

The game runs without several of its parts (no compiled core: a slower
expert; no sound library: silence; no catalogue: English; no fonts: the
system's; no local channel: a second start cannot reach the first), so a
build that lost one still starts and nothing fails.  This check is what
makes a lost part fail a build: each part says ``ok`` or ``MISSING`` with
why, and the exit code is 1 when a part the build promises is missing.
A sound device is reported but never promised (a machine may have none).
Neither the data folder nor the settings are touched.
"""

from __future__ import annotations

import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QTranslator

from ..sound import output
from ..system import local_channel
from ..words import i18n

CHANNEL_SECONDS = 10.0
"""How long the channel's round trip may take (Wine on a loaded machine is slow)."""


@dataclass(frozen=True)
class Finding:
    """One part of the game: there or not, in a few words, and whether builds promise it."""

    part: str
    ok: bool
    detail: str
    promised: bool = True

    def line(self) -> str:
        if self.ok:
            word = "ok"
        else:
            word = "MISSING" if self.promised else "absent (allowed)"
        return f"self-check: {self.part}: {word}: {self.detail}"


def compiled_core() -> Finding:
    """The expert's C solver loaded (``ai/native.py``), not its pure-Python stand-in."""
    from sixtysix_qt.ai import native

    if native.COMPILED:
        return Finding("compiled core", True, native.LIBRARY)
    why = "switched off by SIXTYSIX_PURE_PYTHON=1" if native.pure_asked() else "not loaded"
    return Finding("compiled core", False, f"{native.LIBRARY} {why}")


def sound_library() -> Finding:
    """miniaudio and its C half import: the game can play sounds where there is a device."""
    try:
        version = output.library_version()
    except ImportError as err:
        return Finding("sound library", False, f"{type(err).__name__}: {err}")
    return Finding("sound library", True, f"miniaudio {version}")


def sound_device() -> Finding:
    """A playback device to hear the sounds on: reported, never promised."""
    try:
        names = output.playback_devices()
    except Exception as err:  # noqa: BLE001 - no library, no backend: no device either way
        return Finding("sound device", False, f"{type(err).__name__}: {err}", promised=False)
    if not names:
        return Finding("sound device", False, "the system lists none", promised=False)
    return Finding("sound device", True, "; ".join(names))


def translations() -> Finding:
    """Every language's catalogue found and loaded (English's holds its plurals)."""
    missing = []
    for code in i18n.LANGUAGES:
        path = i18n.find_qm(code)
        translator = QTranslator()
        if path is None or not translator.load(str(path)) or translator.isEmpty():
            missing.append(code)
    have = len(i18n.LANGUAGES) - len(missing)
    detail = f"{have} of {len(i18n.LANGUAGES)} ({' '.join(i18n.LANGUAGES)})"
    if missing:
        detail += f"; not loaded: {' '.join(missing)}"
    return Finding("translations", not missing, detail)


def fonts() -> Finding:
    """The bundled fonts register (they carry every glyph of the five languages)."""
    family = i18n.register_fonts()
    if family is None:
        return Finding("fonts", False, f"none of {', '.join(i18n.FONT_FILES)} loaded")
    return Finding("fonts", True, family)


def channel() -> Finding:
    """The local channel listens on a scratch folder and answers a later start's request."""
    raised = threading.Event()
    # owned by the application and deleted by its event loop, never by Python's collector
    # while one of its clients' events is still queued
    server = local_channel.local_server(raised.set, None, QCoreApplication.instance())
    with tempfile.TemporaryDirectory(prefix="sixtysix-check-") as folder:
        try:
            if not server.listen(folder):
                return Finding("local channel", False, "cannot listen")
            reply = _ask_while_serving(folder)
        finally:
            server.close()
            server.deleteLater()
    if reply != local_channel.RAISED_REPLY or not raised.is_set():
        return Finding("local channel", False, f"no answer (got {reply!r})")
    return Finding("local channel", True, "listens and answers")


def _ask_while_serving(folder: str) -> bytes:
    """Ask from a thread, as a later start would, while this thread serves the request."""
    replies: list[bytes] = []
    asker = threading.Thread(
        target=lambda: replies.append(
            local_channel.ask(folder, local_channel.RAISE_REQUEST, CHANNEL_SECONDS)
        ),
        daemon=True,
    )
    asker.start()
    deadline = time.monotonic() + CHANNEL_SECONDS + 1
    while asker.is_alive() and time.monotonic() < deadline:
        QCoreApplication.processEvents()
        asker.join(0.02)
    return replies[0] if replies else b""


CHECKS: tuple[Callable[[], Finding], ...] = (
    compiled_core,
    sound_library,
    sound_device,
    translations,
    fonts,
    channel,
)
"""Every part, in the order printed."""


def run(out: TextIO | None = None) -> int:
    """Print one line per part; 0 when every promised part is there, else 1."""
    stream = out if out is not None else sys.stdout
    findings = [check() for check in CHECKS]
    missing = [f.part for f in findings if f.promised and not f.ok]
    lines = [f.line() for f in findings]
    lines.append(
        f"self-check: FAILED: missing {', '.join(missing)}" if missing else "self-check: passed"
    )
    if stream is not None:  # a windowed Windows program started without a pipe has no stdout
        print("\n".join(lines), file=stream, flush=True)
    return 1 if missing else 0
