"""The match as the player's data: autosave, resume, statistics, and the save file's "app" part.

``GameSession`` listens to the controller and keeps the match in progress
saved after every move (atomic; a finished match clears the save), counts
finished deals and matches in the statistics, and at start offers to resume
an unfinished match.  It asks the player through callbacks the window
gives it (``ask_resume``, ``tell_bad_save``), so it runs without a window
in tests.  What the save keeps beside the match (who sits where, the
level, practice marks) is ``AppSection``: typed, versioned, and checked
when read, because the file may be old, odd or from a newer build.
"""

from __future__ import annotations

import logging
import time
import uuid
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from sixtysix_qt.engine import OPTION_DEFAULTS, DealState, Match, Result
from sixtysix_qt.review.match_record import MATCH_ID
from sixtysix_qt.storage import LoadOutcome, SaveStore, Statistics

from .controller import GameController
from .practice import PracticeMarks
from .setup import HUMAN, LEVELS, SEAT_KINDS, GameSetup

log = logging.getLogger(__name__)

SAVE_APP_VERSION = 1
"""Version of the "app" section of the save file (``AppSection``)."""


@dataclass(frozen=True)
class AppSection:
    """What the save file keeps beside the match: level, seats, practice marks."""

    level: str
    seats: tuple[str, ...]
    practice: PracticeMarks = field(default_factory=PracticeMarks)
    saved_at: str = ""
    match_id: str = ""
    """The match's id in History (``review.match_record``); "" in saves made before it."""
    version: int = SAVE_APP_VERSION

    @property
    def human_seat(self) -> int | None:
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "level": self.level,
            "seats": list(self.seats),
            "human_seat": self.human_seat,
            "practice": self.practice.to_json(),
            "saved_at": self.saved_at,
            "match_id": self.match_id,
        }

    @classmethod
    def from_json(cls, data: object, players: int, default_level: str) -> AppSection:
        """The section of a save for a match of ``players`` seats; odd fields take defaults.

        A section written by a newer build is not trusted field by field:
        the match itself is resumed with the defaults (and a warning logged).
        """
        fallback = cls(default_level, (HUMAN,) + ("computer",) * (players - 1))
        if not isinstance(data, dict):
            return fallback
        version = data.get("version", 1)
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            log.warning("save file: app section version %r unknown; using defaults", version)
            return fallback
        if version > SAVE_APP_VERSION:
            log.warning("save file: app section %d is newer than %d", version, SAVE_APP_VERSION)
            return fallback
        level = data.get("level")
        seats = data.get("seats")
        if not (
            isinstance(seats, list) and len(seats) == players and set(seats) <= set(SEAT_KINDS)
        ):
            seats = fallback.seats
        saved_at = data.get("saved_at")
        match_id = data.get("match_id")
        return cls(
            level=level if level in LEVELS else default_level,
            seats=tuple(seats),
            practice=PracticeMarks.from_json(data.get("practice")),
            saved_at=saved_at if isinstance(saved_at, str) else "",
            match_id=match_id if isinstance(match_id, str) and MATCH_ID.fullmatch(match_id) else "",
        )

    def setup_for(self, match: Match) -> GameSetup:
        """The setup that continues ``match`` with these seats and this level."""
        return GameSetup(
            preset=match.preset,
            level=self.level,
            options={k: v for k, v in match.options.items() if OPTION_DEFAULTS.get(k) != v},
            seats=self.seats,
            seed=match.seed,
            first_dealer=match.first_dealer,
        )


def _never(_match: Match) -> bool:
    return False


def _quietly(_outcome: LoadOutcome) -> None:
    return None


