"""The court cards: twelve two-headed figures, each its own person.

Dress colour, hair, beard and held item differ by suit as well as by rank,
and a large suit medallion sits on the chest, so K hearts and K diamonds
differ at a glance even on a card 60 px wide.
"""

from __future__ import annotations

import math

from held_items import ITEMS
from svg_common import GOLD, GOLD_DARK, INK, SCHEMES, SKIN_SHADE, H, W, f, pip

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
