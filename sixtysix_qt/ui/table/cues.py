"""What the table tells the ears: a sound's name for each keyframe as the player sees it.

The cues follow the animator's keyframes, so a card is heard when it lands
and a trick when it slides to its pile, never before the eye sees it.  The
table decides no rule here either: who won a deal comes from the engine's
result, whose turn it is from the state the frame shows.  ``cue`` carries a
name of ``ui.sound.SOUND_NAMES``; the shell connects it to the player.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from sixtysix_qt.engine import DealState, Kind

from . import timing
from .animator import Animator, Frame
from .game_port import GamePort

ON_START = {"trick": "trick", "marriage": "marriage"}
"""Frames heard as they start moving (a trick swept, a marriage raised)."""
ON_LANDING = {"deal": "deal", "play": "play", str(Kind.DECLARE): "declare"}
"""Frames heard as their cards come to rest."""


class TableCues(QObject):
    """Turns the animator's keyframes into named sound cues."""

    cue = Signal(str)

    def __init__(self, animator: Animator, game: GamePort, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._mover: int | None = None  # who was to move in the last settled state
        animator.frameStarted.connect(self._on_started)
        animator.frameLanded.connect(self._on_landed)

    def _on_started(self, event: str) -> None:
        if event in ON_START:
            self.cue.emit(ON_START[event])

    def _on_landed(self, frame: Frame) -> None:
        if frame.event in ON_LANDING:
            self.cue.emit(ON_LANDING[frame.event])
        s = frame.shows
        if s is None or not frame.settled:
            return
        if s.is_over:
            self._deal_end(s, frame.event == str(Kind.DECLARE))
        elif self._your_turn_after_computer(s):
            self.cue.emit("your_turn")
        self._mover = None if s.is_over or frame.event == "trump" else s.to_move

    def _your_turn_after_computer(self, s: DealState) -> bool:
        mover, to_move = self._mover, s.to_move
        return (
            mover is not None
            and to_move is not None
            and to_move != mover
            and self._game.is_human(to_move)
            and not self._game.is_human(mover)
        )

    def _deal_end(self, s: DealState, declared: bool) -> None:
        if not self._game.human_seats or s.result is None or s.result.winner is None:
            return
        won = s.result.winner == s.side_of(self._game.human_seats[0])
        name = "deal_won" if won else "deal_lost"
        if declared:  # the claim's chime first, then how the deal went for you
            QTimer.singleShot(
                timing.DEAL_END_CUE_AFTER_DECLARE_MS, self, lambda: self.cue.emit(name)
            )  # with the cues as context: no call after the table is gone
        else:
            self.cue.emit(name)
