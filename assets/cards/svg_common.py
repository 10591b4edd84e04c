"""Card size, colours and the two helpers every part of the deck's drawing uses.

Shared by ``make_cards.py`` (indices, pips, backs) and ``court.py`` (the
figures), so a colour or the card size is defined once.
"""

from __future__ import annotations

W, H = 250, 350  # card size in user units; the app assumes the 1.4 aspect

# (light, dark) gradient stops per suit and scheme.
SCHEMES = {
    "standard": {
        "S": ("#3b3d48", "#0e0f13"),
        "C": ("#3b3d48", "#0e0f13"),
        "H": ("#ec3b4f", "#b40c24"),
        "D": ("#ec3b4f", "#b40c24"),
    },
    "fourcolour": {
        "S": ("#3b3d48", "#0e0f13"),
        "C": ("#2fb25a", "#0c6b2b"),
        "H": ("#ec3b4f", "#b40c24"),
        "D": ("#3d8be8", "#0b4aa8"),
    },
}

GOLD, GOLD_DARK, GOLD_LIGHT = "#e8b030", "#a8740e", "#f8dc7a"
SKIN, SKIN_SHADE = "#f8d7b8", "#e9b48f"
INK = "#2a2522"


def f(x: float) -> str:
    """Compact number formatting keeps the files small and diffs readable."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pip(suit: str, x: float, y: float, size: float, flip: bool = False) -> str:
    """A suit symbol ``size`` units wide centred at (x, y); flipped on the bottom half."""
    rot = " rotate(180)" if flip else ""
    return (
        f'<use xlink:href="#pip{suit}" transform="translate({f(x)},{f(y)}){rot} '
        f'scale({f(size / 100)})"/>'
    )
