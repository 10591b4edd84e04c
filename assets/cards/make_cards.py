"""Generate the card faces and backs as SVG (standard library only).

Run ``python assets/cards/make_cards.py``; it rewrites ``standard.svg`` and
``fourcolour.svg`` beside itself.  The art is generated rather than drawn by
hand so both colour schemes stay identical apart from colour, and so a change
to one pip or one court figure reaches all 32 cards at once.  Each of the 12
court cards is its own figure (dress colour, hair, beard and held item by
suit, tables ``COURT``, ``HAIR``, ``HELD``) with a large suit medallion on the
chest, so K hearts and K diamonds differ at a glance even 60 px wide.

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
from pathlib import Path

HERE = Path(__file__).resolve().parent

W, H = 250, 350  # card size in user units; the app assumes the 1.4 aspect
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

# Court figure clothing: (robe, robe shade, accent) per suit and scheme.  Every
# suit has its own dress colour, so the two red kings (or the two black queens)
# differ at a glance: hearts crimson, diamonds amber (blue in four colours),
# clubs green, spades navy.
COURT = {
    "standard": {
        "S": ("#2b3550", "#141a2c", "#c61d34"),
        "C": ("#1d7f45", "#0b4f27", "#7a2e8e"),
        "H": ("#cf1f36", "#8a0c1e", "#24479a"),
        "D": ("#f08a1c", "#b25507", "#1e7f86"),
    },
    "fourcolour": {
        "S": ("#2b3550", "#141a2c", "#c61d34"),
        "C": ("#1d7f45", "#0b4f27", "#7a2e8e"),
        "H": ("#cf1f36", "#8a0c1e", "#24479a"),
        "D": ("#1f6fd0", "#0f4590", "#f08a1c"),
    },
}

# Each court card is its own person: hair (fill, edge) and the thing held in
# the right hand differ by suit as well as by rank.
HAIR = {
    "K": {
        "C": ("#c9a15a", "#8a6a2e"),
        "S": ("#4a4640", "#25221e"),
        "H": ("#e4e0d8", "#9c958a"),
        "D": ("#9a4a22", "#5e2a10"),
    },
    "Q": {
        "C": ("#2e2622", "#141010"),
        "S": ("#6b3a1a", "#3f200a"),
        "H": ("#b0521e", "#6e2e0c"),
        "D": ("#e2b64a", "#a27a1c"),
    },
    "J": {
        "C": ("#7a4a1e", "#4a2a0c"),
        "S": ("#c25a1e", "#7a3208"),
        "H": ("#e0b44a", "#9c7a1c"),
        "D": ("#2e2622", "#141010"),
    },
}
HELD = {
    "K": {"C": "orb", "S": "sceptre", "H": "sword", "D": "axe"},
    "Q": {"C": "lily", "S": "wand", "H": "rose", "D": "fan"},
    "J": {"C": "spear", "S": "mace", "H": "pennant", "D": "halberd"},
}

GOLD, GOLD_DARK, GOLD_LIGHT = "#e8b030", "#a8740e", "#f8dc7a"
SKIN, SKIN_SHADE = "#f8d7b8", "#e9b48f"
INK = "#2a2522"
BACKS = {
    "back_blue": ("#2f6fd0", "#173f86", "#0f2c63"),
    "back_red": ("#d8343f", "#9c1724", "#6e0d17"),
    "back_green": ("#2c9a5c", "#176638", "#0d4624"),
}


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


# --- court cards -----------------------------------------------------------

# Frame: notched at the top-left and bottom-right to leave room for the
# indices; rotationally symmetric so the two-headed figure fits both halves.
FRAME = [(76, 16), (234, 16), (234, 226), (174, 226), (174, 334), (16, 334), (16, 124), (76, 124)]


def inset(poly: list[tuple[float, float]], d: float) -> list[tuple[float, float]]:
    """Offset a clockwise (screen coordinates) right-angled polygon inwards by d."""
    out = []
    n = len(poly)
    for i in range(n):
        px, py = poly[i - 1]
        x, y = poly[i]
        nx_, ny_ = poly[(i + 1) % n]
        e1 = (x - px, y - py)
        e2 = (nx_ - x, ny_ - y)
        n1 = (-math.copysign(1, e1[1]) if e1[1] else 0, math.copysign(1, e1[0]) if e1[0] else 0)
        n2 = (-math.copysign(1, e2[1]) if e2[1] else 0, math.copysign(1, e2[0]) if e2[0] else 0)
        out.append((x + d * (n1[0] + n2[0]), y + d * (n1[1] + n2[1])))
    return out


def poly_path(poly: list[tuple[float, float]]) -> str:
    """SVG path data of a closed polygon."""
    return "M" + " L".join(f"{f(x)},{f(y)}" for x, y in poly) + " Z"


def crown() -> str:
    """King's crown: five points with pearls and a jewelled band."""
    return (
        '<path d="M95,60 L91,24 L106,40 L115,16 L125,36 L135,16 L144,40 L159,24 L155,60 Z" '
        f'fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"/>'
        + "".join(
            f'<circle cx="{x}" cy="{y}" r="3.6" fill="#fff6dc" stroke="{GOLD_DARK}" stroke-width="1"/>'
            for x, y in ((91, 22), (115, 14), (135, 14), (159, 22))
        )
        + f'<rect x="94" y="52" width="62" height="10" rx="2" fill="url(#gold)" '
        f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        '<circle cx="125" cy="57" r="4" fill="#c61d34"/>'
        '<circle cx="108" cy="57" r="3" fill="#24479a"/>'
        '<circle cx="142" cy="57" r="3" fill="#24479a"/>'
        '<path d="M125,36 L130,44 L125,50 L120,44 Z" fill="#c61d34"/>'
    )


