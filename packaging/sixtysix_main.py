"""Entry script of the frozen game (PyInstaller runs this as ``__main__``).

Equivalent to the ``sixtysix`` gui-script of the wheel
(``sixtysix_qt.ui.shell.app:main``).  ``freeze_support`` lets the computer
player's child process (multiprocessing *spawn*: Windows starts the frozen
executable again with ``--multiprocessing-fork``) run its job instead of
a second game window; ``app.main`` calls it too, this one comes first.
``app.main`` also writes its output streams as UTF-8 (a Windows pipe would
take the ANSI code page and fail on a Bulgarian sentence).
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from sixtysix_qt.ui.shell.app import main

    sys.exit(main())
