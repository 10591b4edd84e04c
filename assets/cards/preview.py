"""Render contact sheets of the card art through ``CardArt``, to look at.

``python assets/cards/preview.py [OUT_DIR]`` writes, for both colour
schemes, every card and back at 120, 90 and 60 px wide (60 px is the smallest
size the table uses, where the indices must still read and the court
figures must still tell the suits apart), plus the application
icon at 16, 32, 48 and 256 px.  Default output directory: ``/tmp``.  Going
through ``CardArt`` rather than ``QSvgRenderer`` directly checks the real
code path, element ids and aspect included.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from sixtysix_qt.resources import resource_path  # noqa: E402
from sixtysix_qt.ui.table.art import CardArt  # noqa: E402

FELT = QColor("#1f6b45")


def card_sheet(art: CardArt, width: int, dpr: float = 1.0) -> QImage:
    """All faces (a row per suit) and the backs on green felt."""
    ids = art.element_ids()
    faces = [i for i in ids if not i.startswith("back_")]
    rows = [faces[i : i + 8] for i in range(0, len(faces), 8)] + [art.backs()]
    gap = max(4, width // 10)
    height = CardArt.height_for(width)
    image = QImage(
        round((gap + 8 * (width + gap)) * dpr),
        round((gap + len(rows) * (height + gap)) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    for r, row in enumerate(rows):
        for c, code in enumerate(row):
            painter.drawPixmap(
                gap + c * (width + gap), gap + r * (height + gap), art.card_pixmap(code, width, dpr)
            )
    painter.end()
    return image


def icon_sheet(sizes: tuple[int, ...] = (16, 32, 48, 256)) -> QImage:
    """The app icon at typical sizes, on light and dark backgrounds."""
    renderer = QSvgRenderer(str(resource_path("icons/sixtysix.svg")))
    gap = 12
    total = sum(sizes) + gap * (len(sizes) + 1)
    image = QImage(total, 2 * (max(sizes) + 2 * gap), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f3f3f3"))
    painter = QPainter(image)
    painter.fillRect(0, max(sizes) + 2 * gap, total, max(sizes) + 2 * gap, QColor("#2b2b2b"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for band in range(2):
        x = gap
        for size in sizes:
            y = band * (max(sizes) + 2 * gap) + gap
            renderer.render(painter, QRectF(x, y, size, size))
            x += size + gap
    painter.end()
    return image


def main(out_dir: Path) -> None:
    """Write the sheets and print where they are."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841
    out_dir.mkdir(parents=True, exist_ok=True)
    for four in (False, True):
        art = CardArt(four_colour=four)
        name = "fourcolour" if four else "standard"
        for width in (120, 90, 60):
            path = out_dir / f"cards_{name}_{width}.png"
            card_sheet(art, width).save(str(path))
            print(path)
    path = out_dir / "icon_sheet.png"
    icon_sheet().save(str(path))
    print(path)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp"))
