"""The statistics dialog: the player's record per variant and computer level.

Counted games and practice games (undo, hints or open cards used) are shown
in separate tables so the real record stays honest, as ``Statistics``
stores them.  The win-rate chart is a few QPainter rectangles in a small
widget: a charting module would be a large dependency for five bars.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import PRESETS
from sixtysix_qt.storage import Statistics

from ..look.style import COLOURS
from ..play.setup import LEVELS
from ..words.buttons import ask_yes_no, name_standard_buttons
from ..words.names import level_label, preset_short_names
from ..words.numbers import percent as percent_text
from ..words.retranslate import translate_ui
from ..words.texts import fill
from .rating_chart import RatingBox

COLUMNS = (
    "preset",
    "level",
    "matches",
    "matches_won",
    "deals",
    "deals_won",
    "game_points",
    "closings",
)
MATCH_COLOUR = QColor(COLOURS["gold"])
DEAL_COLOUR = QColor(COLOURS["our_side"])


LARGEST_SHOWN = 2**31 - 1
"""Qt's plural count is a C int: a larger number would raise OverflowError in the dialog."""


def _shown(count: int) -> int:
    """A count as the plural messages can take it (the reader bounds counts far below this)."""
    return max(0, min(int(count), LARGEST_SHOWN))


def percent(won: int, played: int) -> float | None:
    """Share won, 0..1, or None when nothing was played (no rate to show)."""
    return won / played if played else None


def _keep_first_header_whole(table: QTableWidget, text: str) -> None:
    """The stretching first column shrinks first in a narrow window: never below its header."""
    header = table.horizontalHeader()
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    header.setMinimumSectionSize(max(56, header.fontMetrics().horizontalAdvance(text) + margin + 2))


def _group_sort_key(key: str) -> tuple[int, int, str]:
    preset, level = (key.split("/") + ["", ""])[:2]
    p = PRESETS.index(preset) if preset in PRESETS else len(PRESETS)
    lv = LEVELS.index(level) if level in LEVELS else len(LEVELS)
    return (p, lv, key)


