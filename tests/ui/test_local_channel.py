"""The local channel's shared parts: the protocol every transport speaks, the Windows pipe's
name and its hand-off to the GUI thread, and the choice of transport by system.

The pipe itself needs Windows: packaging/windows/smoke.sh drives it under
Wine through the installed game (a second start raises the first, or makes
it open a deal file).
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

from sixtysix_qt.ui.system import local_channel, pipe_channel
from sixtysix_qt.ui.system.channel_protocol import (
    MAX_REQUEST,
    OPENED_REPLY,
    RAISED_REPLY,
    RequestBuffer,
    Requests,
    open_request,
)
from sixtysix_qt.ui.system.pipe_channel import PipeServer, pipe_name
from sixtysix_qt.ui.system.unix_channel import UnixServer


# -- a request line ----------------------------------------------------------------
def test_a_request_may_come_in_pieces() -> None:
    buffer = RequestBuffer()
    assert not buffer.feed(b"op")
    assert not buffer.feed(b"en /a b")
    assert buffer.feed(b"\nleft over")
    assert buffer.line == b"open /a b\n" and not buffer.overflow


def test_a_request_longer_than_the_cap_is_none() -> None:
    buffer = RequestBuffer()
    assert not buffer.feed(b"open " + b"x" * (MAX_REQUEST - 5))
    assert buffer.room() == 1  # one more byte shows it is too long
    assert buffer.feed(b"x")
    assert buffer.overflow and buffer.line is None


def test_a_line_just_within_the_cap_is_a_request_and_one_past_it_is_not() -> None:
    fits = b"open " + b"y" * (MAX_REQUEST - 6) + b"\n"
    assert len(fits) == MAX_REQUEST
    buffer = RequestBuffer()
    assert buffer.feed(fits) and buffer.line == fits
    buffer = RequestBuffer()
    assert buffer.feed(b"open " + b"y" * (MAX_REQUEST - 5) + b"\n")
    assert buffer.overflow and buffer.line is None


# -- its answer ---------------------------------------------------------------------
@pytest.fixture
def calls() -> list[str]:
    return []


def _requests(calls: list[str], with_open: bool = True) -> Requests:
    on_open = (lambda p: calls.append(f"open {p}")) if with_open else None
    return Requests(lambda: calls.append("raise"), on_open)


def test_raise_is_answered_after_the_window_was_raised(calls: list[str]) -> None:
    assert _requests(calls).answer(b"raise\n") == RAISED_REPLY
    assert calls == ["raise"]


def test_a_deal_path_is_opened_in_a_raised_window(calls: list[str], tmp_path: Path) -> None:
    deal = tmp_path / "a deal ü.sixtysix"
    assert _requests(calls).answer(open_request(str(deal))) == OPENED_REPLY
    assert calls == ["raise", f"open {deal}"]


@pytest.mark.parametrize(
    "line",
    [b"open \n", b"open /a\0b\n", b"open /no/newline", b"raise", b"raise now\n", b"hello\n", b""],
)
def test_anything_else_gets_no_answer_and_does_nothing(calls: list[str], line: bytes) -> None:
    assert _requests(calls).answer(line) == b""
    assert calls == []


def test_a_game_that_opens_no_deals_answers_only_raise(calls: list[str]) -> None:
    assert _requests(calls, with_open=False).answer(b"open /a\n") == b""
    assert calls == []


def test_the_open_request_names_the_absolute_path(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert (
        open_request("deal.sixtysix") == b"open " + os.fsencode(tmp_path / "deal.sixtysix") + b"\n"
    )


# -- the Windows pipe's name ------------------------------------------------------
def test_every_path_to_a_folder_names_one_pipe(tmp_path: Path) -> None:
    real = tmp_path / "data"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    name = pipe_name(str(real), "ann")
    assert pipe_name(str(tmp_path / "link"), "ann") == name
    assert pipe_name(str(real / "sub" / ".."), "ann") == name
    assert name.startswith("\\\\.\\pipe\\sixtysix-ann-")


def test_another_folder_or_user_names_another_pipe(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    names = {
        pipe_name(str(tmp_path / "a"), "ann"),
        pipe_name(str(tmp_path / "b"), "ann"),
        pipe_name(str(tmp_path / "a"), "bob"),
    }
    assert len(names) == 3


@pytest.mark.parametrize("user", ["Jo Doe", "dom\\ain", "Иван", "x" * 300, ""])
def test_any_user_name_makes_a_valid_pipe_name(tmp_path: Path, user: str) -> None:
    name = pipe_name(str(tmp_path), user)
    prefix = "\\\\.\\pipe\\"
    assert name.startswith(prefix) and "\\" not in name[len(prefix) :]
    assert " " not in name and len(name) < 256  # Windows' limit for a pipe name


# -- the choice of transport ------------------------------------------------------
def test_windows_gets_the_pipe_and_others_the_socket(qapp, monkeypatch) -> None:
    assert isinstance(local_channel.local_server(lambda: None), UnixServer)
    monkeypatch.setattr(sys, "platform", "win32")
    server = local_channel.local_server(lambda: None)
    assert isinstance(server, PipeServer)


def test_windows_asks_through_the_pipe(monkeypatch, tmp_path: Path) -> None:
    asked: list[tuple] = []
    monkeypatch.setattr(pipe_channel, "ask", lambda *a: asked.append(a) or RAISED_REPLY)
    monkeypatch.setattr(sys, "platform", "win32")
    assert local_channel.ask(str(tmp_path), b"raise\n", 1.5) == RAISED_REPLY
    assert asked == [(str(tmp_path), b"raise\n", 1.5)]


def test_without_windows_pipes_the_pipe_server_does_not_listen(qapp, tmp_path: Path) -> None:
    if pipe_channel._winapi is not None:
        pytest.skip("this system has named pipes")
    server = PipeServer(lambda: None)
    assert not server.listen(str(tmp_path))
    server.close()
    assert pipe_channel.ask(str(tmp_path), b"raise\n") == b""


# -- the hand-off from the pipe's thread to the window ------------------------------
class _Listener:
    """Stands in for the pipe's thread: records the replies it is handed."""

    def __init__(self) -> None:
        self.replies: list[tuple[object, bytes, int]] = []

    def answered(self, instance: object, reply: bytes) -> None:
        self.replies.append((instance, reply, threading.get_ident()))

    def stop(self) -> bool:
        return True


def test_a_request_from_the_pipes_thread_is_answered_on_the_gui_thread(qtbot) -> None:
    ran_on: list[int] = []
    server = PipeServer(lambda: ran_on.append(threading.get_ident()))
    server.listener = _Listener()
    sender = threading.Thread(target=server._asked.emit, args=("client 1", b"raise\n"))
    sender.start()
    sender.join()
    assert server.listener.replies == []  # queued: nothing ran on the pipe's thread
    qtbot.waitUntil(lambda: bool(server.listener.replies), timeout=2000)
    gui = threading.get_ident()
    assert ran_on == [gui]
    assert server.listener.replies == [("client 1", RAISED_REPLY, gui)]


def test_a_request_arriving_after_close_is_dropped(qtbot) -> None:
    ran: list[str] = []
    server = PipeServer(lambda: ran.append("raise"))
    server.listener = listener = _Listener()
    server._asked.emit("late", b"raise\n")  # queued, even from this thread
    server.close()
    qtbot.wait(50)
    assert ran == [] and listener.replies == []
