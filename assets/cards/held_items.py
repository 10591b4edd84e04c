"""What each court figure holds in the right hand, drawn around the hand at (184, 150).

One function per item; ``ITEMS`` maps the names used in ``court.HELD``.
"""

from __future__ import annotations

import math

from svg_common import GOLD, GOLD_DARK, INK, f

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
