"""Generate the card faces and backs as SVG (standard library only).

Run ``python assets/cards/make_cards.py``; it rewrites ``standard.svg`` and
``fourcolour.svg`` beside itself.  The art is generated rather than drawn by
hand so both colour schemes stay identical apart from colour, and so a change
to one pip or one court figure reaches all 32 cards at once.  The court
figures are in ``court.py`` (with ``held_items.py``), the shared colours and
helpers in ``svg_common.py``.

Every card is a top-level ``<g id="...">`` whose id is the card code (rank
letter from ``789TJQKA`` + suit letter from ``CSHD``, e.g. ``TH``); the backs
are ``back_*``.  ``QSvgRenderer.render(painter, id, rect)`` draws one card, so
each group's painted extent is exactly the 250x350 card (the border stroke is
inset by half its width).  Only SVG Tiny 1.2 features that Qt renders are used:
paths, basic shapes, text, ``<use>``, transforms and linear/radial gradients;
no filters, masks, clip paths or patterns (the back's lattice is clipped here
in Python instead).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # the sibling modules, also when loaded by file path
    sys.path.insert(0, str(HERE))

from court import COURT, court_card  # noqa: E402
from svg_common import GOLD, GOLD_DARK, GOLD_LIGHT, SCHEMES, SKIN_SHADE, H, W, f, pip  # noqa: E402

RADIUS = 16
BORDER = 2.0
RANKS = "789TJQKA"
SUITS = "CSHD"
RANK_LABEL = {"T": "10"}
FONT = "DejaVu Sans"

# Suit symbols in a 100x100 box centred on the origin, drawn as paths so they
# look the same whatever fonts a system has.
SUIT_PATH = {
    "H": (
        "M0,46 C-9,33 -50,9 -50,-17 C-50,-37 -36,-48 -22,-48 C-11,-48 -3,-41 0,-31 "
        "C3,-41 11,-48 22,-48 C36,-48 50,-37 50,-17 C50,9 9,33 0,46 Z"
    ),
    "D": "M0,-50 Q13,-24 38,0 Q13,24 0,50 Q-13,24 -38,0 Q-13,-24 0,-50 Z",
    "S": (
        "M0,-50 C9,-33 50,-14 50,13 C50,31 37,40 24,40 C14,40 7,35 3,29 "
        "C4,39 9,45 18,50 L-18,50 C-9,45 -4,39 -3,29 C-7,35 -14,40 -24,40 "
        "C-37,40 -50,31 -50,13 C-50,-14 -9,-33 0,-50 Z"
    ),
    # Three lobes, a filler triangle and a stem, all wound the same way so the
    # nonzero fill rule unites them into one shape (one gradient, no seams).
    "C": (
        "M-22,-25 A22,22 0 1 1 22,-25 A22,22 0 1 1 -22,-25 Z "
        "M-48,10 A22,22 0 1 1 -4,10 A22,22 0 1 1 -48,10 Z "
        "M4,10 A22,22 0 1 1 48,10 A22,22 0 1 1 4,10 Z "
        "M0,-14 L20,16 L-20,16 Z "
        "M4,10 Q4,36 18,50 L-18,50 Q-4,36 -4,10 Z"
    ),
}

BACKS = {
    "back_blue": ("#2f6fd0", "#173f86", "#0f2c63"),
    "back_red": ("#d8343f", "#9c1724", "#6e0d17"),
    "back_green": ("#2c9a5c", "#176638", "#0d4624"),
}


def defs(scheme: str) -> str:
    """Suit symbols with their gradients, and the shared card gradients."""
    out = ["<defs>"]
    for suit in SUITS:
        light, dark = SCHEMES[scheme][suit]
        out.append(
            f'<linearGradient id="g{suit}" x1="0" y1="0" x2="0.35" y2="1">'
            f'<stop offset="0" stop-color="{light}"/><stop offset="1" stop-color="{dark}"/>'
            "</linearGradient>"
        )
        out.append(f'<path id="pip{suit}" fill="url(#g{suit})" d="{SUIT_PATH[suit]}"/>')
        robe, shade, _ = COURT[scheme][suit]
        out.append(
            f'<linearGradient id="robe{suit}" x1="0" y1="0" x2="1" y2="0">'
            f'<stop offset="0" stop-color="{shade}"/><stop offset="0.45" stop-color="{robe}"/>'
            f'<stop offset="1" stop-color="{shade}"/></linearGradient>'
        )
    out.append(
        '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f4f2ee"/>'
        "</linearGradient>"
        '<linearGradient id="parchment" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fff8e6"/><stop offset="0.5" stop-color="#f6e7c3"/>'
        '<stop offset="1" stop-color="#fff8e6"/></linearGradient>'
        '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}"/><stop offset="0.5" stop-color="{GOLD}"/>'
        f'<stop offset="1" stop-color="{GOLD_DARK}"/></linearGradient>'
        '<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0" stop-color="#f4f7fa"/><stop offset="1" stop-color="#a9b3bd"/>'
        "</linearGradient>"
        '<radialGradient id="skin" cx="0.45" cy="0.4" r="0.6">'
        f'<stop offset="0" stop-color="#fde6cf"/><stop offset="1" stop-color="{SKIN_SHADE}"/>'
        "</radialGradient>"
    )
    for name, (light, mid, dark) in BACKS.items():
        out.append(
            f'<radialGradient id="{name}_bg" cx="0.5" cy="0.5" r="0.75">'
            f'<stop offset="0" stop-color="{light}"/><stop offset="0.7" stop-color="{mid}"/>'
            f'<stop offset="1" stop-color="{dark}"/></radialGradient>'
        )
    out.append("</defs>")
    return "".join(out)


def blank_card() -> str:
    """White rounded card with a thin border, inset so the extent is exactly W x H."""
    h = BORDER / 2
    return (
        f'<rect x="{f(h)}" y="{f(h)}" width="{f(W - BORDER)}" height="{f(H - BORDER)}" '
        f'rx="{RADIUS}" ry="{RADIUS}" fill="url(#face)" stroke="#7d7a75" '
        f'stroke-width="{f(BORDER)}"/>'
    )


def index(rank: str, suit: str) -> str:
    """Top-left corner index plus its 180-degree copy at the bottom right.

    Rank glyphs are ~57 units tall (bold, 78 units font size) so they stay
    legible on a card drawn only 60 px wide; "10" is condensed to fit the
    column of the other ranks.  The baseline sits low enough that the text's
    line box (ascent ~0.93 em) stays inside the card, because Qt counts that
    box, not the glyph, in the element's bounds.
    """
    label = RANK_LABEL.get(rank, rank)
    cx, baseline = 37, 74
    scale = " scale(0.55,1)" if len(label) > 1 else ""
    text = (
        f'<text transform="translate({cx},{baseline}){scale}" x="0" y="0" '
        f'font-family="{FONT}" font-weight="bold" font-size="78" text-anchor="middle" '
        f'fill="url(#g{suit})">{label}</text>'
    )
    corner = text + pip(suit, cx, 106, 40)
    return f'<g>{corner}</g><g transform="rotate(180 {W / 2} {H / 2})">{corner}</g>'


# Pip positions for number cards; those below the middle are drawn upside down.
COL_L, COL_C, COL_R = 90, 125, 160
TOP, BOT, MID = 54, 296, 175
THIRD = (BOT - TOP) / 3


def pip_layout(rank: str) -> list[tuple[float, float]]:
    """The classic arrangement: two columns, extra pips on the centre line."""
    sides = [COL_L, COL_R]
    if rank in "78":
        spots = [(x, y) for y in (TOP, MID, BOT) for x in sides]
        spots.append((COL_C, (TOP + MID) / 2))
        if rank == "8":
            spots.append((COL_C, (MID + BOT) / 2))
        return spots
    rows = [TOP, TOP + THIRD, BOT - THIRD, BOT]
    spots = [(x, y) for y in rows for x in sides]
    if rank == "9":
        spots.append((COL_C, MID))
    else:
        spots += [(COL_C, (rows[0] + rows[1]) / 2), (COL_C, (rows[2] + rows[3]) / 2)]
    return spots


def number_card(rank: str, suit: str) -> str:
    """Pip card: the classic layout between the two corner indices."""
    size = 38
    body = [pip(suit, x, y, size, flip=y > MID + 0.1) for x, y in pip_layout(rank)]
    return "".join(body)


def ace_card(suit: str) -> str:
    """One large central pip; the ace of spades gets the traditional ornament."""
    parts = []
    if suit == "S":
        parts.append(
            f'<circle cx="125" cy="175" r="78" fill="none" stroke="url(#gS)" stroke-width="2"/>'
            f'<circle cx="125" cy="175" r="72" fill="none" stroke="{GOLD}" stroke-width="3"/>'
        )
        for k in range(16):
            a = math.radians(k * 22.5)
            parts.append(
                f'<circle cx="{f(125 + 78 * math.cos(a))}" cy="{f(175 + 78 * math.sin(a))}" '
                f'r="4" fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="0.8"/>'
            )
        parts.append(pip(suit, 125, 172, 118))
        parts.append(
            f'<path d="M125,128 C134,146 150,160 150,176 C150,186 142,190 134,188 '
            f"C130,187 127,183 125,178 C123,183 120,187 116,188 C108,190 100,186 100,176 "
            f'C100,160 116,146 125,128 Z" fill="none" stroke="{GOLD}" stroke-width="3"/>'
        )
    else:
        parts.append(pip(suit, 125, 175, 120))
    return "".join(parts)


# --- backs -----------------------------------------------------------------


def clipped_diagonals(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data of a 45-degree lattice clipped to a rectangle (Qt has no clipPath here)."""
    segs = []
    w, h = x1 - x0, y1 - y0
    # lines x - y = c (down-right) and x + y = c (down-left), in local coordinates
    k = 0.0
    while k <= w + h:
        # down-right: from (k - h .. k) along the diagonal: points where x - y = k - h
        c = k - h
        p = [(max(0.0, c), max(0.0, c) - c)]
        q_x = min(w, h + c)
        p.append((q_x, q_x - c))
        if p[0][0] < p[1][0]:
            segs.append((p[0], p[1]))
        # down-left: x + y = k
        a_x = min(w, k)
        b_x = max(0.0, k - h)
        if a_x > b_x:
            segs.append(((a_x, k - a_x), (b_x, k - b_x)))
        k += step
    return " ".join(
        f"M{f(x0 + ax)},{f(y0 + ay)} L{f(x0 + bx)},{f(y0 + by)}" for (ax, ay), (bx, by) in segs
    )


