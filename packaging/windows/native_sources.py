"""Print the expert's C library and its sources, as setup.py names them (one place).

``packaging/windows/build.sh`` cross-compiles the solver with mingw-w64 for
the Windows bundle.  It must compile exactly the files the package build
compiles, into the file the game loads, so it reads both from ``setup.py``
rather than keeping a second list: the first call there with a
``sources=`` keyword (an ``Extension``) gives the sources (a list, or any
expression of setup.py's module-level constants, e.g. a comprehension over
``CORE_DIR``) and, from its first argument (the dotted module name), the
library's path: ``sixtysix_qt.ai._sixtysix_core`` ->
``sixtysix_qt/ai/_sixtysix_core.dll``.

Output, exit status 0: the library's path on the first line, then one
source per line, when the sources are a plain C library (loaded through
ctypes).  Exit status 3 and a sentence when they are a CPython extension
(``#include <Python.h>``), which needs the Windows Python headers the
embeddable distribution does not have; 2 when setup.py names no sources.

    python packaging/windows/native_sources.py [ROOT]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PLAIN_C, CPYTHON_EXTENSION, NO_SOURCES = 0, 3, 2


def _constants(tree: ast.Module) -> dict[str, object]:
    """setup.py's module-level ``NAME = <literal>`` assignments."""
    found: dict[str, object] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                try:
                    found[target.id] = ast.literal_eval(node.value)
                except ValueError:
                    pass
    return found


def library(root: Path) -> tuple[str, list[str]]:
    """(the library's path with .dll, its sources) from the first call with ``sources=``."""
    tree = ast.parse((root / "setup.py").read_text(encoding="utf-8"))
    names = _constants(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for keyword in node.keywords:
            if keyword.arg != "sources":
                continue
            code = compile(ast.Expression(keyword.value), "setup.py", "eval")
            files = [str(f) for f in eval(code, {"__builtins__": {}, **names})]  # noqa: S307
            module = ast.literal_eval(node.args[0]) if node.args else "_native"
            return module.replace(".", "/") + ".dll", files
    return "", []


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
    target, files = library(root)
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
    print("\n".join([target, *files]))
    return PLAIN_C


if __name__ == "__main__":
    sys.exit(main(sys.argv))