class WinRateChart(QWidget):
    """Bars of matches won and deals won, in percent, for each computer level."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("win-rate-chart")
        self._bars: list[tuple[str, float | None, float | None]] = []
        self._legend = ("", "")
        self._empty_text = ""
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 190)

    def set_bars(
        self,
        bars: list[tuple[str, float | None, float | None]],
        legend: tuple[str, str],
        empty_text: str,
    ) -> None:
        """(label, match rate, deal rate) per level, rates 0..1 or None; texts already translated."""
        self._bars = list(bars)
        self._legend = legend
        self._empty_text = empty_text
        self.update()

    @property
    def bars(self) -> list[tuple[str, float | None, float | None]]:
        return list(self._bars)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(50)
        fm = painter.fontMetrics()
        line = fm.height()
        w, h = self.width(), self.height()
        left = fm.horizontalAdvance(percent_text(100)) + 8
        top = line + 8  # legend
        bottom = h - line - 6  # level names
        plot = QRectF(left, top, max(10, w - left - 6), max(10, bottom - top))

        # legend
        x = left
        for colour, label in ((MATCH_COLOUR, self._legend[0]), (DEAL_COLOUR, self._legend[1])):
            painter.fillRect(QRectF(x, 3 + (line - 10) / 2, 10, 10), colour)
            painter.setPen(text)
            painter.drawText(QRectF(x + 14, 2, w, line), Qt.AlignmentFlag.AlignLeft, label)
            x += 14 + fm.horizontalAdvance(label) + 16

        empty = not self._bars or all(m is None and d is None for _, m, d in self._bars)
        if empty:
            painter.setPen(text)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self._empty_text)
            painter.end()
            return

        # grid and scale
        for pct in (0, 50, 100):
            y = plot.bottom() - plot.height() * pct / 100
            painter.setPen(grid)
            painter.drawLine(int(plot.left()), int(y), int(plot.right()), int(y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - line / 2, left - 4, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                percent_text(pct),
            )

        slot = plot.width() / len(self._bars)
        bar_w = min(28.0, slot * 0.32)
        for i, (label, match_rate, deal_rate) in enumerate(self._bars):
            cx = plot.left() + slot * (i + 0.5)
            for j, (rate, colour) in enumerate(
                ((match_rate, MATCH_COLOUR), (deal_rate, DEAL_COLOUR))
            ):
                if rate is None:
                    continue
                bh = plot.height() * max(0.0, min(1.0, rate))
                x0 = cx - bar_w - 1 if j == 0 else cx + 1
                painter.fillRect(QRectF(x0, plot.bottom() - bh, bar_w, bh), colour)
            painter.setPen(text)
            painter.drawText(
                QRectF(cx - slot / 2, bottom + 2, slot, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                label,
            )
        painter.end()


class StatisticsDialog(QDialog):
    """The record of matches and deals, with a reset that asks first."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("statistics-dialog")

        self.rating_box = RatingBox(stats)
        self._summary_box = QGroupBox()
        self._summary = QFormLayout(self._summary_box)
        self._summary_labels: dict[str, QLabel] = {}
        self._summary_values: dict[str, QLabel] = {}
        for key in ("matches", "deals", "game_points", "streak", "closings", "rating"):
            label, value = QLabel(), QLabel()
            value.setObjectName(f"summary-{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._summary_labels[key] = label
            self._summary_values[key] = value
            self._summary.addRow(label, value)
        self._chart_box = QGroupBox()
        self.chart = WinRateChart()
        QVBoxLayout(self._chart_box).addWidget(self.chart)

        self._table_title = QLabel()
        self.table = self._make_table()
        self._practice_title = QLabel()
        self.practice_table = self._make_table()
        self._no_practice = QLabel()

        self.reset_button = QPushButton()
        self.reset_button.setObjectName("reset-statistics")
        self.reset_button.setAutoDefault(False)  # Return must never mean "forget everything"
        self.reset_button.clicked.connect(self.confirm_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)
        name_standard_buttons(self.buttons)

        top = QHBoxLayout()
        top.addWidget(self._summary_box, 0)
        top.addWidget(self._chart_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rating_box, 4)  # the chart takes the room a tall window has
        layout.addWidget(self._table_title)
        layout.addWidget(self.table)
        layout.addSpacing(6)
        layout.addWidget(self._practice_title)
        layout.addWidget(self.practice_table)
        layout.addWidget(self._no_practice)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        translate_ui(self)
        self.resize(self.sizeHint().expandedTo(QSize(760, 0)))  # every column of the tables

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(0, len(COLUMNS))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        header = table.horizontalHeader()
        # numbers hug their (translated) headers; the variant name takes what is left
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(56)
        # the window asks for every column's width: no scroll bar sideways (test_windows_fit);
        # the stretched column's rounding may leave a pixel of grid over, never a bar for it
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        return table

    # -- content -----------------------------------------------------------
    def refresh(self) -> None:
        """Show what ``stats`` holds now (after a reset, or a deal finished meanwhile)."""
        totals = self.stats.totals(practice=False)
        data: dict[str, Any] = self.stats.data
        v = self._summary_values
        v["matches"].setText(
            self._two_counts(
                self.tr("%n played", "matches", _shown(totals["matches"])),
                self.tr("%n won", "matches", _shown(totals["matches_won"])),
            )
        )
        v["deals"].setText(
            self._two_counts(
                self.tr("%n played", "deals", _shown(totals["deals"])),
                self.tr("%n won", "deals", _shown(totals["deals_won"])),
            )
        )
        v["game_points"].setText(
            self._two_counts(
                self.tr("%n for", "game points", _shown(totals["game_points_for"])),
                self.tr("%n against", "game points", _shown(totals["game_points_against"])),
            )
        )
        v["streak"].setText(
            fill(
                self.tr("%1 (current: %2)"),
                int(data.get("best_streak", 0)),
                int(data.get("streak", 0)),
            )
        )
        v["closings"].setText(
            self._two_counts(
                self.tr("%n tried", "closings", _shown(totals["closings"])),
                self.tr("%n made", "closings", _shown(totals["closings_made"])),
            )
        )
        self.rating_box.refresh()
        v["rating"].setText(self.rating_box.value_text())
        v["rating"].setToolTip(self.rating_box.detail_text())
        groups = self.stats.data.get("groups", {})
        counted = sorted((k for k in groups if not k.endswith("/practice")), key=_group_sort_key)
        practice = sorted((k for k in groups if k.endswith("/practice")), key=_group_sort_key)
        self._fill(self.table, counted, groups)
        self._fill(self.practice_table, practice, groups)
        self.practice_table.setVisible(bool(practice))
        self._no_practice.setVisible(not practice)

        per_level: dict[str, list[int]] = {lv: [0, 0, 0, 0] for lv in LEVELS}
        for key in counted:
            level = key.split("/")[1] if "/" in key else ""
            if level not in per_level:
                continue
            g = groups[key]
            acc = per_level[level]
            for i, f in enumerate(("matches", "matches_won", "deals", "deals_won")):
                acc[i] += int(g.get(f, 0))
        bars = [
            (level_label(lv), percent(a[1], a[0]), percent(a[3], a[2]))
            for lv, a in per_level.items()
        ]
        self.chart.set_bars(
            bars,
            (self.tr("matches won"), self.tr("deals won")),
            self.tr("No games played yet"),
        )

    def _two_counts(self, first: str, second: str) -> str:
        """Two counts of one row ("2 played, 1 won"), each its own plural message.

        One message with both numbers could not agree with either in lv or sl
        (a plural message has one count), so each half is translated apart.
        """
        return fill(self.tr("%1, %2", "two counts of one row: 2 played, 1 won"), first, second)

    def _fill(self, table: QTableWidget, keys: list[str], groups: dict[str, Any]) -> None:
        table.setRowCount(len(keys))
        for row, key in enumerate(keys):
            g = groups[key]
            preset, level = (key.split("/") + ["", ""])[:2]
            cells = [
                preset_short_names().get(preset, preset),
                level_label(level),
                str(g.get("matches", 0)),
                self._won(g.get("matches_won", 0), g.get("matches", 0)),
                str(g.get("deals", 0)),
                self._won(g.get("deals_won", 0), g.get("deals", 0)),
                fill(
                    self.tr("%1 : %2"), g.get("game_points_for", 0), g.get("game_points_against", 0)
                ),
                fill(self.tr("%1 of %2"), g.get("closings_made", 0), g.get("closings", 0)),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)
        # as tall as the rows (up to six, then it scrolls), so the dialog has no empty table area
        rows = min(max(1, len(keys)), 6)
        height = (
            table.horizontalHeader().sizeHint().height()
            + rows * table.verticalHeader().defaultSectionSize()
            + 2 * table.frameWidth()
        )
        table.setFixedHeight(height)

    def _won(self, won: int, played: int) -> str:
        rate = percent(won, played)
        if rate is None:
            return str(won)
        return fill(self.tr("%1 (%2)"), won, percent_text(round(rate * 100)))

    # -- reset -------------------------------------------------------------
    def confirm_reset(self) -> bool:
        """Ask, then forget every count; True if the statistics were reset."""
        if not ask_yes_no(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget all statistics, practice games included? This cannot be undone."),
        ):
            return False
        self.stats.reset()
        self.refresh()
        return True

    # -- texts -------------------------------------------------------------
    def translate_ui(self) -> None:
        """Set every text (again, after the language changed), numbers included."""
        self.setWindowTitle(self.tr("Statistics"))
        self._summary_box.setTitle(self.tr("All counted games"))
        self._chart_box.setTitle(self.tr("Win rate by computer level"))
        labels = {
            "matches": self.tr("Matches:"),
            "deals": self.tr("Deals:"),
            "game_points": self.tr("Game points:"),
            "streak": self.tr("Longest winning streak:"),
            "closings": self.tr("Closings:"),
            "rating": self.tr("Rating:"),
        }
        for key, text in labels.items():
            self._summary_labels[key].setText(text)
        self._table_title.setText(self.tr("By variant and computer level"))
        self._practice_title.setText(
            self.tr("Practice games (undo, hints or open cards), counted apart")
        )
        self._no_practice.setText(self.tr("No practice games."))
        headers = [
            self.tr("Variant"),
            self.tr("Computer"),
            self.tr("Matches"),
            self.tr("Won"),
            self.tr("Deals"),
            self.tr("Won"),
            self.tr("Game points"),
            self.tr("Closings made"),
        ]
        tips = [
            "",
            "",
            "",
            self.tr("Matches won, and their share"),
            "",
            self.tr("Deals won, and their share"),
            self.tr("Game points won : game points lost"),
            self.tr("Closings that made it, of closings tried"),
        ]
        for table in (self.table, self.practice_table):
            table.setHorizontalHeaderLabels(headers)
            _keep_first_header_whole(table, headers[0])
            for col, tip in enumerate(tips):
                table.horizontalHeaderItem(col).setToolTip(tip)
        self.reset_button.setText(self.tr("&Reset…"))
        self.reset_button.setToolTip(self.tr("Forget all statistics"))
        self.refresh()
