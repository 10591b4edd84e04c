"""The deal archive: every finished deal kept so it can be reviewed, and single deal files.

Each finished deal is one small file in ``<data folder>/deals/``, in the
deal document the saves already use (``engine.serialize``) plus an ``app``
object with what the GUI shows in the History list (date, level, seat, the
result), the deal's place in its match (``match_record``: absent in older
files) and, once computed, the cached review.  Only the newest
:data:`KEEP` files are kept.  Every write goes through
``storage.atomic_write``.  Reading a file the player picks ("Open deal...")
refuses anything that is not a small regular file holding a valid deal with
a :class:`DealFileError` carrying one sentence id; nothing else happens (the
file is neither moved nor changed).  No Qt here.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import data_folder
from ..engine import DealState, Match, NewerFormatError, SaveFormatError, loads
from ..engine.serialize import deal_to_dict
from ..storage import atomic_create, atomic_write
from ..userfiles import UserFileError, read_bytes, set_aside
from .match_record import MATCH_KEY, MatchRecord, kept_match

#: how many finished deals the archive keeps (the oldest are dropped)
KEEP = 500
#: the largest deal file read (a real one is about 2 KB, with a cached review about 10 KB)
MAX_BYTES = 256 * 1024
FOLDER_NAME = "deals"
DEAL_SUFFIX = ".sixtysix"
REVIEW_KEY = "review"
"""Where a deal file's ``app`` part caches the player's review."""
"""The extension of a deal file to share (its MIME type is application/x-sixtysix-deal)."""
_NAME = re.compile(r"^deal-(\d{8,9})\.json$")
LAST_NUMBER = 999_999_999
"""The highest archive number: a billion deals are never played, only planted."""

#: why a deal file could not be used: id -> English sentence (the GUI translates by id)
PROBLEMS: dict[str, str] = {
    "missing": "The file does not exist.",
    "not_regular": "This is not a regular file.",
    "too_large": "The file is too large to be a deal.",
    "unreadable": "The file could not be read.",
    "not_json": "The file is not a Sixty-Six deal (it is not valid JSON).",
    "is_match": "The file holds a whole match, not a single deal.",
    "newer": "The deal was written by a newer version of Sixty-Six.",
    "damaged": "The deal file is damaged: its cards or moves do not make a valid deal.",
    "unwritable": "The deal could not be written there.",
}


_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ?")
_LEVEL = re.compile(r"[a-z]{1,16}")


def _note(value: Any, shape: re.Pattern[str]) -> str:
    """A short note of the ``app`` part (date, level) if it has its shape, else ""."""
    return value if isinstance(value, str) and shape.fullmatch(value) else ""


class DealFileError(Exception):
    """A deal file that cannot be used; ``problem`` is an id of :data:`PROBLEMS`."""

    def __init__(self, problem: str, detail: str = "") -> None:
        super().__init__(f"{PROBLEMS[problem]} {detail}".strip())
        self.problem = problem
        self.detail = detail


@dataclass
class ArchivedDeal:
    """One deal read back: the replayed state and the GUI's notes stored with it."""

    state: DealState
    app: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    @property
    def match(self) -> MatchRecord | None:
        """The deal's place in its match, if the file keeps it and it fits the deal (the
        oldest files keep none: judged in game points, listed without their match)."""
        return kept_match(self.app, self.state)

    @property
    def level(self) -> str:
        """The computer's level the deal was played at ("" when the file keeps none, as the
        oldest do): the review names the opponent by it, as the table did."""
        return _note(self.app.get("level"), _LEVEL)

    @property
    def review(self) -> dict[str, Any] | None:
        """The cached review document, if one was stored and still fits this file."""
        cached = self.app.get(REVIEW_KEY)
        return cached if isinstance(cached, dict) else None


def _read_bytes(path: Path, follow_links: bool = False) -> bytes:
    """The bytes of a small regular file (devices and folders refused; links unless followed)."""
    try:
        data = read_bytes(path, MAX_BYTES, follow_links=follow_links)
    except UserFileError as err:
        raise DealFileError(err.kind, err.reason) from None
    if data is None:
        raise DealFileError("missing")
    return data


