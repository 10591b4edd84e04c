"""Exact values and rollouts of sampled worlds: compiled when it can be, the one seam.

A sampled world fixes every hidden card and the order of the talon, so the
rest of the deal is a game of perfect information.  Every function here
answers the same whether the compiled core is there or not: the core is a
plain C library (``ai/core/*.c``, built by ``pip install`` or
``setup.py build_ext --inplace`` when a C compiler is there, loaded with
ctypes), and without it each call runs the pure-Python path right here
(``team_solver``, which walks the engine's own states, and the heuristics'
rollouts of ``rollouts``, which this module finishes with its own exact
solvers: ``ENDGAMES``), which gives the same values and so the same moves
(``tests/ai/test_native.py``, ``test_three.py``, ``test_postponed.py``); it
is only slower, so on the clock it gets through fewer worlds.  No caller
asks which path runs; ``SIXTYSIX_PURE_PYTHON=1`` switches the core off
(``.ci/run`` runs the AI tests so, to keep the fallback honest).

The call's layout is defined once, in ``core/api.h`` (``CORE_CALL_FIELDS``,
and the rule options of ``core/rules.h`` ``CORE_RULE_OPTIONS``): the library
describes its fields (name, kind, offset) and this module builds its
``ctypes.Structure`` from that description and fills it by name, the rule
options from their declarations (``engine/option_specs.py``); a library whose
sizes or offsets ctypes does not reproduce, or whose rule options are not
the ones the engine declares, is refused, with one logged sentence, and the
pure-Python path serves.

:func:`world_values`, :func:`best_move`, :func:`world_value`: exact values
of a two-player world, talon included.  :func:`rollout_values` and
:func:`postponed_rollouts`: a two-player world played on by the medium
heuristics (``heuristics.py``, compiled choice for choice) before the solver
takes it.  :func:`team_value`: the last tricks of a three- or four-player
world, the talon gone (compiled in three-hand).  :func:`rollout_value` and
:func:`postponed_outcome`: the pure-Python rollouts (``rollouts``) finished
by these exact solvers, for the worlds the compiled rollouts do not take
(three or four players, declaring by hand).

Every value is game points unless the caller hands in ``values``
(``deal_values.DealValues``: what each end of the deal is worth, inside a
match the change in match equity).  The compiled core searches game points
and its answers are valued by the table here (a table that never falls as
the points rise commutes with minimax); the pure-Python solver values each
end of the deal by the table itself; the two agree (``tests/ai/test_deal_values.py``).
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..engine.moves import DECLARE_MOVE
from ..engine.option_specs import core_fields
from ..engine.options import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS
from ..engine.state import DealState
from .common import deck_mask, side_value
from .deal_values import DealValues, worth
from .rollouts import Endgames, follow_to_next_decision, play_out
from .rollouts import Outcome as Outcome  # the rollouts' outcome, named here for its callers
from .team_solver import TeamSolver

_log = logging.getLogger(__name__)

#: the library's file, beside this module (a PyInstaller bundle keeps it there too)
LIBRARY = "_sixtysix_core.dll" if sys.platform == "win32" else "_sixtysix_core.so"
#: core/api.h CORE_ABI: what the functions mean (the layout is checked field by field)
_ABI = 1
_CALL, _OUTCOME = 0, 1
#: core/api.h CORE_OPTION: the kind of a rule option's field
_OPTION = 3
_KINDS = {1: ctypes.c_int32, 2: ctypes.c_uint32, _OPTION: ctypes.c_int32}
#: core/api.h CoreStatus, worded
_STATUS = {
    1: "not a position the compiled core takes",
    2: "best_move: the moves must be every legal move",
    3: "rollouts need auto_declare",
    4: "the compiled core is out of memory",
}
_ILLEGAL_MOVE = 100


class _Core:
    """The loaded library, its functions typed, its structures built from its own description."""

    def __init__(self, path: Path) -> None:
        # PyDLL keeps the GIL during a call: the core's tables are global, one call at a time
        lib = ctypes.PyDLL(str(path))
        lib.core_abi.restype = ctypes.c_int32
        if lib.core_abi() != _ABI:
            raise OSError(f"core ABI {lib.core_abi()}, this module speaks {_ABI}")
        self.lib = lib
        self.functions: dict[str, Any] = {}
        self.option_fields: list[str] = []
        self.Call = self._structure(_CALL, "CoreCall")
        check_option_fields(self.option_fields)
        self.Outcome = self._structure(_OUTCOME, "CoreOutcome")
        call, out = ctypes.POINTER(self.Call), ctypes.POINTER(ctypes.c_int32)
        for name in ("move_values", "best_move", "value", "rollout_values", "three_value"):
            self._typed(name, [call, out])
        self._typed("postponed_rollouts", [call, ctypes.POINTER(self.Outcome)])
        lib.core_node_count.restype = ctypes.c_int64
        lib.core_node_count.argtypes = []

    def _typed(self, name: str, argtypes: list[Any]) -> None:
        function = getattr(self.lib, "core_" + name)
        function.restype = ctypes.c_int32
        function.argtypes = argtypes
        self.functions[name] = function

    def _structure(self, which: int, title: str) -> type[ctypes.Structure]:
        """The ctypes structure the library describes; OSError if ctypes lays it out otherwise."""
        lib = self.lib
        lib.core_size.restype = ctypes.c_int32
        lib.core_field.restype = ctypes.c_int32
        name, kind, offset, count = (
            ctypes.c_char_p(),
            ctypes.c_int32(),
            ctypes.c_int32(),
            ctypes.c_int32(),
        )
        fields: list[tuple[str, Any]] = []
        offsets: dict[str, int] = {}
        refs = (ctypes.byref(name), ctypes.byref(kind), ctypes.byref(offset), ctypes.byref(count))
        while lib.core_field(which, len(fields), *refs):
            base = _KINDS.get(kind.value)
            if base is None or count.value < 1 or name.value is None:
                raise OSError(f"{title}: a field of unknown kind")
            field = name.value.decode("ascii")
            if kind.value == _OPTION:
                self.option_fields.append(field)
            fields.append((field, base * count.value if count.value > 1 else base))
            offsets[field] = offset.value
        structure = type(title, (ctypes.Structure,), {"__slots__": (), "_fields_": fields})
        for field, at in offsets.items():
            if getattr(structure, field).offset != at:
                raise OSError(f"{title}.{field}: offset {at} in C, not as ctypes lays it out")
        if ctypes.sizeof(structure) != lib.core_size(which):
            raise OSError(f"{title}: {lib.core_size(which)} bytes in C, not as ctypes lays it out")
        return structure

    def run(self, name: str, call: Any, out: Any) -> None:
        """Call ``core_<name>``; a ValueError that says why when the core refuses."""
        status = self.functions[name](ctypes.byref(call), out)
        if status >= _ILLEGAL_MOVE:
            raise ValueError(f"move {call.moves[status - _ILLEGAL_MOVE]} is not legal here")
        if status:
            raise ValueError(_STATUS.get(status, f"the compiled core refused ({status})"))


def check_option_fields(described: list[str]) -> None:
    """OSError unless the library reads exactly the rule options the engine declares
    for the compiled call (``OptionSpec.core_field``): a library built from older or
    newer rules would play by other rules."""
    declared = set(core_fields())
    missing, unknown = sorted(declared - set(described)), sorted(set(described) - declared)
    if missing or unknown:
        raise OSError(
            f"rule options: the library lacks {missing or 'none'}, "
            f"the engine does not declare {unknown or 'none'}"
        )


def core_options(options: dict[str, Any]) -> dict[str, int]:
    """The compiled call's rule-option fields for a deal's options, each as the core reads it."""
    return {field: spec.core_value(options[spec.name]) for field, spec in core_fields().items()}


def pure_asked() -> bool:
    """True when ``SIXTYSIX_PURE_PYTHON=1`` switches the compiled core off."""
    return os.environ.get("SIXTYSIX_PURE_PYTHON") == "1"


def _load() -> _Core | None:
    """The compiled core, or None (one logged sentence says why) for pure Python."""
    if pure_asked():
        _log.info("SIXTYSIX_PURE_PYTHON=1: the expert's solver runs in pure Python")
        return None
    path = Path(__file__).with_name(LIBRARY)
    if not path.exists():
        _log.warning("no compiled core (%s): the expert's solver runs in pure Python", path.name)
        return None
    try:
        return _Core(path)
    except (OSError, AttributeError) as exc:
        _log.warning("compiled core %s refused (%s): the solver runs in pure Python", path, exc)
        return None


_core: _Core | None = _load()

#: True when the compiled core is in use (for probes and benchmarks: callers never branch on it)
COMPILED: bool = _core is not None


def _loaded() -> _Core:
    """The compiled core, for a path its caller has already chosen because it loaded."""
    assert _core is not None
    return _core


@contextlib.contextmanager
def pure_python() -> Iterator[None]:
    """Run the pure-Python path inside the block (benchmarks and tests compare the two)."""
    global _core
    saved, _core = _core, None
    try:
        yield
    finally:
        _core = saved


# ---------------------------------------------------------------- the call
def _call(
    state: DealState,
    me: int,
    moves: list[int] = (),  # type: ignore[assignment]
    talon: tuple[int, ...] | None = None,
    drawn: int = 0,
) -> Any:
    """The core's CoreCall for ``state`` (every card known), from ``me``'s side: the
    rules' part copied from :func:`_rules_part`, the world's talon and the position's
    set by name."""
    assert _core is not None
    world_talon = state.talon if talon is None else talon
    call = _core.Call.from_buffer_copy(_rules_part(state, me))
    call.talon[: len(world_talon)] = world_talon
    call.talon_len = len(world_talon)
    seats, sides = len(state.hands), len(state.card_pts)
    # slices: ctypes fills an array in place faster than it builds one
    call.hands[:seats] = state.hands
    call.to_move = state.to_move
    trick = state.trick
    if trick:
        call.trick_len = len(trick)
        call.trick_seats[: len(trick)] = [seat for seat, _card in trick]
        call.trick_cards[: len(trick)] = [card for _seat, card in trick]
    call.card_points[:sides] = state.card_pts
    call.marriage_points[:sides] = state.marriage_pts
    call.bonus_points[:sides] = state.bonus
    call.held[:sides] = state.held
    call.tricks[:sides] = state.side_tricks
    call.announced[:seats] = state.announced
    call.last_winner = -1 if state.last_winner is None else state.last_winner
    if state.closed:
        call.closed = 1
        call.closer = state.closer
        snap = state.snapshot
        assert snap is not None  # a closed talon keeps the score at closing
        call.snapshot_points[:] = (snap[0][0], snap[1][0])
        call.snapshot_tricks[:] = (snap[0][1], snap[1][1])
        call.snapshot_card_points[:] = (snap[0][2], snap[1][2])
    call.talon_drawn = drawn
    call.trump_card = state.talon[-1] if state.talon else 0
    call.moves[: len(moves)] = moves
    call.move_count = len(moves)
    return call


#: the calls' rules parts by (rules, trump, seat): the expert asks about many positions
#: and many worlds of one deal, each call then given its world's talon (rules by
#: identity: its hash is slow; the entry keeps the rules alive so the identity cannot
#: be reused)
_parts: dict[tuple[Any, ...], tuple[Any, Any]] = {}


def _rules_part(state: DealState, me: int) -> Any:
    """A CoreCall with the rules and the seat set, the world's talon and the position not."""
    key = (id(state.rules), state.tsuit, me)
    known = _parts.get(key)
    if known is not None:
        return known[1]
    if len(_parts) > 256:
        _parts.clear()
    shape = state.shape
    rank = shape.exchange_rank
    part = _loaded().Call(
        me=me,
        trump=state.tsuit,
        target=shape.deal_target,
        loser_line=shape.loser_line,
        last_trick_bonus=shape.last_trick_bonus,
        closing=int(shape.closing),
        exchange_rank=-1 if rank is None else rank,
        marriage_value=MARRIAGE_POINTS,
        trump_marriage_value=TRUMP_MARRIAGE_POINTS,
        **core_options(state.rules.options),
        closer=-1,
        deck=deck_mask(shape),
    )
    _parts[key] = (state.rules, part)
    return part


