"""The window's short questions and messages: resume?, a bad save file, about, a failed move.

The texts keep the "MainWindow" translation context they were written in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget

from sixtysix_qt import __version__
from sixtysix_qt.engine import Match
from sixtysix_qt.storage import LoadOutcome, Statistics

from ..words.buttons import message_box, name_standard_buttons, tell
from ..words.names import preset_names
from ..words.texts import fill

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


class _MatchQuestion(QMessageBox):
    """A question about the match in progress; the safe answer is the default and Escape."""

    def __init__(self, match: Match, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        scores = " : ".join(str(x) for x in match.scores)
        deal = translate("MainWindow", "Deal %1, game points %2.")
        variant = preset_names().get(match.preset, match.preset)  # which match: four-hand...
        self.setInformativeText(variant + "\n" + fill(deal, match.deal_number, scores))

    def _buttons(self, keep: QAbstractButton, new: QAbstractButton) -> None:
        self.new_button = new
        self.setDefaultButton(keep)
        self.setEscapeButton(keep)  # Escape or closing the box never throws the match away

    def _asked_new_game(self) -> bool:
        self.exec()
        return self.clickedButton() is self.new_button


class ResumeQuestion(_MatchQuestion):
    """Asked at start when a match was left unfinished: Resume (also Escape) or New game."""

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(match, parent)
        self.setObjectName("resume-question")
        self.setWindowTitle(translate("MainWindow", "Resume the game?"))
        self.setText(
            translate("MainWindow", "You have an unfinished match. Do you want to continue it?")
        )
        role = QMessageBox.ButtonRole
        self.resume_button = self.addButton(translate("MainWindow", "&Resume"), role.AcceptRole)
        self._buttons(
            self.resume_button,
            self.addButton(translate("MainWindow", "&New game"), role.RejectRole),
        )

    def wants_resume(self) -> bool:
        """Ask; True unless the player chose New game."""
        return not self._asked_new_game()


class AbandonQuestion(_MatchQuestion):
    """Asked before a new game replaces a match in progress: Keep playing (also Escape) or New game."""

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(match, parent)
        self.setObjectName("abandon-question")
        self.setWindowTitle(translate("MainWindow", "Start a new game?"))
        self.setText(
            translate("MainWindow", "A new game ends the match you are playing. Start a new one?")
        )
        role = QMessageBox.ButtonRole
        new = self.addButton(translate("MainWindow", "&New game"), role.DestructiveRole)
        self.keep_button = self.addButton(translate("MainWindow", "&Keep playing"), role.RejectRole)
        self._buttons(self.keep_button, new)

    def wants_new_game(self) -> bool:
        """Ask; True only if the player chose New game."""
        return self._asked_new_game()


def bad_save_sentence(outcome: LoadOutcome) -> str:
    """One translated sentence: what was wrong with the save file and where it went."""
    if outcome.moved_to is None:  # never claim a move that did not happen
        return translate(
            "MainWindow",
            "The saved game could not be used, and it could not be moved aside either, so "
            "it is left as it is and this game will not be saved.",
        )
    where = outcome.moved_to.name
    if outcome.kind == "newer":
        text = translate(
            "MainWindow",
            "The saved game was made by a newer version of Sixty-Six, so it was kept "
            "aside as %1 and a new game starts.",
        )
    elif outcome.kind == "unreadable":
        text = translate(
            "MainWindow",
            "The saved game could not be read, so it was kept aside as %1 and a new game starts.",
        )
    else:
        text = translate(
            "MainWindow",
            "The saved game was damaged, so it was kept aside as %1 and a new game starts.",
        )
    return fill(text, where)


def tell_bad_save(parent: QWidget, outcome: LoadOutcome) -> None:
    tell(parent, translate("MainWindow", "Saved game"), bad_save_sentence(outcome))


def bad_statistics_sentence(stats: Statistics) -> str:
    """One translated sentence: the statistics file was damaged, and what became of it."""
    if stats.moved_to is not None:
        text = translate(
            "MainWindow",
            "The statistics file was damaged, so it was kept aside as %1 and the "
            "statistics start again.",
        )
        return fill(text, stats.moved_to.name)
    return translate(
        "MainWindow",
        "The statistics file was damaged and could not be moved aside, so it is left "
        "as it is and new results are not recorded.",
    )


def tell_bad_statistics(parent: QWidget, stats: Statistics) -> None:
    log.warning("statistics not used: %s", stats.problem)
    tell(parent, translate("MainWindow", "Statistics"), bad_statistics_sentence(stats))


def about_box(parent: QWidget | None) -> QMessageBox:
    """Help → About: like ``QMessageBox.about`` (the window's icon), its OK in our words."""
    box = message_box(
        parent,
        QMessageBox.Icon.NoIcon,
        translate("MainWindow", "About Sixty-Six"),
        translate(
            "MainWindow",
            "Sixty-Six %1, the card game also known as Schnapsen and Santase.\n"
            "Free software under the MIT licence.\n\n"
            "Card art and icon made for this game. Built with Qt and PySide6 "
            "(LGPL). Fonts: DejaVu (Bitstream Vera licence).",
        ).replace("%1", __version__),
    )
    icon = parent.windowIcon() if parent is not None else QApplication.windowIcon()
    if not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    return box


def computer_failed(parent: QWidget, error: str, retry: Callable[[], object]) -> QMessageBox:
    """Say the computer could not move, with its error; Try again calls ``retry``."""
    box = QMessageBox(parent)
    box.setObjectName("computer-failed")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("MainWindow", "The computer could not move"))
    box.setText(translate("MainWindow", "The computer player ran into an error and made no move."))
    box.setInformativeText(error)
    again = box.addButton(translate("MainWindow", "&Try again"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Close)
    name_standard_buttons(box)
    box.setDefaultButton(again)
    box.finished.connect(lambda _r: retry() if box.clickedButton() is again else None)
    box.open()
    return box


def show_about(parent: QWidget) -> None:
    about_box(parent).exec()
