#!/usr/bin/env bash
# Install a built .deb, play one deal with the installed game, remove it,
# and check that nothing is left behind.  Needs root (or sudo) and apt.
#
#   packaging/linux/deb_roundtrip.sh build/dist/sixtysix_VERSION_ARCH.deb
#
# The game runs offscreen and, when xvfb-run is installed, once more on the
# X11 (xcb) platform plugin inside Xvfb.
set -euo pipefail

DEB=$(realpath "${1:?usage: $0 PATH.deb}")
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT

if dpkg -s sixtysix >/dev/null 2>&1; then
    echo "deb_roundtrip: sixtysix is already installed; remove it first" >&2
    exit 1
fi
$SUDO apt-get install -y "$DEB"
test -x /usr/bin/sixtysix
cd "$HOME_DIR"
# compiled core, sound library, five translations, fonts, local channel: all there
HOME="$HOME_DIR" timeout 120 sixtysix --self-check
HOME="$HOME_DIR" QT_QPA_PLATFORM=offscreen timeout 300 sixtysix --autoplay --deals 1 --quit
echo "deb_roundtrip: installed game played one deal offscreen"
if command -v xvfb-run >/dev/null 2>&1; then
    HOME="$HOME_DIR" timeout 300 xvfb-run -a sixtysix --autoplay --deals 1 --quit
    echo "deb_roundtrip: installed game played one deal on X11 (Xvfb)"
fi
$SUDO apt-get remove -y sixtysix
left=""
for path in /opt/sixtysix /usr/bin/sixtysix /usr/share/applications/sixtysix.desktop \
    /usr/share/metainfo/io.github.sixtysix.metainfo.xml \
    /usr/share/icons/hicolor/256x256/apps/sixtysix.png \
    /usr/share/icons/hicolor/scalable/apps/sixtysix.svg; do
    [ -e "$path" ] && left="$left $path"
done
if [ -n "$left" ]; then
    echo "deb_roundtrip: FAILED: left behind after removal:$left" >&2
    exit 1
fi
$SUDO dpkg --purge sixtysix >/dev/null 2>&1 || true
echo "deb_roundtrip: removed cleanly"
