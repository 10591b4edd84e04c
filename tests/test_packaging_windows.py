"""Cheap checks of the Windows installer sources (packaging/windows/), without Wine.

The real build and the install/play/uninstall test under Wine are
``packaging/windows/build.sh`` and ``packaging/windows/smoke.sh`` (run by .ci/run).
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from sixtysix_qt.engine.scoring import Detail, Reason, Result
from sixtysix_qt.ui.play.autoplay import deal_line

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = ROOT / "packaging" / "windows"
NSI = WINDOWS / "installer.nsi"
TABLE = json.loads((ROOT / "i18n" / "languages.json").read_text(encoding="utf-8"))["languages"]
LANGUAGES = tuple(row["english"].upper() for row in TABLE)  # NSIS: LANG_LATVIAN ...


def nsi() -> str:
    return NSI.read_text(encoding="utf-8")


def script(name: str) -> str:
    """A file of packaging/windows/."""
    return (WINDOWS / name).read_text(encoding="utf-8")


def test_installer_is_per_user_and_never_asks_for_administrator_rights():
    text = nsi()
    assert "RequestExecutionLevel user" in text
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP}"' in text
    assert "HKLM" not in text and "$PROGRAMFILES" not in text
    assert "Target amd64-unicode" in text


def languages_include() -> str:
    """The NSIS include build.sh writes from i18n/languages.json."""
    sys.path.insert(0, str(WINDOWS))
    try:
        import nsis_languages
    finally:
        sys.path.remove(str(WINDOWS))
    return nsis_languages.nsis_include(nsis_languages.languages())


def language_table() -> list[dict]:
    return TABLE


def test_installer_pages_and_own_words_exist_in_the_five_languages():
    text, include = nsi(), languages_include()
    assert '!include "${LANGUAGES}"' in text  # the table's languages, written by build.sh
    for lang in (row["english"] for row in TABLE):
        assert f'!insertmacro MUI_LANGUAGE "{lang}"' in include
    assert "MUI_LANGDLL_DISPLAY" in text  # the language dialog
    names = set(re.findall(r"^LangString (\w+) ", text, re.M))
    assert {"SecDesktop", "Removed", "KeptData", "KeptSettings", "GameRunning"} <= names
    for name in names:
        got = re.findall(rf"^LangString {name} \$\{{LANG_(\w+)\}}", text, re.M)
        assert sorted(got) == sorted(LANGUAGES), name
    codes = dict(re.findall(r'^LangString GameLang \$\{LANG_(\w+)\} "(\w+)"', include, re.M))
    assert codes == {row["english"].upper(): row["code"] for row in TABLE}
    from sixtysix_qt.ui.words.i18n import LANGUAGES as GAME_LANGUAGES

    assert set(codes.values()) <= set(GAME_LANGUAGES)


def test_the_language_table_is_the_games_own():
    """i18n/languages.json agrees with the game and its catalogues."""
    from sixtysix_qt.ui.words.i18n import LANGUAGES as GAME_LANGUAGES
    from sixtysix_qt.ui.words.i18n import TS_LANGUAGE

    rows = language_table()
    assert [r["code"] for r in rows] == list(GAME_LANGUAGES)
    for row in rows:
        assert row["native"] == GAME_LANGUAGES[row["code"]]
        assert row["qt_language"] == TS_LANGUAGE[row["code"]]
        assert row["plural_forms"] in (2, 3, 4)
        if row["code"] != "en":  # the game's name is what the window title says
            ts = (ROOT / "i18n" / f"sixtysix_{row['code']}.ts").read_text(encoding="utf-8")
            title = re.search(
                r"<source>Sixty-Six</source>\s*<translation>([^<]+)</translation>", ts
            ).group(1)
            assert row["game_name"] == title, row["code"]


def test_the_product_is_named_as_the_game_names_itself_in_each_language():
    text, include = nsi(), languages_include()
    assert 'Name "$(GameName)"' in text
    assert 'LangString GameName ${LANG_LATVIAN} "Sešdesmit seši"' in include
    assert 'LangString GameName ${LANG_BULGARIAN} "Сантасе"' in include
    assert '"DisplayName" "$(GameName)"' in text
    assert 'CreateShortCut "$SMPROGRAMS\\$(GameName).lnk"' in text
    # a LANGID in the table that is not NSIS's stops the build
    assert "!error" in include and "!if ${LANG_BULGARIAN} != 1026" in include


def test_the_installer_reads_as_ours():
    """Our picture, our welcome, a translated language dialog, no licence gate."""
    text = nsi()
    assert "MUI_PAGE_LICENSE" not in text  # the MIT licence asks for no consent
    assert '!define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD}"' in text
    assert '!define MUI_WELCOMEPAGE_TEXT "$(WelcomeText)"' in text  # no "restart" paragraph
    welcome = re.findall(r"^LangString WelcomeText .*$", text, re.M)
    assert len(welcome) == 5 and not any("restart" in w.lower() for w in welcome)
    assert '!define MUI_LANGDLL_WINDOWTITLE "$(LangDialogTitle)"' in text
    assert '!define MUI_LANGDLL_INFO "$(LangDialogInfo)"' in text
    assert "wizard_picture.py" in script("build.sh") and "nsis_languages.py" in script("build.sh")


def test_the_wizard_picture_is_drawn_from_the_games_art(tmp_path):
    pytest.importorskip("PySide6")
    sys.path.insert(0, str(WINDOWS))
    try:
        import wizard_picture
    finally:
        sys.path.remove(str(WINDOWS))
    out = wizard_picture.draw(tmp_path / "wizard.bmp")
    head = out.read_bytes()[:30]
    assert head[:2] == b"BM"
    width, height = struct.unpack("<ii", head[18:26])
    bits = struct.unpack("<H", head[28:30])[0]
    assert (width, abs(height), bits) == (164, 314, 24)


def test_setup_and_uninstaller_refuse_to_touch_a_running_game():
    from sixtysix_qt.ui.system import running_mark

    text = nsi()
    assert f'!define RUNNING_MUTEX "{running_mark.MUTEX_NAME}"' in text
    assert "kernel32::OpenMutex" in text
    oninit = text[text.index("Function .onInit") :]
    assert "Call CloseGameFirst" in oninit[: oninit.index("FunctionEnd")]
    uninit = text[text.index("Function un.onInit") :]
    assert "Call un.CloseGameFirst" in uninit[: uninit.index("FunctionEnd")]
    assert "SetErrorLevel 2" in text and "/SD IDCANCEL" in text
    app = (ROOT / "sixtysix_qt" / "ui" / "shell" / "app.py").read_text(encoding="utf-8")
    assert "running_mark.mark_running()" in app
    assert running_mark.mark_running() is (sys.platform == "win32")


def test_a_silent_upgrade_keeps_the_language_and_the_folder():
    text = nsi()
    oninit = text[text.index("Function .onInit") :]
    silent = oninit[oninit.index("${If} ${Silent}") : oninit.index("${Else}\n        !insertmacro")]
    assert 'ReadRegStr $R2 HKCU "${UNINST_KEY}" "InstallerLanguage"' in silent
    assert silent.index("InstallerLanguage") < silent.index('"/LANG="')
    assert 'InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"' in text
    assert '!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"' in text
    # installed into another folder: the old copy goes
    section = text[text.index('Section "!$(GameName)"') :]
    assert 'ReadRegStr $R0 HKCU "${UNINST_KEY}" "InstallLocation"' in section
    assert 'RMDir /r "$R0\\_internal"' in section


def test_the_uninstaller_has_version_words_of_its_own():
    text = nsi()
    inner = text[text.index("!ifdef INNER\n  OutFile") : text.index("!else\n  OutFile")]
    assert 'VIAddVersionKey /LANG=1033 "FileDescription" "${APP} uninstaller"' in inner
    assert 'WriteUninstaller "$EXEDIR\\uninstall.exe"' in text
    assert 'File "/oname=uninstall.exe" "${UNINSTALLER}"' in text
    assert all(
        define in script("build.sh")
        for define in (
            '"-DINNER=$WIN/uninstaller-writer.exe"',
            '"-DUNINSTALLER=$WIN/uninstall.exe"',
        )
    )


def test_the_uninstaller_says_where_data_and_settings_stay_without_boxes():
    from sixtysix_qt.ui.settings import store as settings

    text = nsi()
    kept = dict(re.findall(r'^LangString (Kept\w+) \$\{LANG_ENGLISH\} "(.*)"$', text, re.M))
    assert "$APPDATA\\sixtysix\\Sixty-Six" in kept["KeptData"]
    assert "settings" not in kept["KeptData"]  # they are in the registry, not that folder
    assert "HKEY_CURRENT_USER\\${SETTINGS_KEY}" in kept["KeptSettings"]
    assert f"{settings.ORGANIZATION}\\{settings.APPLICATION}" in text
    # the details list draws line breaks as boxes: each DetailPrint is one line
    for line in re.findall(r'DetailPrint "\$\((\w+)\)"', text):
        for value in re.findall(rf"^LangString {line} .*$", text, re.M):
            assert "$\\r" not in value and "$\\n" not in value, line
    assert "Unicode true" in text


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
    # every shortcut, under every name it may have had, goes (the macro lists the names)
    assert '!insertmacro DELETE_SHORTCUTS "$SMPROGRAMS"' in uninstall
    assert '!insertmacro DELETE_SHORTCUTS "$DESKTOP"' in uninstall
    include = languages_include()
    for row in language_table():
        assert f'Delete "${{DIR}}\\{row["game_name"]}.lnk"' in include
    assert 'Section /o "$(SecDesktop)"' in install  # asked, unticked by default
    # the deal file type, per user, and gone afterwards
    assert 'WriteRegStr HKCU "Software\\Classes\\${DEAL_EXT}" "" "${DEAL_CLASS}"' in install
    assert '\'"$INSTDIR\\${EXE}" "%1"\'' in install
    assert 'DeleteRegKey HKCU "Software\\Classes\\${DEAL_CLASS}"' in uninstall
    # the player's data is never touched
    assert 'RMDir /r "$APPDATA' not in uninstall and 'Delete "$APPDATA' not in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall and 'RMDir /r "$INSTDIR"' not in uninstall


def test_sound_is_pinned_for_windows_and_a_silent_bundle_cannot_be_built():
    reqs = (WINDOWS / "requirements.txt").read_text(encoding="utf-8")
    pins = dict(re.findall(r"^([\w-]+)==\S+ --hash=sha256:([0-9a-f]{64})$", reqs, re.M))
    assert {"miniaudio", "cffi", "pycparser"} <= set(pins)
    lines = [ln for ln in reqs.splitlines() if ln.strip() and not ln.startswith("#")]
    assert all("--hash=sha256:" in ln for ln in lines)
    linux = (ROOT / "packaging" / "requirements.txt").read_text(encoding="utf-8")
    for name in ("miniaudio", "cffi"):  # the same versions on both
        version = re.search(rf"^{name}==(\S+)", reqs, re.M).group(1)
        assert f"{name}=={version}" in linux
    spec = (ROOT / "packaging" / "sixtysix.spec").read_text(encoding="utf-8")
    assert "the bundle will be silent" not in spec and "the bundle would be silent" in spec
    build, smoke = script("build.sh"), script("smoke.sh")
    assert "import sys, PySide6, PyInstaller, miniaudio, _cffi_backend" in build
    assert "native solver SKIPPED" not in build
    assert '--self-check >"$WIN/self-check.log"' in build
    assert 'die "the bundle failed its self-check"' in build
    assert "game_rc self-check --self-check" in smoke
    assert "the installed game failed its self-check" in smoke


def test_the_real_windows_job_does_what_the_wine_smoke_test_does():
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    job = workflow[workflow.index("  windows-check:") : workflow.index("  macos:")]
    assert "packaging/windows/real_windows_check.ps1" in job and "windows-2022" in job
    check = script("real_windows_check.ps1")
    assert "--self-check" in check  # the self-check
    assert "CopyFromScreen" in check and "MainWindowTitle" in check  # a real window
    assert "Start-Process $deal" in check and "review open" in check  # a double-click, the pipe
    assert "HKEY_CLASSES_ROOT\\.sixtysix" in check  # the association as Windows sees it
    assert "match $($saved.seed)" in check  # resume after a restart
    assert "QT_QPA_PLATFORM" not in check  # a real window, not offscreen


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


def smoke_autoplay_pattern() -> re.Pattern[str]:
    """The pattern smoke.sh greps the autoplay log with (the line it fails on)."""
    lines = script("smoke.sh").splitlines()
    at = next(i for i, line in enumerate(lines) if "--autoplay played no deal" in line)
    grep = next(line for line in reversed(lines[: at + 1]) if "grep -Eq" in line)
    return re.compile(re.search(r"grep -Eq '([^']+)'", grep).group(1))


@pytest.mark.parametrize(
    "result",
    [
        Result(0, 2, Reason.CLOSED_MADE, (2, 0)),
        Result(1, 3, Reason.DECLARED, (0, 3), Detail.OPPONENT_NO_TRICK),
        Result(None, 0, Reason.TIE_65, (0, 0)),
    ],
    ids=lambda r: r.reason.value,
)
def test_the_smoke_test_takes_every_way_a_deal_can_end(result):
    """A 65-65 tie is a played deal with no winner: the Wine smoke failed on one in CI."""
    line = deal_line(1, result, list(result.scores))
    assert smoke_autoplay_pattern().search(line), line


def test_the_smoke_test_refuses_a_log_without_a_deal():
    pattern = smoke_autoplay_pattern()
    for log in (
        "match 1 deals 0 actions 0",
        "Traceback (most recent call last):",
        "deal 1: winner",
    ):
        assert not pattern.search(log), log