def parse_deal(data: bytes | str) -> tuple[DealState, dict[str, Any]]:
    """The deal and the ``app`` notes of a deal document; DealFileError otherwise."""
    try:
        doc = json.loads(data)
    except (ValueError, RecursionError):
        raise DealFileError("not_json") from None
    if isinstance(doc, dict) and doc.get("format") == "sixtysix/match":
        raise DealFileError("is_match")
    try:
        state = loads(json.dumps(doc))
    except NewerFormatError as err:
        raise DealFileError("newer", str(err)) from None
    except SaveFormatError as err:
        raise DealFileError("damaged", str(err)) from None
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as err:
        raise DealFileError("damaged", str(err)) from None
    if isinstance(state, Match):
        raise DealFileError("is_match")
    app = doc.get("app") if isinstance(doc, dict) else None
    return state, app if isinstance(app, dict) else {}


def read_deal_file(path: Path | str, follow_links: bool = False) -> ArchivedDeal:
    """Read one deal file; nothing is changed on any error.

    A file the player chose may be a link (only read, never written);
    the archive's own files may not (``follow_links`` False).
    """
    path = Path(path)
    state, app = parse_deal(_read_bytes(path, follow_links))
    return ArchivedDeal(state, app, path)


def deal_document(state: DealState, app: dict[str, Any] | None = None) -> str:
    doc = deal_to_dict(state)
    if app:
        doc["app"] = app
    return json.dumps(doc, indent=1)


def write_deal_file(path: Path | str, state: DealState, app: dict[str, Any] | None = None) -> None:
    """Write one deal ("Save deal as..."), atomically; DealFileError("unwritable") on failure."""
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)  # a place the player chose
        atomic_write(Path(path), deal_document(state, app))
    except OSError as err:
        raise DealFileError("unwritable", err.strerror or "") from None


@dataclass(frozen=True)
class Entry:
    """One line of the History list."""

    path: Path
    saved_at: str  # ISO 8601 UTC
    preset: str
    level: str
    seat: int
    result: dict[str, Any] | None
    practice: bool = False
    match: MatchRecord | None = None
    """The deal's match (None in files from before matches were recorded, or without its id)."""

    @property
    def won(self) -> bool | None:
        """Whether the seat's side won the deal (None for a replay or a thrown-in deal)."""
        if not self.result or self.result.get("winner") is None:
            return None
        winner = self.result["winner"]
        return bool(winner == self.seat % len(self.result.get("scores", [0, 0])))


