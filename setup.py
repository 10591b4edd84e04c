"""Build hook: put the built assets inside the package.

Sources live outside the package (``assets/`` for SVG art, icon and fonts,
``i18n/`` for Qt Linguist ``.ts`` files).  At build time they are copied
(art, fonts) or compiled (``.ts`` -> ``.qm`` with ``pyside6-lrelease``) into
``sixtysix_qt/resources`` and ``sixtysix_qt/translations`` of the build, so a
wheel, a normal install and a PyInstaller bundle all carry them.  An editable
install reads the sources directly (see ``sixtysix_qt/resources.py``).
It also compiles the expert's solver (``sixtysix_qt/ai/_native.c``) when a C
compiler is there.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_PATTERNS = ("cards/*.svg", "icons/*.svg", "icons/*.png", "fonts/*.ttf", "fonts/LICENSE*")


def _lrelease() -> list[str] | None:
    """Qt's lrelease: the binary inside the PySide6 package, else ``pyside6-lrelease``.

    The binary sits next to PySide6's ``__init__.py`` (``lrelease`` /
    ``lrelease.exe``) on every OS; the ``pyside6-lrelease`` launcher is only
    on PATH when its environment is activated (not in pip's build
    environment, nor for an embedded Windows Python), hence the order.
    """
    try:
        import PySide6
    except ImportError:
        PySide6 = None
    if PySide6 is not None and PySide6.__file__:
        suffix = ".exe" if sys.platform == "win32" else ""
        binary = Path(PySide6.__file__).parent / f"lrelease{suffix}"
        if binary.is_file():
            return [str(binary)]
    scripts = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        for folder in (scripts, scripts / "Scripts"):
            if (folder / name).is_file():
                return [str(folder / name)]
    exe = shutil.which("pyside6-lrelease")
    return [exe] if exe else None


class BuildWithAssets(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "sixtysix_qt"
        res = target / "resources"
        for pattern in ASSET_PATTERNS:
            for src in (ROOT / "assets").glob(pattern):
                dest = res / src.relative_to(ROOT / "assets")
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, dest)
        ts_files = sorted((ROOT / "i18n").glob("*.ts"))
        tool = _lrelease()
        if ts_files and tool:
            out = target / "translations"
            out.mkdir(parents=True, exist_ok=True)
            for ts in ts_files:
                subprocess.run(
                    [*tool, "-silent", str(ts), "-qm", str(out / (ts.stem + ".qm"))],
                    check=True,
                )


# The expert's exact solvers in C (sixtysix_qt/ai/_native.c: two players;
# _three.c: three-hand endgames), one module.  Optional: where no C compiler
# is found the build goes on and sixtysix_qt/ai/native.py falls back to the
# same values in pure Python (slower, same moves).
NATIVE = Extension(
    "sixtysix_qt.ai._native",
    sources=["sixtysix_qt/ai/_native.c", "sixtysix_qt/ai/_three.c"],
    depends=["sixtysix_qt/ai/_native.h"],
    extra_compile_args=["-O2"] if sys.platform != "win32" else ["/O2"],
    optional=True,
)

setup(cmdclass={"build_py": BuildWithAssets}, ext_modules=[NATIVE])
