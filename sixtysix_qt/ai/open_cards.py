"""The deal with every card open: exact move values and the line of best play.

After the deal the review may look at the real cards: what each move was
worth had the seat seen them (told apart from what it could know, this is
the luck of the cards) and how best play would go on after a move (the
opponent's refutation first), the cards as they lay, the talon in its real
order.  Before the talon is closed or used up the seat could not see them
all: the review says so beside the line.  Only positions the exact solvers
take quickly: two players once the talon is closed or used up, or
(compiled rules, declaring automatic) once the hands and talon hold at most
:data:`OPEN_REACH` cards (:data:`PURE_REACH` without the compiled core);
three or four players once the talon is gone and few cards are left.
"""

from __future__ import annotations

from ..engine.moves import move_text
from ..engine.state import DealState
from . import native
from .common import side_value
from .levels import EXACT_CARDS
from .rollouts import solvable_whole
from .team_solver import TeamSolver, cards_left

#: cards in the hands and talon from which the real two-player deal is solved with every
#: card open: a whole schnapsen deal (20 cards), classic from its third trick.  A solve
#: there takes tens of milliseconds; from 24 cards (classic's first trick) up to seconds
#: a move, which would double a review's time (issue 44, benchmarks/DECISIONS.md)
OPEN_REACH = 20
#: the same without the compiled core: native's pure-Python solver takes seconds from 18
PURE_REACH = 16


def open_reach() -> int:
    """Cards in the hands and talon from which the real deal is solved (compiled or not)."""
    return OPEN_REACH if native.COMPILED else PURE_REACH


def _compiled(state: DealState) -> bool:
    """The rules the core's whole-deal solver takes (compiled, or native's pure Python)."""
    return bool(state.rules.options["auto_declare"])


def solvable(state: DealState) -> bool:
    """True when the real deal can be solved with every card open from here."""
    if state.phase != "play" or state.result is not None:
        return False
    if state.shape.players == 2:
        if state.closed or not state.talon:
            return True
        return _compiled(state) and solvable_whole(state, open_reach())
    return not state.talon and cards_left(state) <= EXACT_CARDS.get(state.preset, 0)


def open_values(state: DealState, seat: int) -> dict[int, float] | None:
    """Exact game points of every legal move with all cards open, or None if out of reach."""
    if not solvable(state):
        return None
    moves = state.legal_moves()
    side = state.side_of(seat)
    out: dict[int, float] = {}
    searched = []
    for m in moves:
        after = state.apply_move(m)
        if after.result is not None:
            out[m] = side_value(after.result, side)
        else:
            searched.append(m)
    if not searched:
        return out
    if state.shape.players == 2:  # compiled, or native's own pure-Python solver
        out.update(native.world_values(state, seat, searched))
    else:
        solver = TeamSolver(side)
        out.update({m: native.team_value(state.apply_move(m), side, solver) for m in searched})
    return {m: float(out[m]) for m in moves}


def _played_on(state: DealState, move: int, plies: int) -> tuple[list[str], DealState]:
    """Best play after ``move``, at most ``plies`` moves: the line and where it ends."""
    line: list[str] = []
    state = state.apply_move(move)
    talon = tuple(state.talon)
    while state.result is None and len(line) < plies:
        mover = state.mover
        moves = sorted(native.legal_moves(state))
        if not moves:
            break
        best = native.best_move(state, mover, moves, talon)
        line.append(f"{mover}:{move_text(best)}")
        state = state.apply_move(best)
    return line, state


def _lines_reach(state: DealState) -> bool:
    return state.shape.players == 2 and _compiled(state) and solvable(state)


def open_line(state: DealState, seat: int, move: int, plies: int) -> list[str]:
    """The next ``plies`` moves of best play after ``move`` with every card open, as
    "seat:action" strings; empty when the position is out of the solver's reach."""
    return _played_on(state, move, plies)[0] if _lines_reach(state) else []


def last_trick_taker(state: DealState, move: int) -> int | None:
    """Who takes the last trick when best play with every card open follows ``move``;
    None when the deal ends before every card is played, or out of the solver's reach."""
    if not _lines_reach(state):
        return None
    _line, end = _played_on(state, move, 64)
    if end.result is None or any(end.hands) or end.talon:
        return None
    return end.last_winner


__all__ = [
    "OPEN_REACH",
    "PURE_REACH",
    "last_trick_taker",
    "open_line",
    "open_reach",
    "open_values",
    "solvable",
]
