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
#   0. sixtysix --self-check                      must exit 0 (every promised part there)
#   1. sixtysix --autoplay --deals 1 --quit      must exit 0
#   2. sixtysix --screenshot out.png --lang bg   must exit 0, write a PNG and
#      not warn that the Bulgarian words are missing;
# and, except on Windows:
#   3. inside the frozen interpreter (packaging/frozen_probe.py, through the
#      multiprocessing door; needs python3 or PYTHON=...): Game > Puzzles
#      lists the bundled puzzles and every bundled .qm catalogue loads;
#   4. the computer player's helper processes start, and none is left a few
#      seconds after the game is killed with SIGKILL (parent_watch);
#   5. a second start on the same --data-dir exits 0 (it asked the first
#      to come forward) while the first goes on; the first then ends on
#      SIGTERM with exit 0 and leaves no helper process behind.
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
HERE=$(cd "$(dirname "$0")" && pwd)
TIMEOUT=${SMOKE_TIMEOUT:-300}
WORK=$(mktemp -d 2>/dev/null || mktemp -d -t sixtysix-smoke)
STARTED=() # games this script started in the background (killed at exit if still there)
cleanup() {
    local pid
    for pid in "${STARTED[@]+"${STARTED[@]}"}"; do
        kill -9 $(helpers "$pid") "$pid" 2>/dev/null || true
    done
    [ "${SMOKE_KEEP:-0}" = 1 ] || rm -rf "$WORK"
}
helpers() { pgrep -P "$1" 2>/dev/null | tr '\n' ' ' || true; }
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
# the bundle's own account of its parts (compiled core, sound library, five translations,
# fonts, local channel): any promised part missing fails; no sound device is only reported
run self-check "$EXE" --self-check
sed 's/^/    /' "$WORK/self-check.log"
grep -qx "self-check: passed" "$WORK/self-check.log" || { echo "smoke: FAILED: self-check" >&2; exit 1; }
echo "smoke: self-check: ok"
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
# sixtysix_qt/ui/words/i18n.py warns so when a catalogue is missing or damaged.
if grep -Eq "no translation file|falling back to English|stay in English" "$WORK/screenshot.log"; then
    echo "smoke: FAILED: the Bulgarian catalogue did not load" >&2
    sed 's/^/    /' "$WORK/screenshot.log" >&2
    exit 1
fi
echo "smoke: screenshot in Bulgarian: ok ($(wc -c <"$WORK/out.png" | tr -d ' ') bytes)"
if [ -n "${SMOKE_SCREENSHOT_COPY:-}" ]; then
    cp "$WORK/out.png" "$SMOKE_SCREENSHOT_COPY"
fi
awk -v a="$t0" -v b="$t1" 'BEGIN { printf "smoke: startup_seconds=%.2f\n", b - a }'

gone_within() {
    # gone_within SECONDS PID...: true once none of the PIDs is running
    local limit=$(($1 * 4)) pid alive
    shift
    for _ in $(seq "$limit"); do
        alive=""
        for pid in "$@"; do kill -0 "$pid" 2>/dev/null && alive="$alive $pid"; done
        [ -z "$alive" ] && return 0
        sleep 0.25
    done
    echo "smoke: FAILED: processes left behind:" >&2
    ps -o pid,ppid,args -p "$(echo $alive | tr ' ' ',')" >&2 || true
    kill -9 $alive 2>/dev/null || true
    return 1
}

wait_for() {
    # wait_for SECONDS COMMAND...: true once COMMAND succeeds
    local limit=$(($1 * 4))
    shift
    for _ in $(seq "$limit"); do
        "$@" && return 0
        sleep 0.25
    done
    return 1
}

case "$(uname -s)" in
MINGW* | MSYS* | CYGWIN*) POSIX=0 ;;
*) POSIX=1 ;;
esac
if [ "$POSIX" = 1 ]; then
    PROBE_PY=${PYTHON:-$(command -v python3 || true)}
    if [ -n "$PROBE_PY" ]; then
        "$PROBE_PY" "$HERE/frozen_probe.py" >"$WORK/probe.pickle"
        run probe "$EXE" --multiprocessing-fork pipe_handle=3 3<"$WORK/probe.pickle"
        sed -n 's/^probe: /smoke: probe: /p' "$WORK/probe.log"
        echo "smoke: puzzles and catalogues inside the bundle: ok"
    else
        echo "smoke: no python3 to write the probe: puzzles check skipped"
    fi

    "$EXE" --autoplay --deals 100000 >"$WORK/killed.log" 2>&1 &
    GAME=$!
    STARTED+=("$GAME")
    has_worker() { pgrep -P "$GAME" -f -- --multiprocessing-fork >/dev/null; }
    if ! wait_for 120 has_worker; then
        echo "smoke: FAILED: no computer-player process started" >&2
        sed 's/^/    /' "$WORK/killed.log" >&2
        exit 1
    fi
    CHILDREN=$(helpers "$GAME")
    kill -9 "$GAME"
    wait "$GAME" 2>/dev/null || true
    # shellcheck disable=SC2086 # one pid per word
    gone_within 10 $CHILDREN
    echo "smoke: SIGKILL of the game took its helpers ($(echo $CHILDREN)) along: ok"

    mkdir -p "$WORK/data"
    "$EXE" --data-dir "$WORK/data" >"$WORK/first.log" 2>&1 &
    FIRST=$!
    STARTED+=("$FIRST")
    if ! wait_for 120 test -e "$WORK/data/sixtysix.lock"; then
        echo "smoke: FAILED: the game took no lock on its data folder" >&2
        sed 's/^/    /' "$WORK/first.log" >&2
        exit 1
    fi
    # The lock comes a moment before the first game listens: retry a few times.
    second=1
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        if timeout "$TIMEOUT" "$EXE" --data-dir "$WORK/data" >"$WORK/second.log" 2>&1; then
            second=0
            break
        fi
        sleep 1
    done
    if [ "$second" != 0 ] || ! kill -0 "$FIRST" 2>/dev/null; then
        echo "smoke: FAILED: a second start on the same folder did not bring the first forward" >&2
        sed 's/^/    second: /' "$WORK/second.log" >&2
        sed 's/^/    first: /' "$WORK/first.log" >&2
        exit 1
    fi
    echo "smoke: second start: $(cat "$WORK/second.log")"
    CHILDREN=$(helpers "$FIRST")
    kill -TERM "$FIRST"
    (sleep 60 && kill -9 "$FIRST" 2>/dev/null) &
    TIMER=$!
    first_rc=0
    wait "$FIRST" 2>/dev/null || first_rc=$?
    kill "$TIMER" 2>/dev/null || true
    if [ "$first_rc" != 0 ]; then
        echo "smoke: FAILED: the first game ended with exit $first_rc on SIGTERM" >&2
        sed 's/^/    /' "$WORK/first.log" >&2
        exit 1
    fi
    # shellcheck disable=SC2086
    gone_within 15 $CHILDREN
    echo "smoke: one game per data folder, SIGTERM ends it cleanly: ok"
fi

if [ "${SMOKE_XCB:-0}" = 1 ] && command -v xvfb-run >/dev/null 2>&1; then
    QT_QPA_PLATFORM=xcb run xcb xvfb-run -a "$EXE" --autoplay --deals 1 --quit
    echo "smoke: autoplay 1 deal on X11 (xcb, Xvfb): ok"
fi
echo "smoke: PASSED"
