"""What the status line says about the table: whose turn, and what the player may do.

Read from the state and ``TableFacts`` alone (the human's legal actions
come from the engine): "Your turn: answer the card led. Also: close the
talon (C).", "Computer is thinking…", "You deal."  Strings keep the
"TableView" translation context they always had.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState, Kind

from ..words.texts import card_name, fill
from .claim import claim_now
from .facts import TableFacts, lead_sets_trump


def status_text(s: DealState, facts: TableFacts) -> str:
    """What the status line says: whose turn, and what the player may do."""
    if facts.dealing:
        if facts.is_human(s.dealer):  # the verb agrees with its person: "You deal."
            return QCoreApplication.translate("TableView", "You deal.")
        dealer = facts.names[s.dealer] if facts.names else ""
        return fill(QCoreApplication.translate("TableView", "%1 deals."), dealer)
    if s.is_over:
        return QCoreApplication.translate("TableView", "The deal is over.")
    if facts.human_to_move(s) and s.phase == "bid":
        return QCoreApplication.translate(
            "TableView", "Your call: choose a bid in the auction panel, or pass."
        )
    if facts.human_to_move(s):
        return _your_turn_text(s, facts)
    if s.to_move is None:
        return ""
    name = facts.names[s.to_move] if s.to_move < len(facts.names) else str(s.to_move)
    if lead_sets_trump(s):
        return fill(
            QCoreApplication.translate("TableView", "%1 leads: that card chooses trump."),
            name,
        )
    return fill(QCoreApplication.translate("TableView", "%1 is thinking…"), name)


def _your_turn_text(s: DealState, facts: TableFacts) -> str:
    kinds = {a.kind for a in facts.legal(s)}
    extras = []
    if Kind.MARRY in kinds:
        extras.append(QCoreApplication.translate("TableView", "you can announce a marriage (M)"))
    if Kind.EXCHANGE in kinds:
        extras.append(QCoreApplication.translate("TableView", "exchange the trump card (E)"))
    if Kind.CLOSE in kinds:
        extras.append(QCoreApplication.translate("TableView", "close the talon (C)"))
    if Kind.DECLARE in kinds and facts.human_to_move(s):
        claim = claim_now(s, s.to_move)
        if claim.worth_offering:  # never offered as if it mattered at 0 points
            extras.append(
                fill(QCoreApplication.translate("TableView", "declare %1 (D)"), claim.target)
            )
    if lead_sets_trump(s):
        base = QCoreApplication.translate(
            "TableView", "Your turn: lead a card. Its suit becomes trump."
        )
    elif not s.current_trick():
        base = QCoreApplication.translate("TableView", "Your turn: play a card.")
    else:
        base = QCoreApplication.translate("TableView", "Your turn: answer the card led.")
    if extras:
        also = fill(QCoreApplication.translate("TableView", "Also: %1."), ", ".join(extras))
        base = base + " " + also
    if facts.chosen is not None:
        chosen = fill(
            QCoreApplication.translate("TableView", "Chosen: %1 (Enter plays it)."),
            card_name(facts.chosen),
        )
        base = base + " " + chosen
    return base
