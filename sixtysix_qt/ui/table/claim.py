"""What a claim of 66 (101 in four-hand) would do now, in the engine's own words and numbers.

Declaring is the game's signature move, so the table says what is true
before the player makes it: the chip glows when the claim is good, the
status line offers it only then, and the question says "You have 72: the
claim is good" or what the other side would score.  Every number comes from
the engine: the claim is applied to the (immutable) state and its
``Result`` read; the table never scores a deal itself.  With card points
hidden (the ``show_scores`` option) nothing is told that the player may not
see, and the claim is offered as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState, Kind

from ..words.texts import fill
from .felt_items import Badge

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Claim:
    """A claim by ``seat``'s side as it stands: its card points and what declaring scores."""

    target: int
    points: int | None = None
    """The side's card points (None: the deal hides them)."""
    good: bool | None = None
    """The claim holds (None: not told, the points are hidden)."""
    other_scores: int = 0
    """Game points the other side scores for a false claim (the engine's result)."""

    @property
    def worth_offering(self) -> bool:
        """Offer it as a move that matters: it is good, or the player cannot see the count."""
        return self.good is not False


def claim_now(state: DealState, seat: int) -> Claim:
    """What declaring would do for ``seat`` in ``state`` (which must allow the claim)."""
    target = state.shape.deal_target
    if not state.options.get("show_scores", True):
        return Claim(target)
    side = state.side_of(seat)
    result = state.apply(str(Kind.DECLARE)).result  # the engine scores the claim
    good = result.winner == side
    return Claim(target, state.side_points(side), good, 0 if good else result.game_points)


def dress_chip(chip: Badge, claim: Claim, px: float) -> None:
    """The claim chip: "66!" (or "101!"), glowing when the claim is good, faint when it is
    not, its tooltip with the count when the deal shows it."""
    chip.set_text(f"{claim.target}!")
    chip.set_font_px(px)
    chip.set_active(bool(claim.good))
    chip.set_faded(claim.good is False)
    tip = fill(translate("TableView", "Declare %1: claim the deal now"), claim.target)
    if claim.points is not None:
        tip += " " + translate("TableView", "(you have %n card points)", "", claim.points)
    chip.setToolTip(tip)


def claim_sentences(claim: Claim) -> str:
    """The question's body: the count and what the claim does (one sentence per count)."""
    if claim.points is None:
        return translate(
            "TableView",
            "If your side has fewer than %n card points the claim is false "
            "and the other side scores.",
            "",
            claim.target,
        )
    if claim.good:
        return translate(
            "TableView", "You have %n card points: the claim is good.", "", claim.points
        )
    false = translate(
        "TableView", "You have %n card points: the claim would be false.", "", claim.points
    )
    scores = translate(
        "TableView", "The other side would score %n game points.", "", claim.other_scores
    )
    return false + " " + scores
