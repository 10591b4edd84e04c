"""A free place on the felt for a label: near where it belongs, over nothing the player reads.

The news banner once lay across the talon and the card just led, and in four-hand the
66!/101! chip sat under the right-hand opponent's pile.  ``free_spot`` tries places
around the one a label would like, nearest first, and takes the first that covers no
card, label or panel (the overlays that come and go on top, such as the deal's summary
or the last trick shown on request, do not count: they are meant to cover the table).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

OVERLAY_Z = 5000.0
"""Items from this height up cover the table on purpose (the summary, the welcome card)."""


def covers_something(
    item: QGraphicsItem, rect: QRectF, ignore: Iterable[QGraphicsItem] = ()
) -> bool:
    """True when ``rect`` (scene) would cover a visible card, label or panel but ``item``'s own."""
    scene = item.scene()
    if scene is None:
        return False
    skip = {id(item), *(id(i) for i in ignore)}
    inner = rect.adjusted(2, 2, -2, -2)  # a shared anti-aliased edge is no overlap
    for other in scene.items(inner, Qt.ItemSelectionMode.IntersectsItemShape):
        if id(other) in skip or not other.isVisible() or other.zValue() >= OVERLAY_Z:
            continue
        if other.parentItem() is not None:  # a part of a bigger item is judged with it
            continue
        return True
    return False


def free_spot(
    item: QGraphicsItem,
    wanted: QPointF,
    bounds: QRectF,
    ignore: Iterable[QGraphicsItem] = (),
) -> QPointF:
    """Where ``item`` (its bounding rectangle around its position) covers nothing inside
    ``bounds``: ``wanted`` when that is free, else the nearest free place (``wanted`` if none)."""
    r = item.boundingRect()
    ignore = list(ignore)
    step_x, step_y = max(8.0, r.width() / 4), max(6.0, r.height() * 0.5)
    places = []
    y = bounds.top() - r.top()
    while y + r.bottom() <= bounds.bottom():
        x = bounds.left() - r.left()
        while x + r.right() <= bounds.right():
            places.append(QPointF(x, y))
            x += step_x
        y += step_y
    places.sort(key=lambda p: (p.x() - wanted.x()) ** 2 + (p.y() - wanted.y()) ** 2)
    for place in [wanted, *places]:
        rect = r.translated(place)
        if bounds.contains(rect) and not covers_something(item, rect, ignore):
            return place
    return wanted
