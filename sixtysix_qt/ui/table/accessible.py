"""What a screen reader can learn from the table: every card's name, a summary, the news.

Cards are graphics items, which Qt's accessibility tree does not reach, so
the table speaks for them: each ``CardItem`` carries its spoken name, the
view's accessible description says what is in your hand (and which cards
cannot be played now), what lies in the trick and whose turn it is, and
every move is announced as it lands (``QAccessibleAnnouncementEvent``), so
a screen reader hears "Computer: Queen of spades. Your turn." when the eye
would see it.  Words come from the engine's states; no rule is decided here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from sixtysix_qt.engine import Action, DealState, Kind

from ..words.card_names import spoken_card
from ..words.retranslate import translate_ui
from ..words.texts import fill
from .animator import Frame

if TYPE_CHECKING:
    from .animator import Animator
    from .card_item import CardItem
    from .game_port import GamePort
    from .keys import TableKeys


translate = QCoreApplication.translate


class SpokenTable(Protocol):
    """What the screen reader's words are read from (``TableView`` is one)."""

    controller: GamePort
    items: dict[str, CardItem]
    animator: Animator
    keys: TableKeys  # the hand's order as it lies

    @property
    def state(self) -> DealState | None: ...


class TableAccessibility(QObject):
    """Keeps the table's spoken names and description current; announces each move."""

    def __init__(self, table: SpokenTable, widget: QWidget) -> None:
        super().__init__(widget)
        self._table = table
        self._widget = widget  # named, described, and the source of the announcements
        self._told: DealState | None = None
        """The newest sentence sent to screen readers (what they were told last)."""
        table.animator.frameLanded.connect(self._on_landed)
        translate_ui(self)

    def translate_ui(self) -> None:
        self._widget.setAccessibleName(translate("TableAccessibility", "Card table"))
        self.refresh()

    # -- names and the description -------------------------------------------
    def refresh(self) -> None:
        """Every card's name, and the table's description, from what lies there now."""
        table = self._table
        face_down = translate("TableAccessibility", "A face-down card")
        for code, item in table.items.items():
            item.accessible_name = spoken_card(code) if item.face_up else face_down
        s = table.state
        self._widget.setAccessibleDescription(self.describe(s) if s is not None else "")

    def describe(self, s: DealState) -> str:
        """Your hand, the trick, the trump card, whose turn: one paragraph."""
        table, names = self._table, self._names()
        parts = []
        if table.controller.is_human(0):
            cards = []
            for code in table.keys.hand_order():  # left to right, as they lie
                item = table.items.get(code)
                name = spoken_card(code)
                if item is not None and item.dimmed:
                    name = fill(translate("TableAccessibility", "%1 (cannot be played now)"), name)
                cards.append(name)
            parts.append(fill(translate("TableAccessibility", "Your cards: %1."), ", ".join(cards)))
        trick = s.current_trick()
        if trick:
            played = ", ".join(f"{names[seat]}: {spoken_card(card)}" for seat, card in trick)
            parts.append(fill(translate("TableAccessibility", "In the trick: %1."), played))
        if s.trump_card is not None and not s.closed:
            parts.append(
                fill(
                    translate("TableAccessibility", "The trump card: %1."),
                    spoken_card(s.trump_card),
                )
            )
        parts.append(self._turn(s, names))
        return " ".join(p for p in parts if p)

    def _names(self) -> list[str]:
        from ..words.texts import seat_names

        return seat_names(self._table.controller.setup.seats)

    @staticmethod
    def _turn(s: DealState, names: list[str]) -> str:
        if s.is_over:
            return translate("TableAccessibility", "The deal is over.")
        if s.to_move is None:
            return ""
        if s.to_move == 0 and names and names[0] == QCoreApplication.translate("Game", "You"):
            return translate("TableAccessibility", "Your turn.")
        return fill(translate("TableAccessibility", "%1 to move."), names[s.to_move])

    # -- news ------------------------------------------------------------------
    def _on_landed(self, frame: Frame) -> None:
        if not frame.settled or frame.shows is None:
            return
        self.refresh()
        news = self.news(self._told, frame.shows)
        self._told = frame.shows
        if news:
            self.announce(news)

    def news(self, old: DealState | None, new: DealState) -> str:
        """The moves between two states in words, and whose turn it is now."""
        names = self._names()
        if len(names) != new.num_players:
            return ""
        same_deal = (
            old is not None
            and old.deck_codes == new.deck_codes
            and new.actions[: len(old.actions)] == old.actions
        )
        if not same_deal:
            return " ".join(
                (translate("TableAccessibility", "A new deal."), self._turn(new, names))
            )
        sentences = []
        cur = old
        for action in new.actions[len(old.actions) :]:
            seat, act = cur.to_move, Action.parse(action)
            if act.kind is Kind.PLAY and seat is not None:
                sentences.append(
                    fill(
                        translate("TableAccessibility", "%1: %2."),
                        names[seat],
                        spoken_card(act.card),
                    )
                )
            elif seat is not None:
                sentences.append(self._move_sentence(cur, act, seat, names))
            cur = cur.apply(action)
        sentences.append(self._turn(new, names))
        return " ".join(s for s in sentences if s)

    @staticmethod
    def _move_sentence(before: DealState, act: Action, seat: int, names: list[str]) -> str:
        """A marriage, an exchange or a closing in words; the player's own move has its own
        sentence ("You announce", never "You announces": the verb agrees in every language)."""
        mine = seat == 0 and names[0] == QCoreApplication.translate("Game", "You")
        if act.kind is Kind.MARRY:
            card = spoken_card(act.card)
            if mine:
                return fill(translate("TableAccessibility", "You announce a marriage: %1."), card)
            text = translate("TableAccessibility", "%1 announces a marriage: %2.")
            return fill(text, names[seat], card)
        if act.kind is Kind.EXCHANGE and before.trump_card is not None:
            card = spoken_card(before.trump_card)
            if mine:
                text = translate("TableAccessibility", "You exchange the trump card and take %1.")
                return fill(text, card)
            text = translate("TableAccessibility", "%1 exchanges the trump card and takes %2.")
            return fill(text, names[seat], card)
        if act.kind is Kind.CLOSE:
            if mine:
                return translate("TableAccessibility", "You close the talon.")
            return fill(translate("TableAccessibility", "%1 closes the talon."), names[seat])
        return ""

    def announce(self, text: str) -> None:
        """Tell screen readers ``text`` now (politely: after what they are saying)."""
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._widget, text))
