"""Save files and statistics on disk, written so that nothing is ever lost.

Every write goes to a temporary file in the same folder, is flushed to disk
and then renamed over the old file, so a crash mid-write leaves either the
old or the new file, never half of one.  A save file that cannot be read
(damaged, from a newer version, foreign) is moved aside with a timestamp and
reported as one sentence; the caller starts a new match.  No Qt here: the
GUI passes the folder (from QStandardPaths) in.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .engine import Match, SaveFormatError, dumps, loads

SAVE_NAME = "current-match.json"
STATS_NAME = "statistics.json"
STATS_VERSION = 1


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step (temporary file, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def quarantine(path: Path) -> Path:
    """Move an unreadable file aside as ``NAME.broken-YYYYmmdd-HHMMSS`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, target)
    return target


@dataclass
class LoadOutcome:
    """What reading the save file gave: a match, nothing, or a problem already handled."""

    match: Match | None
    problem: str | None = None  # one sentence for the player, English; the GUI translates the kind
    kind: str | None = None  # "damaged", "newer", "unreadable"
    moved_to: Path | None = None


class SaveStore:
    """The one save file of the match in progress."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.path = self.folder / SAVE_NAME

    def save(self, match: Match, extra: dict[str, Any] | None = None) -> None:
        """Write the match (and GUI extras such as the computer level) atomically."""
        doc = json.loads(dumps(match))
        if extra:
            doc["app"] = extra
        atomic_write(self.path, json.dumps(doc, indent=1))

    def clear(self) -> None:
        """Forget the saved match (it ended, or the player started a new one)."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def exists(self) -> bool:
        return self.path.exists()

    def extra(self) -> dict[str, Any]:
        """The GUI extras stored with the match, or {} when there are none or the file is bad."""
        try:
            doc = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        app = doc.get("app") if isinstance(doc, dict) else None
        return app if isinstance(app, dict) else {}

    def load(self) -> LoadOutcome:
        """Read the saved match; a bad file is moved aside and explained, never raised."""
        if not self.path.exists():
            return LoadOutcome(None)
        try:
            text = self.path.read_bytes()
            match = loads(text)
        except OSError as err:
            return self._bad("unreadable", f"The saved game could not be read ({err.strerror}).")
        except SaveFormatError as err:
            kind = "newer" if "newer version" in str(err) else "damaged"
            return self._bad(kind, f"The saved game could not be used: {err}.")
        if not isinstance(match, Match):
            return self._bad("damaged", "The saved game holds a single deal, not a match.")
        return LoadOutcome(match)

    def _bad(self, kind: str, sentence: str) -> LoadOutcome:
        try:
            moved = quarantine(self.path)
        except OSError:
            moved = None
        if moved is not None:
            sentence += f" It was moved aside to {moved.name} and a new game starts."
        return LoadOutcome(None, sentence, kind, moved)


def _blank_stats() -> dict[str, Any]:
    return {"version": STATS_VERSION, "groups": {}, "streak": 0, "best_streak": 0}


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
        self.data = self._read()

    def _read(self) -> dict[str, Any]:
        if not self.path.exists():
            return _blank_stats()
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("version") != STATS_VERSION:
                raise ValueError("unknown statistics format")
            if not isinstance(data.get("groups"), dict):
                raise ValueError("no groups")
            for group in data["groups"].values():
                if not all(isinstance(group.get(f, 0), int) for f in self.FIELDS):
                    raise ValueError("bad counter")
            return data
        except (OSError, ValueError) as err:
            try:
                moved = quarantine(self.path)
                self.problem = (
                    f"The statistics file was damaged ({err}); it was moved to {moved.name}."
                )
            except OSError:
                self.problem = f"The statistics file was damaged ({err})."
            return _blank_stats()

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
        g["deals"] += 1
        scores = result.get("scores", [])
        mine = scores[side] if side < len(scores) else 0
        theirs = sum(s for i, s in enumerate(scores) if i != side)
        g["game_points_for"] += mine
        g["game_points_against"] += theirs
        if result.get("winner") == side:
            g["deals_won"] += 1
        if closer is not None and closer == side:
            g["closings"] += 1
            if result.get("reason") == "closed_made" and result.get("winner") == side:
                g["closings_made"] += 1
        self._save()

    def record_match(self, preset: str, level: str, won: bool, practice: bool = False) -> None:
        g = self.group(preset, level, practice)
        g["matches"] += 1
        if won:
            g["matches_won"] += 1
        if not practice:
            self.data["streak"] = self.data["streak"] + 1 if won else 0
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

    def reset(self) -> None:
        self.data = _blank_stats()
        self._save()

    def _save(self) -> None:
        atomic_write(self.path, json.dumps(self.data, indent=1, sort_keys=True))
