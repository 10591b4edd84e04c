"""Translated words of the deal review, the History list, deal files and the puzzles.

The backend speaks ids (``ai.verdict`` labels and reason ids, ``archive``
problem ids, ``puzzles`` goal ids); these are the sentences the player reads,
context "Review".  Reason ids that are hint reasons reuse the hint sentences
(``hints.reason_sentences``), so the review speaks in the words of the hints.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .hints import reason_sentences
from .texts import card_name, fill


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Review", text, disambiguation, n)


def label_names() -> dict[str, str]:
    """Verdict label id -> its name on the review (ai.verdict.LABELS)."""
    return {
        "good": tr("good"),
        "inaccuracy": tr("inaccuracy"),
        "mistake": tr("mistake"),
        "blunder": tr("blunder"),
    }


def luck_names() -> dict[str, str]:
    return {
        "unlucky": tr("Right decision, unlucky cards."),
        "lucky": tr("A mistake, but the cards forgave it."),
    }


def verdict_reason(reason: str) -> str:
    """The sentence for a verdict's reason id (a hint reason or a review one)."""
    own = {
        "played_best": tr("You played the best move."),
        "equal_choice": tr("Several moves were as good as this one."),
    }
    return own.get(reason) or reason_sentences().get(reason, "")


def action_text(action: str) -> str:
    """An action string in words: a card, a marriage, closing, ..."""
    verb, _, arg = action.partition(" ")
    if verb == "play":
        return card_name(arg)
    if verb == "marry":
        return fill(tr("%1 with the marriage"), card_name(arg))
    if verb == "bid":
        return fill(tr("bid %1"), arg)
    words = {
        "close": tr("close the talon"),
        "exchange": tr("exchange the trump card"),
        "declare": tr("declare 66"),
        "pass": tr("pass"),
    }
    return words.get(verb, action)


def points_lost(loss: float) -> str:
    """An expected loss in game points, two decimals."""
    return fill(tr("%1 game points"), f"{loss:.2f}")


def problem_sentence(problem: str) -> str:
    """archive.PROBLEMS id -> the one sentence the player reads."""
    sentences = {
        "missing": tr("The file does not exist."),
        "not_regular": tr("This is not a regular file."),
        "too_large": tr("The file is too large to be a deal."),
        "unreadable": tr("The file could not be read."),
        "not_json": tr("The file is not a Sixty-Six deal."),
        "is_match": tr("The file holds a whole match, not a single deal."),
        "newer": tr("The deal was written by a newer version of Sixty-Six."),
        "damaged": tr("The deal file is damaged: its cards or moves do not make a valid deal."),
        "unwritable": tr("The deal could not be written there."),
    }
    return sentences.get(problem, sentences["damaged"])


def goal_sentence(goal: str, number: int) -> str:
    """puzzles.GOALS id and its number -> the goal the puzzle states."""
    if goal == "reach_target":
        return fill(tr("Reach %1 and win the deal."), number)
    return tr("Win the deal with %n game point(s).", "", number)


def difficulty_text(level: int) -> str:
    return "\u2605" * level + "\u2606" * (5 - level)
