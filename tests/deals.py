"""Finished deals for tests: a deal of ``preset`` played to its end by random legal moves."""

from __future__ import annotations

import random

from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.state import DealState


def played_out(preset: str = "classic", seed: int = 5, dealer: int = 0) -> DealState:
    """The deal dealt from ``seed`` and played to its end by moves drawn from ``seed``."""
    rng = random.Random(seed)
    state = new_deal(preset, seed=seed, dealer=dealer)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state
