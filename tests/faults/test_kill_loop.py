"""A few SIGKILLs of the real game at random moments: nothing left running, every restart resumes."""

from __future__ import annotations

from pathlib import Path

import pytest

from .kill_loop import continues, run


@pytest.mark.slow
def test_three_random_kills_leave_nothing_and_resume(tmp_path: Path) -> None:
    assert run(3, tmp_path, seed=7) == []


def test_continuing_means_the_same_match_with_nothing_taken_back() -> None:
    before = {"seed": 1, "deals": [{"actions": ["a", "b"]}]}
    assert continues(before, {"seed": 1, "deals": [{"actions": ["a", "b", "c"]}]})
    assert continues(before, {"seed": 1, "deals": [{"actions": ["a", "b"]}, {"actions": []}]})
    assert not continues(before, {"seed": 2, "deals": [{"actions": ["a", "b", "c"]}]})
    assert not continues(before, {"seed": 1, "deals": [{"actions": ["a"]}]})
    assert not continues(before, {"seed": 1, "deals": [{"actions": ["x", "b", "c"]}]})
