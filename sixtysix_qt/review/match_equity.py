"""Match equity: the chance of winning the match from a score, and what a deal's end is worth.

A match of two players goes to ``game_target`` game points.  How a deal
ends (won or lost by 1, 2 or 3, or a 65:65 tie) is measured from the
expert's own deals (``tools/match_equity.py`` counts expert-against-expert
deals into ``match_equity.json``, as the dealer's net game points), and the
chance of winning the match from every score follows by dynamic programming
over the scores, the carry of tied deals and who deals next (the deal
alternates, or with ``deal_to_winner`` goes to the winner).

Inside a match a deal's end is worth the change in match equity it brings
(:func:`deal_values`): the table the searches are handed instead of game
points (``ai/deal_values.py``), and the review's yardstick when a kept deal
knows its match.  ``three-hand``, ``four-hand`` and ``bidding`` stay
deal-minded: no measured distribution (their expert deals are too costly
for the budget), and three seats each for themselves, or bids that score
below zero, make the score more than two counts.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from .match_record import MatchRecord

DATA_FILE = Path(__file__).with_name("match_equity.json")
#: the presets with a measured distribution: two players, one count each
MATCH_PRESETS = ("classic", "schnapsen")
#: ties carried into one deal that the table tells apart (more are counted as this many)
CARRY_CAP = 2
#: the game points a deal's end can bring (``historical_closing`` scores 6)
OUTCOMES = tuple(range(-6, 7))


def distribution(preset: str) -> dict[int, float] | None:
    """The measured share of each dealer's net result of ``preset``, None without one."""
    return _distributions().get(preset)


@lru_cache(maxsize=1)
def _distributions() -> dict[str, dict[int, float]]:
    doc = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    out = {}
    for preset, entry in doc["presets"].items():
        counts = {int(k): int(v) for k, v in entry["dealer_net"].items()}
        total = sum(counts.values())
        out[preset] = {k: v / total for k, v in counts.items() if v}
    return out


class EquityTable:
    """P(the side wins the match) for every score, by dynamic programming.

    ``chance(mine, theirs, i_deal, carry)``: the side has ``mine`` game
    points, the other ``theirs``, ``i_deal`` says whether the side deals the
    next deal, ``carry`` points wait for that deal's winner.  ``dealer_net``
    is each net result of a deal for its dealer with its share.
    """

    def __init__(self, dealer_net: dict[int, float], target: int, to_winner: bool) -> None:
        self.target = target
        self.to_winner = to_winner
        self.tie = dealer_net.get(0, 0.0)
        self.results = [(k, p) for k, p in sorted(dealer_net.items()) if k]
        self.table: dict[tuple[int, int, bool, int], float] = {}
        for mine in range(target - 1, -1, -1):
            for theirs in range(target - 1, -1, -1):
                self._fill(mine, theirs)

    def chance(self, mine: int, theirs: int, i_deal: bool, carry: int = 0) -> float:
        if mine >= self.target:
            return 1.0
        if theirs >= self.target:
            return 0.0
        return self.table[mine, theirs, i_deal, min(carry, CARRY_CAP)]

    def after(self, mine: int, theirs: int, i_deal: bool, carry: int, net: int) -> float:
        """The chance once the side's deal ended ``net`` game points for it (0: a tie)."""
        if net == 0:
            return self.chance(mine, theirs, not i_deal, carry + 1)
        if net > 0:
            return self.chance(mine + net + carry, theirs, self.to_winner or not i_deal)
        return self.chance(mine, theirs - net + carry, not self.to_winner and not i_deal)

    def _decided(self, mine: int, theirs: int, i_deal: bool, carry: int) -> float:
        """The part of the chance from deals that are not tied."""
        return sum(
            p * self.after(mine, theirs, i_deal, carry, k if i_deal else -k)
            for k, p in self.results
        )

    def _fill(self, mine: int, theirs: int) -> None:
        # a tie keeps the score, passes the deal and carries a point: solve the
        # capped carry's two dealers together, then the smaller carries downwards
        top = CARRY_CAP
        r = {d: self._decided(mine, theirs, d, top) for d in (True, False)}
        q = self.tie
        mine_deals = (r[True] + q * r[False]) / (1 - q * q)
        self.table[mine, theirs, True, top] = mine_deals
        self.table[mine, theirs, False, top] = r[False] + q * mine_deals
        for carry in range(top - 1, -1, -1):
            for d in (True, False):
                tied = self.table[mine, theirs, not d, carry + 1]
                self.table[mine, theirs, d, carry] = self._decided(mine, theirs, d, carry) + (
                    q * tied
                )


@lru_cache(maxsize=64)
def equity_table(preset: str, target: int, to_winner: bool = False) -> EquityTable | None:
    """The table of ``preset`` for a match to ``target``, None for a deal-minded preset."""
    dist = distribution(preset)
    if dist is None:
        return None
    return EquityTable(dist, target, to_winner)


def _table_for(preset: str, options: dict[str, Any]) -> EquityTable | None:
    return equity_table(preset, int(options["game_target"]), bool(options["deal_to_winner"]))


def equity(preset: str, options: dict[str, Any], match: MatchRecord, side: int) -> float | None:
    """``side``'s chance of winning the match before the deal of ``match``."""
    table = _table_for(preset, options)
    if table is None:
        return None
    mine, theirs = match.before[side], match.before[1 - side]
    return table.chance(mine, theirs, match.dealer == side, match.carry)


def deal_values(
    preset: str, options: dict[str, Any], match: MatchRecord, side: int
) -> dict[int, float] | None:
    """What each end of the deal is worth to ``side``: its net game points -> the
    change in its chance of winning the match.  None for a deal-minded preset."""
    table = _table_for(preset, options)
    if table is None:
        return None
    mine, theirs = match.before[side], match.before[1 - side]
    i_deal = match.dealer == side
    before = table.chance(mine, theirs, i_deal, match.carry)
    return {net: table.after(mine, theirs, i_deal, match.carry, net) - before for net in OUTCOMES}
