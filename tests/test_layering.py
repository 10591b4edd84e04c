"""The arrows between the parts point one way (docs/ARCHITECTURE.md, "What may import what").

Every import of every module of the game, the developer tools, the
benchmarks and the packaging scripts is read from its syntax tree (those
inside functions and under ``TYPE_CHECKING`` included) and resolved to the
part it names.  A part may import only the parts ``ALLOWED`` lists for it,
and only the parts in ``QT`` may import PySide6.  No two modules import
each other, directly or round a longer circle, counting those same imports
(a lazy import inside a function and an import for annotations are arrows of
the design as much as any).  There is no list of exceptions: a wrong arrow
is moved, or the table here and the page change together.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "sixtysix_qt"
#: folders of the checkout whose modules are checked (each a part of its own)
OUTSIDE = ("tools", "benchmarks", "packaging")
#: the rooms of ``ui``, each a part of its own; nothing lies loose in ``ui/`` but its ``__init__``
UI_ROOMS = (
    *("shell", "dialogs", "onboarding", "system", "settings"),
    *("play", "table", "words", "look", "sound", "review"),
)

#: part -> the other parts it may import (a part may always import itself)
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "ai": {"engine"},
    "userfiles": set(),
    "rating": set(),
    "data_folder": set(),
    "storage": {"data_folder", "userfiles", "engine", "rating"},
    "review": {"ai", "engine", "storage", "userfiles", "data_folder"},
    "resources": set(),
    "cli": {"ai", "engine"},
    "package": set(),  # sixtysix_qt/__init__.py: the version only
    "main": {"ui.shell"},  # python -m sixtysix_qt
    "ui.words": {"engine", "resources"},
    "ui.table": {"ui.words", "engine", "resources"},
    "ui.sound": {"resources"},  # plays files; knows no game, no table, no Qt
    "ui.play": {"engine", "ai", "review", "storage"},
    "ui.onboarding": {"ui.table", "ui.play", "ui.system", "ui.words", "engine"},
    "ui.system": {
        *("ui.table", "ui.words", "storage", "userfiles", "review", "resources", "data_folder"),
    },
    "ui.look": set(),  # the palette and style sheet: Qt alone
    "ui.review": {
        *("ui.table", "ui.play", "ui.system", "ui.words", "ui.look", "ui.settings"),
        *("engine", "review"),
    },
    "ui.settings": {"ui.play", "ui.table", "ui.words", "engine", "data_folder"},
    "ui.dialogs": {
        *("ui.table", "ui.play", "ui.system", "ui.words", "ui.look", "ui.settings"),
        *("engine", "storage", "rating", "package"),
    },
    "ui.shell": {
        *(f"ui.{room}" for room in UI_ROOMS),
        *("engine", "ai", "storage", "resources"),
    },
    "ui": set(),  # ui/__init__.py: nothing
    "tools": {*(f"ui.{room}" for room in UI_ROOMS), "engine", "ai", "review"},
    "benchmarks": {"engine", "ai", "review", "ui.shell", "ui.play", "ui.system", "storage", "cli"},
    "packaging": {"ui.shell", "ui.system", "ui.table"},  # the pipe under Wine; the card art
}
#: the parts that may import PySide6: the Qt program, and the scripts around it that drive it
QT = {
    *(f"ui.{room}" for room in UI_ROOMS if room != "sound"),
    *("tools", "benchmarks", "packaging"),
}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _exists(module: str, root: Path) -> bool:
    base = root.joinpath(*module.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def imported_modules(path: Path, root: Path = ROOT) -> set[str]:
    """Absolute names of everything ``path`` (a module under ``root``) imports.

    ``from package import name`` counts as an import of ``package.name`` when
    that is a module of the tree, else of ``package``.
    """
    name = module_name(path, root)
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
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                out.add(sub if _exists(sub, root) else module)
    return out


def part_of(module: str) -> str | None:
    """The part a module of ours belongs to (``engine``, ``ui.table``, ``tools`` ...), else None."""
    parts = module.split(".")
    if parts[0] in OUTSIDE:
        return parts[0]
    if parts[0] != PACKAGE:
        return None
    if len(parts) == 1:
        return "package"
    if parts[1] == "__main__":
        return "main"
    if parts[1] == "ui":
        return f"ui.{parts[2]}" if len(parts) > 2 and parts[2] in UI_ROOMS else "ui"
    return parts[1]


def modules(root: Path = ROOT) -> list[Path]:
    """Every module that is checked: the package, and the folders of ``OUTSIDE``."""
    found = []
    for top in (PACKAGE, *OUTSIDE):
        found += sorted((root / top).rglob("*.py"))
    return found


def violations(root: Path = ROOT) -> list[str]:
    """Every import that is not in the table, one sentence each."""
    found = []
    for path in modules(root):
        part = part_of(module_name(path, root))
        allowed = ALLOWED[part] | {part}
        for module in sorted(imported_modules(path, root)):
            target = part_of(module)
            where = path.relative_to(root)
            if target is not None and target not in allowed:
                found.append(f"{where} ({part}) imports {module} ({target})")
            if module.split(".")[0] == "PySide6" and part not in QT:
                found.append(f"{where} ({part}) imports {module}: Qt lives under ui/")
    return found


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each checked module -> the checked modules it imports."""
    paths = {module_name(p, root): p for p in modules(root)}
    return {name: imported_modules(path, root) & paths.keys() for name, path in paths.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle of imports for each group of modules that reach each other
    (Tarjan's strongly connected components), as a path back to its start."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group, member = set(), None
                    while member != node:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.add(member)
                    if len(group) > 1 or node in graph[node]:
                        found.append(_circle_through(node, group, graph))
            elif target not in index:
                index[target] = low[target] = len(index)
                stack.append(target)
                on_stack.add(target)
                work.append((target, iter(sorted(graph[target]))))
            elif target in on_stack:
                low[node] = min(low[node], index[target])
    return found


def _circle_through(start: str, group: set[str], graph: dict[str, set[str]]) -> list[str]:
    """The shortest way from ``start`` back to itself inside ``group``."""
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for target in sorted(graph[node] & group):
                if target == start:
                    return [*paths[node], start]
                if target not in paths:
                    paths[target] = [*paths[node], target]
                    nxt.append(target)
        frontier = nxt
    raise AssertionError(f"{start} is in no circle of {sorted(group)}")


@pytest.mark.slow
def test_every_import_of_ours_names_a_module_that_exists():
    """A relative import left behind by a move (``from .words`` in ``ui/system``) fails here,
    not on a real screen only, in a branch the offscreen tests never take."""
    missing = []
    for path in modules():
        for module in imported_modules(path):
            if module.split(".")[0] in (PACKAGE, *OUTSIDE) and not _exists(module, ROOT):
                missing.append(f"{path.relative_to(ROOT)} imports {module}: no such module")
    assert missing == []


def test_every_module_belongs_to_a_part_of_the_table():
    unknown = {part_of(module_name(p)) for p in modules()} - set(ALLOWED)
    assert unknown == set(), f"add these parts to ALLOWED and to docs/ARCHITECTURE.md: {unknown}"


@pytest.mark.slow
def test_parts_import_only_what_they_may():
    assert violations() == []


@pytest.mark.slow
def test_no_modules_import_each_other():
    """A circle, even through a lazy import or one for annotations only, is a design to
    untangle: the shared piece moves to the lower module (a Protocol there, if need be)."""
    assert [" -> ".join(c) for c in circles(import_graph())] == []


def test_the_engine_and_the_ai_need_nothing_else():
    assert ALLOWED["engine"] == set()
    assert ALLOWED["ai"] == {"engine"}
    assert not QT & {"engine", "ai", "review", "storage", "rating", "userfiles", "cli", "resources"}


@pytest.mark.slow
def test_the_coach_is_one_wing():
    """The review's windows reach the judge through ``review/`` alone (its labels, types and
    one door, ``review.judge.review_deal``), and the AI knows nothing of the review: a label
    change is one judge module and one texts file."""
    wing = sorted((ROOT / PACKAGE / "ui" / "review").glob("*.py"))
    assert len(wing) > 8
    ui_to_ai = {
        f"{p.name} imports {m}" for p in wing for m in imported_modules(p) if part_of(m) == "ai"
    }
    assert ui_to_ai == set()
    ai = sorted((ROOT / PACKAGE / "ai").rglob("*.py"))
    ai_to_review = {
        f"{p.name} imports {m}" for p in ai for m in imported_modules(p) if part_of(m) == "review"
    }
    assert ai_to_review == set()
    assert "ai" not in ALLOWED["ui.review"] and "review" not in ALLOWED["ai"]


def test_the_table_knows_no_game_behind_it():
    """The table layer talks to a ``GamePort``; it never imports the play layer or the shell."""
    assert not ALLOWED["ui.table"] & {"ui.play", "ui.shell", "ui.onboarding", "ui.dialogs"}


def test_nothing_lies_loose_in_ui():
    """Every module of the Qt program lives in a room; the application and the window that
    wires the rooms together is the shell (``ui/shell/``), one room like the rest."""
    loose = [p.name for p in (ROOT / PACKAGE / "ui").glob("*.py") if p.name != "__init__.py"]
    assert loose == []


def test_the_rooms_of_ui_stand_on_floors():
    """No two rooms may import each other, even through different modules: the table of
    arrows is a ladder (the shell at the top), so the drawing has no arrow running back up."""
    rooms = {part for part in ALLOWED if part.startswith("ui.")}
    both = sorted(
        f"{a} <-> {b}" for a in rooms for b in ALLOWED[a] & rooms if b != a and a in ALLOWED[b]
    )
    assert both == []
    assert ALLOWED["ui.shell"] >= rooms - {"ui.shell"}
    assert not any("ui.shell" in ALLOWED[room] for room in rooms - {"ui.shell"})


def test_the_ai_child_imports_no_qt_widgets():
    """The spawned AI child imports ``ui.play.ai_process``, so these modules and nothing heavier.

    The package faces on the way run too, and none of them may touch Qt.
    """
    chain = {
        "ui/__init__.py": set(),
        "ui/play/__init__.py": set(),
        "ui/play/ai_process.py": {"ai", "ui.play"},
        "ui/play/parent_watch.py": set(),
    }
    for rel, parts in chain.items():
        imported = imported_modules(ROOT / PACKAGE / rel)
        qt = {m for m in imported if m.split(".")[0] == "PySide6"}
        assert not qt, rel
        assert {part_of(m) for m in imported} - {None} <= parts, rel


def _fake_tree(tmp_path: Path) -> Path:
    for rel, text in {
        "sixtysix_qt/__init__.py": "",
        "sixtysix_qt/engine/__init__.py": "",
        "sixtysix_qt/engine/cards.py": "",
        "sixtysix_qt/engine/bad.py": (
            "from ..ai import make_player\n"
            "def f():\n    from sixtysix_qt.storage import SaveStore\n    import PySide6.QtCore\n"
        ),
        "sixtysix_qt/engine/good.py": "from .cards import code\nimport json\n",
        "sixtysix_qt/ai/__init__.py": "",
        "sixtysix_qt/storage.py": "",
        "sixtysix_qt/ui/__init__.py": "",
        "sixtysix_qt/ui/play/__init__.py": "",
        "sixtysix_qt/ui/play/controller.py": "",
        "sixtysix_qt/ui/table/__init__.py": "",
        "sixtysix_qt/ui/table/view.py": "from ..play.controller import GameController\n",
        "sixtysix_qt/ui/table/port.py": "from ..play import controller\n",
        "sixtysix_qt/review/__init__.py": "",
        "sixtysix_qt/review/shots.py": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from PySide6.QtGui import QImage\n"
        ),
        "tools/__init__.py": "",
        "tools/shots.py": "from sixtysix_qt.ui.table import view\nimport PySide6\n",
    }.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    return tmp_path


def test_the_checker_fails_on_a_wrong_arrow(tmp_path):
    found = violations(_fake_tree(tmp_path))
    assert not any("good.py" in v or "tools" in v for v in found)
    assert any("bad.py" in v and "sixtysix_qt.ai" in v for v in found)
    assert any("bad.py" in v and "sixtysix_qt.storage" in v for v in found)  # inside a function
    assert any("bad.py" in v and "PySide6" in v for v in found)
    assert any("view.py" in v and "(ui.play)" in v for v in found)  # the table climbing to play
    assert any("port.py" in v and "(ui.play)" in v for v in found)  # from package import module
    assert any("shots.py" in v and "Qt lives under ui/" in v for v in found)  # under TYPE_CHECKING


def test_the_checker_finds_every_circle(tmp_path):
    """Direct, lazy (inside a function), for annotations only, and round three modules."""
    for rel, text in {
        "sixtysix_qt/__init__.py": "",
        "sixtysix_qt/ai/__init__.py": "",
        "sixtysix_qt/ai/native.py": "def f():\n    from .rollouts import rollout_value\n",
        "sixtysix_qt/ai/rollouts.py": "from . import native\n",
        "sixtysix_qt/engine/__init__.py": "",
        "sixtysix_qt/engine/scoring.py": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .state import S\n"
        ),
        "sixtysix_qt/engine/state.py": "from .scoring import Result\n",
        "sixtysix_qt/engine/a.py": "from .b import x\n",
        "sixtysix_qt/engine/b.py": "from .c import x\n",
        "sixtysix_qt/engine/c.py": "from .a import x\nfrom .cards import y\n",
        "sixtysix_qt/engine/cards.py": "from .moves import m\n",
        "sixtysix_qt/engine/moves.py": "import json\n",
    }.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    found = circles(import_graph(tmp_path))
    assert sorted(found) == [
        ["sixtysix_qt.ai.native", "sixtysix_qt.ai.rollouts", "sixtysix_qt.ai.native"],
        [
            "sixtysix_qt.engine.a",
            "sixtysix_qt.engine.b",
            "sixtysix_qt.engine.c",
            "sixtysix_qt.engine.a",
        ],
        ["sixtysix_qt.engine.scoring", "sixtysix_qt.engine.state", "sixtysix_qt.engine.scoring"],
    ]
