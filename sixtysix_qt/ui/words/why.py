"""Why a move is greyed out, in the player's language: the engine's reason ids as sentences.

``engine.why.why_not`` says which rule stands in the way; here each id has
the sentence the player reads in the greyed action's tooltip ("Exchange
after your first trick.").  A test keeps every id worded.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState
from sixtysix_qt.engine.cards import RANKS

from .texts import card_name, fill

translate = QCoreApplication.translate


def why_sentences(exchange_card: str = "") -> dict[str, str]:
    """Every reason id of ``engine.why`` -> one sentence (``exchange_card`` names the card)."""
    return {
        "deal_over": translate("Why", "The deal is over."),
        "not_your_turn": translate("Why", "Wait for your turn."),
        "auction": translate("Why", "First the auction: bid or pass."),
        "not_in_variant": translate("Why", "This variant has no such move."),
        "lead_only": translate("Why", "Only when you lead: a card has been led."),
        "talon_closed": translate("Why", "The talon is closed."),
        "talon_short": translate("Why", "Only while the talon has two cards or more."),
        "first_trick": translate("Why", "Exchange after your first trick."),
        "exchange_card_up": fill(
            translate("Why", "%1 already lies face up as the trump card."), exchange_card
        ),
        "no_exchange_card": fill(translate("Why", "You need %1 to exchange."), exchange_card),
        "marriage_needs_trick": translate("Why", "A marriage only after your first trick."),
        "marriage_talon_over": translate(
            "Why", "No marriages once the talon is closed or used up."
        ),
        "no_marriage": translate("Why", "You hold no king and queen of one suit to announce."),
        "auto_declare": translate("Why", "The claim is made for you automatically."),
        "not_now": translate("Why", "Not possible now."),
    }


def why_sentence(reason: str, state: DealState) -> str:
    """The sentence for ``reason`` in ``state`` (the exchange card named as the player sees it)."""
    rank = state.shape.exchange_rank
    card = ""
    if rank is not None and state.trump_suit is not None:
        card = card_name(RANKS[rank] + state.trump_suit)
    return why_sentences(card).get(reason, why_sentences()["not_now"])
