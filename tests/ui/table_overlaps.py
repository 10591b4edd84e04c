"""The table's information items and where two of them overlap (issue 51 point 5's gate).

An item carries information when the player reads something on it: a hand, the talon with
the trump card, the trick, a pile of won tricks, a seat's label, the talon count, the
66!/101! chip, the score panel, the auction, the news banner, the welcome card. Cards of one
group overlap each other by design (a fanned hand, a stacked pile); two groups never may.
"""

from __future__ import annotations

from PySide6.QtGui import QPolygonF

SLACK = 2.0
"""Pixels a touch may share (anti-aliased edges, a rounded corner)."""


def information_items(win) -> dict[str, list[QPolygonF]]:
    """Group name -> the outlines on the scene of its visible parts (a turned card's too)."""
    table = win.table
    picture = table.animator.picture
    groups: dict[str, list[QPolygonF]] = {}

    def cards(name: str, codes) -> None:
        shown = [table.items[c] for c in codes if table.items[c].isVisible()]
        if shown:
            groups[name] = [_outline(item) for item in shown]

    if picture is None:
        return groups
    for seat, hand in enumerate(picture.hands):
        cards(f"hand {seat}", hand)
    cards("talon", list(picture.talon) + ([picture.trump] if picture.trump else []))
    cards("trick", [c for _s, c in picture.trick])
    for seat, pile in enumerate(picture.piles):
        cards(f"pile {seat}", pile)
    hud = table.hud
    items = {
        "score panel": hud.info,
        "talon count": hud.talon_badge,
        "claim chip": hud.declare_chip,
        "auction": hud.bidding,
        "news": win.news.note,
        "welcome": win.first_steps.card,
    }
    for seat, badge in enumerate(hud.seat_badges):
        items[f"label {seat}"] = badge
    for name, item in items.items():
        if item.isVisible() and item.scene() is table.scene():
            groups[name] = [_outline(item)]
    return groups


def overlaps(win) -> list[str]:
    """Every pair of information groups whose parts overlap (beyond ``SLACK``)."""
    groups = information_items(win)
    names = sorted(groups)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            for ra in groups[a]:
                hit = next((rb for rb in groups[b] if _cuts(ra, rb)), None)
                if hit is not None:
                    out.append(f"{a} / {b}")
                    break
    return out


def _outline(item) -> QPolygonF:  # noqa: ANN001 - any QGraphicsItem
    """Where the item is drawn: a card's face (its shape), not the room it keeps to rise."""
    return item.mapToScene(item.shape().boundingRect())


def _cuts(a: QPolygonF, b: QPolygonF) -> bool:
    inter = a.intersected(b).boundingRect()
    return inter.width() > SLACK and inter.height() > SLACK
