"""Translated words of the deal review, the History list, deal files and the puzzles.

The backend speaks ids (``review.judge`` labels and reason ids, ``archive``
problem ids, ``puzzles`` goal ids); these are the sentences the player reads,
context "Review".  A verdict's facts (``review.facts``: what a move does,
what the played one cost) are ``[id, *numbers]``; each id has its sentence
here, the counts in plural forms.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..words.numbers import decimal
from ..words.texts import card_name, fill


def label_names() -> dict[str, str]:
    """Verdict label id -> its name on the review (review.judge.LABELS)."""
    return {
        "good": QCoreApplication.translate("Review", "good"),
        "inaccuracy": QCoreApplication.translate("Review", "inaccuracy"),
        "mistake": QCoreApplication.translate("Review", "mistake"),
        "blunder": QCoreApplication.translate("Review", "blunder"),
    }


def luck_names() -> dict[str, str]:
    return {
        "unlucky": QCoreApplication.translate("Review", "Right decision, unlucky cards."),
        "lucky": QCoreApplication.translate("Review", "A mistake, but the cards forgave it."),
    }


def played_best() -> str:
    return QCoreApplication.translate("Review", "You played the best move.")


def description(fact: list[Any]) -> str:
    """What a move does (``review.facts.describe_move``: [id, *numbers]) as a sentence."""
    kind, *nums = list(fact) + [0, 0]
    n = int(nums[0])
    plain = {
        "exchange": QCoreApplication.translate(
            "Review", "It takes the face-up trump card for the low trump."
        ),
        "pass": QCoreApplication.translate("Review", "It passes."),
        "bid": QCoreApplication.translate("Review", "It makes this bid."),
        "throw_low": QCoreApplication.translate(
            "Review", "It gives up the trick with your least valuable card."
        ),
        "lead_trump": QCoreApplication.translate("Review", "It leads a trump."),
        "lead_winner": QCoreApplication.translate(
            "Review", "It leads a card nothing can beat in its suit."
        ),
        "lead_low": QCoreApplication.translate(
            "Review", "It leads a low card and keeps the strong ones."
        ),
        "follow": QCoreApplication.translate(
            "Review", "It follows; the players after you decide the trick."
        ),
    }
    if kind in plain:
        return plain[kind]
    counted = {
        "declare": lambda n: QCoreApplication.translate(
            "Review", "It claims the deal with %n point(s).", "", n
        ),
        "marriage": lambda n: QCoreApplication.translate(
            "Review", "It announces the marriage: %n point(s).", "", n
        ),
        "close": lambda n: QCoreApplication.translate(
            "Review", "It closes the talon with %n point(s) still needed.", "", n
        ),
        "lead_points": lambda n: QCoreApplication.translate(
            "Review", "It leads a card worth %n point(s) that a higher card can still beat.", "", n
        ),
        "reach_target": lambda n: QCoreApplication.translate(
            "Review", "It wins the trick, worth %n point(s), and reaches the target.", "", n
        ),
        "trump_trick": lambda n: QCoreApplication.translate(
            "Review", "It trumps the trick, worth %n point(s).", "", n
        ),
        "take_trick": lambda n: QCoreApplication.translate(
            "Review", "It wins the trick, worth %n point(s).", "", n
        ),
        "lose_points": lambda n: QCoreApplication.translate(
            "Review", "It gives up the trick and %n point(s) with it.", "", n
        ),
        "lose_trick": lambda n: QCoreApplication.translate(
            "Review", "It gives up the trick, worth %n point(s).", "", n
        ),
    }
    return counted[kind](n) if kind in counted else ""


def cost_sentences(fact: list[Any]) -> list[str]:
    """What the played move gave up (``review.facts.played_costs``) as sentences."""
    kind, *nums = list(fact) + [0, 0]
    a, b = int(nums[0]), int(nums[1])
    if kind == "closed_short":
        return [
            QCoreApplication.translate(
                "Review", "You needed %n more point(s) to reach the target.", "", a
            ),
            QCoreApplication.translate("Review", "You could count on %n point(s).", "", b),
        ]
    if kind == "false_declare":
        return [
            QCoreApplication.translate(
                "Review", "You claimed the deal with only %n point(s).", "", a
            ),
            QCoreApplication.translate("Review", "The target is %n point(s).", "", b),
        ]
    plain = {
        "missed_close": QCoreApplication.translate("Review", "Closing the talon was better."),
        "gave_last_trick": QCoreApplication.translate(
            "Review", "With all cards open, this gives the opponent the last trick."
        ),
        "missed_exchange": QCoreApplication.translate(
            "Review", "You left the face-up trump card for later: the exchange was better."
        ),
    }
    if kind in plain:
        return [plain[kind]]
    counted = {
        "missed_marriage": lambda n: QCoreApplication.translate(
            "Review", "You led the card without announcing the marriage: %n point(s) lost.", "", n
        ),
        "broke_marriage": lambda n: QCoreApplication.translate(
            "Review", "You broke the marriage: %n point(s) lost.", "", n
        ),
        "missed_declare": lambda n: QCoreApplication.translate(
            "Review", "You had %n point(s): you could have claimed the deal.", "", n
        ),
        "threw_points": lambda n: QCoreApplication.translate(
            "Review", "You threw %n point(s) under a trick you did not win.", "", n
        ),
        "lost_trick": lambda n: QCoreApplication.translate(
            "Review", "The best move wins this trick, worth %n point(s).", "", n
        ),
        "spent_trump": lambda n: QCoreApplication.translate(
            "Review", "You spent a trump on a trick worth only %n point(s).", "", n
        ),
    }
    return [counted[kind](a)] if kind in counted else []


def line_text(
    line: list[str], seat: int, target: int = 66, names: Sequence[str] | None = None
) -> str:
    """Moves of a line ("seat:action") as "you: A♠, Peter: 10♥, ...".

    The others are named as the table named them (``names``, one per seat), so a
    partner is not called an opponent; without names, "opponent".
    """
    words = []
    for item in line:
        who, _, action = item.partition(":")
        said: tuple[str, ...] = (action_text(action, target),)
        if who == str(seat):
            template = QCoreApplication.translate("Review", "you: %1")
        elif names is not None and who.isdigit() and int(who) < len(names):
            template = QCoreApplication.translate("Review", "%1: %2", "a player's name: their move")
            said = (names[int(who)], *said)
        else:
            template = QCoreApplication.translate("Review", "opponent: %1")
        words.append(fill(_together(template), *said))
    return ", ".join(words)


def _together(template: str) -> str:
    """The mover and its move on one line: the space after the colon does not break."""
    return re.sub(r":\s+(%\d)", ":\u00a0\\1", template)


def action_text(action: str, target: int = 66) -> str:
    """An action string in words: a card, a marriage, closing, ...

    ``target`` is the deal's target (66, or 101 in four-hand), named by the claim.
    """
    verb, _, arg = action.partition(" ")
    if verb == "play":
        return card_name(arg)
    if verb == "marry":
        return fill(QCoreApplication.translate("Review", "%1 with the marriage"), card_name(arg))
    if verb == "bid":
        return fill(QCoreApplication.translate("Review", "bid %1"), arg)
    words = {
        "close": QCoreApplication.translate("Review", "close the talon"),
        "exchange": QCoreApplication.translate("Review", "exchange the trump card"),
        "declare": fill(QCoreApplication.translate("Review", "declare %1"), target),
        "pass": QCoreApplication.translate("Review", "pass"),
    }
    return words.get(verb, action)


def points_lost(loss: float) -> str:
    """An expected loss in game points, two decimals, written the player's way (lv 0,35).

    Only the number: the sentence names the unit before it ("expected game
    points lost: 0.35"), because a noun after a decimal cannot take the
    plural form that follows a whole number in lv, sl, bg and uk.
    """
    return decimal(loss, 2)


def problem_sentence(problem: str) -> str:
    """archive.PROBLEMS id -> the one sentence the player reads."""
    sentences = {
        "missing": QCoreApplication.translate("Review", "The file does not exist."),
        "not_regular": QCoreApplication.translate("Review", "This is not a regular file."),
        "too_large": QCoreApplication.translate("Review", "The file is too large to be a deal."),
        "unreadable": QCoreApplication.translate("Review", "The file could not be read."),
        "not_json": QCoreApplication.translate("Review", "The file is not a Sixty-Six deal."),
        "is_match": QCoreApplication.translate(
            "Review", "The file holds a whole match, not a single deal."
        ),
        "newer": QCoreApplication.translate(
            "Review", "The deal was written by a newer version of Sixty-Six."
        ),
        "damaged": QCoreApplication.translate(
            "Review", "The deal file is damaged: its cards or moves do not make a valid deal."
        ),
        "unwritable": QCoreApplication.translate("Review", "The deal could not be written there."),
    }
    return sentences.get(problem, sentences["damaged"])


def goal_sentence(goal: str, number: int) -> str:
    """puzzles.GOALS id and its number -> the goal the puzzle states."""
    if goal == "reach_target":
        return fill(QCoreApplication.translate("Review", "Reach %1 and win the deal."), number)
    return QCoreApplication.translate("Review", "Win the deal with %n game point(s).", "", number)


def difficulty_text(level: int) -> str:
    return "\u2605" * level + "\u2606" * (5 - level)


def accuracy_help(confidence: float, open_tricks: int) -> str:
    """The help page of the Review's figures: accuracy, and the result split into cards and play.

    The definitions are ``review.accuracy``'s; change both together.  ``confidence``
    is the number of margins of error a loss is reduced by (``review.judge.CONFIDENCE``),
    for the accuracy and the labels alike; ``open_tricks`` the tricks before the end from
    which a two-player deal's real cards are solved (``review.judge.open_reach``).
    """
    parts = [
        QCoreApplication.translate("Review", "Accuracy"),
        fill(
            QCoreApplication.translate(
                "Review",
                "Each of your decisions is compared with the best move. What a move gives away is"
                " its expected loss in game points: exact once every card is known, otherwise the"
                " average over many deals of the cards you could not see, less %1 times its margin"
                " of error. The labels (inaccuracy, mistake, blunder) follow the same rule, so a"
                " loss those deals cannot tell from chance costs no accuracy and is no mistake.",
            ),
            decimal(confidence, 1),
        ),
        QCoreApplication.translate(
            "Review",
            "A decision's accuracy is 100 for the best move and falls as the loss grows: 67 for a"
            " loss of 0.2 game points, 37 for 0.5, 14 for 1 and almost 0 beyond. The accuracy of a"
            " deal is the average over your decisions; a forced move is not a decision.",
        ),
        QCoreApplication.translate("Review", "Cards and play"),
        QCoreApplication.translate(
            "Review",
            "Your result is your game points minus the other side's. From play is what the"
            " decisions changed: the expected game points the other side gave away, less those"
            " you gave away. From the cards is the rest: the deal and the cards drawn, everything"
            " no decision chose.",
        ),
        QCoreApplication.translate(
            "Review",
            "In a two-player deal the real cards can be solved exactly (the open-card"
            " verdicts) once the talon is closed or used up, and, when 66 is claimed for you"
            " automatically, in the last %n trick(s); with more players, near the end. The"
            " line with the real cards adds up what the moves really cost with these cards;"
            " where it differs from play, the hidden cards helped or hurt a decision.",
            "",
            open_tricks,
        ),
    ]
    return (
        f"<h3>{parts[0]}</h3><p>{parts[1]}</p><p>{parts[2]}</p>"
        f"<h3>{parts[3]}</h3><p>{parts[4]}</p><p>{parts[5]}</p>"
    )


def theme_names() -> dict[str, str]:
    """Puzzle theme id -> its name (review.puzzle_quality.THEMES)."""
    return {
        "closing": QCoreApplication.translate("Review", "Closing"),
        "last_trump": QCoreApplication.translate("Review", "The last trump"),
        "counting": QCoreApplication.translate("Review", "Counting to 66"),
        "marriage": QCoreApplication.translate("Review", "Marriages"),
        "under_33": QCoreApplication.translate("Review", "Opponent under 33"),
        "last_trick": QCoreApplication.translate("Review", "The last trick"),
    }


def refutation_sentences(answer: str | None, best_now: int, line: list[str]) -> list[str]:
    """Why a puzzle's goal is out of reach after a wrong move: the answer and what is left."""
    out = []
    if answer is not None:
        out.append(
            fill(
                QCoreApplication.translate("Review", "The computer answers %1."),
                action_text(answer),
            )
        )
    if best_now > 0:
        out.append(
            QCoreApplication.translate(
                "Review", "With best play from here you win only %n game point(s).", "", best_now
            )
        )
    elif best_now < 0:
        out.append(
            QCoreApplication.translate(
                "Review", "With best play from here you lose %n game point(s).", "", -best_now
            )
        )
    if line:
        moves = ", ".join(action_text(a) for a in line)
        out.append(fill(QCoreApplication.translate("Review", "Best play goes on: %1 …"), moves))
    out.append(QCoreApplication.translate("Review", "Try again, or see the solution."))
    return out


def mistake_kind_names() -> dict[str, str]:
    """Recurring error id -> its name (review.mistakes.KINDS)."""
    return {
        "closed_too_early": QCoreApplication.translate("Review", "Closing too early"),
        "missed_close": QCoreApplication.translate("Review", "Not closing when you should have"),
        "missed_exchange": QCoreApplication.translate(
            "Review", "Missed exchanges of the trump card"
        ),
        "missed_marriage": QCoreApplication.translate("Review", "Marriages not announced"),
        "broken_marriage": QCoreApplication.translate("Review", "Marriages broken"),
        "missed_declare": QCoreApplication.translate("Review", "Not declaring when you could have"),
        "false_declare": QCoreApplication.translate("Review", "Declaring too soon"),
        "thrown_ace_ten": QCoreApplication.translate("Review", "Aces and tens thrown away"),
        "other": QCoreApplication.translate("Review", "Other card play"),
    }
