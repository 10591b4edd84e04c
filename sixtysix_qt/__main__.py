"""``python -m sixtysix_qt`` starts the game (the same as the ``sixtysix`` command)."""

from sixtysix_qt.ui.app import main

raise SystemExit(main())
