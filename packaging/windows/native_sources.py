"""Print the C sources of the expert's solver, as setup.py names them (one place).

``packaging/windows/build.sh`` cross-compiles the solver with mingw-w64 for
the Windows bundle.  It must compile exactly the files the package build
compiles, so it reads them from ``setup.py`` rather than keeping a second
list: the first ``sources=[...]`` list of string literals in a call there
(today the ``Extension`` of ``sixtysix_qt.ai._native``).

Exit status: 0 and one path per line when the sources are a plain C library
(loadable through ctypes); 3 and a sentence when they are a CPython
extension (``#include <Python.h>``), which needs the Windows Python headers
the embeddable distribution does not have; 2 when setup.py names no sources.

    python packaging/windows/native_sources.py [ROOT]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PLAIN_C, CPYTHON_EXTENSION, NO_SOURCES = 0, 3, 2


def sources(root: Path) -> list[str]:
    """The ``sources=[...]`` of the first call in setup.py that has one."""
    tree = ast.parse((root / "setup.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for keyword in node.keywords:
            if keyword.arg == "sources" and isinstance(keyword.value, (ast.List, ast.Tuple)):
                return [ast.literal_eval(item) for item in keyword.value.elts]
    return []


def uses_python_headers(root: Path, files: list[str]) -> list[str]:
    """The sources (and the headers next to them) that include Python.h."""
    seen = []
    folders = {(root / f).parent for f in files}
    candidates = [root / f for f in files] + [h for d in folders for h in sorted(d.glob("*.h"))]
    for path in candidates:
        if "Python.h" in path.read_text(encoding="utf-8", errors="replace"):
            seen.append(path.relative_to(root).as_posix())
    return seen


def main(argv: list[str]) -> int:
    root = Path(argv[1] if len(argv) > 1 else Path(__file__).resolve().parents[2])
    files = sources(root)
    if not files:
        print("setup.py names no C sources (no sources=[...])", file=sys.stderr)
        return NO_SOURCES
    python_h = uses_python_headers(root, files)
    if python_h:
        print(
            f"{', '.join(python_h)} include Python.h: a CPython extension, which needs the "
            "Windows Python headers and import library (the embeddable Python has neither)",
            file=sys.stderr,
        )
        return CPYTHON_EXTENSION
    print("\n".join(files))
    return PLAIN_C


if __name__ == "__main__":
    sys.exit(main(sys.argv))
