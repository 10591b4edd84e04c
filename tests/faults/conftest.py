"""Fixtures shared by the fault tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from sixtysix_qt.ui.system.single_instance import Claim, InstanceGuard
from sixtysix_qt.ui.system.unix_channel import server_address

from .harness import deep_folder


def listening_guard(folder: Path) -> InstanceGuard:
    """The game's own guard on ``folder``, listening as the running game does; ``calls``
    lists what it was asked (``raise``, ``open PATH``), ``address`` where it listens."""
    calls: list[str] = []
    guard = InstanceGuard(str(folder))
    assert guard.claim() is Claim.OWNED
    assert guard.listen(lambda: calls.append("raise"), lambda p: calls.append(f"open {p}"))
    guard.calls = calls
    guard.folder_path = str(folder)
    guard.address = server_address(str(folder))
    return guard


@pytest.fixture
def server(qapp, tmp_path: Path):
    """The running game's channel on a data folder (a socket file only this user reaches)."""
    guard = listening_guard(tmp_path)
    yield guard
    guard.release()


@pytest.fixture
def named_server(qapp, tmp_path: Path):
    """The running game's channel under a name (a data folder too deep for a socket file)."""
    guard = listening_guard(deep_folder(tmp_path))
    assert guard.address.startswith("\0")
    yield guard
    guard.release()
