"""Choosing a deal file to open or a name to save under, leaving nothing of Qt's behind.

Qt's file dialog remembers its last folder, history and column widths in a
settings store shared by every Qt program of the user: ``~/.config/
QtProject.conf`` on Linux, ``HKCU\\Software\\QtProject`` on Windows (round 4:
the key stayed after the game was uninstalled).  The game writes only in its
own data folder and keeps its own last folder, so whatever the dialog adds
there is taken back once it closes, and what other programs keep there stays
as it was.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

ORGANIZATION = "QtProject"
GROUP = "FileDialog"
"""Where Qt's file dialog keeps its state (qfiledialog.cpp: ``saveSettings``)."""


def choose_open_file(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """A file to open, or "" if the player cancelled."""
    with no_traces():
        path, _ = QFileDialog.getOpenFileName(parent, title, folder, filters)
    return path


def choose_save_file(parent: QWidget | None, title: str, suggested: str, filters: str) -> str:
    """A name to save under, or "" if the player cancelled."""
    with no_traces():
        path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return path


@contextmanager
def no_traces() -> Iterator[None]:
    """Run a file dialog; then put Qt's shared settings back as they were before it."""
    before = _Snapshot.take()
    try:
        yield
    finally:
        before.put_back()


class _Snapshot:
    """Qt's shared file-dialog settings as they were: their values, and whether any existed."""

    def __init__(self, store_existed: bool, values: dict[str, Any]) -> None:
        self.store_existed = store_existed
        self.values = values

    @classmethod
    def take(cls) -> _Snapshot:
        existed = _store_exists()  # first: on Windows a QSettings opened makes its key
        settings = _shared()
        existed = existed or bool(settings.allKeys())
        settings.beginGroup(GROUP)
        values = {key: settings.value(key) for key in settings.allKeys()}
        settings.endGroup()
        return cls(existed, values)

    def put_back(self) -> None:
        settings = _shared()
        settings.beginGroup(GROUP)
        settings.remove("")  # the group as the dialog left it
        for key, value in self.values.items():
            settings.setValue(key, value)
        settings.endGroup()
        settings.sync()
        if not self.store_existed and not settings.allKeys():
            _remove_store(settings)


def _shared() -> QSettings:
    return QSettings(QSettings.Scope.UserScope, ORGANIZATION)


def _store_exists() -> bool:
    """The store is there already (a file, or the registry key), even if empty."""
    if sys.platform == "win32":
        return _registry_key_exists()
    return os.path.exists(_shared().fileName())  # (a file is made only when written)


def _remove_store(settings: QSettings) -> None:
    """Remove the empty store the dialog made: the file, or the registry keys."""
    if sys.platform == "win32":
        _remove_empty_registry_keys()
        return
    _quietly(os.remove, settings.fileName())


def _registry_key_exists() -> bool:
    import winreg

    try:
        winreg.CloseKey(winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"Software\{ORGANIZATION}"))
    except OSError:
        return False
    return True


def _remove_empty_registry_keys() -> None:
    """``Software\\QtProject\\OrganizationDefaults`` and ``Software\\QtProject``, if empty."""
    import winreg

    base = rf"Software\{ORGANIZATION}"
    for key in (rf"{base}\OrganizationDefaults\{GROUP}", rf"{base}\OrganizationDefaults", base):
        _quietly(winreg.DeleteKey, winreg.HKEY_CURRENT_USER, key)  # refused while not empty


def _quietly(remove: Callable[..., None], *args: Any) -> None:
    try:
        remove(*args)
    except OSError:
        pass
