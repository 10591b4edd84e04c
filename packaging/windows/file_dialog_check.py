"""Qt's file dialog leaves nothing in the registry, checked under Wine by build.sh.

Run by the embedded Windows CPython on the stage (``python file_dialog_check.py
STAGE``), offscreen: the game's Open and Save deal dialogs
(``ui/system/file_choice.py``) are opened and cancelled.  Without a
``HKCU\\Software\\QtProject`` key before, none is left after (round 4: the
``FileDialog`` key stayed after the uninstall); with another program's values
there, they stay as they were.  Prints ``file dialog check: ok`` at the end,
or the first failure, and exits 1.
"""

from __future__ import annotations

import os
import sys
import winreg

sys.path.insert(0, sys.argv[1])
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog  # noqa: E402

from sixtysix_qt.ui.system import file_choice  # noqa: E402

app = QApplication([])
KEY = r"Software\QtProject"


def check(ok: bool, what: str) -> None:
    print(f"file dialog check: {'ok' if ok else 'FAILED'}: {what}", flush=True)
    if not ok:
        sys.exit(1)


def key_exists(path: str) -> bool:
    try:
        winreg.CloseKey(winreg.OpenKey(winreg.HKEY_CURRENT_USER, path))
    except OSError:
        return False
    return True


def remove_tree(path: str) -> None:
    """Remove ``path`` and its subkeys (winreg deletes only empty keys)."""
    try:
        key = winreg.OpenKey(winreg.HKEY_CURRENT_USER, path)
    except OSError:
        return
    with key:
        names = []
        while True:
            try:
                names.append(winreg.EnumKey(key, len(names)))
            except OSError:
                break
    for name in names:
        remove_tree(rf"{path}\{name}")
    winreg.DeleteKey(winreg.HKEY_CURRENT_USER, path)


def cancel_soon() -> None:
    def cancel() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog)]
        for dialog in dialogs:
            dialog.reject()
        if not dialogs:
            QTimer.singleShot(50, cancel)

    QTimer.singleShot(50, cancel)


remove_tree(KEY)  # a fresh prefix has none; a rerun starts clean
cancel_soon()
chosen = file_choice.choose_open_file(None, "Open deal", "C:\\", "*.sixtysix")
check(chosen == "", "the Open deal dialog was cancelled")
check(not key_exists(KEY), rf"no HKCU\{KEY} key left where there was none")

theirs = QSettings(QSettings.Scope.UserScope, "QtProject")
theirs.setValue("FileDialog/lastVisited", "file:///C:/theirs")
theirs.setValue("Other/size", 7)
theirs.sync()
del theirs
cancel_soon()
chosen = file_choice.choose_save_file(None, "Save deal", "C:\\deal.sixtysix", "*.sixtysix")
after = QSettings(QSettings.Scope.UserScope, "QtProject")
check(
    sorted(after.allKeys()) == ["FileDialog/lastVisited", "Other/size"]
    and after.value("FileDialog/lastVisited") == "file:///C:/theirs",
    f"another program's values stay as they were: {sorted(after.allKeys())}",
)
del after
remove_tree(KEY)
print("file dialog check: ok", flush=True)
