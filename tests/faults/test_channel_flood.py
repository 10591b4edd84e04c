"""Round 4, re-run: another user's connect flood must not shut the player's later start out.

The game's socket file is now out of other users' reach
(``test_channel_squatter``); these tests are of the channel under a name, where
a data folder too deep for a socket file leaves the game (Linux's abstract
namespace), and where anyone may connect.  The game refused another
user's connections, but took one per wake-up of the window from a backlog of
8: during an 8-second flood (uid 65534, tens of thousands of connections)
the player's own ``raise`` found the backlog full and got 0 to 3 answers of
20, and a real second start could say the game was not running.  Now every
waiting connection is taken at each wake-up from a backlog as large as the
system allows, the refusals are told in a line a minute, and a later start
tries again for a moment when there is no room (a flooder faster than the
game can still keep the backlog full for moments: a bare connect made just
then fails).

Running as another user needs root, so the flood comes from a child process
of this user whose connections the peer check is told are uid 65534's.
"""

from __future__ import annotations

import logging
import os
import select
import socket
import struct
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer

from sixtysix_qt.ui.system import unix_channel
from sixtysix_qt.ui.system.unix_channel import ask, server_address

pytestmark = pytest.mark.skipif(
    not hasattr(socket, "SO_PEERCRED"), reason="Linux's peer credentials name the flood"
)

OTHER_UID = 65534
ASKS = 20
FLOOD_CAP_S = 30.0  # the flood's own end, should the test not stop it


def _peer_pid(conn: socket.socket) -> int:
    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    return struct.unpack("3i", creds)[0]


class Flood:
    """A child process connecting (and closing) as fast as it can until told to stop."""

    def __init__(self, address: str) -> None:
        self.started_r, started_w = os.pipe()
        stop_r, self.stop_w = os.pipe()
        self.count_r, count_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # pragma: no cover - the child
            try:
                n = self._flood(address, started_w, stop_r)
                os.write(count_w, str(n).encode())
            finally:
                os._exit(0)
        for fd in (started_w, stop_r, count_w):
            os.close(fd)

    @staticmethod
    def _flood(address: str, started: int, stop: int) -> int:  # pragma: no cover - the child
        end, made, tries = time.monotonic() + FLOOD_CAP_S, 0, 0
        while time.monotonic() < end:
            tries += 1
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.setblocking(False)
            try:
                sock.connect(address)
                made += 1
            except OSError:
                pass
            sock.close()
            if tries == 2000:
                os.write(started, b"x")  # in full swing
            if tries % 256 == 0 and select.select([stop], [], [], 0)[0]:
                break
        return made

    def wait_started(self) -> None:
        assert os.read(self.started_r, 1) == b"x"

    def stop(self) -> int:
        """End the flood; how many connections it made."""
        os.write(self.stop_w, b"x")
        os.waitpid(self.pid, 0)
        made = int(os.read(self.count_r, 32) or b"0")
        for fd in (self.started_r, self.stop_w, self.count_r):
            os.close(fd)
        return made


