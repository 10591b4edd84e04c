"""Numbers as the player's language writes them: lv, sl, bg and uk write 0,95, not 0.95.

``LanguageManager.set_language`` makes the chosen language the default
``QLocale``, so formatting through ``QLocale()`` follows the menu choice
(English keeps the point).  Every number with a fraction that reaches the
screen goes through ``decimal``; a shown percentage through ``percent``, so
a language that puts a (no-break) space before the sign does so everywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from .texts import fill


def decimal(value: float, places: int = 2, signed: bool = False) -> str:
    """``value`` with ``places`` decimals in the chosen language ("0.95", lv "0,95");
    ``signed`` writes a "+" before a positive value (a gain beside losses)."""
    text = QLocale().toString(float(value), "f", places)
    return "+" + text if signed and value > 0 else text


def percent(value: int) -> str:
    """A whole percentage with the language's sign spacing ("67%", lv "67 %")."""
    return fill(QCoreApplication.translate("Numbers", "%1%"), value)
