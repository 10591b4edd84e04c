"""Save files and statistics on disk, written so that nothing is ever lost.

Every write goes to a temporary file in the same folder, is flushed to disk
and then renamed over the old file, so a crash mid-write leaves either the
old or the new file, never half of one (and a link in the folder is
replaced, never written through).  A file that cannot be read (damaged, from
a newer version, foreign, hostile: see ``userfiles``) is moved aside with a
timestamp and reported as one sentence; the caller starts afresh.  A bad file
that cannot be moved aside is left exactly as it is, and the store then
refuses to write over it (``SaveBlocked``), so the player's data is never
replaced by something they did not choose.  No Qt here: the GUI passes the
folder in.
"""

from __future__ import annotations

import calendar
import json
import logging
import math
import os
import re
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import data_folder
from .data_folder import FolderReplaced as FolderReplaced  # the window's: a write refused
from .engine import Match, NewerFormatError, SaveFormatError, dumps, loads
from .engine.scoring import Reason
from .rating import (
    LEVEL_RATINGS,
    MAX_RD,
    MIN_RD,
    RATED_PRESETS,
    Rating,
    aged,
    deal_score,
    update,
)
from .userfiles import (
    MAX_BYTES,
    UserFileError,
    parse_json,
    present,
    read_bytes,
    read_json,
    set_aside,
)

log = logging.getLogger(__name__)
SAVE_NAME = "current-match.json"
STATS_NAME = "statistics.json"
STATS_VERSION = 2
"""2 added the player's rating (``rating``); a version 1 file is read and gets a fresh one."""
#: the rating history keeps this many points (one per rated deal), the newest
RATING_HISTORY = 1000
#: the UTC time stamp of a point of the rating history
RATING_STAMP = "%Y-%m-%dT%H:%M:%SZ"
MAX_COUNT = 10**9 - 1
"""The largest count a statistics file may hold, in one group and summed over all of them:
far beyond a lifetime of play, well inside what the window's counters show (2^31 - 1)."""
MAX_GROUPS = 200
"""Groups (variant, level, practice) a statistics file may hold: the game makes about 50."""
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
OUR_FILES = (SAVE_NAME, STATS_NAME)
"""The files this module writes (their stray temporaries may be cleaned at start)."""
MAX_DEALS = 5000
"""The most deals a saved match may hold (a match to 7 rarely needs 20; thrown-in deals
score nothing, so only a planted file comes near).  Checked before any deal is replayed,
so reading a save stays well under a second; the writer refuses the same."""


class SaveBlocked(OSError):
    """Writing is refused: a bad file sits there that could not be moved aside."""


class SaveTooLarge(OSError):
    """The match has grown past what the reader accepts; it is not written."""


