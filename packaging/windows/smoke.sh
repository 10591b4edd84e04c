#!/usr/bin/env bash
# Smoke test of the Windows setup under Wine, as a player would use it.
#
#   packaging/windows/smoke.sh [SETUP.exe]     (default: build/dist/sixtysix-*-windows-setup.exe)
#
# In a fresh Wine prefix of its own (build/windows/smokeprefix: a clean
# Windows 10 "machine" that has no Python; only Wine 8's missing icuuc.dll is
# stubbed, as in the build prefix) with an Xvfb display of its own:
#   1. installs silently in Bulgarian (setup /S /LANG=bg) and checks the files,
#      the Start-menu shortcut, the Apps & features entry, the .sixtysix file
#      type and the game's language setting in the registry;
#   1b. the installed game's --self-check: compiled core, sound library, five
#      translations, fonts and the named pipe, each there (exit 0);
#   2. the INSTALLED game: --screenshot in en, lv, sl, bg, uk (offscreen) and
#      once on the real Windows platform at QT_SCALE_FACTOR=1.5 (Ukrainian),
#      each ending by itself (exit 0); the pictures are kept in
#      build/windows/smoke/ to look at;
#   3. --autoplay --deals 1 --quit on the Windows platform;
#   4. --hint-check: a hint from the computer's child process (multiprocessing
#      spawn of the frozen program);
#   5. a real match in %APPDATA% with settings in the registry: 3 moves
#      (--play-moves); a second start reaches it through the named pipe: with
#      no file it brings the first game forward and ends (exit 0), with a
#      deal file (.sixtysix, with a space in its name) the FIRST game opens
#      it ("review open"); while the first game is frozen (SIGSTOP) a second
#      start is refused by the data-folder lock, naming the first game's
#      process id (exit 1); each of these sentences in Bulgarian (the language
#      the installer set, read before the folder is claimed); `taskkill /F` on the game leaves no worker behind;
#   6. a restart resumes the saved match (same number of actions, the
#      question asked in Bulgarian: the installer's language), then closes on
#      `taskkill` (WM_CLOSE) with no worker left;
#   5b. while that game runs, `setup /S` and `uninstall.exe /S` refuse (exit code 2:
#      Windows locks a running program's files) and leave its files alone;
#   6b. a silent upgrade without /LANG= keeps the language, shortcut and folder;
#      installing into another folder (/D=) removes the old copy, the Apps entry follows;
#   7. uninstalls silently: program, shortcut, Apps entry and file type gone,
#      the data folder and the settings kept.
# Any failure ends it with `windows smoke: FAILED: <reason>` and exit 1.
# Wine's exit status is never trusted alone: every step checks output or files.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=packaging/windows/wine-env.sh
. "$HERE/wine-env.sh"
export WINEPREFIX="$WIN/smokeprefix"
OUT="$WIN/smoke"
TIMEOUT=${SMOKE_TIMEOUT:-240}
unset WINEQT_QPA_PLATFORM WINEQT_SCALE_FACTOR
START=$(date +%s)

fail() {
    echo "windows smoke: FAILED: $*" >&2
    exit 1
}
step() { printf 'windows smoke: %s\n' "$*"; }
trap wine_session_end EXIT

SETUP=${1:-$(ls -t "$BUILD"/dist/sixtysix-*-windows-setup.exe 2>/dev/null | head -n 1)}
[ -n "$SETUP" ] && [ -s "$SETUP" ] || fail "no setup .exe (run packaging/windows/build.sh first)"
need_apt_packages
[ -s "$WIN/icuuc.dll" ] || fail "no $WIN/icuuc.dll (made by build.sh)"
mkdir -p "$BUILD/tmp"
export TMPDIR="$BUILD/tmp"

