"""Computer opponents for every preset, pure Python (no Qt): see ``players``."""

from .players import LEVELS, REASONS, Player, hint, make_player

__all__ = ["LEVELS", "REASONS", "Player", "hint", "make_player"]