def _too_many_deals(doc: Any) -> str | None:
    """Why a match document is too long to read (checked before replaying it), or None."""
    deals = doc.get("deals") if isinstance(doc, dict) else None
    if isinstance(deals, list) and len(deals) > MAX_DEALS:
        return f"it holds {len(deals)} deals, more than the {MAX_DEALS} a match may have"
    return None


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step (temporary file, fsync, rename).

    The folder is never created here: a data folder deleted while the game
    runs must stop the saving (FileNotFoundError, the banner), not come back
    without the lock that keeps a second game out; one moved away and made
    again (another folder of the same name) stops it too
    (``data_folder.FolderReplaced``).
    """
    data_folder.check(path)
    tmp = _written_temporary(path, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise


def atomic_create(path: Path, text: str) -> None:
    """Write a NEW file ``path`` in one step; FileExistsError if anything is there already.

    The archive numbers its files: a name taken by a file it did not expect
    (a planted one, another game) must never be overwritten.
    """
    data_folder.check(path)
    tmp = _written_temporary(path, text)
    try:
        try:
            os.link(tmp, path)  # fails if the name is taken, whatever sits there
        except FileExistsError:
            raise
        except OSError:  # no hard links here (some USB sticks): reserve the name, then fill it
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            os.replace(tmp, path)
    finally:
        _remove(tmp)


def _written_temporary(path: Path, text: str) -> str:
    """A temporary file beside ``path`` holding ``text``, flushed to disk."""
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def quarantine(path: Path) -> Path:
    """Move an unreadable file aside as ``NAME.broken-YYYYmmdd-HHMMSS`` and return the new path."""
    return set_aside(path, "broken")


@dataclass
class LoadOutcome:
    """What reading the save file gave: a match, nothing, or a problem already handled."""

    match: Match | None
    problem: str | None = None  # one sentence for the player, English; the GUI translates the kind
    kind: str | None = None  # "damaged", "newer", "unreadable"
    moved_to: Path | None = None
    kept_in_place: bool = False
    """True when the bad file could not be moved: it stays, and nothing is saved over it."""


class SaveStore:
    """The one save file of the match in progress."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.path = self.folder / SAVE_NAME
        self.blocked: str | None = None
        """Why saving is refused (a bad save that could not be moved aside), or None."""
        self._extra: dict[str, Any] | None = None

    def save(self, match: Match, extra: dict[str, Any] | None = None) -> None:
        """Write the match (and GUI extras such as the computer level) atomically."""
        if self.blocked:
            raise SaveBlocked(self.blocked)
        doc = json.loads(dumps(match))
        if extra:
            doc["app"] = extra
        if reason := _too_many_deals(doc):
            raise SaveTooLarge(f"the match is too long to save: {reason}")
        text = json.dumps(doc, separators=(",", ":"))  # compact: the reader's limit is in bytes
        if len(text.encode("utf-8")) > MAX_BYTES:
            raise SaveTooLarge(f"the match is too long to save ({len(text)} bytes)")
        atomic_write(self.path, text)

    def clear(self) -> None:
        """Forget the saved match (it ended, or the player started a new one).

        A bad file that could not be moved aside is not ours to delete.
        """
        if self.blocked:
            return
        data_folder.check(self.path)  # another folder of that name: its save is not ours
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def exists(self) -> bool:
        return self.path.exists()

    def extra(self) -> dict[str, Any]:
        """The GUI extras stored with the match, or {} when there are none or the file is bad."""
        if self._extra is None:
            try:
                doc = read_json(self.path)
            except UserFileError:
                doc = None
            self._extra = _app_part(doc)
        return dict(self._extra)

    def load(self) -> LoadOutcome:
        """Read the saved match; a bad file is moved aside and explained, never raised."""
        self._extra = None
        if not present(self.path):
            return LoadOutcome(None)
        try:
            data = read_bytes(self.path)
        except UserFileError as err:
            return self._bad("unreadable", f"The saved game could not be read: {err.reason}.")
        if data is None:  # a dangling link: nothing to read, the next save replaces it
            return LoadOutcome(None)
        try:
            doc = parse_json(data)
            if reason := _too_many_deals(doc):
                raise UserFileError(reason)
            match = loads(data)
        except UserFileError as err:
            return self._bad("damaged", f"The saved game could not be used: {err.reason}.")
        except NewerFormatError as err:
            return self._bad("newer", f"The saved game could not be used: {err}.")
        except SaveFormatError as err:
            return self._bad("damaged", f"The saved game could not be used: {err}.")
        except Exception as err:  # noqa: BLE001 - nothing in a save file may stop the game
            log.warning("unexpected error reading the saved game: %r", err)
            return self._bad("damaged", f"The saved game could not be used: {str(err)[:200]}.")
        if not isinstance(match, Match):
            return self._bad("damaged", "The saved game holds a single deal, not a match.")
        self._extra = _app_part(doc)
        return LoadOutcome(match)

    def _bad(self, kind: str, sentence: str) -> LoadOutcome:
        try:
            moved = quarantine(self.path)
        except OSError as err:
            self.blocked = f"the bad save file could not be moved aside ({err.strerror or err})"
            sentence += (
                f" It could not be moved aside ({err.strerror or err}), so it is left as it is"
                " and this game will not be saved."
            )
            return LoadOutcome(None, sentence, kind, None, kept_in_place=True)
        sentence += f" It was moved aside to {moved.name} and a new game starts."
        return LoadOutcome(None, sentence, kind, moved)


def _app_part(doc: Any) -> dict[str, Any]:
    app = doc.get("app") if isinstance(doc, dict) else None
    return app if isinstance(app, dict) else {}


def _count(value: Any) -> bool:
    """A counter: a whole number from 0 to ``MAX_COUNT`` (a bool is not a count)."""
    return type(value) is int and 0 <= value <= MAX_COUNT


def _moment(value: Any) -> bool:
    """A time stamp as the game writes them: a real UTC date and time, ``2026-12-07T10:00:00Z``."""
    if not isinstance(value, str) or not _STAMP.fullmatch(value):
        return False
    try:
        time.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return False
    return True


def _epoch(stamp: str) -> float | None:
    """A rating history's UTC time stamp in seconds since the epoch; None if unreadable."""
    try:
        return float(calendar.timegm(time.strptime(stamp, RATING_STAMP)))
    except (ValueError, OverflowError):
        return None


def _blank_rating() -> dict[str, Any]:
    start = Rating()
    return {"value": start.value, "rd": start.rd, "history": []}


def _blank_stats() -> dict[str, Any]:
    return {
        "version": STATS_VERSION,
        "groups": {},
        "streak": 0,
        "best_streak": 0,
        "rating": _blank_rating(),
    }


