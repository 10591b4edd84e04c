/* Exact values of three-hand endgames: the talon is gone and every card is
 * known (a sampled world), so the last tricks are a game of perfect
 * information.
 *
 * The same values as ai/team_solver.py (paranoid: both other seats play
 * against the root seat), scored by the rules unit (rules.h, as
 * engine/scoring.py) for a deal that a player wins by reaching the target
 * (auto_declare) or that is played out: the strict rules of following
 * (docs/RULES.md section 4), marriages led in the last tricks (held until the
 * seat wins a trick), the last-trick bonus, and the winner's 1, 2 or 3
 * judged on the best-placed opponent (section 10).  ai/native.py is the one
 * caller (api.h); tests/ai/test_three.py checks the values against
 * team_solver on random positions and options.  Alpha-beta with a table of
 * the positions between tricks (up to 18 cards: from the moment the talon is
 * gone).
 *
 * One simplification that never changes a value (as in team_solver): the
 * root seat always announces a marriage it can lead (the points can only
 * help it, and an earlier win is judged on fewer opponent points).
 */
#include "core.h"

#include <stddef.h>

#define SEATS 3
#define ANNOUNCE 32

typedef struct {
    Rules r;
    int root;
} Rules3;

typedef struct {
    uint32_t hand[SEATS];
    int mover, n, seat[2], card[2]; /* the trick so far: at most two cards */
    int pts[SEATS], mar[SEATS], held[SEATS], tricks[SEATS], ann[SEATS], bonus[SEATS];
    int last; /* who won the last trick */
} Pos3;

static int points3(const Pos3 *s, int p) { return s->pts[p] + s->mar[p] + s->bonus[p]; }

/* How a deal ended, in one number: the winner << 2 | the winner's game points. */
static int outcome_value(int outcome, int seat) {
    int gp = outcome & 3;
    return outcome >> 2 == seat ? gp : -gp;
}

/* Seat ``w`` wins: 1, 2 or 3 on the best-placed opponent. */
static int win_outcome(const Rules3 *g, const Pos3 *s, int w) {
    int none = 1, under = 1;
    for (int p = 0; p < SEATS; p++) {
        if (p == w) continue;
        if (!no_trick(&g->r, s->tricks[p], s->pts[p])) none = 0;
        if (points3(s, p) >= g->r.loser_line) under = 0;
    }
    return w << 2 | win_points(none, under);
}

/* Every card played, nobody declared (engine/scoring.py on_all_played). */
static int all_played_outcome(const Rules3 *g, const Pos3 *s) {
    int w = -1, best = -1, have = 0;
    for (int p = 0; p < SEATS; p++) {
        if (points3(s, p) < g->r.target) continue;
        have++;
        if (points3(s, p) > best) best = points3(s, p), w = p;
    }
    if (have > 1 && points3(s, s->last) >= g->r.target) w = s->last;
    if (have) return win_outcome(g, s, w);
    return s->last << 2 | last_trick_points();
}

/* Moves, strong cards first: a card, or a card | ANNOUNCE for a marriage lead. */
static int moves3(const Rules3 *g, const Pos3 *s, int *out) {
    int p = s->mover, n = 0;
    uint32_t cards = s->n ? follow_cards(&g->r, s->hand[p], s->card, s->n) : s->hand[p];
    for (int rank = 7; rank >= 0; rank--) {
        for (int suit = 0; suit < 4; suit++) {
            int c = suit * 8 + rank;
            if (!(cards >> c & 1)) continue;
            int pair = !s->n && marriage_value(&g->r, s->hand[p], c, s->ann[p], s->tricks[p] > 0, 1);
            if (!pair || p != g->root) out[n++] = c;
            if (pair) out[n++] = c | ANNOUNCE;
        }
    }
    return n;
}