def lattice_dots(x0: float, y0: float, x1: float, y1: float, step: float, r: float) -> str:
    """Small circles at the lattice crossings, as one path."""
    out = []
    w, h = x1 - x0, y1 - y0
    half = step / 2
    j = 0
    y = 0.0
    while y <= h + 0.01:
        x = 0.0 if j % 2 == 0 else half
        while x <= w + 0.01:
            if r < x < w - r and r < y < h - r:
                cx, cy = x0 + x, y0 + y
                out.append(
                    f"M{f(cx - r)},{f(cy)} A{r},{r} 0 1 1 {f(cx + r)},{f(cy)} "
                    f"A{r},{r} 0 1 1 {f(cx - r)},{f(cy)} Z"
                )
            x += step
        y += half
        j += 1
    return " ".join(out)


def rosette(cx: float, cy: float, r: float, petal_fill: str, n: int = 12) -> str:
    """Layered petals around a centre, drawn with rotated ellipses."""
    parts = []
    for k in range(n):
        a = 360 * k / n
        parts.append(
            f'<ellipse cx="{f(cx)}" cy="{f(cy - r * 0.55)}" rx="{f(r * 0.16)}" '
            f'ry="{f(r * 0.42)}" fill="{petal_fill}" fill-opacity="0.55" stroke="#ffffff" '
            f'stroke-opacity="0.9" stroke-width="1.4" transform="rotate({f(a)} {f(cx)} {f(cy)})"/>'
        )
    for k in range(n):
        a = 360 * (k + 0.5) / n
        parts.append(
            f'<ellipse cx="{f(cx)}" cy="{f(cy - r * 0.36)}" rx="{f(r * 0.1)}" '
            f'ry="{f(r * 0.26)}" fill="#ffffff" fill-opacity="0.35" '
            f'transform="rotate({f(a)} {f(cx)} {f(cy)})"/>'
        )
    parts.append(
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.2)}" fill="{GOLD}" stroke="#ffffff" '
        f'stroke-width="1.6"/>'
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.08)}" fill="#ffffff"/>'
    )
    return "".join(parts)


