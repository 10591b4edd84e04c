"""Exact values of a two-player world, talon included: compiled when it can be.

A sampled world fixes every hidden card and the order of the talon, so the
rest of the deal is a game of perfect information.  :func:`world_values`
gives the exact game points of each candidate move in such a world.  The
compiled core (``_native.c``, built by ``pip install`` when a C compiler is
there) and the pure-Python fallback (``team_solver``, which walks the
engine's own states) compute the same values, so the same seed gives the
same moves with or without it (``tests/ai/test_native.py``); the fallback is
only slower, so on the clock it gets through fewer worlds.
:func:`rollout_values` plays a world on by the medium heuristics (compiled
from ``heuristics.py``, choice for choice) before solving it: the expert's
rollouts in the opening; without the compiled module ``search`` runs them
in Python.  :func:`postponed_rollouts` does the same from the searcher's
next decision (``postponed.py``).
:func:`team_value` solves the last tricks of a three-hand world (the talon
gone) in ``_three.c``: the same values as ``team_solver``'s paranoid search.
"""

from __future__ import annotations

import os
from typing import Any

from ..engine.moves import DECLARE_MOVE
from ..engine.options import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS
from .common import deck_mask, side_value
from .solver import score_flags
from .team_solver import TeamSolver

try:  # pragma: no cover - which branch runs depends on the build
    if os.environ.get("SIXTYSIX_PURE_PYTHON") == "1":
        raise ImportError("pure Python asked for")
    from . import _native
except ImportError:
    _native = None

#: True when the compiled solver is in use
COMPILED: bool = _native is not None


def _game(state: Any, me: int, talon: tuple[int, ...] | None = None) -> tuple[Any, ...]:
    shape = state.shape
    opts = state.rules.options
    rank = shape.exchange_rank
    return (
        me,
        state.tsuit,
        shape.deal_target,
        shape.loser_line,
        shape.last_trick_bonus,
        int(opts["auto_declare"]),
        int(opts["strict_must_head"]),
        int(opts["historical_scoring"]),
        int(opts["historical_closing"]),
        int(opts["marriage_lead_queen_only"]),
        int(opts["marriage_needs_trick"]),
        int(opts["marriage_after_talon"]),
        int(shape.closing),
        -1 if rank is None else rank,
        MARRIAGE_POINTS,
        TRUMP_MARRIAGE_POINTS,
        int(opts["false_claim"] == "two"),
        state.talon if talon is None else talon,
    )


def _pos(state: Any, tpos: int = 0) -> tuple[int, ...]:
    p0, p1 = (state.side_points(s) for s in (0, 1))
    snap = state.snapshot
    sp0 = sp1 = sfl = 0
    if snap is not None:
        sp0, sp1 = snap[0][0], snap[1][0]
        sfl = score_flags((snap[0][1], snap[1][1]), (snap[0][2], snap[1][2]))
    return (
        state.hands[0],
        state.hands[1],
        tpos,
        state.talon[-1] if state.talon else 0,
        state.to_move,
        state.trick[0][1] if state.trick else -1,
        p0,
        p1,
        state.held[0],
        state.held[1],
        score_flags(state.side_tricks, state.card_pts),
        state.announced[0] | state.announced[1] << 4,
        int(state.closed),
        -1 if state.closer is None else state.closer,
        sp0,
        sp1,
        sfl,
    )


def world_values(
    state: Any, me: int, moves: list[int], talon: tuple[int, ...] | None = None
) -> dict[int, float]:
    """Exact game points for seat ``me`` of each move (int form, no declare) of ``state``.

    ``state`` is a two-player deal still in play whose every card is known
    (a sampled world).  The moves must be legal; the values are those of
    both seats playing perfectly from there.  ``talon`` is the talon of the
    world ``state`` was reached from: the compiled solver then keeps what it
    learnt between the positions of that world (the values are the same).
    """
    tpos = _checked(state, moves, talon, "world_values")
    if _native is not None:
        values = _native.move_values(_game(state, me, talon), _pos(state, tpos), moves)
        return {m: float(v) for m, v in zip(moves, values, strict=True)}
    solver = TeamSolver(me)
    return {m: solver.value(state.apply_move(m)) for m in moves}


def best_move(state: Any, me: int, moves: list[int], talon: tuple[int, ...] | None = None) -> int:
    """The move the seat to move plays in ``state`` with every card known: the best for
    it (values as :func:`world_values` gives them for ``me``), the first of ``moves``
    among equals.  ``moves`` are all its legal moves (no declare); one is not solved."""
    tpos = _checked(state, moves, talon, "best_move")
    if len(moves) == 1:
        return moves[0]
    if _native is None:
        values = world_values(state, me, moves, talon)
        sign = 1.0 if state.to_move == me else -1.0
        best = max(sign * v for v in values.values())
        return next(m for m in moves if sign * values[m] == best)
    return moves[_native.best_move(_game(state, me, talon), _pos(state, tpos), moves)]


