#!/usr/bin/env bash
# Smoke-test a built Sixty-Six bundle, away from the source tree.
#
#   packaging/smoke_test.sh BUNDLE_DIR
#
# BUNDLE_DIR is PyInstaller's one-folder output (build/dist/sixtysix, holding
# the `sixtysix` or `sixtysix.exe` launcher and _internal/) or a macOS
# `Sixty-Six.app`.  The bundle is copied into a fresh temporary directory and
# run from there with the offscreen Qt platform, a clean environment for
# Python (no PYTHONPATH, no PYTHONHOME) and that directory as the working
# directory, so nothing can be picked up from a checkout or a virtualenv:
#
#   1. sixtysix --autoplay --deals 1 --quit      must exit 0
#   2. sixtysix --screenshot out.png --lang bg   must exit 0 and write a PNG
#
# Prints `smoke: startup_seconds=S`: wall time of step 2, launch to exit,
# which is the cold start of the bundle up to its first rendered frame
# (unpacking nothing: one-folder bundles start in place) plus the PNG write.
# Set SMOKE_KEEP=1 to keep the temporary copy, SMOKE_TIMEOUT (seconds, default
# 300) to bound each run.  With SMOKE_XCB=1 and xvfb-run installed, step 1 is
# repeated on the real X11 (xcb) platform plugin.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
    echo "usage: $0 BUNDLE_DIR" >&2
    exit 2
fi
SRC=$(cd "$1" && pwd)
TIMEOUT=${SMOKE_TIMEOUT:-300}
WORK=$(mktemp -d 2>/dev/null || mktemp -d -t sixtysix-smoke)
cleanup() { [ "${SMOKE_KEEP:-0}" = 1 ] || rm -rf "$WORK"; }
trap cleanup EXIT

cp -R "$SRC" "$WORK/"
NAME=$(basename "$SRC")
if [ -x "$WORK/$NAME/Contents/MacOS/sixtysix" ]; then
    EXE="$WORK/$NAME/Contents/MacOS/sixtysix"
elif [ -f "$WORK/$NAME/sixtysix.exe" ]; then
    EXE="$WORK/$NAME/sixtysix.exe"
elif [ -x "$WORK/$NAME/sixtysix" ]; then
    EXE="$WORK/$NAME/sixtysix"
else
    echo "smoke: no sixtysix executable in $SRC" >&2
    exit 1
fi
cd "$WORK"
unset PYTHONPATH PYTHONHOME PYTHONSTARTUP VIRTUAL_ENV
export QT_QPA_PLATFORM=offscreen
# Settings, saves and statistics go to a throw-away home, not the tester's.
mkdir -p "$WORK/home"
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/.config" XDG_DATA_HOME="$WORK/home/.local/share"

now() {
    if [ -n "${EPOCHREALTIME:-}" ]; then
        echo "${EPOCHREALTIME/,/.}"
    elif date +%s.%N 2>/dev/null | grep -qv N; then
        date +%s.%N
    else
        python3 -c 'import time; print(time.time())'
    fi
}

run() {
    # run LOGNAME ARGS...: the bundle with a time limit, output to LOGNAME.log
    local log="$WORK/$1.log"
    shift
    local rc=0
    if command -v timeout >/dev/null 2>&1; then
        timeout "$TIMEOUT" "$@" >"$log" 2>&1 || rc=$?
    else
        "$@" >"$log" 2>&1 || rc=$?
    fi
    if [ "$rc" -ne 0 ]; then
        echo "smoke: FAILED (exit $rc): $*" >&2
        sed 's/^/    /' "$log" >&2
    fi
    return "$rc"
}

echo "smoke: bundle $SRC, running from $WORK"
run autoplay "$EXE" --autoplay --deals 1 --quit
echo "smoke: autoplay 1 deal offscreen: ok"

t0=$(now)
run screenshot "$EXE" --screenshot "$WORK/out.png" --lang bg --seed 1 --size 1280x800
t1=$(now)
if [ ! -s "$WORK/out.png" ]; then
    echo "smoke: FAILED: --screenshot wrote no file" >&2
    exit 1
fi
if [ "$(head -c 4 "$WORK/out.png" | od -An -tx1 | tr -d ' \n')" != "89504e47" ]; then
    echo "smoke: FAILED: out.png is not a PNG" >&2
    exit 1
fi
echo "smoke: screenshot in Bulgarian: ok ($(wc -c <"$WORK/out.png" | tr -d ' ') bytes)"
if [ -n "${SMOKE_SCREENSHOT_COPY:-}" ]; then
    cp "$WORK/out.png" "$SMOKE_SCREENSHOT_COPY"
fi
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "smoke: startup_seconds=%.2f\n", b - a }'

if [ "${SMOKE_XCB:-0}" = 1 ] && command -v xvfb-run >/dev/null 2>&1; then
    QT_QPA_PLATFORM=xcb run xcb xvfb-run -a "$EXE" --autoplay --deals 1 --quit
    echo "smoke: autoplay 1 deal on X11 (xcb, Xvfb): ok"
fi
echo "smoke: PASSED"
