"""The expert's moves on seeded deals at a fixed effort: the same on Linux and in the Windows bundle?

Plays ``--deals`` seeded classic deals, the expert (fixed effort: worlds
per decision, no clock) on both seats, and prints one line per decision
(``deal SEED move N: ACTION``), then whether the compiled core was used and
the mean time per decision.  Fixed effort makes the moves depend only on the
position and the seed, so the compiled core (C, mingw-w64 on Windows, gcc on
Linux) and the pure-Python fallback must print the same lines.

    python packaging/windows/expert_moves.py [--deals 4] [--effort 8] [--moves 8]      # this tree
    python.exe expert_moves.py --bundle C:\\...\\sixtysix.exe [...]           # in the bundle

``--bundle`` (run by the Windows Python under Wine) starts the frozen
``sixtysix.exe`` through multiprocessing's own door (``spawn`` with
``set_executable``), the way the game starts its computer player, and has it
``exec`` this file's ``play`` with its bundled ``sixtysix_qt``: the code
that runs is the bundle's, not a source tree's.  Compare the two outputs
with ``diff`` (the ``time`` lines differ).
"""

from __future__ import annotations

import argparse
import sys

PLAY = """
import sys
import time
if getattr(sys, "frozen", False):  # spawn gave us the parent's sys.path: the bundle's first
    sys.path.insert(0, sys._MEIPASS)
from sixtysix_qt.ai import make_player, native
from sixtysix_qt.engine import new_deal

def play(deals, effort, moves, first_seed=1):
    spent = 0.0
    decisions = 0
    for seed in range(first_seed, first_seed + deals):
        state = new_deal("classic", seed=seed)
        players = [make_player("expert", seed=seed * 10 + s, effort=effort) for s in (0, 1)]
        n = 0
        while not state.is_over and n < moves:
            seat = state.to_move
            legal = state.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                t0 = time.perf_counter()
                action = players[seat].choose(state.observation(seat))
                spent += time.perf_counter() - t0
                decisions += 1
                print(f"deal {seed} move {n}: {action}", flush=True)
            state = state.apply(action)
            n += 1
    print(f"compiled core: {native.COMPILED if hasattr(native, 'COMPILED') else 'n/a'}")
    print(f"time: {decisions} decisions, {spent / max(decisions, 1):.3f} s each", flush=True)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--effort", type=int, default=8, help="worlds per decision")
    parser.add_argument("--moves", type=int, default=8, help="actions per deal at most")
    parser.add_argument("--bundle", metavar="EXE", help="run inside this frozen sixtysix.exe")
    args = parser.parse_args(argv)
    code = PLAY + f"\nplay({args.deals}, {args.effort}, {args.moves})\n"
    if not args.bundle:
        from pathlib import Path

        sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this tree's sixtysix_qt
        exec(compile(code, "expert_moves", "exec"), {"__name__": "expert_moves"})
        return 0
    import multiprocessing

    # spawn builds a frozen program's command line (EXE --multiprocessing-fork
    # parent_pid=... pipe_handle=...) only when this side looks frozen too
    sys.frozen = True
    sys.executable = sys._base_executable = args.bundle  # not a venv launcher either
    multiprocessing.set_executable(args.bundle)
    child = multiprocessing.get_context("spawn").Process(target=exec, args=(code, {}))
    child.start()
    child.join()
    return child.exitcode or 0


if __name__ == "__main__":
    sys.exit(main())
