"""Exact play for two-player positions where every card in play is known.

Once the talon is exhausted both hands are known to a player who counted
the cards; once it is closed the talon cards are out of play, so a sampled
world (``ai.worlds``) gives known hands too.  This solver plays such a
position out with alpha-beta over bitmask hands and a transposition table
and returns *game points* (docs/RULES.md section 6), from the root seat's view:
+3..+1 for a win, -1..-3 (-6 with ``historical_closing``) for a loss, 0 for
a 65-65 tie or a replay.  Scoring mirrors ``engine/scoring.py``; the tests
check it against the engine itself on random positions.

Two simplifications that never change the value:  a king or queen that can
be led as a marriage is always announced (it only adds points to the side
that leads it), and a player whose points reach the target declares at once
(the AI always does, section 5).
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import KING, QUEEN, RANK_POINTS, SUIT_MASKS
from ..engine.moves import MARRY
from ..engine.options import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS

INF = 99
_POINTS = [RANK_POINTS[c & 7] for c in range(64)]
_SUIT = [(c >> 3) & 3 for c in range(64)]
# cards of the same suit ranked above c (single deck: copy 0 only)
_HIGHER = [sum(1 << (c & ~7 | r) for r in range((c & 7) + 1, 8)) & 0xFFFFFFFF for c in range(64)]
_SUITM = [m & 0xFFFFFFFF for m in SUIT_MASKS]
_PARTNER = [
    (c & ~7 | QUEEN) if c & 7 == KING else (c & ~7 | KING) if c & 7 == QUEEN else -1
    for c in range(64)
]


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def score_flags(side_tricks: Any, card_pts: Any) -> int:
    """Bits 1/2: side 0/1 has a trick; 4/8: side 0/1 has card points (what scoring asks)."""
    fl = 0
    for s in (0, 1):
        if side_tricks[s]:
            fl |= 1 << s
        if card_pts[s]:
            fl |= 4 << s
    return fl


class EndgameSolver:
    """Alpha-beta solver for one two-player deal; reusable across worlds of one decision.

    Built from a full ``DealState`` (a real one, or a sampled world): it reads
    the constants of the deal (trump, options, closing) once, so the same
    solver and its transposition table serve every world sampled for a move.
    """

    def __init__(self, state: Any, me: int) -> None:
        if state.shape.players != 2:
            raise ValueError("the exact solver plays two-player deals only")
        opts = state.rules.options
        self.me = me
        self.trump = state.tsuit
        self.target = state.shape.deal_target
        self.loser_line = state.shape.loser_line
        self.bonus = 0 if state.closed else state.shape.last_trick_bonus
        self.auto = opts["auto_declare"]
        self.head = opts["strict_must_head"]
        self.hist_scoring = opts["historical_scoring"]
        self.hist_closing = opts["historical_closing"]
        self.queen_only = opts["marriage_lead_queen_only"]
        self.needs_trick = opts["marriage_needs_trick"]
        self.marriages = opts["marriage_after_talon"]
        self.closer = state.closer
        self.snapshot = state.snapshot
        self.tt: dict[tuple, tuple[int, int, int]] = {}
        self.nodes = 0
        # move lists in search order, by hand (leads) and by (hand, led card)
        self._leads: dict[int, list[int]] = {}
        self._replies: dict[tuple[int, int], list[int]] = {}

    # ------------------------------------------------------------ scoring
    def _no_trick(self, pts_tricks_cards: tuple[int, int, int]) -> bool:
        return pts_tricks_cards[2] == 0 if self.hist_scoring else pts_tricks_cards[1] == 0

    def _judge(self, winner: int, view: tuple) -> int:
        loser = view[1 - winner]
        if self._no_trick(loser):
            return 3
        if loser[0] < self.loser_line:
            return 2
        return 1

    def _signed(self, winner: int | None, gp: int) -> int:
        if winner is None:
            return 0
        return gp if winner == self.me else -gp

    def _closer_failed(self, view: tuple) -> int:
        closer = self.closer
        opp = 1 - closer
        if self.hist_closing:
            gp = 6 if self._no_trick(view[closer]) else 2
        else:
            gp = 3 if self._no_trick(self.snapshot[opp]) else 2
        return self._signed(opp, gp)

    def _winning(self, side: int, view: tuple) -> int:
        closer = self.closer
        if closer is not None:
            if side == closer:
                return self._signed(side, self._judge(side, self.snapshot))
            return self._closer_failed(view)
        return self._signed(side, self._judge(side, view))

    @staticmethod
    def _view(p0: int, p1: int, fl: int) -> tuple:
        # fl bits: 1 side 0 has a trick, 2 side 1 has a trick, 4/8 card points > 0
        return ((p0, fl & 1, (fl >> 2) & 1), (p1, (fl >> 1) & 1, (fl >> 3) & 1))

    def _all_played(self, p0: int, p1: int, fl: int, last: int) -> int:
        view = self._view(p0, p1, fl)
        target = self.target
        have = [s for s in (0, 1) if view[s][0] >= target]
        if self.hist_scoring and not self.auto and len(have) == 2:
            return 0
        if self.closer is not None:
            if have == [self.closer]:
                return self._winning(self.closer, view)
            return self._closer_failed(view)
        if len(have) == 1:
            return self._winning(have[0], view)
        if have:
            return self._winning(last, view)
        if p0 == p1 == 65:
            return 0
        return self._signed(last, 1)

    # ------------------------------------------------------------- search
    def _marry_value(self, hand: int, card: int, ann: int, side: int, fl: int) -> int:
        """Points of the marriage announced when leading ``card``, 0 if none."""
        partner = _PARTNER[card]
        if partner < 0 or not hand >> partner & 1 or not self.marriages:
            return 0
        suit = _SUIT[card]
        if ann >> (side * 4 + suit) & 1:
            return 0
        if self.queen_only and card & 7 != QUEEN:
            return 0
        if self.needs_trick and not fl >> side & 1:
            return 0
        return TRUMP_MARRIAGE_POINTS if suit == self.trump else MARRIAGE_POINTS

    def search(
        self,
        h0: int,
        h1: int,
        mover: int,
        lead: int,
        p0: int,
        p1: int,
        fl: int,
        held: int,
        ann: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Game points for ``self.me`` with both playing perfectly (fail-soft alpha-beta)."""
        self.nodes += 1
        if not self.auto:
            mp = p0 if mover == 0 else p1
            if mp >= self.target:
                return self._winning(mover, self._view(p0, p1, fl))
        key = (h0, h1, mover, lead, p0, p1, fl, held, ann)
        entry = self.tt.get(key)
        best_move = -1
        if entry is not None:
            lo, hi, best_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        maximize = mover == self.me
        best = -INF if maximize else INF
        hand = h0 if mover == 0 else h1
        moves = self._lead_order(hand) if lead < 0 else self._reply_order(hand, lead)
        if best_move >= 0 and moves[0] != best_move and best_move in moves:
            moves = [best_move] + [c for c in moves if c != best_move]
        chosen = moves[0]
        for c in moves:
            if lead < 0:
                v = self._after_lead(h0, h1, mover, c, p0, p1, fl, held, ann, alpha, beta)
            else:
                v = self._after_follow(h0, h1, mover, lead, c, p0, p1, fl, held, ann, alpha, beta)
            if maximize:
                if v > best:
                    best, chosen = v, c
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best, chosen = v, c
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        lo, hi = -INF, INF
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        if entry is not None:
            lo, hi = max(lo, entry[0]), min(hi, entry[1])
        self.tt[key] = (lo, hi, chosen)
        return best

    def _lead_order(self, hand: int) -> list[int]:
        """Leads from ``hand``: high cards and trumps first, they decide most positions."""
        moves = self._leads.get(hand)
        if moves is None:
            moves = _bits(hand)
            moves.sort(key=lambda c: -_POINTS[c] - (c >> 3 & 3 == self.trump) * 5)
            self._leads[hand] = moves
        return moves

    def _reply_order(self, hand: int, lead: int) -> list[int]:
        """Legal answers to ``lead``, high cards first."""
        key = (hand, lead)
        moves = self._replies.get(key)
        if moves is None:
            moves = self._follows(hand, lead)
            moves.sort(key=lambda c: -_POINTS[c])
            self._replies[key] = moves
        return moves

    def _follows(self, hand: int, lead: int) -> list[int]:
        same = hand & _SUITM[_SUIT[lead]]
        if same:
            if self.head:
                higher = same & _HIGHER[lead]
                if higher:
                    return _bits(higher)
            return _bits(same)
        if self.trump is not None:
            trumps = hand & _SUITM[self.trump]
            if trumps:
                return _bits(trumps)
        return _bits(hand)

    def _after_lead(self, h0, h1, mover, c, p0, p1, fl, held, ann, alpha, beta) -> int:
        hand = h0 if mover == 0 else h1
        value = self._marry_value(hand, c, ann, mover, fl)
        if mover == 0:
            h0 &= ~(1 << c)
        else:
            h1 &= ~(1 << c)
        if value:
            ann |= 1 << (mover * 4 + _SUIT[c])
            if fl >> mover & 1:
                if mover == 0:
                    p0 += value
                else:
                    p1 += value
                if self.auto and (p0 if mover == 0 else p1) >= self.target:
                    return self._winning(mover, self._view(p0, p1, fl))
            else:
                held += value << (mover * 8)
        return self.search(h0, h1, 1 - mover, c, p0, p1, fl, held, ann, alpha, beta)

    def _after_follow(self, h0, h1, mover, lead, c, p0, p1, fl, held, ann, alpha, beta) -> int:
        if mover == 0:
            h0 &= ~(1 << c)
        else:
            h1 &= ~(1 << c)
        leader = 1 - mover
        ls, cs = _SUIT[lead], _SUIT[c]
        if (cs == ls and c & 7 > lead & 7) or (cs != ls and cs == self.trump):
            w = mover
        else:
            w = leader
        pts = _POINTS[lead] + _POINTS[c]
        credit = (held >> (w * 8)) & 0xFF
        held &= ~(0xFF << (w * 8))
        fl |= 1 << w
        if pts:
            fl |= 4 << w
        if w == 0:
            p0 += pts + credit
        else:
            p1 += pts + credit
        done = not (h0 | h1)
        if done and self.bonus:
            if w == 0:
                p0 += self.bonus
            else:
                p1 += self.bonus
        if self.auto and (p0 if w == 0 else p1) >= self.target:
            return self._winning(w, self._view(p0, p1, fl))
        if done:
            return self._all_played(p0, p1, fl, w)
        return self.search(h0, h1, w, -1, p0, p1, fl, held, ann, alpha, beta)

    # --------------------------------------------------------------- API
    def root_args(self, state: Any) -> tuple:
        """The search arguments of a state (the seat to move decides)."""
        fl = score_flags(state.side_tricks, state.card_pts)
        ann = state.announced[0] | state.announced[1] << 4
        held = state.held[0] | state.held[1] << 8
        lead = state.trick[0][1] if state.trick else -1
        h0, h1 = state.hands
        p0 = state.card_pts[0] + state.marriage_pts[0] + state.bonus[0]
        p1 = state.card_pts[1] + state.marriage_pts[1] + state.bonus[1]
        return h0, h1, state.to_move, lead, p0, p1, fl, held, ann

    def value(self, state: Any) -> int:
        """Exact game points for ``me`` of a state where the talon is closed or exhausted."""
        return self.search(*self.root_args(state), -INF, INF)

    def move_values(self, state: Any) -> dict[int, int]:
        """Exact game points for ``me`` of every legal move (int form) of ``state``."""
        h0, h1, mover, lead, p0, p1, fl, held, ann = self.root_args(state)
        out: dict[int, int] = {}
        for move in state.legal_moves():
            kind, c = move >> 6, move & 63
            if kind not in (0, MARRY):
                continue  # declare is decided before searching
            if lead < 0:
                if kind == 0 and self._marry_value(h0 if mover == 0 else h1, c, ann, mover, fl):
                    # a plain play of a marriage card: search it without the announcement
                    out[move] = self._plain_lead(h0, h1, mover, c, p0, p1, fl, held, ann)
                    continue
                out[move] = self._after_lead(h0, h1, mover, c, p0, p1, fl, held, ann, -INF, INF)
            else:
                out[move] = self._after_follow(
                    h0, h1, mover, lead, c, p0, p1, fl, held, ann, -INF, INF
                )
        return out

    def _plain_lead(self, h0, h1, mover, c, p0, p1, fl, held, ann) -> int:
        # mark the suit announced so the search below does not announce it either
        if mover == 0:
            h0 &= ~(1 << c)
        else:
            h1 &= ~(1 << c)
        ann |= 1 << (mover * 4 + _SUIT[c])
        return self.search(h0, h1, 1 - mover, c, p0, p1, fl, held, ann, -INF, INF)


def solve_moves(state: Any, me: int | None = None) -> dict[int, int]:
    """Exact game points of each legal move for the seat to move (or ``me``)."""
    seat = state.to_move if me is None else me
    return EndgameSolver(state, seat).move_values(state)


def solve(state: Any) -> tuple[int, int]:
    """(best move, its game points for the seat to move) of a known-card position."""
    values = solve_moves(state)
    best = max(values, key=lambda m: (values[m], -m))
    return best, values[best]
