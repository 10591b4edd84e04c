"""Entry script of the frozen game (PyInstaller runs this as ``__main__``).

Equivalent to the ``sixtysix`` gui-script of the wheel
(``sixtysix_qt.ui.app:main``).  ``freeze_support`` keeps a frozen
``multiprocessing`` child (should the AI ever use one) from starting a
second game window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from sixtysix_qt.ui.app import main

    sys.exit(main())