# ---------------------------------------------------------------- a clean prefix
rm -rf "$WINEPREFIX" "$OUT"
mkdir -p "$OUT"
wine wineboot -i </dev/null >/dev/null 2>&1 || true
wineserver -w
[ -d "$WINEPREFIX/drive_c/windows/system32" ] || fail "wineboot made no prefix"
keep_out_of_home "$WINEPREFIX"
windows_10 || fail "the prefix cannot be set to Windows 10"
cp "$WIN/icuuc.dll" "$WINEPREFIX/drive_c/windows/system32/"
wine_session_start || fail "no Xvfb display or Wine desktop"

winenv() { wine cmd /c echo "%$1%" </dev/null 2>/dev/null | tr -d '\r' | tail -n 1; }
LOCALAPPDATA_W=$(winenv LOCALAPPDATA)
APPDATA_W=$(winenv APPDATA)
unixpath() { winepath -u "$1" 2>/dev/null; }
INSTDIR_W="$LOCALAPPDATA_W\\Programs\\Sixty-Six"
GAME_W="$INSTDIR_W\\sixtysix.exe"
INSTDIR=$(unixpath "$INSTDIR_W")
DATA=$(unixpath "$APPDATA_W\\sixtysix\\Sixty-Six")
START_MENU=$(unixpath "$APPDATA_W\\Microsoft\\Windows\\Start Menu\\Programs")
[ -n "$INSTDIR" ] && [ -n "$DATA" ] || fail "no %LOCALAPPDATA% / %APPDATA% in the prefix"

regq() { wine reg query "$@" </dev/null 2>&1 | tr -d '\r' || true; }
reg_has_once() {
    if [ -z "$2" ]; then
        regq "$1" /ve | grep -E "^\s+\(Default\)\s+REG_\w+\s+$3" >/dev/null
    else
        regq "$1" /v "$2" | grep -E "^\s+$2\s+REG_\w+\s+$3" >/dev/null
    fi
}
reg_has() {
    # reg_has KEY NAME PATTERN: the value NAME of KEY ("": its default) matches PATTERN (grep -E);
    # asked up to 3 times: on a loaded machine one `wine reg` now and then answers nothing
    local _
    for _ in 1 2 3; do
        reg_has_once "$@" && return 0
        sleep 1
    done
    return 1
}
UNINST='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\SixtySix'
SETTINGS='HKCU\Software\SixtySix\sixtysix'

# ---------------------------------------------------------------- 1. install
step "installing $(basename "$SETUP") silently in Bulgarian"
timeout "$TIMEOUT" wine "$SETUP" /S /LANG=bg </dev/null >"$OUT/install.log" 2>&1 || true
[ -f "$INSTDIR/sixtysix.exe" ] || fail "setup /S installed no $INSTDIR_W\\sixtysix.exe"
[ -f "$INSTDIR/uninstall.exe" ] || fail "no uninstall.exe"
[ -f "$INSTDIR/_internal/python311.dll" ] || fail "the bundle's _internal folder is missing"
# the shortcut carries the game's name in the installer's language (i18n/languages.json)
LNK="$(python3 -c 'import json, sys; print(next(r["game_name"] for r in json.load(open(sys.argv[1], encoding="utf-8"))["languages"] if r["code"] == "bg"))' "$ROOT/i18n/languages.json").lnk"
[ -f "$START_MENU/$LNK" ] || fail "no Start-menu shortcut $LNK: $(ls "$START_MENU" | tr '\n' ' ')"
DESKTOP=$(unixpath "$(winenv USERPROFILE)\\Desktop")
[ ! -e "$DESKTOP/$LNK" ] || fail "a desktop shortcut although none was asked for"
for value in DisplayName DisplayIcon DisplayVersion Publisher UninstallString \
    QuietUninstallString InstallLocation EstimatedSize NoModify NoRepair; do
    reg_has "$UNINST" "$value" '.' || fail "the Apps & features entry has no $value"
done
reg_has "$UNINST" QuietUninstallString '.*uninstall\.exe" /S' || fail "QuietUninstallString is wrong"
reg_has 'HKCU\Software\Classes\.sixtysix' '' 'SixtySix\.Deal' ||
    fail ".sixtysix is not registered as SixtySix.Deal"