class DealArchive:
    """The last :data:`KEEP` finished deals in ``<folder>/deals``."""

    def __init__(self, folder: Path | str, keep: int = KEEP) -> None:
        self.folder = Path(folder) / FOLDER_NAME
        self.keep = keep

    def _linked(self) -> bool:
        """The deals folder is a link: never listed, written or pruned through."""
        return os.path.islink(self.folder)

    def keep_link_aside(self) -> Path | None:
        """Move a ``deals`` link aside as ``deals.link-DATE`` (its target untouched); where it went."""
        if not self._linked():
            return None
        data_folder.check(self.folder)
        return set_aside(self.folder, "link")

    def _numbered(self) -> list[tuple[int, Path]]:
        if self._linked():
            return []
        try:
            names = os.listdir(self.folder)
        except OSError:
            return []
        out = []
        for name in names:
            m = _NAME.match(name)
            if m:
                out.append((int(m.group(1)), self.folder / name))
        return sorted(out)

    def add(
        self,
        state: DealState,
        level: str = "",
        seat: int = 0,
        practice: bool = False,
        match: MatchRecord | None = None,
    ) -> Path:
        """Keep a finished deal; returns its file.  Drops the oldest beyond the limit.
        ``match``: its place in its match (the review judges by match equity with it,
        History groups by it)."""
        if not state.is_over:
            raise ValueError("only finished deals go into the archive")
        data_folder.check(self.folder)  # a replaced data folder gets no deals folder
        self.keep_link_aside()
        try:
            self.folder.mkdir()  # not its parents: a data folder that vanished stays gone
        except FileExistsError:
            pass
        numbered = self._numbered()
        first = numbered[-1][0] + 1 if numbered else 1
        app = {
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "level": level,
            "seat": seat,
            "practice": practice,
        }
        if match is not None:
            app[MATCH_KEY] = match.to_dict()
        text = deal_document(state, app)
        for number in range(first, first + 100):  # names taken by strangers are skipped
            if number > LAST_NUMBER:
                raise OSError(f"the archive's numbers are used up (deal-{LAST_NUMBER}.json)")
            path = self.folder / f"deal-{number:08d}.json"
            try:
                atomic_create(path, text)
                break
            except FileExistsError:
                continue
        else:
            raise OSError("no free name for the deal in the archive")
        self._prune([*numbered, (number, path)])
        return path

    def _prune(self, numbered: list[tuple[int, Path]]) -> None:
        for _number, old in numbered[: max(0, len(numbered) - self.keep)]:
            try:
                data_folder.check(old)
                old.unlink()
            except OSError:
                pass  # a file we cannot remove stays; the next add tries again

    def entries(self) -> list[Entry]:
        """The archived deals, newest first; unreadable files are skipped, never touched."""
        return [entry for entry, _deal in self.deals()]

    def deals(self) -> Iterator[tuple[Entry, ArchivedDeal]]:
        """Each readable archived deal with its History line, newest first, each file read
        once (for callers that need the deal as well as the line)."""
        for _number, path in reversed(self._numbered()):
            try:
                deal = read_deal_file(path)
            except DealFileError:
                continue
            yield self._entry(deal, path), deal

    @staticmethod
    def _entry(deal: ArchivedDeal, path: Path) -> Entry:
        """The History line of a file; its notes are checked (a file may hold anything there)."""
        app = deal.app
        seat = app.get("seat", 0)
        if not isinstance(seat, int) or isinstance(seat, bool):
            seat = 0
        if not 0 <= seat < deal.state.num_players:
            seat = 0
        return Entry(
            path=path,
            saved_at=_note(app.get("saved_at"), _STAMP),
            preset=deal.state.preset,
            level=_note(app.get("level"), _LEVEL),
            seat=seat,
            result=dict(deal.state.result) if deal.state.result else None,
            practice=app.get("practice") is True,
            match=_listed(deal.match),
        )

    def last(self) -> ArchivedDeal | None:
        """The newest readable archived deal, or None."""
        for _number, path in reversed(self._numbered()):
            try:
                return read_deal_file(path)
            except DealFileError:
                continue
        return None

    def find(self, state: DealState, newest: int = 50) -> ArchivedDeal | None:
        """The archived copy of a deal (same pack, dealer and actions) among the newest files."""
        for _number, path in reversed(self._numbered()[-newest:]):
            try:
                deal = read_deal_file(path)
            except DealFileError:
                continue
            if deal.state == state:
                return deal
        return None

    def store_review(self, path: Path, review: Any, key: str = REVIEW_KEY) -> bool:
        """Cache a review in an archived deal's file (under ``app[key]``); False if the
        file is gone or bad."""
        return self.store_app_fields(path, {key: review})

    def store_app_fields(self, path: Path, fields: dict[str, Any]) -> bool:
        """Set ``fields`` of an archived deal's ``app`` part in one write (a review and the
        other seats' reviews land together or not at all); False if the file is gone or bad."""
        if path.parent != self.folder or not _NAME.match(path.name):
            raise ValueError("only files of this archive take a cached review")
        if self._linked():
            return False
        try:
            deal = read_deal_file(path)
        except DealFileError:
            return False
        app = {**deal.app, **fields}
        try:
            atomic_write(path, deal_document(deal.state, app))
        except OSError:
            return False
        return True


def _listed(record: MatchRecord | None) -> MatchRecord | None:
    """The deal's match if History can show the deal inside it (its id is known)."""
    return record if record is not None and record.listed else None


__all__ = [
    "DEAL_SUFFIX",
    "KEEP",
    "MAX_BYTES",
    "PROBLEMS",
    "REVIEW_KEY",
    "ArchivedDeal",
    "DealArchive",
    "DealFileError",
    "Entry",
    "deal_document",
    "parse_deal",
    "read_deal_file",
    "write_deal_file",
]
