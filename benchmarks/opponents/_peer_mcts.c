/* Monte Carlo tree search in one known-card world: the search of the outside
 * peer of issue 12, rebuilt from its published description for the arena
 * (benchmarks/opponents/peer_mcts.py).  Never part of the game: it is
 * compiled by that module on first use and loaded with ctypes.
 *
 * The peer (cpatrasciuc/schnapsen-card-game, its app's setting) samples up
 * to 150 worlds and grows one tree per world for 667 iterations.  An
 * iteration walks down by UCB among the children not yet solved, and from
 * the first node with an untried child it plays uniformly random moves to
 * the end of the deal, keeping every node of that path in the tree.  A node
 * whose children are all solved is solved too, with its exact minimax value
 * (MCTS-Solver), so a small endgame tree ends exact.  A root move's value in
 * a world is its exact value when solved, else the mean of the deal results
 * through it.
 *
 * The rules below (moves, tricks, draws, scoring) are the benchmark's own
 * copy of the game's compiled solver's (sixtysix_qt/ai/_native.c as of
 * commit 1a34c51), so the lab includes no product code (issue 42): the game
 * may change its core without changing the peer.  The peer's tests
 * (benchmarks/tests/test_peer_mcts.py) check that a small endgame's tree ends
 * with exactly the game's exact values, which is what keeps the copy true.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ================= the benchmark's own copy of the rules ================= */
#define QUEEN 4
#define KING 5
#define EXCHANGE_MOVE (2 << 6)
#define CLOSE_MOVE (3 << 6)
#define MARRY 1
/* internal move codes: 0..31 a card, 32 exchange, 33 close */
#define M_EXCHANGE 32
#define M_CLOSE 33

typedef struct {
    int me, trump, target, loser_line, last_bonus;
    int auto_decl, head, hist_scoring, hist_closing, queen_only, needs_trick, after_talon;
    int closing, exchange_rank, marriage, trump_marriage, false_two;
    int tlen;
    int talon[16];
} Game;

typedef struct {
    uint32_t h[2];
    int tpos, tlast, mover, lead;
    int p[2], held[2];
    int fl, ann, closed, closer;
    int sp[2], sfl;
} Pos;

static const int POINTS[8] = {0, 0, 0, 2, 3, 4, 10, 11};

/* ------------------------------------------------------------- scoring */
static int no_trick(const Game *g, int side, int fl) {
    return g->hist_scoring ? !((fl >> (2 + side)) & 1) : !((fl >> side) & 1);
}

static int judge(const Game *g, int winner, const int *p, int fl) {
    int loser = 1 - winner;
    if (no_trick(g, loser, fl)) return 3;
    if (p[loser] < g->loser_line) return 2;
    return 1;
}

static int sign_for(const Game *g, int winner, int gp) { return winner == g->me ? gp : -gp; }

/* game points the closer's opponent scores when the closer fails */
static int closer_failed_gp(const Game *g, const Pos *s) {
    if (g->hist_closing) return no_trick(g, s->closer, s->fl) ? 6 : 2;
    return no_trick(g, 1 - s->closer, s->sfl) ? 3 : 2;
}

static int closer_failed(const Game *g, const Pos *s) {
    return sign_for(g, 1 - s->closer, closer_failed_gp(g, s));
}

static int winning(const Game *g, int side, const Pos *s) {
    if (s->closed) {
        if (side == s->closer) return sign_for(g, side, judge(g, side, s->sp, s->sfl));
        return closer_failed(g, s);
    }
    return sign_for(g, side, judge(g, side, s->p, s->fl));
}

