"""No function of the game runs over 80 lines (architecture review 4, section 3).

A function that long builds a whole table of words or a whole window in one
breath; split into named parts (a group of options, a menu, a ``_build_*``
step) it reads as what it does.  Every module under ``sixtysix_qt/`` is read
from its syntax tree, and
every function and method is counted from its ``def`` line to its last line,
nested ones included.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "sixtysix_qt"
LIMIT = 80

Function = ast.FunctionDef | ast.AsyncFunctionDef


def functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, Function]]:
    """Every function under ``tree`` with its qualified name (``Class.method``, ``outer.inner``)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = prefix + node.name
            if not isinstance(node, ast.ClassDef):
                yield name, node
            yield from functions(node, name + ".")
        else:
            yield from functions(node, prefix)


def length(node: Function) -> int:
    """Lines from the ``def`` to the function's last line (decorators not counted)."""
    assert node.end_lineno is not None
    return node.end_lineno - node.lineno + 1


@cache
def long_functions() -> dict[tuple[str, str], str]:
    """(module, name) -> "module:line name (n lines)" for each function over ``LIMIT``."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), module)
        for name, node in functions(tree):
            if length(node) > LIMIT:
                found[module, name] = f"{module}:{node.lineno} {name} ({length(node)} lines)"
    return found


@pytest.mark.slow  # reads every module: about half a second
def test_no_function_is_over_the_limit() -> None:
    over = list(long_functions().values())
    assert not over, f"functions over {LIMIT} lines, split them:\n" + "\n".join(over)


def test_the_count_runs_from_def_to_last_line_nested_ones_included() -> None:
    source = "class A:\n    @staticmethod\n    def f():\n        def g():\n            pass\n        x = 1\n"
    counted = {name: length(node) for name, node in functions(ast.parse(source))}
    assert counted == {"A.f": 4, "A.f.g": 2}
