"""Translated words and sentences about the game, shared by the table and the dialogs.

Every string goes through ``QCoreApplication.translate`` with literal source
text, so ``pyside6-lupdate`` finds it, and numbers are put in with ``%1``
placeholders or ``%n`` plurals, never formatted into the source text.
The engine's result ``reason``/``detail`` ids (engine/scoring.py) become
sentences here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState
from sixtysix_qt.engine.cards import SUIT_SYMBOLS

from .opponents import opponent_name

RED_SUITS = "HD"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate in the "Game" context (game words used on the table and in summaries)."""
    return QCoreApplication.translate("Game", text, disambiguation, n)


def fill(text: str, *args: object) -> str:
    """Qt-style ``%1``, ``%2`` substitution (highest number first, so %1 never eats %10)."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def suit_name(suit: str) -> str:
    names = {
        "C": QCoreApplication.translate("Game", "clubs"),
        "S": QCoreApplication.translate("Game", "spades"),
        "H": QCoreApplication.translate("Game", "hearts"),
        "D": QCoreApplication.translate("Game", "diamonds"),
    }
    return names[suit]


def marriage_menu_item(card: str) -> str:
    """ "Marriage in hearts: lead Q♥": one whole sentence per suit, so each language inflects it."""
    sentences = {
        "C": QCoreApplication.translate("Game", "Marriage in clubs: lead %1"),
        "S": QCoreApplication.translate("Game", "Marriage in spades: lead %1"),
        "H": QCoreApplication.translate("Game", "Marriage in hearts: lead %1"),
        "D": QCoreApplication.translate("Game", "Marriage in diamonds: lead %1"),
    }
    return fill(sentences[card[1]], card_name(card))


def card_name(card: str) -> str:
    """A card for sentences: rank letter in the player's language and the suit symbol."""
    ranks = {
        "A": QCoreApplication.translate("Game", "A", "rank: ace"),
        "T": QCoreApplication.translate("Game", "10", "rank: ten"),
        "K": QCoreApplication.translate("Game", "K", "rank: king"),
        "Q": QCoreApplication.translate("Game", "Q", "rank: queen"),
        "J": QCoreApplication.translate("Game", "J", "rank: jack"),
        "9": "9",
        "8": "8",
        "7": "7",
    }
    return ranks[card[0]] + SUIT_SYMBOLS[card[1]]


def seat_names(kinds: tuple[str, ...], level: str | None = None) -> list[str]:
    """ "You" for the human at seat 0; the computers by the names of ``level``'s cast
    (``opponents.py``), each seat its own; without a level "Computer", numbered when several."""
    computers = [seat for seat, kind in enumerate(kinds) if seat > 0 and kind != "human"]
    out = []
    for seat, kind in enumerate(kinds):
        cast_name = (
            opponent_name(level, computers.index(seat)) if level and seat in computers else None
        )
        if seat == 0 and kind == "human":
            out.append(QCoreApplication.translate("Game", "You"))
        elif cast_name is not None:
            out.append(cast_name)
        elif len(computers) <= 1 and seat > 0:
            out.append(QCoreApplication.translate("Game", "Computer"))
        else:
            out.append(fill(QCoreApplication.translate("Game", "Computer %1"), seat + 1))
    return out


def side_name(state: DealState, side: int, names: list[str]) -> str:
    """Name of a side: the seat itself, or both partners in team presets."""
    if state.shape.teams:
        return fill(QCoreApplication.translate("Game", "%1 and %2"), names[side], names[side + 2])
    return names[side]


def game_points(n: int) -> str:
    return QCoreApplication.translate("Game", "%n game point(s)", "", n)


def _detail_sentence(detail: str | None, loser: str) -> str:
    if detail == "opponent_no_trick":
        return fill(QCoreApplication.translate("Game", "%1 took no trick."), loser)
    if detail == "opponent_under_33":
        return fill(QCoreApplication.translate("Game", "%1 stayed under 33 points."), loser)
    if detail == "opponent_33":
        return fill(QCoreApplication.translate("Game", "%1 had 33 points or more."), loser)
    return ""


@dataclass(frozen=True)
class _Who:
    """The names a result sentence may need, and the deal's target."""

    win: str
    loser: str
    closer: str
    claimant: str
    target: int


def _who(state: DealState, names: list[str]) -> _Who:
    winner = state.result["winner"]
    two_sides = state.shape.sides == 2
    win = side_name(state, winner, names) if winner is not None else ""
    loser = side_name(state, 1 - winner, names) if winner is not None and two_sides else ""
    if winner is not None and not two_sides:
        loser = QCoreApplication.translate("Game", "The best-placed opponent")
    is_claim = state.result["reason"] == "false_claim"
    claimant = _claimant(state, names) if is_claim else ""
    closer = names[state.closer] if state.closer is not None else ""
    return _Who(win, loser, closer, claimant, state.shape.deal_target)