static int all_played(const Game *g, const Pos *s, int last) {
    int have0 = s->p[0] >= g->target, have1 = s->p[1] >= g->target;
    if (g->hist_scoring && !g->auto_decl && have0 && have1) return 0;
    if (s->closed) {
        int only_closer = (s->closer == 0) ? (have0 && !have1) : (have1 && !have0);
        return only_closer ? winning(g, s->closer, s) : closer_failed(g, s);
    }
    if (have0 && !have1) return winning(g, 0, s);
    if (have1 && !have0) return winning(g, 1, s);
    if (have0 && have1) return winning(g, last, s);
    if (s->p[0] == 65 && s->p[1] == 65) return 0;
    return sign_for(g, last, 1);
}

/* --------------------------------------------------------------- rules */
static int talon_left(const Game *g, const Pos *s) { return g->tlen - s->tpos; }

static int strict_phase(const Game *g, const Pos *s) {
    return s->closed || talon_left(g, s) == 0;
}

static int marry_value(const Game *g, const Pos *s, int card) {
    int rank = card & 7, suit = (card >> 3) & 3, side = s->mover, partner;
    if (rank == KING)
        partner = (card & ~7) | QUEEN;
    else if (rank == QUEEN)
        partner = (card & ~7) | KING;
    else
        return 0;
    if (!((s->h[side] >> partner) & 1)) return 0;
    if (!g->after_talon && strict_phase(g, s)) return 0;
    if ((s->ann >> (side * 4 + suit)) & 1) return 0;
    if (g->queen_only && rank != QUEEN) return 0;
    if (g->needs_trick && !((s->fl >> side) & 1)) return 0;
    return suit == g->trump ? g->trump_marriage : g->marriage;
}

/* The seat to move may lead card c as a marriage (announce it). */
static int can_announce(const Game *g, const Pos *s, int c) {
    return c < 32 && s->lead < 0 && marry_value(g, s, c) > 0;
}

static int can_exchange(const Game *g, const Pos *s) {
    int rank = g->exchange_rank;
    if (rank < 0 || s->closed || talon_left(g, s) < 2) return 0;
    if (!((s->fl >> s->mover) & 1)) return 0;
    if ((s->tlast & 7) == rank) return 0;
    return (s->h[s->mover] >> (g->trump * 8 + rank)) & 1;
}

static int can_close(const Game *g, const Pos *s) {
    return g->closing && !s->closed && talon_left(g, s) >= 2;
}

static int talon_card(const Game *g, const Pos *s, int i) {
    return i == g->tlen - 1 ? s->tlast : g->talon[i];
}

/* How promising a card looks, higher first.  Leading: strong cards and
 * trumps.  Following: a card that takes the trick, the cheapest such first,
 * else the cheapest card (a discard). */
static int order_key(const Game *g, const Pos *s, int c) {
    int trump = ((c >> 3) & 3) == g->trump;
    if (s->lead < 0) return POINTS[c & 7] + trump * 5;
    int lead = s->lead, ls = (lead >> 3) & 3, cs = (c >> 3) & 3;
    int wins = (cs == ls && (c & 7) > (lead & 7)) || (cs != ls && trump);
    int value = POINTS[lead & 7] + POINTS[c & 7];
    if (wins) return 100 + value - trump * 12 - POINTS[c & 7];
    return 50 - POINTS[c & 7] - trump * 12;
}

/* Moves in search order (order_key). */
static int gen_moves(const Game *g, const Pos *s, int *out) {
    uint32_t hand = s->h[s->mover], cand = hand;
    int n = 0, c;
    if (s->lead >= 0 && strict_phase(g, s)) {
        uint32_t same = hand & (0xFFu << (((s->lead >> 3) & 3) * 8));
        if (same) {
            cand = same;
            if (g->head) {
                uint32_t higher = same & ~((2u << s->lead) - 1);
                if (higher) cand = higher;
            }
        } else {
            uint32_t trumps = hand & (0xFFu << (g->trump * 8));
            if (trumps) cand = trumps;
        }
    }
    int key[12];
    for (c = 31; c >= 0; c--)
        if ((cand >> c) & 1) {
            key[n] = order_key(g, s, c);
            out[n++] = c;
        }
    /* best first (insertion sort, n <= 8) */
    for (int i = 1; i < n; i++) {
        int x = out[i], kx = key[i], j = i - 1;
        while (j >= 0 && key[j] < kx) {
            out[j + 1] = out[j];
            key[j + 1] = key[j];
            j--;
        }
        out[j + 1] = x;
        key[j + 1] = kx;
    }
    if (s->lead < 0) {
        if (can_exchange(g, s)) out[n++] = M_EXCHANGE;
        if (can_close(g, s)) out[n++] = M_CLOSE;
    }
    return n;
}


