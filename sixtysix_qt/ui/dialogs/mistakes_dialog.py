"""Learn from your mistakes: retry each mistake of the kept deals, and see which errors recur.

The "Retry" tab lists every decision a review labelled a mistake or a
blunder (``review.mistakes``); choosing one puts the position before it on a
table, seen from the player's seat with the other hands face down.  The
player picks a move; the right one is then marked on the table and named,
with what the tried move would have cost.  The "Recurring errors" tab
counts the kinds of mistakes over the archive.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.review.archive import DealArchive, DealFileError, read_deal_file
from sixtysix_qt.review.mistakes import Mistake, collect, recurring

from ..play.review import RetryController
from ..table.view import TableView
from ..words.hints import hint_card
from ..words.retranslate import translate_ui
from ..words.review_texts import action_text, label_names, mistake_kind_names
from ..words.texts import fill
from .history_dialog import local_date
from .review_figures import decimal


class MistakesDialog(QDialog):
    """Every mistake of the reviewed deals to retry, and the recurring errors."""

    def __init__(self, archive: DealArchive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mistakes-dialog")
        self.archive = archive
        self.mistakes: list[Mistake] = collect(archive)
        self.current: Mistake | None = None
        self.controller: RetryController | None = None
        self.table: TableView | None = None
        self.tried = ""
        self._build()
        self.resize(1100, 700)
        translate_ui(self)
        if self.mistakes:
            self.choose(0)  # the list's row 0 is current already (set while filling)

    def _build(self) -> None:
        self.tabs = QTabWidget()
        retry = QWidget()
        self.list = QListWidget()
        self.list.setObjectName("mistake-list")
        self.list.setFixedWidth(280)
        self.list.currentRowChanged.connect(self.choose)
        self.table_box = QVBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("mistake-status")
        self.status.setWordWrap(True)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(lambda: self.choose(self.list.currentRow()))
        right = QVBoxLayout()
        right.addLayout(self.table_box, 1)
        right.addWidget(self.status)
        right.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignLeft)
        row = QHBoxLayout(retry)
        row.addWidget(self.list)
        row.addLayout(right, 1)
        self.counts = QTableWidget(0, 2)
        self.counts.setObjectName("recurring-errors")
        self.counts.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.counts.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.counts.verticalHeader().hide()
        self.counts.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.counts.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.tabs.addTab(retry, "")
        self.tabs.addTab(self.counts, "")
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("Learn from your mistakes"))
        self.tabs.setTabText(0, self.tr("Retry"))
        self.tabs.setTabText(1, self.tr("Recurring errors"))
        self.again_button.setText(self.tr("Try again"))
        self.close_button.setText(self.tr("Close"))
        self.counts.setHorizontalHeaderLabels([self.tr("Error"), self.tr("Times")])
        self._fill()
        self._show_status()
        if self.table is not None:
            self.table.translate_ui()

    def _fill(self) -> None:
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        labels = label_names()
        for m in self.mistakes:
            self.list.addItem(
                fill(
                    self.tr("%1, decision %2: %3"),
                    local_date(m.saved_at),
                    m.number,
                    labels.get(m.label, m.label),
                )
            )
        if not self.mistakes:
            self.list.addItem(self.tr("No mistakes in the reviewed deals."))
        self.list.setCurrentRow(max(0, row))
        self.list.blockSignals(False)
        kinds = mistake_kind_names()
        counted = recurring(self.mistakes)
        self.counts.setRowCount(len(counted))
        for r, (kind, n) in enumerate(counted):
            self.counts.setItem(r, 0, QTableWidgetItem(kinds.get(kind, kind)))
            item = QTableWidgetItem(str(n))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.counts.setItem(r, 1, item)

    def choose(self, row: int) -> None:
        """Put mistake ``row`` on the table, before the move was made."""
        if not 0 <= row < len(self.mistakes):
            return
        m = self.mistakes[row]
        try:
            final = read_deal_file(m.path).state
        except DealFileError:
            self.status.setText(self.tr("This deal can no longer be read."))
            return
        self._drop_table()
        self.current, self.tried = m, ""
        self.controller = RetryController(final, m.index, self)
        self.table = TableView(self.controller, self)
        self.controller.tried.connect(self.reveal)
        self.controller.instantUpdate.connect(self._instant)
        self.table_box.addWidget(self.table)
        self.controller.load()
        self._show_status()

    def _instant(self, on: bool) -> None:
        if self.table is not None:
            self.table.set_speed("off" if on else "normal")

    def _drop_table(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()
        if self.table is not None:
            self.table.setParent(None)
            self.table.deleteLater()
        self.controller = self.table = None

    def reveal(self, action: str) -> None:
        """The right move, marked on the table, and what the tried one would have cost."""
        self.tried = action
        m, table, state = self.current, self.table, self.controller.state
        if m is not None and table is not None and state is not None:
            table.hint_mark.set(hint_card(m.best, state.trump_card))
        self._show_status()

    def _show_status(self) -> None:
        m = self.current
        if m is None:
            self.status.setText(
                self.tr("Review your deals (Game > Review) to find mistakes to retry.")
                if not self.mistakes
                else ""
            )
            return
        if not self.tried:
            self.status.setText(
                self.tr("Your move: what would you play here? Only your own cards are shown.")
            )
            return
        cost = m.cost(self.tried)
        if self.tried == m.best or (cost is not None and cost < 1e-9):
            text = fill(self.tr("Right: %1 is the best move here."), action_text(self.tried))
        else:
            text = fill(
                self.tr("The best move was %1. Expected game points lost by %2: %3."),
                action_text(m.best),
                action_text(self.tried),
                decimal(cost or 0.0),
            )
        if self.tried != m.played:
            text += "\n" + fill(
                self.tr("In the deal you played %1 (expected game points lost: %2)."),
                action_text(m.played),
                decimal(m.loss),
            )
        self.status.setText(text)

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self._drop_table()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._drop_table()
        super().closeEvent(event)
