"""Play Sixty-Six in a terminal: for debugging and for anyone without a display.

    python -m sixtysix_qt.cli [--preset classic] [--seed N] [--seat 0]

You play one seat; every other seat picks a random legal action (or the
computer player, with ``--level``).  Type an action (``play QS``,
``marry KH``, ``exchange``, ``close``, ``declare``, ``bid 2``, ``pass``) or
its number from the list.  ``--auto`` lets every seat play by itself.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import TextIO

from .ai import LEVELS, Player, make_player
from .engine import PRESETS, ActionError, DealState, Match, OptionError, Reason, make_rules
from .engine.cards import SUIT_SYMBOLS

REASONS: dict[Reason, str] = {
    Reason.DECLARED: "reached the target",
    Reason.CLOSED_MADE: "closed the talon and made it",
    Reason.CLOSED_FAILED: "the talon was closed and the closer failed",
    Reason.FALSE_CLAIM: "false claim of 66",
    Reason.LAST_TRICK: "nobody reached the target: 1 to the last trick",
    Reason.TIE_65: "65 to 65: nobody scores, 1 extra to the next deal's winner",
    Reason.REPLAY: "both reached the target: the deal is replayed",
    Reason.THROWN_IN: "everybody passed: thrown in",
    Reason.BID_MADE: "the bid was made",
    Reason.BID_FAILED: "the bid failed",
    Reason.MOON_MADE: "the moon was made",
    Reason.MOON_FAILED: "the moon failed",
}


MAX_LINE = 200
"""The longest line read: an action is a few words; a longer line is not one."""
MAX_DIGITS = 9


def is_number(text: str) -> bool:
    """A short whole number in ASCII digits ("²" and Arabic digits are not ours)."""
    return text.isascii() and text.isdecimal() and len(text) <= MAX_DIGITS


def read_line(stream: TextIO, limit: int = MAX_LINE) -> str:
    """One line of at most ``limit`` characters; a longer one is read away and gives "".

    Reading a 300 MB line whole used 1.5 GB; here at most ``limit`` is kept.
    EOFError at the end of the input.
    """
    line = stream.readline(limit + 1)
    if not line:
        raise EOFError
    if len(line) <= limit or line.endswith("\n"):
        return line
    while True:  # the rest of an overlong line, thrown away piece by piece
        rest = stream.readline(1 << 16)
        if not rest or rest.endswith("\n"):
            return ""


def describe(state: DealState, seat: int) -> str:
    """A few lines showing what ``seat`` may see."""
    obs = state.observation(seat)
    lines = []
    trump = obs["trump_suit"]
    talon = f"talon {obs['talon_size']}" + (" (closed)" if obs["closed"] else "")
    card = obs["trump_card"]
    lines.append(
        f"trump {SUIT_SYMBOLS.get(trump, '-') if trump else '-'}"
        + (f"  trump card {card}" if card else "")
        + (f"  {talon}" if state.shape.has_talon else "")
    )
    lines.append("points " + "  ".join(f"side {i}: {p}" for i, p in enumerate(obs["points"])))
    if obs["last_trick"]:
        lines.append("last trick " + " ".join(f"{s}:{c}" for s, c in obs["last_trick"]))
    if obs["trick"]:
        lines.append("on the table " + " ".join(f"{s}:{c}" for s, c in obs["trick"]))
    lines.append(f"your hand (seat {seat}): " + " ".join(obs["hand"]))
    return "\n".join(lines)


def play_match(
    preset: str,
    seed: int | None,
    human: int | None,
    deals: int,
    choose: Callable[[DealState, int], str],
    read: Callable[[], str],
    out: TextIO,
    **options: object,
) -> Match:
    """Run deals, asking ``read`` for the human seat and ``choose`` for the others."""
    match = Match(preset, seed=seed, **options)
    played = 0
    while True:
        state = match.state
        out.write(f"\n=== deal {match.deal_number}, dealer seat {state.dealer} ===\n")
        while not state.is_over:
            seat = state.to_move
            if seat == human:
                out.write("\n" + describe(state, seat) + "\n")
                legal = state.legal_actions()
                out.write("  ".join(f"[{i}] {a}" for i, a in enumerate(legal, 1)) + "\n> ")
                out.flush()
                text = read().strip()
                if is_number(text) and 1 <= int(text) <= len(legal):
                    text = legal[int(text) - 1]
                try:
                    state = match.apply(text)
                except ActionError as err:
                    out.write(f"not possible: {err}\n")
                continue
            action = choose(state, seat)
            out.write(f"seat {seat}: {action}\n")
            state = match.apply(action)
        result = state.result
        who = "nobody" if result.winner is None else f"side {result.winner}"
        out.write(
            f"deal over: {who} scores {result.game_points} ({REASONS[result.reason]}); "
            f"match {match.scores} of {match.target}\n"
        )
        played += 1
        if match.is_over or played >= deals:
            break
        match.next_deal()
    if match.is_over:
        out.write(f"match over: side {match.winner} wins {match.scores}\n")
    return match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sixtysix_qt.cli", description="Play Sixty-Six in the terminal."
    )
    parser.add_argument("--preset", default="classic", choices=PRESETS)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--seat", type=int, default=0, help="the seat you play")
    parser.add_argument("--deals", type=int, default=1000, help="stop after this many deals")
    parser.add_argument("--auto", action="store_true", help="every seat plays by itself")
    parser.add_argument(
        "--level", default=None, choices=LEVELS, help="computer level instead of random play"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="rule option, e.g. auto_declare=false or game_target=11",
    )
    args = parser.parse_args(argv)
    options: dict[str, object] = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            parser.error(f"--option needs NAME=VALUE, got {item!r}")
        lowered = value.lower()
        options[name] = (
            True
            if lowered == "true"
            else False
            if lowered == "false"
            else int(value)
            if is_number(value)
            else value
        )
    try:
        make_rules(args.preset, **options)  # a bad option is a usage error, not a traceback
    except (OptionError, ValueError, TypeError) as err:
        parser.error(str(err)[:300])
    rng = random.Random(args.seed)
    players: dict[int, Player] = {}

    def choose(state: DealState, seat: int) -> str:
        if args.level:
            player = players.setdefault(seat, make_player(args.level, seed=rng.randrange(2**31)))
            return player.choose(state.observation(seat))
        return rng.choice(state.legal_actions())

    def read() -> str:
        return read_line(sys.stdin)

    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # bad UTF-8 is a line we cannot use, not a crash
    try:
        play_match(
            args.preset,
            args.seed,
            None if args.auto else args.seat,
            args.deals,
            choose,
            read,
            sys.stdout,
            **options,
        )
    except OptionError as err:
        parser.error(str(err))
    except (EOFError, KeyboardInterrupt):
        print("\nbye")
    except BrokenPipeError:  # the reader went away (``| head``): nobody to tell
        _quiet_stdout()
    return 0


def _quiet_stdout() -> None:
    """Point stdout at the null device so the final flush of a closed pipe cannot fail."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
