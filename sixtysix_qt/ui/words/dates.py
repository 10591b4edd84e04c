"""Dates as the player reads them: an archived time stamp in local time and the locale's format."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt


def local_date(iso: str) -> str:
    """An archived UTC time stamp in the player's local time and locale's short format."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