regq 'HKCU\Software\Classes\SixtySix.Deal\shell\open\command' /ve | grep -F 'sixtysix.exe" "%1"' >/dev/null ||
    fail "SixtySix.Deal has no open command"
reg_has "$SETTINGS" language 'bg$' || fail "the installer did not set the game's language to bg"
# (reg query prints Cyrillic as ?: regedit exports UTF-16)
wine regedit /E "$(winpath "$OUT/uninstall-key.reg")" "${UNINST/HKCU/HKEY_CURRENT_USER}" </dev/null 2>&1 | cat >/dev/null
python3 -c 'import sys; t = open(sys.argv[1], "rb").read().decode("utf-16"); sys.exit(f"\"DisplayName\"=\"{sys.argv[2]}\"" not in t)' \
    "$OUT/uninstall-key.reg" "$(basename "$LNK" .lnk)" || fail "the Apps entry does not carry the game's Bulgarian name"
step "installed into $INSTDIR_W: Start-menu shortcut \"$LNK\", Apps entry, .sixtysix type, language bg: ok"

game() {
    # game LOGNAME ARGS...: the installed game in the foreground, output to LOGNAME.log
    local log="$OUT/$1.log"
    shift
    timeout "$TIMEOUT" wine "$GAME_W" "$@" </dev/null 2>&1 | sed -u 's/\r$//' >"$log" || true
}
game_rc() {
    # game_rc LOGNAME ARGS...: as game, and the program's exit status in RC, its seconds in SECS
    local log="$OUT/$1.log" t0
    shift
    t0=$(date +%s%N)
    set +e
    timeout "$TIMEOUT" wine "$GAME_W" "$@" </dev/null 2>&1 | sed -u 's/\r$//' >"$log"
    RC=${PIPESTATUS[0]}
    set -e
    SECS=$(awk -v a="$t0" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
}
game_bg() {
    # game_bg LOGNAME ARGS...: the installed game in the background
    local log="$OUT/$1.log"
    shift
    # sed -u: each line reaches the log at once (tr or a buffered filter would
    # hold "played 3" back until the game ends)
    (timeout "$TIMEOUT" wine "$GAME_W" "$@" </dev/null 2>&1 | sed -u 's/\r$//' >"$log" || true) &
}
wait_for() {
    # wait_for SECONDS COMMAND...: true once COMMAND succeeds
    local limit=$(($1 * 2))
    shift
    for _ in $(seq "$limit"); do
        "$@" && return 0
        sleep 0.5
    done
    return 1
}
png_size() { python3 -c 'import struct, sys; d = open(sys.argv[1], "rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8] == b"\x89PNG\r\n\x1a\n" else "not-a-png")' "$1"; }
workers_of() { pgrep -f -- "--multiprocessing-fork parent_pid=$1 " || true; }
game_pids() { pgrep -f -- 'Sixty-Six\\sixtysix.exe' || true; }

# ---------------------------------------------------------------- 1b. the self-check
# the installed game's own account of its parts: compiled core, sound library,
# five translations, fonts, the named pipe; anything missing fails (a missing
# sound device is only reported: the prefix has none to promise)
WINEQT_QPA_PLATFORM=offscreen game_rc self-check --self-check
grep -q '^self-check: ' "$OUT/self-check.log" || { cat "$OUT/self-check.log" >&2; fail "--self-check printed nothing"; }
sed 's/^/    /' "$OUT/self-check.log"
[ "$RC" = 0 ] && grep -qx 'self-check: passed' "$OUT/self-check.log" ||
    fail "the installed game failed its self-check (exit $RC): $(grep -E 'MISSING|FAILED' "$OUT/self-check.log" | tr '\n' ' ')"
step "self-check of the installed game: passed in $SECS s"

# ---------------------------------------------------------------- 2. screenshots
SHOT_SECS=""
for lang in en lv sl bg uk; do
    game_rc "shot-$lang" --screenshot "$(winpath "$OUT/table-$lang.png")" --lang "$lang" --seed 1 --size 1280x800
    [ "$(png_size "$OUT/table-$lang.png" 2>/dev/null)" = 1280x800 ] ||
        { cat "$OUT/shot-$lang.log" >&2; fail "--screenshot --lang $lang wrote no 1280x800 PNG"; }
    [ "$RC" = 0 ] || fail "--screenshot --lang $lang did not end by itself (exit $RC after $SECS s)"
    SHOT_SECS="$SHOT_SECS $SECS"
    ! grep -Eq "no translation file|falling back to English|stay in English" "$OUT/shot-$lang.log" ||
        fail "the $lang catalogue did not load: $(head -n 3 "$OUT/shot-$lang.log")"
done
step "screenshots in en lv sl bg uk: ok ($OUT/table-*.png; seconds:$SHOT_SECS)"
# (Wine hands QT_* variables to Windows programs only under the name WINEQT_*)
WINEQT_QPA_PLATFORM=windows WINEQT_SCALE_FACTOR=1.5 game_rc shot-hidpi \
    --screenshot "$(winpath "$OUT/table-uk-scale150.png")" --lang uk --seed 1 --size 800x600
[ "$(png_size "$OUT/table-uk-scale150.png" 2>/dev/null)" = 1200x900 ] ||
    { cat "$OUT/shot-hidpi.log" >&2; fail "QT_SCALE_FACTOR=1.5 on the Windows platform gave no 1200x900 picture of an 800x600 window"; }
[ "$RC" = 0 ] || fail "the high-DPI --screenshot did not end by itself (exit $RC after $SECS s)"
step "high DPI (Windows platform, QT_SCALE_FACTOR=1.5): an 800x600 window is a 1200x900 picture, ended in $SECS s: ok"

# ---------------------------------------------------------------- 3. autoplay, 4. hint
WINEQT_QPA_PLATFORM=windows game autoplay --autoplay --deals 1 --quit --seed 1
# a deal may end with no winner only by the rules' 65-65 tie (RULES.md 6)
grep -Eq '^deal 1: winner ([0-9]|None \+0 \(tie_65\))' "$OUT/autoplay.log" ||
    { cat "$OUT/autoplay.log" >&2; fail "--autoplay played no deal"; }
step "autoplay on the Windows platform: $(grep -m1 '^deal 1' "$OUT/autoplay.log")"
game hint --hint-check --seed 3
grep -Eq "^hint: \S+ .* from the computer's process [0-9]+" "$OUT/hint.log" ||
    { cat "$OUT/hint.log" >&2; fail "no hint from the computer's process"; }
step "$(grep -m1 '^hint:' "$OUT/hint.log")"
sleep 2
[ -z "$(game_pids)" ] || fail "processes left after the tool modes: $(game_pids | tr '\n' ' ')"

# ---------------------------------------------------------------- 5. a real match, second starts, a kill
step "a real match in %APPDATA% (3 moves), second starts, then taskkill /F"
game_bg first --new-game --play-moves 3 --seed 7 --speed off
wait_for "$TIMEOUT" grep -qs '^played 3' "$OUT/first.log" || { cat "$OUT/first.log" >&2; fail "the match played no 3 moves"; }
[ -f "$DATA/current-match.json" ] || fail "no saved match in %APPDATA%\\sixtysix\\Sixty-Six"
[ -f "$DATA/sixtysix.lock" ] || fail "no lock file in the data folder"
any_worker() { pgrep -f -- '--multiprocessing-fork parent_pid=' >/dev/null; }
wait_for 60 any_worker || fail "the game started no worker process"
WORKER=$(pgrep -f -- '--multiprocessing-fork parent_pid=' | head -n 1 || true)
GAME_WINPID=$(tr '\0' ' ' <"/proc/$WORKER/cmdline" | grep -oE 'parent_pid=[0-9]+' | cut -d= -f2)
# a second start on the same folder runs no second game: it asks the first one through the
# named pipe (offscreen: no dialog to dismiss) and ends at once
WINEQT_QPA_PLATFORM=offscreen game_rc second
# every sentence of a later start is in the player's language (Bulgarian: the installer's),
# read before the data folder is claimed (i18n/sixtysix_bg.ts: "...its window was brought
# to the front", "...the deal %1 was opened in its window", "...(process %2)...")
grep -q "прозорецът на играта е изведен на преден план" "$OUT/second.log" && [ "$RC" = 0 ] ||
    { cat "$OUT/second.log" >&2; fail "a second start did not bring the first game forward (exit $RC)"; }
[ "$(game_pids | wc -l)" -ge 1 ] || fail "the first game ended when a second one started"
step "second start: the first game came forward, exit 0 in ${SECS} s: $(grep -m1 'вече работи' "$OUT/second.log")"
# a double-clicked deal file goes to the running game, which opens it in its review
DEAL="$OUT/look at this hand.sixtysix"
python3 -I -B - "$ROOT" "$DEAL" <<'PYEOF' || fail "could not make a deal file with the game's own archive"
import shutil, sys, tempfile
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from sixtysix_qt.engine import new_deal
from sixtysix_qt.review.archive import DealArchive
state = new_deal("classic", seed=5)
while not state.is_over:
    state = state.apply(state.legal_actions()[0])
with tempfile.TemporaryDirectory() as tmp:
    shutil.move(DealArchive(Path(tmp)).add(state, "easy"), sys.argv[2])
PYEOF
WINEQT_QPA_PLATFORM=offscreen game_rc open-deal "$(winpath "$DEAL")"
grep -q "е отворено в прозореца му" "$OUT/open-deal.log" && [ "$RC" = 0 ] ||
    { cat "$OUT/open-deal.log" >&2; fail "a second start with a deal file did not hand it to the first game (exit $RC)"; }
wait_for 60 grep -qs '^review open [0-9]* moves' "$OUT/first.log" ||
    { cat "$OUT/first.log" >&2; fail "the first game did not open the deal file it was sent"; }
step "second start with \"$(basename "$DEAL")\": exit 0 in ${SECS} s; the first game: $(grep -m1 '^review open' "$OUT/first.log")"
# the setup and the uninstaller do not touch a running game's files (Windows locks them):
# silent, they end with exit code 2 and leave everything in place
EXE_STAMP=$(stat -c %Y "$INSTDIR/sixtysix.exe")
set +e
timeout "$TIMEOUT" wine "$SETUP" /S </dev/null 2>&1 | cat >"$OUT/setup-while-running.log"
SETUP_RC=${PIPESTATUS[0]}
timeout "$TIMEOUT" wine "$INSTDIR_W\\uninstall.exe" /S "_?=$INSTDIR_W" </dev/null 2>&1 | cat >"$OUT/uninstall-while-running.log"
UNINSTALL_RC=${PIPESTATUS[0]}
set -e
[ "$SETUP_RC" = 2 ] || fail "setup /S while the game runs: exit $SETUP_RC, not 2 (the running-game check)"
[ "$UNINSTALL_RC" = 2 ] || fail "uninstall /S while the game runs: exit $UNINSTALL_RC, not 2"
[ "$(stat -c %Y "$INSTDIR/sixtysix.exe")" = "$EXE_STAMP" ] && [ -f "$INSTDIR/uninstall.exe" ] &&
    [ -f "$INSTDIR/_internal/python311.dll" ] || fail "the setup or uninstaller touched the running game's files"
step "setup and uninstaller while the game runs: both refused (exit 2), nothing touched: ok"
# a first game that does not answer (frozen): the second start says which process holds the folder
GAME_MAIN=""
for pid in $(game_pids); do # the game itself: not `timeout wine ...`, not its worker
    case "$(tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" || true)" in
    "$GAME_W "*--multiprocessing-fork*) ;;
    "$GAME_W "*) GAME_MAIN=$pid ;;
    esac
