"""Labels that show text as it is: never rich text, whatever a file put in it.

A QLabel guesses rich text from what it is given (``Qt.AutoText``), so a
move or a date from a deal file that holds ``<img src=...>`` would make Qt
load that file, and a FIFO or ``/dev/zero`` there hangs or eats the
window.  Every label of the windows that show file data is made plain here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def keep_plain(widget: QWidget) -> None:
    """Make every label inside ``widget`` plain text (labels made by others included)."""
    for label in widget.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