/* Play a lead (a card, the exchange or closing) on t.  Returns 1 and sets
 * *value when that ends the deal (a marriage reaching the target). */
static int do_lead(const Game *g, Pos *t, int c, int announce, int *value) {
    int m = t->mover;
    if (c == M_EXCHANGE) {
        int nine = g->trump * 8 + g->exchange_rank;
        t->h[m] = (t->h[m] & ~(1u << nine)) | (1u << t->tlast);
        t->tlast = nine;
        return 0;
    }
    if (c == M_CLOSE) {
        t->closed = 1;
        t->closer = m;
        t->sp[0] = t->p[0];
        t->sp[1] = t->p[1];
        t->sfl = t->fl;
        return 0;
    }
    /* a marriage card led plain still ends that marriage: mark it either way */
    int married = marry_value(g, t, c), points = announce ? married : 0;
    if (married) t->ann |= 1 << (m * 4 + ((c >> 3) & 3));
    t->h[m] &= ~(1u << c);
    if (points) {
        if ((t->fl >> m) & 1) {
            t->p[m] += points;
            if (g->auto_decl && t->p[m] >= g->target) {
                *value = winning(g, m, t);
                return 1;
            }
        } else {
            t->held[m] += points;
        }
    }
    t->mover = 1 - m;
    t->lead = c;
    return 0;
}

/* Play the second card of a trick on t: the trick, the draws, the end of
 * the deal.  Returns 1 and sets *value when the deal is over. */
static int do_follow(const Game *g, Pos *t, int c, int *value) {
    int m = t->mover, leader = 1 - m, lead = t->lead, w;
    int ls = (lead >> 3) & 3, cs = (c >> 3) & 3;
    t->h[m] &= ~(1u << c);
    if ((cs == ls && (c & 7) > (lead & 7)) || (cs != ls && cs == g->trump))
        w = m;
    else
        w = leader;
    int pts = POINTS[lead & 7] + POINTS[c & 7];
    t->p[w] += pts + t->held[w];
    t->held[w] = 0;
    t->fl |= 1 << w;
    if (pts) t->fl |= 4 << w;
    if (!t->closed && talon_left(g, t) > 0) {
        t->h[w] |= 1u << talon_card(g, t, t->tpos);
        t->h[1 - w] |= 1u << talon_card(g, t, t->tpos + 1);
        t->tpos += 2;
    }
    int done = !(t->h[0] | t->h[1]);
    if (done && !t->closed) t->p[w] += g->last_bonus;
    if (g->auto_decl && t->p[w] >= g->target) {
        *value = winning(g, w, t);
        return 1;
    }
    if (done) {
        *value = all_played(g, t, w);
        return 1;
    }
    t->mover = w;
    t->lead = -1;
    return 0;
}

/* One move (a card code, M_EXCHANGE or M_CLOSE) of the seat to move. */
static int do_move(const Game *g, Pos *t, int c, int announce, int *value) {
    return t->lead >= 0 ? do_follow(g, t, c, value) : do_lead(g, t, c, announce, value);
}

/* ------------------------------------------------- reading the arguments */
static int read_ints(PyObject *seq, int *out, int max, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > max) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: at most %d values", what, max);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

static int check_card(int c) { return c >= 0 && c < 32; }