done
[ -n "$GAME_MAIN" ] || fail "no process of the first game to freeze"
kill -STOP "$GAME_MAIN"
WINEQT_QPA_PLATFORM=offscreen game_rc refused
kill -CONT "$GAME_MAIN"
grep -q "вече работи с папката с данни" "$OUT/refused.log" && [ "$RC" = 1 ] ||
    { cat "$OUT/refused.log" >&2; fail "a second start beside a frozen game was not refused (exit $RC)"; }
grep -q "(процес $GAME_WINPID)" "$OUT/refused.log" || fail "the refusal names another process: $(cat "$OUT/refused.log")"
step "second start beside a frozen first game: refused, exit 1 in ${SECS} s: $(grep -m1 'вече работи' "$OUT/refused.log")"
KILL_LOG=$(wine taskkill /F /PID "$GAME_WINPID" </dev/null 2>&1 | tr -d '\r' || true)
no_workers() { [ -z "$(workers_of "$GAME_WINPID")" ] && [ -z "$(game_pids)" ]; }
wait_for 20 no_workers || fail "after taskkill /F on the game ($KILL_LOG) processes are left: $(ps -o pid,args -p "$(game_pids | tr '\n' ',' | sed 's/,$//')" 2>/dev/null)"
step "taskkill /F on the game (pid $GAME_WINPID): its worker ended too: ok"

