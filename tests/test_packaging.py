"""Cheap checks of the installer sources in packaging/ (no PyInstaller build).

The full build and the smoke test of a built bundle are
``packaging/build_linux.sh`` and ``packaging/smoke_test.sh BUNDLE_DIR``;
they take minutes and are kept out of the unit tests.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "packaging"
SPEC = PKG / "sixtysix.spec"
TABLE_CODES = tuple(
    row["code"]
    for row in json.loads((ROOT / "i18n" / "languages.json").read_text(encoding="utf-8"))[
        "languages"
    ]
)
"""The game's languages, from the one table (i18n/languages.json)."""
DESKTOP = PKG / "linux" / "sixtysix.desktop"
METAINFO = PKG / "linux" / "io.github.sixtysix.metainfo.xml"
NSI = PKG / "windows" / "installer.nsi"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SCRIPTS = [
    PKG / "build_linux.sh",
    PKG / "smoke_test.sh",
    PKG / "windows" / "build.sh",
    PKG / "windows" / "smoke.sh",
    PKG / "macos" / "make_dmg.sh",
    PKG / "linux" / "postinst",
    PKG / "linux" / "postrm",
    PKG / "linux" / "sixtysix.sh",
    PKG / "linux" / "deb_roundtrip.sh",
]
LOCALISED_NAMES = {  # the table's game_name; bg adds the number players also call it by
    row["code"]: row["game_name"] + (" (66)" if row["code"] == "bg" else "")
    for row in json.loads((ROOT / "i18n" / "languages.json").read_text(encoding="utf-8"))[
        "languages"
    ]
    if row["code"] != "en"
}


