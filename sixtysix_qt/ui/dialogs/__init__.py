"""Dialogs of the game window (new game; more to come: settings, statistics, rules)."""
