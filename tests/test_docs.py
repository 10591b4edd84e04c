"""The examples in docs/API.md run and their assertions hold."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

API = Path(__file__).resolve().parents[1] / "docs" / "API.md"
BLOCKS = re.findall(r"```python\n(.*?)```", API.read_text(encoding="utf-8"), re.S)


def test_api_page_has_examples() -> None:
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize(
    "index",
    # the review example judges a whole deal: slow (the others take milliseconds)
    [
        pytest.param(i, marks=pytest.mark.slow) if "review_deal" in b else i
        for i, b in enumerate(BLOCKS)
    ],
)
def test_api_example_runs(index: int, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(BLOCKS[index], f"docs/API.md example {index + 1}", "exec"), {})


# ---------------------------------------------------------------- docs/RULES.md
DOCS = Path(__file__).resolve().parents[1] / "docs"
PACKAGE = Path(__file__).resolve().parents[1] / "sixtysix_qt"


def _rules_sections() -> set[str]:
    text = (DOCS / "RULES.md").read_text(encoding="utf-8")
    return set(re.findall(r"^## (\d+)\.", text, re.M))


def test_rules_page_names_every_preset_and_option_the_engine_has() -> None:
    from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS

    text = (DOCS / "RULES.md").read_text(encoding="utf-8")
    for name in (*PRESETS, *OPTION_DEFAULTS):
        assert f"`{name}`" in text, name
    assert _rules_sections() == {str(n) for n in range(1, 11)}


def test_rules_citations_in_the_code_point_to_sections_that_exist() -> None:
    sections = _rules_sections()
    cited = []
    for path in PACKAGE.rglob("*.py"):
        for match in re.finditer(
            r"RULES\.md sections? (\d+)(?:\s*(?:-|to|and)\s*(\d+))?", path.read_text()
        ):
            cited.extend((path.name, n) for n in match.groups() if n)
    assert cited, "the code cites the rules page"
    assert [c for c in cited if c[1] not in sections] == []


def option_table(text: str) -> list[tuple[str, ...]]:
    """The rows of the option table of docs/RULES.md as written."""
    found = re.search(
        r"^\| option \| values \| default \| section \|\n\|[-|]+\|\n((?:\|.*\|\n)+)", text, re.M
    )
    assert found, "docs/RULES.md has its option table"
    return [tuple(c.strip() for c in row.strip("|").split("|")) for row in found[1].splitlines()]


def markdown_rows(rows: list[tuple[str, ...]]) -> str:
    return "".join(f"| {' | '.join(row)} |\n" for row in rows)


def test_the_option_table_is_the_engines_declaration() -> None:
    from sixtysix_qt.engine.option_specs import doc_rows

    text = (DOCS / "RULES.md").read_text(encoding="utf-8")
    expected = doc_rows()
    assert option_table(text) == expected, (
        "docs/RULES.md's option table differs from engine/option_specs.py; its rows should be:\n"
        + markdown_rows(expected)
    )
