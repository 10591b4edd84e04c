"""Other users' connections to the game's channel, told in a line a minute at most.

The channel refuses every connection of another user.  One line per refusal
would let that user write thousands of lines a second into the player's log
(an 8-second connect flood is 18,000 connections), so the first refusal is
told at once and the rest are counted and told together, at most once per
``EVERY_MS`` while they go on, and once more when the game stops listening.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer

log = logging.getLogger(__name__)

EVERY_MS = 60_000
"""The shortest time between two lines about refused connections."""


class RefusalReport(QObject):
    """Counts refused connections by user id; logs the first at once, then a sum per minute."""

    def __init__(self, parent: QObject | None = None, every_ms: int = EVERY_MS) -> None:
        super().__init__(parent)
        self.total = 0
        self.lines = 0
        self._count = 0
        self._uids: set[int | None] = set()
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(every_ms)
        self._quiet.timeout.connect(self._quiet_over)

    def refused(self, uid: int | None) -> None:
        """One more connection of user ``uid`` (None: unknown) was refused."""
        self.total += 1
        self._count += 1
        self._uids.add(uid)
        if not self._quiet.isActive():
            self._tell()

    def flush(self) -> None:
        """Tell what was counted and not yet told (the channel closes)."""
        self._quiet.stop()
        if self._count:
            self._tell()
        self._quiet.stop()

    def _quiet_over(self) -> None:
        if self._count:
            self._tell()

    def _tell(self) -> None:
        known = sorted(uid for uid in self._uids if uid is not None)
        who = ", ".join([str(uid) for uid in known] + (["?"] if None in self._uids else []))
        log.warning(
            "refused %d connection%s of another user (uid %s) to this game's channel",
            self._count,
            "" if self._count == 1 else "s",
            who,
        )
        self.lines += 1
        self._count = 0
        self._uids.clear()
        self._quiet.start()