def tiara() -> str:
    """Queen's tiara with a central flower."""
    petals = "".join(
        f'<ellipse cx="125" cy="30" rx="5" ry="9" fill="#ffffff" stroke="#c7a14a" '
        f'stroke-width="0.8" transform="rotate({a} 125 38)"/>'
        for a in range(0, 360, 60)
    )
    return (
        '<path d="M97,60 Q99,44 110,40 Q117,48 125,34 Q133,48 140,40 Q151,44 153,60 Z" '
        f'fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="1.3" stroke-linejoin="round"/>'
        + petals
        + f'<circle cx="125" cy="38" r="5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
        '<circle cx="110" cy="48" r="2.6" fill="#c61d34"/><circle cx="140" cy="48" r="2.6" fill="#c61d34"/>'
    )


def cap(accent: str, robe: str) -> str:
    """Jack's beret with a feather."""
    return (
        '<path d="M156,50 C168,40 180,30 188,16 C184,32 172,44 152,46 Z" '
        f'fill="{accent}" stroke="{INK}" stroke-width="1" stroke-linejoin="round"/>'
        '<path d="M188,16 C178,34 166,42 152,47" fill="none" stroke="#ffffff" stroke-width="1.2"/>'
        f'<path d="M94,58 C92,40 108,28 128,28 C148,28 162,38 160,56 Z" fill="{robe}" '
        f'stroke="{INK}" stroke-width="1.3"/>'
        f'<rect x="93" y="52" width="66" height="9" rx="4" fill="url(#gold)" '
        f'stroke="{GOLD_DARK}" stroke-width="1"/>'
        f'<circle cx="150" cy="47" r="4" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
    )


def beard(style: str, hair: str, edge: str) -> str:
    """The king's beard: full, forked or short, under a moustache."""
    shapes = {
        "full": "M104,86 C104,104 112,118 125,120 C138,118 146,104 146,86 "
        "C140,96 134,98 125,98 C116,98 110,96 104,86 Z",
        "forked": "M104,86 C104,102 110,112 118,116 L125,126 L132,116 C140,112 146,102 146,86 "
        "C140,96 134,98 125,98 C116,98 110,96 104,86 Z",
        "short": "M106,88 C107,100 114,108 125,109 C136,108 143,100 144,88 "
        "C139,96 133,98 125,98 C117,98 111,96 106,88 Z",
    }
    return (
        f'<path d="{shapes[style]}" fill="{hair}" stroke="{edge}" stroke-width="1"/>'
        f'<path d="M112,96 Q125,88 138,96 Q125,93 112,96 Z" fill="{hair}" '
        f'stroke="{edge}" stroke-width="1"/>'
    )


BEARD = {"C": "short", "S": "full", "H": "full", "D": "forked"}


