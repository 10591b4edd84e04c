"""Shared fixtures of the AI tests."""

from __future__ import annotations

import pytest

from sixtysix_qt.ai import search


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the worlds the search samples (its work, where a clock would measure time)."""
    calls: list[int] = []
    real = search.sample_world

    def sample_world(obs, rng):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(obs, rng)

    monkeypatch.setattr(search, "sample_world", sample_world)
    return calls
