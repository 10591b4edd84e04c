/* Exact values of two-player Sixty-Six positions where every card is known,
 * talon order included: the compiled core of the expert's search.
 *
 * A sampled world (ai/worlds.py) fixes the opponent's hand and the order of
 * the talon, so the rest of the deal is a game of perfect information.  This
 * unit plays it out with alpha-beta and a transposition table: draws from
 * the talon, closing, the trump exchange, marriages and the last-trick bonus,
 * scored in game points by the rules unit (rules.h, as engine/scoring.py).
 * ai/native.py is the one caller (api.h); without the library it computes
 * the same values in pure Python (ai/team_solver.py, over the engine's own
 * states), which tests/ai/test_native.py checks on random positions of every
 * two-player preset and option.
 *
 * Two simplifications that never change a value: a king or queen that can be
 * led as a marriage is always announced, and a player whose points reach the
 * target declares at once.
 */
#include "core.h"

#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#define EXCHANGE_MOVE (2 << 6)
#define CLOSE_MOVE (3 << 6)
#define MARRY 1
/* internal move codes: 0..31 a card, 32 exchange, 33 close */
#define M_EXCHANGE 32
#define M_CLOSE 33

typedef struct {
    Rules r;
    int me;
    int tlen;
    int talon[16];
} Game;

typedef struct {
    uint32_t h[2];
    int tpos, tlast, mover, lead;
    int p[2], held[2];
    int fl, ann, closed, closer; /* fl bits: 1 << side a trick, 4 << side card points */
    int sp[2], sfl;
} Pos;

typedef struct {
    uint64_t k1, k2;
    uint32_t k3, gen;
    int8_t lo, hi, best, used;
} Entry;

/* 2 MiB: a table that stays in the processor's cache.  At 32 MiB (20 bits) most probes
 * missed the cache and waited on memory (80% of the search's time): a review, the
 * expert and a whole deal's solve were each a third slower for the fewer nodes (issue 52) */
#define TT_BITS 16
#define TT_SIZE (1u << TT_BITS)
static Entry *tt = NULL;
/* Entries of positions whose value depends on the talon's order (cards still to draw)
 * count for one world (generation); the others, closed or drawn out, for every world of
 * the same rules (rules_generation, from the same counter): the judge's defender weighs
 * many worlds of one closed position, and a rollout's endgames recur from world to world.
 * The seat whose values they are is part of their key. */
static uint32_t generation = 0, rules_generation = 0;
static Game last_game; /* the world the table's talon-bound entries belong to */
static long long nodes = 0;

/* ------------------------------------------------------------- scoring */
static int trickless(const Game *g, int side, int fl) {
    return no_trick(&g->r, (fl >> side) & 1, (fl >> (2 + side)) & 1);
}

/* 1, 2 or 3 for the winner, by the loser's points and tricks (p, fl) */
static int judge(const Game *g, int winner, const int *p, int fl) {
    int loser = 1 - winner;
    return win_points(trickless(g, loser, fl), p[loser] < g->r.loser_line);
}

static int sign_for(const Game *g, int winner, int gp) { return winner == g->me ? gp : -gp; }

/* game points the closer's opponent scores when the closer fails */
static int closer_failed_gp(const Game *g, const Pos *s) {
    return closer_failed_points(&g->r, trickless(g, s->closer, s->fl),
                                trickless(g, 1 - s->closer, s->sfl));
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
    int have0 = s->p[0] >= g->r.target, have1 = s->p[1] >= g->r.target;
    if (g->r.hist_scoring && !g->r.auto_decl && have0 && have1) return 0;
    if (s->closed) {
        int only_closer = (s->closer == 0) ? (have0 && !have1) : (have1 && !have0);
        return only_closer ? winning(g, s->closer, s) : closer_failed(g, s);
    }
    if (have0 && !have1) return winning(g, 0, s);
    if (have1 && !have0) return winning(g, 1, s);
    if (have0 && have1) return winning(g, last, s);
    if (tied(s->p[0], s->p[1])) return 0;
    return sign_for(g, last, last_trick_points());
}

/* A claim of a seat below the target (possible only without auto_declare):
 * the opponent scores what rules.h false_claim_points says (engine/scoring.py
 * on_declare).  Sometimes the cheapest way out. */