def _number(value: Any, low: float, high: float) -> bool:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    return ok and math.isfinite(value) and low <= value <= high


def _checked_rating(rating: Any) -> dict[str, Any]:
    """The rating part of a statistics document; ValueError when it cannot be trusted."""
    if not isinstance(rating, dict):
        raise ValueError("the rating is not a record")
    if not _number(rating.get("value"), 0, 4000) or not _number(rating.get("rd"), MIN_RD, MAX_RD):
        raise ValueError("the rating is out of range")
    history = rating.get("history", [])
    if not isinstance(history, list) or len(history) > RATING_HISTORY:
        raise ValueError("the rating history is not a list")
    for point in history:
        if not (
            isinstance(point, list)
            and len(point) == 3
            and _moment(point[0])
            and _number(point[1], 0, 4000)
            and _number(point[2], MIN_RD, MAX_RD)
        ):
            raise ValueError("a point of the rating history is damaged")
    return {"value": float(rating["value"]), "rd": float(rating["rd"]), "history": history}


class Statistics:
    """Matches and deals per preset and computer level, kept in a small JSON file.

    Practice matches (played with undo or hints) are counted apart so the
    real record stays honest.
    """

    FIELDS = (
        "matches",
        "matches_won",
        "deals",
        "deals_won",
        "game_points_for",
        "game_points_against",
        "closings",
        "closings_made",
    )

    def __init__(self, folder: Path | str) -> None:
        self.path = Path(folder) / STATS_NAME
        self.problem: str | None = None
        """One English sentence when the file was bad (moved aside, or left and not written)."""
        self.moved_to: Path | None = None
        self.blocked: str | None = None
        self.data = self._read()

    def _read(self) -> dict[str, Any]:
        if not present(self.path):
            return _blank_stats()
        try:
            data = read_bytes(self.path)
            if data is None:  # a dangling link
                return _blank_stats()
            return self._checked(parse_json(data))
        except UserFileError as err:
            reason = err.reason
        except Exception as err:  # noqa: BLE001 - a statistics file must never stop the game
            reason = str(err)[:200] or type(err).__name__
        try:
            self.moved_to = quarantine(self.path)
            self.problem = (
                f"The statistics file was damaged ({reason}); it was moved aside to "
                f"{self.moved_to.name} and the statistics start again."
            )
        except OSError as err:
            self.blocked = f"the bad statistics file could not be moved aside ({err.strerror})"
            self.problem = (
                f"The statistics file was damaged ({reason}) and could not be moved aside "
                f"({err.strerror}); it is left as it is and new results are not recorded."
            )
        return _blank_stats()

    @classmethod
    def _checked(cls, data: Any) -> dict[str, Any]:
        """``data`` if it is a statistics document we can count on; ValueError otherwise."""
        version = data.get("version") if isinstance(data, dict) else None
        if type(version) is not int or version not in (
            1,
            STATS_VERSION,
        ):  # True == 1: not a version
            raise ValueError("unknown statistics format")
        if data["version"] == 1:  # before ratings: the record stays, the rating starts
            data = {**data, "version": STATS_VERSION, "rating": _blank_rating()}
        data["rating"] = _checked_rating(data.get("rating"))
        groups = data.get("groups")
        if not isinstance(groups, dict):
            raise ValueError("no groups")
        if len(groups) > MAX_GROUPS:
            raise ValueError(f"{len(groups)} groups, more than the game ever makes")
        for name, group in groups.items():
            if not isinstance(group, dict):
                raise ValueError(f"group {name[:40]!r} is not a record")
            counts = {f: group.get(f, 0) for f in cls.FIELDS}
            if not all(_count(v) for v in counts.values()):
                raise ValueError(f"group {name[:40]!r} has a counter that is not a count")
            for part, whole in (
                ("matches_won", "matches"),
                ("deals_won", "deals"),
                ("closings_made", "closings"),
            ):
                if counts[part] > counts[whole]:
                    raise ValueError(f"group {name[:40]!r} has more {part} than {whole}")
        for f in cls.FIELDS:  # the window shows the sums: they must be counts too
            if sum(g.get(f, 0) for g in groups.values()) > MAX_COUNT:
                raise ValueError(f"the {f} add up to more than {MAX_COUNT}")
        for f in ("streak", "best_streak"):
            data.setdefault(f, 0)
            if not _count(data[f]):
                raise ValueError(f"{f} is not a count")
        data["best_streak"] = max(data["best_streak"], data["streak"])
        return data

    @staticmethod
    def key(preset: str, level: str, practice: bool = False) -> str:
        return f"{preset}/{level}" + ("/practice" if practice else "")

    def group(self, preset: str, level: str, practice: bool = False) -> dict[str, int]:
        groups = self.data["groups"]
        g = groups.setdefault(self.key(preset, level, practice), {})
        for f in self.FIELDS:
            g.setdefault(f, 0)
        return g

    def record_deal(
        self,
        preset: str,
        level: str,
        result: dict[str, Any],
        side: int = 0,
        closer: int | None = None,
        practice: bool = False,
    ) -> None:
        """Count one finished deal from the point of view of ``side`` (the human's)."""
        g = self.group(preset, level, practice)
        if result.get("reason") in ("replay", "thrown_in"):
            return
        self._count_up(g, "deals")
        scores = result.get("scores", [])
        mine = scores[side] if side < len(scores) else 0
        theirs = sum(s for i, s in enumerate(scores) if i != side)
        self._count_up(g, "game_points_for", mine)
        self._count_up(g, "game_points_against", theirs)
        if result.get("winner") == side:
            self._count_up(g, "deals_won")
        if closer is not None and closer == side:
            self._count_up(g, "closings")
            if result.get("reason") == "closed_made" and result.get("winner") == side:
                self._count_up(g, "closings_made")
        if not practice and preset in RATED_PRESETS and level in LEVEL_RATINGS:
            tied = result.get("reason") == Reason.TIE_65.value
            self._rate(level, deal_score(result.get("winner"), side, tied))
        self._save()

    def _count_up(self, group: dict[str, int], field: str, n: int = 1) -> None:
        """Add ``n`` to a counter, never past ``MAX_COUNT``, in the group or summed over the
        groups: a file past it would be set aside at the next start."""
        total = sum(g.get(field, 0) for g in self.data["groups"].values())
        group[field] += max(0, min(n, MAX_COUNT - total))

    def record_abandoned(self, preset: str, level: str, practice: bool = False) -> None:
        """A deal left unfinished for a new game: rated as lost, so a new game in the
        middle of a losing deal cannot keep it off the rating."""
        if practice or preset not in RATED_PRESETS or level not in LEVEL_RATINGS:
            return
        self._rate(level, 0.0)
        self._save()

    def _rate(self, level: str, score: float | None) -> None:
        """One counted two-player deal against ``level`` moves the rating (Glicko-1)."""
        if score is None:
            return
        r = update(self.rating(), level, score)
        rating = self.data["rating"]
        rating["value"], rating["rd"] = round(r.value, 2), round(r.rd, 2)
        when = time.strftime(RATING_STAMP, time.gmtime())
        rating["history"] = [*rating["history"], [when, rating["value"], rating["rd"]]][
            -RATING_HISTORY:
        ]

    def rating(self, now: float | None = None) -> Rating:
        """The player's rating now (``now``: seconds since the epoch), from the counted
        two-player deals; its deviation grown with the whole days since the last one."""
        rating = self.data["rating"]
        stored = Rating(float(rating["value"]), float(rating["rd"]))
        last = _epoch(rating["history"][-1][0]) if rating["history"] else None
        if last is None:
            return stored
        return aged(stored, ((time.time() if now is None else now) - last) / 86400)

    def rating_history(self) -> list[tuple[str, float, float]]:
        """(UTC time stamp, rating, deviation) after each rated deal, oldest first."""
        return [(p[0], float(p[1]), float(p[2])) for p in self.data["rating"]["history"]]

    def record_match(self, preset: str, level: str, won: bool, practice: bool = False) -> None:
        g = self.group(preset, level, practice)
        self._count_up(g, "matches")
        if won:
            self._count_up(g, "matches_won")
        if not practice:
            self.data["streak"] = min(self.data["streak"] + 1, MAX_COUNT) if won else 0
            self.data["best_streak"] = max(self.data["best_streak"], self.data["streak"])
        self._save()

    def totals(self, practice: bool | None = False) -> dict[str, int]:
        """Sums over every group (practice ones only if asked; None for all)."""
        out = dict.fromkeys(self.FIELDS, 0)
        for key, g in self.data["groups"].items():
            is_practice = key.endswith("/practice")
            if practice is not None and is_practice != practice:
                continue
            for f in self.FIELDS:
                out[f] += g.get(f, 0)
        return out

    def reset(self) -> bool:
        """Start the record again; False if the file could not be written (memory is reset)."""
        self.data = _blank_stats()
        try:
            self._save()
        except OSError as err:
            log.warning("the statistics could not be written: %s", err)
            return False
        return True

    def _save(self) -> None:
        if self.blocked:
            raise SaveBlocked(self.blocked)
        atomic_write(self.path, json.dumps(self.data, indent=1, sort_keys=True))
