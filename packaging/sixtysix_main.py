"""Entry script of the frozen game (PyInstaller runs this as ``__main__``).

Equivalent to the ``sixtysix`` gui-script of the wheel
(``sixtysix_qt.ui.app:main``).  ``freeze_support`` lets the computer
player's child process (multiprocessing *spawn*: Windows starts the frozen
executable again with ``--multiprocessing-fork``) run its job instead of
a second game window; ``app.main`` calls it too, this one comes first.

On Windows, a pipe or file as stdout/stderr gets the ANSI code page
(cp1252 on a Western system): a Bulgarian sentence printed there (a
start-up message, a tool mode's output) would raise UnicodeEncodeError.
Such streams are switched to UTF-8; a console keeps its own (Unicode) writer.
"""

import multiprocessing
import sys


def _utf8_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        if stream is None or not hasattr(stream, "reconfigure") or stream.isatty():
            continue
        try:
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
        except (OSError, ValueError):
            pass


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _utf8_streams()
    from sixtysix_qt.ui.app import main

    sys.exit(main())
