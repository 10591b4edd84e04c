#!/usr/bin/env bash
# Build the Linux installers of Sixty-Six from a clean checkout.
#
#   packaging/build_linux.sh            # everything below
#   SKIP_SMOKE=1 packaging/build_linux.sh
#
# Steps (all output under build/, nothing in the source tree):
#   1. a build virtualenv build/venv with packaging/requirements.txt
#      (skipped when the active Python already has PySide6 and PyInstaller,
#      or PYTHON=/path/to/python names one that has);
#   2. the stage: pip install --no-deps --target build/stage .  (runs the
#      setup.py build hook: card art, fonts, icon -> sixtysix_qt/resources,
#      i18n/*.ts -> sixtysix_qt/translations/*.qm); the version is read from
#      it (sixtysix_qt.__version__);
#   3. icons: packaging/make_icons.py -> build/icons;
#   4. the bundle: pyinstaller packaging/sixtysix.spec -> build/dist/sixtysix;
#   5. build/dist/sixtysix-VERSION-linux-ARCH.tar.gz;
#   6. build/dist/sixtysix_VERSION_DEBARCH.deb (dpkg-deb), after checking its
#      Depends with ldd (packaging/linux/check_depends.py);
#   7. the smoke test of the bundle outside the source tree
#      (packaging/smoke_test.sh) and the figures in build/SIZES.md (copy
#      them to packaging/SIZES.md by hand to record a release's figures).
# Temporary files go to build/tmp too; the machine's caches are left alone.
#
# Needs: python3 (>= 3.10) with venv, dpkg-deb, tar, gzip, ldd; optional:
# desktop-file-validate, appstreamcli (validation), fakeroot is not needed
# (dpkg-deb --root-owner-group).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PKGDIR="$ROOT/packaging"
BUILD="${BUILD_DIR:-$ROOT/build}"
DIST="$BUILD/dist"
mkdir -p "$BUILD" "$DIST" "$BUILD/tmp"
export TMPDIR="$BUILD/tmp" # mktemp, pip and PyInstaller: nothing outside build/
log() { printf '\n=== %s\n' "$*"; }

# ---------------------------------------------------------------- 1. Python
PY="${PYTHON:-python3}"
if ! "$PY" -c 'import PySide6, PyInstaller' >/dev/null 2>&1; then
    log "build virtualenv $BUILD/venv"
    if [ ! -x "$BUILD/venv/bin/python" ]; then
        "$PY" -m venv "$BUILD/venv"
    fi
    PY="$BUILD/venv/bin/python"
    "$PY" -m pip install --disable-pip-version-check -q --upgrade pip
    "$PY" -m pip install --disable-pip-version-check -q -r "$PKGDIR/requirements.txt"
fi
echo "python: $("$PY" -c 'import sys, PySide6, PyInstaller; print(sys.executable, "PySide6", PySide6.__version__, "PyInstaller", PyInstaller.__version__)')"

# ---------------------------------------------------------------- 2. stage
log "stage the built package"
"$PY" "$PKGDIR/stage.py" --dest "$BUILD/stage" >"$BUILD/stage.log" 2>&1 || {
    cat "$BUILD/stage.log"
    exit 1
}
VERSION=$("$PY" "$PKGDIR/stage.py" --version --dest "$BUILD/stage")
ARCH=$(uname -m)
DEBARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
echo "version $VERSION, $ARCH ($DEBARCH)"

# ---------------------------------------------------------------- 3. icons
log "icons"
"$PY" "$PKGDIR/make_icons.py" --out "$BUILD/icons"

# ---------------------------------------------------------------- 4. bundle
log "PyInstaller bundle"
SIXTYSIX_STAGE="$BUILD/stage" SIXTYSIX_ICON_DIR="$BUILD/icons" \
    "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$BUILD/pyinstaller" "$PKGDIR/sixtysix.spec"
BUNDLE="$DIST/sixtysix"
test -x "$BUNDLE/sixtysix"

