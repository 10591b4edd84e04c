"""Save pictures as 256-colour PNGs, so screenshots stay well under the repository's file limit.

A table screenshot at 1280x800 is about 600 KB as true-colour PNG (the felt
is a soft gradient); with a median-cut palette taken from the picture itself
it is a third of that and looks the same, where Qt's own fixed colour cube
would band the felt.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QImageWriter

COLOURS = 256
SAMPLES = 60_000
"""About this many pixels are sampled to choose the palette (fast, and plenty)."""


class _Box:
    """A set of colours, split along its widest channel at the median."""

    def __init__(self, colours: list[tuple[int, int, int]]) -> None:
        self.colours = colours
        spans = [max(c[i] for c in colours) - min(c[i] for c in colours) for i in range(3)]
        self.channel = spans.index(max(spans))
        self.score = max(spans) * len(colours) ** 0.5 if len(colours) > 1 else 0.0

    def split(self) -> tuple[_Box, _Box]:
        ordered = sorted(self.colours, key=lambda c: c[self.channel])
        middle = len(ordered) // 2
        return _Box(ordered[:middle]), _Box(ordered[middle:])

    def mean(self) -> int:
        n = len(self.colours)
        r, g, b = (sum(c[i] for c in self.colours) // n for i in range(3))
        return 0xFF000000 | (r << 16) | (g << 8) | b


def palette(image: QImage, colours: int = COLOURS) -> list[int]:
    """A median-cut palette (ARGB values, opaque) for ``image``."""
    step = max(1, round((image.width() * image.height() / SAMPLES) ** 0.5))
    samples = []
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            rgb = image.pixel(x, y)
            samples.append(((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF))
    boxes = [_Box(samples)]
    while len(boxes) < colours:
        widest = max(boxes, key=lambda b: b.score)
        if widest.score <= 0:
            break
        boxes.remove(widest)
        boxes.extend(widest.split())
    return [b.mean() for b in boxes]


def save_small_png(image: QImage, path: str) -> bool:
    """Write ``image`` (opaque) as an indexed PNG with its own palette; False if it failed."""
    opaque = image.convertToFormat(QImage.Format.Format_RGB32)
    indexed = opaque.convertToFormat(
        QImage.Format.Format_Indexed8, palette(opaque), Qt.ImageConversionFlag.ThresholdDither
    )
    writer = QImageWriter(path, b"png")
    writer.setQuality(0)  # strongest compression
    return writer.write(indexed)