def _ints(n: int) -> Any:
    return (ctypes.c_int32 * max(n, 1))()


# ------------------------------------------------------- two-player worlds
def legal_moves(state: DealState) -> list[int]:
    """The moves a solver values: every legal move but the claim (decided before searching)."""
    return [m for m in state.legal_moves() if m != DECLARE_MOVE]


def world_values(
    state: DealState,
    me: int,
    moves: list[int],
    talon: tuple[int, ...] | None = None,
    values: DealValues | None = None,
) -> dict[int, float]:
    """Exact game points for seat ``me`` of each move (int form, no declare) of ``state``.

    ``state`` is a two-player deal still in play whose every card is known
    (a sampled world).  The moves must be legal; the values are those of
    both seats playing perfectly from there.  ``talon`` is the talon of the
    world ``state`` was reached from: the compiled solver then keeps what it
    learnt between the positions of that world (the values are the same).
    """
    drawn = _checked(state, moves, talon, "world_values")
    if _core is None:
        solver = TeamSolver(me, values)
        return {m: solver.value(state.apply_move(m)) for m in moves}
    out = _ints(len(moves))
    _core.run("move_values", _call(state, me, moves, talon, drawn), out)
    return {m: worth(v, values) for m, v in zip(moves, out[: len(moves)], strict=True)}


