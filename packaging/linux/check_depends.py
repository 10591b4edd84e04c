"""Check the .deb's Depends against what the bundle really loads from the system.

    python packaging/linux/check_depends.py BUNDLE_DIR packaging/linux/depends.txt

Runs ``ldd`` on every ELF file of the bundle with ``LD_LIBRARY_PATH`` set to
the bundle's ``_internal`` (as PyInstaller's bootloader does at run time),
keeps the libraries that resolve *outside* the bundle or not at all, and
names their Debian packages (``dpkg -S`` for installed ones; for a library
missing on the build machine, the package name is derived from its soname,
``libxcb-icccm.so.4`` -> ``libxcb-icccm4``).  Every such package must appear
in depends.txt, or be a dependency of a package listed there (``libglx0``
comes with ``libgl1``), else exit 1.  Packages of depends.txt the bundle does
not load from the system (PyInstaller bundled them) are only listed.

Prints the Depends line (comma-separated) on the last line of output with
``--print``, for build_linux.sh to put in DEBIAN/control.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

GLIBC = re.compile(r"^(ld-linux.*|libc|libm|libdl|libpthread|librt|libresolv|libutil)\.so")
LDD_LINE = re.compile(r"^\s*(\S+)\s*=>\s*(not found|\S+)")


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def read_depends(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [ln.strip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]


def package_names(entry: str) -> set[str]:
    """``"libglib2.0-0t64 | libglib2.0-0"`` -> both names, versions dropped."""
    return {alt.split("(")[0].strip() for alt in entry.split("|")}


def soname_to_package(soname: str) -> str:
    stem, _, rest = soname.partition(".so")
    major = rest.lstrip(".").split(".")[0]
    name = stem.lower().replace("_", "-")
    if major:
        name += ("-" if name[-1].isdigit() else "") + major
    return name


def owner_package(path: str) -> str | None:
    for candidate in (os.path.realpath(path), path):
        out = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout:
            return out.stdout.split(":")[0].split(",")[0].strip()
    return None


def system_libraries(bundle: Path) -> dict[str, str | None]:
    """soname -> resolved system path (None: not found) for the whole bundle."""
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal if internal.is_dir() else bundle))
    found: dict[str, str | None] = {}
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file() or not is_elf(path):
            continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in out.stdout.splitlines():
            m = LDD_LINE.match(line)
            if not m:
                continue
            name, where = m.groups()
            if where == "not found":
                found.setdefault(name, None)
            elif not os.path.realpath(where).startswith(str(bundle.resolve()) + os.sep):
                found[name] = where
    return found


def installed_dependencies(packages: set[str], levels: int = 3) -> set[str]:
    """Packages that the installed ``packages`` pull in (a few levels deep)."""
    seen: set[str] = set()
    frontier = set(packages)
    for _ in range(levels):
        out = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Depends}, ${Pre-Depends}\n", *sorted(frontier)],
            capture_output=True,
            text=True,
        )
        names = {
            alt.split("(")[0].split(":")[0].strip()
            for entry in out.stdout.replace("\n", ",").split(",")
            for alt in entry.split("|")
        } - {""}
        frontier = names - seen - packages
        seen |= names
        if not frontier:
            break
    return seen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("depends", type=Path)
    parser.add_argument("--print", action="store_true", help="print the Depends line last")
    args = parser.parse_args(argv)

    entries = read_depends(args.depends)
    declared = set().union(*(package_names(e) for e in entries))
    needed: dict[str, set[str]] = {}
    for soname, where in sorted(system_libraries(args.bundle.resolve()).items()):
        if GLIBC.match(soname):
            pkg = "libc6"
        elif where is None:
            pkg = soname_to_package(soname)
            print(f"check_depends: {soname} is not installed here; assuming package {pkg}")
        else:
            pkg = owner_package(where) or soname_to_package(soname)
        needed.setdefault(pkg, set()).add(soname)

    pulled_in = installed_dependencies(declared)
    missing = {p: libs for p, libs in needed.items() if p not in declared | pulled_in}
    print("check_depends: loaded from the system:", ", ".join(sorted(needed)))
    bundled = sorted(set().union(*(package_names(e) for e in entries)) - set(needed))
    if bundled:
        print("check_depends: declared but bundled or unused:", ", ".join(bundled))
    for pkg, libs in sorted(missing.items()):
        print(
            f"check_depends: ERROR: {pkg} ({', '.join(sorted(libs))}) missing from {args.depends}"
        )
    if args.print:
        print(", ".join(entries))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
