"""The Windows setup's own wizard picture, drawn at build time from the game's art.

    python packaging/windows/wizard_picture.py OUT.bmp

NSIS's welcome and finish pages show a 164x314 picture at their left
(``MUI_WELCOMEFINISHPAGE_BITMAP``); its default is NSIS's own.  Ours is the
table's green cloth with the game's icon (assets/icons/sixtysix.svg) and a
marriage, the king and queen of hearts, from the game's own card faces.
Drawn at twice the size and scaled down, saved as a 24-bit BMP (what NSIS
reads).  Run by packaging/windows/build.sh with the Linux Python (offscreen).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 164, 314
SCALE = 2


def draw(out: Path) -> Path:
    """Write the picture to ``out`` (BMP); returns ``out``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    from sixtysix_qt.ui.table.art import CardArt
    from sixtysix_qt.ui.table.felt import DEFAULT_FELT, FELTS

    app = QApplication.instance() or QApplication([])  # noqa: F841 - the card art needs one
    w, h = WIDTH * SCALE, HEIGHT * SCALE
    image = QImage(w, h, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    centre, middle, edge = FELTS[DEFAULT_FELT]
    cloth = QRadialGradient(QPointF(w / 2, h * 0.45), h * 0.75)
    for at, colour in ((0.0, centre), (0.55, middle), (1.0, edge)):
        cloth.setColorAt(at, QColor(colour))
    painter.fillRect(QRectF(0, 0, w, h), cloth)

    icon = w * 0.72
    QSvgRenderer(str(ROOT / "assets" / "icons" / "sixtysix.svg")).render(
        painter, QRectF((w - icon) / 2, h * 0.12, icon, icon)
    )
    art = CardArt()
    card_w = int(w * 0.42)
    card_h = CardArt.height_for(card_w)
    for code, angle, dx in (("KH", -9.0, -0.16), ("QH", 9.0, 0.16)):
        painter.save()
        painter.translate(w / 2 + dx * w, h * 0.58 + card_h / 2)
        painter.rotate(angle)
        art.paint(painter, code, QRectF(-card_w / 2, -card_h / 2, card_w, card_h))
        painter.restore()
    painter.end()
    small = image.scaled(
        WIDTH,
        HEIGHT,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    ).convertToFormat(QImage.Format.Format_RGB888)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not small.save(str(out), "BMP"):
        raise SystemExit(f"wizard_picture: could not write {out}")
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: wizard_picture.py OUT.bmp")
    print(draw(Path(sys.argv[1])))