def back_card(name: str) -> str:
    """Card back: framed lattice with a central rosette medallion and corner rosettes."""
    light, mid, dark = BACKS[name]
    lx0, ly0, lx1, ly1 = 18, 18, W - 18, H - 18
    parts = [
        f'<rect x="10" y="10" width="{W - 20}" height="{H - 20}" rx="10" ry="10" '
        f'fill="url(#{name}_bg)"/>',
        f'<path d="{clipped_diagonals(lx0, ly0, lx1, ly1, 20)}" fill="none" stroke="#ffffff" '
        'stroke-opacity="0.28" stroke-width="1.6"/>',
        f'<path d="{lattice_dots(lx0, ly0, lx1, ly1, 20 * math.sqrt(2), 2.2)}" '
        'fill="#ffffff" fill-opacity="0.45"/>',
        f'<rect x="{lx0}" y="{ly0}" width="{lx1 - lx0}" height="{ly1 - ly0}" rx="4" ry="4" '
        'fill="none" stroke="#ffffff" stroke-width="2.4"/>',
        f'<rect x="{lx0 + 5}" y="{ly0 + 5}" width="{lx1 - lx0 - 10}" height="{ly1 - ly0 - 10}" '
        f'rx="2" ry="2" fill="none" stroke="{GOLD_LIGHT}" stroke-opacity="0.8" stroke-width="1"/>',
        # central medallion
        f'<ellipse cx="125" cy="175" rx="74" ry="92" fill="{dark}" stroke="#ffffff" '
        'stroke-width="2.4"/>',
        f'<ellipse cx="125" cy="175" rx="67" ry="85" fill="{mid}" stroke="{GOLD_LIGHT}" '
        'stroke-opacity="0.9" stroke-width="1.2"/>',
        rosette(125, 175, 62, light, n=16),
    ]
    for cx, cy in ((48, 48), (W - 48, 48), (48, H - 48), (W - 48, H - 48)):
        parts.append(
            f'<circle cx="{cx}" cy="{cy}" r="19" fill="{dark}" stroke="#ffffff" '
            'stroke-width="1.6"/>' + rosette(cx, cy, 17, light, n=8)
        )
    return "".join(parts)