def _checked(state: Any, moves: list[int], talon: tuple[int, ...] | None, what: str) -> int:
    """Refuse what the solver cannot take (a ValueError that says why); the talon position."""
    if state.shape.players != 2 or state.result is not None or state.phase != "play":
        raise ValueError(f"{what} needs a two-player deal in play")
    if DECLARE_MOVE in moves:
        raise ValueError("declare is decided before searching")
    if talon is None:
        return 0
    if not _talon_of(state, talon):
        raise ValueError("talon: not the talon of the world this position came from")
    return len(talon) - len(state.talon)


def _talon_of(state: Any, talon: tuple[int, ...]) -> bool:
    """True when the talon left in ``state`` is what ``talon`` holds after the draws.

    The last card may differ (the trump card exchanged); the position tells it.
    """
    left = len(state.talon)
    if left > len(talon):
        return False
    return left == 0 or tuple(talon[len(talon) - left : -1]) == tuple(state.talon[:-1])


def world_value(state: Any, me: int) -> float:
    """Exact game points for seat ``me`` of a known-card two-player ``state`` (a world)."""
    if state.result is not None:
        return side_value(state.result, me)
    _checked(state, [], None, "world_value")
    if _native is not None:
        return float(_native.value(_game(state, me), _pos(state)))
    return TeamSolver(me).value(state)


def compiled_rollouts(players: int, options: dict[str, Any]) -> bool:
    """True when :func:`rollout_values` can play a world of these rules."""
    return _native is not None and players == 2 and bool(options["auto_declare"])


def rollout_values(state: Any, me: int, moves: list[int], open_cards: int) -> dict[int, float]:
    """Game points for seat ``me`` of each move of a two-player world played on by the
    medium heuristics until the exact solver takes it (closed, talon gone, or at
    most ``open_cards`` cards in the hands and talon): compiled only.

    The same values as ``rollouts.rollout_value`` after each move (a test checks);
    the caller uses that pure-Python loop unless :func:`compiled_rollouts` (the
    heuristics' claims, when the rules ask for declaring by hand, are not compiled).
    """
    if _native is None:
        raise RuntimeError("the compiled solver is not built: see compiled_rollouts()")
    _checked(state, moves, None, "rollout_values")
    if not state.rules.options["auto_declare"]:
        raise ValueError("rollout_values needs auto_declare")
    deck = deck_mask(state.shape)
    values = _native.rollout_values(_game(state, me), _pos(state), moves, open_cards, deck)
    return {m: float(v) for m, v in zip(moves, values, strict=True)}


def postponed_rollouts(
    state: Any, me: int, moves: list[int], open_cards: int
) -> list[float | tuple[tuple[int, tuple[int, ...]], dict[int, float]]]:
    """Each move of a two-player world followed to seat ``me``'s next decision,
    the opponent answering by the medium heuristics (by the solver where a
    rollout would hand over to it): the deal's game points for ``me`` when it
    ends first, else what ``me`` sees there (its hand, the moves since) and
    the rollout value of each of its moves there.  Compiled only; the same as
    ``postponed.rollout_outcome`` in Python (a test checks)."""
    if _native is None:
        raise RuntimeError("the compiled solver is not built: see compiled_rollouts()")
    _checked(state, moves, None, "postponed_rollouts")
    deck = deck_mask(state.shape)
    out = _native.postponed_rollouts(_game(state, me), _pos(state), moves, open_cards, deck)
    return [
        float(item)
        if isinstance(item, int)
        else ((item[0], item[1]), {m: float(v) for m, v in item[2]})
        for item in out
    ]


def compiled_three(state: Any) -> bool:
    """True when :func:`team_value` solves ``state`` compiled: three-hand, talon gone."""
    shape = state.shape
    return (
        _native is not None
        and shape.players == 3
        and not shape.teams
        and shape.copies == 1
        and not state.talon
        and bool(state.rules.options["auto_declare"])
    )


def team_value(state: Any, side: int, solver: TeamSolver | None = None) -> float:
    """Exact game points for ``side`` of a known-card deal of three or four whose
    talon is gone: compiled in three-hand (:func:`compiled_three`), else by
    ``solver`` (a :class:`TeamSolver` for ``side``, whose table it may share)."""
    if state.result is not None:
        return side_value(state.result, side)
    if compiled_three(state):
        return float(_native.three_value(_three(state, side)))
    return (solver or TeamSolver(side)).value(state)


def _three(state: Any, root: int) -> tuple[int, ...]:
    """The flat numbers ``_three.c`` reads: the rules as :func:`_game` gives them
    (without the talon), then the position."""
    trick = [x for seat_card in state.trick for x in seat_card]
    return (
        *_game(state, root)[:-1],
        *state.hands,
        state.to_move,
        len(state.trick),
        *trick,
        *[0] * (4 - len(trick)),
        *state.card_pts,
        *state.marriage_pts,
        *state.held,
        *state.side_tricks,
        *state.announced,
        *state.bonus,
        state.last_winner,
    )


def node_count() -> int:
    """Positions the compiled solver searched since it loaded (0 without it)."""
    return _native.node_count() if _native is not None else 0
