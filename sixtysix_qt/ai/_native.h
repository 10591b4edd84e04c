/* What the C files of the compiled core (sixtysix_qt.ai._native) share. */
#ifndef SIXTYSIX_NATIVE_H
#define SIXTYSIX_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* Up to ``max`` ints of a Python sequence into ``out``: their number, or -1
 * with a Python exception set (``what`` names the argument). */
int read_ints(PyObject *seq, int *out, int max, const char *what);

/* three_value(numbers) -> exact game points of a three-hand endgame (_three.c) */
PyObject *three_value(PyObject *self, PyObject *args);

#endif
