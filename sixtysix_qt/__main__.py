"""``python -m sixtysix_qt`` starts the game (the same as the ``sixtysix`` command)."""

from sixtysix_qt.ui.shell.app import main

# guarded: the computer player's child process imports this module under another name
if __name__ == "__main__":
    raise SystemExit(main())
