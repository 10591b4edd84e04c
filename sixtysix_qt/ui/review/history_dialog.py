"""The History dialog: the archived deals (date, variant, level, result); double-click reviews one.

The list is read from ``archive.DealArchive`` each time the dialog opens;
files that cannot be read are left out (and left alone).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.review.archive import DealArchive, Entry

from ..system.screen_fit import fit_to_screen
from ..words.buttons import name_standard_buttons
from ..words.dates import local_date
from ..words.names import level_name, preset_names
from ..words.plain_text import keep_plain
from ..words.retranslate import translate_ui
from ..words.texts import fill, game_points


class HistoryDialog(QDialog):
    """Every archived deal, newest first; ``reviewRequested(path)`` on a double-click."""

    reviewRequested = Signal(object)

    def __init__(self, archive: DealArchive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history-dialog")
        self.archive = archive
        self.entries: list[Entry] = archive.entries()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("history-table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        # the window asks for every column's width: no scroll bar sideways (test_windows_fit)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.open_row(row))
        self.buttons = QDialogButtonBox()
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(lambda: self.open_row(self.table.currentRow()))
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        name_standard_buttons(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        fit_to_screen(self, QSize(720, 480), parent)
        keep_plain(self)  # file data is shown as it is, never as rich text
        translate_ui(self)

    def result_text(self, entry: Entry) -> str:
        won = entry.won
        points = (entry.result or {}).get("game_points", 0)
        if won is None:
            text = self.tr("No winner")
        elif won:
            text = fill(self.tr("Won, %1"), game_points(points))
        else:
            text = fill(self.tr("Lost, %1"), game_points(points))
        if entry.practice:
            text += " " + self.tr("(practice)")
        return text

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.review_button.setText(self.tr("Review"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Variant"), self.tr("Level"), self.tr("Result")]
        )
        if self.entries:
            self.note.setText(self.tr("Double-click a deal to review it."))
        else:
            self.note.setText(self.tr("No finished deal has been kept yet."))
        self.review_button.setEnabled(bool(self.entries))
        names = preset_names()
        self.table.setRowCount(len(self.entries))
        for row, e in enumerate(self.entries):
            cells = (
                local_date(e.saved_at),
                names.get(e.preset, e.preset),
                level_name(e.level) if e.level else "",
                self.result_text(e),
            )
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        if self.entries:
            self.table.selectRow(0)
        # never narrower than its columns: no scroll bar sideways, however small the window
        self.table.setMinimumWidth(self.table.sizeHint().width())

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.entries):
            path: Path = self.entries[row].path
            self.reviewRequested.emit(path)
            self.accept()
