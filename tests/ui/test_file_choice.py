"""Qt's file dialog leaves nothing of the game's behind in Qt's shared settings.

Windows round 4, step 21: after the uninstall ``HKCU\\Software\\QtProject\\
OrganizationDefaults\\FileDialog`` was left; on Linux the same dialog wrote
``~/.config/QtProject.conf``, a file outside the data folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from sixtysix_qt.ui.system import file_choice


@pytest.fixture
def shared_store(qapp, tmp_path: Path):
    """Qt's user settings of this test in ``tmp_path`` (put back afterwards)."""
    fmt, scope = QSettings.Format.NativeFormat, QSettings.Scope.UserScope
    was = os.path.dirname(QSettings(scope, "QtProject").fileName())
    QSettings.setPath(fmt, scope, str(tmp_path))
    yield tmp_path / "QtProject.conf"
    QSettings.setPath(fmt, scope, was)


def _cancel_the_dialog_soon() -> None:
    def cancel() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog)]
        for dialog in dialogs:
            dialog.reject()
        if not dialogs:
            QTimer.singleShot(50, cancel)

    QTimer.singleShot(50, cancel)


def test_the_dialog_leaves_no_settings_store_where_there_was_none(shared_store, tmp_path) -> None:
    _cancel_the_dialog_soon()
    assert file_choice.choose_open_file(None, "Open deal", str(tmp_path), "*.sixtysix") == ""
    assert not shared_store.exists()
    with file_choice.no_traces():  # what Qt's dialog does when it closes
        QSettings(QSettings.Scope.UserScope, "QtProject").setValue("FileDialog/lastVisited", "x")
    assert not shared_store.exists()


def test_what_other_programs_keep_there_stays_as_it_was(shared_store, tmp_path) -> None:
    theirs = QSettings(QSettings.Scope.UserScope, "QtProject")
    theirs.setValue("FileDialog/lastVisited", "file:///their/folder")
    theirs.setValue("Other/size", 7)
    theirs.sync()
    _cancel_the_dialog_soon()
    assert file_choice.choose_save_file(None, "Save deal", str(tmp_path / "d"), "*.sixtysix") == ""
    after = QSettings(QSettings.Scope.UserScope, "QtProject")
    assert sorted(after.allKeys()) == ["FileDialog/lastVisited", "Other/size"]
    assert after.value("FileDialog/lastVisited") == "file:///their/folder"
    assert int(after.value("Other/size")) == 7
