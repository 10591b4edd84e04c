"""The table's small pop-up menus and questions: which marriage, announce or just play,
"Declare 66 now?".

Each lists actions the engine already said are legal and sends the chosen
one back through ``request``; it decides nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QMenu, QMessageBox, QWidget

from sixtysix_qt.engine import Action, Kind

from ..words.texts import fill, marriage_menu_item
from .claim import Claim, claim_sentences

Request = Callable[[Action], bool]


def marriage_choice_menu(
    parent: QWidget,
    marriages: dict[Action, int],
    request: Request,
    at: QPoint,
    above: bool = False,
) -> QMenu:
    """One entry per marriage that may be announced ("marry QH" -> its points), each saying
    what it is worth; opened at ``at``, or just above it (a button at the window's foot)."""
    menu = QMenu(parent)
    for action, points in marriages.items():
        item = marriage_menu_item(action.card)
        text = fill(QCoreApplication.translate("TableView", "%1 (%n points)", "", points), item)
        menu.addAction(text, lambda a=action: request(a))
    if above:
        at = at - QPoint(0, menu.sizeHint().height())
    menu.popup(at)
    return menu


def announce_or_play_menu(
    parent: QWidget, code: str, points: int, request: Request, at: QPoint
) -> QMenu:
    """For a marriage king or queen played: announce the marriage, or only play the card."""
    menu = QMenu(parent)
    menu.addAction(
        fill(QCoreApplication.translate("TableView", "Announce the marriage (%1)"), points),
        lambda: request(Action(Kind.MARRY, card=code)),
    )
    menu.addAction(
        QCoreApplication.translate("TableView", "Just play the card"),
        lambda: request(Action(Kind.PLAY, card=code)),
    )
    menu.popup(at)
    return menu


def _yes_or_keep_playing(
    parent: QWidget,
    name: str,
    texts: tuple[str, str, str],
    yes_is_default: bool,
    answer: Callable[[bool, bool], None],
) -> QMessageBox:
    """A question over the table that does not block it: (question, what is true, the yes
    button), Keep playing on Escape, and "Don't ask again"; ``answer(yes, ask_again)``."""
    question, informative, yes_text = texts
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(question)
    box.setText(question)
    box.setInformativeText(informative)
    yes = box.addButton(yes_text, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(
        QCoreApplication.translate("TableView", "Keep playing"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(yes if yes_is_default else keep)
    box.setEscapeButton(keep)
    never = QCheckBox(QCoreApplication.translate("TableView", "Don't ask again"))
    box.setCheckBox(never)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    for button in (yes, keep):  # the style's padding is known only once polished
        button.ensurePolished()
        button.setMinimumWidth(button.sizeHint().width())
    box.finished.connect(lambda _r: answer(box.clickedButton() is yes, not never.isChecked()))
    box.finished.connect(box.deleteLater)
    box.open()
    return box


def declare_question(
    parent: QWidget, claim: Claim, answer: Callable[[bool, bool], None]
) -> QMessageBox:
    """Ask "Declare 66 now?" saying what is true (the count, what a false claim gives away),
    without blocking the table; ``answer(declare, ask_again)`` gets the reply.  Declare is
    the default when the claim is good; Escape always keeps playing."""
    question = fill(QCoreApplication.translate("TableView", "Declare %1 now?"), claim.target)
    declare = QCoreApplication.translate("TableView", "Declare")
    texts = (question, claim_sentences(claim), declare)
    return _yes_or_keep_playing(parent, "declare-question", texts, claim.good, answer)


def close_question(parent: QWidget, answer: Callable[[bool, bool], None]) -> QMessageBox:
    """Ask "Close the talon now?" saying what a close means, without blocking the table;
    ``answer(close, ask_again)`` gets the reply.  A click meant for the trump card beside
    the talon no longer closes the deal: Escape keeps playing."""
    texts = (
        QCoreApplication.translate("TableView", "Close the talon now?"),
        QCoreApplication.translate(
            "TableView",
            "No more cards are drawn and the stricter rules apply. If you do not reach the "
            "target with the cards you hold, the other side scores.",
        ),
        QCoreApplication.translate("TableView", "Close the talon"),
    )
    return _yes_or_keep_playing(parent, "close-question", texts, True, answer)