def load_module(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem + "_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]
    return re.search(r'^version\s*=\s*"([^"]+)"', project, re.M).group(1)


def spec_assignments() -> dict[str, object]:
    """Top-level ``NAME = <literal>`` assignments of the spec file."""
    values = {}
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                try:
                    values[target.id] = ast.literal_eval(node.value)
                except ValueError:
                    pass
    return values


# ---------------------------------------------------------------- spec


def test_spec_parses_and_names_the_entry_script():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= calls
    text = SPEC.read_text(encoding="utf-8")
    assert 'ENTRY_SCRIPT = str(SPEC_DIR / "sixtysix_main.py")' in text
    assert "[ENTRY_SCRIPT]" in text
    entry = (PKG / "sixtysix_main.py").read_text(encoding="utf-8")
    ast.parse(entry)
    # the same callable as the wheel's gui-script
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'sixtysix = "sixtysix_qt.ui.shell.app:main"' in pyproject
    assert "from sixtysix_qt.ui.shell.app import main" in entry


def test_spec_is_one_folder_windowed_and_stripped_on_linux():
    text = SPEC.read_text(encoding="utf-8")
    assert "exclude_binaries=True" in text  # one-folder: binaries go to COLLECT
    assert "console=False" in text
    assert text.count("strip=IS_LINUX") == 2
    assert "upx=False" in text


def test_spec_keeps_the_needed_qt_and_drops_the_rest():
    values = spec_assignments()
    keep = values["KEEP_QT_MODULES"]
    excluded = set(values["EXCLUDED_QT_MODULES"])
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= keep
    assert not keep & excluded
    assert {"QtNetwork", "QtQml", "QtQuick", "QtPdf", "QtOpenGL"} <= excluded
    plugins = values["KEEP_PLUGINS"]
    assert {"qxcb", "qoffscreen", "qwayland", "qwindows", "qcocoa"} <= plugins["platforms"]
    assert plugins["imageformats"] == {"qsvg"}
    assert plugins["iconengines"] == {"qsvgicon"}
    assert "platformthemes" not in plugins


def spec_trim_filter():
    """The spec's ``_keep`` (Qt trimming), run on its own without PyInstaller."""
    text = SPEC.read_text(encoding="utf-8")
    start = text.index("# " + "-" * 61 + " trim Qt")
    end = text.index("def _prune_orphans")
    namespace = {"re": re, "GAME_LANGUAGES": TABLE_CODES}
    exec(compile(text[start:end], str(SPEC), "exec"), namespace)
    return namespace["_keep"]


KEPT_FILES = [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Gui.so.6",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/Qt/lib/libQt6DBus.so.6",
    "PySide6/Qt/lib/libQt6XcbQpa.so.6",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6",
    "PySide6/Qt/translations/qtbase_bg.qm",
    "PySide6/Qt/translations/qt_sl.qm",
    "libxcb-cursor.so.0",
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    "PySide6\\Qt6Widgets.dll",
    "PySide6\\translations\\qtbase_uk.qm",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "PySide6/Qt/lib/QtDBus.framework/Versions/A/QtDBus",
    "sixtysix_qt/resources/cards/standard.svg",
]
DROPPED_FILES = [
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt/lib/libQt6Qml.so.6",
    "PySide6/Qt/lib/libQt6QuickControls2.so.6",
    "PySide6/Qt/lib/libQt6OpenGL.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/translations/qtdeclarative_bg.qm",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt/translations/assistant_uk.qm",
    "PySide6\\plugins\\platforms\\qdirect2d.dll",
    "PySide6\\Qt6Network.dll",
    "PySide6\\opengl32sw.dll",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
    "PySide6/Qt/lib/QtQuick.framework/Resources/Info.plist",
]


@pytest.mark.parametrize("dest", KEPT_FILES)
def test_spec_trimming_keeps(dest):
    assert spec_trim_filter()((dest, "/src", "BINARY"))


@pytest.mark.parametrize("dest", DROPPED_FILES)
def test_spec_trimming_drops(dest):
    assert not spec_trim_filter()((dest, "/src", "BINARY"))


def test_game_imports_no_excluded_qt_module():
    excluded = set(spec_assignments()["EXCLUDED_QT_MODULES"])
    used = set()
    for py in (ROOT / "sixtysix_qt").rglob("*.py"):
        text = py.read_text(encoding="utf-8", errors="replace")
        used.update(re.findall(r"PySide6\.(Qt\w+)", text))
        for names in re.findall(r"from\s+PySide6\s+import\s+\(?([\w\s,]+)\)?", text):
            used.update(n.strip() for n in names.split(",") if n.strip().startswith("Qt"))
    assert not used & excluded, f"the bundle would lack {sorted(used & excluded)}"


def test_spec_collects_built_assets_and_metadata():
    text = SPEC.read_text(encoding="utf-8")
    for needle in (
        "DATAS = staging.package_data(STAGE)",
        "sixtysix_qt-*.dist-info",
        "staging.stage(",
        "make_icons.make_icons(",
    ):
        assert needle in text


# ------------------------------------------- data files the game opens at run time

SOURCE_PKG = ROOT / "sixtysix_qt"
BUILT_DIRS = ("resources", "translations")  # made by the setup.py build hook, git-ignored


def pyproject_package_data() -> list[str]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    table = text.split("[tool.setuptools.package-data]", 1)[1].split("\n[", 1)[0]
    return ast.literal_eval(re.search(r"^sixtysix_qt\s*=\s*(\[.*?\])", table, re.M | re.S)[1])


def wheel_data(root: Path) -> set[Path]:
    """The files under ``root`` that pyproject's package-data puts in the wheel."""
    return {p for pattern in pyproject_package_data() for p in root.glob(pattern) if p.is_file()}


#: code, not data: Python, and the compiled core's C sources, headers and built library
CODE_SUFFIXES = (".py", ".pyc", ".c", ".h", ".so", ".pyd", ".dll")


def source_data_files() -> list[Path]:
    """Non-code files kept in the package sources (not made by the build hook)."""
    return [
        p
        for p in SOURCE_PKG.rglob("*")
        if p.is_file()
        and p.suffix not in CODE_SUFFIXES
        and "__pycache__" not in p.parts
        and p.relative_to(SOURCE_PKG).parts[0] not in BUILT_DIRS
    ]


def test_every_data_file_in_the_package_sources_goes_into_the_wheel():
    files = source_data_files()
    assert SOURCE_PKG / "review" / "puzzles.json" in files
    missing = sorted(str(p.relative_to(ROOT)) for p in set(files) - wheel_data(SOURCE_PKG))
    assert not missing, f"add to [tool.setuptools.package-data] in pyproject.toml: {missing}"


def test_data_files_named_beside_modules_exist_and_ship():
    """``Path(__file__).with_name("x.json")`` and the like: each must exist and be packaged."""
    named = set()
    for py in SOURCE_PKG.rglob("*.py"):
        for name in re.findall(r'with_name\(\s*"([^"]+)"\s*\)', py.read_text(encoding="utf-8")):
            if not name.endswith(".py"):
                named.add(py.parent / name)
    assert SOURCE_PKG / "review" / "puzzles.json" in named
    for path in named:
        assert path.is_file(), f"{path.relative_to(ROOT)} is opened at run time but missing"
    assert named <= wheel_data(SOURCE_PKG)


def test_every_resource_the_code_names_is_built_into_the_package():
    """``resource_path("cards/x.svg")`` etc.: the file is in assets/ and setup.py copies it."""
    tree = ast.parse(  # parsed, not imported: importing setup.py would run setup()
        (ROOT / "setup.py").read_text(encoding="utf-8")
    )
    patterns = next(
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ASSET_PATTERNS"
    )
    copied = {p for pattern in patterns for p in (ROOT / "assets").glob(pattern)}
    literal = re.compile(r'"((?:cards|fonts|icons)/[\w.-]+\.(?:svg|ttf|png))"')
    named = {
        name
        for py in SOURCE_PKG.rglob("*.py")
        for name in literal.findall(py.read_text(encoding="utf-8"))
    }
    assert {"cards/standard.svg", "fonts/DejaVuSans.ttf", "icons/sixtysix.svg"} <= named
    for name in sorted(named):
        assert ROOT / "assets" / name in copied, f"assets/{name} is not built into the package"
    assert "resources/**/*" in pyproject_package_data()
    assert "translations/*.qm" in pyproject_package_data()


def test_the_table_of_languages_ships_in_the_package(tmp_path):
    """i18n/languages.json goes into the built package's translations/ (setup.py), the wheel
    carries it (package-data, hence the bundle: stage.package_data), the game reads the
    built copy first, and the spec takes its language list from the same table."""
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    assert '"languages.json"' in setup and 'target / "translations" / table.name' in setup
    built = tmp_path / "sixtysix_qt" / "translations" / "languages.json"
    built.parent.mkdir(parents=True)
    built.write_text("{}", encoding="utf-8")
    assert built in wheel_data(tmp_path / "sixtysix_qt")
    from sixtysix_qt import resources

    assert resources.languages_path().name == "languages.json"
    assert resources.languages_path().is_file()
    spec = SPEC.read_text(encoding="utf-8")
    assert '"languages.json"' in spec and "GAME_LANGUAGES" not in spec_assignments()


def test_every_package_directory_is_a_regular_package():
    """packages.find skips a directory without __init__.py: its modules would miss the wheel."""
    for py in SOURCE_PKG.rglob("*.py"):
        if "__pycache__" in py.parts:
            continue
        for folder in py.relative_to(SOURCE_PKG).parents:
            init = SOURCE_PKG / folder / "__init__.py"
            assert init.is_file(), f"{init.relative_to(ROOT)} is missing"


@pytest.mark.parametrize(
    "module",
    sorted(
        set(
            re.findall(
                r"python -m (sixtysix_qt[\w.]*)",
                (ROOT / "README.md").read_text(encoding="utf-8"),
            )
        )
    ),
)
def test_modules_the_readme_runs_exist_and_run_as_main(module):
    path = SOURCE_PKG.parent / Path(*module.split("."))
    script = path / "__main__.py" if path.is_dir() else path.with_suffix(".py")
    assert script.is_file(), f"README runs python -m {module}, but there is no {script}"
    text = script.read_text(encoding="utf-8")
    assert script.name == "__main__.py" or 'if __name__ == "__main__":' in text


def test_stage_data_is_every_non_python_file(tmp_path):
    staging = load_module(PKG / "stage.py")
    pkg = tmp_path / "sixtysix_qt"
    for rel in (
        "__init__.py",
        "review/puzzles.json",
        "review/puzzles.py",
        "resources/cards/standard.svg",
        "translations/sixtysix_bg.qm",
        "__pycache__/x.pyc",
    ):
        (pkg / rel).parent.mkdir(parents=True, exist_ok=True)
        (pkg / rel).write_bytes(b"x")
    assert staging.package_data(tmp_path) == [
        (str(pkg / "resources" / "cards" / "standard.svg"), "sixtysix_qt/resources/cards"),
        (str(pkg / "review" / "puzzles.json"), "sixtysix_qt/review"),
        (str(pkg / "translations" / "sixtysix_bg.qm"), "sixtysix_qt/translations"),
    ]


def test_stage_check_names_a_missing_puzzle_file(tmp_path):
    staging = load_module(PKG / "stage.py")
    pkg = tmp_path / "sixtysix_qt"
    for rel in ("__init__.py", "resources/cards/a.svg", "resources/fonts/a.ttf"):
        (pkg / rel).parent.mkdir(parents=True, exist_ok=True)
        (pkg / rel).write_bytes(b"x")
    with pytest.raises(SystemExit, match="puzzles.json"):
        staging.check_stage(tmp_path)


# ------------------------------------------------------- the probe of a frozen bundle


def test_frozen_probe_pickle_only_calls_exec():
    """The smoke test's pickle must load in any bundle: nothing but ``builtins.exec``."""
    import io
    import pickle

    out = subprocess.run(
        [sys.executable, str(PKG / "frozen_probe.py")], capture_output=True, check=True, timeout=60
    ).stdout
    seen = []

    class Recorder(pickle.Unpickler):
        def find_class(self, module, name):
            seen.append((module, name))
            return lambda code, namespace: (code, namespace)

    code, namespace = Recorder(io.BytesIO(out)).load()
    assert seen == [("builtins", "exec")]
    assert code == load_module(PKG / "frozen_probe.py").PROBE
    compile(code, "PROBE", "exec")


@pytest.mark.slow
def test_frozen_probe_opens_the_puzzles_through_the_menu(tmp_path):
    """Run the probe's code unfrozen: it must find the menu action and list every puzzle."""
    from sixtysix_qt.review.puzzles import load_puzzles

    probe = load_module(PKG / "frozen_probe.py").PROBE
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "c")}
    env["XDG_DATA_HOME"] = str(tmp_path / "d")
    env["PYTHONPATH"] = str(ROOT)
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=tmp_path,
    )
    lines = out.stdout.splitlines()
    assert f"probe: Game > Puzzles: {len(load_puzzles())} puzzles listed, problem ''" in lines
    assert "probe: frozen=False" in lines
    assert out.returncode == 1  # not frozen: the probe must say so rather than pass
    assert lines[-1].startswith("probe: FAILED: not a frozen bundle")


