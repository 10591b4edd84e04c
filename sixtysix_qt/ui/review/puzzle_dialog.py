"""The Puzzles dialog: pick an endgame, play it against the solver's defence, retry, see the solution.

Every card is shown face up (the puzzles are double-dummy: a careful player
knows them all, and where a closed talon still holds cards the key move was
proved in every deal of them, ``review.puzzle_quality``).  The list is
grouped by variant and difficulty; a solved puzzle is remembered in the
data folder (``puzzles.SolvedStore``) and ticked.  A wrong move gets its
refutation (the defence's answer and the best left); the solution starts at
the puzzle's position and says a sentence per move, naming the other
winning moves where a step has several.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QCloseEvent, QFontMetrics
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

from sixtysix_qt.engine import PRESETS
from sixtysix_qt.review.puzzle_quality import other_winners, refutation
from sixtysix_qt.review.puzzles import Puzzle, PuzzleError, SolvedStore, load_puzzles

from ..system.screen_fit import fit_to_screen
from ..table.view import TableView
from ..words.names import preset_names
from ..words.plain_text import keep_plain
from ..words.retranslate import translate_ui
from ..words.texts import fill
from .puzzle_session import PuzzleController
from .texts import (
    action_text,
    difficulty_text,
    goal_sentence,
    refutation_sentences,
    theme_names,
)

SOLVED_MARK = "\u2713"


ROW_MARGINS = 12
"""A list row's margins around its text, with room to spare."""


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
        self.puzzles = sorted(puzzles, key=_group_key)
        self.rows: list[int | None] = []
        """List row -> index into ``puzzles`` (None for a group heading)."""
        self.solved = SolvedStore(data_dir) if data_dir is not None else None
        self.controller = PuzzleController(self)
        self.table = TableView(self.controller, self)
        self.table.set_show_opponent_cards(True)
        self.controller.outcome.connect(self._on_outcome)
        self.controller.instantUpdate.connect(self.table.show_at_once)
        self._outcome = ""
        self._step_text = ""
        self._refuted = ""
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
        self.list.setMaximumWidth(300)  # its least width follows the rows (``_fit_list``)
        self.list.currentRowChanged.connect(self._on_row)
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
        for button in (self.retry_button, self.solution_button, self.step_button):
            button.setMinimumWidth(button.sizeHint().width())  # whole, however small the window
        self._fill_list()
        self._show_texts()
        self.table.translate_ui()

    def _item_text(self, n: int, p: Puzzle) -> str:
        """The row: number and stars (the group heading above names the variant)."""
        mark = f"  {SOLVED_MARK}" if self.is_solved(p) else ""
        return fill(self.tr("Puzzle %1 %2"), n + 1, difficulty_text(p.difficulty)) + mark

    def _fill_list(self) -> None:
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        self.rows = []
        names = preset_names()
        themes = theme_names()
        group = None
        for n, p in enumerate(self.puzzles):
            if _group_key(p)[:2] != group:
                group = _group_key(p)[:2]
                variant = names.get(p.preset, p.preset).split(" (")[0]
                heading = QListWidgetItem(f"{variant} {difficulty_text(p.difficulty)}")
                heading.setFlags(Qt.ItemFlag.NoItemFlags)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
                self.list.addItem(heading)
                self.rows.append(None)
            item = QListWidgetItem(self._item_text(n, p))
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            tip = [goal_sentence(p.goal, p.number)]
            if p.themes:
                tip.append(", ".join(themes.get(t, t) for t in p.themes))
            item.setToolTip("\n".join(tip))
            self.list.addItem(item)
            self.rows.append(n)
        if not self.puzzles:
            self.list.addItem(self.tr("No puzzles could be loaded."))
        self.list.setCurrentRow(max(0, row))
        self.list.blockSignals(False)
        self._fit_list()

    def _fit_list(self) -> None:
        """Wide enough for its longest row and its scroll bar: never a scroll bar sideways."""
        rows = [self.list.item(i) for i in range(self.list.count())]
        text = max((QFontMetrics(r.font()).horizontalAdvance(r.text()) for r in rows), default=0)
        bar = self.list.verticalScrollBar().sizeHint().width()
        frame = 2 * self.list.frameWidth()
        self.list.setMinimumWidth(max(170, text + ROW_MARGINS + bar + frame))

    def row_of(self, n: int) -> int:
        """The list row of puzzle ``n``."""
        return self.rows.index(n)

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.rows) and self.rows[row] is not None:
            self.choose(self.rows[row])

    @property
    def current(self) -> Puzzle | None:
        return self.controller.puzzle

    def choose(self, n: int) -> None:
        """Put puzzle ``n`` (of ``puzzles``, in the list's order) on the table."""
        if not 0 <= n < len(self.puzzles):
            return
        row = self.row_of(n)
        if self.list.currentRow() != row:
            self.list.setCurrentRow(row)
            return  # currentRowChanged comes back here
        self._outcome = ""
        self._step_text = ""
        self.controller.load(self.puzzles[n])
        self._show_texts()

    def retry(self) -> None:
        self._step_text = ""
        self.controller.retry()

    def show_solution(self) -> None:
        """Back to the puzzle's position (at once), then the first move of the solution."""
        self.controller.show_solution()
        self.solution_step()

    def solution_step(self) -> None:
        if not self.controller.showing_solution:
            self.controller.show_solution()
        state = self.controller.state
        if self.controller.solution_step():
            self._step_text = self.step_sentence(state)
        self._show_texts()

    def step_sentence_at(self, done: int) -> str:
        """The sentence of the solution's move number ``done`` (0-based, both sides counted)."""
        state = self.controller.start
        if self.current is None or state is None:
            return ""
        for action in self.current.solution[:done]:
            state = state.apply(action)
        return self.step_sentence(state)

    def step_sentence(self, before) -> str:  # noqa: ANN001 - the DealState of the step
        """One sentence for the solution's move from ``before``: the move, the answer, and the
        other moves that win as well."""
        p = self.current
        start = self.controller.start
        if p is None or start is None or before is None:
            return ""
        done = len(before.actions) - len(start.actions)
        move = p.solution[done]
        step, probe = 1, start
        for action in p.solution[:done]:
            step += probe.to_move == p.seat
            probe = probe.apply(action)
        after = before.apply(move)
        answer = p.solution[done + 1] if done + 1 < len(p.solution) else None
        if answer is None or after.to_move == p.seat:
            text = fill(self.tr("Move %1: you play %2."), step, action_text(move))
        else:
            text = fill(
                self.tr("Move %1: you play %2, the computer answers %3."),
                step,
                action_text(move),
                action_text(answer),
            )
        others = other_winners(before, p.seat, move)
        if others:
            text += " " + fill(
                self.tr("Also winning: %1."), ", ".join(action_text(a) for a in others)
            )
        return text

    def _on_outcome(self, outcome: str) -> None:
        if outcome == "failed" and self._outcome != "failed":
            self._refuted = self.refutation_text()  # at the wrong move, before the answer lands
        self._outcome = outcome
        p = self.current
        if outcome == "solved" and p is not None and self.solved is not None:
            try:
                self.solved.mark(p.id)
            except OSError:
                pass  # a full disk: the tick is not kept, the puzzle still counts now
            n = self.puzzles.index(p)
            self.list.item(self.row_of(n)).setText(self._item_text(n, p))
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
            texts[""] = self._step_text or self.tr("The solution, one move at a time.")
        if self._outcome == "shown" and self._step_text:
            texts["shown"] = self._step_text + "\n" + texts["shown"]
        if self._outcome == "failed":
            texts["failed"] = self._refuted or texts["failed"]
        self.status.setText(texts.get(self._outcome, ""))
        self.step_button.setEnabled(True)

    def refutation_text(self) -> str:
        """After a wrong move: the defence's answer and the best the player can still get."""
        p, state = self.current, self.controller.state
        if p is None or state is None:
            return ""
        r = refutation(state, p.seat)
        return "\n".join(refutation_sentences(r.answer, r.best_now, r.line[1:4]))

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self.controller.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.controller.shutdown()  # also when the dialog was never shown
        super().closeEvent(event)


def _group_key(p: Puzzle) -> tuple[int, int, str]:
    """Variant (in the presets' order), then difficulty, then id."""
    order = PRESETS.index(p.preset) if p.preset in PRESETS else len(PRESETS)
    return (order, p.difficulty, p.id)
