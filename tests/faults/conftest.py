"""Fixtures shared by the fault tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from sixtysix_qt.ui.system.single_instance import Claim, InstanceGuard


@pytest.fixture
def server(qapp, tmp_path: Path):
    """The game's own guard, listening as the running game does; ``calls`` lists what it
    was asked (``raise``, ``open PATH``)."""
    calls: list[str] = []
    guard = InstanceGuard(str(tmp_path))
    assert guard.claim() is Claim.OWNED
    assert guard.listen(lambda: calls.append("raise"), lambda p: calls.append(f"open {p}"))
    guard.calls = calls
    yield guard
    guard.release()
