/* The rules of Sixty-Six as both compiled searches use them (two.c: two
 * players, talon included; three.c: three-hand endgames): card points,
 * who takes a trick, what may follow, when a marriage may be announced and
 * what a deal's end is worth.  The one C copy of engine/cards.py,
 * engine/scoring.py and the legality of engine/state.py: a rule change
 * touches the engine and this unit (numbers that vary by preset or option,
 * such as marriage values and the last-trick bonus, arrive as data in each
 * call).  tests/ai/test_native.py and test_three.py compare both searches
 * with the engine on random positions of every preset and option. */
#ifndef SIXTYSIX_CORE_RULES_H
#define SIXTYSIX_CORE_RULES_H

#include <stdint.h>

#define INF 99
#define QUEEN 4
#define KING 5
#define TEN 6
#define ACE 7

/* The rule numbers of one deal (api.h CoreCall's first fields). */
typedef struct {
    int trump, target, loser_line, last_bonus, closing, exchange_rank;
    int marriage, trump_marriage;
    int auto_decl, head, hist_scoring, hist_closing, queen_only, needs_trick, after_talon;
    int false_two;
} Rules;

extern const int POINTS[8]; /* card points by rank (engine/cards.py RANK_POINTS) */

static inline int suit_of(int card) { return (card >> 3) & 3; }
static inline int rank_of(int card) { return card & 7; }
static inline uint32_t suit_cards(int suit) { return 0xFFu << (suit * 8); }

int count_cards(uint32_t mask);

/* ---- tricks */
/* Card ``card`` takes a trick that ``best`` holds so far. */
int beats(const Rules *r, int card, int best);
/* The cards of ``hand`` that may follow the ``n`` cards of a trick once the
 * talon is closed or gone: follow suit (heading the trick with
 * strict_must_head), else trump (heading the trumps), else any card. */
uint32_t follow_cards(const Rules *r, uint32_t hand, const int *trick, int n);

/* ---- marriages */
/* Points of leading ``card`` as a marriage from ``hand``, 0 when it is none:
 * ``announced`` the seat's spent suits, ``has_trick`` whether its side took a
 * trick, ``strict`` the talon closed or gone. */
int marriage_value(const Rules *r, uint32_t hand, int card, int announced, int has_trick,
                   int strict);

/* ---- the end of a deal, in game points */
/* A side counts as trickless (schwarz): no trick, or with historical_scoring no card points. */
int no_trick(const Rules *r, int tricks, int card_points);
/* A winner's game points against the best-placed opponent: 3 when no
 * opponent has a trick, 2 when none reached the loser line, else 1. */
int win_points(int opponents_trickless, int opponents_under_line);
/* The closer's opponent's game points when the closer fails. */
int closer_failed_points(const Rules *r, int closer_trickless, int opponent_trickless_at_close);
/* The points a false claim hands the opponent (``would``: what the claim would have won). */
int false_claim_points(const Rules *r, int would);
/* Every card played, nobody at the target: the last trick's winner scores this ... */
int last_trick_points(void);
/* ... unless two players tie at 65: nobody scores. */
int tied(int points0, int points1);
/* The most a deal can be worth: every value lies in [-top, top]. */
int top_value(const Rules *r);

#endif
