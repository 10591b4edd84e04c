"""The History dialog: the archived deals grouped by match, newest match first; double-click
reviews a deal.

Each match is a row that opens and closes (date, variant, opponent, the final
score or "unfinished", won or lost) over its deals (``review.match_groups``).
The list is read from ``archive.DealArchive`` each time the dialog opens;
files that cannot be read are left out (and left alone).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.review.archive import DealArchive, Entry
from sixtysix_qt.review.match_groups import MatchGroup, group_by_match

from ..system.screen_fit import fit_to_screen
from ..table.faces import portrait_icon
from ..words.buttons import name_standard_buttons
from ..words.dates import local_date
from ..words.names import preset_names
from ..words.opponents import opponent_label
from ..words.plain_text import keep_plain
from ..words.retranslate import translate_ui
from ..words.texts import fill, game_points

ENTRY_ROLE = Qt.ItemDataRole.UserRole
"""A deal row's index in ``HistoryDialog.entries`` (a match's row has none)."""


class HistoryDialog(QDialog):
    """Every archived deal under its match, newest match first; ``reviewRequested(path)``
    on a double-click on a deal."""

    reviewRequested = Signal(object)

    def __init__(self, archive: DealArchive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history-dialog")
        self.archive = archive
        self.entries: list[Entry] = archive.entries()
        self.groups: list[MatchGroup] = group_by_match(self.entries)
        self._index = {id(entry): i for i, entry in enumerate(self.entries)}
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setObjectName("history-table")
        self.table.setColumnCount(4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setExpandsOnDoubleClick(True)  # a match's row opens and closes
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.header().setStretchLastSection(True)
        # the window asks for every column's width: no scroll bar sideways (test_windows_fit)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.itemDoubleClicked.connect(lambda item, _col: self.open_row(self.entry_of(item)))
        self.table.currentItemChanged.connect(lambda *_: self._follow_choice())
        self.buttons = QDialogButtonBox()
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(
            lambda: self.open_row(self.entry_of(self.table.currentItem()))
        )
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

    def match_text(self, group: MatchGroup) -> str:
        """A match's result: won or lost with the final score, unfinished, or not recorded."""
        record = group.record
        if record is None:
            text = self.tr("Match not recorded")
        else:
            score = " : ".join(str(points) for points in record.after)
            if group.won is True:
                text = fill(self.tr("Won the match, %1"), score)
            elif group.won is False:
                text = fill(self.tr("Lost the match, %1"), score)
            else:
                text = fill(self.tr("Unfinished, %1"), score)
        if group.newest.practice:
            text += " " + self.tr("(practice)")
        return text

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.review_button.setText(self.tr("Review"))
        self.table.setHeaderLabels(
            [self.tr("Date"), self.tr("Variant"), self.tr("Level"), self.tr("Result")]
        )
        if self.entries:
            self.note.setText(self.tr("Double-click a deal to review it."))
        else:
            self.note.setText(self.tr("No finished deal has been kept yet."))
        chosen = self.entry_of(self.table.currentItem())
        opened = {
            i
            for i in range(self.table.topLevelItemCount())
            if self.table.topLevelItem(i).isExpanded()
        }
        self.table.clear()
        for number, group in enumerate(self.groups):
            item = self._match_item(group)
            self.table.addTopLevelItem(item)
            item.setExpanded(number in opened if opened else number == 0)
        self._choose(chosen if chosen >= 0 else (self._newest_deal() if self.groups else -1))
        self._follow_choice()
        # never narrower than its columns: no scroll bar sideways, however small the window
        self.table.setMinimumWidth(self.table.sizeHint().width())

    def _match_item(self, group: MatchGroup) -> QTreeWidgetItem:
        """A match's row (its first-column text bold) with one row per deal under it."""
        newest, names = group.newest, preset_names()
        level = opponent_label(newest.level) if newest.level else ""
        item = QTreeWidgetItem(
            [
                local_date(newest.saved_at),
                names.get(newest.preset, newest.preset),
                level,
                self.match_text(group),
            ]
        )
        if newest.level:
            item.setIcon(2, portrait_icon(newest.level))
        font = item.font(0)
        font.setBold(True)
        for col in range(4):
            item.setFont(col, font)
        for entry in group.entries:
            item.addChild(self._deal_item(entry))
        return item

    def _deal_item(self, entry: Entry) -> QTreeWidgetItem:
        if entry.match is not None:  # the match's row names the variant and the level
            what, level = fill(self.tr("Deal %1"), entry.match.deal), ""
        else:
            what = preset_names().get(entry.preset, entry.preset)
            level = opponent_label(entry.level) if entry.level else ""  # as its match row
        item = QTreeWidgetItem([local_date(entry.saved_at), what, level, self.result_text(entry)])
        item.setData(0, ENTRY_ROLE, self._index[id(entry)])
        return item

    def entry_of(self, item: QTreeWidgetItem | None) -> int:
        """The index in ``entries`` of a deal's row (-1: a match's row, or none)."""
        value = item.data(0, ENTRY_ROLE) if item is not None else None
        return value if isinstance(value, int) else -1

    def deal_items(self) -> list[QTreeWidgetItem]:
        """Every deal's row, match by match, newest match first."""
        out = []
        for i in range(self.table.topLevelItemCount()):
            top = self.table.topLevelItem(i)
            out.extend(top.child(j) for j in range(top.childCount()))
        return out

    def _newest_deal(self) -> int:
        return self._index[id(self.groups[0].newest)]

    def _choose(self, index: int) -> None:
        for item in self.deal_items():
            if self.entry_of(item) == index:
                self.table.setCurrentItem(item)
                return

    def _follow_choice(self) -> None:
        """Review works on a deal: on a match's row it waits for one to be chosen."""
        self.review_button.setEnabled(self.entry_of(self.table.currentItem()) >= 0)

    def open_row(self, row: int) -> None:
        """Review ``entries[row]`` (newest first); -1 (a match's row) does nothing."""
        if 0 <= row < len(self.entries):
            path: Path = self.entries[row].path
            self.reviewRequested.emit(path)
            self.accept()
