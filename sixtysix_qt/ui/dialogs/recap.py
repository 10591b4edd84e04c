"""The end of a match gets its own window: who won, every deal, a chart of the game points.

Built from the finished ``Match`` alone (each ``DealRecord`` keeps the score
after it), plus one line from the statistics.  "Play again" starts the next
match; "Review a deal" appears only when the window was given a way to
review one (``RecapDialog(..., can_review=True)``) and then asks for it with
``reviewRequested(deal_index)``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import DealState, Match
from sixtysix_qt.storage import Statistics

from ..look.style import COLOURS
from ..words.buttons import name_standard_buttons
from ..words.retranslate import translate_ui
from ..words.texts import fill, seat_names, side_name
from .opponent_line import OpponentLine

SIDE_COLOURS = tuple(QColor(COLOURS[name]) for name in ("our_side", "their_side", "gold"))
"""One colour per side in the chart, as the score panel colours the sides."""


def deal_points(match: Match) -> list[list[int]]:
    """Game points each side won in each finished deal (from the scores after each deal)."""
    before = [0] * len(match.scores)
    out = []
    for record in match.finished:
        after = list(record.scores_after)
        out.append([a - b for a, b in zip(after, before, strict=True)])
        before = after
    return out


def running_scores(match: Match) -> list[list[int]]:
    """The score of each side before the first deal and after every deal."""
    return [[0] * len(match.scores)] + [list(r.scores_after) for r in match.finished]


class GamePointsChart(QWidget):
    """A line per side: game points after each deal, with the match target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-points-chart")
        self.setMinimumSize(320, 170)
        self._scores: list[list[int]] = []
        self._target = 7
        self._names: list[str] = []

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 190)

    def set_match(self, scores: list[list[int]], target: int, names: list[str]) -> None:
        self._scores, self._target, self._names = scores, target, names
        self.update()

    def lines(self) -> list[list[int]]:
        """Per side, its score after deal 0, 1, 2 … (what is drawn)."""
        return [list(col) for col in zip(*self._scores, strict=True)] if self._scores else []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        area = QRectF(self.rect()).adjusted(34, 16, -12, -38)
        top = max([self._target, *(max(s) for s in self._scores)] if self._scores else [1])
        deals = max(1, len(self._scores) - 1)

        def at(deal: int, points: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * deal / deals,
                area.bottom() - area.height() * max(points, 0) / top,
            )

        painter.setPen(QPen(pal.windowText().color(), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        painter.setFont(small)
        for value in (0, self._target):
            y = at(0, value).y()
            painter.drawText(QRectF(0, y - 8, 30, 16), Qt.AlignmentFlag.AlignRight, str(value))
        for deal in range(1, deals + 1):  # the deal numbers under the axis
            x = at(deal, 0).x()
            painter.drawText(
                QRectF(x - 12, area.bottom() + 2, 24, 14), Qt.AlignmentFlag.AlignHCenter, str(deal)
            )
        dashed = QPen(pal.windowText().color(), 1, Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.drawLine(at(0, self._target), at(deals, self._target))
        for side, line in enumerate(self.lines()):
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            painter.setPen(QPen(colour, 3))
            painter.drawPolyline(QPolygonF([at(d, p) for d, p in enumerate(line)]))
            if side < len(self._names):
                painter.drawText(
                    QRectF(area.left() + 8 + side * 150, area.bottom() + 18, 150, 18),
                    Qt.AlignmentFlag.AlignLeft,
                    "— " + self._names[side],
                )
        painter.end()


class RecapDialog(QDialog):
    """The recap of a finished match: winner, deal-by-deal table, chart, statistics line."""

    playAgain = Signal()
    reviewRequested = Signal(int)  # index of the deal in ``match.finished``

    def __init__(
        self,
        match: Match,
        seats: tuple[str, ...],
        human_seat: int | None,
        stats: Statistics | None = None,
        level: str = "",
        practice: bool = False,
        can_review: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("match-recap")
        self.match = match
        state = match.state
        names = seat_names(seats, level or None)
        self.seat_names = names
        self.opponents = OpponentLine(level, _opponents(state, seats, human_seat, names))
        self.side_names = [side_name(state, side, names) for side in range(len(match.scores))]
        self.human_side = state.side_of(human_seat) if human_seat is not None else None
        self.title = QLabel()
        self.title.setObjectName("recap-title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.table = self._deal_table()
        self.chart = GamePointsChart()
        self.chart.set_match(running_scores(match), match.target, self.side_names)
        self.stats_line = QLabel()
        self.stats_line.setObjectName("recap-statistics")
        self.stats_line.setWordWrap(True)
        self._stats, self._level, self._practice = stats, level, practice
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.again_button = QPushButton()
        self.again_button.setObjectName("recap-play-again")
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button: QPushButton | None = None
        if can_review:
            self.review_button = QPushButton()
            self.review_button.setObjectName("recap-review")
            self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.clicked.connect(self._review)
        self.again_button.clicked.connect(self._play_again)
        self.buttons.rejected.connect(self.reject)
        name_standard_buttons(self.buttons)
        layout = QVBoxLayout(self)
        widgets = (
            self.title,
            self.opponents,
            self.table,
            self.chart,
            self.stats_line,
            self.buttons,
        )
        for widget in widgets:
            layout.addWidget(widget)
        translate_ui(self)
        self.again_button.setDefault(True)

    def _deal_table(self) -> QTableWidget:
        table = QTableWidget(len(self.match.finished), len(self.match.scores) + 2)
        table.setObjectName("recap-deals")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        for row, (won, after) in enumerate(
            zip(deal_points(self.match), running_scores(self.match)[1:], strict=True)
        ):
            cells = [
                str(row + 1),
                *(str(p) if p else "–" for p in won),
                " : ".join(map(str, after)),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)
        rows = min(max(1, table.rowCount()), 8)
        table.setFixedHeight(
            table.horizontalHeader().sizeHint().height()
            + rows * table.verticalHeader().defaultSectionSize()
            + 2 * table.frameWidth()
        )
        return table

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("Match over"))
        m, winner = self.match, self.match.winner
        score = " : ".join(str(s) for s in m.scores)
        if winner is not None and winner == self.human_side:
            self.title.setText(fill(self.tr("You won the match, %1."), score))
        else:
            name = self.side_names[winner] if winner is not None else "?"
            self.title.setText(fill(self.tr("%1 won the match, %2."), name, score))
        headers = [self.tr("Deal"), *self.side_names, self.tr("Score")]
        self.table.setHorizontalHeaderLabels(headers)
        self.stats_line.setText(self.statistics_sentence())
        self.opponents.translate_ui()
        # the same words as the Game menu's Play again
        self.again_button.setText(QCoreApplication.translate("MainWindow", "Play &again"))
        if self.review_button is not None:
            self.review_button.setText(self.tr("&Review the deal"))

    def statistics_sentence(self) -> str:
        """One line: this match's place in the player's record (or that it was practice)."""
        if self._practice:
            return self.tr("A practice match: it is counted apart from your record.")
        if self._stats is None:
            return ""
        group = self._stats.data.get("groups", {}).get(
            Statistics.key(self.match.preset, self._level), {}
        )
        played, won = int(group.get("matches", 0)), int(group.get("matches_won", 0))
        streak = int(self._stats.data.get("streak", 0))
        return fill(
            self.tr("Matches won in this variant at this level: %1 of %2; winning streak: %3."),
            won,
            played,
            streak,
        )

    def _play_again(self) -> None:
        self.accept()
        self.playAgain.emit()

    def _review(self) -> None:
        row = self.table.currentRow()
        self.reviewRequested.emit(row if row >= 0 else len(self.match.finished) - 1)


def _opponents(
    state: DealState, seats: tuple[str, ...], human: int | None, names: list[str]
) -> list[str]:
    """The computers on the other side from the player (the partner plays with you)."""
    own = state.side_of(human) if human is not None else None
    return [
        names[seat]
        for seat, kind in enumerate(seats)
        if kind != "human" and (own is None or state.side_of(seat) != own)
    ]
