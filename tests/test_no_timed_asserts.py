"""No test asserts a speed: speed and memory targets belong in benchmarks/, run on demand.

A test that asserts ``time.monotonic() - t0 < 2`` fails on a busy machine
(one did under a load average of 2.8) while the code is right.  A test
asserts the behaviour instead (the work counted, the refusal's reason, a
thread that stopped); a wait longer than ``HANG_GUARD`` seconds only guards
against a hang.  This scan fails naming the file and line of any assert
comparing a clock difference (or a name or local function holding one)
with a number below the floor.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
HANG_GUARD = 10.0
"""Seconds: a bound at least this long only catches a hang; a shorter one is a speed target."""
CLOCKS = {"monotonic", "perf_counter", "process_time", "time", "monotonic_ns", "perf_counter_ns"}
_READS_A_CLOCK = re.compile(r"\b(monotonic|perf_counter|process_time|time)(_ns)?\(")
"""A file that never calls a clock needs no parsing."""


def _is_clock(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in CLOCKS


class _Module:
    """What one test module knows: its numeric constants and the names that hold a duration."""

    def __init__(self, tree: ast.Module) -> None:
        self.numbers = {
            t.id: n.value.value
            for n in tree.body
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant)
            for t in n.targets
            if isinstance(t, ast.Name) and isinstance(n.value.value, int | float)
        }
        self.timed: set[str] = set()  # names (variables, local functions) holding a duration
        for _ in range(3):  # a name may hold another: follow a few steps
            for node in ast.walk(tree):
                self._learn(node)

    def _learn(self, node: ast.AST) -> None:
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign) and node.value is not None:
            if self.is_timed(node.value):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                self.timed |= {t.id for t in targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.FunctionDef):
            returns = [n.value for n in ast.walk(node) if isinstance(n, ast.Return) and n.value]
            if any(self.is_timed(r) for r in returns):
                self.timed.add(node.name)

    def is_timed(self, expr: ast.AST) -> bool:
        for node in ast.walk(expr):
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub):
                if any(_is_clock(n) for n in ast.walk(node.left)):
                    return True
            if isinstance(node, ast.Name) and node.id in self.timed:
                return True
        return False

    def number(self, expr: ast.AST) -> float | None:
        if isinstance(expr, ast.Constant) and isinstance(expr.value, int | float):
            return float(expr.value)
        if isinstance(expr, ast.Name) and expr.id in self.numbers:
            return float(self.numbers[expr.id])
        return None


def speed_asserts(path: Path) -> list[str]:
    """``file:line`` of each assert in ``path`` that compares a duration with a short bound."""
    text = path.read_text(encoding="utf-8")
    if not _READS_A_CLOCK.search(text):
        return []
    tree = ast.parse(text)
    module = _Module(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assert):
            continue
        for cmp in (n for n in ast.walk(node.test) if isinstance(n, ast.Compare)):
            sides = [cmp.left, *cmp.comparators]
            bounds = [b for s in sides if (b := module.number(s)) is not None]
            if any(module.is_timed(s) for s in sides) and any(b < HANG_GUARD for b in bounds):
                found.append(f"{path}:{node.lineno}")
                break
    return sorted(found, key=lambda hit: int(hit.rsplit(":", 1)[1]))


def test_no_test_asserts_a_speed() -> None:
    found = [hit for path in sorted(TESTS.rglob("*.py")) for hit in speed_asserts(path)]
    assert found == [], "speed targets belong in benchmarks/: " + ", ".join(found)


def test_the_scan_sees_every_spelling_of_a_timed_assert(tmp_path: Path) -> None:
    bad = tmp_path / "test_bad.py"
    bad.write_text(
        "import time\nfrom time import perf_counter\nQUICK = 2.0\n\n"
        "def _slowest():\n    t0 = time.monotonic()\n    return time.monotonic() - t0\n\n"
        "def test_it(worker):\n"
        "    t0 = time.monotonic()\n"
        "    assert time.monotonic() - t0 < QUICK\n"  # 11
        "    assert not worker.is_alive() and time.monotonic() - t0 < 1.0\n"  # 12
        "    spent = perf_counter() - t0\n"
        "    assert spent <= 5, 'slow'\n"  # 14
        "    assert _slowest() < 2.0\n"  # 15
        "    assert 0.2 > time.process_time() - t0\n"  # 16
        "    assert time.monotonic() - t0 < 30  # a hang guard\n"
        "    assert time.monotonic() < t0 + 60\n"
    )
    lines = [int(hit.rsplit(":", 1)[1]) for hit in speed_asserts(bad)]
    assert lines == [11, 12, 14, 15, 16]