# --- assembly --------------------------------------------------------------


def card_body(rank: str, suit: str, scheme: str) -> str:
    """Everything on a face except the blank card and the indices."""
    if rank == "A":
        return ace_card(suit)
    if rank in "JQK":
        return court_card(rank, suit, scheme)
    return number_card(rank, suit)


def build(scheme: str) -> str:
    """The whole SVG document of one colour scheme, cards laid out on a sheet."""
    gap = 20
    cols = len(RANKS)
    rows = len(SUITS) + 1
    sheet_w = cols * (W + gap) + gap
    sheet_h = rows * (H + gap) + gap
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{sheet_w}" height="{sheet_h}" '
        f'viewBox="0 0 {sheet_w} {sheet_h}">',
        f"<title>Sixty-Six card deck ({scheme})</title>",
        defs(scheme),
    ]
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            x, y = gap + col * (W + gap), gap + row * (H + gap)
            out.append(
                f'<g id="{rank}{suit}" transform="translate({x},{y})">'
                + blank_card()
                + card_body(rank, suit, scheme)
                + index(rank, suit)
                + "</g>"
            )
    for col, name in enumerate(BACKS):
        x, y = gap + col * (W + gap), gap + len(SUITS) * (H + gap)
        out.append(
            f'<g id="{name}" transform="translate({x},{y})">'
            + blank_card()
            + back_card(name)
            + "</g>"
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main() -> None:
    """Write both colour schemes beside this script."""
    for scheme in SCHEMES:
        (HERE / f"{scheme}.svg").write_text(build(scheme), encoding="utf-8")


if __name__ == "__main__":
    main()