/* game: (me, trump, target, loser_line, last_bonus, auto, head, hist_scoring,
 *        hist_closing, queen_only, needs_trick, after_talon, closing,
 *        exchange_rank, marriage, trump_marriage, false_claim_two, talon tuple)
 * pos:  (h0, h1, tpos, tlast, mover, lead, p0, p1, held0, held1, fl, ann,
 *        closed, closer, sp0, sp1, sfl)   (peer_mcts.py game_numbers, position_numbers) */
#define GAME_NUMBERS 17
static int parse(PyObject *gobj, PyObject *pobj, Game *gp, Pos *sp) {
    int gv[GAME_NUMBERS], pv[17];
    PyObject *gfast = PySequence_Fast(gobj, "game must be a sequence");
    if (!gfast) return -1;
    if (PySequence_Fast_GET_SIZE(gfast) != GAME_NUMBERS + 1) {
        Py_DECREF(gfast);
        PyErr_SetString(PyExc_ValueError, "game: 17 numbers and the talon");
        return -1;
    }
    for (int i = 0; i < GAME_NUMBERS; i++) {
        gv[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(gfast, i));
    }
    Game g;
    Pos s;
    memset(&g, 0, sizeof g);
    int tl = read_ints(PySequence_Fast_GET_ITEM(gfast, GAME_NUMBERS), g.talon, 16, "talon");
    Py_DECREF(gfast);
    if (PyErr_Occurred() || tl < 0) return -1;
    if (read_ints(pobj, pv, 17, "pos") != 17) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "pos: 17 numbers");
        return -1;
    }
    g.me = gv[0];
    g.trump = gv[1];
    g.target = gv[2];
    g.loser_line = gv[3];
    g.last_bonus = gv[4];
    g.auto_decl = gv[5];
    g.head = gv[6];
    g.hist_scoring = gv[7];
    g.hist_closing = gv[8];
    g.queen_only = gv[9];
    g.needs_trick = gv[10];
    g.after_talon = gv[11];
    g.closing = gv[12];
    g.exchange_rank = gv[13];
    g.marriage = gv[14];
    g.trump_marriage = gv[15];
    g.false_two = gv[16];
    g.tlen = tl;
    s.h[0] = (uint32_t)pv[0];
    s.h[1] = (uint32_t)pv[1];
    s.tpos = pv[2];
    s.tlast = pv[3];
    s.mover = pv[4];
    s.lead = pv[5];
    s.p[0] = pv[6];
    s.p[1] = pv[7];
    s.held[0] = pv[8];
    s.held[1] = pv[9];
    s.fl = pv[10];
    s.ann = pv[11];
    s.closed = pv[12];
    s.closer = pv[13];
    s.sp[0] = pv[14];
    s.sp[1] = pv[15];
    s.sfl = pv[16];
    if (g.me < 0 || g.me > 1 || s.mover < 0 || s.mover > 1 || g.trump < 0 || g.trump > 3 ||
        s.tpos < 0 || s.tpos > g.tlen || (s.tpos < g.tlen && !check_card(s.tlast)) ||
        (s.lead != -1 && !check_card(s.lead))) {
        PyErr_SetString(PyExc_ValueError, "not a two-player position");
        return -1;
    }
    for (int i = 0; i < g.tlen; i++)
        if (!check_card(g.talon[i])) {
            PyErr_SetString(PyExc_ValueError, "talon: cards are 0..31");
            return -1;
        }
    *gp = g;
    *sp = s;
    return 0;
}

/* An engine move as an internal code (-1: not legal here); *announce for a marriage. */
static int move_code(const Game *g, const Pos *s, int move, int *announce) {
    int kind = move >> 6, c = move & 63;
    *announce = kind == MARRY;
    if (move == EXCHANGE_MOVE) return s->lead < 0 && can_exchange(g, s) ? M_EXCHANGE : -1;
    if (move == CLOSE_MOVE) return s->lead < 0 && can_close(g, s) ? M_CLOSE : -1;
    if ((kind == 0 || kind == MARRY) && check_card(c) && ((s->h[s->mover] >> c) & 1)) return c;
    return -1;
}