static int false_claim(const Game *g, const Pos *s) {
    int side = s->mover, opp = 1 - side, would;
    if (s->closed && s->closer == side)
        would = judge(g, side, s->sp, s->sfl);
    else if (s->closed)
        would = closer_failed_gp(g, s);
    else
        would = judge(g, side, s->p, s->fl);
    return sign_for(g, opp, false_claim_points(&g->r, would));
}

/* --------------------------------------------------------------- rules */
static int talon_left(const Game *g, const Pos *s) { return g->tlen - s->tpos; }

static int strict_phase(const Game *g, const Pos *s) {
    return s->closed || talon_left(g, s) == 0;
}

static int marry_value(const Game *g, const Pos *s, int card) {
    int side = s->mover;
    return marriage_value(&g->r, s->h[side], card, (s->ann >> (side * 4)) & 15,
                          (s->fl >> side) & 1, strict_phase(g, s));
}

/* The seat to move may lead card c as a marriage (announce it). */
static int can_announce(const Game *g, const Pos *s, int c) {
    return c < 32 && s->lead < 0 && marry_value(g, s, c) > 0;
}

static int can_exchange(const Game *g, const Pos *s) {
    int rank = g->r.exchange_rank;
    if (rank < 0 || s->closed || talon_left(g, s) < 2) return 0;
    if (!((s->fl >> s->mover) & 1)) return 0;
    if ((s->tlast & 7) == rank) return 0;
    return (s->h[s->mover] >> (g->r.trump * 8 + rank)) & 1;
}

static int can_close(const Game *g, const Pos *s) {
    return g->r.closing && !s->closed && talon_left(g, s) >= 2;
}

static int talon_card(const Game *g, const Pos *s, int i) {
    return i == g->tlen - 1 ? s->tlast : g->talon[i];
}

/* How promising a card looks, higher first.  Leading: strong cards and
 * trumps.  Following: a card that takes the trick, the cheapest such first,
 * else the cheapest card (a discard). */
static int order_key(const Game *g, const Pos *s, int c) {
    int trump = ((c >> 3) & 3) == g->r.trump;
    if (s->lead < 0) return POINTS[c & 7] + trump * 5;
    int lead = s->lead, wins = beats(&g->r, c, lead);
    int value = POINTS[lead & 7] + POINTS[c & 7];
    if (wins) return 100 + value - trump * 12 - POINTS[c & 7];
    return 50 - POINTS[c & 7] - trump * 12;
}

