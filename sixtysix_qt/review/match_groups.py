"""History's deals grouped by the match they belonged to, newest match first.

A deal kept with its match (``match_record.MatchRecord``) joins the other deals
of that match wherever they lie in the archive (a practice deal played
between two of them does not split it).  Deals kept before matches were
recorded are grouped by what their files know: a run of them one after the
other with the same variant, level, practice mark and day.  No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .archive import Entry
from .match_record import MatchRecord


@dataclass
class MatchGroup:
    """One match of History (or a run of older deals whose match is not known)."""

    entries: list[Entry] = field(default_factory=list)
    """The match's deals in the order they were played."""

    @property
    def newest(self) -> Entry:
        return self.entries[-1]

    @property
    def record(self) -> MatchRecord | None:
        """The match as its newest kept deal left it (None: deals from before records)."""
        return self.newest.match

    @property
    def over(self) -> bool:
        return self.record is not None and self.record.over

    @property
    def won(self) -> bool | None:
        """Whether the player's side won the match (None: unfinished or not known)."""
        record = self.record
        if record is None or record.winner is None:
            return None
        return record.winner == self.newest.seat % len(record.after)


def group_by_match(entries: list[Entry]) -> list[MatchGroup]:
    """``entries`` (newest first, as the archive lists them) as matches, newest first."""
    groups: list[MatchGroup] = []
    by_id: dict[str, MatchGroup] = {}
    for entry in entries:
        if entry.match is not None:
            group = by_id.get(entry.match.match_id)
            if group is None:
                group = by_id[entry.match.match_id] = MatchGroup()
                groups.append(group)
        elif groups and _same_run(groups[-1], entry):
            group = groups[-1]
        else:
            group = MatchGroup()
            groups.append(group)
        group.entries.insert(0, entry)  # read newest first: each group in playing order
    return groups


def _same_run(group: MatchGroup, entry: Entry) -> bool:
    """An older deal without a record that continues the run of ``group`` (same variant,
    level, practice mark and day)."""
    last = group.entries[0]
    return (
        last.match is None
        and (last.preset, last.level, last.practice) == (entry.preset, entry.level, entry.practice)
        and last.saved_at[:10] == entry.saved_at[:10]
    )


__all__ = ["MatchGroup", "group_by_match"]