/* The engine moves of mobj as internal codes (at most 16): their count, or
 * -1 with a ValueError naming the first move that is not legal here. */
static int read_moves(const Game *g, const Pos *s, PyObject *mobj, int *codes, int *announce) {
    int mv[16], nm = read_ints(mobj, mv, 16, "moves");
    for (int i = 0; i < nm; i++) {
        codes[i] = move_code(g, s, mv[i], &announce[i]);
        if (codes[i] < 0) {
            PyErr_Format(PyExc_ValueError, "move %d is not legal here", mv[i]);
            return -1;
        }
    }
    return nm;
}

/* ====================== the peer's search (its own) ====================== */
typedef struct {
    int32_t first;  /* the first child in the pool; -1 until the node is opened */
    int8_t count;   /* children once opened */
    int8_t code, announce;
    int8_t terminal, solved;
    int32_t visits;
    float sum;   /* deal results through this node, game points for g->me */
    float exact; /* the minimax value once solved */
} PeerNode;

#define PEER_MAX_NODES (1 << 23)
#define PEER_MAX_DEPTH 96

static PeerNode *peer_pool = NULL;
static int peer_cap = 0, peer_used = 0;
static uint64_t peer_rng = 1;

static uint64_t peer_random(void) {
    peer_rng ^= peer_rng << 13;
    peer_rng ^= peer_rng >> 7;
    peer_rng ^= peer_rng << 17;
    return peer_rng;
}

/* A new node in the pool, or -1 when the pool is full. */
static int peer_new(int code, int announce) {
    if (peer_used == peer_cap) {
        int cap = peer_cap ? peer_cap * 2 : 1 << 16;
        if (cap > PEER_MAX_NODES) return -1;
        PeerNode *p = (PeerNode *)realloc(peer_pool, sizeof(PeerNode) * (size_t)cap);
        if (!p) return -1;
        peer_pool = p;
        peer_cap = cap;
    }
    PeerNode *n = &peer_pool[peer_used];
    memset(n, 0, sizeof *n);
    n->first = -1;
    n->code = (int8_t)code;
    n->announce = (int8_t)announce;
    return peer_used++;
}

/* Give node ``at`` (position s) its children: ``codes`` when given (the
 * root's candidates), else every legal move, marriages announced. */
static int peer_open(const Game *g, const Pos *s, int at, const int *codes, const int *anns,
                     int n) {
    int moves[16];
    if (!codes) {
        n = gen_moves(g, s, moves);
        codes = moves;
    }
    int first = peer_used;
    for (int i = 0; i < n; i++) {
        int announce = anns ? anns[i] : can_announce(g, s, codes[i]);
        if (peer_new(codes[i], announce) < 0) return -1;
    }
    peer_pool[at].first = first;
    peer_pool[at].count = (int8_t)n;
    return 0;
}

static double peer_value(const PeerNode *n) {
    return n->solved ? n->exact : (n->visits ? n->sum / n->visits : 0.0);
}

/* The child to walk into from ``at`` (the mover of s choosing): a random
 * untried child first, else the best by UCB among the unsolved; -1 when
 * every child is solved. */
static int peer_pick(const Game *g, const Pos *s, int at, double c) {
    const PeerNode *nd = &peer_pool[at];
    int untried[16], nu = 0, best[16], nb = 0;
    double top = -1e30, logn = log((double)(nd->visits > 0 ? nd->visits : 1));
    for (int i = 0; i < nd->count; i++) {
        const PeerNode *ch = &peer_pool[nd->first + i];
        if (!ch->visits && !ch->solved) untried[nu++] = nd->first + i;
    }
    if (nu) return untried[peer_random() % (uint64_t)nu];
    for (int i = 0; i < nd->count; i++) {
        const PeerNode *ch = &peer_pool[nd->first + i];
        if (ch->solved) continue;
        double v = peer_value(ch) / 3.0;
        double score = (s->mover == g->me ? v : -v) + c * sqrt(2.0 * logn / ch->visits);
        if (score > top + 1e-12) {
            top = score;
            nb = 0;
        }
        if (score > top - 1e-12) best[nb++] = nd->first + i;
    }
    return nb ? best[peer_random() % (uint64_t)nb] : -1;
}

