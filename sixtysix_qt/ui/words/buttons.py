"""The standard dialog buttons (Close, OK, Cancel, Yes, No, Restore Defaults) in the game's words.

A ``QDialogButtonBox`` or ``QMessageBox`` names its standard buttons from
Qt's own catalogue, which does not know this game: Bulgarian Qt says
„Затваряне“ (a noun, and this game's word for closing the talon) where every
other window of the game says „Затвори“.  So every dialog names its
standard buttons here, through our catalogue (context "Buttons"), and keeps
them named after a language change (the box would otherwise put Qt's words
back).  Message boxes are built by ``message_box`` for the same reason:
Qt's static message boxes (``information``, ``question`` ...) would use Qt's words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget


def standard_texts() -> dict[str, str]:
    """The name of each standard button the game shows (``StandardButton`` name -> text)."""
    return {
        "Ok": QCoreApplication.translate("Buttons", "OK"),
        "Cancel": QCoreApplication.translate("Buttons", "Cancel"),
        "Close": QCoreApplication.translate("Buttons", "Close"),
        "Yes": QCoreApplication.translate("Buttons", "&Yes"),
        "No": QCoreApplication.translate("Buttons", "&No"),
        "RestoreDefaults": QCoreApplication.translate("Buttons", "Restore Defaults"),
    }


def _button_box(box: QDialogButtonBox | QMessageBox) -> QDialogButtonBox | None:
    return box if isinstance(box, QDialogButtonBox) else box.findChild(QDialogButtonBox)


def _rename(buttons: QDialogButtonBox) -> None:
    texts = standard_texts()
    for button in buttons.buttons():
        text = texts.get(buttons.standardButton(button).name)
        if text is not None:
            button.setText(text)


class _KeepNames(QObject):
    """Lets the box retranslate its standard buttons (to Qt's words), then names them again."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and isinstance(watched, QDialogButtonBox):
            watched.event(event)  # Qt's own handling first: it sets Qt's words
            _rename(watched)
            return True
        return False


def name_standard_buttons(box: QDialogButtonBox | QMessageBox) -> None:
    """Give ``box``'s standard buttons our words, now and after every language change.

    Call it after the box has its buttons (a button added later is named
    at the next language change, or by calling this again).
    """
    buttons = _button_box(box)
    if buttons is None:
        return
    _rename(buttons)
    if buttons.findChild(_KeepNames, "keep-button-names") is None:
        keeper = _KeepNames(buttons)
        keeper.setObjectName("keep-button-names")
        buttons.installEventFilter(keeper)


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    """A message box whose standard buttons speak the game's words."""
    box = QMessageBox(icon, title, text, buttons, parent)
    name_standard_buttons(box)
    return box


def tell(parent: QWidget | None, title: str, text: str) -> None:
    """Say one thing and wait for OK (``QMessageBox.information`` in the game's words)."""
    message_box(parent, QMessageBox.Icon.Information, title, text).exec()


def ask_yes_no(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask a question; True only for Yes (No is the default and what Escape means)."""
    Std = QMessageBox.StandardButton
    box = message_box(parent, QMessageBox.Icon.Question, title, text, Std.Yes | Std.No)
    box.setDefaultButton(Std.No)
    box.setEscapeButton(Std.No)
    box.exec()
    return box.standardButton(box.clickedButton()) == Std.Yes
