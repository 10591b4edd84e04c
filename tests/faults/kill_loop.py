"""Kill the real game at random moments, again and again; every restart must resume.

    python -m tests.faults.kill_loop --rounds 300 [--seed 1] [--folder DIR]

Each round starts the game offscreen on the same data folder with a scripted
human who keeps playing, SIGKILLs the game alone (never its group) at a
random moment (during start-up now and then, mostly mid-play), and checks:
no process of the game survives it, the save file is never damaged (nothing
was set aside), and the next start offers the unfinished match and carries
on from exactly where the save left it.  tests/faults/test_kill_loop.py runs
three rounds; this script runs as many as asked and prints a summary.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sixtysix_qt.storage import SAVE_NAME, SaveStore

from .harness import Game, scratch_env

RESUME_QUESTION = "dialog: You have an unfinished match"


def _saved(data: Path) -> dict[str, Any] | None:
    """The save as a document, if it holds an unfinished match (raises if it is damaged)."""
    out = SaveStore(data).load()
    if out.problem:
        raise AssertionError(f"the save was damaged by a kill: {out.problem}")
    if out.match is None or out.match.is_over:
        return None
    return json.loads((data / SAVE_NAME).read_text())


def continues(before: dict[str, Any], after: dict[str, Any]) -> bool:
    """True if ``after`` is the match of ``before``, with nothing taken back."""
    if after.get("seed") != before.get("seed"):
        return False
    old, new = before["deals"], after["deals"]
    if len(new) < len(old) or new[: len(old) - 1] != old[:-1]:
        return False
    last = len(old) - 1
    return new[last]["actions"][: len(old[last]["actions"])] == old[last]["actions"]


def resumed_at(doc: dict[str, Any]) -> str:
    """The line the scripted human prints when it finds this saved match resumed."""
    deals = doc["deals"]
    return f"match {doc['seed']} deals {len(deals)} actions {len(deals[-1]['actions'])}"


def one_round(data: Path, home: Path, rng: random.Random, early: bool) -> list[str]:
    """Start, kill, check; the problems found (empty: all well)."""
    problems: list[str] = []
    before = _saved(data)
    game = Game(data, home, "--play-moves", "100000").start()
    try:
        if early:
            time.sleep(rng.uniform(0.2, 2.0))
        elif not game.wait_for("played 1", 90):
            problems.append("the game never got to play: " + game.text()[-2000:])
        else:
            if before is not None:
                if not any(line.startswith(RESUME_QUESTION) for line in game.out):
                    problems.append("the unfinished match was not offered")
                where = resumed_at(before)
                if where not in game.out:
                    started = [line for line in game.out if line.startswith("match ")]
                    problems.append(f"the restart did not resume {where!r} but {started}")
            time.sleep(rng.uniform(0.0, 3.0))
        game.kill()
        left = game.leftovers()
        if left:
            problems.append(f"left running after the kill: {left}")
        broken = [p.name for p in data.iterdir() if ".broken-" in p.name]
        if broken:
            problems.append(f"files set aside as damaged: {broken}")
        after = _saved(data)
        same = before is not None and after is not None and after["seed"] == before["seed"]
        if same and not continues(before, after):
            problems.append("the save went back: moves were lost")
    except AssertionError as err:
        problems.append(str(err))
    finally:
        game.cleanup()
    return problems


def run(rounds: int, folder: Path, seed: int = 1) -> list[str]:
    """``rounds`` kills on ``folder``/data; every problem, prefixed with its round."""
    data, home = folder / "data", folder / "home"
    data.mkdir(parents=True, exist_ok=True)
    scratch_env(home)
    rng = random.Random(seed)
    problems = []
    for n in range(1, rounds + 1):
        early = n > 1 and rng.random() < 0.25
        problems += [f"round {n}: {p}" for p in one_round(data, home, rng, early)]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=None, help="keep the data here")
    args = parser.parse_args(argv)
    folder = args.folder or Path(tempfile.mkdtemp(prefix="sixtysix-kill-loop-"))
    t0 = time.monotonic()
    problems = run(args.rounds, folder, args.seed)
    for p in problems:
        print(p)
    print(
        f"{args.rounds} kills in {time.monotonic() - t0:.0f} s, {len(problems)} problems "
        f"(data in {folder})"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
