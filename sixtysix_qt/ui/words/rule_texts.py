"""The words for the rule options, shared by the new-game and the settings dialog.

Both dialogs offer the same rules, so they take the label and tooltip of each
option, the variant names and the false-claim choices from here and cannot
describe a rule in two ways.  Labels are plain text without keyboard
mnemonics (``&``): a mnemonic must be unique within its dialog, so it is the
dialog's business.  Every string goes through
``QCoreApplication.translate("RuleTexts", ...)`` with literal source text, so
``pyside6-lupdate`` finds it; the functions are called again on every
language change.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from .texts import fill


class RuleText(NamedTuple):
    """What a dialog shows for one option: the checkbox (or row) label and its tooltip."""

    label: str
    tooltip: str


def option_texts(target: int = 66) -> dict[str, RuleText]:
    """Option name (``OPTION_DEFAULTS``) -> label and tooltip, for every option but the target.

    ``target`` is the deal's target that declaring names (101 in four-hand).

    The boolean options are checkboxes, so their labels are phrases;
    ``false_claim`` labels a form row and ends with a colon.  The game target
    is a spin box: ``game_target_affixes`` and ``game_target_tooltip``.
    """
    return {
        **_play_texts(),
        **_marriage_texts(),
        **_declaring_texts(target),
        **_old_rule_texts(),
        **_aid_texts(),
    }


def _play_texts() -> dict[str, RuleText]:
    """Who deals next and how strictly a trick must be followed."""
    return {
        "deal_to_winner": RuleText(
            QCoreApplication.translate("RuleTexts", "The winner of a deal deals the next"),
            QCoreApplication.translate(
                "RuleTexts", "Off: the deal passes to the left after every deal."
            ),
        ),
        "strict_must_head": RuleText(
            QCoreApplication.translate(
                "RuleTexts", "Must head the trick when the talon is gone or closed"
            ),
            QCoreApplication.translate(
                "RuleTexts",
                "Once the talon is closed or used up you must follow suit with a higher "
                "card if you can; off, any card of the suit will do.",
            ),
        ),
    }


def _marriage_texts() -> dict[str, RuleText]:
    """When and how a marriage may be announced."""
    return {
        "marriage_lead_queen_only": RuleText(
            QCoreApplication.translate("RuleTexts", "A marriage is announced by leading the queen"),
            QCoreApplication.translate(
                "RuleTexts",
                "Only the queen may be led to announce a marriage; the king is played normally.",
            ),
        ),
        "marriage_needs_trick": RuleText(
            QCoreApplication.translate("RuleTexts", "A marriage needs a trick won first"),
            QCoreApplication.translate(
                "RuleTexts", "Announcing a marriage needs at least one trick won."
            ),
        ),
        "marriage_after_talon": RuleText(
            QCoreApplication.translate(
                "RuleTexts", "Marriages also after the talon is gone or closed"
            ),
            QCoreApplication.translate(
                "RuleTexts",
                "Off: no marriage may be announced once the talon is closed or used up.",
            ),
        ),
    }


def _declaring_texts(target: int) -> dict[str, RuleText]:
    """Declaring the deal's ``target``: automatic or by hand, and what a false claim costs."""
    return {
        "auto_declare": RuleText(
            fill(QCoreApplication.translate("RuleTexts", "Declare %1 automatically"), target),
            fill(
                QCoreApplication.translate(
                    "RuleTexts",
                    "The deal ends as soon as someone reaches %1. Off: you must declare it "
                    "yourself, and a false claim is punished.",
                ),
                target,
            ),
        ),
        "false_claim": RuleText(
            fill(QCoreApplication.translate("RuleTexts", "False claim of %1:"), target),
            fill(
                QCoreApplication.translate(
                    "RuleTexts",
                    "What a wrong declaration of %1 gives the opponent "
                    "(with automatic declaring off).",
                ),
                target,
            ),
        ),
    }


def _old_rule_texts() -> dict[str, RuleText]:
    """The historical closing penalty and scoring."""
    return {
        "historical_closing": RuleText(
            QCoreApplication.translate(
                "RuleTexts", "Old closing penalty (6 if the closer takes no trick)"
            ),
            QCoreApplication.translate(
                "RuleTexts",
                "A closer who fails gives away 2 game points, or 6 if they took no trick "
                "in the whole deal.",
            ),
        ),
        "historical_scoring": RuleText(
            QCoreApplication.translate(
                "RuleTexts", "Old scoring (no card points counts as no trick)"
            ),
            QCoreApplication.translate(
                "RuleTexts",
                "Tricks holding only nines count as no trick, and a deal in which both "
                "reach 66 is replayed.",
            ),
        ),
    }


def _aid_texts() -> dict[str, RuleText]:
    """What the table lets the player see beyond the strict rules."""
    return {
        "review_tricks": RuleText(
            QCoreApplication.translate("RuleTexts", "Allow looking at your won tricks"),
            QCoreApplication.translate(
                "RuleTexts",
                "Lets you look through the tricks you have won, which the rules forbid.",
            ),
        ),
        "show_scores": RuleText(
            QCoreApplication.translate("RuleTexts", "Show the card points"),
            QCoreApplication.translate(
                "RuleTexts", "Off: count the points in your head, as at a real table."
            ),
        ),
    }


def false_claim_choices() -> dict[str, str]:
    """``false_claim`` value -> what the choice says (``FALSE_CLAIM_VALUES`` of the engine)."""
    return {
        "mirror": QCoreApplication.translate(
            "RuleTexts", "opponent scores what the claim was worth"
        ),
        "two": QCoreApplication.translate("RuleTexts", "opponent scores 2"),
    }


def game_target_affixes(value: int) -> tuple[str, str]:
    """The words before and after the number in the game-target spin box, for ``value``.

    A plural message, so "1 game point" and lv "21 punktam" agree with the
    number; the box sets them again whenever its value changes.
    """
    text = QCoreApplication.translate(
        "RuleTexts", "%n game point(s)", "game target spin box, after 'Game target:'", value
    )
    head, number, tail = text.partition(str(value))
    return (head, tail) if number else ("", " " + text)


def game_target_tooltip() -> str:
    return QCoreApplication.translate(
        "RuleTexts", "The match is won by the first to reach this many game points (7 or 11)."
    )


def preset_tooltip() -> str:
    return QCoreApplication.translate(
        "RuleTexts",
        "The pack, the hand size and the number of players. With four, your partner sits "
        "across the table.",
    )
