"""Every deal file dialog starts in a folder the player owns, never the program's own folder.

Started from the Start-menu shortcut the working folder is the install folder:
"Save deal as..." used to open there and save beside the program's files.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog

from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import open_window, settle


def ini(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


class Dialogs:
    """Stands in for the file dialogs: records where each started, answers with a path."""

    def __init__(self, monkeypatch) -> None:
        self.started: list[str] = []
        self.answer = ""
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._ask)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._ask)

    def _ask(self, parent, caption, start, filters):
        self.started.append(start)
        return self.answer, filters


def test_deal_dialogs_start_in_documents_then_in_the_folder_last_used(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    program = tmp_path / "Programs" / "Sixty-Six"
    program.mkdir(parents=True)
    monkeypatch.chdir(program)  # as the Start-menu shortcut starts the game
    data = tmp_path / "data"
    data.mkdir()
    win = open_window(qtbot, settings=ini(data), data_dir=data)
    win.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    dialogs = Dialogs(monkeypatch)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    chosen = tmp_path / "my deals"
    chosen.mkdir()
    dialogs.answer = str(chosen / "hand for Ivan.sixtysix")
    assert win.review_menu.save_deal()
    first = Path(dialogs.started[0])
    assert first.name == "deal.sixtysix" and str(first.parent) == documents
    assert program not in first.parents and first.parent != Path.cwd()
    assert list(program.iterdir()) == []  # nothing saved beside the program
    assert (chosen / "hand for Ivan.sixtysix").is_file()

    dialogs.answer = ""  # cancelled
    win.review_menu.open_deal()
    assert dialogs.started[1] == str(chosen)  # the folder last used
    assert ini(data).deal_folder == str(chosen)  # remembered for the next start
    win.controller.shutdown()


def test_a_folder_last_used_that_is_gone_falls_back_to_documents(qtbot, tmp_path: Path) -> None:
    settings = ini(tmp_path)
    settings.deal_folder = str(tmp_path / "removed since")
    win = open_window(qtbot, settings=settings, data_dir=tmp_path)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert win.review_menu.dialog_folder() == documents
    win.controller.shutdown()
