"""The arrows between the parts point one way (docs/ARCHITECTURE.md).

Every import of every module is read from its syntax tree, those inside
functions included, and resolved to the part of ``sixtysix_qt`` it names.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "sixtysix_qt"

#: part -> the only parts of ours it may import (new modules are outside by default)
ALLOWED = {"engine": {"engine"}, "ai": {"ai", "engine"}}
THIRD_PARTY_FORBIDDEN = {"engine": {"PySide6"}, "ai": {"PySide6"}}


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, root: Path = PACKAGE) -> set[str]:
    """Absolute names of everything ``path`` (a module under ``root``) imports."""
    name = _module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            out.add(module)
            out.update(f"{module}.{alias.name}" for alias in node.names)
    return out


def part_of(module: str) -> str | None:
    """``engine``, ``ai``, ``ui``, ``storage``... for a module of ours, else None."""
    parts = module.split(".")
    if parts[0] != "sixtysix_qt" or len(parts) < 2:
        return None
    return parts[1]


def violations(part: str, root: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted((root / part).rglob("*.py")):
        for module in sorted(imported_modules(path, root)):
            target = part_of(module)
            top = module.split(".")[0]
            forbidden = target is not None and target not in ALLOWED[part]
            if forbidden or top in THIRD_PARTY_FORBIDDEN[part]:
                found.append(f"{path.relative_to(root.parent)} imports {module}")
    return found


@pytest.mark.parametrize("part", sorted(ALLOWED))
def test_part_imports_only_what_it_may(part):
    assert violations(part) == []


def test_the_checker_sees_relative_and_function_level_imports(tmp_path):
    fake = tmp_path / "sixtysix_qt"
    (fake / "engine").mkdir(parents=True)
    (fake / "engine" / "bad.py").write_text(
        "from ..ai import make_player\n"
        "def f():\n    from sixtysix_qt.storage import SaveStore\n    import PySide6.QtCore\n"
    )
    (fake / "engine" / "good.py").write_text("from .cards import code\nimport json\n")
    found = violations("engine", fake)
    assert not any("good.py" in v for v in found)
    assert any("sixtysix_qt.ai" in v for v in found)
    assert any("sixtysix_qt.storage" in v for v in found)
    assert any("PySide6" in v for v in found)
