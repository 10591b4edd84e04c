"""G2 (round 4): another user takes the game's channel name first (a squatter).

The channel was an abstract socket under a predictable name, so another user
could bind it before the game started: the game ran unreachable, and a later
start believed the squatter's "opened".  Now the socket file lives in the
data folder's own folder that only this user may enter: another user can
neither take its place nor connect to it, and a squatter on the old name
changes nothing.  Where no such file can be made (a data folder too deep for
a socket path), the game listens under the name again; there it says, in one
sentence, that it cannot be reached, and a later start tells the squatter
nothing (not even a deal's path) and never believes its "opened".
"""

from __future__ import annotations

import os
import socket
import threading
import time
from pathlib import Path

import pytest

from sixtysix_qt.ui.system.local_channel import OPENED_REPLY, RAISED_REPLY, ask, open_request
from sixtysix_qt.ui.system.single_instance import Claim, InstanceGuard
from sixtysix_qt.ui.system.unix_channel import addresses, server_address

from .harness import Game, deep_folder

pytestmark = [
    pytest.mark.skipif(os.geteuid() != 0, reason="needs root to act as another user"),
    pytest.mark.skipif(not hasattr(socket, "SO_PEERCRED"), reason="Linux's peer credentials"),
]


class Squatter:
    """A process of uid 65534 listening on the game's name, answering as the game would."""

    def __init__(self, address: str, log: Path) -> None:
        self.log = log
        ready_r, ready_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # pragma: no cover - the child
            try:
                self._serve(address, ready_w)
            finally:
                os._exit(0)
        os.close(ready_w)
        assert os.read(ready_r, 1) == b"x"
        os.close(ready_r)

    def _serve(self, address: str, ready: int) -> None:  # pragma: no cover - the child
        out = open(self.log, "ab", 0)  # noqa: SIM115 - opened before the user is dropped
        os.setgid(65534)
        os.setuid(65534)
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.bind(address)
        sock.listen(16)
        os.write(ready, b"x")
        end = time.monotonic() + 60
        while time.monotonic() < end:
            try:
                conn, _ = sock.accept()
                conn.settimeout(1)
                data = conn.recv(9000)
                out.write(b"got:" + data + b"|")
                conn.sendall(b"opened\n" if data.startswith(b"open") else b"raised\n")
            except OSError:
                pass
            finally:
                try:
                    conn.close()
                except (OSError, UnboundLocalError):
                    pass

    def heard(self) -> bytes:
        return self.log.read_bytes() if self.log.exists() else b""

    def stop(self) -> None:
        os.kill(self.pid, 9)
        os.waitpid(self.pid, 0)


OTHER_UID = 65534


@pytest.fixture
def squatter(tmp_path: Path):
    """Another user on the name of a deep data folder's channel, before any game."""
    data = deep_folder(tmp_path)
    (address,) = addresses(str(data), create=True)
    assert address.startswith("\0")
    squat = Squatter(address, tmp_path / "squatter.log")
    yield data, squat
    squat.stop()


@pytest.fixture
def name_squatter(tmp_path: Path):
    """Another user on the name a data folder's channel used to have (and still falls back to)."""
    data = tmp_path / "D"
    data.mkdir()
    name = addresses(str(data))[-1]
    assert name.startswith("\0")
    squat = Squatter(name, tmp_path / "squatter.log")
    yield data, squat
    squat.stop()


def as_other_user(action) -> str:
    """What ``action()`` gives (or raises) in a child process of uid 65534."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            os.setgid(OTHER_UID)
            os.setuid(OTHER_UID)
            try:
                out = repr(action())
            except OSError as err:
                out = type(err).__name__
            os.write(write, out.encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        out = pipe.read().decode()
    os.waitpid(pid, 0)
    return out


def test_another_user_can_neither_reach_nor_take_the_games_socket(server, tmp_path: Path) -> None:
    """Round 4 flooded and squatted the abstract name; the file in a 0700 folder is out of reach."""
    address = server_address(str(tmp_path))
    assert not address.startswith("\0") and os.path.dirname(address).startswith(str(tmp_path))

    def connect() -> None:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.connect(address)

    def bind_beside() -> None:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.bind(os.path.join(os.path.dirname(address), "other"))

    assert as_other_user(connect) == "PermissionError"
    assert as_other_user(bind_beside) == "PermissionError"


def test_a_squatter_on_the_old_name_changes_nothing(qtbot, name_squatter) -> None:
    data, squat = name_squatter
    calls: list[str] = []
    guard = InstanceGuard(str(data))
    assert guard.claim() is Claim.OWNED
    try:
        assert guard.listen(lambda: calls.append("raise"), lambda p: calls.append(f"open {p}"))
        out: list[bytes] = []
        deal = data / "secret name.sixtysix"
        deal.write_text("{}")
        asking = threading.Thread(
            target=lambda: out.extend(
                [ask(str(data), b"raise\n"), ask(str(data), open_request(str(deal)))]
            ),
            daemon=True,
        )
        asking.start()
        qtbot.waitUntil(lambda: len(out) == 2, timeout=10_000)
        assert out == [RAISED_REPLY, OPENED_REPLY]
        assert calls[0] == "raise" and calls[-1] == f"open {deal}"
        assert squat.heard() == b""
    finally:
        guard.release()


def test_a_later_start_tells_a_squatter_nothing_and_does_not_believe_it(squatter) -> None:
    data, squat = squatter
    deal = data / "secret name.sixtysix"
    assert ask(str(data), open_request(str(deal))) == b""
    assert ask(str(data), b"raise\n") == b""
    assert b"secret name" not in squat.heard()
    assert squat.heard().replace(b"got:|", b"") == b""  # it heard no request at all


def test_the_game_that_cannot_listen_says_who_holds_its_channel(qapp, squatter) -> None:
    from sixtysix_qt.ui.system.startup_checks import unreachable

    data, _squat = squatter
    guard = InstanceGuard(str(data))
    assert guard.claim() is Claim.OWNED
    try:
        assert not guard.listen(lambda: None, lambda _p: None)
        sentence = unreachable(str(data))
        assert "another user (65534)" in sentence and "will not reach this window" in sentence
    finally:
        guard.release()


@pytest.mark.slow
def test_the_real_game_reports_the_squatter_and_a_deal_start_is_not_fooled(
    tmp_path: Path, squatter
) -> None:
    data, squat = squatter
    home = tmp_path / "home"
    home.mkdir()
    game = Game(data, home, "--new-game", "--play-moves", "1").start()
    try:
        assert game.wait_for("played 1"), game.text()
        assert any("blocks this game's local connection" in line for line in game.err), game.text()
        deal = tmp_path / "my deal.json"
        deal.write_text("{}")
        second = Game(data, home, str(deal))
        assert second.run() == 1, second.text()
        assert not any("was opened in its window" in line for line in second.err), second.text()
        assert b"my deal" not in squat.heard()
    finally:
        game.cleanup()