# ---------------------------------------------------------------- desktop file


def read_desktop() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser


def test_desktop_file_has_required_and_translated_keys():
    entry = read_desktop()["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Sixty-Six"
    assert entry["Exec"].split()[0] == "sixtysix"
    assert entry["Icon"] == "sixtysix"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";")
    for lang, name in LOCALISED_NAMES.items():
        assert entry[f"Name[{lang}]"] == name
        assert entry[f"Comment[{lang}]"].strip()
    assert entry["Comment"].strip()


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_desktop_file_validates():
    out = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


# ---------------------------------------------------------------- AppStream


def test_metainfo_is_well_formed_with_required_elements():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.github.sixtysix"
    assert root.findtext("name") == "Sixty-Six"
    assert (root.findtext("summary") or "").strip()
    assert root.find("description") is not None and len(root.find("description")) > 0
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("metadata_license") and root.findtext("project_license") == "MIT"
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    names = {el.get(lang): el.text for el in root.findall("name") if el.get(lang)}
    assert names == LOCALISED_NAMES


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream")
def test_metainfo_validates():
    out = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stdout + out.stderr


# ---------------------------------------------------------------- versions


def test_versions_agree():
    version = project_version()
    # AppStream: the newest release is the package version
    releases = ET.parse(METAINFO).getroot().find("releases")
    assert releases[0].get("version") == version, "add a <release> for the new version"
    # the installed package's metadata, if this environment has it installed
    import sixtysix_qt

    if not sixtysix_qt.__version__.endswith("+source"):
        assert sixtysix_qt.__version__ == version
    # every consumer takes it from the staged package, none hard-codes it
    spec = SPEC.read_text(encoding="utf-8")
    assert "VERSION = staging.staged_version(STAGE)" in spec
    assert '"CFBundleShortVersionString": VERSION' in spec and "version=VERSION" in spec
    build = (PKG / "build_linux.sh").read_text(encoding="utf-8")
    assert 'VERSION=$("$PY" "$PKGDIR/stage.py" --version' in build
    assert "Version: @VERSION@" in (PKG / "linux" / "control.in").read_text(encoding="utf-8")
    nsi = NSI.read_text(encoding="utf-8")
    assert '"DisplayVersion" "${VERSION}"' in nsi and "!error" in nsi
    assert version not in nsi
    assert '"-DVERSION=$VERSION"' in (PKG / "windows" / "build.sh").read_text(encoding="utf-8")
    stage = (PKG / "stage.py").read_text(encoding="utf-8")
    assert "sixtysix_qt.__version__" in stage


