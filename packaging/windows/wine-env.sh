# Shared by packaging/windows/build.sh and smoke.sh (sourced, not run).
#
# Sets ROOT, BUILD, WIN (build/windows), the private Wine prefix
# WINEPREFIX=build/windows/wineprefix (never ~/.wine) and defines:
#   need_apt_packages   install packaging/windows/apt-packages.txt when a tool is missing
#   winpath PATH        the Windows name of a Linux path (Z:\...)
#   wine_run ARGS...    run a Windows program, its output piped (see below)
#   keep_out_of_home P  make prefix P's Desktop, Documents... real folders
#   windows_10          make the prefix say it is Windows 10 (see below)
#   wine_session_start  an Xvfb display of our own, a persistent wineserver
#                       and the desktop process, started with no pipes to inherit
#   wine_session_end    stop them (wineserver -k, our Xvfb by its pid)
#
# Wine pitfalls this works around:
# - a Windows program whose stdout is a plain file dies at start
#   (CPython's init_sys_streams: WinError 6), so output always goes through
#   a pipe (`| cat`);
# - wine's own exit status says little (it is 0 when a 32-bit program cannot
#   even start): callers judge by the program's output and files instead;
# - winemenubuilder would copy every shortcut the installer makes into the
#   host's ~/.local/share/applications: it is switched off, and so are the
#   Mono and Gecko installers (dialogs, downloads);
# - Wine does not hand QT_* (nor VK_*) variables to Windows programs; it
#   hands WINEQT_X=... on as QT_X=... (WINEQT_QPA_PLATFORM, WINEQT_SCALE_FACTOR);
# - the first program that touches a window starts Wine's desktop process
#   (explorer.exe /desktop), which inherits that program's stdout and stays:
#   a pipe reading it (pip reading its build backend, which runs lrelease.exe)
#   then never ends.  wine_session_start starts the desktop first, with
#   /dev/null for its handles, and keeps the wineserver up until the end;
# - Wine 8's prefixes say they are Windows 7, which the bundle does not run on
#   (Qt 6 and Python 3.11 need Windows 10), and CPython's multiprocessing
#   believes it: it takes a zero-byte read on a pipe for one that leaves an
#   empty message in place (Windows 7) while Wine, like Windows 8 and later,
#   consumes it.  ProcessPoolExecutor's wake-up pipe then blocks its manager
#   thread in recv once two wake-ups are pending (the game's computer-player
#   pool), and the process cannot exit: a --screenshot wrote its picture and
#   hung until the timeout, about one run in ten.  windows_10 sets the version.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD="$ROOT/build"
WIN="$BUILD/windows"
export WINEPREFIX="$WIN/wineprefix"
export WINEARCH=win64
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
unset PYTHONPATH PYTHONHOME PYTHONSTARTUP VIRTUAL_ENV

need_apt_packages() {
    local missing=0 tool
    for tool in wine makensis x86_64-w64-mingw32-gcc x86_64-w64-mingw32-objdump xvfb-run xauth; do
        command -v "$tool" >/dev/null 2>&1 || missing=1
    done
    [ "$missing" = 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    local packages
    packages=$(grep -v '^#' "$ROOT/packaging/windows/apt-packages.txt" | tr '\n' ' ')
    echo "apt-get install $packages"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $packages >/dev/null
}

winpath() {
    local p
    p=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
    printf 'Z:%s' "${p//\//\\}"
}

wine_run() {
    # wine_run PROGRAM ARGS...: the program's output on our stdout, CRs dropped
    wine "$@" 2>&1 | tr -d '\r' | cat
}

keep_out_of_home() {
    # wineboot links the prefix's Desktop, Documents, Music... to the host's
    # $HOME: a desktop shortcut would land there.  Real folders instead.
    local link
    for link in "$1"/drive_c/users/*/*; do
        if [ -L "$link" ]; then
            rm -f "$link" && mkdir -p "$link"
        fi
    done
}

windows_10() {
    wine reg add 'HKCU\Software\Wine' /v Version /t REG_SZ /d win10 /f </dev/null >/dev/null 2>&1 || true
    wine cmd /c ver </dev/null 2>/dev/null | tr -d '\r' | grep -q ' 10\.0\.' ||
        { echo "wine: the prefix $WINEPREFIX does not say it is Windows 10" >&2; return 1; }
    wineserver -w # saved, and no server left for wine_session_start's persistent one
}

XVFB_PID=""
wine_session_start() {
    local fifo display
    fifo=$(mktemp -u "${TMPDIR:-/tmp}/xvfb.XXXXXX")
    mkfifo "$fifo"
    Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
    XVFB_PID=$!
    read -r -t 30 display <"$fifo" || true
    rm -f "$fifo"
    [ -n "$display" ] || { echo "wine: Xvfb did not start" >&2; return 1; }
    export DISPLAY=":$display"
    # Wine's services (services.exe, plugplay, rpcss...) and its desktop inherit
    # the handles of the program that starts them: start them here, on /dev/null,
    # and keep them (wineserver -p) until wine_session_end
    wineserver -p
    wine wineboot </dev/null >/dev/null 2>&1 || true
    (wine explorer.exe /desktop </dev/null >/dev/null 2>&1 &)
    local _
    for _ in $(seq 60); do
        pgrep -f 'explorer.exe /desktop' >/dev/null && return 0
        sleep 0.5
    done
    echo "wine: the desktop process did not start" >&2
    return 1
}

wine_session_end() {
    wineserver -k 2>/dev/null || true
    if [ -n "$XVFB_PID" ]; then
        kill "$XVFB_PID" 2>/dev/null || true
        wait "$XVFB_PID" 2>/dev/null || true
        XVFB_PID=""
    fi
}
