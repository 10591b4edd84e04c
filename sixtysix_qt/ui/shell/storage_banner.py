"""A banner in the status bar while the game cannot write its save or statistics.

The game saves after every move; when that fails (a read-only or full disk,
a data path that is a file, a damaged save that could not be moved aside)
the player must know at once, not at the next start.  The banner appears on
the first failure, stays while writes keep failing (the game keeps trying
after every move), and goes away when a write works again.  It never says
anything was saved: it only ever reports what did not happen.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QLabel, QMainWindow

from sixtysix_qt.storage import FolderReplaced, SaveBlocked, SaveTooLarge

from ..words.retranslate import translate_ui

log = logging.getLogger(__name__)
STYLE = "QLabel { background: #b3261e; color: #ffffff; border-radius: 8px; padding: 0px 8px; }"


class StorageBanner(QLabel):
    """What could not be written, in one sentence; hidden while everything is written."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("storage-banner")
        self.setStyleSheet(STYLE)
        self.failing: dict[str, OSError] = {}
        """"save" / "stats" -> the last error writing it."""
        window.statusBar().addPermanentWidget(self)
        self.hide()
        translate_ui(self)

    def failed(self, what: str, err: OSError) -> None:
        """A write of ``what`` ("save" or "stats") failed; show the banner (log it once)."""
        if what not in self.failing:
            log.warning("the %s could not be written: %s", "game" if what == "save" else what, err)
        self.failing[what] = err
        self._show()

    def written(self, what: str) -> None:
        """A write of ``what`` worked: its part of the banner goes."""
        if self.failing.pop(what, None) is not None:
            self._show()

    def sentence(self) -> str:
        """The banner's text, short enough for an 800 px window ("" when nothing is failing)."""
        save = self.failing.get("save")
        if self._replaced():
            return self.tr("Not saved: the data folder was moved or replaced")
        if isinstance(save, SaveBlocked):
            return self.tr("Not saved: a damaged saved game is in the way")
        if isinstance(save, SaveTooLarge):
            return self.tr("Not saved: the match is too long to save")
        if save is not None:
            return self.tr("Not saved: the data folder cannot be written")
        if "stats" in self.failing:
            return self.tr("Statistics not recorded: the data folder cannot be written")
        return ""

    def explanation(self) -> str:
        """The tooltip: what the game does about it, then the system's own words."""
        if self._replaced():
            why = self.tr(
                "The data folder was moved, deleted or replaced while the game ran. Nothing "
                "more is written there: another game may own a folder of that name now."
            )
        elif isinstance(self.failing.get("save"), SaveBlocked):
            why = self.tr(
                "A damaged saved game that could not be moved aside is left as it is, and "
                "nothing is written over it."
            )
        else:
            why = self.tr("The game goes on and tries again after every move.")
        return "\n".join([why, *(str(e) for e in self.failing.values())])

    def _replaced(self) -> bool:
        return any(isinstance(err, FolderReplaced) for err in self.failing.values())

    def _show(self) -> None:
        text = self.sentence()
        self.setText(text)
        self.setToolTip(self.explanation() if text else "")
        self.setVisible(bool(text))

    def translate_ui(self) -> None:
        """The sentence again in the new language (the words.retranslate registry calls it)."""
        if self.failing:
            self._show()
