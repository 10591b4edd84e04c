"""Every damaged or hostile save and statistics file ends "kept aside, new game" (storage level)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sixtysix_qt.storage import SAVE_NAME, STATS_NAME, SaveStore, Statistics

from .harness import read_only, writable_again
from .hostile import GENERIC, SAVE_VARIANTS, STATS_EXTRA, played_match, snapshot
from .work import Work

A_FEW = 4
"""The deals a bad save may cost to read: the worst, a damaged second deal, reads two (the
first replayed for itself and through the match); refusing is never the work that grows."""


def _data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


def _kept_aside(folder: Path, name: str, before: tuple) -> Path:
    kept = [p for p in folder.iterdir() if p.name.startswith(name + ".broken-")]
    assert len(kept) == 1, sorted(p.name for p in folder.iterdir())
    assert snapshot(kept[0]) == before  # the very thing, unchanged
    assert not os.path.lexists(folder / name)
    return kept[0]


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(SAVE_VARIANTS))
def test_bad_save_is_kept_aside_and_a_new_game_is_saved(
    tmp_path: Path, variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _data(tmp_path)
    store = SaveStore(folder)
    SAVE_VARIANTS[variant](store.path)
    before = snapshot(store.path)
    work = Work(monkeypatch)
    out = store.load()
    assert work.at_most_deals(A_FEW), (work.cards_read, work.moves_replayed)
    assert out.match is None and out.kind in ("damaged", "newer", "unreadable")
    assert out.problem and out.problem.endswith("a new game starts.")
    kept = _kept_aside(folder, SAVE_NAME, before)
    assert out.moved_to == kept and kept.name in out.problem
    new = played_match(5)
    store.save(new)
    again = SaveStore(folder).load()
    assert again.problem is None and again.match.state == new.state


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(GENERIC) + sorted(STATS_EXTRA))
def test_bad_statistics_are_kept_aside_and_counting_goes_on(tmp_path: Path, variant: str) -> None:
    folder = _data(tmp_path)
    path = folder / STATS_NAME
    (STATS_EXTRA.get(variant) or SAVE_VARIANTS[variant])(path)
    before = snapshot(path)
    stats = Statistics(folder)
    assert stats.problem and "moved aside" in stats.problem
    _kept_aside(folder, STATS_NAME, before)
    assert stats.totals()["deals"] == 0
    stats.record_deal("classic", "easy", {"winner": 0, "scores": [2, 0], "reason": "declared"})
    stats.record_match("classic", "easy", won=True)
    again = Statistics(folder)
    assert again.problem is None
    assert again.group("classic", "easy")["deals"] == 1 and again.data["best_streak"] == 1


def test_a_missing_streak_is_zero_not_damage(tmp_path: Path) -> None:
    folder = _data(tmp_path)
    (folder / STATS_NAME).write_text('{"version": 1, "groups": {"classic/easy": {"deals": 3}}}')
    stats = Statistics(folder)
    assert stats.problem is None
    stats.record_match("classic", "easy", won=True)
    assert Statistics(folder).data["streak"] == 1


def test_a_link_to_a_good_save_elsewhere_resumes_and_is_replaced_not_written_through(
    tmp_path: Path,
) -> None:
    folder = _data(tmp_path)
    outside = tmp_path / "elsewhere.json"
    match = played_match(8)
    SaveStore(tmp_path).save(match)
    (tmp_path / SAVE_NAME).rename(outside)
    original = outside.read_bytes()
    (folder / SAVE_NAME).symlink_to(outside)
    store = SaveStore(folder)
    out = store.load()
    assert out.problem is None and out.match.state == match.state
    store.save(played_match(12))
    assert outside.read_bytes() == original
    assert not (folder / SAVE_NAME).is_symlink()


def test_a_dangling_link_is_no_save_and_is_replaced(tmp_path: Path) -> None:
    folder = _data(tmp_path)
    (folder / SAVE_NAME).symlink_to(tmp_path / "gone.json")
    store = SaveStore(folder)
    assert store.load().match is None and store.load().problem is None
    store.save(played_match(3))
    assert not (folder / SAVE_NAME).is_symlink() and not (tmp_path / "gone.json").exists()


def test_a_bad_save_that_cannot_be_moved_is_left_alone_and_never_overwritten(
    tmp_path: Path,
) -> None:
    folder = _data(tmp_path)
    (folder / SAVE_NAME).write_text("{damaged")
    if not read_only(folder):
        pytest.skip("cannot make a folder read-only here")
    try:
        store = SaveStore(folder)
        out = store.load()
        assert out.match is None and out.moved_to is None and out.kept_in_place
        assert "could not be moved aside" in out.problem and "will not be saved" in out.problem
        assert "moved aside to" not in out.problem
        writable_again(folder)  # even once it could write, it must not write over the bad file
        with pytest.raises(OSError):
            store.save(played_match(2))
        store.clear()
        assert (folder / SAVE_NAME).read_text() == "{damaged"
    finally:
        writable_again(folder)


def test_stray_temporaries_are_not_data(tmp_path: Path) -> None:
    from sixtysix_qt.storage import OUR_FILES
    from sixtysix_qt.userfiles import remove_stray_temporaries

    folder = _data(tmp_path)
    for name in (f"{SAVE_NAME}.h9ekq3od.tmp", f"{STATS_NAME}.abc_12x.tmp"):
        (folder / name).write_text("half")
    keep = [f"{SAVE_NAME}.broken-20260101-000000", "notes.tmp", "other.json.abcdefgh.tmp"]
    for name in keep:
        (folder / name).write_text("mine")
    removed = remove_stray_temporaries(folder, OUR_FILES)
    assert len(removed) == 2
    assert sorted(p.name for p in folder.iterdir()) == sorted(keep)
    deals = folder / "deals"
    deals.mkdir()
    (deals / "deal-00000007.json.k2j4h5xq.tmp").write_text("half")
    (deals / "deal-00000007.json").write_text("whole")
    assert remove_stray_temporaries(deals, ("deal-*.json",)) == ["deal-00000007.json.k2j4h5xq.tmp"]
    assert [p.name for p in deals.iterdir()] == ["deal-00000007.json"]


@pytest.mark.parametrize("variant", sorted(GENERIC))
def test_a_bad_solved_puzzles_file_is_kept_aside(tmp_path: Path, variant: str) -> None:
    from sixtysix_qt.review.puzzles import SOLVED_NAME, SolvedStore

    folder = _data(tmp_path)
    SAVE_VARIANTS[variant](folder / SOLVED_NAME)
    before = snapshot(folder / SOLVED_NAME)
    store = SolvedStore(folder)
    assert store.problem and store.ids == set()
    _kept_aside(folder, SOLVED_NAME, before)
    store.mark("p1")
    assert "p1" in SolvedStore(folder)
