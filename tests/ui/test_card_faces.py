"""What a player must read off a card: court figures per suit, pip counts and layout, sizes."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from sixtysix_qt.ui.table.art import CardArt

RANKS = "789TJQKA"
SUITS = "CSHD"
PIPS = {"7": 7, "8": 8, "9": 9, "T": 10}
CARDS_DIR = Path(__file__).resolve().parents[2] / "assets" / "cards"

# Corner index boxes in card units (250 x 350): rank and suit, top left, and
# their 180-degree copies; the figure or pips are everything else.
INDEX_W, INDEX_H = 76 / 250, 128 / 350


@pytest.fixture(params=[False, True], ids=["standard", "fourcolour"])
def art(qapp, request) -> CardArt:
    CardArt.clear_cache()
    return CardArt(four_colour=request.param)


def _in_index(x: float, y: float, w: int, h: int) -> bool:
    """True when (x, y) lies in one of the two corner indices of a w x h card."""
    ix, iy = INDEX_W * w, INDEX_H * h
    return (x < ix and y < iy) or (x > w - ix and y > h - iy)


def _is_ink(image: QImage, x: int, y: int) -> bool:
    """Printed colour, as opposed to the white card face (and its light gradient)."""
    c = image.pixelColor(x, y)
    return c.alpha() > 200 and min(c.red(), c.green(), c.blue()) < 170


def _figure_difference(a: QImage, b: QImage) -> float:
    """Share of the pixels outside the indices that clearly differ between two cards."""
    w, h = a.width(), a.height()
    differing = total = 0
    for y in range(h):
        for x in range(w):
            if _in_index(x, y, w, h):
                continue
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += 1
            if (
                max(
                    abs(ca.red() - cb.red()),
                    abs(ca.green() - cb.green()),
                    abs(ca.blue() - cb.blue()),
                )
                > 60
            ):
                differing += 1
    return differing / total


def _pip_centres(image: QImage) -> list[tuple[float, float]]:
    """Centres of the separate printed shapes outside the indices and the border."""
    w, h = image.width(), image.height()
    margin = round(0.04 * w)
    seen: set[tuple[int, int]] = set()
    centres = []
    for y0, x0 in itertools.product(range(margin, h - margin), range(margin, w - margin)):
        if (x0, y0) in seen or not _is_ink(image, x0, y0):
            continue
        stack, blob = [(x0, y0)], []
        seen.add((x0, y0))
        while stack:
            x, y = stack.pop()
            blob.append((x, y))
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if (
                    margin <= nx < w - margin
                    and margin <= ny < h - margin
                    and (nx, ny) not in seen
                    and _is_ink(image, nx, ny)
                ):
                    seen.add((nx, ny))
                    stack.append((nx, ny))
        cx = sum(p[0] for p in blob) / len(blob)
        cy = sum(p[1] for p in blob) / len(blob)
        if len(blob) > 20 and not _in_index(cx, cy, w, h):
            centres.append((cx, cy))
    return centres


@pytest.mark.slow
@pytest.mark.parametrize("rank", "JQK")
def test_court_cards_of_one_rank_are_different_figures_at_60_px(art: CardArt, rank: str) -> None:
    """K hearts and K diamonds (and every other pair) differ beyond the corner index."""
    images = {s: art.card_pixmap(rank + s, 60).toImage() for s in SUITS}
    for s1, s2 in itertools.combinations(SUITS, 2):
        share = _figure_difference(images[s1], images[s2])
        assert share > 0.05, f"{rank}{s1} and {rank}{s2} differ in only {share:.1%} of the figure"


@pytest.mark.slow
@pytest.mark.parametrize("code", [r + s for r in PIPS for s in SUITS])
def test_number_cards_show_as_many_pips_as_their_value(qapp, code: str) -> None:
    for four in (False, True):
        image = CardArt(four_colour=four).card_pixmap(code, 200).toImage()
        assert len(_pip_centres(image)) == PIPS[code[0]], code


@pytest.mark.slow
@pytest.mark.parametrize("suit", "CHD")
def test_plain_aces_show_one_central_pip(qapp, suit: str) -> None:
    """(The ace of spades adds a ring of ornaments around its pip.)"""
    image = CardArt().card_pixmap("A" + suit, 200).toImage()
    [(x, y)] = _pip_centres(image)
    assert abs(x - 100) < 3 and abs(y - 140) < 12  # a heart's weight sits high


@pytest.mark.slow
@pytest.mark.parametrize("rank", "789T")
def test_pips_stand_in_the_usual_two_columns_and_centre_line(qapp, rank: str) -> None:
    """Sides: 3 pips (7, 8) or 4 (9, 10); the rest on the centre line; columns spread wide."""
    width = 200
    image = CardArt().card_pixmap(rank + "D", width).toImage()  # a symmetric pip
    centres = _pip_centres(image)
    left = [c for c in centres if c[0] < 0.4 * width]
    right = [c for c in centres if c[0] > 0.6 * width]
    middle = [c for c in centres if 0.45 * width < c[0] < 0.55 * width]
    side = 3 if rank in "78" else 4
    assert (len(left), len(right)) == (side, side)
    assert len(middle) == PIPS[rank] - 2 * side
    assert max(x for x, _ in left) < 0.37 * width < 0.63 * width < min(x for x, _ in right)
    height = image.height()
    top, bottom = min(y for _, y in centres), max(y for _, y in centres)
    assert top < 0.2 * height and bottom > 0.8 * height
    # the layout reads the same upside down, except the 7's single upper centre pip
    if rank != "7":
        mirrored = sorted((round(width - x), round(height - y)) for x, y in centres)
        assert all(min(abs(mx - x) + abs(my - y) for x, y in centres) < 4 for mx, my in mirrored)


@pytest.mark.slow
@pytest.mark.parametrize("width", [60, 90, 120])
def test_every_card_and_back_renders_at_table_sizes(art: CardArt, width: int) -> None:
    for code in art.element_ids():
        image = art.card_pixmap(code, width).toImage()
        assert (image.width(), image.height()) == (width, CardArt.height_for(width))
        w, h = image.width(), image.height()
        assert image.pixelColor(w // 2, h // 2).alpha() == 255, code
        ink = sum(_is_ink(image, x, y) for y in range(0, h, 3) for x in range(0, w, 3))
        assert ink > 10, f"{code} at {width} px is blank"


def test_indices_stay_readable_at_60_px(art: CardArt) -> None:
    """The rank glyph in the corner keeps a real size: about 13 px tall on a 60 px card."""
    for code in ("TH", "7S", "KD", "QC"):
        image = art.card_pixmap(code, 60).toImage()
        rows = [y for y in range(0, 20) if any(_is_ink(image, x, y) for x in range(2, 18))]
        assert rows and rows[-1] - rows[0] >= 11, code


def test_card_files_stay_small_and_vector_only() -> None:
    total = 0
    for path in CARDS_DIR.iterdir():
        total += path.stat().st_size
        if path.suffix == ".svg":
            text = path.read_text(encoding="utf-8")
            assert path.stat().st_size < 300_000, path.name
            assert "<image" not in text and "data:" not in text, path.name
    assert total < 2_000_000
