/* The compiled core's one interface: a plain C library (no Python API), loaded
 * by sixtysix_qt/ai/native.py with ctypes; the same sources build a Linux .so
 * and, with mingw-w64, a Windows .dll for the embeddable CPython that has no
 * headers.
 *
 * Every call takes one CoreCall.  Its fields are listed ONCE, below
 * (CORE_CALL_FIELDS, an X-macro); the struct is generated from that list, and
 * so is the description core_field() hands to native.py, which builds its
 * ctypes.Structure from it and refuses the library (pure Python then) when
 * the sizes or offsets it gets differ.  native.py fills the fields by name. */
#ifndef SIXTYSIX_CORE_API_H
#define SIXTYSIX_CORE_API_H

#include <stdint.h>

#include "rules.h" /* CORE_RULE_OPTIONS: the rule options' fields, after these */

#if defined(_WIN32)
#define CORE_API __declspec(dllexport)
#elif defined(__GNUC__)
#define CORE_API __attribute__((visibility("default")))
#else
#define CORE_API
#endif

/* bumped when a function's meaning changes (the layout is checked field by field) */
#define CORE_ABI 1

/* field kinds: a signed 32-bit number, a 32-bit card mask (bit = card code), a rule
 * option (a signed 32-bit number; native.py checks these against the option specs) */
#define CORE_INT 1
#define CORE_MASK 2
#define CORE_OPTION 3
typedef int32_t core_INT;
typedef uint32_t core_MASK;
typedef int32_t core_OPTION;

/* X(kind, name, count): the rules of the deal, then the position (engine
 * DealState fields of the same names), then what the call asks about; the
 * rule options (rules.h CORE_RULE_OPTIONS) follow as fields of kind OPTION. */
#define CORE_CALL_FIELDS(X)                                                                \
    X(INT, me, 1)                     /* the seat the values are for (+ good for it) */   \
    X(INT, trump, 1)                  /* trump suit 0..3 */                              \
    X(INT, target, 1)                 /* shape.deal_target */                            \
    X(INT, loser_line, 1)             /* shape.loser_line */                             \
    X(INT, last_trick_bonus, 1)       /* shape.last_trick_bonus */                       \
    X(INT, closing, 1)                /* shape.closing: the talon may be closed */       \
    X(INT, exchange_rank, 1)          /* shape.exchange_rank, -1 none */                 \
    X(INT, marriage_value, 1)         /* options.MARRIAGE_POINTS */                      \
    X(INT, trump_marriage_value, 1)   /* options.TRUMP_MARRIAGE_POINTS */                \
    X(MASK, hands, 3)                 /* per seat */                                     \
    X(INT, to_move, 1)                                                                   \
    X(INT, trick_len, 1)              /* cards on the table, at most 2 */                \
    X(INT, trick_seats, 2)                                                               \
    X(INT, trick_cards, 2)                                                               \
    X(INT, card_points, 3)            /* per side */                                     \
    X(INT, marriage_points, 3)        /* per side: marriages credited */                 \
    X(INT, bonus_points, 3)           /* per side: the last-trick bonus */               \
    X(INT, held, 3)                   /* per side: marriages waiting for a trick */      \
    X(INT, tricks, 3)                 /* per side: tricks won */                         \
    X(INT, announced, 3)              /* per seat: bit suit = that marriage is spent */  \
    X(INT, last_winner, 1)            /* who took the last trick (-1 none) */            \
    X(INT, closed, 1)                                                                    \
    X(INT, closer, 1)                 /* -1 none */                                      \
    X(INT, snapshot_points, 2)        /* per side at closing (snapshot) */               \
    X(INT, snapshot_tricks, 2)                                                           \
    X(INT, snapshot_card_points, 2)                                                      \
    X(INT, talon, 16)                 /* the world's talon in drawing order, trump last */ \
    X(INT, talon_len, 1)                                                                 \
    X(INT, talon_drawn, 1)            /* cards of it drawn since */                      \
    X(INT, trump_card, 1)             /* the face-up trump card now (after an exchange) */ \
    X(INT, moves, 16)                 /* engine move numbers asked about */              \
    X(INT, move_count, 1)                                                                \
    X(INT, solve_rollout_cards, 1)    /* rollouts: the solver takes over at this many */ \
    X(MASK, deck, 1)                  /* rollouts: the deal's cards */

/* One candidate of core_postponed_rollouts: the deal's value when it ends
 * before the searcher moves again, else what the searcher sees there (its
 * hand, the moves since) and each of its moves there with its rollout value. */
#define CORE_OUTCOME_FIELDS(X)                                                             \
    X(INT, ended, 1)                                                                     \
    X(INT, value, 1)                                                                     \
    X(MASK, hand, 1)                                                                     \
    X(INT, line_len, 1)                                                                  \
    X(INT, line, 64)                                                                     \
    X(INT, move_count, 1)                                                                \
    X(INT, moves, 16)                                                                    \
    X(INT, values, 16)

#define CORE_DECLARE(kind, name, count) core_##kind name[count];
#define CORE_DECLARE_OPTION(field, member) core_OPTION field[1];
typedef struct {
    CORE_CALL_FIELDS(CORE_DECLARE)
    CORE_RULE_OPTIONS(CORE_DECLARE_OPTION)
} CoreCall;
typedef struct {
    CORE_OUTCOME_FIELDS(CORE_DECLARE)
} CoreOutcome;
#undef CORE_DECLARE
#undef CORE_DECLARE_OPTION

/* which struct core_field and core_size describe */
#define CORE_CALL 0
#define CORE_OUTCOME 1

/* what a call returns: 0, or why it refused (native.py words it) */
enum CoreStatus {
    CORE_OK = 0,
    CORE_NOT_A_POSITION = 1, /* not a two-player deal in play / three-hand endgame */
    CORE_NOT_EVERY_MOVE = 2, /* best_move: the moves must be every legal move */
    CORE_NEEDS_AUTO_DECLARE = 3,
    CORE_NO_MEMORY = 4,
    CORE_ILLEGAL_MOVE = 100 /* + the index of the first move that is not legal here */
};

CORE_API int32_t core_abi(void);
CORE_API int32_t core_size(int32_t which);
/* Field ``index`` of struct ``which``: 1 and its name, kind, offset and count; 0 past the last. */
CORE_API int32_t core_field(int32_t which, int32_t index, const char **name, int32_t *kind,
                            int32_t *offset, int32_t *count);

/* Two players, every card known, talon order included (two.c); values are game points for me. */
CORE_API int32_t core_move_values(const CoreCall *call, int32_t *values);
CORE_API int32_t core_best_move(const CoreCall *call, int32_t *index);
CORE_API int32_t core_value(const CoreCall *call, int32_t *value);
CORE_API int32_t core_rollout_values(const CoreCall *call, int32_t *values);
CORE_API int32_t core_postponed_rollouts(const CoreCall *call, CoreOutcome *outcomes);
/* Three-hand endgames, the talon gone (three.c). */
CORE_API int32_t core_three_value(const CoreCall *call, int32_t *value);
CORE_API int64_t core_node_count(void);
/* Free the two-player transposition table until the next call (two.c). */
CORE_API void core_release(void);

#endif
