"""Cheap checks of the Windows installer sources (packaging/windows/), without Wine.

The real build and the install/play/uninstall test under Wine are
``packaging/windows/build.sh`` and ``packaging/windows/smoke.sh`` (run by .ci/run).
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = ROOT / "packaging" / "windows"
NSI = WINDOWS / "installer.nsi"
TABLE = json.loads((ROOT / "i18n" / "languages.json").read_text(encoding="utf-8"))["languages"]
LANGUAGES = tuple(row["english"].upper() for row in TABLE)  # NSIS: LANG_LATVIAN ...


def nsi() -> str:
    return NSI.read_text(encoding="utf-8")


def test_installer_is_per_user_and_never_asks_for_administrator_rights():
    text = nsi()
    assert "RequestExecutionLevel user" in text
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP}"' in text
    assert "HKLM" not in text and "$PROGRAMFILES" not in text
    assert "Target amd64-unicode" in text


def test_installer_pages_and_own_words_exist_in_the_five_languages():
    text = nsi()
    for lang in (row["english"] for row in TABLE):
        assert f'!insertmacro MUI_LANGUAGE "{lang}"' in text
    assert "MUI_LANGDLL_DISPLAY" in text  # the language dialog
    names = set(re.findall(r"^LangString (\w+) ", text, re.M))
    assert {"GameLang", "DataKept", "SecDesktop"} <= names
    for name in names:
        got = re.findall(rf"^LangString {name} \$\{{LANG_(\w+)\}}", text, re.M)
        assert sorted(got) == sorted(LANGUAGES), name
    codes = dict(re.findall(r'^LangString GameLang \$\{LANG_(\w+)\} "(\w+)"', text, re.M))
    assert codes == {row["english"].upper(): row["code"] for row in TABLE}
    from sixtysix_qt.ui.words.i18n import LANGUAGES as GAME_LANGUAGES

    assert set(codes.values()) <= set(GAME_LANGUAGES)


def test_installer_writes_the_language_where_the_game_reads_it_only_when_unset():
    from sixtysix_qt.ui.settings import store as settings

    text = nsi()
    key = f"Software\\{settings.ORGANIZATION}\\{settings.APPLICATION}"
    assert f'!define SETTINGS_KEY "{key}"' in text
    assert "language" in settings.PREFERENCES
    write = text.index('WriteRegStr HKCU "${SETTINGS_KEY}" "language"')
    assert "${If} ${Errors}" in text[write - 200 : write]


def test_apps_entry_has_every_value_and_uninstall_removes_what_install_made():
    text = nsi()
    install, uninstall = text.split('Section "Uninstall"')
    for value in (
        "DisplayName",
        "DisplayIcon",
        "DisplayVersion",
        "Publisher",
        "UninstallString",
        "QuietUninstallString",
        "InstallLocation",
        "EstimatedSize",
        "NoModify",
        "NoRepair",
    ):
        assert f'"${{UNINST_KEY}}" "{value}"' in install, value
    assert 'DeleteRegKey HKCU "${UNINST_KEY}"' in uninstall
    for shortcut in re.findall(r'CreateShortCut "([^"]+)"', install):
        assert f'Delete "{shortcut}"' in uninstall
    assert 'Section /o "$(SecDesktop)"' in install  # asked, unticked by default
    # the deal file type, per user, and gone afterwards
    assert 'WriteRegStr HKCU "Software\\Classes\\${DEAL_EXT}" "" "${DEAL_CLASS}"' in install
    assert '\'"$INSTDIR\\${EXE}" "%1"\'' in install
    assert 'DeleteRegKey HKCU "Software\\Classes\\${DEAL_CLASS}"' in uninstall
    # the player's data is never touched, and the uninstaller says where it stays
    assert "APPDATA" not in uninstall.replace("$(DataKept)", "")
    assert "$(DataKept)" in uninstall and "un.onUninstSuccess" in text
    assert 'RMDir "$INSTDIR"' in uninstall and 'RMDir /r "$INSTDIR"' not in uninstall


def run_sources(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(WINDOWS / "native_sources.py"), str(root)],
        capture_output=True,
        text=True,
    )


def test_native_sources_come_from_setup_py(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "setup.py").write_text(
        'setup(ext=[Extension("x", sources=["lib/a.c", "lib/b.c"], depends=["lib/a.h"])])\n'
    )
    for name in ("a.c", "b.c", "a.h"):
        (tmp_path / "lib" / name).write_text("#include <stdint.h>\n")
    out = run_sources(tmp_path)
    assert out.returncode == 0
    assert out.stdout.split() == ["x.dll", "lib/a.c", "lib/b.c"]
    (tmp_path / "lib" / "a.h").write_text("#include <Python.h>\n")
    out = run_sources(tmp_path)
    assert out.returncode == 3 and "lib/a.h" in out.stderr


def test_native_sources_evaluate_an_expression_of_setup_py_constants(tmp_path):
    (tmp_path / "core").mkdir()
    (tmp_path / "setup.py").write_text(
        'CORE_DIR = "core"\n'
        'CORE = Extension("pkg.sub._core", sources=[f"{CORE_DIR}/{n}.c" for n in ("a", "b")])\n'
    )
    for name in ("a.c", "b.c"):
        (tmp_path / "core" / name).write_text("int f(void) { return 1; }\n")
    out = run_sources(tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["pkg/sub/_core.dll", "core/a.c", "core/b.c"]


def test_native_sources_name_what_this_tree_builds():
    """The list build.sh cross-compiles is the one setup.py builds, whichever kind it is."""
    out = run_sources(ROOT)
    assert out.returncode in (0, 3), out.stderr
    if out.returncode == 0:
        target, *files = out.stdout.split()
        assert target.endswith(".dll") and target.startswith("sixtysix_qt/")
        assert files and all(f.endswith(".c") and (ROOT / f).is_file() for f in files)
    else:
        assert "Python.h" in out.stderr


def lrelease_from_setup_py():
    """setup.py's ``_lrelease`` alone (importing setup.py would run setup())."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    func = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_lrelease")
    namespace = {"Path": Path, "shutil": shutil, "sys": sys}
    exec(compile(ast.Module([func], []), "setup.py", "exec"), namespace)
    return namespace["_lrelease"]


def test_setup_finds_an_lrelease_that_compiles(tmp_path, monkeypatch):
    pytest.importorskip("PySide6")
    monkeypatch.setenv("PATH", str(tmp_path))  # no pyside6-lrelease on PATH (pip's build env)
    tool = lrelease_from_setup_py()()
    assert tool is not None
    qm = tmp_path / "bg.qm"
    subprocess.run(
        [*tool, "-silent", str(ROOT / "i18n" / "sixtysix_bg.ts"), "-qm", str(qm)],
        check=True,
        timeout=120,
    )
    assert qm.stat().st_size > 1000