def face(rank: str, suit: str) -> str:
    """Head, hair and features; hair colour and beard differ by rank and suit."""
    parts = []
    hair, hair_edge = HAIR[rank][suit]
    if rank == "Q":  # long hair framing the face
        parts.append(
            f'<path d="M98,62 C88,84 88,108 96,124 L108,116 C104,98 104,82 108,64 Z '
            f'M152,62 C162,84 162,108 154,124 L142,116 C146,98 146,82 142,64 Z" '
            f'fill="{hair}" stroke="{hair_edge}" stroke-width="1"/>'
        )
    elif rank == "K":  # hair falling to the shoulders under the crown
        parts.append(
            f'<path d="M102,62 C96,76 96,92 100,104 L108,98 C106,86 106,74 110,64 Z '
            f'M148,62 C154,76 154,92 150,104 L142,98 C144,86 144,74 140,64 Z" '
            f'fill="{hair}" stroke="{hair_edge}" stroke-width="1"/>'
        )
    parts.append(
        f'<rect x="116" y="92" width="18" height="20" fill="{SKIN_SHADE}"/>'
        f'<ellipse cx="125" cy="82" rx="21" ry="25" fill="url(#skin)" stroke="#b77f5a" '
        f'stroke-width="1"/>'
    )
    if rank == "J":  # short hair and a curl at the sides
        parts.append(
            f'<path d="M103,76 C100,64 106,58 113,59 L110,80 Z M147,76 C150,64 144,58 137,59 '
            f'L140,80 Z" fill="{hair}" stroke="{hair_edge}" stroke-width="0.8"/>'
        )
    # eyes, brows, nose, cheeks
    parts.append(
        f'<ellipse cx="117" cy="79" rx="2.6" ry="3" fill="{INK}"/>'
        f'<ellipse cx="133" cy="79" rx="2.6" ry="3" fill="{INK}"/>'
        f'<path d="M111,73 Q117,69 122,73 M128,73 Q133,69 139,73" fill="none" '
        f'stroke="{hair_edge}" stroke-width="1.8" stroke-linecap="round"/>'
        '<path d="M125,81 Q122,90 126,91" fill="none" stroke="#b77f5a" stroke-width="1.5" '
        'stroke-linecap="round"/>'
        '<circle cx="113" cy="89" r="4" fill="#f29b8f" opacity="0.45"/>'
        '<circle cx="137" cy="89" r="4" fill="#f29b8f" opacity="0.45"/>'
    )
    if rank == "K":
        parts.append(beard(BEARD[suit], hair, hair_edge))
    elif rank == "J":  # small moustache
        parts.append(
            f'<path d="M117,96 Q125,91 133,96 Q125,94 117,96 Z" fill="{hair}" '
            f'stroke="{hair_edge}" stroke-width="0.8"/>'
            '<path d="M120,100 Q125,103 130,100" fill="none" stroke="#b5474b" '
            'stroke-width="1.8" stroke-linecap="round"/>'
        )
    else:
        parts.append('<path d="M119,99 Q125,103 131,99 Q125,100 119,99 Z" fill="#c8424b"/>')
    return "".join(parts)


def medallion(suit: str) -> str:
    """A large suit symbol on a gold-rimmed disc on the chest: the suit at a glance."""
    return (
        f'<circle cx="125" cy="146" r="26" fill="url(#gold)" stroke="{GOLD_DARK}" '
        'stroke-width="1.4"/>'
        f'<circle cx="125" cy="146" r="21.5" fill="#fffdf6" stroke="{GOLD_DARK}" '
        'stroke-width="1"/>' + pip(suit, 125, 146.5, 32)
    )


