"""Card art: every card exists in both schemes, renders at the right size, is cached."""

from __future__ import annotations

import colorsys
import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from sixtysix_qt.resources import resource_path
from sixtysix_qt.ui.table.art import ASPECT, CardArt

RANKS = "789TJQKA"
SUITS = "CSHD"
CARDS = [r + s for s in SUITS for r in RANKS]
SVG_FILES = ["cards/standard.svg", "cards/fourcolour.svg"]


@pytest.fixture
def art(qapp) -> CardArt:
    """A fresh CardArt with an empty shared cache, so cache tests start cold."""
    CardArt.clear_cache()
    return CardArt()


def _top_level_ids(relative: str) -> set[str]:
    root = ET.parse(resource_path(relative)).getroot()
    return {el.get("id") for el in root if el.tag.endswith("g") and el.get("id")}


def _chroma(image: QImage) -> tuple[float, float]:
    """(mean hue in degrees, fraction of saturated pixels) over coloured pixels."""
    hues: list[float] = []
    total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            total += 1
            h, s, v = colorsys.rgb_to_hsv(c.redF(), c.greenF(), c.blueF())
            if s > 0.5 and v > 0.25:
                hues.append(h * 360)
    if not hues:
        return (0.0, 0.0)
    return (sorted(hues)[len(hues) // 2], len(hues) / total)


@pytest.mark.parametrize("relative", SVG_FILES)
def test_every_card_and_both_backs_are_top_level_groups(qapp, relative: str) -> None:
    ids = _top_level_ids(relative)
    missing = [i for i in [*CARDS, "back_blue", "back_red"] if i not in ids]
    assert not missing
    renderer = QSvgRenderer(str(resource_path(relative)))
    assert renderer.isValid()
    for ident in [*CARDS, "back_blue", "back_red"]:
        assert renderer.elementExists(ident), ident


@pytest.mark.parametrize("relative", SVG_FILES)
def test_each_card_group_is_exactly_one_card(qapp, relative: str) -> None:
    """Qt's bounds must be the 250x350 card, so other renderers can rely on them too."""
    renderer = QSvgRenderer(str(resource_path(relative)))
    for ident in _top_level_ids(relative):
        bounds = renderer.boundsOnElement(ident)
        assert bounds.width() == pytest.approx(250, abs=0.01), ident
        assert bounds.height() == pytest.approx(350, abs=0.01), ident


def test_catalogue(art: CardArt) -> None:
    assert art.aspect == ASPECT == pytest.approx(1.4)
    assert set(CARDS) <= set(art.element_ids())
    assert {"back_blue", "back_red"} <= set(art.backs())
    assert all(b.startswith("back_") for b in art.backs())
    art.four_colour = True
    assert set(CARDS) <= set(art.element_ids())


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_pixmap_size_and_device_pixel_ratio(art: CardArt, dpr: float) -> None:
    for code in ("AS", "TH", None, "back"):
        pixmap = art.card_pixmap(code, 60, dpr)
        assert not pixmap.isNull()
        assert pixmap.devicePixelRatio() == dpr
        assert (pixmap.width(), pixmap.height()) == (round(60 * dpr), round(84 * dpr))
        logical = pixmap.deviceIndependentSize()
        assert (logical.width(), logical.height()) == (60, 84)


def test_card_is_opaque_inside_and_transparent_outside_the_corners(art: CardArt) -> None:
    image = art.card_pixmap("9C", 120).toImage()
    assert image.pixelColor(60, 84).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(119, 167).alpha() == 0


def test_second_call_hits_the_cache(art: CardArt) -> None:
    first = art.card_pixmap("KD", 90, 2.0)
    assert art.card_pixmap("KD", 90, 2.0).cacheKey() == first.cacheKey()
    # the double-deck mark shares the picture of the plain card
    assert art.card_pixmap("KD'", 90, 2.0).cacheKey() == first.cacheKey()
    # the key includes size, ratio and scheme
    assert art.card_pixmap("KD", 91, 2.0).cacheKey() != first.cacheKey()
    assert art.card_pixmap("KD", 90, 1.0).cacheKey() != first.cacheKey()
    art.four_colour = True
    assert art.card_pixmap("KD", 90, 2.0).cacheKey() != first.cacheKey()


def test_instances_share_the_cache(art: CardArt) -> None:
    other = CardArt()
    assert other.card_pixmap("JS", 70).cacheKey() == art.card_pixmap("JS", 70).cacheKey()


def test_all_cards_and_backs_look_different(art: CardArt) -> None:
    images = {code: art.card_pixmap(code, 60).toImage() for code in art.element_ids()}
    seen: dict[bytes, str] = {}
    for code, image in images.items():
        data = bytes(image.constBits())
        assert data not in seen, f"{code} looks like {seen.get(data)}"
        seen[data] = code


def test_back_option(art: CardArt) -> None:
    blue = art.card_pixmap(None, 60).toImage()
    art.back = "back_red"
    assert art.back == "back_red"
    red = art.card_pixmap("back", 60).toImage()
    assert red != blue
    assert red == art.card_pixmap("back_red", 60).toImage()
    with pytest.raises(ValueError, match="back"):
        art.back = "back_tartan"
    with pytest.raises(ValueError):
        CardArt(back="nope")


def test_four_colour_scheme_recolours_clubs_and_diamonds_only(art: CardArt) -> None:
    def hue(code: str, four: bool) -> tuple[float, float]:
        art.four_colour = four
        return _chroma(art.card_pixmap(code, 120).toImage())

    # standard: clubs are black (hardly any saturated pixels), diamonds red
    _, clubs_sat = hue("8C", False)
    assert clubs_sat < 0.005
    red_hue, _ = hue("8D", False)
    assert red_hue < 20 or red_hue > 340
    # four colours: clubs green, diamonds blue
    green_hue, green_sat = hue("8C", True)
    assert 90 < green_hue < 170 and green_sat > 0.01
    blue_hue, _ = hue("8D", True)
    assert 190 < blue_hue < 240
    # hearts and spades keep their colours
    for code in ("8H", "8S", "AH", "AS"):
        art.four_colour = False
        standard = art.card_pixmap(code, 60).toImage()
        art.four_colour = True
        assert art.card_pixmap(code, 60).toImage() == standard, code


@pytest.mark.parametrize("code", ["XX", "1S", "10H", "AX", "ASS", "", "as", "back_tartan"])
def test_unknown_code_raises_value_error(art: CardArt, code: str) -> None:
    with pytest.raises(ValueError, match="unknown card"):
        art.card_pixmap(code, 60)


def test_bad_size_raises_value_error(art: CardArt) -> None:
    with pytest.raises(ValueError):
        art.card_pixmap("AS", 0)
    with pytest.raises(ValueError):
        art.card_pixmap("AS", 60, 0)


def test_cache_is_bounded(art: CardArt, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sixtysix_qt.ui.table.art.CACHE_LIMIT_BYTES", 3 * 100 * 140 * 4)
    first = art.card_pixmap("7H", 100)
    for code in ("8H", "9H", "TH"):
        art.card_pixmap(code, 100)
    assert len(CardArt._cache) == 3
    assert art.card_pixmap("7H", 100).cacheKey() != first.cacheKey()
    CardArt.clear_cache()


def _load_script(relative: str) -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "assets" / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_svgs_are_up_to_date_with_their_generators() -> None:
    """The SVGs are generated; a hand edit would be lost on the next run."""
    cards = _load_script("cards/make_cards.py")
    for scheme in ("standard", "fourcolour"):
        committed = (cards.HERE / f"{scheme}.svg").read_text(encoding="utf-8")
        assert committed == cards.build(scheme), f"run assets/cards/make_cards.py ({scheme})"
    icon = _load_script("icons/make_icon.py")
    assert (icon.HERE / "sixtysix.svg").read_text(encoding="utf-8") == icon.build()


def test_icon_is_square_and_valid(qapp) -> None:
    renderer = QSvgRenderer(str(resource_path("icons/sixtysix.svg")))
    assert renderer.isValid()
    assert (renderer.defaultSize().width(), renderer.defaultSize().height()) == (256, 256)