# ---------------------------------------------------------------- 6. resume, close
ACTIONS=$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1], encoding="utf-8")); print(d["seed"], len(d["deals"]), len(d["deals"][-1]["actions"]))' "$DATA/current-match.json") ||
    fail "the saved match does not read as JSON after the kill"
read -r SEED DEALS NACTIONS <<<"$ACTIONS"
game_bg resumed --play-moves 3 --speed off
wait_for "$TIMEOUT" grep -qs '^match ' "$OUT/resumed.log" || { cat "$OUT/resumed.log" >&2; fail "the restart announced no match"; }
grep -qx "match $SEED deals $DEALS actions $NACTIONS" "$OUT/resumed.log" ||
    fail "the restart is not the saved match (saved: seed $SEED, $DEALS deal(s), $NACTIONS actions; got: $(grep '^match' "$OUT/resumed.log"))"
cyrillic() { python3 -c 'import sys; t = open(sys.argv[1], encoding="utf-8").read(); sys.exit(not any("\u0400" <= c <= "\u04ff" for l in t.splitlines() if l.startswith("dialog:") for c in l))' "$1"; }
cyrillic "$OUT/resumed.log" ||
    fail "the resume question was not in Bulgarian: $(grep '^dialog' "$OUT/resumed.log" || echo none)"