def robe(rank: str, suit: str, scheme: str) -> str:
    """Shoulders and robe down to the middle line, rank trim and the suit medallion."""
    _, shade, accent = COURT[scheme][suit]
    parts = [
        # mantle behind the shoulders, opening into the wide middle band
        f'<path d="M96,112 C76,122 62,146 54,175 L196,175 C188,146 174,122 154,112 Z" '
        f'fill="{accent}" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>',
        f'<path d="M92,118 C76,130 66,150 61,175 M158,118 C174,130 184,150 189,175" '
        f'fill="none" stroke="{GOLD}" stroke-width="3"/>',
        # robe
        f'<path d="M82,175 L84,132 C86,118 98,110 114,108 L136,108 C152,110 164,118 166,132 '
        f'L172,175 Z" fill="url(#robe{suit})" stroke="{INK}" stroke-width="1.4" '
        'stroke-linejoin="round"/>',
    ]
    if rank == "K":  # ermine collar and a gold chain
        parts.append(
            '<path d="M92,118 C104,106 146,106 158,118 C150,128 100,128 92,118 Z" '
            f'fill="#fbfaf6" stroke="{INK}" stroke-width="1"/>'
            + "".join(
                f'<path d="M{x},{y} l-1.6,4 l1.6,-1 l1.6,1 Z" fill="{INK}"/>'
                for x, y in ((104, 114), (116, 117), (128, 118), (140, 117), (150, 114))
            )
            + f'<path d="M96,124 Q98,150 104,164 M154,124 Q152,150 146,164" fill="none" '
            f'stroke="{GOLD}" stroke-width="3" stroke-dasharray="4 2"/>'
        )
    elif rank == "Q":  # low neckline and a pearl necklace
        parts.append(
            '<path d="M106,109 Q125,128 144,109 Z" fill="url(#skin)"/>'
            + "".join(
                f'<circle cx="{f(125 + 19 * math.cos(math.radians(a)))}" '
                f'cy="{f(108 + 12 * math.sin(math.radians(a)))}" r="2.4" fill="#fffdf5" '
                f'stroke="#b9b2a0" stroke-width="0.6"/>'
                for a in range(20, 170, 15)
            )
        )
    else:  # jack: collar and a sash
        parts.append(
            f'<path d="M104,108 L125,124 L146,108 L140,106 L125,116 L110,106 Z" fill="#fbfaf6" '
            f'stroke="{INK}" stroke-width="1"/>'
            f'<path d="M86,128 L166,168 L164,175 L84,136 Z" fill="{accent}" stroke="{INK}" '
            'stroke-width="1"/>'
        )
    # gold hem at the middle line, then the medallion over the chest
    parts.append(
        f'<rect x="82" y="168" width="90" height="7" fill="url(#gold)" stroke="{GOLD_DARK}" '
        f'stroke-width="0.8"/><path d="M82,168 L172,168" stroke="{shade}" stroke-width="0.6"/>'
    )
    parts.append(medallion(suit))
    return "".join(parts)


STEEL, STEEL_EDGE = "url(#steel)", "#5b6570"
WOOD, WOOD_EDGE = "#8a5a2b", "#4e3216"


def _shaft(top: float, bottom: float = 174) -> str:
    """A wooden pole held in the right hand."""
    return (
        f'<rect x="181.5" y="{top}" width="5" height="{bottom - top}" fill="{WOOD}" '
        f'stroke="{WOOD_EDGE}" stroke-width="0.8"/>'
    )


def _gold(shape: str, width: float = 1) -> str:
    """A shape in the gold gradient with a dark gold edge."""
    return f'<path d="{shape}" fill="url(#gold)" stroke="{GOLD_DARK}" stroke-width="{width}"/>'


def _steel(shape: str) -> str:
    """A shape in polished steel."""
    return f'<path d="{shape}" fill="{STEEL}" stroke="{STEEL_EDGE}" stroke-width="1"/>'


def _circle(cx: float, cy: float, r: float) -> str:
    """Path data of a circle, for the shape helpers."""
    return f"M{f(cx - r)},{cy} A{r},{r} 0 1 1 {f(cx + r)},{cy} A{r},{r} 0 1 1 {f(cx - r)},{cy} Z"


def item_sceptre(accent: str) -> str:
    """Gold rod with an orb and a red cross."""
    return (
        f'<rect x="181" y="78" width="6" height="96" rx="2" fill="url(#gold)" '
        f'stroke="{GOLD_DARK}" stroke-width="1"/>'
        + _gold(_circle(184, 72, 10), 1.2)
        + '<path d="M184,60 L184,84 M174,72 L194,72" stroke="#c61d34" stroke-width="2.4"/>'
    )


def item_sword(accent: str) -> str:
    """Upright sword, gripped below the cross-guard."""
    return (
        _steel("M184,34 L189,48 L189,136 L179,136 L179,48 Z")
        + '<path d="M184,48 L184,132" stroke="#8e99a4" stroke-width="1.2"/>'
        + _gold("M168,136 L200,136 L200,142 L168,142 Z")
        + f'<rect x="181" y="142" width="6" height="22" fill="{accent}"/>'
        + _gold(_circle(184, 168, 5))
    )


