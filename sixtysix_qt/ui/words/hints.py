"""Hints: the strongest computer level's move for the player, and why, in the player's language.

``sixtysix_qt.ai.hint`` answers with an action and a reason id (asked
through ``play.computer``); the English lines in ``REASONS`` are for logs,
the sentences here are what the player reads (every id has one, a test
keeps them in step).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import Action, InvalidAction, Kind

from .texts import card_name, fill


def reason_sentences(target: int = 66) -> dict[str, str]:
    """Every reason id of the AI's hints -> a short sentence in the player's language.

    ``target`` is the deal's target (66, or 101 in four-hand): the sentences
    that name it take it as an argument, never a written "66".
    """
    return {
        "only_move": QCoreApplication.translate("Hints", "It is the only move you have."),
        "declare": fill(
            QCoreApplication.translate("Hints", "You have reached %1: claim the deal now."), target
        ),
        "reach_target": fill(
            QCoreApplication.translate("Hints", "Winning this trick takes you to %1."), target
        ),
        "exchange_nine": QCoreApplication.translate(
            "Hints", "Swap your trump nine for the face-up trump card: it is worth more."
        ),
        "exchange_jack": QCoreApplication.translate(
            "Hints", "Swap your trump jack for the face-up trump card: it is worth more."
        ),
        "announce_marriage": QCoreApplication.translate(
            "Hints", "Announce your marriage while you can: it is worth 20 or 40."
        ),
        "save_marriage": QCoreApplication.translate(
            "Hints", "Keep the king and queen together for a marriage later."
        ),
        "close_talon": fill(
            QCoreApplication.translate("Hints", "The points you can count on reach %1."), target
        ),
        "close_search": QCoreApplication.translate(
            "Hints", "Closing scored best over many possible deals of the cards you cannot see."
        ),
        "draw_trumps": QCoreApplication.translate(
            "Hints", "Lead your top trump to pull the opponent's trumps."
        ),
        "cash_winner": QCoreApplication.translate(
            "Hints", "Lead a card nobody can beat in its suit."
        ),
        "lead_low": QCoreApplication.translate(
            "Hints", "Lead a low card and keep your strong ones for later."
        ),
        "take_ten": QCoreApplication.translate(
            "Hints", "Take the ten (or ace) with a higher card of its suit."
        ),
        "win_with_ace": QCoreApplication.translate(
            "Hints", "Win the trick with your ace or ten and bank its points."
        ),
        "win_with_trump": QCoreApplication.translate("Hints", "Trump it: the trick is worth it."),
        "take_trick": QCoreApplication.translate("Hints", "Take the trick cheaply."),
        "throw_low": QCoreApplication.translate("Hints", "Throw your least useful card."),
        "give_points": QCoreApplication.translate(
            "Hints", "Your partner holds the trick: give them points."
        ),
        "choose_trump": QCoreApplication.translate(
            "Hints", "Lead from your strongest suit: it becomes trump."
        ),
        "bid_strength": QCoreApplication.translate(
            "Hints", "Your hand is strong enough for this bid."
        ),
        "pass_weak": QCoreApplication.translate("Hints", "Your hand is too weak to bid higher."),
        "pass_partner": QCoreApplication.translate(
            "Hints", "Your partner holds the bid: leave it to them."
        ),
        "endgame_solved": QCoreApplication.translate(
            "Hints", "Every card is known: exact calculation shows this is the best move."
        ),
        "search_best": QCoreApplication.translate(
            "Hints", "This move did best over many possible deals of the unseen cards."
        ),
        "guess": QCoreApplication.translate(
            "Hints", "No move stands out: this one is as good as any."
        ),
    }


def reason_text(reason_id: str, target: int = 66) -> str:
    """The sentence for a reason id; a general one for an id this build does not know yet."""
    return reason_sentences(target).get(
        reason_id,
        QCoreApplication.translate(
            "Hints", "This is what the strongest computer level would play."
        ),
    )


def _marriage_hints() -> dict[str, str]:
    """One whole sentence per suit: lv and sl inflect the suit ("ercena pāri", "srčev par")."""
    return {
        "C": QCoreApplication.translate("Hints", "Announce the marriage in clubs and lead %1"),
        "S": QCoreApplication.translate("Hints", "Announce the marriage in spades and lead %1"),
        "H": QCoreApplication.translate("Hints", "Announce the marriage in hearts and lead %1"),
        "D": QCoreApplication.translate("Hints", "Announce the marriage in diamonds and lead %1"),
    }


def action_text(action: str, target: int = 66) -> str:
    """An action string of the engine as the player would say it ("Play K♠", "Declare 101")."""
    try:
        act = Action.parse(action)
    except InvalidAction:
        return action
    if act.kind is Kind.PLAY:
        return fill(QCoreApplication.translate("Hints", "Play %1"), card_name(act.card))
    if act.kind is Kind.MARRY:
        return fill(_marriage_hints()[act.suit], card_name(act.card))
    if act.kind is Kind.BID:
        return fill(QCoreApplication.translate("Hints", "Bid %1"), act.level)
    words = {
        Kind.EXCHANGE: QCoreApplication.translate("Hints", "Exchange the trump card"),
        Kind.CLOSE: QCoreApplication.translate("Hints", "Close the talon"),
        Kind.DECLARE: fill(QCoreApplication.translate("Hints", "Declare %1"), target),
        Kind.PASS: QCoreApplication.translate("Hints", "Pass"),
    }
    return words[act.kind]


def hint_sentence(action: str, reason_id: str, target: int = 66) -> str:
    """What the hint line shows: the move and the reason (``target``: the deal's, 66 or 101)."""
    return fill(
        QCoreApplication.translate("Hints", "Hint: %1. %2"),
        action_text(action, target),
        reason_text(reason_id, target),
    )


def hint_card(action: str, trump_card: str | None = None) -> str | None:
    """The card to highlight for a hinted action (None when no card stands for it)."""
    try:
        act = Action.parse(action)
    except InvalidAction:
        return None
    if act.card is not None:
        return act.card
    return trump_card if act.kind is Kind.EXCHANGE else None
