"""A match: deals to the game target, dealer rotation, carries, the running score.

The match is the one mutable object of the engine: it holds the current
immutable ``DealState`` and the finished deals.  Every deal is fixed by its
deck order, dealer and actions, which is all a save file needs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, IllegalAction
from .options import BETWEEN_DEALS, HasRules, OptionError, Rules, make_rules
from .scoring import Reason, Result
from .state import DealState, check_seed, new_deal


@dataclass
class DealRecord:
    """A finished deal as the match scored it."""

    dealer: int
    deck: list[str]
    actions: list[str]
    result: Result
    carry_added: int = 0
    scores_after: list[int] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    """The deal's own rule options (they differ from the match's after a change between deals)."""


class Match(HasRules):
    """Deals of one preset, scored toward ``game_target`` game points."""

    def __init__(
        self,
        preset: str = "classic",
        *,
        seed: int | None = None,
        first_dealer: int | None = None,
        **options: Any,
    ) -> None:
        self.rules: Rules = make_rules(preset, **options)
        n = self.rules.shape.players
        check_seed(seed)
        self.seed: int = seed if seed is not None else random.randrange(2**62)
        if first_dealer is None:
            first_dealer = random.Random(f"{self.seed}:dealer").randrange(n)
        if not isinstance(first_dealer, int) or not 0 <= first_dealer < n:
            raise ValueError(f"first_dealer must be a seat 0..{n - 1}, not {first_dealer!r}")
        self.first_dealer: int = first_dealer
        self.finished: list[DealRecord] = []
        self.scores: list[int] = [0] * self.rules.shape.sides
        self.carry: int = 0
        self.state: DealState = self._deal(first_dealer, None)

    # ------------------------------------------------------------------ deals
    @property
    def deal_number(self) -> int:
        """1 for the first deal of the match."""
        return len(self.finished) + 1

    def _deal(
        self, dealer: int, deck: list[str] | None, options: dict[str, Any] | None = None
    ) -> DealState:
        opts = self.rules.options if options is None else options
        if deck is None:
            seed = random.Random(f"{self.seed}:{len(self.finished)}").randrange(2**62)
            return new_deal(self.preset, seed=seed, dealer=dealer, **opts)
        return new_deal(self.preset, deck=deck, dealer=dealer, **opts)

    def change_between_deals(self, **changes: Any) -> None:
        """Change options of ``BETWEEN_DEALS`` from the next deal on (the deal on the table
        keeps its own); any other option raises ``OptionError``: it would change the score."""
        fixed = set(changes) - BETWEEN_DEALS
        if fixed:
            raise OptionError(f"only {', '.join(sorted(BETWEEN_DEALS))} may change in a match")
        self.rules = make_rules(self.preset, **{**self.rules.options, **changes})

    @property
    def target(self) -> int:
        return int(self.rules.options["game_target"])

    @property
    def is_over(self) -> bool:
        return any(s >= self.target for s in self.scores)

    @property
    def winner(self) -> int | None:
        """The side (seat in 2- and 3-player presets) that won the match."""
        if not self.is_over:
            return None
        reached = [s for s, pts in enumerate(self.scores) if pts >= self.target]
        if len(reached) > 1 and self.finished:
            last = self.finished[-1].result
            if last.reason.is_contract and last.winner is not None:
                # both sides passed the target in one deal: the bidding side wins
                return last.winner if last.reason.made else 1 - last.winner
        return max(reached, key=lambda s: self.scores[s])

    def apply(self, action: str | Action) -> DealState:
        """Apply an action to the current deal; score the deal when it ends."""
        if self.state.is_over:
            raise IllegalAction("the deal is over: call next_deal() first")
        self.state = self.state.apply(action)
        if self.state.is_over:
            self._score(self.state)
        return self.state

    def _score(self, state: DealState) -> None:
        result = state.result
        assert result is not None  # called once the deal is over
        added = 0
        if result.reason is Reason.TIE_65:
            self.carry += 1
        elif result.winner is not None and result.game_points > 0 and self.carry:
            added, self.carry = self.carry, 0
        for side, pts in enumerate(result.scores):
            self.scores[side] += pts + (added if side == result.winner else 0)
        self.finished.append(
            DealRecord(
                state.dealer,
                state.deck_codes,
                state.actions,
                result,
                added,
                list(self.scores),
                dict(state.options),
            )
        )

    def next_dealer(self) -> int:
        last = self.finished[-1]
        n = self.rules.shape.players
        reason, winner = last.result.reason, last.result.winner
        if reason is Reason.REPLAY:
            return last.dealer
        if (
            self.rules.options["deal_to_winner"]
            and winner is not None
            and reason is not Reason.THROWN_IN
        ):
            if not self.rules.shape.teams:
                return winner
            for i in range(1, n + 1):
                seat = (last.dealer + i) % n
                if seat % 2 == winner:
                    return seat
        return (last.dealer + 1) % n

    def next_deal(self) -> DealState:
        """Start the next deal once the current one is over and the match is not."""
        if not self.state.is_over:
            raise IllegalAction("the current deal is still being played")
        if self.is_over:
            raise IllegalAction("the match is over")
        self.state = self._deal(self.next_dealer(), None)
        return self.state

    def restart_deal(self, state: DealState) -> None:
        """Put back an earlier state of the current deal (undo); it must be one of its own."""
        cur = self.state
        if (state.deck, state.dealer) != (cur.deck, cur.dealer) or state.is_over:
            raise ValueError("that state does not belong to the deal being played")
        if cur.is_over:
            self.finished.pop()
            self._recount()
        self.state = state

    def _recount(self) -> None:
        self.scores = (
            list(self.finished[-1].scores_after) if self.finished else [0] * len(self.scores)
        )
        self.carry = 0
        for rec in self.finished:
            if rec.result.reason is Reason.TIE_65:
                self.carry += 1
            elif rec.carry_added:
                self.carry = 0
