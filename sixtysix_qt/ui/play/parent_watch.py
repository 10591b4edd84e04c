"""Helper processes die with the game: no orphan survives a kill, a crash or the OOM killer.

The computer player thinks in a child process.  When the game is killed
(SIGKILL, SIGTERM to the game alone, a crash), nothing tells that child,
and it would run for ever, re-parented to PID 1, holding the pipe that keeps
multiprocessing's resource tracker alive too.  ``die_with_parent`` is called
first thing in the child:

* on Linux, ``prctl(PR_SET_PDEATHSIG, SIGKILL)`` makes the kernel kill the
  child the moment its parent goes;
* on other POSIX systems too, a daemon thread checks every ``interval``
  seconds that the parent is still the same process and ends the child
  otherwise (this also covers the parent dying before the ``prctl`` call);
* on Windows, which does not re-parent orphans, a thread waits on a handle
  to the parent process (not tested here: there is no Windows in CI).

Once the child is gone, the resource tracker's pipe has no writer left and
the tracker exits on its own.  No Qt, no engine: importable anywhere.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import sys
import threading
import time

PR_SET_PDEATHSIG = 1
"""From <linux/prctl.h>."""


def _set_death_signal(sig: int) -> bool:
    """Ask Linux to send ``sig`` to this process when its parent dies; False elsewhere."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, ctypes.c_ulong(sig), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def parent_alive(parent_pid: int) -> bool:
    """True while ``parent_pid`` is still our parent (a re-parented orphan sees another)."""
    return os.getppid() == parent_pid


def _watch(parent_pid: int, interval: float) -> None:
    while parent_alive(parent_pid):
        time.sleep(interval)
    os._exit(0)  # no cleanup to do: the parent that wanted the answers is gone


def _watch_windows(parent_pid: int) -> bool:
    """Windows never re-parents an orphan (``getppid`` keeps the dead parent's pid): wait on
    a handle to the parent instead, opened now so a reused pid cannot fool us later."""
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    synchronize, infinite = 0x00100000, 0xFFFFFFFF
    handle = kernel32.OpenProcess(synchronize, False, parent_pid)
    if not handle:
        os._exit(0)  # the parent is already gone

    def wait() -> None:
        kernel32.WaitForSingleObject(handle, infinite)
        os._exit(0)

    threading.Thread(target=wait, name="parent-watch", daemon=True).start()
    return False


def die_with_parent(
    parent_pid: int | None = None, interval: float = 0.5, *, kernel: bool = True
) -> bool:
    """Make this process end when ``parent_pid`` (default: the current parent) ends.

    ``kernel=False`` skips the Linux death signal, which fires when the
    *thread* that started us ends: pass it when that was not the parent's
    main thread.  Returns whether the death signal was set (the watcher
    thread runs in any case).  Exits at once if the parent is already gone.
    """
    parent_pid = os.getppid() if parent_pid is None else parent_pid
    if os.name == "nt":
        return _watch_windows(parent_pid)
    kernel = kernel and _set_death_signal(signal.SIGKILL)
    if not parent_alive(parent_pid):
        os._exit(0)
    watcher = threading.Thread(
        target=_watch, args=(parent_pid, interval), name="parent-watch", daemon=True
    )
    watcher.start()
    return kernel


def ignore_terminal_interrupt() -> None:
    """Leave Ctrl+C to the game: the helper must not print a traceback and die on its own."""
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):  # not the main thread, or no such signal here
        pass
