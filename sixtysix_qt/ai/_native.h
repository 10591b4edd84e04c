/* What the C files of the compiled core (sixtysix_qt.ai._native) share. */
#ifndef SIXTYSIX_NATIVE_H
#define SIXTYSIX_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* Game facts both solvers use (engine/cards.py, engine/options.py). */
#define INF 99
#define QUEEN 4
#define KING 5
extern const int POINTS[8]; /* card points by rank */
int count_cards(uint32_t m); /* cards in a mask */

/* The rule numbers of a call, in the order ai/native.py's _game gives them. */
enum RuleNumber {
    R_ME, R_TRUMP, R_TARGET, R_LOSER_LINE, R_LAST_BONUS, R_AUTO, R_HEAD, R_HIST_SCORING,
    R_HIST_CLOSING, R_QUEEN_ONLY, R_NEEDS_TRICK, R_AFTER_TALON, R_CLOSING, R_EXCHANGE_RANK,
    R_MARRIAGE, R_TRUMP_MARRIAGE, R_FALSE_TWO, RULE_NUMBERS
};

/* Up to ``max`` ints of a Python sequence into ``out``: their number, or -1
 * with a Python exception set (``what`` names the argument). */
int read_ints(PyObject *seq, int *out, int max, const char *what);

/* three_value(numbers) -> exact game points of a three-hand endgame (_three.c) */
PyObject *three_value(PyObject *self, PyObject *args);

#endif
