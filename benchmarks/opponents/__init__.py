"""Frozen computer players kept as fixed yardsticks for the arena (never game levels)."""

from __future__ import annotations

from typing import Any

from .expert_2026_11 import FrozenExpert

#: name -> factory(seed, effort) of every frozen opponent the arena knows
OPPONENTS: dict[str, Any] = {"expert_2026_11": FrozenExpert}

__all__ = ["OPPONENTS", "FrozenExpert"]
