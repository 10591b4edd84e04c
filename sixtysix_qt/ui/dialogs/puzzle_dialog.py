"""The Puzzles dialog: pick an endgame, play it against the solver's defence, retry, see the solution.

Every card is shown face up (the puzzles are double-dummy: a careful player
knows them all).  A solved puzzle is remembered in the data folder
(``puzzles.SolvedStore``) and ticked in the list.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.review.puzzles import Puzzle, PuzzleError, SolvedStore, load_puzzles

from ..plain_text import keep_plain
from ..play.puzzle_session import PuzzleController
from ..system.screen_fit import fit_to_screen
from ..table.view import TableView
from ..words.names import preset_names
from ..words.retranslate import translate_ui
from ..words.review_texts import difficulty_text, goal_sentence
from ..words.texts import fill

SOLVED_MARK = "\u2713"


class PuzzleDialog(QDialog):
    """The list of puzzles beside a table on which the chosen one is played."""

    def __init__(
        self,
        data_dir: Path | str | None = None,
        parent: QWidget | None = None,
        puzzles: list[Puzzle] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle-dialog")
        self.problem = ""
        if puzzles is None:
            try:
                puzzles = load_puzzles()
            except PuzzleError as err:
                puzzles, self.problem = [], str(err)
        self.puzzles = puzzles
        self.solved = SolvedStore(data_dir) if data_dir is not None else None
        self.controller = PuzzleController(self)
        self.table = TableView(self.controller, self)
        self.table.set_show_opponent_cards(True)
        self.controller.outcome.connect(self._on_outcome)
        self._outcome = ""
        self._build()
        fit_to_screen(self, QSize(1200, 720), parent)
        keep_plain(self)  # file data is shown as it is, never as rich text
        translate_ui(self)
        if self.puzzles:
            first = next((i for i, p in enumerate(self.puzzles) if not self.is_solved(p)), 0)
            self.choose(first)

    def _build(self) -> None:
        self.list = QListWidget()
        self.list.setObjectName("puzzle-list")
        self.list.setMinimumWidth(170)  # narrower on a small screen, before anything is cut
        self.list.setMaximumWidth(300)
        self.list.currentRowChanged.connect(self.choose)
        self.goal = QLabel()
        self.goal.setObjectName("puzzle-goal")
        self.goal.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("puzzle-status")
        self.status.setWordWrap(True)
        self.retry_button = QPushButton()
        self.retry_button.clicked.connect(self.retry)
        self.solution_button = QPushButton()
        self.solution_button.clicked.connect(self.show_solution)
        self.step_button = QPushButton()
        self.step_button.setObjectName("solution-step")
        self.step_button.clicked.connect(self.solution_step)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()  # two rows: every label whole at 800 px in every language
        for b in (self.retry_button, self.solution_button, self.step_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        closing = QHBoxLayout()
        closing.addStretch(1)
        closing.addWidget(self.close_button)
        self.table.setMinimumSize(320, 280)
        right = QVBoxLayout()
        right.addWidget(self.goal)
        right.addWidget(self.table, 1)
        right.addWidget(self.status)
        right.addLayout(buttons)
        right.addLayout(closing)
        root = QHBoxLayout(self)
        root.addWidget(self.list)
        root.addLayout(right, 1)

    def is_solved(self, puzzle: Puzzle) -> bool:
        return self.solved is not None and puzzle.id in self.solved

    def translate_ui(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        self.retry_button.setText(self.tr("Try again"))
        self.solution_button.setText(self.tr("Show the solution"))
        self.step_button.setText(self.tr("Next move of the solution"))
        self.close_button.setText(self.tr("Close"))
        self._fill_list()
        self._show_texts()
        self.table.translate_ui()

    def _item_text(self, n: int, p: Puzzle) -> str:
        names = preset_names()
        mark = f"  {SOLVED_MARK}" if self.is_solved(p) else ""
        variant = names.get(p.preset, p.preset).split(" (")[0]
        return (
            fill(self.tr("Puzzle %1 (%2) %3"), n + 1, variant, difficulty_text(p.difficulty)) + mark
        )

    def _fill_list(self) -> None:
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        for n, p in enumerate(self.puzzles):
            item = QListWidgetItem(self._item_text(n, p))
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setToolTip(goal_sentence(p.goal, p.number))
            self.list.addItem(item)
        if not self.puzzles:
            self.list.addItem(self.tr("No puzzles could be loaded."))
        self.list.setCurrentRow(max(0, row))
        self.list.blockSignals(False)

    @property
    def current(self) -> Puzzle | None:
        return self.controller.puzzle

    def choose(self, row: int) -> None:
        """Put puzzle ``row`` of the list on the table."""
        if not 0 <= row < len(self.puzzles):
            return
        if self.list.currentRow() != row:
            self.list.setCurrentRow(row)
            return  # currentRowChanged comes back here
        self._outcome = ""
        self.controller.load(self.puzzles[row])
        self._show_texts()

    def retry(self) -> None:
        self.controller.retry()

    def show_solution(self) -> None:
        self.controller.show_solution()
        self._show_texts()

    def solution_step(self) -> None:
        if not self.controller.showing_solution:
            self.controller.show_solution()
        self.controller.solution_step()
        self._show_texts()

    def _on_outcome(self, outcome: str) -> None:
        self._outcome = outcome
        p = self.current
        if outcome == "solved" and p is not None and self.solved is not None:
            try:
                self.solved.mark(p.id)
            except OSError:
                pass  # a full disk: the tick is not kept, the puzzle still counts now
            row = self.puzzles.index(p)
            self.list.item(row).setText(self._item_text(row, p))
        self._show_texts()

    def _show_texts(self) -> None:
        p = self.current
        if p is None:
            self.goal.setText(self.problem)
            self.status.setText("")
            return
        self.goal.setText(fill(self.tr("Goal: %1"), goal_sentence(p.goal, p.number)))
        texts = {
            "solved": self.tr("Solved! Well played."),
            "shown": self.tr("That is the solution."),
            "failed": self.tr("The goal is out of reach now. Try again, or see the solution."),
            "": self.tr("Every card is face up. The computer defends as well as it can."),
        }
        if self.controller.showing_solution and not self._outcome:
            texts[""] = self.tr("The solution, one move at a time.")
        self.status.setText(texts.get(self._outcome, ""))
        self.step_button.setEnabled(True)

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self.controller.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.controller.shutdown()  # also when the dialog was never shown
        super().closeEvent(event)
