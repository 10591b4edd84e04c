"""F5, F7, F8: the data folder's entries are the game's own, and nothing writes beyond them.

A ``deals`` link is kept aside, never written or pruned through; a data
folder deleted while the game runs stops the saving instead of coming back
without its lock; a planted ``deal-99999999.json`` never makes a new deal
overwrite another.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sixtysix_qt.review.archive import DealArchive, read_deal_file
from sixtysix_qt.storage import SaveStore, Statistics

from .hostile import finished_deal, played_match


def _outside_with_500_files(tmp_path: Path) -> Path:
    out = tmp_path / "out"
    out.mkdir()
    for i in range(1, 501):
        (out / f"deal-{i:08d}.json").write_text("mine")
    return out


@pytest.mark.slow
def test_a_deals_link_is_kept_aside_and_never_written_or_pruned_through(tmp_path: Path) -> None:
    out = _outside_with_500_files(tmp_path)
    before = sorted(p.name for p in out.iterdir())
    data = tmp_path / "data"
    data.mkdir()
    (data / "deals").symlink_to(out)
    archive = DealArchive(data)
    assert archive.entries() == [] and archive.last() is None  # not read through either
    for seed in range(3):
        archive.add(finished_deal(seed + 1), "easy")
    assert sorted(p.name for p in out.iterdir()) == before
    assert all(p.read_text() == "mine" for p in out.iterdir())
    deals = data / "deals"
    assert deals.is_dir() and not deals.is_symlink() and len(list(deals.iterdir())) == 3
    kept = [p for p in data.iterdir() if p.name.startswith("deals.link-")]
    assert len(kept) == 1 and kept[0].is_symlink()


def test_the_start_keeps_a_deals_link_aside_before_cleaning_temporaries(tmp_path: Path) -> None:
    from sixtysix_qt.ui.system.startup_checks import remove_stray_temporaries

    out = tmp_path / "out"
    out.mkdir()
    stray = out / "deal-00000001.json.abcdefgh.tmp"
    stray.write_text("not the game's")
    data = tmp_path / "data"
    data.mkdir()
    (data / "deals").symlink_to(out)
    remove_stray_temporaries(str(data))
    assert stray.exists() and not (data / "deals").exists()


def test_reading_a_deal_the_player_opens_through_a_link_is_fine(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    DealArchive(tmp_path).add(finished_deal(), "easy").rename(real)
    link = tmp_path / "shared.sixtysix"
    link.symlink_to(real)
    assert read_deal_file(link, follow_links=True).state == finished_deal()


def test_a_planted_top_number_never_makes_a_deal_overwrite_another(tmp_path: Path) -> None:
    archive = DealArchive(tmp_path)
    deals = tmp_path / "deals"
    deals.mkdir()
    shutil.copy(archive.add(finished_deal(1), "easy"), deals / "deal-99999999.json")
    paths = [archive.add(finished_deal(seed), "easy") for seed in range(2, 7)]
    assert len(set(paths)) == 5
    assert [read_deal_file(p).state for p in paths] == [finished_deal(s) for s in range(2, 7)]
    assert len(archive.entries()) == 7  # the planted one and the first are listed too


def test_a_name_taken_since_the_listing_is_skipped_not_overwritten(
    tmp_path: Path, monkeypatch
) -> None:
    archive = DealArchive(tmp_path)
    first = archive.add(finished_deal(1), "easy")
    monkeypatch.setattr(DealArchive, "_numbered", lambda self: [])  # as if listed before it came
    second = archive.add(finished_deal(2), "easy")
    assert second.name == "deal-00000002.json"
    assert read_deal_file(first).state == finished_deal(1)


def test_a_data_folder_deleted_while_running_is_not_made_again(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    store, stats, archive = SaveStore(data), Statistics(data), DealArchive(data)
    store.save(played_match(3))
    shutil.rmtree(data)
    with pytest.raises(FileNotFoundError):
        store.save(played_match(4))
    with pytest.raises(FileNotFoundError):
        stats.record_match("classic", "easy", won=True)
    with pytest.raises(FileNotFoundError):
        archive.add(finished_deal(), "easy")
    assert not data.exists()
