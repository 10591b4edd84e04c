"""What the end of a deal is worth to the searching side: game points, or a table handed in.

A lone deal is worth its net game points (won or lost by 1, 2 or 3).  Inside
a match the caller, who knows the score, hands in what each of those ends is
worth there (the change in the chance of winning the match,
``review/match_equity.py``) as data in the observation (``OBSERVATION_KEY``),
as the rules' numbers reach the compiled core as data in each call; the AI
never computes it, so it needs to know nothing of matches.

The table must not fall as the net game points rise (winning by more is
never worse): minimax then commutes with it, so the exact solvers may search
in game points and value the result by the table (the compiled core does;
the pure-Python solver values every end of the deal by the table; both give
the same values, ``tests/ai/test_deal_values.py``).  Averages over worlds and
rollouts are taken of the table's values, which is where the table changes
the choice: at 6:5 a sure win by 1 is worth as much as a risky win by 3.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: the observation's entry that carries a deal's values: [[net game points, value], ...]
OBSERVATION_KEY = "deal_values"
#: the net game points a deal's end can bring (``historical_closing`` scores 6)
LOWEST, HIGHEST = -6, 6


@dataclass(frozen=True)
class DealValues:
    """The worth of each net result -6..6 of a deal for the searching side."""

    values: tuple[float, ...]

    @classmethod
    def from_mapping(cls, table: Mapping[int, float]) -> DealValues:
        """A table of every net result -6..6; a ValueError that says what is wrong."""
        try:
            values = tuple(float(table[points]) for points in range(LOWEST, HIGHEST + 1))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"deal values need every net result -6..6 as a number: {exc}") from exc
        if not all(math.isfinite(v) for v in values):
            raise ValueError("deal values must be finite numbers")
        if any(b < a for a, b in zip(values, values[1:], strict=False)):
            raise ValueError("deal values must not fall as the net game points rise")
        return cls(values)

    def of(self, points: float) -> float:
        """The worth of a deal that ended ``points`` net game points for the side."""
        return self.values[int(points) - LOWEST]

    @property
    def point(self) -> float:
        """What one game point is worth near an even deal (win by 1 against loss by 1,
        halved): the scale of a margin the search keeps in game points."""
        return (self.of(1) - self.of(-1)) / 2


def worth(points: float, values: DealValues | None) -> float:
    """``points`` valued by the table, or as game points without one."""
    return points if values is None else values.of(points)


def from_observation(obs: Mapping[str, Any]) -> DealValues | None:
    """The table an observation carries, None for game points."""
    pairs = obs.get(OBSERVATION_KEY)
    if pairs is None:
        return None
    try:
        table = {int(points): value for points, value in pairs}
    except (TypeError, ValueError) as exc:
        raise ValueError(
            f"{OBSERVATION_KEY}: pairs of net game points and value, not {pairs!r}"
        ) from exc
    return DealValues.from_mapping(table)


def to_observation(table: Mapping[int, float]) -> list[list[float]]:
    """The observation's form of a table (plain lists, through any process pipe)."""
    return [[points, float(table[points])] for points in range(LOWEST, HIGHEST + 1)]