/* Lead card ``c``; 1 when the deal ends (a marriage reached the target), how in *v. */
static int lead3(const Rules3 *g, Pos3 *t, int c, int announce, int *v) {
    int p = t->mover, suit = c >> 3;
    t->hand[p] &= ~(1u << c);
    t->seat[0] = p, t->card[0] = c, t->n = 1;
    t->mover = (p + 1) % SEATS;
    if (!announce) return 0;
    int value = suit == g->r.trump ? g->r.trump_marriage : g->r.marriage;
    t->ann[p] |= 1 << suit;
    if (!t->tricks[p]) {
        t->held[p] += value; /* credited when the seat wins a trick */
        return 0;
    }
    t->mar[p] += value;
    if (points3(t, p) < g->r.target) return 0;
    *v = win_outcome(g, t, p);
    return 1;
}

static int trick_taker(const Rules3 *g, const int *seats, const int *cards) {
    int w = 0;
    for (int i = 1; i < SEATS; i++)
        if (beats(&g->r, cards[i], cards[w])) w = i;
    return seats[w];
}

/* Play card ``c`` to the trick; 1 when the deal ends, how in *v. */
static int follow3(const Rules3 *g, Pos3 *t, int c, int *v) {
    int p = t->mover;
    t->hand[p] &= ~(1u << c);
    if (t->n < 2) {
        t->seat[t->n] = p, t->card[t->n] = c, t->n++;
        t->mover = (p + 1) % SEATS;
        return 0;
    }
    int seats[SEATS] = {t->seat[0], t->seat[1], p}, cards[SEATS] = {t->card[0], t->card[1], c};
    int w = trick_taker(g, seats, cards);
    for (int i = 0; i < SEATS; i++) t->pts[w] += POINTS[cards[i] & 7];
    t->tricks[w]++;
    t->mar[w] += t->held[w], t->held[w] = 0;
    t->n = 0, t->last = w, t->mover = w;
    int played_out = !(t->hand[0] | t->hand[1] | t->hand[2]);
    if (played_out) t->bonus[w] += g->r.last_bonus;
    if (points3(t, w) >= g->r.target) {
        *v = win_outcome(g, t, w);
        return 1;
    }
    if (!played_out) return 0;
    *v = all_played_outcome(g, t);
    return 1;
}

/* The table: positions between tricks, keyed by everything that still counts (the
 * hands, who leads, each seat's points, marriages held, announced suits, and
 * whether it has a trick and card points); entries of an earlier call are stale. */
#define TT3_BITS 16
#define TT3_SIZE (1u << TT3_BITS)
enum { TT3_EXACT, TT3_LOWER, TT3_UPPER };

typedef struct {
    uint64_t k1, k2, k3;
    uint32_t generation;
    int8_t value, flag;
} Entry3;

static Entry3 table3[TT3_SIZE];
static uint32_t generation3 = 0;

static void key3(const Pos3 *s, uint64_t *k) {
    uint64_t scores = 0, held = 0;
    for (int p = 0; p < SEATS; p++) {
        int flags = (s->tricks[p] > 0) | (s->pts[p] > 0) << 1;
        scores |= (uint64_t)(points3(s, p) | flags << 7) << (9 * p);
        held |= (uint64_t)(s->held[p] | s->ann[p] << 8) << (12 * p);
    }
    k[0] = s->hand[0] | (uint64_t)s->hand[1] << 32;
    k[1] = s->hand[2] | (uint64_t)s->mover << 32;
    k[2] = scores | held << 27;
}

static Entry3 *slot3(const uint64_t *k) {
    uint64_t h = (k[0] * 0x9E3779B97F4A7C15ull) ^ (k[1] * 0xC2B2AE3D27D4EB4Full) ^ k[2];
    return &table3[(h ^ h >> 29) & (TT3_SIZE - 1)];
}

