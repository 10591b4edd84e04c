"""F6 and F9: an odd lock is stale, and the single-instance socket never stalls the window.

An empty, garbage, linked, folder, FIFO, huge or reused-process lock used to
lock the player out ("process ?") or hang the start; now it is set aside and
the game starts.  Idle connections to the socket used to
block the window for a second each; another user could make them.
"""

from __future__ import annotations

import errno
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from sixtysix_qt.ui.system.local_channel import ask, open_request
from sixtysix_qt.ui.system.single_instance import LOCK_NAME
from sixtysix_qt.ui.system.unix_channel import server_address

from .harness import Game, Tree, scratch_env


def _outside(root: Path) -> Path:
    out = root / "outside"
    out.mkdir(exist_ok=True)
    (out / "precious.txt").write_text("precious\n")
    return out


def _empty(p: Path, root: Path) -> None:
    p.write_bytes(b"")


def _garbage(p: Path, root: Path) -> None:
    p.write_bytes(os.urandom(5000))


def _huge(p: Path, root: Path) -> None:
    with open(p, "wb") as f:
        f.truncate(200_000_000)


def _fifo(p: Path, root: Path) -> None:
    os.mkfifo(p)


def _folder(p: Path, root: Path) -> None:
    p.mkdir()


def _link_outside(p: Path, root: Path) -> None:
    p.symlink_to(_outside(root) / "precious.txt")


def _dangling(p: Path, root: Path) -> None:
    p.symlink_to(root / "nowhere" / "lock")


LOCKS = {
    "empty": _empty,
    "garbage": _garbage,
    "huge": _huge,
    "fifo": _fifo,
    "folder": _folder,
    "link-outside": _link_outside,
    "dangling-link": _dangling,
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(LOCKS) + ["reused-pid"])
def test_an_odd_or_stale_lock_is_set_aside_and_the_game_starts(tmp_path: Path, kind: str) -> None:
    data, home = tmp_path / "data", tmp_path / "home"
    data.mkdir()
    scratch_env(home)
    _outside(tmp_path)
    (data / "settings.ini").write_text("[window]\nwelcome_shown=true\n")
    sleeper = None
    if kind == "reused-pid":  # the PID of a process that is not a game
        sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        host = socket.gethostname()
        (data / LOCK_NAME).write_text(f"{sleeper.pid}\npython3.11\n{host}\n\n\n")
    else:
        LOCKS[kind](data / LOCK_NAME, tmp_path)
    tree = Tree(tmp_path, data)
    g = Game(data, home, "--play-moves", "1", "--new-game")
    try:
        g.start()
        assert g.wait_for("played 1", 60), g.text()  # 60 s: a hang guard (a FIFO hung it)
        kept = [p for p in data.iterdir() if p.name.startswith(LOCK_NAME + ".broken-")]
        assert len(kept) == 1, g.text()
        assert g.stop() == 0 and "Traceback" not in g.text()
    finally:
        g.cleanup()
        if sleeper is not None:
            sleeper.kill()
            sleeper.wait()
    assert (tmp_path / "outside" / "precious.txt").read_text() == "precious\n"
    assert tree.changes() == []


@pytest.mark.slow
def test_a_live_game_still_holds_its_folder_and_the_sentence_names_the_lock(
    tmp_path: Path,
) -> None:
    data, home = tmp_path / "data", tmp_path / "home"
    data.mkdir()
    first = Game(data, home, "--play-moves", "1", "--new-game")
    second = Game(data, home, "--new-game")
    try:
        first.start()
        assert first.wait_for("played 1", 60), first.text()
        assert (data / LOCK_NAME).is_file()
        assert second.run(60) == 0, second.text()  # brought the first forward
        assert first.proc.poll() is None
    finally:
        first.cleanup()
        second.cleanup()
    from sixtysix_qt.ui.system.startup_checks import already_running

    sentence = already_running(str(data), None, raised=False)
    assert str(data / LOCK_NAME) in sentence and "remove the file" in sentence


