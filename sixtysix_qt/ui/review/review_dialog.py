"""The Review window: the deal replayed on a table, the verdict on each decision, a loss chart.

Left/Right step through every action (forward with the normal animations),
Home/End jump to the ends; the list, the chart and the summary's button jump
to a decision.  The analysis runs in a ``ReviewJob`` thread with a progress
bar and a Cancel button; a review already cached with the archived deal is
shown at once.  "Play on from here" hands a position to the main window,
with the real hidden cards or with them dealt again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import DealState
from sixtysix_qt.review.archive import REVIEW_KEY, ArchivedDeal, DealArchive
from sixtysix_qt.review.judge import Review, Verdict
from sixtysix_qt.review.match_equity import equity
from sixtysix_qt.review.match_review import MATCH_REVIEW_KEY, CloseInMatch, cached_closes
from sixtysix_qt.review.playon import position, redealt

from ..system.screen_fit import fit_to_screen
from ..table.view import TableView
from ..words.hints import hint_card
from ..words.plain_text import keep_plain
from ..words.retranslate import translate_ui
from ..words.texts import fill
from .mode import (
    ReplayController,
    ReviewJob,
    cached_others,
    cached_review,
    decision_at,
    store_review,
)
from .review_figures import DealFigures
from .review_match import close_entry, match_line
from .texts import action_text, label_names, points_lost
from .verdict_words import VerdictWords, close_at

LABEL_COLOURS = {
    "good": QColor("#6fcf73"),  # light enough to read on the panel's dark green
    "inaccuracy": QColor("#c9a227"),
    "mistake": QColor("#e07a1f"),
    "blunder": QColor("#c62828"),
}
CHART_TOP = 2.0
"""Game points at the top of the chart (bigger losses are drawn to the top)."""


class LossChart(QWidget):
    """A bar per decision, its height the expected loss; a click picks a decision."""

    decisionClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loss-chart")
        self._verdicts: list[Verdict] = []
        self.current: int | None = None
        self.setMinimumHeight(80)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(300, 90)

    def set_verdicts(self, verdicts: list[Verdict]) -> None:
        self._verdicts = list(verdicts)
        self.update()

    def set_current(self, index: int | None) -> None:
        self.current = index
        self.update()

    def bar_rect(self, i: int) -> QRectF:
        n = max(1, len(self._verdicts))
        slot = (self.width() - 8) / n
        loss = min(CHART_TOP, self._verdicts[i].loss) if self._verdicts else 0.0
        plot_h = self.height() - 10
        h = max(2.0, plot_h * loss / CHART_TOP)
        return QRectF(4 + i * slot + slot * 0.15, self.height() - 4 - h, slot * 0.7, h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#0f3f27"))
        for i, v in enumerate(self._verdicts):
            rect = self.bar_rect(i)
            painter.fillRect(rect, LABEL_COLOURS.get(v.label, QColor("#888")))
            if i == self.current:
                painter.setPen(QColor("#ffd54a"))
                painter.drawRect(rect.adjusted(-2, -2, 2, 2))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if not self._verdicts:
            return
        slot = (self.width() - 8) / len(self._verdicts)
        i = int((event.position().x() - 4) // slot)
        if 0 <= i < len(self._verdicts):
            self.decisionClicked.emit(i)


class ReviewDialog(QDialog):
    """One deal under review; ``playOnRequested(state)`` asks for a practice deal from there."""

    playOnRequested = Signal(object)

    def __init__(
        self,
        final: DealState,
        seat: int = 0,
        app: dict[str, Any] | None = None,
        archive: DealArchive | None = None,
        path: Path | None = None,
        parent: QWidget | None = None,
        *,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("review-dialog")
        self.final = final
        self.seat = seat
        self.target = final.shape.deal_target
        """The deal's target (66, or 101 in four-hand): a claim in the review names it."""
        self.archive = archive
        self.path = path
        stored = (app or {}).get(REVIEW_KEY)
        ours = archive is not None and path is not None  # a stranger's verdicts are never shown
        self.review: Review | None = cached_review(app or {}, final, seat) if ours else None
        self.dropped_review = stored is not None and self.review is None
        """A review came with the deal but was not used (not ours, or not this deal's)."""
        self.others: dict[int, Review] = cached_others(app or {}, final, seat) if ours else {}
        # the match around the deal, when the file keeps it: its closes judged in match chances
        deal = ArchivedDeal(final, app or {})
        kept = deal.match
        self.level = deal.level
        """The kept deal's level ("" unknown): its opponent is named as the table named it."""
        self.match = kept if kept is not None and kept.judgeable else None
        cached = (app or {}).get(MATCH_REVIEW_KEY) if ours and self.match else None
        self.closes: list[CloseInMatch] | None = cached_closes(cached, final, seat)
        self.job: ReviewJob | None = None
        scores = kept.before if kept is not None and kept.before else None
        self.replay = ReplayController(final, self, scores, self.level)
        try:
            self._set_up(start)
        except BaseException:
            self.stop()  # no thread of a window that never opened may outlive it
            raise

    def _set_up(self, start: bool) -> None:
        self.table = TableView(self.replay, self)
        self.table.named_opponents = bool(self.level)  # as the table named them in play
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the review
        self.replay.instantUpdate.connect(self.table.show_at_once)
        self._build()
        self.replay.load()
        keep_plain(self)  # file data is shown as it is, never as rich text
        translate_ui(self)
        fit_to_screen(self, QSize(1200, 720), self.parentWidget())
        self._show_position()
        if start and (self.review is None or not self._others_judged() or self._match_unjudged()):
            self.start_analysis()
        else:
            self._show_review()

    # -- building ---------------------------------------------------------
    def _build(self) -> None:
        side = QVBoxLayout()
        self._build_status(side)
        self._build_verdicts(side)
        steps = self._step_row()  # below the panel (it makes the "where" line too)
        side.addWidget(self.where)
        self.open_box = QCheckBox()
        self.open_box.setObjectName("all-hands-open")
        self.open_box.toggled.connect(self.table.set_show_opponent_cards)
        side.addWidget(self.open_box)
        side.addStretch(1)
        self._lay_out(side, steps, self._bottom_row())
        for key, step in (("Left", -1), ("Right", 1)):
            QShortcut(QKeySequence(key), self, lambda s=step: self.step(s))
        QShortcut(QKeySequence("Home"), self, lambda: self.go_to(0))
        QShortcut(QKeySequence("End"), self, lambda: self.go_to(self.replay.length))

    def _build_status(self, side: QVBoxLayout) -> None:
        """The title, the analysis's progress and status, the notice and the summary."""
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setObjectName("review-title")
        side.addWidget(self.title)
        progress_row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("review-progress")
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel_analysis)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        side.addLayout(progress_row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        side.addWidget(self.status)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setObjectName("review-notice")
        self.notice.setVisible(self.dropped_review)
        side.addWidget(self.notice)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("review-summary")
        side.addWidget(self.summary)

    def _build_verdicts(self, side: QVBoxLayout) -> None:
        """The figures, the biggest mistake, the chart, the list of decisions and the detail."""
        self.figures = DealFigures(self.level)
        side.addWidget(self.figures)
        self.biggest_button = QPushButton()
        self.biggest_button.setObjectName("biggest-mistake")
        self.biggest_button.clicked.connect(self.go_to_biggest)
        side.addWidget(self.biggest_button)
        self.chart = LossChart()
        self.chart.decisionClicked.connect(self.go_to_decision)
        side.addWidget(self.chart)
        self.decision_list = QListWidget()
        self.decision_list.setObjectName("decision-list")
        self.decision_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a close judged for the match says why in a sentence: it wraps, never scrolls sideways
        self.decision_list.setWordWrap(True)
        self.decision_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.decision_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.decision_list.itemClicked.connect(
            lambda item: self.go_to_decision(self.decision_list.row(item))
        )
        side.addWidget(self.decision_list, 1)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setObjectName("verdict-detail")
        self.detail.setMinimumHeight(90)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.detail)

    def _bottom_row(self) -> QHBoxLayout:
        """Play on from here (with its menu) and Close."""
        bottom = QHBoxLayout()
        # a push button with a menu: Qt leaves room for its arrow (a tool button's arrow
        # sat on the last letter in Bulgarian)
        self.play_on = QPushButton()
        self.play_on.setObjectName("play-on")
        self.play_on_menu = QMenu(self.play_on)
        self.play_on_real = self.play_on_menu.addAction("")
        self.play_on_real.triggered.connect(lambda: self.request_play_on(False))
        self.play_on_redeal = self.play_on_menu.addAction("")
        self.play_on_redeal.triggered.connect(lambda: self.request_play_on(True))
        self.play_on.setMenu(self.play_on_menu)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        bottom.addWidget(self.play_on)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        return bottom

    def _lay_out(self, side: QVBoxLayout, steps: QHBoxLayout, bottom: QHBoxLayout) -> None:
        """The table on the left; on the right the panel, scrolling, above the steps and buttons."""
        panel = QWidget()
        panel.setLayout(side)
        # on a small screen the panel scrolls; the steps, Play on and Close stay below it
        scroll = QScrollArea()
        scroll.setObjectName("review-panel")
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        column = QVBoxLayout()
        column.addWidget(scroll, 1)
        column.addLayout(steps)
        column.addLayout(bottom)
        holder = QWidget()
        holder.setLayout(column)
        holder.setFixedWidth(318)  # room for Play on (its menu arrow) and Close in Latvian
        self.table.setMinimumSize(320, 280)  # the table shrinks before the panel is cut
        root = QHBoxLayout(self)
        root.addWidget(self.table, 1)
        root.addWidget(holder)

    def _step_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        icons = QStyle.StandardPixmap
        style = self.style()
        self.first_button = QPushButton(style.standardIcon(icons.SP_MediaSkipBackward), "")
        self.back_button = QPushButton(style.standardIcon(icons.SP_MediaSeekBackward), "")
        self.forward_button = QPushButton(style.standardIcon(icons.SP_MediaSeekForward), "")
        self.last_button = QPushButton(style.standardIcon(icons.SP_MediaSkipForward), "")
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(lambda: self.step(-1))
        self.forward_button.clicked.connect(lambda: self.step(1))
        self.last_button.clicked.connect(lambda: self.go_to(self.replay.length))
        self.where = QLabel()
        self.where.setObjectName("review-position")
        for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setObjectName("review-step")
            # icon buttons share the panel's width: the dialogs' 64 px minimum would overflow it
            b.setStyleSheet("min-width: 0px; padding: 5px 4px;")
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
        return row

    # -- texts ------------------------------------------------------------
    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("Review of the deal"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.open_box.setText(self.tr("All hands face up"))
        self.play_on.setText(self.tr("Play on from here"))
        self.play_on_real.setText(self.tr("With the real cards"))
        self.play_on_redeal.setText(self.tr("With the hidden cards dealt again"))
        self.close_button.setText(self.tr("Close"))
        self.notice.setText(
            self.tr("The review that came with this deal was not used; the deal is judged afresh.")
        )
        self.first_button.setToolTip(self.tr("To the start (Home)"))
        self.back_button.setToolTip(self.tr("One move back (Left)"))
        self.forward_button.setToolTip(self.tr("One move on (Right)"))
        self.last_button.setToolTip(self.tr("To the end (End)"))
        self.table.translate_ui()
        self._show_review()
        self._show_position()

    # -- analysis ---------------------------------------------------------
    def start_analysis(self) -> None:
        """Judge the deal in a thread; the panel fills in when it is done."""
        if self.job is not None and self.job.running:
            return
        self.job = ReviewJob(self.final, self.seat, self, others=True, match=self.match)
        self.job.progress.connect(self._on_progress)
        self.job.finished.connect(self._on_finished)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(self.tr("Judging your decisions…"))
        self.job.start()

    def cancel_analysis(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(
            fill(self.tr("Judging decision %1 of %2…"), min(done + 1, total), total)
        )

    def _on_finished(self, ok: bool) -> None:
        job = self.job
        self.progress.hide()
        self.cancel_button.hide()
        if not ok or job is None or job.review is None:
            failed = job is not None and job.error
            self.status.setText(
                self.tr("The analysis failed.")
                if failed
                else self.tr("The analysis was cancelled.")
            )
            return
        self.review = job.review
        self.others = job.others
        self.closes = job.closes
        store_review(self.archive, self.path, self.review, self.final, self.others, self.closes)
        self._show_review()
        self._show_position()

    # -- showing ----------------------------------------------------------
    def _show_review(self) -> None:
        review = self.review
        running = self.job is not None and self.job.running
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.biggest_button.setEnabled(False)
        if review is None:
            self.summary.setText("")
            self.biggest_button.setText(self.tr("Biggest mistake"))
            self.decision_list.clear()
            self.chart.set_verdicts([])
            self.figures.set_reviews(self.final, self.seat, {})
            return
        if not running:
            self.status.setText("")
        s = review.summary
        summary = fill(
            self.tr("Expected game points lost in this deal: %1"), points_lost(s.total_loss)
        )
        if self.match is not None:
            side = self.final.side_of(self.seat)
            mine, theirs = self.match.before[side], self.match.before[1 - side]
            before = equity(self.final.preset, self.final.options, self.match, side)
            summary += "\n" + match_line((mine, theirs), self.match.target, before)
        self.summary.setText(summary)
        if s.biggest is None:
            self.biggest_button.setText(self.tr("No mistake in this deal"))
        else:
            # the decision's number in the list below (and in "Judging decision 3 of 12"),
            # not the move's place in the deal: the player looks for entry 4 in the list
            v = review.verdicts[s.biggest]
            text = fill(
                self.tr("Biggest mistake: %1 (decision %2)"),
                action_text(v.played, self.target),
                s.biggest + 1,
            )
            # on two lines after the label: the side panel of a small screen is narrow
            self.biggest_button.setText(text.replace(": ", ":\n", 1))
            self.biggest_button.setEnabled(True)
        self._list_decisions(review)
        self.chart.set_verdicts(review.verdicts)
        self.figures.set_reviews(self.final, self.seat, {**self.others, self.seat: review})

    def _list_decisions(self, review: Review) -> None:
        """A line per decision in the list, coloured by its label (a close's, for the match)."""
        names = label_names()
        self.decision_list.clear()
        for n, v in enumerate(review.verdicts, 1):
            text = fill(
                self.tr("%1. %2: %3 (%4)"),
                n,
                action_text(v.played, self.target),
                names.get(v.label, v.label),
                points_lost(v.loss),
            )
            label = v.label
            close = self._close_at(v.index)
            if close is not None:  # judged for the match, not the deal alone
                text, label = close_entry(n, close), close.label
            item = QListWidgetItem(text)
            item.setForeground(LABEL_COLOURS.get(label, QColor("#000")))
            self.decision_list.addItem(item)

    def _match_unjudged(self) -> bool:
        """The deal knows its match but its closes are not judged for it yet."""
        return self.match is not None and self.closes is None

    def _close_at(self, index: int) -> CloseInMatch | None:
        """The close at this place in the deal, judged for the match, if there is one."""
        return close_at(self.closes, index)

    def _others_judged(self) -> bool:
        """Every other seat's review is there too (for accuracy side by side)."""
        return len(self.others) == self.final.num_players - 1

    def verdict_text(self, v: Verdict) -> str:
        """The sentences for one decision, as the panel shows them."""
        players = self.final.num_players
        return VerdictWords(self.target, self.figures.seat_name, players, self.closes).text(v)

    def _show_position(self) -> None:
        index = self.replay.index
        self.where.setText(fill(self.tr("Moves played: %1 of %2"), index, self.replay.length))
        self.back_button.setEnabled(index > 0)
        self.first_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < self.replay.length)
        self.last_button.setEnabled(index < self.replay.length)
        self.play_on.setEnabled(index < self.replay.length)
        current = decision_at(self.review, index) if self.review is not None else None
        self.chart.set_current(current)
        self._mark_best(current)
        if current is None:
            self.detail.setText("")
            self.decision_list.clearSelection()
            return
        self.decision_list.setCurrentRow(current)
        self.detail.setText(self.verdict_text(self.review.verdicts[current]))

    def _mark_best(self, current: int | None) -> None:
        """The golden rim on the best card while the decision's position is on the table."""
        v = self.review.verdicts[current] if current is not None and self.review else None
        state = self.replay.state
        code = None
        if v is not None and v.index == self.replay.index and state is not None:
            code = hint_card(v.best, state.trump_card)
        self.table.hint_mark.set(code)

    # -- moving -----------------------------------------------------------
    def go_to(self, index: int) -> None:
        self.replay.go_to(index)
        self._show_position()

    def step(self, delta: int) -> None:
        self.go_to(self.replay.index + delta)

    def go_to_decision(self, n: int) -> None:
        """Show the position where decision ``n`` (0-based) was made."""
        if self.review is not None and 0 <= n < len(self.review.verdicts):
            self.go_to(self.review.verdicts[n].index)

    def go_to_biggest(self) -> None:
        if self.review is not None and self.review.summary.biggest is not None:
            self.go_to_decision(self.review.summary.biggest)

    def play_on_state(self, redeal: bool) -> DealState:
        """The position shown, with the real hidden cards or with them dealt again."""
        state = position(self.final, self.replay.index)
        if redeal:
            try:
                return redealt(state, self.seat)
            except ValueError:
                return state  # nothing else agrees with what was seen: the real cards it is
        return state

    def request_play_on(self, redeal: bool) -> None:
        if self.replay.index >= self.replay.length:
            return
        self.playOnRequested.emit(self.play_on_state(redeal))
        self.close()

    # -- closing ----------------------------------------------------------
    def stop(self) -> None:
        """Stop the analysis and the replay's worker thread (closing, or the app quitting)."""
        if self.job is not None:
            self.job.wait()
        self.replay.shutdown()

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self.stop()
        super().done(result)

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.stop()
        super().closeEvent(event)
