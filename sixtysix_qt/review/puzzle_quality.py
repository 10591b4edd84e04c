"""What makes a puzzle worth solving: fair, not solved by greed, not only the obvious card.

- **Fair.** A puzzle says every card is known.  With the talon used up that
  is true; with a closed talon still holding cards the player cannot tell
  the opponent's hidden cards from the talon's, so :func:`fair` tries the
  key move in *every* deal of those cards that agrees with what the player
  saw (:func:`consistent_worlds`) and keeps the puzzle only if the key move
  reaches the goal in all of them.
- **Not greedy.** :func:`greedy_solves` plays the player's side by one-ply
  greed against the solver's defence: the rule of ``ai.greedy`` (bank the
  most points now) and the trick-points greed of ``puzzle_greed``, written
  apart from it; a puzzle greed solves teaches nothing.
- **Not only the obvious card.** :func:`obvious` is an ace, the player's
  highest-scoring card, or a card nothing unseen can beat.
- **Themes** (:data:`THEMES`) say what a puzzle is about; every puzzle has one.
- :func:`refutation` is the defence's answer to a wrong move and the best
  that is left; :func:`other_winners` the other moves as good as the line's.

No Qt here; ``tools/make_puzzles.py`` stores the verdicts with each puzzle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations

from ..ai.common import beats, decode, side_value
from ..ai.greedy import greedy_move as greedy_of
from ..engine import DealState, Result
from ..engine.cards import points_of, rank_of, suit_of
from ..engine.moves import MARRY, PLAY, move_text, parse_move
from .playon import hidden_slots, same_view
from .puzzle_greed import greed_kinds
from .puzzles import Puzzle, defence_move, hero_value, principal_line

#: theme id -> English name (the GUI translates by id)
THEMES: dict[str, str] = {
    "closing": "Closing",
    "last_trump": "The last trump",
    "counting": "Counting to 66",
    "marriage": "Marriages",
    "under_33": "Opponent under 33",
    "last_trick": "The last trick",
}
ACE = 7


def consistent_worlds(state: DealState, hero: int) -> Iterator[DealState]:
    """Every deal of the cards ``hero`` cannot see that agrees with all it saw.

    The closed talon's order does not matter (no card is drawn again), so a
    world is which hidden cards the opponent holds; the rest lie in the talon.
    """
    obs = state.observation(hero)
    per_seat, talon_slots = hidden_slots(state, hero)
    ((opp, opp_slots),) = per_seat.items()
    pool = [state.deck[k] for k in (*opp_slots, *talon_slots)]
    for chosen in combinations(sorted(pool), len(opp_slots)):
        rest = [c for c in sorted(pool) if c not in chosen]
        deck = list(state.deck)
        for k, c in zip(opp_slots, chosen, strict=True):
            deck[k] = c
        for k, c in zip(talon_slots, rest, strict=True):
            deck[k] = c
        world = same_view(state, deck, hero, obs)
        if world is not None:
            yield world


@dataclass(frozen=True)
class Fairness:
    """The key move tried in every world the player cannot tell apart."""

    worlds: int
    winning: int  # worlds where the key move still reaches the goal
    best: int  # worlds where it is also a best move

    @property
    def fair(self) -> bool:
        return self.worlds > 0 and self.winning == self.worlds


def fairness(puzzle: Puzzle) -> Fairness:
    state = puzzle.state()
    key = parse_move(puzzle.solution[0])
    worlds = winning = best = 0
    for world in consistent_worlds(state, puzzle.seat):
        values = hero_value(world, puzzle.seat)
        worlds += 1
        winning += values[key] >= puzzle.value
        best += values[key] == max(values.values())
    return Fairness(worlds, winning, best)


def every_card_known(state: DealState) -> bool:
    """Two players, talon used up: the player knows every card (no world to try)."""
    return state.shape.players == 2 and not state.talon


def fair(puzzle: Puzzle) -> bool:
    """Every card known, or the key move reaches the goal in every consistent world."""
    state = puzzle.state()
    return every_card_known(state) or fairness(puzzle).fair


def greedy_move(state: DealState, seat: int) -> int:
    """One-ply greed for ``seat`` (``ai.greedy``: bank the most points now)."""
    return greedy_of(decode(state.observation(seat)))


def grabbing_move(state: DealState, seat: int) -> int:
    """Greed that grabs: as :func:`greedy_move`, but it leads its highest-scoring card
    (a plain suit before trumps) instead of its cheapest."""
    move = greedy_move(state, seat)
    if state.trick or move >> 6 != PLAY:
        return move
    info = decode(state.observation(seat))
    plays = [m for m in info.legal if m >> 6 == PLAY]
    return max(plays, key=lambda m: (points_of(m & 63), not info.is_trump(m & 63), -m))


def greedy_solves(puzzle: Puzzle) -> bool:
    """Greed on the player's side, the solver's defence: does any kind reach the goal?

    The cautious greed of ``ai.greedy`` (:func:`greedy_move`), the grabbing one
    (:func:`grabbing_move`) and the four kinds of trick-points greed of
    ``puzzle_greed``, which shares no code with ``ai.greedy`` (coach-4 defect 4).
    """
    kinds = (greedy_move, grabbing_move, *greed_kinds())
    return any(_greedy_reaches(puzzle, kind) for kind in kinds)


def _final(state: DealState) -> Result:
    """The result of a deal played to its end."""
    assert state.result is not None, "the deal is still in play"
    return state.result


def _greedy_reaches(puzzle: Puzzle, choose: Callable[[DealState, int], int]) -> bool:
    state = puzzle.state()
    hero = puzzle.seat
    while not state.is_over:
        if state.to_move == hero:
            state = state.apply_move(choose(state, hero))
        else:
            state = state.apply_move(defence_move(state, hero))
    return side_value(_final(state), hero) >= puzzle.value


def obvious(state: DealState, hero: int, move: int) -> bool:
    """An ace, the player's highest-scoring card, or a card nothing unseen can beat."""
    if move >> 6 not in (PLAY, MARRY):
        return False
    card = move & 63
    if rank_of(card) == ACE:
        return True
    hand = state.hands[hero]
    if points_of(card) >= max(points_of(c) for c in range(64) if hand >> c & 1):
        return True
    info = decode(state.observation(hero))
    others = info.unseen | sum(info.known.get(s, 0) for s in info.known if s != hero)
    if state.trick:
        return False  # puzzles start with a lead; a reply is judged by the trick
    return not any(others >> c & 1 and beats(c, card, info.trump) for c in range(64))


