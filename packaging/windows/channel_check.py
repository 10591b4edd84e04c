"""The Windows named pipe of the single-instance channel, checked under Wine by build.sh.

Run by the embedded Windows CPython on the stage (``python channel_check.py
STAGE``): the game's own InstanceGuard listens on a scratch folder while
this script plays the later starts and the idle or hostile clients.  What
Linux's tests check on the AF_UNIX socket is checked here on the pipe: a
raise and a deal path are answered on the GUI thread; an endless request
is cut off; 25 idle clients neither stall the window's event loop nor
delay a real request; an idle client is dropped after TIMEOUT_MS; release()
ends the pipe's thread at once.  Prints ``channel check: ok`` at the end,
or the first failure, and exits 1.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import time

sys.path.insert(0, sys.argv[1])

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer  # noqa: E402

from sixtysix_qt.ui.system import pipe_channel  # noqa: E402
from sixtysix_qt.ui.system.channel_protocol import TIMEOUT_MS, open_request  # noqa: E402
from sixtysix_qt.ui.system.local_channel import ask  # noqa: E402
from sixtysix_qt.ui.system.single_instance import Claim, InstanceGuard  # noqa: E402

app = QCoreApplication([])
GUI = threading.get_ident()


def check(ok: bool, what: str) -> None:
    print(f"channel check: {'ok' if ok else 'FAILED'}: {what}", flush=True)
    if not ok:
        sys.exit(1)


def in_thread(fn, *args, limit: float = 10.0) -> tuple[object, float]:
    """``fn(*args)`` on another thread while this one runs the event loop; (result, seconds)."""
    out: list = []
    worker = threading.Thread(target=lambda: out.append(fn(*args)), daemon=True)
    start = time.monotonic()
    worker.start()
    while worker.is_alive() and time.monotonic() - start < limit:
        app.processEvents()
        time.sleep(0.005)
    return (out[0] if out else "no answer"), time.monotonic() - start


def idle_client(name: str) -> int:
    """A client end that never says anything (waits while every instance is busy)."""
    _winapi = pipe_channel._winapi
    for _ in range(50):
        try:
            return _winapi.CreateFile(name, 0xC0000000, 0, 0, 3, 0x40000000, 0)
        except OSError as err:
            if err.winerror != pipe_channel.ERROR_PIPE_BUSY:
                raise
            _winapi.WaitNamedPipe(name, 1000)
    raise RuntimeError("the pipe stayed busy")


def largest_stall(seconds: float) -> int:
    """The longest gap, in ms, between two ticks of a 10 ms timer on this (the GUI) thread."""
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    last = [0]

    def tick() -> None:
        gaps.append(clock.elapsed() - last[0])
        last[0] = clock.elapsed()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)
    timer.stop()
    return max(gaps)


def main() -> None:
    folder = tempfile.mkdtemp()
    calls: list[tuple[str, str, int]] = []
    guard = InstanceGuard(folder)
    check(guard.claim() is Claim.OWNED, "the scratch folder's lock")
    listening = guard.listen(
        lambda: calls.append(("raise", "", threading.get_ident())),
        lambda path: calls.append(("open", path, threading.get_ident())),
    )
    check(listening and type(guard.server).__name__ == "PipeServer", "listening on a named pipe")
    name = pipe_channel.pipe_name(folder)

    reply, took = in_thread(ask, folder, b"raise\n")
    check(reply == b"raised\n" and calls == [("raise", "", GUI)], f"raise, {took:.2f} s")
    deal = os.path.join(folder, "a deal \u00fc.sixtysix")
    reply, took = in_thread(ask, folder, open_request(deal))
    check(reply == b"opened\n" and calls[-1] == ("open", deal, GUI), f"open a deal, {took:.2f} s")
    before = len(calls)
    reply, took = in_thread(ask, folder, b"open " + b"x" * 100_000)
    check(reply == b"" and len(calls) == before, f"an endless request cut off, {took:.2f} s")

    idle = [idle_client(name) for _ in range(25)]
    stall = largest_stall(1.5)
    check(stall < 500, f"25 idle clients: the event loop's longest gap {stall} ms")
    reply, took = in_thread(ask, folder, b"raise\n")
    check(reply == b"raised\n" and took < TIMEOUT_MS / 1000, f"raise among 25 idle, {took:.2f} s")
    for handle in idle:
        pipe_channel._winapi.CloseHandle(handle)

    late = idle_client(name)
    start = time.monotonic()
    op = pipe_channel._winapi.ReadFile(late, 64, overlapped=True)[0]
    pipe_channel._winapi.WaitForMultipleObjects([op.event], False, 3 * TIMEOUT_MS)
    took = time.monotonic() - start
    try:
        dropped = op.GetOverlappedResult(True)[0] == 0
    except OSError:
        dropped = True  # the pipe was broken: the server hung up
    pipe_channel._winapi.CloseHandle(late)
    check(dropped and took < 2 * TIMEOUT_MS / 1000, f"an idle client dropped after {took:.2f} s")

    start = time.monotonic()
    guard.release()
    took = time.monotonic() - start
    threads = [t.name for t in threading.enumerate() if t.name == "sixtysix-pipe"]
    check(not threads and took < 1.0, f"release() ended the pipe's thread in {took:.3f} s")
    reply, _took = in_thread(ask, folder, b"raise\n")
    check(reply == b"", "nobody answers after release()")
    print("channel check: ok", flush=True)


main()
