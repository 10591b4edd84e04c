"""The outside peer of issue 12, rebuilt for the arena: PIMC with a solver-MCTS tree per world.

Issue 12 measured the expert against the Cython MCTS player of
cpatrasciuc/schnapsen-card-game (its app's setting: 150 card samples x 667
iterations) outside the project.  That player cannot run here, so this is
its search rebuilt from its published description (never its code):

- up to 150 distinct worlds a decision; when fewer can exist (few unseen
  cards), every one of them, with the iterations spread so the budget
  (150 x 667) stays the same, which makes its endgames exact;
- in each world one tree (``_peer_mcts.c``): UCB with exploration 1 on game
  points / 3 among unsolved children, random moves from the first untried
  child to the end of the deal, every node of that path kept, solved nodes
  take their minimax value;
- each move's values averaged over the worlds where it was tried; the best
  average is played.

Its worlds come from the game's own sampler (``ai/worlds.py``), which also
uses what the play proves (a void shown after closing): a little more than
the peer reads.  ``effort`` sets the iterations per world.  The C file is
compiled on first use into the temporary folder (gcc or cc needed) and
loaded with ctypes; it carries its own copy of the rules, and
:func:`game_numbers` and :func:`position_numbers` hand it a world in its own
layout, so the peer includes and imports no private product code.
"""

from __future__ import annotations

import ctypes
import hashlib
import math
import random
import shutil
import subprocess
import sysconfig
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from sixtysix_qt.ai.toolkit import hidden_places, sample_world
from sixtysix_qt.engine.moves import DECLARE_MOVE, move_text
from sixtysix_qt.engine.option_specs import option_specs
from sixtysix_qt.engine.options import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS

from .all_seeing import can_play as _all_seeing_can_play

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "_peer_mcts.c"

#: the peer app's setting
WORLDS = 150
ITERATIONS = 667
EXPLORATION = 1.0


#: the rule options ``_peer_mcts.c`` plays by (its own copy of the rules: ``game_numbers``)
PEER_OPTIONS = (
    "auto_declare",
    "strict_must_head",
    "historical_scoring",
    "historical_closing",
    "marriage_lead_queen_only",
    "marriage_needs_trick",
    "marriage_after_talon",
    "false_claim",
)


def can_play(preset: str, options: dict[str, Any]) -> str | None:
    """Why the peer cannot play these rules (None when it can): as the all-seeing player,
    and no option that changes a deal's play (the engine's declaration: one sent to the
    compiled core) set away from its default unless the peer's copy of the rules has it."""
    why = _all_seeing_can_play(preset, options)
    if why:
        return why
    for spec in option_specs():
        if spec.core_field and spec.name not in PEER_OPTIONS:
            if options.get(spec.name, spec.default) != spec.default:
                return f"its copy of the rules has no {spec.name}"
    return None


@cache
def library() -> Any:
    """The compiled search (built into the temporary folder on first use)."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:16]
    target = Path(tempfile.gettempdir()) / f"sixtysix-peer-mcts-{digest}.so"
    if not target.exists():
        compiler = shutil.which("gcc") or shutil.which("cc")
        if compiler is None:
            raise RuntimeError("peer_mcts needs a C compiler (gcc or cc) to build its search")
        include = sysconfig.get_paths()["include"]
        partial = target.with_suffix(f".{random.randrange(1 << 30)}.tmp")
        cmd = [compiler, "-O2", "-shared", "-fPIC", f"-I{include}", str(SOURCE)]
        subprocess.run([*cmd, "-o", str(partial), "-lm"], check=True)
        partial.replace(target)
    lib = ctypes.PyDLL(str(target))
    fn = lib.peer_values
    fn.restype = ctypes.py_object
    fn.argtypes = [
        ctypes.py_object,
        ctypes.py_object,
        ctypes.py_object,
        ctypes.c_int,
        ctypes.c_ulonglong,
        ctypes.c_double,
    ]
    return fn


def _flags(tricks: Any, card_points: Any) -> int:
    """Bits 1/2: side 0/1 has a trick; 4/8: side 0/1 has card points."""
    return sum((1 << s if tricks[s] else 0) | (4 << s if card_points[s] else 0) for s in (0, 1))


def game_numbers(state: Any, me: int) -> tuple[Any, ...]:
    """The rules and talon of a two-player world as ``_peer_mcts.c``'s ``parse`` reads them."""
    shape, opts = state.shape, state.rules.options
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
        state.talon,
    )


def position_numbers(state: Any) -> tuple[int, ...]:
    """The position of a two-player world as ``_peer_mcts.c``'s ``parse`` reads it."""
    snap = state.snapshot
    sp0 = sp1 = sfl = 0
    if snap is not None:
        sp0, sp1 = snap[0][0], snap[1][0]
        sfl = _flags((snap[0][1], snap[1][1]), (snap[0][2], snap[1][2]))
    return (
        state.hands[0],
        state.hands[1],
        0,
        state.talon[-1] if state.talon else 0,
        state.to_move,
        state.trick[0][1] if state.trick else -1,
        state.side_points(0),
        state.side_points(1),
        state.held[0],
        state.held[1],
        _flags(state.side_tricks, state.card_pts),
        state.announced[0] | state.announced[1] << 4,
        int(state.closed),
        -1 if state.closer is None else state.closer,
        sp0,
        sp1,
        sfl,
    )


def world_count(obs: dict[str, Any]) -> int:
    """How many deals of the unseen cards the peer tells apart: the opponent's
    hand (order aside) times the talon's order."""
    unseen, _known, slots, talon_slots, _forbidden = hidden_places(obs)
    free = sum(slots.values())
    return math.comb(bin(unseen).count("1"), free) * math.factorial(talon_slots)


def distinct_worlds(obs: dict[str, Any], rng: random.Random, wanted: int) -> list[Any]:
    """Up to ``wanted`` different sampled worlds (all of them when fewer exist)."""
    found: dict[Any, Any] = {}
    for _ in range(wanted * 20):
        world = sample_world(obs, rng)
        found.setdefault((world.hands, world.talon), world)
        if len(found) == wanted:
            break
    return list(found.values())


class PeerMcts:
    """The peer's player: a benchmark opponent for two-player presets with auto_declare."""

    name = "peer_mcts"
    can_play = staticmethod(can_play)

    def __init__(self, seed: int | None = None, effort: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.iterations = effort or ITERATIONS

    def __repr__(self) -> str:
        return f"<PeerMcts {WORLDS}x{self.iterations}>"

    def choose(self, observation: dict[str, Any]) -> str:
        """The move with the best value averaged over the sampled worlds."""
        legal = observation["legal_actions"]
        if len(legal) == 1:
            return legal[0]
        seat = observation["seat"]
        worlds = distinct_worlds(observation, self.rng, min(WORLDS, world_count(observation)))
        moves = [m for m in worlds[0].legal_moves() if m != DECLARE_MOVE]
        iterations = WORLDS * self.iterations // len(worlds)
        sums = dict.fromkeys(moves, 0.0)
        tried = dict.fromkeys(moves, 0)
        search = library()
        for world in worlds:
            seed = self.rng.randrange(1, 2**63)
            game, pos = game_numbers(world, seat), position_numbers(world)
            out = search(game, pos, moves, iterations, seed, EXPLORATION)
            for move, (visits, value, solved) in zip(moves, out, strict=True):
                if visits or solved:
                    sums[move] += value
                    tried[move] += 1
        means = {m: sums[m] / tried[m] for m in moves if tried[m]}
        return move_text(max(means, key=lambda m: means[m]))