def _claimant(state: DealState, names: list[str]) -> str:
    """Who declared 66 without having it: the winner's opponent, or (three players) the declarer."""
    winner = state.result["winner"]
    if state.shape.sides == 2 and winner is not None:
        return side_name(state, 1 - winner, names)
    declared = [seat for seat, text in state.history if text == "declare"]
    return side_name(state, state.side_of(declared[-1]), names) if declared else ""


def _when_closed(detail: str | None) -> str:
    """What the opponent had when the talon was closed ("" for no such detail)."""
    texts = {
        "opponent_no_trick": QCoreApplication.translate(
            "Game", "%1 had taken no trick when the talon was closed."
        ),
        "opponent_under_33": QCoreApplication.translate(
            "Game", "%1 had under 33 points when the talon was closed."
        ),
        "opponent_33": QCoreApplication.translate(
            "Game", "%1 had 33 points or more when the talon was closed."
        ),
    }
    return texts.get(detail or "", "")


def _closed_made(who: _Who, detail: str | None) -> list[str]:
    made = QCoreApplication.translate("Game", "%1 closed the talon and made it.")
    return [fill(made, who.closer), fill(_when_closed(detail), who.loser)]


def _closed_failed(who: _Who, detail: str | None) -> list[str]:
    failed = QCoreApplication.translate("Game", "%1 closed the talon and failed.")
    lines = [fill(failed, who.closer)]
    if detail == "opponent_no_trick":
        lines.append(fill(_when_closed(detail), who.win))
    elif detail == "closer_no_trick":
        lines.append(
            fill(QCoreApplication.translate("Game", "%1 took no trick at all."), who.closer)
        )
    return lines


def _declared(who: _Who, detail: str | None) -> list[str]:
    reached = QCoreApplication.translate("Game", "%1 reached %n point(s).", "", who.target)
    return [fill(reached, who.win), _detail_sentence(detail, who.loser)]


def _false_claim(who: _Who, _detail: str | None) -> list[str]:
    text = QCoreApplication.translate("Game", "%1 declared %2 without having it.")
    return [fill(text, who.claimant or "?", who.target)]


def _last_trick(who: _Who, _detail: str | None) -> list[str]:
    text = QCoreApplication.translate("Game", "Nobody reached %1: the last trick decides.")
    return [fill(text, who.target)]


def _tie(_who: _Who, _detail: str | None) -> list[str]:
    return [
        QCoreApplication.translate("Game", "Both have 65: nobody scores."),
        QCoreApplication.translate(
            "Game", "The winner of the next deal gets one extra game point."
        ),
    ]


def _replay(who: _Who, _detail: str | None) -> list[str]:
    text = QCoreApplication.translate("Game", "Both reached %1: the deal is replayed.")
    return [fill(text, who.target)]


def _thrown_in(_who: _Who, _detail: str | None) -> list[str]:
    return [QCoreApplication.translate("Game", "Everybody passed: the deal is thrown in.")]


def _bid_made(who: _Who, _detail: str | None) -> list[str]:
    return [fill(QCoreApplication.translate("Game", "%1 made the bid."), who.win)]


def _bid_failed(who: _Who, _detail: str | None) -> list[str]:
    return [fill(QCoreApplication.translate("Game", "The bid failed: %1 profit."), who.win)]


_SENTENCES: dict[str, Callable[[_Who, str | None], list[str]]] = {
    "declared": _declared,
    "closed_made": _closed_made,
    "closed_failed": _closed_failed,
    "false_claim": _false_claim,
    "last_trick": _last_trick,
    "tie_65": _tie,
    "replay": _replay,
    "thrown_in": _thrown_in,
    "bid_made": _bid_made,
    "moon_made": _bid_made,
    "bid_failed": _bid_failed,
    "moon_failed": _bid_failed,
}
"""The engine's result reason -> the sentences that explain it."""


def result_sentences(state: DealState, names: list[str]) -> list[str]:
    """Why the deal ended as it did, in the player's language (one to three sentences)."""
    result = state.result
    if result is None:
        return []
    explain = _SENTENCES.get(str(result["reason"]))
    if explain is None:
        return []
    detail = result.get("detail")
    lines = explain(_who(state, names), str(detail) if detail is not None else None)
    return [line for line in lines if line]


def deal_title(state: DealState, names: list[str], human_side: int | None = 0) -> str:
    """Headline of the end-of-deal summary."""
    winner = (state.result or {}).get("winner")
    if winner is None:
        return QCoreApplication.translate("Game", "No winner this deal")
    if (
        human_side is not None
        and winner == human_side
        and names[0] == QCoreApplication.translate("Game", "You")
    ):
        return QCoreApplication.translate("Game", "You won the deal")
    return fill(
        QCoreApplication.translate("Game", "%1 won the deal"), side_name(state, winner, names)
    )