def best_move(
    state: DealState, me: int, moves: list[int], talon: tuple[int, ...] | None = None
) -> int:
    """The move the seat to move plays in ``state`` with every card known: the best for
    it (values as :func:`world_values` gives them for ``me``), the first of ``moves``
    among equals.  ``moves`` are all its legal moves (no declare); one is not solved."""
    drawn = _checked(state, moves, talon, "best_move")
    if len(moves) == 1:
        return moves[0]
    if _core is None:
        values = world_values(state, me, moves, talon)
        sign = 1.0 if state.to_move == me else -1.0
        best = max(sign * v for v in values.values())
        return next(m for m in moves if sign * values[m] == best)
    out = _ints(1)
    _core.run("best_move", _call(state, me, moves, talon, drawn), out)
    return moves[int(out[0])]


def world_value(state: DealState, me: int, values: DealValues | None = None) -> float:
    """Exact game points (or ``values``) for seat ``me`` of a known-card two-player
    ``state`` (a world)."""
    if state.result is not None:
        return worth(side_value(state.result, me), values)
    _checked(state, [], None, "world_value")
    if _core is None:
        return TeamSolver(me, values).value(state)
    out = _ints(1)
    _core.run("value", _call(state, me), out)
    return worth(out[0], values)


def _checked(state: DealState, moves: list[int], talon: tuple[int, ...] | None, what: str) -> int:
    """Refuse what the solver cannot take (a ValueError that says why); the cards drawn
    from ``talon`` since."""
    if state.shape.players != 2 or state.result is not None or state.phase != "play":
        raise ValueError(f"{what} needs a two-player deal in play")
    if DECLARE_MOVE in moves:
        raise ValueError("declare is decided before searching")
    if _core is None:  # the core checks its own
        legal = state.legal_moves()
        for move in moves:
            if move not in legal:
                raise ValueError(f"move {move} is not legal here")
    if talon is None:
        return 0
    if not _talon_of(state, talon):
        raise ValueError("talon: not the talon of the world this position came from")
    return len(talon) - len(state.talon)


