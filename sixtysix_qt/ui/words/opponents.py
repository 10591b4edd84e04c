"""The computer levels as opponents a player meets: each level a small cast of names.

A level's first name is its face in the level choosers and the recap; a table
of three or four seats the level's computers in cast order, so no two seats
share a name.  Every name is a man's name with a natural form in each
language (John: Jānis, Janez, Иван, Іван): the table's sentences take a
seat's name as their subject, and their Slavic past tenses and participles
agree with the masculine "Computer" they were written for ("%1 je zaprl
talon", "%1 закрив колоду"), so a name of another gender would break them.
The portrait of each level is ``ui/table/faces.py``; ``texts.seat_names`` seats them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .names import level_label

translate = QCoreApplication.translate


def opponent_casts() -> dict[str, tuple[str, ...]]:
    """Level (``ai.LEVELS``) -> its opponents' names, the level's face first.

    Each level's cast is one message, the names joined by ", ", so a
    translator sees the three together (and keeps them apart from the others)."""
    casts = {
        "easy": translate("Opponents", "Martin, Paul, Simon", "three names, comma-separated"),
        "medium": translate("Opponents", "Peter, Andrew, Matthew", "three names, comma-separated"),
        "hard": translate("Opponents", "George, Nicholas, Michael", "three names, comma-separated"),
        "expert": translate("Opponents", "John, Jacob, Anthony", "three names, comma-separated"),
    }
    return {level: _names(text) for level, text in casts.items()}


def _names(cast: str) -> tuple[str, ...]:
    """A cast's names; a damaged entry (no comma) still names one opponent."""
    return tuple(name.strip() for name in cast.split(",") if name.strip()) or ("?",)


def opponent_name(level: str, index: int = 0) -> str | None:
    """The ``index``-th opponent of ``level`` (None: a level without a cast)."""
    cast = opponent_casts().get(level)
    return cast[index % len(cast)] if cast else None


def opponent_label(level: str) -> str:
    """A level as its opponent in a chooser or a recap: "Martin (Easy)"."""
    name = opponent_name(level)
    if name is None:
        return level_label(level)
    text = translate("Opponents", "%1 (%2)", "opponent's name (level)")
    return text.replace("%2", level_label(level)).replace("%1", name)
