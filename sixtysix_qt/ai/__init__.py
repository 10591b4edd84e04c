"""Computer opponents for every preset, pure Python (no Qt).

The GUI asks a player for a move from the seat's observation only::

    from sixtysix_qt.ai import LEVELS, REASONS, hint, make_player

    player = make_player("hard", seed=42)          # easy, medium, hard, expert
    action = player.choose(state.observation(seat))  # e.g. "play QS"

    # in a worker thread, with a deadline and a way to stop it
    stop = threading.Event()
    action = player.choose(obs, deadline=time.monotonic() + 1.0, cancel=stop)

    action, reason_id = hint(state.observation(human_seat))
    text = REASONS[reason_id]                       # English; translate by id

``choose`` always returns a legal action string: when ``cancel`` is set
(an Event or a callable) or the deadline passes, it returns the best move
found so far at once.  ``make_player(level, seed, time_limit=None)`` removes
the level's own thinking cap so the choice depends only on the observation
and the seed; ``make_player(level, seed, effort=N)`` fixes the search at N
sampled worlds a decision (benchmarks).  Levels: ``easy`` heuristics with
human-looking slips, ``medium`` sound heuristics plus the exact endgame,
``hard`` and ``expert`` Monte Carlo search over the deals consistent with
what the seat has seen, finished by the exact solver (``expert`` samples
deals for as long as its time allows, solves the last tricks of a world
exactly and leaves its own next decision open across the worlds that look
the same to it); what each level does is tuned in ``levels.py``.  Callers
should depend on the :class:`Player` protocol (``choose`` and
``choose_with_reason`` with a deadline and a cancel); ``make_player``
returns a ``ComputerPlayer``.

``sixtysix_qt.ai.toolkit`` is the rest of the public API: the building
blocks (world sampler, heuristics, rollouts, solvers, the compiled core's
seam) exported on purpose for tools and benchmarks, which import nothing
else from this package.
"""

from .levels import LEVELS
from .native import release_memory  # between jobs (a move, a deal): see native
from .players import REASONS, ComputerPlayer, hint, make_player
from .protocol import Cancel, Player, cancelled

__all__ = [
    "LEVELS",
    "REASONS",
    "Cancel",
    "ComputerPlayer",
    "Player",
    "cancelled",
    "hint",
    "make_player",
    "release_memory",
    "toolkit",
]