step "restart resumed the saved match ($NACTIONS actions), asked in Bulgarian: $(grep -m1 '^dialog' "$OUT/resumed.log")"
# between two of the player's moves the computer moves at least once: its worker is up
wait_for "$TIMEOUT" grep -qs '^played 2' "$OUT/resumed.log" || fail "the resumed match did not go on"
wait_for 60 any_worker || fail "the resumed game started no worker process"
WORKER=$(pgrep -f -- '--multiprocessing-fork parent_pid=' | head -n 1 || true)
GAME_WINPID=$(tr '\0' ' ' <"/proc/$WORKER/cmdline" 2>/dev/null | grep -oE 'parent_pid=[0-9]+' | cut -d= -f2 || true)
[ -n "$GAME_WINPID" ] || fail "the resumed game has no worker process"
CLOSE_LOG=$(wine taskkill /PID "$GAME_WINPID" </dev/null 2>&1 | tr -d '\r' || true)
# closing waits for the computer's current job to stop: give a loaded machine time
wait_for 90 no_workers ||
    fail "taskkill /PID $GAME_WINPID ($CLOSE_LOG) did not close the game or left its worker: $(pgrep -af 'sixtysix.exe' | cut -c1-120 | tr '\n' ';')"
step "closed with taskkill (WM_CLOSE): no process left: ok"
reg_has "$SETTINGS" language 'bg$' || fail "the language setting is gone from the registry"
[ "$(regq "$SETTINGS" | grep -cE '^\s+\S+\s+REG_')" -gt 1 ] || fail "the game wrote no settings to the registry"
step "settings in the registry (HKCU\\Software\\SixtySix\\sixtysix): $(regq "$SETTINGS" | grep -E '^\s+\S+\s+REG_' | awk '{print $1}' | tr '\n' ' ')"

