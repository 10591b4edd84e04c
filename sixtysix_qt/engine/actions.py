"""The ``Action`` value and the two ways an action can be refused (docs/RULES.md section 1).

Actions travel as strings (``"play QS"``, ``"bid 2"``) through saves, logs
and the AI's answers; ``Action`` is their typed form, so a caller reads
``action.card`` instead of splitting text.  ``str(Action.parse(t)) == t``
for every well-formed action.  ``InvalidAction`` means the text is not an
action at all; ``IllegalAction`` means it is one, but not legal now.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import parse_card
from .options import MAX_BID


class ActionError(ValueError):
    """An action was refused; the message says why in a sentence."""


class InvalidAction(ActionError):
    """Not an action at all: unknown verb, bad card code, wrong argument."""


class IllegalAction(ActionError):
    """A well-formed action that the rules do not allow in this state."""


class Kind(StrEnum):
    """The verb of an action, as written in the action string."""

    PLAY = "play"
    MARRY = "marry"
    EXCHANGE = "exchange"
    CLOSE = "close"
    DECLARE = "declare"
    BID = "bid"
    PASS = "pass"


#: the verbs that name a card
CARD_KINDS = (Kind.PLAY, Kind.MARRY)

_USAGE = "use one of play CARD, marry CARD, exchange, close, declare, bid N, pass"


@dataclass(frozen=True)
class Action:
    """One action: its kind, the card it plays (play, marry), the level it bids (bid)."""

    kind: Kind
    card: str | None = None
    level: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Kind):
            object.__setattr__(self, "kind", _kind(self.kind, str(self.kind)))
        if self.kind in CARD_KINDS:
            try:
                parse_card(self.card)
            except ValueError as err:
                raise InvalidAction(str(err)) from None
        elif self.card is not None:
            raise InvalidAction(f"'{self.kind}' takes no card")
        if self.kind is Kind.BID:
            if not isinstance(self.level, int) or not 1 <= self.level <= MAX_BID:
                raise InvalidAction(f"a bid is 'bid N' with N from 1 to {MAX_BID}")
        elif self.level is not None:
            raise InvalidAction(f"'{self.kind}' takes no level")

    @classmethod
    def parse(cls, text: object) -> Action:
        """The action a string names; InvalidAction with the reason otherwise."""
        if not isinstance(text, str):
            raise InvalidAction(f"an action is a string such as 'play QS', not {text!r}")
        words = text.split()
        if not words:
            raise InvalidAction(f"{text!r} is not an action: {_USAGE}")
        kind = _kind(words[0], text)
        if kind in CARD_KINDS:
            if len(words) != 2:
                raise InvalidAction(f"{text!r}: '{kind}' takes one card, e.g. '{kind} QS'")
            return cls(kind, card=words[1])
        if kind is Kind.BID:
            if len(words) != 2 or words[1] not in {str(n) for n in range(1, MAX_BID + 1)}:
                raise InvalidAction(f"{text!r}: a bid is 'bid N' with N from 1 to {MAX_BID}")
            return cls(kind, level=int(words[1]))
        if len(words) != 1:
            raise InvalidAction(f"{text!r}: '{kind}' takes no argument")
        return cls(kind)

    def __str__(self) -> str:
        if self.card is not None:
            return f"{self.kind} {self.card}"
        if self.level is not None:
            return f"{self.kind} {self.level}"
        return str(self.kind)

    @property
    def suit(self) -> str | None:
        """The suit letter of the card played or married (``"S"`` for ``marry QS``)."""
        return None if self.card is None else self.card[1]

    @property
    def rank(self) -> str | None:
        """The rank letter of the card played or married (``"Q"`` for ``marry QS``)."""
        return None if self.card is None else self.card[0]


def _kind(word: str, text: str) -> Kind:
    try:
        return Kind(word)
    except ValueError:
        raise InvalidAction(f"{text!r} is not an action: {_USAGE}") from None


__all__ = [
    "CARD_KINDS",
    "Action",
    "ActionError",
    "IllegalAction",
    "InvalidAction",
    "Kind",
]
