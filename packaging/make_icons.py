"""Render the application icon into every raster form the installers need.

Input: ``assets/icons/sixtysix.svg`` (made by ``assets/icons/make_icon.py``).
Output (a build directory, never committed; default ``build/icons``):

* ``sixtysix_<N>.png`` for N in 16 24 32 48 64 128 256 512 1024, rendered
  with Qt's own SVG renderer (``QSvgRenderer``), so the pixels are the ones
  the game itself would draw;
* ``sixtysix.ico``  (Windows: EXE and Inno Setup): an ICO container whose
  entries are PNG-compressed images (valid since Windows Vista);
* ``sixtysix.icns`` (macOS app bundle): an ICNS container with PNG entries
  ic07 (128), ic08 (256), ic09 (512), ic10 (1024 = 512@2x) and the retina
  small sizes ic11 (32), ic12 (64), ic13 (256), ic14 (512);
* ``sixtysix.svg``, a copy of the source for ``hicolor/scalable``.

Both containers are written here by hand (a few dozen lines of ``struct``),
so no Pillow, ImageMagick or ``iconutil`` is needed on any build machine.

Usage::

    python packaging/make_icons.py [--svg PATH] [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "assets" / "icons" / "sixtysix.svg"
DEFAULT_OUT = ROOT / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_ENTRIES = (
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def render_png(svg: Path, size: int) -> bytes:
    """The icon rendered at ``size`` x ``size`` pixels, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        render_png.app = QGuiApplication([sys.argv[0]])  # keep a reference
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG for Qt")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):
        raise SystemExit(f"make_icons: could not encode a {size}px PNG")
    buf.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding the given square PNG images (size -> PNG bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        if not blob.startswith(PNG_MAGIC) or size > 256:
            raise ValueError(f"ICO entry {size}: must be a PNG of at most 256 px")
        dim = 0 if size == 256 else size  # 0 means 256 in the directory
        # width, height, palette colours, reserved, colour planes, bits per pixel, size, offset
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """An ICNS file: ``icns`` + total length, then (type, length, PNG data) chunks."""
    chunks = []
    for kind, blob in entries:
        if len(kind) != 4 or not blob.startswith(PNG_MAGIC):
            raise ValueError(f"ICNS entry {kind!r}: needs a four-letter type and PNG data")
        chunks.append(kind.encode("ascii") + struct.pack(">I", 8 + len(blob)) + blob)
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path = DEFAULT_SVG, out: Path = DEFAULT_OUT) -> dict[str, Path]:
    """Write all icon files into ``out``; returns a name -> path map."""
    out.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    written: dict[str, Path] = {}
    for size, blob in pngs.items():
        path = out / f"sixtysix_{size}.png"
        path.write_bytes(blob)
        written[f"png{size}"] = path
    written["ico"] = out / "sixtysix.ico"
    written["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written["icns"] = out / "sixtysix.icns"
    written["icns"].write_bytes(icns_bytes([(kind, pngs[size]) for kind, size in ICNS_ENTRIES]))
    written["svg"] = out / "sixtysix.svg"
    shutil.copyfile(svg, written["svg"])
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG, help="icon source (SVG)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    print(f"make_icons: wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