/* Moves in search order (order_key). */
static int gen_moves(const Game *g, const Pos *s, int *out) {
    uint32_t hand = s->h[s->mover], cand = hand;
    int n = 0, c;
    if (s->lead >= 0 && strict_phase(g, s)) cand = follow_cards(&g->r, hand, &s->lead, 1);
    int key[12], low[32], k = 0;
    /* the cards from the highest down, set bits only (a loop over all 32 was a third of
     * the search's time, issue 52) */
    for (uint32_t rest = cand; rest; rest &= rest - 1) low[k++] = lowest_card(rest);
    while (k > 0) {
        c = low[--k];
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

static int search(const Game *g, const Pos *s, int alpha, int beta);

/* Play a lead (a card, the exchange or closing) on t.  Returns 1 and sets
 * *value when that ends the deal (a marriage reaching the target). */
static int do_lead(const Game *g, Pos *t, int c, int announce, int *value) {
    int m = t->mover;
    if (c == M_EXCHANGE) {
        int nine = g->r.trump * 8 + g->r.exchange_rank;
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
            if (g->r.auto_decl && t->p[m] >= g->r.target) {
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
    int m = t->mover, lead = t->lead, w = beats(&g->r, c, lead) ? m : 1 - m;
    t->h[m] &= ~(1u << c);
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
    if (done && !t->closed) t->p[w] += g->r.last_bonus;
    if (g->r.auto_decl && t->p[w] >= g->r.target) {
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

static int after_move(const Game *g, const Pos *s, int c, int announce, int alpha, int beta) {
    Pos t = *s;
    int v;
    if (do_move(g, &t, c, announce, &v)) return v;
    return search(g, &t, alpha, beta);
}

/* The position's value depends on the order of the talon (not closed, cards to draw). */
static int talon_bound(const Game *g, const Pos *s) { return !s->closed && s->tpos < g->tlen; }

static void keys(const Game *g, const Pos *s, uint64_t *k1, uint64_t *k2, uint32_t *k3) {
    *k1 = (uint64_t)s->h[0] | ((uint64_t)s->h[1] << 32);
    *k2 = (uint64_t)s->tpos | ((uint64_t)s->tlast << 5) | ((uint64_t)s->mover << 10) |
          ((uint64_t)(s->lead + 1) << 11) | ((uint64_t)(s->p[0] & 0xFF) << 17) |
          ((uint64_t)(s->p[1] & 0xFF) << 25) | ((uint64_t)s->fl << 33) |
          ((uint64_t)(s->held[0] & 0xFF) << 37) | ((uint64_t)(s->held[1] & 0xFF) << 45) |
          ((uint64_t)s->ann << 53) | ((uint64_t)s->closed << 61) |
          ((uint64_t)(s->closer > 0) << 62);
    *k3 = s->closed ? ((uint32_t)(s->sp[0] & 0xFF) | ((uint32_t)(s->sp[1] & 0xFF) << 8) |
                       ((uint32_t)s->sfl << 16))
                    : 0;
    *k3 |= ((uint32_t)g->me << 20) | ((uint32_t)talon_bound(g, s) << 21);
}

static int search(const Game *g, const Pos *s, int alpha, int beta) {
    nodes++;
    if (!g->r.auto_decl && s->p[s->mover] >= g->r.target) return winning(g, s->mover, s);
    /* only positions between tricks go to the table: a trick's second card
     * leads at once to such positions, and the table stays for them */
    uint64_t k1 = 0, k2 = 0;
    uint32_t k3 = 0;
    uint32_t gen = 0;
    Entry scratch = {0}, *e = &scratch;
    if (s->lead < 0) {
        keys(g, s, &k1, &k2, &k3);
        gen = talon_bound(g, s) ? generation : rules_generation;
        uint64_t hsh = (k1 * 0x9E3779B97F4A7C15ull) ^ (k2 * 0xC2B2AE3D27D4EB4Full) ^
                       ((uint64_t)k3 * 0x165667B19E3779F9ull);
        e = &tt[(hsh >> 17) & (TT_SIZE - 1)];
    }
    int best_move = -1, hit = gen && e->gen == gen && e->k1 == k1 && e->k2 == k2 && e->k3 == k3;
    int lo = -INF, hi = INF;
    if (hit) {
        lo = e->lo;
        hi = e->hi;
        best_move = e->best;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    }
    int a0 = alpha, b0 = beta, maximize = s->mover == g->me;
    int best = maximize ? -INF : INF, chosen = -1;
    if (!g->r.auto_decl) {
        /* a false claim is a move too: it caps the loss (chosen stays -1) */
        best = false_claim(g, s);
        if (maximize && best > alpha) alpha = best;
        if (!maximize && best < beta) beta = best;
    }
    int moves[12], n = gen_moves(g, s, moves);
    if (best_move >= 0) {
        for (int i = 1; i < n; i++)
            if (moves[i] == best_move) {
                memmove(moves + 1, moves, i * sizeof(int));
                moves[0] = best_move;
                break;
            }
    }
    for (int i = 0; i < n && alpha < beta; i++) {
        int c = moves[i], v;
        v = after_move(g, s, c, 1, alpha, beta);
        if (maximize) {
            if (v > best) best = v, chosen = c;
            if (best > alpha) alpha = best;
        } else {
            if (v < best) best = v, chosen = c;
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    int nlo = -INF, nhi = INF;
    if (best <= a0)
        nhi = best;
    else if (best >= b0)
        nlo = best;
    else
        nlo = nhi = best;
    if (hit) {
        if (lo > nlo) nlo = lo;
        if (hi < nhi) nhi = hi;
    }
    e->k1 = k1;
    e->k2 = k2;
    e->k3 = k3;
    e->gen = gen;
    e->lo = (int8_t)nlo;
    e->hi = (int8_t)nhi;
    e->best = (int8_t)chosen;
    return best;
}

/* ------------------------------------------------------- heuristics
 * The medium level's rules (ai/heuristics.py, two players, one deck) on a
 * known-card position, each seat reading only what it may see: the
 * expert's rollouts play the opening of a sampled world with them before
 * the solver takes over.  The choices must be exactly those of the Python
 * rules (tests/ai/test_native.py compares the values on random worlds):
 * every tie is broken as Python's min/max/sorted break it there. */

static int mtd(const Game *g, const Pos *s, int top);

typedef struct {
    uint32_t hand, outside, unseen, tmask, pairs;
    int trump, strict, points, ann;
} View;

static int highest_card(uint32_t m) {
    int c = -1;
    for (; m; m >>= 1) c++;
    return c;
}

static uint32_t talon_mask(const Game *g, const Pos *s) {
    uint32_t m = 0;
    for (int i = s->tpos; i < g->tlen; i++) m |= 1u << talon_card(g, s, i);
    return m;
}

/* what the seat to move sees (ai/common.py info_from_state) */
static void view_of(const Game *g, const Pos *s, uint32_t deck, View *v) {
    int m = s->mover, left = talon_left(g, s);
    uint32_t hand = s->h[m], played = deck & ~s->h[0] & ~s->h[1] & ~talon_mask(g, s);
    v->hand = hand;
    v->outside = deck & ~played & ~hand;
    v->unseen = v->outside & ~(left ? 1u << s->tlast : 0u);
    v->trump = g->r.trump;
    v->tmask = suit_cards(g->r.trump);
    v->strict = strict_phase(g, s);
    v->points = s->p[m] + s->held[m];
    v->ann = (s->ann >> (m * 4)) & 15;
    v->pairs = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint32_t kq = (1u << (suit * 8 + KING)) | (1u << (suit * 8 + QUEEN));
        if (!((v->ann >> suit) & 1) && (hand & kq) == kq) v->pairs |= kq;
    }
}

static int is_trump(const View *v, int c) { return ((c >> 3) & 3) == v->trump; }

static int is_top(const View *v, int c) {
    uint32_t above = suit_cards((c >> 3) & 3) & ~((2u << c) - 1);
    return !(v->outside & above);
}

static int keep_cost(const View *v, int c) {
    int rank = c & 7, cost = POINTS[rank];
    if (is_trump(v, c)) cost += 12 + rank;
    if ((v->pairs >> c) & 1) cost += is_trump(v, c) ? 45 : 25;
    if (rank == TEN && !is_top(v, c)) cost += 4;
    if (rank == ACE) cost += 3;
    return cost;
}

static int lead_cost(const View *v, int c) {
    int cost = keep_cost(v, c), rank = c & 7;
    if (!is_trump(v, c)) {
        if (rank == TEN && !is_top(v, c)) cost += 12;
        if (rank == ACE) cost += 2;
    }
    return cost;
}

/* the card of lowest cost, the lowest card among equals (min by (cost, card)) */
static int cheapest_by(const View *v, uint32_t cards, int (*cost)(const View *, int)) {
    int best = -1, best_cost = 0;
    for (int c = 0; c < 32; c++)
        if ((cards >> c) & 1) {
            int k = cost(v, c);
            if (best < 0 || k < best_cost) best = c, best_cost = k;
        }
    return best;
}

static int cheapest(const View *v, uint32_t cards) { return cheapest_by(v, cards, keep_cost); }

/* the first card of most points (max by points), lowest first */
static int richest(uint32_t cards) {
    int best = -1;
    for (int c = 0; c < 32; c++)
        if (((cards >> c) & 1) && (best < 0 || POINTS[c & 7] > POINTS[best & 7])) best = c;
    return best;
}

static int closing_estimate(const Game *g, const View *v) {
    int est = v->points;
    for (int suit = 0; suit < 4; suit++) {
        uint32_t kq = (1u << (suit * 8 + KING)) | (1u << (suit * 8 + QUEEN));
        if (!((v->ann >> suit) & 1) && (v->hand & kq) == kq)
            est += suit == g->r.trump ? g->r.trump_marriage : g->r.marriage;
    }
    int opp_trumps = count_cards(v->unseen & v->tmask);
    int my_trumps = count_cards(v->hand & v->tmask);
    for (int c = 0; c < 32; c++) {
        if (!((v->hand >> c) & 1) || !is_top(v, c)) continue;
        if (is_trump(v, c))
            est += POINTS[c & 7] + 5;
        else if (my_trumps >= opp_trumps)
            est += POINTS[c & 7] + 3;
    }
    return est;
}

static int heuristic_lead(const Game *g, const Pos *s, const View *v, int *announce) {
    *announce = 0;
    if (can_exchange(g, s)) return M_EXCHANGE;
    /* the 40 first, and lead the queen; else the lowest suit's 20 */
    int order[4] = {g->r.trump, 0, 1, 2}, n = 1;
    for (int suit = 0; suit < 4; suit++)
        if (suit != g->r.trump) order[n++] = suit;
    for (int i = 0; i < 4; i++) {
        int queen = order[i] * 8 + QUEEN;
        if (((v->hand >> queen) & 1) && marry_value(g, s, queen)) {
            *announce = 1;
            return queen;
        }
    }
    if (can_close(g, s) && closing_estimate(g, v) >= g->r.target + 2) return M_CLOSE;
    if (!v->strict) return cheapest_by(v, v->hand, lead_cost);
    uint32_t trumps = v->hand & v->tmask;
    if (trumps && (v->unseen & v->tmask)) {
        int top = highest_card(trumps);
        if (is_top(v, top)) return top;
    }
    uint32_t winners = 0;
    for (int c = 0; c < 32; c++)
        if (((v->hand & ~v->tmask) >> c) & 1 && is_top(v, c)) winners |= 1u << c;
    if (winners) return richest(winners);
    return cheapest(v, v->hand);
}

static int heuristic_follow(const Game *g, const Pos *s, const View *v) {
    int moves[12], n = gen_moves(g, s, moves), lead = s->lead, pts = POINTS[lead & 7];
    int lead_trump = is_trump(v, lead);
    uint32_t plays = 0, wins = 0;
    for (int i = 0; i < n; i++) plays |= 1u << moves[i];
    for (int c = 0; c < 32; c++)
        if ((plays >> c) & 1) {
            if (beats(&g->r, c, lead)) wins |= 1u << c;
        }
    if (!wins) return cheapest(v, plays);
    /* reaching the target ends the deal: the cheapest card that does */
    uint32_t reach = 0;
    for (int c = 0; c < 32; c++)
        if (((wins >> c) & 1) && v->points + pts + POINTS[c & 7] >= g->r.target) reach |= 1u << c;
    if (reach) return cheapest(v, reach);
    uint32_t same = lead_trump ? wins : wins & ~v->tmask;
    uint32_t trumps = lead_trump ? 0 : wins & v->tmask;
    if (same) {
        /* max by (points, -cost): a ten or ace banks our own points too */
        int best = -1, bp = 0, bk = 0;
        for (int c = 0; c < 32; c++)
            if ((same >> c) & 1) {
                int p = POINTS[c & 7], k = keep_cost(v, c);
                if (best < 0 || p > bp || (p == bp && k < bk)) best = c, bp = p, bk = k;
            }
        if (bp >= 10) return best;
        if (pts >= 3 || v->strict) return cheapest(v, same);
    }
    if (trumps && (pts >= 10 || (v->strict && pts >= 3))) {
        int cheap = cheapest(v, trumps);
        if (keep_cost(v, cheap) < 40 || pts >= 20) return cheap;
    }
    return cheapest(v, plays);
}

/* The medium level's move for the seat to move (auto_declare only). */
static int heuristic_move(const Game *g, const Pos *s, uint32_t deck, int *announce) {
    View v;
    view_of(g, s, deck, &v);
    *announce = 0;
    if (s->lead >= 0) return heuristic_follow(g, s, &v);
    return heuristic_lead(g, s, &v, announce);
}

/* Where a rollout hands over to the solver: closed, talon gone, or at most
 * solve_at cards in the hands and talon (CoreCall.solve_rollout_cards). */
static int solver_takes(const Game *g, const Pos *s, int solve_at) {
    int left = talon_left(g, s);
    int cards = count_cards(s->h[0] | s->h[1]) + left;
    return s->closed || !left || (solve_at && cards <= solve_at);
}

/* A world played on by the heuristics until the solver takes it. */
static int rollout(const Game *g, Pos *s, int solve_at, uint32_t deck) {
    for (;;) {
        if (solver_takes(g, s, solve_at)) return mtd(g, s, top_value(&g->r));
        int announce, v, c = heuristic_move(g, s, deck, &announce);
        if (do_move(g, s, c, announce, &v)) return v;
    }
}

/* ---------------------------------------------------------------- calls */
static int check_card(int c) { return c >= 0 && c < 32; }

/* The exact value of a position by null-window tests (MTD(f) from 0). */
static int mtd(const Game *g, const Pos *s, int top) {
    int lo = -top, hi = top, v = 0;
    while (lo < hi) {
        int beta = v == lo ? v + 1 : v;
        v = search(g, s, beta - 1, beta);
        if (v < beta)
            hi = v;
        else
            lo = v;
    }
    return lo;
}

/* The exact value of one root move by null-window tests (MTD(f)): values
 * are a few whole game points, so two or three tests settle one. */
static int root_value(const Game *g, const Pos *s, int code, int announce, int top, int guess) {
    int lo = -top, hi = top, v = guess;
    while (lo < hi) {
        int beta = v == lo ? v + 1 : v;
        v = after_move(g, s, code, announce, beta - 1, beta);
        if (v < beta)
            hi = v;
        else
            lo = v;
    }
    return lo;
}

/* fl bits of per-side tricks and card points */
static int score_bits(const int32_t *tricks, const int32_t *card_points) {
    int fl = 0;
    for (int side = 0; side < 2; side++) {
        if (tricks[side]) fl |= 1 << side;
        if (card_points[side]) fl |= 4 << side;
    }
    return fl;
}

/* The world and position of a call: 0, or CORE_NOT_A_POSITION. */
static int read_two(const CoreCall *c, Game *g, Pos *s) {
    memset(g, 0, sizeof *g); /* compared whole below: no stray bytes */
    core_read_rules(c, &g->r);
    g->me = c->me[0];
    g->tlen = c->talon_len[0];
    if (g->tlen < 0 || g->tlen > 16) return CORE_NOT_A_POSITION;
    for (int i = 0; i < g->tlen; i++) {
        g->talon[i] = c->talon[i];
        if (!check_card(g->talon[i])) return CORE_NOT_A_POSITION;
    }
    for (int side = 0; side < 2; side++) {
        s->h[side] = c->hands[side];
        s->p[side] = c->card_points[side] + c->marriage_points[side] + c->bonus_points[side];
        s->held[side] = c->held[side];
        s->sp[side] = c->snapshot_points[side];
    }
    s->tpos = c->talon_drawn[0];
    s->tlast = c->trump_card[0];
    s->mover = c->to_move[0];
    s->lead = c->trick_len[0] ? c->trick_cards[0] : -1;
    s->fl = score_bits(c->tricks, c->card_points);
    s->ann = (c->announced[0] & 15) | (c->announced[1] & 15) << 4;
    s->closed = c->closed[0];
    s->closer = c->closer[0];
    s->sfl = score_bits(c->snapshot_tricks, c->snapshot_card_points);
    if (g->me < 0 || g->me > 1 || s->mover < 0 || s->mover > 1 || g->r.trump < 0 ||
        g->r.trump > 3 || s->tpos < 0 || s->tpos > g->tlen || c->trick_len[0] < 0 ||
        c->trick_len[0] > 1 || (s->tpos < g->tlen && !check_card(s->tlast)) ||
        (s->lead != -1 && !check_card(s->lead)) || (s->h[0] & s->h[1]))
        return CORE_NOT_A_POSITION;
    if (!tt) {
        tt = (Entry *)calloc(TT_SIZE, sizeof(Entry));
        if (!tt) return CORE_NO_MEMORY;
    }
    /* a new world: entries of the last one that depend on its talon no longer count
     * (0 marks a scratch entry); other rules: none does.  Another position of the same
     * world keeps them all (they are exact) */
    if (generation == 0 || memcmp(g, &last_game, sizeof *g) != 0) {
        if (++generation == 0) generation = 1;
        if (rules_generation == 0 || memcmp(&g->r, &last_game.r, sizeof g->r) != 0)
            rules_generation = generation;
        last_game = *g;
    }
    return CORE_OK;
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

/* A call about moves: the game, the position and the moves as internal codes
 * (*n of them); CORE_OK or why not. */
static int read_call(const CoreCall *c, Game *g, Pos *s, int *codes, int *announce, int *n) {
    int status = read_two(c, g, s);
    if (status != CORE_OK) return status;
    *n = c->move_count[0];
    if (*n < 0 || *n > 16) return CORE_NOT_A_POSITION;
    for (int i = 0; i < *n; i++) {
        codes[i] = move_code(g, s, c->moves[i], &announce[i]);
        if (codes[i] < 0) return CORE_ILLEGAL_MOVE + i;
    }
    return CORE_OK;
}

CORE_API int32_t core_move_values(const CoreCall *call, int32_t *values) {
    Game g;
    Pos s;
    int codes[16], announce[16], n;
    int status = read_call(call, &g, &s, codes, announce, &n);
    if (status != CORE_OK) return status;
    int top = top_value(&g.r), guess = 0;
    for (int i = 0; i < n; i++) values[i] = guess = root_value(&g, &s, codes[i], announce[i], top, guess);
    return CORE_OK;
}

/* The index in moves of the move the seat to move plays with every card
 * known: the position's value for it, the first of moves that keeps that
 * value (one exact value, then a null-window test a move, stopping at the
 * first that holds; cheaper than every move's value). */
CORE_API int32_t core_best_move(const CoreCall *call, int32_t *index) {
    Game g;
    Pos s;
    int codes[16], announce[16], n;
    int status = read_call(call, &g, &s, codes, announce, &n);
    if (status != CORE_OK) return status;
    int best = mtd(&g, &s, top_value(&g.r)), mine = s.mover == g.me;
    for (int i = 0; i < n; i++) {
        int v = mine ? after_move(&g, &s, codes[i], announce[i], best - 1, best)
                     : after_move(&g, &s, codes[i], announce[i], best, best + 1);
        if (mine ? v >= best : v <= best) {
            *index = i;
            return CORE_OK;
        }
    }
    return CORE_NOT_EVERY_MOVE;
}

CORE_API int32_t core_value(const CoreCall *call, int32_t *value) {
    Game g;
    Pos s;
    int status = read_two(call, &g, &s);
    if (status != CORE_OK) return status;
    *value = mtd(&g, &s, top_value(&g.r));
    return CORE_OK;
}

/* A rollout call: read_call, and rollouts need auto_declare (the heuristics never claim). */
static int read_rollout_call(const CoreCall *c, Game *g, Pos *s, int *codes, int *announce,
                             int *n) {
    int status = read_call(c, g, s, codes, announce, n);
    if (status == CORE_OK && !g->r.auto_decl) return CORE_NEEDS_AUTO_DECLARE;
    return status;
}

/* For each move, the game points for me when every seat plays on by the
 * medium heuristics and the solver finishes (rollout). */
CORE_API int32_t core_rollout_values(const CoreCall *call, int32_t *values) {
    Game g;
    Pos s;
    int codes[16], announce[16], n;
    int status = read_rollout_call(call, &g, &s, codes, announce, &n);
    if (status != CORE_OK) return status;
    int solve_at = call->solve_rollout_cards[0];
    for (int i = 0; i < n; i++) {
        Pos t = s;
        int v;
        if (!do_move(&g, &t, codes[i], announce[i], &v)) v = rollout(&g, &t, solve_at, call->deck[0]);
        values[i] = v;
    }
    return CORE_OK;
}

/* ------------------------------------------- rollouts, next decision open
 * postponed.py's PostponedRollouts, compiled: a candidate followed in a
 * rollout world up to the searcher's next decision (the opponent answering
 * by the heuristics, or by the solver where the rollout would hand over to
 * it), then each move there played out as core_rollout_values plays one. */

/* A move as the engine numbers it (engine/moves.py): a card, a marriage, the
 * exchange or closing. */
static int engine_move(int code, int announce) {
    if (code == M_EXCHANGE) return EXCHANGE_MOVE;
    if (code == M_CLOSE) return CLOSE_MOVE;
    return code | (announce ? MARRY << 6 : 0);
}

/* Every legal move of the seat to move, a marriage card both plain and
 * announced, in the engine's order (ascending engine numbers): the order
 * ai/postponed.py gives the moves. */
static int legal_moves(const Game *g, const Pos *s, int *codes, int *anns) {
    int moves[16], n = gen_moves(g, s, moves), k = 0;
    for (int i = 0; i < n; i++) {
        codes[k] = moves[i];
        anns[k++] = 0;
        if (can_announce(g, s, moves[i])) {
            codes[k] = moves[i];
            anns[k++] = 1;
        }
    }
    for (int i = 1; i < k; i++) /* insertion sort by engine number, k <= 16 */
        for (int j = i; j > 0 && engine_move(codes[j - 1], anns[j - 1]) > engine_move(codes[j], anns[j]); j--) {
            int c = codes[j], a = anns[j];
            codes[j] = codes[j - 1], anns[j] = anns[j - 1];
            codes[j - 1] = c, anns[j - 1] = a;
        }
    return k;
}

/* The move of the seat to move with every card known: as core_best_move, the
 * first in the engine's order that keeps the position's value. */
static int solved_move(const Game *g, const Pos *s, int *announce) {
    int codes[16], anns[16], n = legal_moves(g, s, codes, anns);
    int best = mtd(g, s, top_value(&g->r)), mine = s->mover == g->me;
    for (int i = 0; i < n; i++) {
        int v = mine ? after_move(g, s, codes[i], anns[i], best - 1, best)
                     : after_move(g, s, codes[i], anns[i], best, best + 1);
        if (mine ? v >= best : v <= best) {
            *announce = anns[i];
            return codes[i];
        }
    }
    *announce = anns[0];
    return codes[0];
}

/* One candidate followed to the searcher's next decision (CoreOutcome). */
static void postponed_rollout(const Game *g, const Pos *s, int code, int announce,
                              int solve_at, uint32_t deck, CoreOutcome *out) {
    Pos t = *s;
    int v = 0, nl = 0;
    int ended = do_move(g, &t, code, announce, &v);
    out->line[nl++] = engine_move(code, announce);
    while (!ended && t.mover != g->me && nl < 64) {
        int a, c = solver_takes(g, &t, solve_at) ? solved_move(g, &t, &a)
                                                 : heuristic_move(g, &t, deck, &a);
        out->line[nl++] = engine_move(c, a);
        ended = do_move(g, &t, c, a, &v);
    }
    out->ended[0] = ended;
    out->value[0] = ended ? v : 0;
    out->line_len[0] = nl;
    out->hand[0] = t.h[g->me];
    out->move_count[0] = 0;
    if (ended) return;
    int codes[16], anns[16], n = legal_moves(g, &t, codes, anns);
    for (int k = 0; k < n; k++) {
        Pos u = t;
        int w;
        if (!do_move(g, &u, codes[k], anns[k], &w)) w = rollout(g, &u, solve_at, deck);
        out->moves[k] = engine_move(codes[k], anns[k]);
        out->values[k] = w;
    }
    out->move_count[0] = n;
}

/* For each move what postponed_rollout gives (auto_declare only, as core_rollout_values). */
CORE_API int32_t core_postponed_rollouts(const CoreCall *call, CoreOutcome *outcomes) {
    Game g;
    Pos s;
    int codes[16], announce[16], n;
    int status = read_rollout_call(call, &g, &s, codes, announce, &n);
    if (status != CORE_OK) return status;
    int solve_at = call->solve_rollout_cards[0];
    for (int i = 0; i < n; i++)
        postponed_rollout(&g, &s, codes[i], announce[i], solve_at, call->deck[0], &outcomes[i]);
    return CORE_OK;
}

CORE_API int64_t core_node_count(void) { return nodes; }

/* Give the transposition table back to the system; the next call makes it again, empty.
 * Its TT_SIZE entries are touched page by page over a long session, so a process that
 * keeps it between jobs grows by that much over an evening; between jobs nothing in it
 * counts.  glibc keeps a freed block of this size on its heap once it has freed one
 * (its mmap threshold rises to it): malloc_trim gives the pages back all the same. */
CORE_API void core_release(void) {
    free(tt);
    tt = NULL;
    generation = rules_generation = 0;
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}
