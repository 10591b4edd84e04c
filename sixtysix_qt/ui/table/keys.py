"""Playing with the keyboard: arrow and number keys pick a card or a call, Enter plays it.

``TableKeys`` turns key presses on the table into the same gestures a mouse
makes (a click on a card, a press of a call button), so keyboard and mouse
play can never disagree about what is legal.  It belongs to one table
(``KeyedTable``: ``TableView`` is one) and works through the table's
public gestures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent

from sixtysix_qt.engine import Action, Kind

from ..words.texts import card_name, fill
from .bidding_panel import level_text
from .layout import sort_key

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from sixtysix_qt.engine import DealState

    from .animator import Animator
    from .card_item import CardItem
    from .game_port import GamePort
    from .gestures import TableGestures
    from .hud import TableHud

AUCTION_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_P,
    Qt.Key.Key_0,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_5,
)
"""Keys the auction panel takes while it is up."""
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)
"""With these held, a key is a window command, never a card or a call."""
KEYS_TAKEN = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
)
"""Keys the table takes before any window shortcut while a card is chosen."""
PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyedTable(Protocol):
    """What the keys need of the table they serve (``TableView`` is one)."""

    controller: GamePort
    items: dict[str, CardItem]
    animator: Animator
    hud: TableHud
    gestures: TableGestures
    statusMessage: SignalInstance  # (str) for the status line

    @property
    def state(self) -> DealState | None: ...

    @property
    def reviewing(self) -> bool: ...

    def click_card(self, code: str) -> None: ...

    def wiggle(self, code: str) -> None: ...

    def toggle_review(self, show: bool | None = None) -> None: ...

    def refresh(self) -> None: ...


class TableKeys:
    """The keyboard side of one table: the chosen card, the auction's focus ring."""

    def __init__(self, view: KeyedTable) -> None:
        self._view = view
        self.chosen: str | None = None
        """The card picked with the arrow or number keys (None: nothing picked)."""
        self.hinted: Action | None = None
        """A hinted move that is not a card (exchange, close, declare): Enter makes it."""

    def _say(self, text: str) -> None:
        self._view.statusMessage.emit(text)

    # -- cards ---------------------------------------------------------------
    def hand_order(self) -> list[str]:
        """The human's cards left to right, as they lie on the table."""
        s = self._view.state
        if s is None:
            return []
        pic = self._view.animator.picture
        hand = set(s.hand(0))
        if pic is not None and pic.hands and set(pic.hands[0]) == hand:
            return list(pic.hands[0])
        return sorted(hand, key=sort_key)

    def playable_cards(self) -> list[str]:
        legal = {a.card for a in self._view.controller.human_actions()}
        return [c for c in self.hand_order() if c in legal]

    def choose_card(self, code: str | None) -> None:
        """Pick a card for Enter/Space to play; None clears the choice."""
        if code == self.chosen:
            return
        items = self._view.items
        if self.chosen in items:
            items[self.chosen].set_chosen(False)
        self.chosen = code if code in items else None
        if self.chosen is not None:
            items[self.chosen].set_chosen(True)
            self._say(
                fill(
                    QCoreApplication.translate(
                        "TableView", "%1 chosen: Enter or Space plays it, Esc clears the choice."
                    ),
                    card_name(self.chosen),
                )
            )

    def move_choice(self, step: int) -> None:
        """Move the choice to the next playable card left (-1) or right (+1), wrapping round."""
        cards = self.playable_cards()
        if not cards:
            self._say(self._view.gestures.wait_text())
            return
        if self.chosen in cards:
            i = (cards.index(self.chosen) + step) % len(cards)
        else:
            i = 0 if step > 0 else len(cards) - 1
        self.choose_card(cards[i])

    def choose_nth(self, n: int) -> None:
        """Pick the n-th card of the hand (1 = leftmost), if it may be played now."""
        hand = self.hand_order()
        if not 1 <= n <= len(hand):
            return
        code = hand[n - 1]
        if code in self.playable_cards():
            self.choose_card(code)
        elif not self._view.controller.human_to_move():
            self._say(self._view.gestures.wait_text())
        else:
            self._view.wiggle(code)
            self._say(
                fill(
                    QCoreApplication.translate("TableView", "%1 cannot be played now."),
                    card_name(code),
                )
            )

    def _hint_stands(self) -> bool:
        """A hint is shown and the choice is still its card (or no card is chosen)."""
        if self.hinted is None:
            return False
        card = self.hinted.card
        return self.chosen is None or self.chosen == card

    def play_hinted(self) -> bool:
        """Make the hinted move exactly (Enter after H): a marriage is announced as hinted,
        an exchange, close or declaration made as its button would."""
        action, self.hinted = self.hinted, None
        gestures = self._view.gestures
        if action is not None and action.card is not None:
            self.choose_card(None)
            return gestures.request(action)
        by_kind = {
            Kind.EXCHANGE: gestures.request_exchange,
            Kind.CLOSE: gestures.request_close,
            Kind.DECLARE: gestures.request_declare,
        }
        gesture = by_kind.get(action.kind) if action else None
        return gesture() if gesture is not None else False

    def play_chosen(self) -> bool:
        """Play the chosen card exactly as a click on it would (marriage offers included)."""
        code = self.chosen
        if code is None:
            self._say(
                QCoreApplication.translate(
                    "TableView", "Choose a card first: arrow keys or 1 to 7, then Enter."
                )
            )
            return False
        self.choose_card(None)
        self._view.click_card(code)
        return True

    # -- the auction -------------------------------------------------------
    def in_auction(self) -> bool:
        """The auction panel is up: its keys (1..5, P, 0, arrows, Enter) go to the auction."""
        s = self._view.state
        bidding = self._view.hud.bidding
        return s is not None and s.phase == "bid" and not s.is_over and bidding.isVisible()

    @staticmethod
    def call_name(call: Action) -> str:
        if call.kind is Kind.PASS:
            return QCoreApplication.translate("TableView", "Pass")
        return fill(QCoreApplication.translate("TableView", "Bid %1"), level_text(call.level))

    def call(self, action: Action) -> bool:
        """Make a call of the auction ("bid N" or "pass") as a click on its button would.

        An illegal bid is refused with a status-line message and changes nothing.
        """
        self._view.hud.bidding.set_focus(None)
        call = action
        if call.kind is Kind.PASS:
            return self._view.gestures.request(action)
        return self._view.gestures.request(
            action,
            fill(
                QCoreApplication.translate(
                    "TableView", "%1 cannot be bid now: bid higher than the standing bid, or pass."
                ),
                level_text(call.level),
            ),
        )

    def move_call_focus(self, step: int) -> None:
        """Move the focus ring over the enabled call buttons, left (-1) or right (+1)."""
        action = self._view.hud.bidding.move_focus(step)
        if action is None:
            self._say(self._view.gestures.wait_text())
            return
        self._say(
            fill(
                QCoreApplication.translate(
                    "TableView", "%1 chosen: Enter or Space calls it, Esc clears the choice."
                ),
                self.call_name(action),
            )
        )

    def press_call_focus(self) -> bool:
        """Press the call button the focus ring is on."""
        action = self._view.hud.bidding.focused_action()
        if action is not None:
            return self.call(action)
        if not self._view.controller.human_to_move():
            self._say(self._view.gestures.wait_text())
        else:
            self._say(
                QCoreApplication.translate(
                    "TableView",
                    "Choose a call first: arrow keys, then Enter; or 1 to 5 bids, P passes.",
                )
            )
        return False

    def _auction_key(self, event: QKeyEvent) -> bool:
        """Handle a key of the auction; False: not an auction key (let others have it)."""
        if event.modifiers() & COMMAND_MODIFIERS:
            return False
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            self.call(Action(Kind.BID, level=int(key) - int(Qt.Key.Key_0)))
        elif Qt.Key.Key_6 <= key <= Qt.Key.Key_9:
            pass  # no such level (and no card may be played yet): nothing happens
        elif key in (Qt.Key.Key_P, Qt.Key.Key_0):
            self.call(Action(Kind.PASS))
        elif key == Qt.Key.Key_Left:
            self.move_call_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.move_call_focus(1)
        elif key in PLAY_KEYS:
            self.press_call_focus()
        elif key == Qt.Key.Key_Escape and self._view.hud.bidding.focused_action() is not None:
            self._view.hud.bidding.set_focus(None)
            self._view.refresh()
        else:
            return False
        return True

    # -- events ----------------------------------------------------------------
    def takes_shortcut(self, event: QEvent) -> bool:
        """Enter and Space belong to the chosen card (or call), before any window shortcut."""
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        if key in KEYS_TAKEN and (
            self.chosen is not None or key in (Qt.Key.Key_Left, Qt.Key.Key_Right)
        ):
            return True
        if key in PLAY_KEYS and self.hinted is not None:
            return True
        return (
            self.in_auction()
            and not event.modifiers() & COMMAND_MODIFIERS
            and (
                key in AUCTION_KEYS
                or (
                    key == Qt.Key.Key_Escape and self._view.hud.bidding.focused_action() is not None
                )
            )
        )

    def key_press(self, event: QKeyEvent) -> bool:
        """Handle a key press; False: not the table's key (the view passes it on)."""
        key = event.key()
        if self.in_auction() and self._auction_key(event):
            return True
        if key == Qt.Key.Key_Left:
            self.move_choice(-1)
        elif key == Qt.Key.Key_Right:
            self.move_choice(1)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.choose_nth(int(key) - int(Qt.Key.Key_0))
        elif key in PLAY_KEYS and self._hint_stands():
            self.play_hinted()
        elif key in PLAY_KEYS and self.chosen is not None:
            self.play_chosen()
        elif key == Qt.Key.Key_Escape and (self.chosen is not None or self._view.reviewing):
            self.choose_card(None)
            self._view.toggle_review(False)
            self._view.refresh()
        else:
            return False
        return True
