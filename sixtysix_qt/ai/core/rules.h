/* The rules of Sixty-Six as both compiled searches use them (two.c: two
 * players, talon included; three.c: three-hand endgames): card points,
 * who takes a trick, what may follow, when a marriage may be announced and
 * what a deal's end is worth.  The one C copy of engine/cards.py,
 * engine/scoring.py and the legality of engine/state.py: a rule change
 * touches the engine and this unit (numbers that vary by preset or option,
 * such as marriage values and the last-trick bonus, arrive as data in each
 * call).  tests/ai/test_solver.py compares the two-player search with minimax
 * over the engine, test_native.py and test_three.py both searches with
 * team_solver, on random positions of every preset and option.
 *
 * Header only, every function static inline: the searches call these in
 * their innermost loops, and a call into another object file (no inlining
 * across units without link-time optimisation) cost them 10-20 %. */
#ifndef SIXTYSIX_CORE_RULES_H
#define SIXTYSIX_CORE_RULES_H

#include <stdint.h>

#define INF 99
#define QUEEN 4
#define KING 5
#define TEN 6
#define ACE 7

/* The rule options the searches read, X(field, member): the CoreCall field
 * (api.h; engine/option_specs.py names it as the option's core_field and
 * native.py fills it from the spec) and the Rules member read here.  A new
 * option that changes play or score is one line here plus its rule below;
 * the call, its description and core_read_rules follow from this list. */
#define CORE_RULE_OPTIONS(X)                    \
    X(auto_declare, auto_decl)                  \
    X(strict_must_head, head)                   \
    X(historical_scoring, hist_scoring)         \
    X(historical_closing, hist_closing)         \
    X(marriage_lead_queen_only, queen_only)     \
    X(marriage_needs_trick, needs_trick)        \
    X(marriage_after_talon, after_talon)        \
    X(false_claim_two, false_two) /* false_claim's index: 1 = "two" */

/* The rule numbers of one deal (api.h CoreCall's first fields and its options). */
#define CORE_RULE_MEMBER(field, member) int member;
typedef struct {
    int trump, target, loser_line, last_bonus, closing, exchange_rank;
    int marriage, trump_marriage;
    CORE_RULE_OPTIONS(CORE_RULE_MEMBER)
} Rules;
#undef CORE_RULE_MEMBER

/* card points by rank (engine/cards.py RANK_POINTS) */
static const int POINTS[8] = {0, 0, 0, 2, 3, 4, 10, 11};

static inline int suit_of(int card) { return (card >> 3) & 3; }
static inline int rank_of(int card) { return card & 7; }
static inline uint32_t suit_cards(int suit) { return 0xFFu << (suit * 8); }

/* portable bit count (no compiler builtins: MSVC and mingw build this too) */
static inline int count_cards(uint32_t mask) {
    int n = 0;
    for (; mask; mask &= mask - 1) n++;
    return n;
}

/* the lowest card of a non-empty mask (a de Bruijn sequence: no compiler builtins) */
static inline int lowest_card(uint32_t mask) {
    static const int index[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                  15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                  16, 7,  26, 12, 18, 6,  11, 5,  10, 9};
    return index[((mask & (~mask + 1u)) * 0x077CB531u) >> 27];
}

/* ---- tricks */
/* Card ``card`` takes a trick that ``best`` holds so far. */
static inline int beats(const Rules *r, int card, int best) {
    int cs = suit_of(card), bs = suit_of(best);
    if (cs == bs) return rank_of(card) > rank_of(best);
    return cs == r->trump;
}

/* the cards of ``cards`` ranked above ``rank`` in ``suit`` */
static inline uint32_t higher_in(uint32_t cards, int suit, int rank) {
    return cards & suit_cards(suit) & ~((2u << (suit * 8 + rank)) - 1);
}

/* the highest rank of ``suit`` among the trick's cards, -1 none */
static inline int top_rank(const int *trick, int n, int suit) {
    int top = -1;
    for (int i = 0; i < n; i++)
        if (suit_of(trick[i]) == suit && rank_of(trick[i]) > top) top = rank_of(trick[i]);
    return top;
}

/* The cards of ``hand`` that may follow the ``n`` cards of a trick once the
 * talon is closed or gone: follow suit (heading the trick with
 * strict_must_head), else trump (heading the trumps), else any card. */
static inline uint32_t follow_cards(const Rules *r, uint32_t hand, const int *trick, int n) {
    int led = suit_of(trick[0]);
    uint32_t same = hand & suit_cards(led);
    if (same) {
        uint32_t higher = r->head ? higher_in(same, led, top_rank(trick, n, led)) : 0;
        return higher ? higher : same;
    }
    uint32_t trumps = hand & suit_cards(r->trump);
    if (!trumps) return hand;
    int top = top_rank(trick, n, r->trump);
    uint32_t over = r->head && top >= 0 ? higher_in(trumps, r->trump, top) : 0;
    return over ? over : trumps;
}

/* ---- marriages */
/* Points of leading ``card`` as a marriage from ``hand``, 0 when it is none:
 * ``announced`` the seat's spent suits, ``has_trick`` whether its side took a
 * trick, ``strict`` the talon closed or gone. */
static inline int marriage_value(const Rules *r, uint32_t hand, int card, int announced,
                                 int has_trick, int strict) {
    int rank = rank_of(card), suit = suit_of(card);
    if (rank != KING && rank != QUEEN) return 0;
    int partner = suit * 8 + (rank == KING ? QUEEN : KING);
    if (!((hand >> partner) & 1)) return 0;
    if (!r->after_talon && strict) return 0;
    if ((announced >> suit) & 1) return 0;
    if (r->queen_only && rank != QUEEN) return 0;
    if (r->needs_trick && !has_trick) return 0;
    return suit == r->trump ? r->trump_marriage : r->marriage;
}

/* ---- the end of a deal, in game points */
/* A side counts as trickless (schwarz): no trick, or with historical_scoring no card points. */
static inline int no_trick(const Rules *r, int tricks, int card_points) {
    return r->hist_scoring ? card_points == 0 : tricks == 0;
}

/* A winner's game points against the best-placed opponent: 3 when no
 * opponent has a trick, 2 when none reached the loser line, else 1. */
static inline int win_points(int opponents_trickless, int opponents_under_line) {
    if (opponents_trickless) return 3;
    if (opponents_under_line) return 2;
    return 1;
}

/* The closer's opponent's game points when the closer fails. */
static inline int closer_failed_points(const Rules *r, int closer_trickless,
                                       int opponent_trickless_at_close) {
    if (r->hist_closing) return closer_trickless ? 6 : 2;
    return opponent_trickless_at_close ? 3 : 2;
}

/* The points a false claim hands the opponent (``would``: what the claim would have won). */
static inline int false_claim_points(const Rules *r, int would) {
    if (r->false_two) return 2;
    return would > 2 ? would : 2;
}

/* Every card played, nobody at the target: the last trick's winner scores this ... */
static inline int last_trick_points(void) { return 1; }

/* ... unless two players tie at 65: nobody scores. */
static inline int tied(int points0, int points1) { return points0 == 65 && points1 == 65; }

/* The most a deal can be worth: every value lies in [-top, top]. */
static inline int top_value(const Rules *r) { return r->hist_closing ? 6 : 3; }

#endif