# ---------------------------------------------------------------- 6b. upgrades
# a silent upgrade without /LANG= keeps the installed language and the installed folder
timeout "$TIMEOUT" wine "$SETUP" /S </dev/null 2>&1 | cat >"$OUT/upgrade.log" || true
reg_has "$UNINST" InstallerLanguage '1026$' ||
    fail "setup /S without /LANG= changed the installed language: $(regq "$UNINST" /v InstallerLanguage | grep REG_)"
[ -f "$START_MENU/$LNK" ] || fail "after a silent upgrade the shortcut is not \"$LNK\""
reg_has "$UNINST" InstallLocation "$(printf '%s' "$INSTDIR_W" | sed 's/[\\.]/\\&/g')\$" ||
    fail "a silent upgrade moved the game: $(regq "$UNINST" /v InstallLocation | grep REG_)"
step "silent upgrade without /LANG=: language (1026), shortcut and folder kept: ok"
# installed into another folder: the copy in the old one goes, the Apps entry follows
OLD_INSTDIR=$INSTDIR
INSTDIR_W='C:\Games\Sixty-Six'
INSTDIR=$(unixpath "$INSTDIR_W")
timeout "$TIMEOUT" wine "$SETUP" /S "/D=$INSTDIR_W" </dev/null 2>&1 | cat >"$OUT/move.log" || true
[ -f "$INSTDIR/sixtysix.exe" ] || fail "setup /S /D=$INSTDIR_W installed nothing there"
[ ! -e "$OLD_INSTDIR" ] || fail "installed elsewhere, the old copy stayed: $(ls -A "$OLD_INSTDIR" | tr '\n' ' ')"
reg_has "$UNINST" InstallLocation 'C:\\Games\\Sixty-Six$' || fail "the Apps entry does not follow the move"
step "installed into another folder: the old copy removed, the Apps entry follows: ok"

# ---------------------------------------------------------------- 7. uninstall
step "uninstalling silently"
wine "$INSTDIR_W\\uninstall.exe" /S </dev/null >"$OUT/uninstall.log" 2>&1 || true
gone() { [ ! -e "$INSTDIR/sixtysix.exe" ] && [ ! -e "$INSTDIR/uninstall.exe" ]; }
wait_for 60 gone || fail "the uninstaller left the program in $INSTDIR_W"
[ ! -e "$INSTDIR" ] || fail "the uninstaller left $INSTDIR_W: $(ls -A "$INSTDIR" | head -n 5 | tr '\n' ' ')"
[ ! -e "$START_MENU/$LNK" ] || fail "the Start-menu shortcut is still there"
regq "$UNINST" | grep -q DisplayName && fail "the Apps & features entry is still there"
regq 'HKCU\Software\Classes\.sixtysix' | grep -q SixtySix && fail "the .sixtysix file type is still registered"
[ -f "$DATA/current-match.json" ] || fail "uninstalling removed the player's saved match"
reg_has "$SETTINGS" language 'bg$' || fail "uninstalling removed the player's settings"
step "program, shortcut, Apps entry and file type gone; data folder and settings kept: ok"
step "PASSED in $(($(date +%s) - START)) s"
