"""Stage the built package for PyInstaller, and tell its version.

PyInstaller must bundle the *built* package: the build hook in ``setup.py``
copies the card art, icon and fonts into ``sixtysix_qt/resources`` and
compiles ``i18n/*.ts`` into ``sixtysix_qt/translations/*.qm``.  Rather than
repeat that logic here, we let pip build and install the package, without
dependencies, into a private directory (the *stage*)::

    pip install --no-deps --target build/stage .

(run on a temporary copy of the source tree).  The stage then holds ``sixtysix_qt/`` with its data in their built places,
plus ``sixtysix_qt-<version>.dist-info`` (so ``importlib.metadata`` -- and so
``sixtysix_qt.__version__`` -- works inside the frozen app).  The spec file
points PyInstaller at the stage, never at the source tree.

The version printed by ``python packaging/stage.py --version`` is
``sixtysix_qt.__version__`` imported from the stage: the single source of
the version for the spec, Info.plist, the .deb control file and the Inno
Setup script (which gets it as ``/DMyAppVersion``).

Usage::

    python packaging/stage.py [--dest build/stage]      # (re)build the stage
    python packaging/stage.py --version [--dest DIR]    # print the staged version

Set ``SIXTYSIX_NO_BUILD_ISOLATION=1`` to build with the current
environment's setuptools and PySide6 (needs setuptools >= 77) instead of
letting pip fetch them into an isolated build environment.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_STAGE = ROOT / "build" / "stage"
COPY_IGNORE = (
    ".git",
    "build",
    "dist",
    ".venv",
    "venv",
    "__pycache__",
    "*.egg-info",
    ".pytest_cache",
    ".ruff_cache",
    ".hypothesis",
    "node_modules",
    "*.pyc",
)


def stage(dest: Path = DEFAULT_STAGE, root: Path = ROOT) -> Path:
    """Build and install the package into a fresh ``dest``; returns ``dest``."""
    dest = Path(dest).resolve()
    if dest.exists():
        shutil.rmtree(dest)
    with tempfile.TemporaryDirectory(prefix="sixtysix-stage-") as tmp:
        # pip builds in the source tree, and setuptools reuses build/lib there:
        # a module deleted from the sources would live on in the wheel.  Build
        # from a fresh copy of the tree instead (uncommitted edits included).
        src = Path(tmp) / "src"
        shutil.copytree(root, src, ignore=shutil.ignore_patterns(*COPY_IGNORE), symlinks=True)
        cmd = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-compile"]
        cmd += ["--disable-pip-version-check", "--target", str(dest), str(src)]
        if os.environ.get("SIXTYSIX_NO_BUILD_ISOLATION") == "1":
            cmd.insert(4, "--no-build-isolation")
        print("stage:", " ".join(cmd), flush=True)
        subprocess.run(cmd, check=True)
    # pip puts the gui-script launcher in <target>/bin; the bundle has its own.
    shutil.rmtree(dest / "bin", ignore_errors=True)
    shutil.rmtree(dest / "Scripts", ignore_errors=True)
    check_stage(dest)
    return dest


def check_stage(dest: Path) -> None:
    """Fail early, with a clear message, if the stage lacks the built assets."""
    pkg = Path(dest) / "sixtysix_qt"
    problems = []
    if not (pkg / "__init__.py").is_file():
        problems.append("no sixtysix_qt package")
    if not list((pkg / "resources" / "cards").glob("*.svg")):
        problems.append("no card art in sixtysix_qt/resources/cards")
    if not list((pkg / "resources" / "fonts").glob("*.ttf")):
        problems.append("no bundled font in sixtysix_qt/resources/fonts")
    if not (pkg / "resources" / "icons" / "sixtysix.svg").is_file():
        problems.append("no icon in sixtysix_qt/resources/icons")
    if not (pkg / "review" / "puzzles.json").is_file():
        problems.append("no sixtysix_qt/review/puzzles.json (Game > Puzzles)")
    if not (pkg / "review" / "match_equity.json").is_file():
        problems.append("no sixtysix_qt/review/match_equity.json (play and review in a match)")
    if not list(Path(dest).glob("sixtysix_qt-*.dist-info")):
        problems.append("no sixtysix_qt-*.dist-info (package metadata)")
    ts_files = list((ROOT / "i18n").glob("*.ts"))
    qm_files = list((pkg / "translations").glob("*.qm"))
    if ts_files and len(qm_files) < len(ts_files):
        problems.append(f"{len(ts_files)} .ts sources but {len(qm_files)} compiled .qm files")
    if problems:
        raise SystemExit(f"stage {dest} is incomplete: " + "; ".join(problems))


DATA_SKIP_SUFFIXES = (".py", ".pyc", ".pyo")


def package_data(dest: Path = DEFAULT_STAGE) -> list[tuple[str, str]]:
    """Every data file of the staged package as PyInstaller ``(source, dest dir)`` pairs.

    The stage is what the wheel installs, so bundling all its non-Python files
    gives the bundle exactly the wheel's data (card art, fonts, ``.qm``,
    ``puzzles.json``, whatever comes next) without a second list to forget.
    """
    dest = Path(dest)
    pairs = []
    for path in sorted((dest / "sixtysix_qt").rglob("*")):
        if not path.is_file() or path.suffix in DATA_SKIP_SUFFIXES:
            continue
        if "__pycache__" in path.parts:
            continue
        pairs.append((str(path), path.parent.relative_to(dest).as_posix()))
    return pairs


def staged_version(dest: Path = DEFAULT_STAGE) -> str:
    """``sixtysix_qt.__version__`` as the staged (installed) package reports it."""
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import sixtysix_qt; "
        "print(sixtysix_qt.__version__)"
    )
    # -I: ignore PYTHONPATH, the user site and the current directory, so the
    # source tree's sixtysix_qt (version "0.0.0+source") cannot shadow the stage.
    out = subprocess.run(
        [sys.executable, "-I", "-c", code, str(dest)], check=True, capture_output=True, text=True
    )
    version = out.stdout.strip()
    if not version or "source" in version:
        raise SystemExit(f"stage {dest}: no usable version ({version!r})")
    return version


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Stage the built package for PyInstaller.")
    parser.add_argument("--dest", type=Path, default=DEFAULT_STAGE)
    parser.add_argument("--version", action="store_true", help="print the staged version only")
    args = parser.parse_args(argv)
    if not args.version:
        stage(args.dest)
    print(staged_version(args.dest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