def themes(puzzle: Puzzle) -> list[str]:
    """The themes of a puzzle, read off its position and its solution line."""
    start = puzzle.state()
    hero = puzzle.seat
    found: list[str] = []
    if start.closed:
        found.append("closing")
    state = start
    last_trump = marriage = False
    for action in puzzle.solution:
        move = parse_move(action)
        if state.to_move == hero and move >> 6 == MARRY:
            marriage = True
        if state.to_move == hero and move >> 6 in (PLAY, MARRY):
            last_trump |= _takes_last_trump(state, hero, move & 63)
        state = state.apply(action)
    if last_trump:
        found.append("last_trump")
    if puzzle.goal == "reach_target":
        found.append("counting")
    if marriage:
        found.append("marriage")
    if puzzle.goal == "win_points" and puzzle.value >= 2:
        found.append("under_33")  # two game points: the opponent kept under 33 (or trickless)
    if state.result is not None and state.result["reason"] == "last_trick":
        found.append("last_trick")  # nobody reaches the target: the last trick decides
    return found


def _takes_last_trump(state: DealState, hero: int, card: int) -> bool:
    """A trump led that leaves the opponent exactly one trump, which it must give up now."""
    trump = state.tsuit
    if trump is None or suit_of(card) != trump or state.trick:
        return False
    opp = state.hands[1 - hero]
    opp_trumps = [c for c in range(64) if opp >> c & 1 and suit_of(c) == trump]
    return len(opp_trumps) == 1


def quality_problems(puzzle: Puzzle) -> list[str]:
    """What keeps a puzzle from being worth solving ([] when it is fair, not greedy and
    its stored themes and subtlety are what its position says)."""
    problems = []
    state = puzzle.state()
    if not fair(puzzle):
        problems.append(f"{puzzle.id}: the key move fails in a deal of the unseen cards")
    if greedy_solves(puzzle):
        problems.append(f"{puzzle.id}: one-ply greedy play solves it")
    if sorted(puzzle.themes) != sorted(themes(puzzle)):
        problems.append(f"{puzzle.id}: its themes should be {themes(puzzle)}")
    subtle = not obvious(state, puzzle.seat, parse_move(puzzle.solution[0]))
    if puzzle.subtle != subtle:
        problems.append(f"{puzzle.id}: subtle should be {subtle}")
    return problems


@dataclass(frozen=True)
class Refutation:
    """After a wrong move: the defence's answer and the best left for the player."""

    answer: str | None  # the defence's move, None when the deal ended or it is the player's turn
    best_now: int  # the best game points the player can still force
    line: list[str]  # best play by both sides from here to the end


def refutation(state: DealState, hero: int) -> Refutation:
    """The defence's best answer in ``state`` and what best play gives from there."""
    if state.is_over:
        return Refutation(None, int(side_value(_final(state), hero)), [])
    answer = None
    if state.to_move != hero:
        move = defence_move(state, hero)
        answer = move_text(move)
    line, end = principal_line(state, hero)
    return Refutation(answer, int(side_value(_final(end), hero)), line)


def other_winners(state: DealState, hero: int, chosen: str) -> list[str]:
    """The hero's other moves that reach the same best result as ``chosen``."""
    values = hero_value(state, hero)
    top = max(values.values())
    return [move_text(m) for m in sorted(values) if values[m] == top and move_text(m) != chosen]


__all__ = [
    "THEMES",
    "Fairness",
    "Refutation",
    "consistent_worlds",
    "every_card_known",
    "fair",
    "fairness",
    "greedy_move",
    "grabbing_move",
    "greedy_solves",
    "obvious",
    "other_winners",
    "quality_problems",
    "refutation",
    "themes",
]