static int search3(const Rules3 *g, const Pos3 *s, int alpha, int beta) {
    uint64_t k[3] = {0, 0, 0};
    Entry3 *e = NULL;
    int a0 = alpha, b0 = beta;
    if (!s->n) {
        key3(s, k);
        e = slot3(k);
        if (e->generation == generation3 && e->k1 == k[0] && e->k2 == k[1] && e->k3 == k[2]) {
            if (e->flag == TT3_EXACT) return e->value;
            if (e->flag == TT3_LOWER && e->value >= beta) return e->value;
            if (e->flag == TT3_UPPER && e->value <= alpha) return e->value;
        }
    }
    int moves[16], n = moves3(g, s, moves);
    int maxing = s->mover == g->root, best = maxing ? -INF : INF;
    for (int i = 0; i < n; i++) {
        Pos3 t = *s;
        int v, c = moves[i] & 31;
        int over = s->n ? follow3(g, &t, c, &v) : lead3(g, &t, c, moves[i] & ANNOUNCE, &v);
        v = over ? outcome_value(v, g->root) : search3(g, &t, alpha, beta);
        if (maxing ? v > best : v < best) best = v;
        if (maxing && best > alpha) alpha = best;
        if (!maxing && best < beta) beta = best;
        if (alpha >= beta) break;
    }
    if (e) {
        e->k1 = k[0], e->k2 = k[1], e->k3 = k[2], e->generation = generation3;
        e->value = (int8_t)best;
        e->flag = (int8_t)(best <= a0 ? TT3_UPPER : best >= b0 ? TT3_LOWER : TT3_EXACT);
    }
    return best;
}

static int in_range(int v, int low, int high) { return v >= low && v <= high; }

/* The rules and position of a call; 0 when they are not a three-hand endgame. */
static int read_three(const CoreCall *c, Rules3 *g, Pos3 *s) {
    core_read_rules(c, &g->r);
    g->root = c->me[0];
    uint32_t seen = 0;
    /* a player reaching the target wins at once (auto_declare): no claims searched */
    int cards = 0, ok = in_range(g->root, 0, 2) && in_range(g->r.trump, 0, 3) && g->r.auto_decl == 1;
    for (int i = 0; i < SEATS; i++) {
        s->hand[i] = c->hands[i];
        ok = ok && !(seen & s->hand[i]);
        seen |= s->hand[i];
        cards += count_cards(s->hand[i]);
    }
    s->mover = c->to_move[0], s->n = c->trick_len[0];
    ok = ok && in_range(s->mover, 0, 2) && in_range(s->n, 0, 2) && cards <= 18;
    for (int i = 0; ok && i < s->n; i++) {
        s->seat[i] = c->trick_seats[i], s->card[i] = c->trick_cards[i];
        ok = in_range(s->seat[i], 0, 2) && in_range(s->card[i], 0, 31) &&
             !(seen >> s->card[i] & 1);
        seen |= ok ? 1u << s->card[i] : 0;
    }
    for (int i = 0; i < SEATS; i++) {
        s->pts[i] = c->card_points[i], s->mar[i] = c->marriage_points[i];
        s->held[i] = c->held[i], s->tricks[i] = c->tricks[i];
        s->ann[i] = c->announced[i], s->bonus[i] = c->bonus_points[i];
        /* what the table's key has room for (a deal in play has under 66) */
        ok = ok && in_range(points3(s, i), 0, 127) && in_range(s->held[i], 0, 255) &&
             in_range(s->ann[i], 0, 15) && s->tricks[i] >= 0 && s->pts[i] >= 0;
    }
    s->last = c->last_winner[0];
    return ok && in_range(s->last, 0, 2) && s->hand[s->mover]; /* a deal in play */
}

/* The exact game points for the root seat (me) of a three-hand endgame. */
CORE_API int32_t core_three_value(const CoreCall *call, int32_t *value) {
    Rules3 g;
    Pos3 s;
    if (!read_three(call, &g, &s)) return CORE_NOT_A_POSITION;
    generation3++; /* another world, other rules: the table starts afresh */
    *value = search3(&g, &s, -INF, INF);
    return CORE_OK;
}