# ---------------------------------------------------------------- 5. tar.gz
log "tarball"
TARBALL="$DIST/sixtysix-$VERSION-linux-$ARCH.tar.gz"
TARTOP="sixtysix-$VERSION"
rm -rf "$BUILD/tar" && mkdir -p "$BUILD/tar/$TARTOP"
cp -a "$BUNDLE/." "$BUILD/tar/$TARTOP/"
cp "$PKGDIR/linux/sixtysix.desktop" "$PKGDIR/linux/sixtysix-deal.xml" "$BUILD/tar/$TARTOP/"
cp "$BUILD/icons/sixtysix_256.png" "$BUILD/tar/$TARTOP/sixtysix.png"
tar -C "$BUILD/tar" --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "$TARTOP"
echo "$TARBALL"

# ---------------------------------------------------------------- 6. .deb
log ".deb"
DEBROOT="$BUILD/deb/sixtysix_${VERSION}_$DEBARCH"
rm -rf "$BUILD/deb" && mkdir -p "$DEBROOT/DEBIAN" "$DEBROOT/opt" "$DEBROOT/usr/bin"
cp -a "$BUNDLE" "$DEBROOT/opt/sixtysix"
install -m 0755 "$PKGDIR/linux/sixtysix.sh" "$DEBROOT/usr/bin/sixtysix"
install -D -m 0644 "$PKGDIR/linux/sixtysix.desktop" "$DEBROOT/usr/share/applications/sixtysix.desktop"
install -D -m 0644 "$PKGDIR/linux/sixtysix-deal.xml" "$DEBROOT/usr/share/mime/packages/sixtysix.xml"
install -D -m 0644 "$PKGDIR/linux/io.github.sixtysix.metainfo.xml" \
    "$DEBROOT/usr/share/metainfo/io.github.sixtysix.metainfo.xml"
for n in 16 24 32 48 64 128 256; do
    install -D -m 0644 "$BUILD/icons/sixtysix_$n.png" "$DEBROOT/usr/share/icons/hicolor/${n}x$n/apps/sixtysix.png"
done
install -D -m 0644 "$BUILD/icons/sixtysix.svg" "$DEBROOT/usr/share/icons/hicolor/scalable/apps/sixtysix.svg"
install -D -m 0644 "$PKGDIR/linux/copyright" "$DEBROOT/usr/share/doc/sixtysix/copyright"
install -m 0755 "$PKGDIR/linux/postinst" "$PKGDIR/linux/postrm" "$DEBROOT/DEBIAN/"
# Directories 0755, plain files 0644 unless executable (PyInstaller keeps modes).
find "$DEBROOT" -type d -exec chmod 0755 {} +
find "$DEBROOT/opt" -type f ! -perm -u+x -exec chmod 0644 {} +
find "$DEBROOT/opt" -type f -name '*.so*' -exec chmod 0644 {} +
printf 'sixtysix (%s) stable; urgency=medium\n\n  * Release %s, built from the upstream sources with PyInstaller.\n\n -- The Sixty-Six developers <dev@sixtysix.invalid>  %s\n' \
    "$VERSION" "$VERSION" "$(date -R)" | gzip -9n >"$DEBROOT/usr/share/doc/sixtysix/changelog.gz"
chmod 0644 "$DEBROOT/usr/share/doc/sixtysix/changelog.gz"

if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$DEBROOT/usr/share/applications/sixtysix.desktop"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net "$DEBROOT/usr/share/metainfo/io.github.sixtysix.metainfo.xml"
fi

