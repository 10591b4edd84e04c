"""Build hook: put the built assets inside the package.

Sources live outside the package (``assets/`` for SVG art, icon, fonts and sounds,
``i18n/`` for Qt Linguist ``.ts`` files).  At build time they are copied
(art, fonts) or compiled (``.ts`` -> ``.qm`` with ``pyside6-lrelease``) into
``sixtysix_qt/resources`` and ``sixtysix_qt/translations`` of the build (with
``i18n/languages.json``, the table of languages), so a
wheel, a normal install and a PyInstaller bundle all carry them.  An editable
install reads the sources directly (see ``sixtysix_qt/resources.py``).
It also compiles the expert's solver (``sixtysix_qt/ai/core/*.c``) into a plain
C shared library, ``sixtysix_qt/ai/_sixtysix_core.so`` (``.dll`` on Windows),
when a C compiler is there; ``sixtysix_qt/ai/native.py`` loads it with ctypes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_PATTERNS = (
    "cards/*.svg",
    "icons/*.svg",
    "icons/*.png",
    "fonts/*.ttf",
    "fonts/LICENSE*",
    "sounds/*.wav",
    "sounds/README.md",
)


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
        table = ROOT / "i18n" / "languages.json"  # the one table of languages
        (target / "translations").mkdir(parents=True, exist_ok=True)
        shutil.copy2(table, target / "translations" / table.name)
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


# The expert's exact solvers in C (sixtysix_qt/ai/core: rules.h the rules, two.c
# two players, three.c three-hand endgames, api.c the call layout), one plain C
# library with no Python API: it builds the same on every OS and for any
# Python, and cross-compiles for Windows (x86_64-w64-mingw32-gcc -O3 -shared
# -o _sixtysix_core.dll sixtysix_qt/ai/core/*.c).  Optional: where no C compiler
# is found the build goes on and sixtysix_qt/ai/native.py falls back to the
# same values in pure Python (slower, same moves).
CORE_DIR = "sixtysix_qt/ai/core"
CORE = Extension(
    "sixtysix_qt.ai._sixtysix_core",
    sources=[f"{CORE_DIR}/{name}.c" for name in ("api", "two", "three")],
    depends=[f"{CORE_DIR}/{name}.h" for name in ("api", "core", "rules")],
    optional=True,
)


class BuildCore(build_ext):
    """Build the core as a plain shared library (no Python headers or libraries)."""

    def get_ext_filename(self, fullname: str) -> str:
        # asked with the full name and with its last part alone (distutils)
        if fullname not in (CORE.name, CORE.name.rsplit(".", 1)[-1]):
            return super().get_ext_filename(fullname)
        suffix = ".dll" if sys.platform == "win32" else ".so"
        return os.path.join(*fullname.split(".")) + suffix

    def build_extension(self, ext: Extension) -> None:
        if ext is not CORE:
            super().build_extension(ext)
            return
        msvc = self.compiler.compiler_type == "msvc"
        flags = ["/O2"] if msvc else ["-O3", "-fvisibility=hidden"]  # -O2 was 3 % slower
        objects = self.compiler.compile(
            ext.sources, output_dir=self.build_temp, extra_postargs=flags, depends=ext.depends
        )
        target = self.get_ext_fullpath(ext.name)
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        # no Python library to link, nor its folder to remember
        self.compiler.set_library_dirs([])
        self.compiler.set_runtime_library_dirs([])
        self.compiler.link_shared_object(objects, target)


setup(cmdclass={"build_py": BuildWithAssets, "build_ext": BuildCore}, ext_modules=[CORE])
