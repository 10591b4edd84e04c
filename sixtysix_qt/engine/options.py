"""Presets and validated rule options (docs/RULES.md section 2 and "Options").

The options themselves are declared once, in ``option_specs.py``; this
module derives their defaults, the presets they change and their checks.

A preset fixes the shape of the game (players, deck, hand, talon, target);
the options on top of it are what a player may change.  ``Rules`` is a frozen
value shared by every state of a deal, so states stay cheap to copy.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from .cards import JACK, NINE, RANKS
from .option_specs import option_defaults, option_spec, option_specs

#: a marriage (king and queen of one suit) in a plain suit, and in trumps
MARRIAGE_POINTS = 20
TRUMP_MARRIAGE_POINTS = 40
#: bidding: each bid level is worth this many points (bid 2 needs 66), and
#: the highest level is the moon (take every trick)
BID_UNIT = 33
MAX_BID = 5


def marriage_value(suit: int, trump: int | None, bidding: bool = False) -> int:
    """Points a marriage of ``suit`` scores; in bidding every marriage before trump is named counts 40."""
    if suit == trump or (trump is None and bidding):
        return TRUMP_MARRIAGE_POINTS
    return MARRIAGE_POINTS


class OptionError(ValueError):
    """An unknown preset, an unknown option, or an invalid value, named in the message."""


@dataclass(frozen=True)
class Shape:
    """What a preset fixes and no option changes (docs/RULES.md section 2).

    The rules page, the AI and the engine all read a preset's facts here.
    """

    players: int  # seats at the table
    lowest_rank: int  # index into cards.RANKS: NINE for 9-A, JACK for J-A
    copies: int  # 2 for the double deck of four-hand
    hand_size: int
    packets: tuple[int, ...]  # cards per seat in each round of dealing
    has_talon: bool
    deal_target: int  # the points that win a deal: 66, or 101 in four-hand
    last_trick_bonus: int  # 10 to the winner of the last trick, 0 for none
    teams: bool  # partners sit opposite (seats 0+2 against 1+3)
    closing: bool  # the talon may be closed
    exchange_rank: int | None  # the trump card that may take the turned trump card
    bidding: bool = False  # an auction fixes the contract; the first card led names trump

    @property
    def sides(self) -> int:
        return 2 if self.teams else self.players

    @property
    def deck_size(self) -> int:
        return (len(RANKS) - self.lowest_rank) * 4 * self.copies

    @property
    def talon_size(self) -> int:
        """Cards left after dealing, the turned trump card included (0 without a talon)."""
        return self.deck_size - self.players * self.hand_size if self.has_talon else 0

    @property
    def ranks(self) -> str:
        """The ranks in the pack, low to high, e.g. ``"9JQKTA"``."""
        return RANKS[self.lowest_rank :]

    @property
    def loser_line(self) -> int:
        """The loser's "33" line: half the deal target rounded up (51 at 101)."""
        return -(-self.deal_target // 2)


SHAPES: dict[str, Shape] = {
    "classic": Shape(
        players=2,
        lowest_rank=NINE,
        copies=1,
        hand_size=6,
        packets=(3, 3),
        has_talon=True,
        deal_target=66,
        last_trick_bonus=10,
        teams=False,
        closing=True,
        exchange_rank=NINE,
    ),
    "schnapsen": Shape(
        players=2,
        lowest_rank=JACK,
        copies=1,
        hand_size=5,
        packets=(3, 2),
        has_talon=True,
        deal_target=66,
        last_trick_bonus=0,
        teams=False,
        closing=True,
        exchange_rank=JACK,
    ),
    "three-hand": Shape(
        players=3,
        lowest_rank=NINE,
        copies=1,
        hand_size=6,
        packets=(3, 3),
        has_talon=True,
        deal_target=66,
        last_trick_bonus=10,
        teams=False,
        closing=False,
        exchange_rank=NINE,
    ),
    "four-hand": Shape(
        players=4,
        lowest_rank=NINE,
        copies=2,
        hand_size=7,
        packets=(3, 4),
        has_talon=True,
        deal_target=101,
        last_trick_bonus=10,
        teams=True,
        closing=False,
        exchange_rank=NINE,
    ),
    "bidding": Shape(
        players=4,
        lowest_rank=NINE,
        copies=1,
        hand_size=6,
        packets=(3, 3),
        has_talon=False,
        deal_target=66,
        last_trick_bonus=0,
        teams=True,
        closing=False,
        exchange_rank=None,
        bidding=True,
    ),
}
PRESETS = tuple(SHAPES)


class _Defaults(Mapping[str, Any]):
    """Option name -> its default, read from ``OPTION_SPECS`` at each use (never stale)."""

    def __getitem__(self, name: str) -> Any:
        try:
            return option_spec(name).default
        except KeyError:
            raise KeyError(name) from None

    def __iter__(self) -> Iterator[str]:
        return iter([spec.name for spec in option_specs()])

    def __len__(self) -> int:
        return len(option_specs())

    def __repr__(self) -> str:
        return repr(dict(self))


#: option name -> its default (the type of the default is the option's type), in
#: ``OPTION_SPECS`` order; a read-only view of the one declaration
OPTION_DEFAULTS: Mapping[str, Any] = _Defaults()
FALSE_CLAIM_VALUES = option_spec("false_claim").values

BETWEEN_DEALS = frozenset({"auto_declare"})
"""Options a player may change between two deals of a match: how the claim is made, never
what a deal scores (``Match.change_between_deals``)."""


def options_for(preset: str) -> tuple[str, ...]:
    """The rule options that change something in ``preset``, in ``OPTION_SPECS`` order.

    The others are accepted (a saved setting may carry them) but do nothing
    there: each spec names the preset features it needs (``needs``) and those
    that make it idle (``idle_with``).  A dialog shows only these, so every
    choice it offers is a real one.
    """
    shape = SHAPES[preset]
    return tuple(
        spec.name
        for spec in option_specs()
        if all(getattr(shape, f) for f in spec.needs)
        and not any(getattr(shape, f) for f in spec.idle_with)
    )


GAME_TARGET_RANGE = (option_spec("game_target").low, option_spec("game_target").high)
"""The game points a match may be played to, lowest and highest."""


def _check(name: str, value: Any) -> Any:
    spec = option_spec(name)
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise OptionError(f"rule option {name!r} must be true or false, not {value!r}")
    elif spec.kind == "choice":
        if value not in spec.values:
            raise OptionError(
                f"rule option {name!r} must be one of {', '.join(spec.values)}, not {value!r}"
            )
    elif (
        isinstance(value, bool) or not isinstance(value, int) or not spec.low <= value <= spec.high
    ):
        raise OptionError(
            f"rule option {name!r} must be a whole number {spec.low}..{spec.high}, not {value!r}"
        )
    return value


@dataclass(frozen=True)
class Rules:
    """A preset plus every rule option, validated."""

    preset: str
    shape: Shape
    options: dict[str, Any] = field(hash=False, compare=True)

    def __getattr__(self, name: str) -> Any:
        # options read as attributes: rules.auto_declare, rules.false_claim ...
        options = self.__dict__.get("options")
        if options is not None and name in options:
            return options[name]
        raise AttributeError(name)

    def as_dict(self) -> dict[str, Any]:
        return {"preset": self.preset, **self.options}

    def shape_dict(self) -> dict[str, Any]:
        return asdict(self.shape)


class HasRules:
    """``preset`` and ``options`` for anything that carries ``rules`` (a deal, a match)."""

    rules: Rules

    @property
    def preset(self) -> str:
        return self.rules.preset

    @property
    def options(self) -> dict[str, Any]:
        """A copy of every option's value."""
        return dict(self.rules.options)


def make_rules(preset: str = "classic", **options: Any) -> Rules:
    """Validate a preset name and option overrides; OptionError names what is wrong."""
    if not isinstance(preset, str) or preset not in SHAPES:
        raise OptionError(f"unknown preset {preset!r}: choose one of {', '.join(PRESETS)}")
    values: dict[str, Any] = option_defaults()
    for name, value in options.items():
        if name not in values:
            raise OptionError(
                f"unknown rule option {name!r}: known options are {', '.join(OPTION_DEFAULTS)}"
            )
        values[name] = _check(name, value)
    return Rules(preset, SHAPES[preset], values)
