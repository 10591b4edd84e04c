/* The rules of Sixty-Six for the compiled searches: see rules.h. */
#include "rules.h"

const int POINTS[8] = {0, 0, 0, 2, 3, 4, 10, 11};

/* portable bit count (no compiler builtins: MSVC and mingw build this too) */
int count_cards(uint32_t mask) {
    int n = 0;
    for (; mask; mask &= mask - 1) n++;
    return n;
}

int beats(const Rules *r, int card, int best) {
    int cs = suit_of(card), bs = suit_of(best);
    if (cs == bs) return rank_of(card) > rank_of(best);
    return cs == r->trump;
}

/* the cards of ``cards`` ranked above ``rank`` in ``suit`` */
static uint32_t higher_in(uint32_t cards, int suit, int rank) {
    return cards & suit_cards(suit) & ~((2u << (suit * 8 + rank)) - 1);
}

/* the highest rank of ``suit`` among the trick's cards, -1 none */
static int top_rank(const int *trick, int n, int suit) {
    int top = -1;
    for (int i = 0; i < n; i++)
        if (suit_of(trick[i]) == suit && rank_of(trick[i]) > top) top = rank_of(trick[i]);
    return top;
}

uint32_t follow_cards(const Rules *r, uint32_t hand, const int *trick, int n) {
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

int marriage_value(const Rules *r, uint32_t hand, int card, int announced, int has_trick,
                   int strict) {
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

int no_trick(const Rules *r, int tricks, int card_points) {
    return r->hist_scoring ? card_points == 0 : tricks == 0;
}

int win_points(int opponents_trickless, int opponents_under_line) {
    if (opponents_trickless) return 3;
    if (opponents_under_line) return 2;
    return 1;
}

int closer_failed_points(const Rules *r, int closer_trickless, int opponent_trickless_at_close) {
    if (r->hist_closing) return closer_trickless ? 6 : 2;
    return opponent_trickless_at_close ? 3 : 2;
}

int false_claim_points(const Rules *r, int would) {
    if (r->false_two) return 2;
    return would > 2 ? would : 2;
}

int last_trick_points(void) { return 1; }

int tied(int points0, int points1) { return points0 == 65 && points1 == 65; }

int top_value(const Rules *r) { return r->hist_closing ? 6 : 3; }
