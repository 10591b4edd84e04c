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
 * The rules (moves, tricks, draws, scoring) are those of the game's own
 * compiled solver, included here whole so they are written once.
 */
#include "../../sixtysix_qt/ai/_native.c"

#include <math.h>

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
