"""The sentences the Review panel shows for one decision: the verdict, its reason and costs,
the best moves, the open-card lines, the luck and, for a close judged in its match, the match.

Kept apart from the window (``review_dialog.py``) so that the window only builds, steps and
wires.  The strings keep the window's translation context "ReviewDialog": the catalogues
already translate them there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.review.facts import without_repeats
from sixtysix_qt.review.judge import Verdict, shown_alternatives
from sixtysix_qt.review.match_review import CloseInMatch

from ..words.numbers import decimal
from ..words.texts import fill
from .review_match import close_sentences
from .texts import (
    action_text,
    cost_sentences,
    description,
    label_names,
    line_text,
    luck_names,
    played_best,
    points_lost,
)


def close_at(closes: Sequence[CloseInMatch] | None, index: int) -> CloseInMatch | None:
    """The close at this place in the deal, judged for the match, if there is one."""
    return next((c for c in closes or [] if c.index == index), None)


class VerdictWords:
    """Words one decision's verdict for a deal with this target, these seat names and closes.

    ``seat_name`` is asked when the words are made (the names follow the language and the
    figures' seat); ``closes`` are the deal's closes judged for its match, or None.
    """

    def __init__(
        self,
        target: int,
        seat_name: Callable[[int], str],
        players: int,
        closes: Sequence[CloseInMatch] | None = None,
    ) -> None:
        self.target = target
        self.seat_name = seat_name
        self.players = players
        self.closes = closes

    def text(self, v: Verdict) -> str:
        """The sentences for one decision, as the panel shows them."""
        close = close_at(self.closes, v.index)
        lines = close_sentences(close) if close is not None else []
        lines.extend(self._judged(v))
        # a cost that says what the best move does leaves one sentence of the two
        reason, costs = without_repeats(v.reason, v.facts)
        for fact in costs:
            lines.extend(cost_sentences(fact))
        what = description(reason) if reason else ""
        if what:
            lines.append(
                fill(
                    QCoreApplication.translate("ReviewDialog", "%1: %2"),
                    action_text(v.best, self.target),
                    what,
                )
            )
        lines.extend(self._alternatives(v))
        lines.extend(self._lines(v))
        lines.extend(self._open_cards(v))
        if v.luck:
            lines.append(luck_names()[v.luck])
        if v.worlds:
            lines.append(
                QCoreApplication.translate(
                    "ReviewDialog",
                    "Judged over %n possible deal(s) of the unseen cards.",
                    "",
                    v.worlds,
                )
            )
        return "\n".join(lines)

    def _judged(self, v: Verdict) -> list[str]:
        """The move played, its label, whether that is sure, and the best with its loss."""
        names = label_names()
        out = [
            fill(
                QCoreApplication.translate("ReviewDialog", "You played %1: %2."),
                action_text(v.played, self.target),
                names.get(v.label, v.label),
            )
        ]
        if v.uncertain:
            out.append(
                QCoreApplication.translate(
                    "ReviewDialog",
                    "Uncertain: the possible deals of the unseen cards do not settle this.",
                )
            )
        if v.best == v.played:
            return [*out, played_best()]
        best = QCoreApplication.translate(
            "ReviewDialog", "Best was %1; expected game points lost: %2 ± %3."
        )
        out.append(
            fill(best, action_text(v.best, self.target), points_lost(v.loss), decimal(v.margin))
        )
        return out

    def _alternatives(self, v: Verdict) -> list[str]:
        """The best moves with what each loses against the best (and its margin)."""
        shown = shown_alternatives(v)
        if len(shown) < 2:
            return []
        out = [
            QCoreApplication.translate(
                "ReviewDialog", "The best moves, with the expected game points each loses:"
            )
        ]
        for action, loss, margin in shown:
            out.append(
                fill(
                    QCoreApplication.translate("ReviewDialog", "• %1: %2 ± %3"),
                    action_text(action, self.target),
                    decimal(loss),
                    decimal(margin),
                )
            )
        return out

    def _lines(self, v: Verdict) -> list[str]:
        """Best play after the move and after the best one, with the cards as they lay:
        said to be out of the player's sight unless every card was known to it."""
        out = []
        names = self._names()
        if v.line:
            played_on = line_text(v.line, v.seat, self.target, names)
            if v.exact:
                text = QCoreApplication.translate("ReviewDialog", "Best play goes on: %1.")
            else:
                text = QCoreApplication.translate(
                    "ReviewDialog",
                    "With the cards as they really lay (you could not see them all),"
                    " best play goes on: %1.",
                )
            out.append(fill(text, played_on))
        if v.best_line == v.line and v.line:
            out.append(
                fill(
                    QCoreApplication.translate(
                        "ReviewDialog", "After %1 instead, the same moves follow."
                    ),
                    action_text(v.best, self.target),
                )
            )
        elif v.best_line:
            out.append(
                fill(
                    QCoreApplication.translate("ReviewDialog", "After %1 instead: %2."),
                    action_text(v.best, self.target),
                    line_text(v.best_line, v.seat, self.target, names),
                )
            )
        return out

    def _open_cards(self, v: Verdict) -> list[str]:
        """The move's worth with every card open, and the open-card best when it differs."""
        out = []
        if v.open_value is not None:
            out.append(
                fill(
                    QCoreApplication.translate(
                        "ReviewDialog", "Game points of your move with all cards open: %1."
                    ),
                    decimal(v.open_value),
                )
            )
        if v.open_best is not None and v.open_loss:
            out.append(
                fill(
                    QCoreApplication.translate(
                        "ReviewDialog", "With all cards open the best was %1 (%2 more)."
                    ),
                    action_text(v.open_best, self.target),
                    points_lost(v.open_loss),
                )
            )
        return out

    def _names(self) -> list[str]:
        """Every seat's name as the figures and the table give it."""
        return [self.seat_name(seat) for seat in range(self.players)]