def _talon_of(state: DealState, talon: tuple[int, ...]) -> bool:
    """True when the talon left in ``state`` is what ``talon`` holds after the draws.

    The last card may differ (the trump card exchanged); the position tells it.
    """
    left = len(state.talon)
    if left > len(talon):
        return False
    return left == 0 or tuple(talon[len(talon) - left : -1]) == tuple(state.talon[:-1])


# -------------------------------------------------- two-player rollouts
def rollout_values(
    state: DealState,
    me: int,
    moves: list[int],
    solve_rollout_cards: int,
    rng: random.Random,
    values: DealValues | None = None,
) -> dict[int, float]:
    """Game points for seat ``me`` of each move of a two-player world played on by the
    medium heuristics until the exact solver takes it (closed, talon gone, or at
    most ``solve_rollout_cards`` cards in the hands and talon): :func:`rollout_value`
    after each move, one seed of ``rng`` each (drawn on either path, so the worlds
    sampled next are the same).  Compiled under ``auto_declare`` (the heuristics'
    claims, when the rules ask for declaring by hand, are not compiled)."""
    _checked(state, moves, None, "rollout_values")
    seeds = [rng.random() for _ in moves]
    if not compiled_rollouts(state.shape.players, state.rules.options):
        return {
            m: rollout_value(
                state.apply_move(m), me, random.Random(seed), 0, solve_rollout_cards, values
            )
            for m, seed in zip(moves, seeds, strict=True)
        }
    out = _ints(len(moves))
    call = _call(state, me, moves)
    call.solve_rollout_cards = solve_rollout_cards
    _loaded().run("rollout_values", call, out)
    return {m: worth(v, values) for m, v in zip(moves, out[: len(moves)], strict=True)}