def item_axe(accent: str) -> str:
    """Long-hafted axe with a crescent blade."""
    return (
        _shaft(56)
        + _steel("M186,60 C204,52 215,68 212,92 C204,84 196,82 186,86 Z")
        + _steel("M182,64 C173,60 166,68 166,80 C172,77 177,77 182,80 Z")
        + _gold(_circle(184, 55, 4))
    )


def item_orb(accent: str) -> str:
    """Globus cruciger resting on the hand."""
    return (
        _gold(_circle(184, 126, 15), 1.2)
        + f'<path d="M169,126 L199,126 M184,111 L184,141" stroke="{GOLD_DARK}" '
        'stroke-width="2"/>'
        + f'<circle cx="184" cy="126" r="4" fill="{accent}"/>'
        + _gold(
            "M182,92 L186,92 L186,100 L193,100 L193,104 L186,104 L186,112 L182,112 "
            "L182,104 L175,104 L175,100 L182,100 Z"
        )
    )


def _stem(top: float) -> str:
    """A green flower stem with one leaf."""
    return (
        f'<path d="M184,172 C180,140 188,{top + 30} 184,{top}" fill="none" stroke="#2f7a34" '
        'stroke-width="3"/>'
        '<path d="M184,124 C194,116 202,118 206,122 C198,128 190,128 184,124 Z" '
        'fill="#3f9a45" stroke="#245a28" stroke-width="0.8"/>'
    )


def item_rose(accent: str) -> str:
    """A red rose."""
    return (
        _stem(90)
        + '<circle cx="184" cy="80" r="13" fill="#d0223f" stroke="#7a0a1a" stroke-width="1"/>'
        '<path d="M176,80 C176,72 190,70 191,79 C192,86 182,88 181,81 C180,77 186,76 187,80" '
        'fill="none" stroke="#7a0a1a" stroke-width="1.3"/>'
    )


def item_lily(accent: str) -> str:
    """A white three-petalled lily."""
    petal = "M184,62 C191,72 191,86 184,96 C177,86 177,72 184,62 Z"
    return (
        _stem(96)
        + "".join(
            f'<path d="{petal}" fill="#fffdf5" stroke="#8f8a6a" stroke-width="1" '
            f'transform="rotate({a} 184 96)"/>'
            for a in (-40, 40, 0)
        )
        + f'<circle cx="184" cy="92" r="3" fill="{GOLD}"/>'
    )


def item_wand(accent: str) -> str:
    """A short gold sceptre crowned by a fleur-de-lis."""
    return (
        f'<rect x="182" y="86" width="5" height="88" rx="2" fill="url(#gold)" '
        f'stroke="{GOLD_DARK}" stroke-width="1"/>'
        + _gold("M184.5,54 C191,64 191,74 184.5,84 C178,74 178,64 184.5,54 Z")
        + _gold("M184.5,84 C176,72 166,74 168,84 C172,80 178,81 184.5,88 Z")
        + _gold("M184.5,84 C193,72 203,74 201,84 C197,80 191,81 184.5,88 Z")
        + f'<rect x="176" y="84" width="17" height="5" rx="2" fill="{accent}"/>'
    )


def item_fan(accent: str) -> str:
    """An open folding fan."""
    cx, cy, r = 184, 150, 44

    def at(deg: float, rad: float = r) -> str:
        a = math.radians(deg)
        return f"{f(cx + rad * math.cos(a))},{f(cy + rad * math.sin(a))}"

    ribs = " ".join(f"M{cx},{cy} L{at(a)}" for a in range(-135, -14, 15))
    return (
        f'<path d="M{cx},{cy} L{at(-135)} A{r},{r} 0 0 1 {at(-15)} Z" fill="{accent}" '
        f'stroke="{INK}" stroke-width="1"/>'
        f'<path d="{ribs}" stroke="#fffdf6" stroke-opacity="0.8" stroke-width="1"/>'
        f'<path d="M{at(-135)} A{r},{r} 0 0 1 {at(-15)}" fill="none" stroke="{GOLD}" '
        'stroke-width="3"/>'
    )


def item_halberd(accent: str) -> str:
    """Pole with a spear point, an axe blade and a back hook."""
    return (
        _shaft(66)
        + _steel("M184,48 L190,66 L178,66 Z")
        + _steel("M187,70 C204,66 212,78 210,94 C204,86 196,84 187,86 Z")
        + _steel("M181,74 L170,80 L181,84 Z")
    )