/* Mark ``at`` solved when every child is: its exact value for the mover. */
static void peer_settle(const Game *g, int at, int mover) {
    PeerNode *nd = &peer_pool[at];
    double best = 0.0;
    for (int i = 0; i < nd->count; i++) {
        const PeerNode *ch = &peer_pool[nd->first + i];
        if (!ch->solved) return;
        double v = ch->exact;
        if (i == 0 || (mover == g->me ? v > best : v < best)) best = v;
    }
    nd->solved = 1;
    nd->exact = (float)best;
}

/* One iteration from the root (position s).  Returns 0 when done, 1 when
 * the root is solved (nothing left to search), -1 when the pool is full. */
static int peer_iterate(const Game *g, const Pos *s, double c) {
    int path[PEER_MAX_DEPTH], movers[PEER_MAX_DEPTH], depth = 0, at = 0, v = 0;
    Pos t = *s;
    for (;;) {
        PeerNode *nd = &peer_pool[at];
        path[depth] = at;
        movers[depth++] = t.mover;
        if (nd->terminal) {
            v = (int)nd->exact;
            break;
        }
        if (nd->first < 0 && peer_open(g, &t, at, NULL, NULL, 0) < 0) return -1;
        int child = peer_pick(g, &t, at, c);
        if (child < 0) return 1;
        PeerNode *ch = &peer_pool[child];
        int value;
        if (do_move(g, &t, ch->code, ch->announce, &value)) {
            ch->terminal = ch->solved = 1;
            ch->exact = (float)value;
        }
        at = child;
        if (depth == PEER_MAX_DEPTH) return -1;
    }
    for (int i = 0; i < depth; i++) {
        peer_pool[path[i]].visits++;
        peer_pool[path[i]].sum += (float)v;
    }
    for (int i = depth - 1; i >= 0; i--) {
        if (peer_pool[path[i]].terminal) continue;
        peer_settle(g, path[i], movers[i]);
        if (!peer_pool[path[i]].solved) break;
    }
    return peer_pool[0].solved;
}

/* peer_values(game, pos, moves, iterations, seed, c) -> [(visits, value,
 * solved)] for each root move, value in game points for game[0] (me); a
 * move never tried has visits 0. */
PyObject *peer_values(PyObject *gobj, PyObject *pobj, PyObject *mobj, int iterations,
                      unsigned long long seed, double c) {
    Game g;
    Pos s;
    int codes[16], anns[16];
    if (parse(gobj, pobj, &g, &s) < 0) return NULL;
    if (!g.auto_decl) {
        PyErr_SetString(PyExc_ValueError, "the peer's search needs auto_declare");
        return NULL;
    }
    int n = read_moves(&g, &s, mobj, codes, anns);
    if (n < 0) return NULL;
    peer_rng = seed ? seed : 88172645463325252ull;
    peer_used = 0;
    if (peer_new(-1, 0) < 0 || peer_open(&g, &s, 0, codes, anns, n) < 0) return PyErr_NoMemory();
    for (int it = 0; it < iterations; it++)
        if (peer_iterate(&g, &s, c) != 0) break;
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) {
        const PeerNode *ch = &peer_pool[peer_pool[0].first + i];
        PyList_SET_ITEM(out, i, Py_BuildValue("(idi)", ch->visits, peer_value(ch), ch->solved));
    }
    return out;
}
