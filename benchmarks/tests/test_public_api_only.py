"""The lab reaches the AI only through its public API (issue 42).

A benchmark may import ``sixtysix_qt.ai`` (what its ``__all__`` exports)
and ``sixtysix_qt.ai.toolkit`` (the building blocks exported on purpose),
the review's judge (``sixtysix_qt.review.judge``: what its ``__all__``
exports, the one door to a review that the product takes too), the engine,
and the UI it measures; never another ``ai`` or ``review`` module, never an
underscore name of the product, and no C file of the lab includes product C.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import sixtysix_qt.ai as ai
from sixtysix_qt.ai import toolkit
from sixtysix_qt.review import judge

LAB = Path(__file__).resolve().parents[1]
PUBLIC_AI = {"sixtysix_qt.ai", "sixtysix_qt.ai.toolkit"}
JUDGE = "sixtysix_qt.review.judge"


def _imports(path: Path) -> list[tuple[str, str | None]]:
    """(module, name) of every import in a file; name None for ``import module``."""
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, None) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found += [(node.module, alias.name) for alias in node.names]
    return found


def _breaches(path: Path) -> list[str]:
    out = []
    for module, name in _imports(path):
        if not module.startswith("sixtysix_qt"):
            continue
        parts = module.split(".") + ([name] if name else [])
        if any(p.startswith("_") for p in parts):
            out.append(f"{module} {name}: a private name")
        elif module.startswith("sixtysix_qt.ai") and module not in PUBLIC_AI:
            out.append(f"{module}: not the public AI API")
        elif module == "sixtysix_qt.ai" and name and name not in ai.__all__:
            out.append(f"sixtysix_qt.ai {name}: not exported")
        elif module == "sixtysix_qt.ai.toolkit" and name not in toolkit.__all__:
            out.append(f"sixtysix_qt.ai.toolkit {name}: not exported")
        elif module.startswith("sixtysix_qt.review") and module not in (
            JUDGE,
            "sixtysix_qt.review",
        ):
            out.append(f"{module}: not the review's judge")
        elif module == "sixtysix_qt.review" and name != "judge":
            out.append(f"sixtysix_qt.review {name}: not the review's judge")
        elif module == JUDGE and name not in judge.__all__:
            out.append(f"{JUDGE} {name}: not exported")
    return out


def test_no_benchmark_imports_private_ai_code():
    files = [p for p in LAB.rglob("*.py")]
    assert len(files) > 20
    breaches = {str(p.relative_to(LAB)): b for p in files if (b := _breaches(p))}
    assert breaches == {}


def test_no_lab_c_file_includes_product_code():
    for path in LAB.rglob("*.c"):
        includes = re.findall(r'#include\s+"([^"]+)"', path.read_text(encoding="utf-8"))
        assert not [i for i in includes if "sixtysix_qt" in i or "_native" in i], path


def test_the_check_sees_a_private_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from sixtysix_qt.ai.search import plan_choice\nfrom sixtysix_qt.ai import native\n"
        "from sixtysix_qt.review.accuracy import split\n"
        "from sixtysix_qt.review.judge import _Luck\n"
        "from sixtysix_qt.review.judge import review_deal\n"
    )
    assert len(_breaches(bad)) == 4
