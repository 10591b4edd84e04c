"""Every animation duration and speed factor of the table, in one place (like KPatience's speeds.h).

Durations are milliseconds at the "normal" speed; the animator multiplies
them by the speed factor the player chose, so changing how a move feels
means changing one number here.  ``Step`` is a move and the pause after it.
"""

from __future__ import annotations

from dataclasses import dataclass

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
"""Animation speed setting -> factor on every duration (0 = cards jump, no animation)."""

PACE_MS: dict[str, int] = {"off": 250, "fast": 400, "normal": 700, "slow": 1100}
"""How long the computer waits before it moves, at each speed, so a player can follow."""


@dataclass(frozen=True)
class Step:
    """One keyframe's timing: the move, the delay between cards moving one by one, the pause."""

    move_ms: int
    stagger_ms: int = 0
    hold_ms: int = 0


GATHER = Step(380, hold_ms=150)
"""The cards of the last deal fly back to the dealer's pack."""
PACK = Step(0, hold_ms=GATHER.hold_ms)
"""The first deal on an empty table: the pack is at the dealer at once."""
DEAL = Step(260, stagger_ms=70)
"""One packet of cards to one seat."""
TURN_TRUMP = Step(380, hold_ms=120)
"""The trump card is turned up under the talon."""
SHOW_MARRIAGE = Step(280, hold_ms=1000)
"""King and queen raised and shown, long enough to read."""
PLAY = Step(320)
"""A card from the hand to the trick."""
TRICK_FULL_HOLD_MS = 750
"""The pause on a complete trick, so everyone sees who took it."""
SWEEP = Step(420, hold_ms=60)
"""A complete trick slides to the winner's pile."""
DRAW = Step(340, stagger_ms=180)
"""Everyone draws from the talon, in turn."""
EXCHANGE = Step(480, hold_ms=250)
"""The trump nine and the trump card swap places."""
CLOSE = Step(450, hold_ms=200)
"""The trump card turns face down on the closed talon."""
OTHER = Step(300)
"""Any other change (a bid, a pass, a declaration)."""
REVEAL = Step(450, hold_ms=400)
"""The end of a deal: every hand turns face up."""
SETTLE = Step(0)
"""Cards take their final places at once (after a move, nothing left to show)."""

WIGGLE_STEP_MS = 50
"""Each swing of the shake of a card that may not be played (not scaled by speed)."""
WIGGLE_DEGREES = (-5.0, 5.0, -3.0, 0.0)
"""The swings of that shake, in degrees from where the card lies."""

DEAL_END_CUE_AFTER_DECLARE_MS = 650
"""After the chime of a declared 66, how long before the deal's won/lost sound (not scaled)."""

CELEBRATION_MS = 3600
"""A won match: the suit signs rise and fall over the felt (not scaled; a click skips it)."""
