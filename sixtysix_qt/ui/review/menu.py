"""Learning from deals in the Game menu: review, history, deal files, puzzles, and the archive hook.

One object the main window makes: it adds Review last deal, History…,
Open deal…, Save deal as… and Puzzles… to the Game menu, keeps every
finished deal in the archive (``archive.DealArchive``), and starts a
practice match when a review asks to play on from a position.  Problems
with a deal file are one sentence in a message box; nothing else happens.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDir, QEvent, QObject, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from sixtysix_qt.engine import DealState, Match, new_deal
from sixtysix_qt.review.archive import (
    DEAL_SUFFIX,
    REVIEW_KEY,
    DealArchive,
    DealFileError,
    read_deal_file,
    write_deal_file,
)
from sixtysix_qt.review.match_record import record_of_last_deal

from ..play.controller import GameController
from ..play.practice import PracticeMarks
from ..play.setup import COMPUTER, HUMAN, GameSetup
from ..settings.store import Settings
from ..system.file_choice import choose_open_file, choose_save_file
from ..words.buttons import message_box
from ..words.retranslate import translate_ui
from .history_dialog import HistoryDialog
from .mistakes_dialog import MistakesDialog
from .puzzle_dialog import PuzzleDialog
from .review_dialog import ReviewDialog
from .texts import problem_sentence

log = logging.getLogger(__name__)


def _turned_app(app: dict[str, Any]) -> dict[str, Any]:
    """What a deal file kept from another seat still says once the deal is turned: its level
    (its cached review and match record name that seat's side, so they are left out)."""
    return {key: value for key, value in app.items() if key == "level"}


class ReviewMenu(QObject):
    """The review entries of the Game menu and what they open."""

    def __init__(
        self,
        window: QMainWindow,
        menu: QMenu,
        data_dir: Path | str | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(window)
        self.setObjectName("review-menu")
        self.window = window
        self.settings = settings
        """Where the last deal file was opened or saved is kept here (a window without: none)."""
        self.controller = window.controller
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.archive = DealArchive(data_dir) if data_dir is not None else None
        self.dialog: QWidget | None = None
        """The review, history or puzzle window open now (kept so it is not collected)."""
        self.problem = ""
        """The last deal-file problem shown to the player (one sentence)."""
        self._kept: DealState | None = None
        self.match_id: Callable[[Match], str] = lambda _match: ""
        """A match's id in History (the window hands in the session's; none: no id kept)."""
        self._pending: str | Path | None = None
        """The newest deal asked for while a dialog was in the way: the only one that waits."""
        self._waiting = QTimer(self)
        self._waiting.setSingleShot(True)
        self._waiting.timeout.connect(self._open_pending)
        self.act_review = self._action(self.review_last, "Ctrl+R")
        self.act_history = self._action(self.show_history)
        self.act_open = self._action(lambda: self.open_deal(), QKeySequence.StandardKey.Open)
        self.act_save = self._action(lambda: self.save_deal())
        self.act_puzzles = self._action(self.show_puzzles)
        self.act_mistakes = self._action(self.show_mistakes)
        first = menu.actions()[0] if menu.actions() else None
        anchor = next((a for a in menu.actions() if a.isSeparator()), first)
        menu.insertSeparator(anchor)
        for a in (self.act_review, self.act_history, self.act_open, self.act_save):
            menu.insertAction(anchor, a)
        menu.insertAction(anchor, self.act_puzzles)
        menu.insertAction(anchor, self.act_mistakes)
        self.controller.dealOver.connect(self.keep_deal)
        self.act_save.setEnabled(False)
        self.controller.stateChanged.connect(lambda _old, new: self.act_save.setEnabled(True))
        window.installEventFilter(self)  # its dialog closes with the window
        translate_ui(self)

    def _action(self, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def translate_ui(self) -> None:
        """The entries' words (the words.retranslate registry calls it again)."""
        self.act_review.setText(self.tr("&Review last deal"))
        self.act_review.setToolTip(
            self.tr("See where points were lost in the last finished deal (Ctrl+R)")
        )
        self.act_history.setText(self.tr("&History…"))
        self.act_open.setText(self.tr("&Open deal…"))
        self.act_save.setText(self.tr("Sa&ve deal as…"))
        self.act_puzzles.setText(self.tr("&Puzzles…"))
        self.act_mistakes.setText(self.tr("&Learn from your mistakes…"))
        self.act_mistakes.setToolTip(self.tr("Retry the mistakes of your reviewed deals"))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if obj is self.window and event.type() == QEvent.Type.Close:
            self.close_dialog()  # its threads stop before the window goes
        return False

    def close_dialog(self) -> None:
        """Close the review, history or puzzle window (stopping its analysis and workers)."""
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.close()

    # -- the archive --------------------------------------------------------
    def keep_deal(self, _result: dict[str, Any] | None = None) -> Path | None:
        """Archive the deal that just ended (seat 0 is the player); a full disk is only logged."""
        c = self.controller
        state = c.state
        if self.archive is None or state is None or not state.is_over or not c.is_human(0):
            return None
        if state == self._kept:
            return None  # the same ending again (a redo): kept once
        try:
            m = c.match
            match = record_of_last_deal(m, self.match_id(m)) if m is not None else None
            path = self.archive.add(state, c.setup.level, 0, c.is_practice, match=match)
            self._kept = state
            return path
        except OSError as err:
            log.warning("the deal could not be archived: %s", err)
            return None

    # -- entries ------------------------------------------------------------
    def review_last(self) -> ReviewDialog | None:
        """Game → Review last deal: the newest archived deal, else the finished one on the table."""
        deal = self.archive.last() if self.archive is not None else None
        if deal is not None:
            return self.open_review(deal.state, deal.app, deal.path)
        state = self.controller.state
        if state is not None and state.is_over:
            return self.open_review(state, {"level": self.controller.setup.level}, None)
        self._tell(self.tr("No finished deal to review yet."))
        return None

    def open_review(
        self, state: DealState, app: dict[str, Any], path: Path | None
    ) -> ReviewDialog | None:
        """The Review window on ``state``; ``path`` only for a file of our own archive.

        A deal from elsewhere (``path`` None) brings no cached review: a
        stranger's verdicts are never shown, the deal is judged afresh (or the
        archive's own copy of the same deal gives its checked review).
        """
        if path is None and self.archive is not None:
            kept = self.archive.find(state)  # a deal of the archive: its review is cached there
            if kept is not None:
                theirs = {k: v for k, v in app.items() if k != REVIEW_KEY}
                app, path = {**theirs, **kept.app}, kept.path
        seat = app.get("seat", 0)
        if not isinstance(seat, int) or isinstance(seat, bool):
            seat = 0
        seat = seat if 0 <= seat < state.num_players else 0
        if seat != 0:  # the review and its table show the player in seat 0: turn the deal
            state, app, path, seat = state.seen_from(seat), _turned_app(app), None, 0
        archive = self.archive if path is not None else None
        try:
            dialog = ReviewDialog(state, seat, app, archive, path, self.window)
        except Exception as err:  # noqa: BLE001 - nothing in a deal file may take the window down
            log.warning("the review could not be shown: %r", err)
            self._tell(problem_sentence("damaged"))
            return None
        dialog.playOnRequested.connect(self.play_on)
        self._show(dialog)
        return dialog

    def review_as_player(self, controller: GameController, state: DealState) -> ReviewDialog | None:
        """The review of a deal of the window's own match, judged for the player's seat."""
        seat = controller.human_seats[0] if controller.human_seats else 0
        return self.open_review(state, {"seat": seat, "level": controller.setup.level}, None)

    def show_history(self) -> HistoryDialog | None:
        if self.archive is None:
            return None
        dialog = HistoryDialog(self.archive, self.window)
        dialog.reviewRequested.connect(self.review_path)
        self._show(dialog)
        return dialog

    def review_path(self, path: Path) -> ReviewDialog | None:
        try:
            deal = read_deal_file(path)
        except DealFileError as err:
            self._tell(problem_sentence(err.problem))
            return None
        return self.open_review(deal.state, deal.app, path)

    def open_deal(self, path: str | Path | None = None) -> ReviewDialog | None:
        """Game → Open deal…: review a deal file; a bad file gets one sentence, nothing else."""
        if path is None:
            path = choose_open_file(
                self.window,
                self.tr("Open deal"),
                self.dialog_folder(),
                self.tr("Sixty-Six deals (*.sixtysix *.json)"),
            )
            if not path:
                return None
            self._remember_folder(path)
        try:
            deal = read_deal_file(path, follow_links=True)
        except DealFileError as err:
            self._tell(problem_sentence(err.problem))
            return None
        return self.open_review(deal.state, deal.app, None)

    def dialog_folder(self) -> str:
        """Where a deal file dialog starts: the folder last used, else the player's Documents.

        Never the working folder: started from a shortcut that is the
        program's own folder, and a deal saved there is lost with it.
        """
        kept = self.settings.deal_folder if self.settings is not None else ""
        if kept and Path(kept).is_dir():
            return kept
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return documents or QDir.homePath()

    def _remember_folder(self, chosen: str) -> None:
        if self.settings is not None:
            self.settings.deal_folder = str(Path(chosen).parent)

    def open_deal_later(self, path: str | Path) -> None:
        """Review the deal at ``path`` as soon as no dialog is in the way (a double-clicked file).

        Asked through the single-instance socket or by the command line: the
        answer to the asker must not wait for the review, nor the review for
        a question the window is asking.  Requests that come while one waits
        are coalesced: only the newest is kept, and one timer waits for it,
        so a flood of requests behind a message box costs nothing and ends
        in one review (or one message), not one per request.
        """
        self._pending = path
        if not self._waiting.isActive():
            self._waiting.start(0)

    def _open_pending(self) -> None:
        if QApplication.activeModalWidget() is not None:
            self._waiting.start(200)  # one check a fifth of a second, however many wait
            return
        path, self._pending = self._pending, None
        if path is not None:
            self.open_deal(path)

    def save_deal(self, path: str | Path | None = None) -> bool:
        """Game → Save deal as…: the deal on the table (finished or not) to a file."""
        state = self.controller.state
        if state is None:
            return False
        if path is None:
            path = choose_save_file(
                self.window,
                self.tr("Save deal"),
                str(Path(self.dialog_folder(), "deal" + DEAL_SUFFIX)),
                self.tr("Sixty-Six deals (*.sixtysix)"),
            )
            if not path:
                return False
            self._remember_folder(path)
            if not Path(path).suffix:
                path += DEAL_SUFFIX
        try:
            write_deal_file(path, state, {"seat": 0, "level": self.controller.setup.level})
        except DealFileError as err:
            self._tell(problem_sentence(err.problem))
            return False
        return True

    def show_puzzles(self) -> PuzzleDialog:
        dialog = PuzzleDialog(self.data_dir, self.window)
        self._show(dialog)
        return dialog

    def show_mistakes(self) -> MistakesDialog | None:
        """Game → Learn from your mistakes: the reviewed deals' mistakes to retry."""
        if self.archive is None:
            return None
        dialog = MistakesDialog(self.archive, self.window)
        self._show(dialog)
        return dialog

    # -- play on ------------------------------------------------------------
    def play_on(self, state: DealState) -> None:
        """A practice match that starts at ``state`` (from a review), the player at seat 0."""
        c = self.controller
        match = Match(state.preset, seed=random.randrange(2**62), **state.options)
        match.state = state
        seats = (HUMAN,) + (COMPUTER,) * (state.num_players - 1)
        setup = GameSetup(state.preset, c.setup.level, state.options, seats)
        # counted as practice, like a take-back; the match in progress waits (``MatchGuard``)
        self.window.match_guard.play_on(match, setup, PracticeMarks(undo=True))

    # -- helpers ------------------------------------------------------------
    def _show(self, dialog: QWidget) -> None:
        self.close_dialog()
        self.dialog = dialog
        dialog.show()

    def _tell(self, sentence: str) -> None:
        """One sentence in a message box over the window (not blocking: tests read ``problem``)."""
        self.problem = sentence
        box = message_box(self.window, QMessageBox.Icon.Warning, self.tr("Sixty-Six"), sentence)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setObjectName("review-problem")
        box.open()


def finished_deal(match: Match, index: int) -> DealState:
    """The last position of deal ``index`` of ``match``, replayed from its record."""
    record = match.finished[index]
    options = record.options or match.options  # its own, if they changed between deals
    state = new_deal(match.preset, deck=record.deck, dealer=record.dealer, **options)
    for action in record.actions:
        state = state.apply(action)
    return state
