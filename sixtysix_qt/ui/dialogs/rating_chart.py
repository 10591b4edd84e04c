"""The player's rating in Statistics: the figure with its uncertainty, and a chart over time.

The rating comes from ``storage.Statistics`` (Glicko-1 against the levels'
measured ratings, ``sixtysix_qt.rating``).  The chart is QPainter only (the
bundle has no QtCharts): the rating after each rated deal as a line, its 95%
band shaded, and each computer level's rating as a dashed line to measure
oneself against.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QSizePolicy, QWidget

from sixtysix_qt.rating import LEVEL_RATINGS
from sixtysix_qt.storage import Statistics

from ..look.style import COLOURS
from ..words.dates import local_date
from ..words.names import level_label
from ..words.retranslate import translate_ui
from ..words.texts import fill

LINE_COLOUR = QColor(COLOURS["gold"])


class RatingChart(QWidget):
    """The rating after each rated deal, its 95% band, and the levels' ratings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating-chart")
        self.points: list[tuple[str, float, float]] = []
        self.levels: list[tuple[str, float]] = []
        self.empty_text = ""
        self.setMinimumSize(200, 36)  # a small screen: the statistics dialog fits 800x600
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(480, 100)

    def set_points(
        self, points: list[tuple[str, float, float]], levels: list[tuple[str, float]], empty: str
    ) -> None:
        """(time, rating, deviation) oldest first; (level name, rating); the empty text."""
        self.points, self.levels, self.empty_text = list(points), list(levels), empty
        self.update()

    def y_range(self) -> tuple[float, float]:
        """The levels and the rating line, with room: the first deals' wide band is clipped."""
        values = [v for _n, v in self.levels] + [r for _t, r, _rd in self.points]
        return min(values) - 60, max(values) + 60

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        fm = painter.fontMetrics()
        line = fm.height()
        left = fm.horizontalAdvance("8888") + 8
        right = max([fm.horizontalAdvance(n) for n, _v in self.levels] + [0]) + 10
        plot = QRectF(left, 6, max(10, self.width() - left - right), self.height() - line - 14)
        if not self.points:
            painter.setPen(text)
            painter.drawText(
                plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text
            )
            painter.end()
            return
        low, high = self.y_range()

        def y(v: float) -> float:
            return plot.bottom() - plot.height() * (v - low) / (high - low)

        n = len(self.points)

        def x(i: int) -> float:
            return plot.left() + (plot.width() * i / (n - 1) if n > 1 else plot.width() / 2)

        self._levels(painter, plot, y, text)
        painter.save()
        painter.setClipRect(plot)
        band = QPainterPath()
        band.moveTo(x(0), y(self.points[0][1] + 1.96 * self.points[0][2]))
        for i, (_t, r, rd) in enumerate(self.points):
            band.lineTo(x(i), y(r + 1.96 * rd))
        for i in range(n - 1, -1, -1):
            _t, r, rd = self.points[i]
            band.lineTo(x(i), y(r - 1.96 * rd))
        band.closeSubpath()
        shade = QColor(LINE_COLOUR)
        shade.setAlpha(60)
        painter.fillPath(band, shade)
        painter.setPen(QPen(LINE_COLOUR, 2))
        path = QPainterPath(QPointF(x(0), y(self.points[0][1])))
        for i, (_t, r, _rd) in enumerate(self.points[1:], 1):
            path.lineTo(x(i), y(r))
        painter.drawPath(path)
        painter.restore()
        painter.setPen(text)
        for value in (low + 60, high - 60):
            painter.drawText(
                QRectF(0, y(value) - line / 2, left - 4, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(round(value)),
            )
        bottom = QRectF(plot.left(), plot.bottom() + 4, plot.width(), line)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft, local_date(self.points[0][0]))
        if n > 1:
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight, local_date(self.points[-1][0]))
        painter.end()

    def _levels(self, painter: QPainter, plot: QRectF, y, text: QColor) -> None:  # noqa: ANN001
        grid = QColor(text)
        grid.setAlpha(110)
        line = painter.fontMetrics().height()
        last = None  # labels from the top down, never on top of each other
        for name, value in sorted(self.levels, key=lambda nv: -nv[1]):
            painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y(value)), QPointF(plot.right(), y(value)))
            painter.setPen(text)
            top = y(value) - line / 2 if last is None else max(y(value) - line / 2, last + line)
            if top + line > self.height():
                continue  # a short chart keeps the dashed line without its name
            last = top
            painter.drawText(
                QRectF(plot.right() + 4, top, self.width(), line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )


class RatingBox(QGroupBox):
    """The rating chart in its box; the figure itself is a row of the summary (:meth:`value_text`)."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating-box")
        self.stats = stats
        self.chart = RatingChart()
        layout = QHBoxLayout(self)
        layout.addWidget(self.chart, 1)
        translate_ui(self)

    def translate_ui(self) -> None:
        self.setTitle(self.tr("Your rating over time"))
        self.refresh()

    def value_text(self) -> str:
        """The rating now with its 95% margin ("1436 ± 88"), or that there is none yet."""
        if not self.stats.rating_history():
            return self.tr("none yet")
        r = self.stats.rating()
        return fill(self.tr("%1 ± %2"), round(r.value), round(1.96 * r.rd))

    def detail_text(self) -> str:
        """The range the rating probably lies in, and how many deals it rests on."""
        history = self.stats.rating_history()
        if not history:
            return self.tr("Play Sixty-Six or Schnapsen against the computer to get a rating.")
        low, high = self.stats.rating().low_high()
        return "\n".join(
            [
                fill(self.tr("Probably between %1 and %2."), round(low), round(high)),
                self.tr(
                    "Rated deals: %n (Sixty-Six and Schnapsen, practice apart).", "", len(history)
                ),
            ]
        )

    def refresh(self) -> None:
        levels = [(level_label(lv), v) for lv, v in LEVEL_RATINGS.items()]
        self.chart.set_points(
            self.stats.rating_history(),
            levels,
            self.tr("Play Sixty-Six or Schnapsen against the computer to get a rating."),
        )
        self.setToolTip(self.detail_text())