# -- the socket ------------------------------------------------------------------
def _in_thread(fn, *args):
    out: list = []
    t = threading.Thread(target=lambda: out.append(fn(*args)), daemon=True)
    t.start()
    return t, out


class _WindowReads:
    """Every ``recv`` made in the GUI thread, with its socket's timeout (0.0: it cannot wait)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.timeouts: list[float | None] = []
        real = socket.socket.recv

        def recv(sock: socket.socket, *args: int) -> bytes:
            if threading.current_thread() is threading.main_thread():
                self.timeouts.append(sock.gettimeout())
            return real(sock, *args)

        monkeypatch.setattr(socket.socket, "recv", recv)

    def waiting(self) -> list[float | None]:
        return [t for t in self.timeouts if t != 0.0]


@pytest.mark.slow
def test_idle_connections_never_stall_the_window(
    qtbot, server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F9: 25 idle connections used to cost the window 1 s each (a recv with a 1 s timeout).

    Counted, not timed: no read the window makes may wait, and an idle
    connection is never read at all.  How long the loop may pause is a speed figure.
    """
    reads = _WindowReads(monkeypatch)
    address = server_address(str(tmp_path))
    idle = []
    for _ in range(25):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(2)
        s.connect(address)
        idle.append(s)
        qtbot.wait(5)  # the window accepts them as they come
    qtbot.wait(200)
    assert reads.timeouts == []  # nothing read from a connection that said nothing
    t, out = _in_thread(ask, str(tmp_path), b"raise\n")
    qtbot.waitUntil(lambda: bool(out), timeout=30000)  # a hang guard
    assert out == [b"raised\n"] and server.calls == ["raise"]
    assert reads.timeouts and reads.waiting() == []  # the request read without waiting
    for s in idle:
        s.close()


def test_a_deal_path_is_passed_to_the_running_game(qtbot, server, tmp_path: Path) -> None:
    deal = tmp_path / "a deal ü.sixtysix"
    t, out = _in_thread(ask, str(tmp_path), open_request(str(deal)))
    qtbot.waitUntil(lambda: bool(out), timeout=3000)
    assert out == [b"opened\n"] and server.calls == ["raise", f"open {deal}"]
    t, out = _in_thread(ask, str(tmp_path), b"open \n")
    qtbot.waitUntil(lambda: bool(out), timeout=3000)
    assert out == [b""]  # no path: nothing opened


def test_an_endless_request_is_cut_off(qtbot, server, tmp_path: Path) -> None:
    t, out = _in_thread(ask, str(tmp_path), b"open " + b"x" * 100_000)
    qtbot.waitUntil(lambda: bool(out), timeout=4000)
    assert out == [b""] and server.calls == []


def _other_users_raise(qtbot, address: str) -> bytes:
    """What a ``raise`` of uid 65534 to ``address`` gets: ``reply:...`` or ``error:ERRNO``."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: another user on this machine
        try:
            os.setuid(65534)
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(3)
            s.connect(address)
            s.sendall(b"raise\n")
            reply = s.recv(64)
            os.write(write, b"reply:" + reply)
        except OSError as err:
            os.write(write, f"error:{err.errno}".encode())
        os._exit(0)
    os.close(write)
    qtbot.waitUntil(lambda: os.waitpid(pid, os.WNOHANG)[0] == pid, timeout=10_000)  # the game
    with os.fdopen(read, "rb") as pipe:  # answers meanwhile, as its window would
        return pipe.read()


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to act as another user")
def test_another_user_cannot_reach_the_game(qtbot, server) -> None:
    assert _other_users_raise(qtbot, server.address) == f"error:{errno.EACCES}".encode()
    assert server.calls == []


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to act as another user")
def test_another_user_is_not_answered_under_a_name(qtbot, named_server) -> None:
    said = _other_users_raise(qtbot, named_server.address)
    assert said in (b"reply:", b"error:104", b"error:32"), said  # refused, never answered
    assert named_server.calls == []