# ---------------------------------------------------------------- scripts and CI


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_shell_scripts_parse_and_are_executable(script):
    if os.name == "posix":
        assert os.access(script, os.X_OK), f"chmod +x {script}"
    bash = shutil.which("bash")
    if bash:
        out = subprocess.run([bash, "-n", str(script)], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr


def test_python_helpers_parse():
    for path in [*PKG.rglob("*.py")]:
        ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def test_workflow_builds_all_three_and_smoke_tests_each():
    text = WORKFLOW.read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        yaml = None
    if yaml is not None:
        doc = yaml.safe_load(text)
        assert {"linux", "windows", "macos", "release"} <= set(doc["jobs"])
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"runs-on: {runner}" in text
    # macOS calls the smoke test directly, Linux through build_linux.sh, Windows has its own
    assert "packaging/smoke_test.sh" in text and "packaging/build_linux.sh" in text
    assert "packaging/windows/build.sh" in text and "packaging/windows/smoke.sh" in text
    assert '"$PKGDIR/smoke_test.sh" "$BUNDLE"' in (PKG / "build_linux.sh").read_text(
        encoding="utf-8"
    )
    assert 'tags: ["v*"]' in text
    assert not (PKG / "windows" / "sixtysix.iss").exists()  # one installer format: NSIS
    assert "make_dmg.sh" in text


def test_deb_depends_cover_the_xcb_plugin_libraries():
    lines = (PKG / "linux" / "depends.txt").read_text(encoding="utf-8").splitlines()
    names = {
        alt.split("(")[0].strip()
        for line in lines
        if line.strip() and not line.startswith("#")
        for alt in line.split("|")
    }
    for pkg in (
        "libxcb-cursor0",
        "libxkbcommon-x11-0",
        "libegl1",
        "libgl1",
        "libfontconfig1",
        "libdbus-1-3",
        "libxcb1",
    ):
        assert pkg in names
    check = load_module(PKG / "linux" / "check_depends.py")
    assert check.soname_to_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert check.soname_to_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert check.soname_to_package("libGL.so.1") == "libgl1"


def test_no_built_artefacts_committed():
    if not (ROOT / ".git").exists() or not shutil.which("git"):
        pytest.skip("not a git checkout")
    out = subprocess.run(
        ["git", "ls-files", "packaging", ".github"], cwd=ROOT, capture_output=True, text=True
    )
    tracked = out.stdout.split()
    built = [f for f in tracked if re.search(r"\.(deb|dmg|exe|ico|icns|png|tar\.gz|zip)$", f)]
    assert not built


# ---------------------------------------------------------------- icons


def fake_png(size: int) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", size) + b"x" * size


def test_ico_container_layout():
    icons = load_module(PKG / "make_icons.py")
    pngs = {16: fake_png(16), 256: fake_png(256)}
    data = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 2)
    for i, size in enumerate((16, 256)):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (w, h) == ((0, 0) if size == 256 else (size, size))
        assert (planes, bpp) == (1, 32)
        assert data[offset : offset + length] == pngs[size]


