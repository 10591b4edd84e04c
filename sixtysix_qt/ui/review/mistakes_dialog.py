"""Learn from your mistakes: retry each mistake of the kept deals, and see which errors recur.

The "Retry" tab lists every decision a review labelled a mistake or a
blunder (``review.mistakes``); choosing one puts the position before it on a
table, seen from the player's seat with the other hands face down.  The
player picks a move; the right one is then marked on the table and named,
with what the tried move would have cost.  The "Recurring errors" tab
counts the kinds of mistakes over the archive.
"""

from __future__ import annotations

from pathlib import Path

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

from sixtysix_qt.engine import DealState
from sixtysix_qt.review.archive import DealArchive, DealFileError, read_deal_file
from sixtysix_qt.review.mistakes import Mistake, collect, recurring

from ..table.view import TableView
from ..words.dates import local_date
from ..words.hints import hint_card
from ..words.numbers import decimal
from ..words.retranslate import translate_ui
from ..words.texts import fill
from .mode import RetryController, ReviewJob, cached_review, store_review
from .texts import action_text, label_names, mistake_kind_names

#: deals judged per click of "Review more kept deals" (about 1-3 s each)
REVIEW_BATCH = 20


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
        self.queue: list[tuple[Path, DealState, int]] = []
        self._waiting: list[tuple[Path, DealState, int]] | None = None
        self.job: ReviewJob | None = None
        self._batch = 0
        self._closing = False
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
        buttons = QHBoxLayout()
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review-more")
        self.review_button.clicked.connect(self.review_more)
        buttons.addWidget(self.review_button)
        right.addLayout(buttons)
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
        self._show_review_button()
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
            deal = read_deal_file(m.path)
        except DealFileError:
            self.status.setText(self.tr("This deal can no longer be read."))
            return
        self._drop_table()
        self.current, self.tried = m, ""
        self.controller = RetryController(deal.state, m.index, self, deal.level)
        self.table = TableView(self.controller, self)
        self.table.named_opponents = bool(deal.level)  # the opponent as the table named it
        self.controller.tried.connect(self.reveal)
        self.controller.instantUpdate.connect(self.table.show_at_once)
        self.table_box.addWidget(self.table)
        self.controller.load()
        self._show_status()

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
        state = self.controller.state if self.controller is not None else None
        target = state.shape.deal_target if state is not None else 66
        if self.tried == m.best or (cost is not None and cost < 1e-9):
            text = fill(
                self.tr("Right: %1 is the best move here."), action_text(self.tried, target)
            )
        else:
            text = fill(
                self.tr("The best move was %1. Expected game points lost by %2: %3."),
                action_text(m.best, target),
                action_text(self.tried, target),
                decimal(cost or 0.0),
            )
        if self.tried != m.played:
            text += "\n" + fill(
                self.tr("In the deal you played %1 (expected game points lost: %2)."),
                action_text(m.played, target),
                decimal(m.loss),
            )
        self.status.setText(text)

    # -- judging the kept deals not reviewed yet --------------------------
    def unreviewed(self) -> list[tuple[Path, DealState, int]]:
        """(file, deal, seat) of the kept deals without a review, newest first: read
        once, and again only after a batch was judged (not at every retranslation)."""
        if self._waiting is None:
            self._waiting = self._read_unreviewed()
        return self._waiting

    def _read_unreviewed(self) -> list[tuple[Path, DealState, int]]:
        out = []
        for entry, deal in self.archive.deals():
            if cached_review(deal.app, deal.state, entry.seat) is None and deal.state.is_over:
                out.append((entry.path, deal.state, entry.seat))
        return out

    def _show_review_button(self) -> None:
        waiting = len(self.unreviewed()) if self.job is None else 0
        count = min(REVIEW_BATCH, waiting)
        self.review_button.setText(self.tr("Review %n more kept deal(s)", "", count))
        self.review_button.setVisible(count > 0)

    def review_more(self) -> None:
        """Judge up to :data:`REVIEW_BATCH` kept deals, one after another, then list again."""
        if self.job is not None:
            return
        self.queue = self.unreviewed()[:REVIEW_BATCH]
        self._batch = len(self.queue)
        self.review_button.setVisible(False)
        self._next_review()

    def _next_review(self) -> None:
        if not self.queue:
            self.job = None
            self._waiting = None
            self.mistakes = collect(self.archive)
            self._fill()
            self._show_review_button()
            self.current = None
            if self.mistakes:
                self.choose(0)
            self._show_status()
            return
        path, final, seat = self.queue.pop(0)
        self.status.setText(
            fill(self.tr("Reviewing deal %1 of %2…"), self._batch - len(self.queue), self._batch)
        )
        self.job = ReviewJob(final, seat, self)
        self.job.finished.connect(lambda ok, p=path, f=final: self._reviewed(ok, p, f))
        self.job.start()

    def _reviewed(self, ok: bool, path: Path, final: DealState) -> None:
        if self._closing:
            return
        job = self.job
        if ok and job is not None and job.review is not None:
            store_review(self.archive, path, job.review, final, job.others)
        if job is not None and not ok and not job.error:
            self.queue = []  # cancelled: the dialog is closing
        self._next_review()

    def _stop(self) -> None:
        self._closing = True
        self.queue = []
        if self.job is not None:
            self.job.wait()
            self.job = None
        self._drop_table()

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self._stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._stop()
        super().closeEvent(event)
