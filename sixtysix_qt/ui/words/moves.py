"""The moves of a deal in words: the line that tells the computer's exchange, close or marriage,
and the deal's moves as a list ("what happened").

Only what every player at the table saw is told: cards played, marriages
shown, the exchanged trump card, the closing, bids and tricks.  Every number
(marriage points, card points of a trick) is read from the engine's states.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import Action, DealState, Kind

from .texts import card_name, fill

translate = QCoreApplication.translate
TOLD = (Kind.EXCHANGE, Kind.CLOSE, Kind.MARRY)
"""The computer's moves the table puts into words (a card played speaks for itself)."""


def news_sentence(before: DealState, after: DealState, name: str) -> str | None:
    """One line for the move from ``before`` to ``after`` by the seat called ``name``
    (None: a move the table shows well enough by itself)."""
    action = Action.parse(after.actions[-1])
    if action.kind is Kind.EXCHANGE:
        return fill(
            translate("Moves", "%1 exchanged the trump card: took %2, put down %3."),
            name,
            card_name(before.trump_card),
            card_name(after.trump_card),
        )
    if action.kind is Kind.CLOSE:
        return fill(translate("Moves", "%1 closed the talon."), name)
    if action.kind is Kind.PLAY and names_trump(before, after):
        return fill(_trump_chosen(after.trump_suit), name, card_name(action.card))
    if action.kind is Kind.MARRY:
        points = after.marriages[-1][2]
        text = translate("Moves", "%1 announced a marriage (%n points) and led %2.", "", points)
        return fill(text, name, card_name(action.card))
    return None


def names_trump(before: DealState, after: DealState) -> bool:
    """The move from ``before`` to ``after`` chose trump (bidding: the first card led)."""
    return before.trump_suit is None and after.trump_suit is not None


def _trump_chosen(suit: str) -> str:
    """One whole sentence per suit, so each language inflects the suit's name."""
    sentences = {
        "C": translate("Moves", "%1 led %2: clubs are trumps."),
        "S": translate("Moves", "%1 led %2: spades are trumps."),
        "H": translate("Moves", "%1 led %2: hearts are trumps."),
        "D": translate("Moves", "%1 led %2: diamonds are trumps."),
    }
    return sentences[suit]


def _move_words(before: DealState, after: DealState, action: Action) -> str:
    """A move as a score sheet writes it: no verb to agree with "You"."""
    kind = action.kind
    if kind is Kind.PLAY:
        return card_name(action.card)
    if kind is Kind.MARRY:
        points = after.marriages[-1][2]
        return fill(
            translate("Moves", "%1, marriage (%n points)", "", points), card_name(action.card)
        )
    if kind is Kind.EXCHANGE:
        return fill(
            translate("Moves", "trump card exchanged: took %1, put down %2"),
            card_name(before.trump_card),
            card_name(after.trump_card),
        )
    if kind is Kind.CLOSE:
        return translate("Moves", "talon closed")
    if kind is Kind.DECLARE:
        return fill(translate("Moves", "claim of %1"), before.shape.deal_target)
    if kind is Kind.BID:
        return fill(translate("Moves", "bid %1"), action.level)
    return translate("Moves", "pass")


def deal_lines(state: DealState, names: list[str]) -> list[str]:
    """Every move of ``state``'s deal so far, numbered, with a line after each trick."""
    s = state.dealt()
    lines: list[str] = []
    for number, (seat, text) in enumerate(state.history, start=1):
        after = s.apply(text)
        words = _move_words(s, after, Action.parse(text))
        lines.append(fill(translate("Moves", "%1. %2: %3"), number, names[seat], words))
        if after.last_trick != s.last_trick and after.last_winner is not None:
            side = after.side_of(after.last_winner)
            points = after.card_pts[side] - s.card_pts[side]
            taken = translate("Moves", "Trick to %1: %n card points", "", points)
            lines.append("    " + fill(taken, names[after.last_winner]))
        s = after
    return lines
