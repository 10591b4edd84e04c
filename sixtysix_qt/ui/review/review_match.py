"""The review's words for a deal judged in its match: the score, and each close's
cost or gain in match chances (``review/match_review.py``), said as a player says it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..words.numbers import percent
from ..words.texts import fill
from .texts import action_text, label_names


def _pct(chance: float) -> str:
    return percent(round(chance * 100))


def _score(score: tuple[int, int]) -> str:
    return f"{score[0]}:{score[1]}"


def match_line(score: tuple[int, int], target: int, before: float | None) -> str:
    """The match around the deal: the score before it, the target, the player's chance."""
    if before is None:
        return fill(
            QCoreApplication.translate("MatchReview", "Match at %1 (to %2)."), _score(score), target
        )
    return fill(
        QCoreApplication.translate(
            "MatchReview", "Match at %1 (to %2): your chance of winning it before this deal was %3."
        ),
        _score(score),
        target,
        _pct(before),
    )


def close_entry(number: int, close: Any) -> str:
    """The close's line in the list of decisions, judged for the match."""
    label = label_names().get(close.label, close.label)
    return fill(
        QCoreApplication.translate("MatchReview", "%1. %2: %3 (for the match)"),
        number,
        action_text("close"),
        label,
    )


def close_sentences(close: Any) -> list[str]:
    """What the close risked and gained for the match, with the chances it left."""
    score = _score(close.score)
    lines = [
        fill(
            QCoreApplication.translate(
                "MatchReview", "You closed the talon. Judged for the match: %1."
            ),
            label_names().get(close.label, close.label),
        )
    ]
    if close.any_win_takes:
        lines.append(
            fill(QCoreApplication.translate("MatchReview", "At %1 any win takes the match."), score)
        )
    elif close.any_loss_loses:
        lines.append(
            fill(
                QCoreApplication.translate("MatchReview", "At %1 a lost deal ends the match."),
                score,
            )
        )
    other = action_text(close.other_move)
    closed, played_on = _pct(close.close), _pct(close.other)
    costly = close.label != "good"  # the words follow the label: noise alone is no cost
    if costly and close.any_win_takes:
        text = QCoreApplication.translate(
            "MatchReview",
            "The close risked the match for nothing: it won the match in %1 of the possible"
            " deals of the unseen cards, %2 in %3.",
        )
        lines.append(fill(text, closed, other, played_on))
    elif costly:
        text = QCoreApplication.translate(
            "MatchReview",
            "The close lowered your chance of winning the match by %1: it won the match in %2 of"
            " the possible deals of the unseen cards, %3 in %4.",
        )
        lines.append(fill(text, _pct(close.other - close.close), closed, other, played_on))
    elif close.gain > 0 and (close.any_loss_loses or close.before < 0.5):
        text = QCoreApplication.translate(
            "MatchReview",
            "The close was the only way to stay in the match: it won the match in %1 of the"
            " possible deals of the unseen cards, %2 in %3.",
        )
        lines.append(fill(text, closed, other, played_on))
    elif close.gain > 0:
        text = QCoreApplication.translate(
            "MatchReview",
            "The close raised your chance of winning the match by %1: it won the match in %2 of"
            " the possible deals of the unseen cards, %3 in %4.",
        )
        lines.append(fill(text, _pct(close.close - close.other), closed, other, played_on))
    else:
        text = QCoreApplication.translate(
            "MatchReview",
            "For the match the close was as good as %1: the match was won in %2 and %3 of the"
            " possible deals of the unseen cards.",
        )
        lines.append(fill(text, other, closed, played_on))
    lines.append(
        QCoreApplication.translate(
            "MatchReview", "Below, the same decision in game points of this deal alone:"
        )
    )
    return lines