def postponed_rollouts(
    state: DealState,
    me: int,
    moves: list[int],
    solve_rollout_cards: int,
    rng: random.Random,
    values: DealValues | None = None,
) -> list[Outcome]:
    """Each move of a two-player world followed to seat ``me``'s next decision,
    the opponent answering by the medium heuristics (by the solver where a
    rollout would hand over to it): the deal's game points for ``me`` when it
    ends first, else what ``me`` sees there (its hand, the moves since) and
    the rollout value of each of its moves there (:func:`postponed_outcome`;
    one seed of ``rng`` each, as :func:`rollout_values`)."""
    _checked(state, moves, None, "postponed_rollouts")
    seeds = [rng.random() for _ in moves]
    if not compiled_rollouts(state.shape.players, state.rules.options):
        return [
            postponed_outcome(state, me, m, random.Random(seed), solve_rollout_cards, values)
            for m, seed in zip(moves, seeds, strict=True)
        ]
    out = (_loaded().Outcome * len(moves))()
    call = _call(state, me, moves)
    call.solve_rollout_cards = solve_rollout_cards
    _loaded().run("postponed_rollouts", call, out)
    return [_outcome(one, values) for one in out]


def _outcome(one: Any, values: DealValues | None) -> Outcome:
    if one.ended:
        return worth(one.value, values)
    n = one.move_count
    seen = (one.hand, tuple(one.line[: one.line_len]))  # slices: one call each, not one an item
    return seen, {m: worth(v, values) for m, v in zip(one.moves[:n], one.values[:n], strict=True)}


# ------------------------------------------------ three or four players
def team_value(
    state: DealState, side: int, solver: TeamSolver | None = None, values: DealValues | None = None
) -> float:
    """Exact game points (or ``values``) for ``side`` of a known-card deal of three or
    four whose talon is gone: compiled in three-hand (:func:`compiled_three`), else by
    ``solver`` (a :class:`TeamSolver` for ``side`` and ``values``, whose table it may share)."""
    if state.result is not None:
        return worth(side_value(state.result, side), values)
    if compiled_three(state):
        out = _ints(1)
        _loaded().run("three_value", _call(state, side), out)
        return worth(out[0], values)
    return (solver or TeamSolver(side, values)).value(state)


def _three_hand_endgame(state: DealState) -> bool:
    shape = state.shape
    return (
        shape.players == 3
        and not shape.teams
        and shape.copies == 1
        and not state.talon
        and bool(state.rules.options["auto_declare"])
    )


def compiled_three(state: DealState) -> bool:
    """True when :func:`team_value` solves ``state`` compiled (probes, benchmarks)."""
    return _core is not None and _three_hand_endgame(state)


def compiled_rollouts(players: int, options: dict[str, Any]) -> bool:
    """True when rollouts of these rules run compiled (probes, benchmarks)."""
    return _core is not None and players == 2 and bool(options["auto_declare"])


def release_memory() -> None:
    """Give back what the solvers keep between calls (call between jobs: a move, a deal).

    The compiled solver's transposition table (2 MiB) is touched page by page
    over a long session and the cached world parts keep their rules alive; a
    process that holds them grows by that much over an evening.  Nothing in them
    counts beyond the job that filled them: the next call starts afresh.
    """
    _parts.clear()
    release = getattr(_core.lib, "core_release", None) if _core is not None else None
    if release is not None:  # a core built before it had no such function
        release.restype = None
        release.argtypes = []
        release()


def node_count() -> int:
    """Positions the compiled solver searched since it loaded (0 without it)."""
    return _core.lib.core_node_count() if _core is not None else 0


# ------------------------------------- the pure-Python rollouts, finished here
#: this module's exact solvers, which the pure-Python rollouts hand over to
ENDGAMES = Endgames(legal_moves, world_value, best_move, team_value)


def rollout_value(
    state: DealState,
    seat: int,
    rng: random.Random,
    exact_cards: int = 0,
    solve_rollout_cards: int = 0,
    values: DealValues | None = None,
) -> float:
    """``state`` played out in Python by the medium heuristics and finished by these
    exact solvers (``rollouts.play_out``; ``exact_cards`` for three or four
    players, ``solve_rollout_cards`` for two): the rollout of every world the
    compiled rollouts (:func:`rollout_values`) do not take."""
    return play_out(state, seat, rng, ENDGAMES, exact_cards, solve_rollout_cards, values)


def postponed_outcome(
    world: DealState,
    seat: int,
    move: int,
    rng: random.Random,
    solve_rollout_cards: int,
    values: DealValues | None = None,
) -> Outcome:
    """``move`` followed to ``seat``'s next decision in Python, finished by these exact
    solvers (``rollouts.follow_to_next_decision``): one candidate of
    :func:`postponed_rollouts` where the compiled core does not take it."""
    return follow_to_next_decision(world, seat, move, rng, ENDGAMES, solve_rollout_cards, values)
