"""The player's rating from deal results against the computer levels (Glicko-1).

Each computer level has a fixed rating on one scale, measured by playing
the levels against their neighbours in the arena (``LEVEL_RATINGS``; the
figures, the command and the number of deals are in
``benchmarks/LEVEL-RATINGS.md``).  The player starts at :data:`START` with a
wide uncertainty (:data:`START_RD`); every counted deal of a two-player
variant against a level is one game of Glicko-1 (Glickman 1999): a win 1, a
loss 0, a tie (65 to 65) one half, and a deal left unfinished for a new game a
loss (so a losing deal cannot be dodged).  The rating deviation (RD) shrinks
as results come in, so the player sees how sure the figure is; it never falls
below :data:`MIN_RD`, and it grows back with the days away from the table
(Glicko's c, :data:`RD_GROWTH`: about a year away and the figure is as unsure
as a newcomer's).  Practice deals never count.  No Qt, nothing of ours
imported: ``storage.Statistics`` keeps the rating and its history.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: each level's rating on the player's scale (benchmarks/LEVEL-RATINGS.md)
LEVEL_RATINGS: dict[str, float] = {
    "easy": 1281.0,
    "medium": 1400.0,  # the anchor of the scale
    "hard": 1450.0,
    "expert": 1537.0,
}
#: the standard error of each level's measured rating (tools/level_ratings.py)
LEVEL_RD: dict[str, float] = {"easy": 8.0, "medium": 0.0, "hard": 14.0, "expert": 30.0}
START = 1400.0
START_RD = 350.0
MIN_RD = 40.0
MAX_RD = 350.0
#: days away after which a settled rating (:data:`MIN_RD`) is as unsure as a new one
DAYS_TO_FORGET = 365
#: Glicko's c: the deviation grows by this (squared, per whole day) without a rated deal
RD_GROWTH = math.sqrt((START_RD**2 - MIN_RD**2) / DAYS_TO_FORGET)
#: the variants whose deals are rated (one player against one computer level)
RATED_PRESETS = ("classic", "schnapsen")
_Q = math.log(10) / 400


@dataclass(frozen=True)
class Rating:
    """A rating and its deviation (about two thirds of players' true strength lie within)."""

    value: float = START
    rd: float = START_RD

    def low_high(self) -> tuple[float, float]:
        """The 95% interval: value ± 1.96 RD."""
        return self.value - 1.96 * self.rd, self.value + 1.96 * self.rd


def aged(rating: Rating, days: float) -> Rating:
    """The rating after ``days`` away from rated play: each whole day (Glicko's rating
    period) adds :data:`RD_GROWTH` squared to the variance, never past :data:`MAX_RD`."""
    periods = math.floor(days) if math.isfinite(days) else 0
    if periods <= 0:
        return rating
    rd = min(MAX_RD, math.sqrt(rating.rd**2 + RD_GROWTH**2 * periods))
    return Rating(rating.value, rd)


def _g(rd: float) -> float:
    return 1 / math.sqrt(1 + 3 * _Q**2 * rd**2 / math.pi**2)


def expected(rating: Rating, opponent: float, opponent_rd: float = 0.0) -> float:
    """The chance of winning a deal against a level rated ``opponent``."""
    return 1 / (1 + 10 ** (-_g(opponent_rd) * (rating.value - opponent) / 400))


def update(rating: Rating, level: str, score: float) -> Rating:
    """The rating after one deal against ``level`` (score 1 won, 0 lost, 0.5 tied)."""
    if level not in LEVEL_RATINGS:
        return rating
    opponent, opp_rd = LEVEL_RATINGS[level], LEVEL_RD.get(level, 0.0)
    g = _g(opp_rd)
    e = expected(rating, opponent, opp_rd)
    d2 = 1 / (_Q**2 * g**2 * e * (1 - e))
    denominator = 1 / rating.rd**2 + 1 / d2
    value = rating.value + _Q / denominator * g * (score - e)
    rd = max(MIN_RD, min(MAX_RD, math.sqrt(1 / denominator)))
    return Rating(value, rd)


def deal_score(winner: int | None, side: int, tied: bool = False) -> float | None:
    """1, 0 or one half (``tied``: 65 to 65, nobody won) for a deal seen from ``side``;
    None when nobody won and it was no tie (a deal thrown in or replayed)."""
    if winner is None:
        return 0.5 if tied else None
    return 1.0 if winner == side else 0.0


__all__ = [
    "DAYS_TO_FORGET",
    "LEVEL_RATINGS",
    "LEVEL_RD",
    "MIN_RD",
    "RATED_PRESETS",
    "RD_GROWTH",
    "START",
    "START_RD",
    "Rating",
    "aged",
    "deal_score",
    "expected",
    "update",
]
