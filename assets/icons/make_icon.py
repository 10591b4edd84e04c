"""Generate the application icon ``sixtysix.svg`` (standard library only).

Two fanned cards, a blue back behind and a white face in front carrying a
big red "66".  The digits are stroked paths, not text, so the icon looks the
same in every desktop's SVG renderer whatever fonts are installed, and the
strokes are thick enough to stay readable at 16-48 px.
"""

from __future__ import annotations

import math
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZE = 256
CARD_W, CARD_H = 148, 206
MARGIN = 9
BACK_PLACE = (-16, 0, 0)  # rotation in degrees, then offset
FRONT_PLACE = (9, 92, 8)

HEART = (
    "M0,46 C-9,33 -50,9 -50,-17 C-50,-37 -36,-48 -22,-48 C-11,-48 -3,-41 0,-31 "
    "C3,-41 11,-48 22,-48 C36,-48 50,-37 50,-17 C50,9 9,33 0,46 Z"
)


def six(x: float, y: float, colour: str) -> str:
    """A geometric "6" whose box (about 62 x 92) has its top-left at (x, y)."""
    return (
        f'<g transform="translate({x},{y})" fill="none" stroke="{colour}" stroke-width="16" '
        'stroke-linecap="round">'
        '<circle cx="31" cy="62" r="23"/>'
        '<path d="M8,62 C6,30 20,8 50,8"/>'
        "</g>"
    )


def lattice(w: float, h: float, step: float) -> str:
    """Diagonal lattice inside a w x h box (computed, not clipped)."""
    segs = []
    c = -h
    while c <= w:
        x0 = max(0.0, c)
        x1 = min(w, c + h)
        if x0 < x1:
            segs.append(f"M{x0:.1f},{x0 - c:.1f} L{x1:.1f},{x1 - c:.1f}")
        k = c + h
        a = min(w, k)
        b = max(0.0, k - h)
        if a > b:
            segs.append(f"M{a:.1f},{k - a:.1f} L{b:.1f},{k - b:.1f}")
        c += step
    return " ".join(segs)


def place(angle: float, dx: float, dy: float) -> str:
    """Transform putting a card, rotated about its centre, at an offset."""
    return f"translate({dx},{dy}) rotate({angle} {CARD_W / 2} {CARD_H / 2})"


def fit() -> str:
    """Scale and centre the two fanned cards to fill the square minus a margin."""
    xs, ys = [], []
    for angle, dx, dy in (BACK_PLACE, FRONT_PLACE):
        a = math.radians(angle)
        for x, y in ((0, 0), (CARD_W, 0), (0, CARD_H), (CARD_W, CARD_H)):
            x, y = x - CARD_W / 2, y - CARD_H / 2
            xs.append(dx + CARD_W / 2 + x * math.cos(a) - y * math.sin(a))
            ys.append(dy + CARD_H / 2 + x * math.sin(a) + y * math.cos(a))
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    scale = (SIZE - 2 * MARGIN) / max(w, h)
    ox = (SIZE - w * scale) / 2 - min(xs) * scale
    oy = (SIZE - h * scale) / 2 - min(ys) * scale
    return f"translate({ox:.2f},{oy:.2f}) scale({scale:.4f})"


def build() -> str:
    """The icon document."""
    inner_w, inner_h = CARD_W - 24, CARD_H - 24
    back = (
        f'<g transform="{place(*BACK_PLACE)}">'
        f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="16" '
        'fill="#ffffff" stroke="#20324f" stroke-width="4"/>'
        f'<rect x="12" y="12" width="{inner_w}" height="{inner_h}" rx="9" fill="url(#blue)"/>'
        f'<g transform="translate(12,12)"><path d="{lattice(inner_w, inner_h, 22)}" '
        'stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/></g>'
        f'<rect x="20" y="20" width="{inner_w - 16}" height="{inner_h - 16}" rx="5" fill="none" '
        'stroke="#ffffff" stroke-width="3"/>'
        "</g>"
    )
    front = (
        f'<g transform="{place(*FRONT_PLACE)}">'
        f'<rect x="5" y="9" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="16" '
        'fill="#000000" fill-opacity="0.25"/>'
        f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="16" '
        'fill="url(#paper)" stroke="#2a2a2a" stroke-width="4"/>'
        + six(9, 52, "url(#red)")
        + six(77, 52, "url(#red)")
        + f'<path transform="translate(28,32) scale(0.3)" d="{HEART}" fill="url(#red)"/>'
        + f'<path transform="translate({CARD_W - 28},{CARD_H - 30}) rotate(180) scale(0.3)" '
        f'd="{HEART}" fill="url(#red)"/>'
        "</g>"
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">\n'
        "<title>Sixty-Six</title>\n"
        "<defs>"
        '<linearGradient id="blue" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#3a7fe0"/><stop offset="1" stop-color="#123a80"/>'
        "</linearGradient>"
        '<linearGradient id="red" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ee3349"/><stop offset="1" stop-color="#b00a20"/>'
        "</linearGradient>"
        '<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#efece6"/>'
        "</linearGradient>"
        "</defs>\n" + f'<g transform="{fit()}">' + back + "\n" + front + "</g>\n</svg>\n"
    )


def main() -> None:
    """Write the icon beside this script."""
    (HERE / "sixtysix.svg").write_text(build(), encoding="utf-8")


if __name__ == "__main__":
    main()