def _raise_at_once(address: str) -> bytes:
    """A bare ``raise`` as a script would send it: no second try when the backlog is full."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(5.0)
    try:
        sock.connect(address)
        sock.sendall(b"raise\n")
        return sock.recv(64)
    except OSError as err:
        return f"<{type(err).__name__}>".encode()
    finally:
        sock.close()


def _told(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]


def test_another_users_connections_queued_on_a_busy_window_leave_room_for_the_player(
    qtbot, named_server, monkeypatch, caplog
) -> None:
    """The window was busy (no events) while another user connected 100 times.

    With a backlog of 8 the player's ``raise`` then found no room (EAGAIN) and
    got no answer; now it waits in the backlog and is answered, and the 100
    are refused in one line.
    """
    server = named_server
    address = server.address
    real_peer_uid = unix_channel.peer_uid

    def peer_uid(conn: socket.socket) -> int | None:  # "stranger-N" is another user's
        if b"stranger-" in os.fsencode(conn.getpeername() or ""):
            return OTHER_UID
        return real_peer_uid(conn)

    monkeypatch.setattr(unix_channel, "peer_uid", peer_uid)
    caplog.set_level(logging.WARNING)
    strangers, turned_away = [], 0
    for n in range(100):  # no event is processed meanwhile: the window is busy
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.bind(f"\0sixtysix-test-stranger-{os.getpid()}-{n}")
        sock.setblocking(False)
        try:
            sock.connect(address)
        except BlockingIOError:
            turned_away += 1
        strangers.append(sock)
    t, out = _in_thread(_raise_at_once, address)
    qtbot.waitUntil(lambda: bool(out), timeout=10_000)
    assert out == [b"raised\n"] and server.calls == ["raise"], (out, turned_away)
    qtbot.waitUntil(lambda: server.server.refusals.total == 100, timeout=5000)
    assert _told(caplog) == [
        f"refused 1 connection of another user (uid {OTHER_UID}) to this game's channel"
    ]
    for sock in strangers:
        sock.close()


@pytest.mark.slow
def test_the_players_later_start_is_answered_during_another_users_connect_flood(
    qtbot, named_server, monkeypatch, caplog
) -> None:
    """A sustained flood: the later start gets its answer every time, the window stays
    free, and the tens of thousands of refusals make one or two lines."""
    server = named_server
    address = server.address
    flooder: list[int] = []
    real_peer_uid = unix_channel.peer_uid

    def peer_uid(conn: socket.socket) -> int | None:  # the flood's connections are uid 65534's
        if flooder and _peer_pid(conn) == flooder[0]:
            return OTHER_UID
        return real_peer_uid(conn)

    monkeypatch.setattr(unix_channel, "peer_uid", peer_uid)
    caplog.set_level(logging.WARNING)
    flood = Flood(address)
    flooder.append(flood.pid)
    replies: list[bytes] = []

    def player() -> None:  # the game's own later start (ask), ASKS times
        for _ in range(ASKS):
            replies.append(ask(server.folder_path, b"raise\n"))
            time.sleep(0.1)

    try:
        flood.wait_started()
        gaps = _Gaps()
        asking = threading.Thread(target=player, daemon=True)
        asking.start()
        qtbot.waitUntil(lambda: not asking.is_alive(), timeout=60_000)
    finally:
        made = flood.stop()
    gaps.stop()
    qtbot.wait(50)
    answered = replies.count(b"raised\n")
    assert answered == ASKS, f"{answered} of {ASKS} answered during the flood: {set(replies)}"
    assert server.calls == ["raise"] * ASKS
    refusals = server.server.refusals
    assert made >= 2000 and refusals.total >= 2000, (made, refusals.total)  # a flood it was
    told = _told(caplog)
    assert 1 <= len(told) <= 2, told  # not a line per connection
    assert f"uid {OTHER_UID}" in told[0]
    assert max(gaps.gaps) < 500, f"the window stalled {max(gaps.gaps)} ms"


class _Gaps:
    """The longest waits between the ticks of a 10 ms timer: the window's stalls."""

    def __init__(self) -> None:
        self.gaps: list[int] = [0]
        self.clock = QElapsedTimer()
        self.clock.start()
        self.last = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self._tick)
        self.timer.start(10)

    def _tick(self) -> None:
        now = self.clock.elapsed()
        self.gaps.append(now - self.last)
        self.last = now

    def stop(self) -> None:
        self.timer.stop()


def _in_thread(fn, *args):
    out: list = []
    t = threading.Thread(target=lambda: out.append(fn(*args)), daemon=True)
    t.start()
    return t, out


def test_the_refusals_are_told_once_at_first_and_then_summed(qtbot, caplog) -> None:
    from sixtysix_qt.ui.system.refusal_report import RefusalReport

    caplog.set_level(logging.WARNING)
    report = RefusalReport(every_ms=200)
    for _ in range(5000):
        report.refused(OTHER_UID)
    report.refused(None)
    lines = [r.getMessage() for r in caplog.records]
    assert lines == [
        f"refused 1 connection of another user (uid {OTHER_UID}) to this game's channel"
    ]
    qtbot.waitUntil(lambda: len(caplog.records) == 2, timeout=3000)
    assert caplog.records[1].getMessage() == (
        f"refused 5000 connections of another user (uid {OTHER_UID}, ?) to this game's channel"
    )
    report.refused(OTHER_UID)
    report.flush()  # the channel closes: what is left is told
    assert len(caplog.records) == 3 and "refused 1 connection " in caplog.records[2].getMessage()
    assert report.total == 5002 and report.lines == 3


def test_a_later_start_waits_for_room_in_a_full_backlog(qapp, tmp_path: Path) -> None:
    """A full backlog (a flood's moment) used to fail a later start at once (EAGAIN)."""
    address = server_address(str(tmp_path))
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(address)
    listener.listen(0)
    fillers = []
    while True:  # fill the backlog
        filler = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        filler.setblocking(False)
        try:
            filler.connect(address)
        except BlockingIOError:
            filler.close()
            break
        fillers.append(filler)
    out: list[bytes] = []
    asking = threading.Thread(target=lambda: out.append(ask(str(tmp_path), b"raise\n")))
    asking.start()
    time.sleep(0.3)  # the later start finds no room...
    listener.settimeout(5.0)
    for _ in fillers:  # ...until the game takes the waiting connections
        listener.accept()[0].close()
    conn, _ = listener.accept()
    assert conn.recv(64) == b"raise\n"
    conn.sendall(b"raised\n")
    asking.join(5.0)
    assert out == [b"raised\n"]
    for sock in [conn, listener, *fillers]:
        sock.close()
