"""The examples in docs/API.md run and their assertions hold."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

API = Path(__file__).resolve().parents[1] / "docs" / "API.md"
BLOCKS = re.findall(r"```python\n(.*?)```", API.read_text(encoding="utf-8"), re.S)


def test_api_page_has_examples() -> None:
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_api_example_runs(index: int, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(BLOCKS[index], f"docs/API.md example {index + 1}", "exec"), {})
