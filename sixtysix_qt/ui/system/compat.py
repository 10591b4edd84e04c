"""Work-arounds for bugs in the Qt binding that the game cannot avoid by itself.

PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to ``None``
(and to ``True``/``False``) on every call of a Qt method that returns
nothing.  Python 3.12 made those objects immortal, so there it is harmless;
on 3.11 the count reaches zero after a few thousand calls and the
interpreter aborts with "deallocating None".  6.11 does not have the bug.
Until a fixed release is required, ``guard_singletons()`` gives the three
singletons a reference count no session can use up, which is what Python
3.12 does for them anyway (they are static objects and are never freed).
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 60
_done = False


def binding_drops_none_refs() -> bool:
    """True when this PySide6 over-releases ``None`` (measured, not guessed from versions)."""
    if sys.version_info >= (3, 12):
        return False
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(8):
        probe.blockSignals(False)  # returns bool in C++, but check a void call as well
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before


def guard_singletons() -> bool:
    """Protect None/True/False from the binding's lost references; True if it was needed."""
    global _done
    if _done or sys.version_info >= (3, 12) or not binding_drops_none_refs():
        return False
    for obj in (None, True, False):
        ref = ctypes.c_ssize_t.from_address(id(obj))
        ref.value += _HEADROOM
    _done = True
    return True