def test_icns_container_layout():
    icons = load_module(PKG / "make_icons.py")
    entries = [("ic07", fake_png(7)), ("ic10", fake_png(10))]
    data = icons.icns_bytes(entries)
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pos, seen = 8, []
    while pos < len(data):
        kind, length = data[pos : pos + 4].decode(), struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        seen.append((kind, data[pos + 8 : pos + length]))
        pos += length
    assert seen == entries
    assert [k for k, _ in icons.ICNS_ENTRIES][:4] == ["ic07", "ic08", "ic09", "ic10"]


def test_icons_render_from_the_svg(tmp_path, qapp):
    # qapp: a full QApplication for the whole session; a QGuiApplication made
    # here would outlive the test and make every later QWidget abort
    pytest.importorskip("PySide6.QtSvg")
    icons = load_module(PKG / "make_icons.py")
    png = icons.render_png(icons.DEFAULT_SVG, 32)
    assert png.startswith(b"\x89PNG")
    width, height = struct.unpack(">II", png[16:24])  # IHDR
    assert (width, height) == (32, 32)


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))


# ---------------------------------------------------------------- the deal file type
MIME = PKG / "linux" / "sixtysix-deal.xml"


def test_the_deal_file_type_is_registered_for_the_desktop():
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    root = ET.parse(MIME).getroot()
    kind = root.find(f"{ns}mime-type")
    assert kind.get("type") == "application/x-sixtysix-deal"
    assert [g.get("pattern") for g in kind.findall(f"{ns}glob")] == ["*.sixtysix"]
    langs = {
        c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in kind.findall(f"{ns}comment")
    }
    assert langs == {None, *TABLE_CODES} - {"en"}
    entry = read_desktop()["Desktop Entry"]
    assert entry["Exec"] == "sixtysix %f"
    assert "application/x-sixtysix-deal" in entry["MimeType"].split(";")
    build = (PKG / "build_linux.sh").read_text()
    assert (
        '"$PKGDIR/linux/sixtysix-deal.xml" "$DEBROOT/usr/share/mime/packages/sixtysix.xml"' in build
    )
    for script in ("postinst", "postrm"):
        assert "update-mime-database /usr/share/mime" in (PKG / "linux" / script).read_text()


@pytest.mark.skipif(not shutil.which("update-mime-database"), reason="shared-mime-info")
def test_the_mime_database_takes_the_deal_type(tmp_path):
    mime = tmp_path / "mime"
    (mime / "packages").mkdir(parents=True)
    shutil.copy(MIME, mime / "packages" / "sixtysix.xml")
    env = dict(os.environ, XDG_DATA_DIRS=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    out = subprocess.run(
        ["update-mime-database", str(mime)], capture_output=True, text=True, env=env
    )
    assert out.returncode == 0 and not out.stderr.strip(), out.stderr
    assert "*.sixtysix" in (mime / "globs2").read_text()
