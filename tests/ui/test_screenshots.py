"""The screenshot command: the real window posed offscreen, small valid PNGs of the right size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter

from tools import screenshots
from tools.small_png import palette, save_small_png

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _load(path) -> QImage:
    assert path.read_bytes()[:8] == PNG_MAGIC, path.name
    image = QImage(str(path))
    assert not image.isNull(), path.name
    return image


def test_every_picture_has_its_own_file_name() -> None:
    names = [s.name for s in screenshots.shots(screenshots.ENTRIES)]
    assert len(names) == len(set(names))
    # sizes and languages are spelled out in the names they fill in
    assert {"table-800x600-opening", "table-1280x800-opening", "new-game-uk"} <= set(names)
    assert {s.lang for s in screenshots.shots(screenshots.ENTRIES)} == set(screenshots.LANGS)


def test_list_and_unknown_pattern(capsys: pytest.CaptureFixture[str]) -> None:
    assert screenshots.main(["--list", "--only", "four-hand-*"]) == 0
    assert capsys.readouterr().out.split() == ["four-hand-800x600.png", "four-hand-1280x800.png"]
    with pytest.raises(SystemExit, match="no picture matches"):
        screenshots.main(["--list", "--only", "nothing-like-this"])


@pytest.mark.slow
def test_a_subset_is_written_as_valid_pngs_of_the_right_size(
    qapp, qm_cache, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """(The compiled translations go to their own cache, ``qm_cache``, not the home folder.)"""
    home = tmp_path / "home"
    home.mkdir()
    for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home))
    out = tmp_path / "out"
    wanted = [
        "table-800x600-mid-deal",
        "bidding-auction-1280x800",
        "new-game-lv",
        "about-en",
        "recap-en",
    ]
    assert screenshots.main([str(out), "--only", *wanted]) == 0
    assert not any(home.iterdir()), "the player's own folders must stay untouched"
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{n}.png" for n in wanted)
    table = _load(out / "table-800x600-mid-deal.png")
    assert (table.width(), table.height()) == (800, 600)
    auction = _load(out / "bidding-auction-1280x800.png")
    assert (auction.width(), auction.height()) == (1280, 800)
    for name in ("new-game-lv", "about-en", "recap-en"):
        dialog = _load(out / f"{name}.png")
        assert 200 < dialog.width() < 1280 and 80 < dialog.height() < 800, name
    for path in out.iterdir():
        assert path.stat().st_size < 300_000, path.name
    # the posed table is a mid-deal table: cards on the felt, not an empty window
    colours = {table.pixel(x, y) for x in range(0, 800, 10) for y in range(0, 600, 10)}
    assert len(colours) > 50


def _gradient(width: int = 320, height: int = 200) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    gradient = QLinearGradient(0, 0, width, height)
    gradient.setColorAt(0, QColor("#0d4624"))
    gradient.setColorAt(1, QColor("#2c9a5c"))
    painter.fillRect(image.rect(), gradient)
    painter.fillRect(40, 40, 60, 80, QColor("#ffffff"))
    painter.fillRect(60, 60, 20, 20, QColor("#cf1f36"))
    painter.end()
    return image


@pytest.mark.slow
def test_small_png_keeps_the_picture(qapp, tmp_path) -> None:
    original = _gradient()
    path = tmp_path / "g.png"
    assert save_small_png(original, str(path))
    copy = _load(path)
    assert copy.format() == QImage.Format.Format_Indexed8
    assert (copy.width(), copy.height()) == (original.width(), original.height())
    worst = 0
    for y in range(0, original.height(), 7):
        for x in range(0, original.width(), 7):
            a, b = QColor(original.pixel(x, y)), QColor(copy.pixel(x, y))
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()))
    assert worst <= 12  # a smooth gradient, so no visible bands
    assert QColor(copy.pixel(70, 70)) == QColor("#cf1f36")  # small flat areas stay exact


@pytest.mark.slow
def test_palette_has_at_most_256_colours_and_no_more_than_the_picture(qapp) -> None:
    assert len(palette(_gradient())) == 256
    flat = QImage(50, 50, QImage.Format.Format_RGB32)
    flat.fill(QColor("#123456"))
    assert palette(flat) == [QColor("#123456").rgb()]


def test_without_the_compiled_core_the_review_pictures_are_refused_in_one_sentence(
    tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """bg/uk round 4: from a tree without the core the review pose ran 180 s out of time
    and the run stopped before history and puzzle."""
    from sixtysix_qt.ai import native

    monkeypatch.setattr(native, "COMPILED", False)
    assert screenshots.main([str(tmp_path), "--only", "review-bg"]) == 1
    said = capsys.readouterr().err
    assert "review-bg needs the compiled core" in said and "pip install -e ." in said
    assert not list(tmp_path.iterdir())
    assert screenshots.core_missing(screenshots.selected(["about-*"])) is None
    monkeypatch.setattr(native, "COMPILED", True)
    assert screenshots.core_missing(screenshots.selected(["review-*"])) is None