DEPENDS=$("$PY" "$PKGDIR/linux/check_depends.py" --print "$BUNDLE" "$PKGDIR/linux/depends.txt" | tee "$BUILD/check_depends.log" | tail -n 1)
sed '$d' "$BUILD/check_depends.log"
INSTALLED_SIZE=$(du -sk --apparent-size "$DEBROOT" --exclude=DEBIAN | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$DEBARCH/" \
    -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" -e "s/@DEPENDS@/$DEPENDS/" \
    "$PKGDIR/linux/control.in" >"$DEBROOT/DEBIAN/control"
DEB="$DIST/sixtysix_${VERSION}_$DEBARCH.deb"
dpkg-deb --root-owner-group -Zxz --build "$DEBROOT" "$DEB"
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

# ---------------------------------------------------------------- 7. smoke test and figures
if [ "${SKIP_SMOKE:-0}" = 1 ]; then
    echo "smoke test skipped (SKIP_SMOKE=1)"
    exit 0
fi
log "smoke test"
"$PKGDIR/smoke_test.sh" "$BUNDLE" | tee "$BUILD/smoke.log"

log "figures"
# Cold start: the first launch after asking the kernel to forget the bundle's
# own files (posix_fadvise DONTNEED on each of them: the rest of the machine's
# page cache is left alone), then the median of three warm launches.
measure() {
    local dir t0 t1
    dir=$(mktemp -d "$BUILD/tmp/start.XXXXXX")
    t0=$(date +%s.%N)
    (cd "$dir" && HOME="$dir" QT_QPA_PLATFORM=offscreen "$BUNDLE/sixtysix" \
        --screenshot "$dir/out.png" --lang bg --seed 1 --size 1280x800 >/dev/null 2>&1)
    t1=$(date +%s.%N)
    rm -rf "$dir"
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }'
}
COLD_NOTE="the bundle's files were evicted from the page cache (system libraries may stay cached)"
if ! "$PY" - "$BUNDLE" <<'PYEOF'; then
import os, sys
for top, _dirs, files in os.walk(sys.argv[1]):
    for name in files:
        path = os.path.join(top, name)
        if os.path.isfile(path) and not os.path.islink(path):
            fd = os.open(path, os.O_RDONLY)
            try:
                os.fdatasync(fd)
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)
PYEOF
    COLD_NOTE="the bundle's files could not be evicted, so they were probably cached from the build"
fi
COLD=$(measure)
WARM=$(for _ in 1 2 3; do measure; echo; done | sort -n | sed -n 2p)
BUNDLE_BYTES=$(du -sb "$BUNDLE" | cut -f1)
mb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1048576 }'; }
ok() { awk -v v="$1" -v t="$2" 'BEGIN { print (v < t) ? "yes" : "NO" }'; }
BUNDLE_MB=$(mb "$BUNDLE_BYTES")
DEB_MB=$(mb "$(stat -c %s "$DEB")")
TAR_MB=$(mb "$(stat -c %s "$TARBALL")")
cat >"$BUILD/SIZES.md" <<EOF
# Installer sizes and start-up time

Written by \`packaging/build_linux.sh\`; numbers of the last run.

- Built: $(date -u +%Y-%m-%d) from commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown), version $VERSION
- Machine: $(sed -n 's/^PRETTY_NAME=//p' /etc/os-release 2>/dev/null | tr -d '"'), $ARCH, $(nproc) CPUs
- Toolchain: $("$PY" -c 'import sys, PySide6, PyInstaller; print(f"Python {sys.version.split()[0]}, PySide6 {PySide6.__version__}, PyInstaller {PyInstaller.__version__}")')

| figure | value | target | met |
| --- | --- | --- | --- |
| unpacked bundle (\`build/dist/sixtysix\`, \`du -sb\`) | $BUNDLE_MB MB | < 130 MB | $(ok "$BUNDLE_MB" 130) |
| .deb (\`$(basename "$DEB")\`, xz) | $DEB_MB MB | < 55 MB | $(ok "$DEB_MB" 55) |
| .tar.gz (\`$(basename "$TARBALL")\`) | $TAR_MB MB | | |
| cold start to first frame | $COLD s | | |
| warm start to first frame (median of 3) | $WARM s | | |

MB = 2^20 bytes. *Start to first frame* is the wall time from launching
the bundled binary to its exit with
\`QT_QPA_PLATFORM=offscreen sixtysix --screenshot out.png --lang bg --seed 1 --size 1280x800\`:
bootloader, Python start-up, imports, Qt and translation loading, building
the table, rendering one frame and writing the PNG. It also covers starting
and stopping the computer player's helper process (the game launches the
bundle a second time through multiprocessing "spawn" and shuts it down at
exit). It does not include a window manager mapping a real window.
Cold: $COLD_NOTE.
EOF
cat "$BUILD/SIZES.md"
log "done: $BUNDLE $TARBALL $DEB"
