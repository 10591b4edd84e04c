#!/usr/bin/env bash
# Wrap the macOS app bundle into a drag-to-install disk image (hdiutil).
#
#   packaging/macos/make_dmg.sh [APP] [OUT_DMG]
#
# APP defaults to build/dist/Sixty-Six.app (made by
# `pyinstaller ... packaging/sixtysix.spec` on macOS); OUT_DMG defaults to
# build/dist/sixtysix-<version>-macos-<arch>.dmg, the version being
# CFBundleShortVersionString of the app (which the spec set from
# sixtysix_qt.__version__).  The image holds the app and an /Applications
# link; it is compressed (UDZO) and verified.  The app is ad-hoc signed
# (`codesign -s -`) so that Apple-silicon Macs run it; a notarised
# release would sign with a Developer ID here instead.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
APP="${1:-$ROOT/build/dist/Sixty-Six.app}"
if [ ! -d "$APP/Contents/MacOS" ]; then
    echo "make_dmg: no app bundle at $APP" >&2
    exit 1
fi
PLIST="$APP/Contents/Info.plist"
VERSION=$(/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' "$PLIST")
ARCH=$(uname -m)
OUT="${2:-$ROOT/build/dist/sixtysix-$VERSION-macos-$ARCH.dmg}"
VOLNAME="Sixty-Six $VERSION"

codesign --force --deep --sign - "$APP"
codesign --verify --deep --strict "$APP"

STAGING=$(mktemp -d)
trap 'rm -rf "$STAGING"' EXIT
cp -R "$APP" "$STAGING/"
ln -s /Applications "$STAGING/Applications"

rm -f "$OUT"
# hdiutil now and then fails with "Resource busy" on CI machines: retry.
for attempt in 1 2 3; do
    if hdiutil create -volname "$VOLNAME" -srcfolder "$STAGING" -fs HFS+ \
        -format UDZO -imagekey zlib-level=9 -ov "$OUT"; then
        break
    fi
    if [ "$attempt" = 3 ]; then
        echo "make_dmg: hdiutil create failed" >&2
        exit 1
    fi
    sleep 10
done
hdiutil verify "$OUT"
echo "make_dmg: $OUT ($(du -h "$OUT" | cut -f1))"
