"""The deal at a glance in the Review: each player's accuracy side by side, and cards against play.

The figures come from ``review.accuracy`` (no Qt); this widget only says
them, numbers in the chosen language's format (QLocale), and opens the help
page that defines them (``texts.accuracy_help``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import DealState
from sixtysix_qt.review.accuracy import Split, player_figures, split
from sixtysix_qt.review.judge import CONFIDENCE, Review, open_reach

from ..words.buttons import name_standard_buttons
from ..words.numbers import decimal, percent
from ..words.retranslate import translate_ui
from ..words.texts import fill, seat_names
from .texts import accuracy_help


class DealFigures(QWidget):
    """Accuracy per seat and the result split into cards and play, with a help button."""

    def __init__(self, level: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deal-figures")
        self.level = level
        """The deal's level ("" unknown): the computers are named by its cast, else "Computer"."""
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.split_label = QLabel()
        self.split_label.setObjectName("luck-split")
        self.split_label.setWordWrap(True)
        self.help_button = QToolButton()  # a small "?" beside the figures: the panel is narrow
        self.help_button.setObjectName("figures-help")
        self.help_button.setText("?")
        self.help_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.help_button.clicked.connect(self.show_help)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self.grid)
        layout.addWidget(self.split_label)
        self.final: DealState | None = None
        self.seat = 0
        self.reviews: dict[int, Review] = {}
        self.figures: Split | None = None
        self.help: QDialog | None = None
        translate_ui(self)

    def set_reviews(self, final: DealState, seat: int, reviews: dict[int, Review]) -> None:
        """The reviews of the seats judged so far (the player's seat at least)."""
        self.final, self.seat, self.reviews = final, seat, dict(reviews)
        self.translate_ui()

    def accuracy(self, seat: int) -> float | None:
        review = self.reviews.get(seat)
        return player_figures(review).accuracy if review is not None else None

    def translate_ui(self) -> None:
        self.help_button.setToolTip(self.tr("What do these figures mean?"))
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None and item.widget() is not self.help_button:
                item.widget().deleteLater()
        self.figures = None
        if self.final is None or self.seat not in self.reviews:
            self.split_label.setText("")
            self.setVisible(False)
            return
        self.setVisible(True)
        # one row a seat: four players fit the narrow panel as well as two
        self.grid.addWidget(QLabel(self.tr("Accuracy")), 0, 0)
        self.grid.addWidget(self.help_button, 0, 1, Qt.AlignmentFlag.AlignRight)
        for row, seat in enumerate(sorted(self.reviews), 1):
            name = QLabel(self.seat_name(seat))
            value = QLabel(self._accuracy_text(seat))
            value.setObjectName(f"accuracy-{seat}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(value, row, 1)
        self.grid.setColumnStretch(0, 1)
        self.split_label.setText(self._split_text())
        self.split_label.setToolTip(self._split_detail())

    def seat_name(self, seat: int) -> str:
        """The seat's name as the table gives it ("Computer 2" is the same player in both)."""
        if seat == self.seat:
            return self.tr("You")
        players = self.final.num_players if self.final is not None else 2
        return seat_names(("human",) + ("computer",) * (players - 1), self.level or None)[seat]

    def _accuracy_text(self, seat: int) -> str:
        value = self.accuracy(seat)
        return "–" if value is None else percent(round(value))

    def _split_text(self) -> str:
        final = self.final
        if final is None or final.result is None or len(self.reviews) < final.num_players:
            return self.tr("The other side's decisions are not judged yet: no split of the result.")
        figures = {s: player_figures(r) for s, r in self.reviews.items()}
        side = final.side_of(self.seat)
        scores = list(final.result.scores)
        self.figures = parts = split(scores, side, figures, final.shape.teams)
        lines = [
            fill(self.tr("Your result in game points: %1."), decimal(parts.result, 0, True)),
            fill(self.tr("From the cards: %1."), decimal(parts.cards, 2, True)),
            fill(self.tr("From play: %1."), decimal(parts.play, 2, True)),
        ]
        if parts.open_card_play is not None:
            lines.append(
                fill(
                    self.tr("From play with the real cards (open-card verdicts): %1."),
                    decimal(parts.open_card_play, 2, True),
                )
            )
        return "\n".join(lines)

    def _split_detail(self) -> str:
        """How the play figure was measured (the split label's tooltip)."""
        parts = self.figures
        if parts is None:
            return ""
        lines = [
            self.tr("Decisions judged exactly: %n.", "", parts.exact),
            self.tr("Decisions judged over sampled deals: %n.", "", parts.sampled),
        ]
        return "\n".join(lines)

    def show_help(self) -> QDialog:
        """The help page that defines accuracy and the split (a dialog of its own)."""
        if self.help is None:
            self.help = FiguresHelp(self.window())
        self.help.show()
        self.help.raise_()
        return self.help


class FiguresHelp(QDialog):
    """What accuracy, cards and play mean, on one page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figures-help-page")
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_standard_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(520, 460)
        translate_ui(self)

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("Accuracy, cards and play"))
        self.text.setHtml(accuracy_help(CONFIDENCE, open_reach() // 2))
