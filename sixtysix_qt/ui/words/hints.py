"""Hints: the strongest computer level's move for the player, and why, in the player's language.

``sixtysix_qt.ai.hint`` answers with an action and a reason id; the English
lines in ``REASONS`` are for logs, the sentences here are what the player
reads (every id has one, a test keeps them in step).  ``HintPlayer`` is the
object the controller's worker thread asks, like a computer player: its
thinking runs in the AI child process when there is one, so the window
keeps painting while the hint is worked out.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication

from .texts import card_name, fill

HINT_SECONDS = 1.5
"""The longest a hint may take (the strongest level stops at its best move so far)."""
SEPARATOR = "\t"
"""Between the action and the reason id in the worker's one-string answer."""


def reason_sentences() -> dict[str, str]:
    """Every reason id of the AI's hints -> a short sentence in the player's language."""
    return {
        "only_move": QCoreApplication.translate("Hints", "It is the only move you have."),
        "declare": QCoreApplication.translate("Hints", "You have reached 66: claim the deal now."),
        "reach_target": QCoreApplication.translate("Hints", "Winning this trick takes you to 66."),
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
        "close_talon": QCoreApplication.translate("Hints", "The points you can count on reach 66."),
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


def reason_text(reason_id: str) -> str:
    """The sentence for a reason id; a general one for an id this build does not know yet."""
    return reason_sentences().get(
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


def action_text(action: str) -> str:
    """An action string of the engine as the player would say it ("Play K♠")."""
    verb, _, arg = action.partition(" ")
    if verb == "play" and arg:
        return fill(QCoreApplication.translate("Hints", "Play %1"), card_name(arg))
    if verb == "marry" and arg:
        return fill(_marriage_hints()[arg[1]], card_name(arg))
    if verb == "exchange":
        return QCoreApplication.translate("Hints", "Exchange the trump card")
    if verb == "close":
        return QCoreApplication.translate("Hints", "Close the talon")
    if verb == "declare":
        return QCoreApplication.translate("Hints", "Declare 66")
    if verb == "bid" and arg:
        return fill(QCoreApplication.translate("Hints", "Bid %1"), arg)
    if verb == "pass":
        return QCoreApplication.translate("Hints", "Pass")
    return action


def hint_sentence(action: str, reason_id: str) -> str:
    """What the hint line shows: the move and the reason."""
    return fill(
        QCoreApplication.translate("Hints", "Hint: %1. %2"),
        action_text(action),
        reason_text(reason_id),
    )


def hint_card(action: str, trump_card: str | None = None) -> str | None:
    """The card to highlight for a hinted action (None when no card stands for it)."""
    verb, _, arg = action.partition(" ")
    if verb in ("play", "marry") and arg:
        return arg
    if verb == "exchange":
        return trump_card
    return None


def pack(action: str, reason_id: str) -> str:
    return action + SEPARATOR + reason_id


def unpack(answer: str) -> tuple[str, str]:
    action, _, reason = answer.partition(SEPARATOR)
    return action, reason


class HintPlayer:
    """Asked by the controller's worker like a player; answers ``"action<TAB>reason_id"``.

    In the AI child process when it can run (no GIL contention with the
    window), else in the calling thread.  A cancelled hint answers at once;
    the controller drops it anyway.
    """

    def __init__(self, in_process: bool = True, seconds: float = HINT_SECONDS) -> None:
        self.in_process = in_process
        self.seconds = seconds

    def choose(
        self, observation: dict[str, Any], deadline: float | None = None, cancel: Any = None
    ) -> str:
        """The hinted action and its reason id, packed in one string."""
        limit = time.monotonic() + self.seconds
        deadline = limit if deadline is None else min(deadline, limit)
        if self.in_process:
            answer = self._remote(observation, deadline, cancel)
            if answer is not None:
                return answer
        from sixtysix_qt.ai import hint

        return pack(*hint(observation, deadline=deadline, cancel=cancel))

    @staticmethod
    def _remote(observation: dict[str, Any], deadline: float, cancel: Any) -> str | None:
        """Think in the AI child process; None if it cannot be used."""
        from concurrent.futures import TimeoutError as FutureTimeout
        from concurrent.futures.process import BrokenProcessPool

        from sixtysix_qt.ai import hint

        from ..play import ai_process

        if ai_process._broken:
            return None
        try:
            future = ai_process._get_pool().submit(hint, observation, deadline)
            while True:
                try:
                    return pack(*future.result(timeout=0.02))
                except FutureTimeout:
                    if cancel is not None and cancel.is_set():
                        future.cancel()
                        return ""
        except (BrokenProcessPool, OSError, RuntimeError):
            return None
