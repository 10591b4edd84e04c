"""The mark a running game leaves for its Windows setup: a named mutex.

Windows locks the files of a running program, so the setup and the
uninstaller (packaging/windows/installer.nsi, RUNNING_MUTEX) must not
replace or remove them while the game is open: they look for this mutex
and ask the player to close the game first.  Windows lets the mutex go
when the process ends, however it ends.  Elsewhere there is nothing to mark.
"""

from __future__ import annotations

import sys

MUTEX_NAME = "SixtySix.Running"
"""The same name as the installer's RUNNING_MUTEX."""

_handle: int | None = None


def mark_running() -> bool:
    """Hold the mutex for the rest of this process (Windows); True if it is held."""
    global _handle
    if sys.platform != "win32":
        return False
    if _handle:
        return True
    import ctypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    create = kernel32.CreateMutexW
    create.restype = ctypes.c_void_p
    create.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_wchar_p]
    _handle = create(None, 0, MUTEX_NAME) or None
    return _handle is not None