def item_spear(accent: str) -> str:
    """Spear with a leaf-shaped head and a tassel."""
    return (
        _shaft(60)
        + _steel("M184,28 C192,40 192,52 184,62 C176,52 176,40 184,28 Z")
        + f'<path d="M181,64 L176,80 L184,70 L192,80 L187,64 Z" fill="{accent}" '
        f'stroke="{INK}" stroke-width="0.8"/>'
    )


def item_mace(accent: str) -> str:
    """Flanged mace."""
    spikes = "".join(
        _steel(
            f"M{f(184 + 10 * math.cos(math.radians(a - 18)))},"
            f"{f(72 + 10 * math.sin(math.radians(a - 18)))} "
            f"L{f(184 + 18 * math.cos(math.radians(a)))},{f(72 + 18 * math.sin(math.radians(a)))} "
            f"L{f(184 + 10 * math.cos(math.radians(a + 18)))},"
            f"{f(72 + 10 * math.sin(math.radians(a + 18)))} Z"
        )
        for a in range(0, 360, 45)
    )
    return _shaft(82) + spikes + _steel(_circle(184, 72, 11)) + _gold(_circle(184, 72, 3.5))


def item_pennant(accent: str) -> str:
    """Pole with a swallow-tailed banner."""
    return (
        _shaft(50)
        + _gold(_circle(184, 48, 4))
        + f'<path d="M186,58 L224,58 L212,72 L224,86 L186,86 Z" fill="{accent}" '
        f'stroke="{INK}" stroke-width="1" stroke-linejoin="round"/>'
        f'<path d="M190,64 L206,64 M190,72 L202,72 M190,80 L206,80" stroke="{GOLD}" '
        'stroke-width="2"/>'
    )


ITEMS = {
    "sceptre": item_sceptre,
    "sword": item_sword,
    "axe": item_axe,
    "orb": item_orb,
    "rose": item_rose,
    "lily": item_lily,
    "wand": item_wand,
    "fan": item_fan,
    "halberd": item_halberd,
    "spear": item_spear,
    "mace": item_mace,
    "pennant": item_pennant,
}


def held_item(rank: str, suit: str, scheme: str) -> str:
    """What this figure holds in the right hand, then the arm and the hand over it."""
    _, _, accent = COURT[scheme][suit]
    hand = (
        '<ellipse cx="184" cy="150" rx="9" ry="8" fill="url(#skin)" stroke="#b77f5a" '
        'stroke-width="1"/>'
    )
    arm = (
        f'<path d="M166,132 C176,136 182,142 184,150 L176,160 C172,150 168,146 166,144 Z" '
        f'fill="{accent}" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>'
    )
    item = ITEMS[HELD[rank][suit]](accent)
    if HELD[rank][suit] == "orb":  # the orb rests on the palm, in front of it
        return arm + hand + item
    return item + arm + hand


def court_card(rank: str, suit: str, scheme: str) -> str:
    """Two-headed court figure in a framed, notched panel."""
    robe_colour, _, accent = COURT[scheme][suit]
    frame = FRAME
    inner = inset(frame, 5)
    headgear = {"K": crown(), "Q": tiara(), "J": cap(accent, robe_colour)}[rank]
    half = (
        robe(rank, suit, scheme)
        + face(rank, suit)
        + headgear
        + held_item(rank, suit, scheme)
        + pip(suit, 214, 40, 30)
        + pip(suit, 38, 150, 30)
    )
    _, dark = SCHEMES[scheme][suit]
    # the half figure is drawn 175 units tall; shrink it towards the middle
    # line so crowns and feathers stay inside the frame
    shrink = "translate(125,175) scale(0.93) translate(-125,-175)"
    return (
        f'<path d="{poly_path(frame)}" fill="url(#parchment)" stroke="{dark}" stroke-width="3" '
        'stroke-linejoin="round"/>'
        + f'<g transform="{shrink}">{half}</g>'
        + f'<g transform="rotate(180 {W / 2} {H / 2}) {shrink}">{half}</g>'
        + f'<path d="M16,175 L234,175" stroke="{GOLD_DARK}" stroke-width="1.5"/>'
        + f'<path d="{poly_path(inner)}" fill="none" stroke="{GOLD}" stroke-width="2" '
        'stroke-linejoin="round"/>'
        + f'<path d="{poly_path(frame)}" fill="none" stroke="{dark}" stroke-width="3" '
        'stroke-linejoin="round"/>'
    )


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