class GameSession(QObject):
    """Keeps the controller's match saved and counted; offers to resume it at start."""

    matchFinished = Signal(object)  # the finished Match (after its statistics were counted)
    written = Signal(str)  # "save" or "stats": a write worked
    writeFailed = Signal(str, object)  # "save" or "stats", the OSError: the game goes on

    def __init__(
        self,
        controller: GameController,
        data_dir: Path | str | None,
        *,
        default_level: Callable[[], str] = lambda: "medium",
        ask_resume: Callable[[Match], bool] = _never,
        tell_bad_save: Callable[[LoadOutcome], None] = _quietly,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.saves: SaveStore | None = SaveStore(data_dir) if data_dir is not None else None
        self.stats: Statistics | None = Statistics(data_dir) if data_dir is not None else None
        self.default_level = default_level
        self.ask_resume = ask_resume
        self.tell_bad_save = tell_bad_save
        self.save_problem: str | None = None
        """The last error writing the save file (the game goes on without saving)."""
        self.hold_save = False
        """A practice deal is played while the real match waits: the save file keeps that match."""
        controller.stateChanged.connect(self._on_state)
        controller.practiceChanged.connect(lambda _on: self.autosave())
        controller.dealOver.connect(self.record_deal)
        self._match_ids: weakref.WeakKeyDictionary[Match, str] = weakref.WeakKeyDictionary()
        """Each match's id for History, made when first asked (a parked match keeps its own)."""

    def match_in_progress(self) -> bool:
        """A match is under way that a new game would throw away (a move made, not decided)."""
        m = self.controller.match
        return m is not None and not m.is_over and (m.deal_number > 1 or bool(m.state.actions))

    # -- the match's place in History -------------------------------------------
    def match_id(self, match: Match) -> str:
        """``match``'s id (made the first time it is asked; a resumed match keeps its saved one)."""
        known = self._match_ids.get(match)
        if known is None:
            known = self._match_ids[match] = uuid.uuid4().hex[:16]
        return known

    # -- saving --------------------------------------------------------------
    def app_section(self) -> AppSection:
        c = self.controller
        return AppSection(
            level=c.setup.level,
            seats=tuple(c.setup.seats),
            practice=c.practice_marks(),
            saved_at=time.strftime("%Y-%m-%dT%H:%M:%S"),
            match_id=self.match_id(c.match) if c.match is not None else "",
        )

    def autosave(self) -> None:
        """Save the match (atomic); a finished match clears the save. Errors are kept, not raised."""
        m = self.controller.match
        if self.saves is None or m is None or self.hold_save:
            return
        try:
            if m.is_over:
                self.saves.clear()
            else:
                self.saves.save(m, self.app_section().to_json())
            self.save_problem = None
            self.written.emit("save")
        except OSError as err:
            if self.save_problem is None:
                log.warning("the game could not be saved: %s", err)
            self.save_problem = str(err)
            self.writeFailed.emit("save", err)

    def _on_state(self, _old: DealState | None, _new: DealState) -> None:
        self.autosave()

    # -- resuming -------------------------------------------------------------
    def start_or_resume(self, setup: GameSetup) -> bool:
        """Offer the saved match (``ask_resume``), else start ``setup``; True if resumed.

        A save file that cannot be used is moved aside (by ``SaveStore``),
        the player is told (``tell_bad_save``), and ``setup`` starts.
        """
        saved = self._load()
        if saved is not None:
            match, section = saved
            if self.ask_resume(match):
                if section.match_id:
                    self._match_ids[match] = section.match_id
                self.controller.resume(match, section.setup_for(match), section.practice)
                return True
        self.controller.new_match(setup)  # its first save replaces the declined one
        return False

    def _load(self) -> tuple[Match, AppSection] | None:
        """The unfinished saved match and its app section, if there is one to offer."""
        if self.saves is None:
            return None
        try:
            outcome = self.saves.load()
        except Exception as err:  # nothing about a save file may stop the game
            log.warning("the saved game could not be loaded: %s", err)
            outcome = LoadOutcome(None, str(err), "unreadable")
        if outcome.problem:
            log.warning("saved game not used: %s", outcome.problem)
            self.tell_bad_save(outcome)
            return None
        match = outcome.match
        if match is None:
            return None
        if match.is_over:
            return None  # nothing to offer: the next save replaces it
        players = match.rules.shape.players
        return match, AppSection.from_json(self.saves.extra(), players, self.default_level())

    # -- statistics -----------------------------------------------------------
    def record_deal(self, result: Result) -> None:
        """Count a finished deal (and the match, if it ended) for the human's side."""
        c = self.controller
        m = c.match
        if m is None:
            return
        if self.stats is not None and c.human_seats:
            self._count(m, result)
        if m.is_over:
            self.matchFinished.emit(m)

    def record_abandoned(self, m: Match, setup: GameSetup, practice: bool) -> None:
        """The deal under way in ``m`` is left for a new game: counted as played and lost
        for the rating (``Statistics.record_abandoned``), so it cannot be dodged."""
        s = m.state
        if self.stats is None or s.is_over or not s.actions or HUMAN not in setup.seats:
            return
        try:
            self.stats.record_abandoned(m.preset, setup.level, practice)
            self.written.emit("stats")
        except OSError as err:  # a full disk must not stop the game
            log.warning("statistics could not be written: %s", err)
            self.writeFailed.emit("stats", err)

    def _count(self, m: Match, result: Result) -> None:
        c = self.controller
        s = m.state
        side = s.side_of(c.human_seats[0])
        closer = s.side_of(s.closer) if s.closer is not None else None
        practice = c.is_practice
        try:
            self.stats.record_deal(m.preset, c.setup.level, result, side, closer, practice)
            if m.is_over:
                self.stats.record_match(m.preset, c.setup.level, m.winner == side, practice)
            self.written.emit("stats")
        except OSError as err:  # a full disk must not stop the game
            log.warning("statistics could not be written: %s", err)
            self.writeFailed.emit("stats", err)
