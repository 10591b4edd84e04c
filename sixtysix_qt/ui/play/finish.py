"""Finish a decided deal quickly: "Play the rest" once nothing the player does can change it.

The proof is fair: it uses only what the player can see.  It is made from
the player's own observation (never the hidden cards), in two cases:

- every card is known to a player who counted them (two players, the talon
  used up: the unseen cards are the opponent's hand), or the talon is
  closed and few enough splits of the unseen cards remain, and the exact
  solver finds that every legal move leads to the same result with best
  play, in every such deal;
- every remaining move is forced (each hand holds at most one card);
- in the auction game, the score cannot move whoever takes the card points
  and marriages still out (the bid made or out of reach, the other side's
  units of 33 fixed).

Then the offer comes up; accepted, the computer plays the player's cards
with the solver's best (or the forced) moves and the table animates fast,
until the deal is over.  The AI is used through its observation-based
functions (``ai.common.decode``, ``ai.worlds.determinize``,
``review.puzzles.hero_value``, the exact solver through ``ai.native``), exactly as
the AI's own exact endgame does.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

from PySide6.QtCore import QObject, Signal

from sixtysix_qt.ai import release_memory
from sixtysix_qt.ai.common import decode
from sixtysix_qt.ai.worlds import determinize
from sixtysix_qt.engine import SHAPES, Action, DealState, Kind
from sixtysix_qt.engine.cards import RANK_POINTS, RANKS, SUITS, codes_of_mask
from sixtysix_qt.engine.moves import move_text
from sixtysix_qt.engine.options import BID_UNIT, MAX_BID, marriage_value
from sixtysix_qt.review.puzzles import hero_value

from .controller import GameController

CLOSED_WORLDS = 40
"""At most this many hidden splits are solved for a closed talon (each takes milliseconds)."""
FINISH_PACE_MS = 120
"""The pause before each move while a decided deal is played out."""


def _known_world(obs: dict) -> DealState | None:
    """The one deal a counting player can see (two players, talon used up), else None."""
    if obs["num_players"] != 2 or obs["talon_size"] or obs["phase"] != "play":
        return None
    info = decode(obs)
    opp = 1 - info.seat
    hidden = info.unseen | info.known.get(opp, 0)
    return determinize(obs, {opp: codes_of_mask(hidden)}, [])


def _closed_worlds(obs: dict) -> list[DealState] | None:
    """Every deal a counting player cannot tell apart once the talon is closed (two
    players), if there are at most ``CLOSED_WORLDS``; else None.

    The unseen cards lie in the opponent's hand or in the closed talon: each
    way to split them is a world.  Splits the play has ruled out (a suit the
    opponent showed it lacks) are kept too: more worlds only make the proof
    stricter.
    """
    if obs["num_players"] != 2 or obs["phase"] != "play" or not obs["closed"]:
        return None
    info = decode(obs)
    opp = 1 - info.seat
    known = codes_of_mask(info.known.get(opp, 0))
    free = codes_of_mask(info.unseen & ~info.known.get(opp, 0))
    need = obs["hand_sizes"][opp] - len(known)
    if need < 0 or need > len(free) or comb(len(free), need) > CLOSED_WORLDS:
        return None
    face_up = [obs["trump_card"]] if obs["trump_card"] else []
    worlds = []
    for pick in combinations(free, need):
        talon = [c for c in free if c not in pick] + face_up
        if len(talon) != obs["talon_size"]:
            return None
        worlds.append(determinize(obs, {opp: known + list(pick)}, talon))
    return worlds


def _values(obs: dict, seat: int) -> list[dict[int, int]] | None:
    """The exact value of every move in every world the player cannot rule out (None: too many
    worlds, or cards not yet counted)."""
    world = _known_world(obs)
    worlds = [world] if world is not None else _closed_worlds(obs)
    if not worlds:
        return None
    try:
        return [hero_value(w, seat) for w in worlds]
    finally:
        release_memory()  # asked after every move: its table would grow the game all evening


def _safest(values: list[dict[int, int]]) -> str:
    """The move whose worst world is best."""
    moves = values[0]
    return move_text(max(moves, key=lambda m: (min(v[m] for v in values), -m)))


def _claim_holds(state: DealState, seat: int) -> bool:
    """Declaring now wins the deal (the engine scores the claim)."""
    if str(Kind.DECLARE) not in state.legal_actions():
        return False
    return state.apply(str(Kind.DECLARE)).result.winner == state.side_of(seat)


def _all_forced(obs: dict) -> bool:
    """No hand holds more than one card and nothing is left to draw: every move is forced."""
    out = obs.get("sitting_out")  # the moon bidder's partner plays no card
    counts = [n for seat, n in enumerate(obs.get("hand_sizes") or []) if seat != out]
    return obs["phase"] == "play" and not obs["talon_size"] and bool(counts) and max(counts) <= 1


def _bidding_settled(obs: dict) -> bool:
    """The auction game's score can no longer change, whoever takes the cards still out.

    Each side ends with its points now plus at most every card point still
    out and every marriage still possible (a king and queen both unplayed, in
    a suit not yet announced); the contract is scored by the bid and the
    other side by whole units of 33 (``engine.scoring``).  If neither the
    made-or-failed bid nor the other side's units can move inside those
    bounds, the deal is settled: the 64 : 36 deal of a bid of 1 is.
    """
    if not obs["preset"] or not SHAPES[obs["preset"]].bidding or obs["phase"] != "play":
        return False
    if obs["bidder"] is None or obs["trump_suit"] is None:
        return False
    shape = SHAPES[obs["preset"]]
    played = [Action.parse(text).card for _seat, text in obs["history"]]
    played = [c for c in played if c is not None]
    ranks = shape.ranks
    out = sum(RANK_POINTS[RANKS.index(r)] for r in ranks) * 4 * shape.copies
    out -= sum(RANK_POINTS[RANKS.index(c[0])] for c in played)
    announced = {suit for _seat, suit, _value in obs["marriages"]}
    trump = SUITS.index(obs["trump_suit"])
    for suit in SUITS:
        if suit not in announced and f"K{suit}" not in played and f"Q{suit}" not in played:
            out += marriage_value(SUITS.index(suit), trump, True)
    bid_side = obs["bidder"] % 2  # partners sit opposite
    other = 1 - bid_side
    points, tricks = obs["points"], obs["tricks"]
    if obs["bid"] == MAX_BID:
        bid_known = tricks[other] > 0  # the moon has failed; while it stands it can still fail
    else:
        need = BID_UNIT * obs["bid"]
        bid_known = points[bid_side] >= need or points[bid_side] + out < need
    other_known = points[other] // BID_UNIT == (points[other] + out) // BID_UNIT
    return bid_known and other_known


def decided_move(state: DealState, seat: int) -> str | None:
    """The move to play for ``seat`` if the rest of the deal is decided, else None.

    Read from ``seat``'s observation only.  A good claim is made at once
    (the move that ends the deal); otherwise the solver's best move, or the
    only legal one.
    """
    if state.is_over or state.to_move != seat:
        return None
    if _claim_holds(state, seat):
        return str(Kind.DECLARE)
    obs = state.observation(seat)
    legal = obs["legal_actions"]
    values = _values(obs, seat)
    if values is not None:
        if all(values) and len({v for world in values for v in world.values()}) == 1:
            return _safest(values)  # every move, in every world, the same result
        return None
    if (_all_forced(obs) and len(legal) == 1) or (_bidding_settled(obs) and legal):
        return legal[0]
    return None


def best_move(state: DealState, seat: int) -> str | None:
    """While finishing: the solver's best move from ``seat``'s view, or the only one."""
    if _claim_holds(state, seat):
        return str(Kind.DECLARE)
    obs = state.observation(seat)
    legal = obs["legal_actions"]
    values = _values(obs, seat)
    if values and all(values):
        return _safest(values)
    if len(legal) == 1 or (_bidding_settled(obs) and legal):
        return legal[0]  # forced, or any card: the score cannot change
    return None


class DealFinisher(QObject):
    """Offers "Play the rest" when the deal is decided, and plays it out fast if asked."""

    offerChanged = Signal(bool)
    finishingChanged = Signal(bool)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.offered = False
        self.finishing = False
        self._pace: int | None = None
        self._decided: tuple[DealState | None, str | None] = (None, None)
        """The last position looked at and its decided move (None: not decided)."""
        controller.stateChanged.connect(lambda _old, _new: self.look())
        controller.matchStarted.connect(lambda _m: self._stop())

    def _seat(self) -> int | None:
        seats = self.controller.human_seats
        return seats[0] if len(seats) == 1 else None

    def look(self) -> None:
        """After every move: is the rest decided (offer), or is it the player's turn to finish?"""
        state, seat = self.controller.state, self._seat()
        if state is None or seat is None or state.is_over:
            self._stop()
            self._offer(False)
            return
        if self.finishing:
            return
        move = decided_move(state, seat) if self.controller.human_to_move() else None
        self._decided = (state, move)
        self._offer(move is not None)

    def _offer(self, on: bool) -> None:
        if on != self.offered:
            self.offered = on
            self.offerChanged.emit(on)

    def play_rest(self) -> bool:
        """Play the player's remaining moves with the best (or forced) ones, fast."""
        if not self.offered:
            return False
        self._offer(False)
        self.finishing = True
        self._pace = self.controller.pace_ms
        self.controller.pace_ms = min(self.controller.pace_ms, FINISH_PACE_MS)
        self.finishingChanged.emit(True)
        self.step()
        return True

    def step(self) -> None:
        """The player's next move while finishing (the table calls it once the cards rest)."""
        c = self.controller
        if not self.finishing or not c.human_to_move():
            return
        looked, decided = self._decided
        # the position the offer was made for is solved already: the same move best_move gives
        move = decided if looked is c.state and decided else best_move(c.state, c.state.to_move)
        if move is None or not c.play(Action.parse(move)):  # the solver answers in text
            self._stop()

    def _stop(self) -> None:
        if not self.finishing:
            return
        self.finishing = False
        if self._pace is not None:
            self.controller.pace_ms = self._pace
            self._pace = None
        self.finishingChanged.emit(False)
