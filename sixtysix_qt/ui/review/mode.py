"""Review mode: a read-only replay of a finished deal and its analysis off the GUI thread.

``ReplayController`` is a ``GameController`` the player cannot play on: the
review moves it through the deal's positions (forward animated like play,
backward at once), and it never asks a computer.  ``ReviewJob`` runs
``review.judge.review_deal`` (the one door the command line takes too) in a QThread with progress and cancel; its result
is cached in the archived deal's file, so a deal is analysed once.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from sixtysix_qt.engine import Action, DealState, Match
from sixtysix_qt.review.archive import REVIEW_KEY, DealArchive
from sixtysix_qt.review.cache_check import checked_review, review_document
from sixtysix_qt.review.judge import (
    DEFAULT_SEED,
    DEFAULT_WORLDS,
    MAX_WORLDS,
    Review,
    ReviewCancelled,
    Verdict,
    review_deal,
)
from sixtysix_qt.review.match_record import MatchRecord
from sixtysix_qt.review.match_review import (
    MATCH_REVIEW_KEY,
    CloseInMatch,
    closes_document,
    judge_closes,
)
from sixtysix_qt.review.playon import position

from ..play.controller import COMPUTER, HUMAN, GameController, GameSetup

REVIEW_WORLDS = DEFAULT_WORLDS
"""Worlds per decision of the Review window (tests lower it; the cache records it)."""
REVIEW_MAX_WORLDS = MAX_WORLDS
"""Worlds the contenders of a decision may get at most (tests lower it)."""


class ReplayController(GameController):
    """Shows the positions of one deal, seen from seat 0; no computer ever thinks in it.

    Call :meth:`load` once the table is connected to it.
    """

    def __init__(
        self,
        final: DealState,
        parent: QObject | None = None,
        scores: tuple[int, ...] | None = None,
        level: str = "",
    ) -> None:
        super().__init__(parent)
        self.final = final
        self.index = 0
        self.scores = scores  # the match's game points before the deal, when kept
        self.level = level  # the kept deal's level ("" unknown): the seats are named by it

    def load(self) -> None:
        """Show the deal before its first action (the table must be connected by now)."""
        final = self.final
        seats = (HUMAN,) + (COMPUTER,) * (final.num_players - 1)
        setup = GameSetup(preset=final.preset, options=final.options, seats=seats)
        if self.level:
            setup = replace(setup, level=self.level)
        match = Match(final.preset, seed=0, first_dealer=final.dealer, **final.options)
        match.state = position(final, 0)
        if self.scores is not None and len(self.scores) == len(match.scores):
            match.scores = list(self.scores)
        self.index = 0
        self.resume(match, setup)

    @property
    def length(self) -> int:
        """Positions run from 0 (before the first action) to ``length`` (the end)."""
        return len(self.final.history)

    def _after_change(self) -> None:
        """Never ask a computer: the review moves only when the player steps."""

    def human_actions(self) -> list[Action]:
        return []  # nothing is playable in a replay: no card lifts or glows

    def play(self, action: Action) -> bool:
        return False

    def go_to(self, index: int) -> None:
        """Show the position after ``index`` actions (clamped to the deal)."""
        index = max(0, min(self.length, index))
        if index == self.index:
            return
        if index == self.index + 1:
            # one step, animated like play (the deal's record keeps it as text)
            self.force(Action.parse(self.final.history[self.index][1]))
        else:
            self.instantUpdate.emit(True)  # a jump is shown at once
            try:
                self.restore(position(self.final, index))
            finally:
                self.instantUpdate.emit(False)
        self.index = index


def cached_review(app: dict[str, Any], final: DealState, seat: int) -> Review | None:
    """The review stored with an archived deal, if it is wholly this deal's, at today's effort.

    Never trusted: ``review.cache_check`` checks every field against the deal
    itself (a stranger's file may hold anything there); None means judge again.
    """
    return checked_review(app.get(REVIEW_KEY), final, seat, REVIEW_WORLDS, DEFAULT_SEED)


def cached_others(app: dict[str, Any], final: DealState, seat: int) -> dict[int, Review]:
    """The cached reviews of the other seats (for accuracy side by side), each checked
    whole against this deal like the player's own (``review.cache_check``), today's effort."""
    doc = app.get(OTHERS_KEY)
    out: dict[int, Review] = {}
    if not isinstance(doc, list):
        return out
    for other in range(final.shape.players):
        if other == seat:
            continue
        for item in doc[: final.shape.players]:
            review = checked_review(item, final, other, REVIEW_WORLDS, DEFAULT_SEED)
            if review is not None:
                out[other] = review
                break
    return out


OTHERS_KEY = "review_others"
"""The archived deal's ``app`` key that caches the other seats' reviews."""


class _Runner(QObject):
    """Lives in the review thread; only ints cross the thread boundary in its signals."""

    progress = Signal(int, int)
    done = Signal(int)  # 1 finished, 0 cancelled, -1 failed

    def __init__(
        self,
        final: DealState,
        seat: int,
        worlds: int,
        seed: int,
        others: bool = False,
        match: MatchRecord | None = None,
    ) -> None:
        super().__init__()
        self.final, self.seat, self.worlds, self.seed = final, seat, worlds, seed
        self.others = others
        self.match = match
        self.cancel = threading.Event()
        self.result: Review | None = None
        self.other_results: dict[int, Review] = {}
        self.closes: list[CloseInMatch] | None = None
        self.error = ""

    @Slot()
    def run(self) -> None:
        seats = [self.seat]
        if self.others:
            seats += [s for s in range(self.final.num_players) if s != self.seat]
        try:
            for n, seat in enumerate(seats):
                # one progress bar over every seat: the player's decisions first
                review = review_deal(
                    self.final,
                    seat,
                    self.worlds,
                    self.seed,
                    progress=lambda d, t, n=n: self.progress.emit(n * t + d, len(seats) * t),
                    cancel=self.cancel.is_set,
                    max_worlds=max(self.worlds, REVIEW_MAX_WORLDS),
                )
                if seat == self.seat:
                    self.result = review
                else:
                    self.other_results[seat] = review
            if self.match is not None and not self.cancel.is_set():
                self.closes = judge_closes(self.final, self.seat, self.match)
        except ReviewCancelled:
            self.done.emit(0)
            return
        except Exception as err:  # the review must never take the window down
            self.error = repr(err)
            self.done.emit(-1)
            return
        self.done.emit(1)


class ReviewJob(QObject):
    """One analysis in its own thread: ``progress(done, total)``, then ``finished(ok)``."""

    progress = Signal(int, int)
    finished = Signal(bool)  # True with a result, False when cancelled or failed

    def __init__(
        self,
        final: DealState,
        seat: int,
        parent: QObject | None = None,
        worlds: int | None = None,
        seed: int = DEFAULT_SEED,
        others: bool = False,
        match: MatchRecord | None = None,
    ) -> None:
        super().__init__(parent)
        worlds = REVIEW_WORLDS if worlds is None else worlds
        self._thread = QThread(self)
        self._thread.setObjectName("deal-review")
        self._runner = _Runner(final, seat, worlds, seed, others, match)
        self._runner.moveToThread(self._thread)
        self._thread.started.connect(self._runner.run)
        self._runner.progress.connect(self.progress)
        self._runner.done.connect(self._on_done)
        self.review: Review | None = None
        self.others: dict[int, Review] = {}
        """The other seats' reviews (with ``others=True``), for accuracy side by side."""
        self.closes: list[CloseInMatch] | None = None
        """The seat's closes judged for the match (with ``match``: ``review/match_review``)."""
        self.error = ""

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        """Ask the analysis to stop; ``finished(False)`` follows soon."""
        self._runner.cancel.set()

    def wait(self, ms: int = 10000) -> bool:
        """Stop and join the thread (dialog closing, app quitting)."""
        self._runner.cancel.set()
        self._thread.quit()
        return self._thread.wait(ms)

    @property
    def running(self) -> bool:
        return self._thread.isRunning()

    def _on_done(self, code: int) -> None:
        self.review = self._runner.result if code == 1 else None
        self.others = dict(self._runner.other_results) if code == 1 else {}
        self.closes = self._runner.closes if code == 1 else None
        self.error = self._runner.error
        self._thread.quit()
        self._thread.wait(2000)
        self.finished.emit(code == 1)


def store_review(
    archive: DealArchive | None,
    path: Path | None,
    review: Review,
    final: DealState,
    others: dict[int, Review] | None = None,
    closes: list[CloseInMatch] | None = None,
) -> bool:
    """Cache a finished review with its archived deal (nothing for a deal from elsewhere);
    ``closes``: the seat's closes judged for the match, when the deal knows its match."""
    if archive is None or path is None:
        return False
    try:
        fields: dict[str, object] = {REVIEW_KEY: review_document(review, final)}
        if others:
            fields[OTHERS_KEY] = [review_document(r, final) for _seat, r in sorted(others.items())]
        if closes is not None:
            fields[MATCH_REVIEW_KEY] = closes_document(closes, review.seat)
        return archive.store_app_fields(path, fields)
    except (ValueError, OSError):
        return False


def decision_at(review: Review, index: int) -> int | None:
    """The verdict to show at position ``index``: the decision made there, else the last one."""
    current = None
    for i, v in enumerate(review.verdicts):
        if v.index <= index:
            current = i
        else:
            break
    return current


__all__ = [
    "ReplayController",
    "RetryController",
    "ReviewJob",
    "Verdict",
    "cached_others",
    "cached_review",
    "decision_at",
    "store_review",
]


class RetryController(ReplayController):
    """A mistake on the table to try again: the position before it, the player's cards playable.

    A click does not play: it emits ``tried(action)`` once, and the dialog
    reveals the right move and what the tried one would have cost.
    """

    tried = Signal(str)

    def __init__(
        self, final: DealState, index: int, parent: QObject | None = None, level: str = ""
    ) -> None:
        super().__init__(final, parent, level=level)
        self.retry_index = index
        self.answered = False

    def load(self) -> None:
        super().load()
        self.go_to(self.retry_index)

    def human_actions(self) -> list[Action]:
        if self.answered or self.index != self.retry_index or self.state is None:
            return []
        return self.state.legal_action_values() if self.state.to_move == 0 else []

    def play(self, action: Action) -> bool:
        if action not in self.human_actions():
            return False
        self.answered = True
        self.tried.emit(str(action))  # compared with the review's moves, kept as text
        return True
