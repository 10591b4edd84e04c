"""The deal archive keeps the last deals, and bad deal files change nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from sixtysix_qt.engine import Match, dumps, new_deal
from sixtysix_qt.review.archive import (
    KEEP,
    MAX_BYTES,
    PROBLEMS,
    DealArchive,
    DealFileError,
    read_deal_file,
    write_deal_file,
)
from tests.deals import played_out


def test_round_trip_keeps_the_deal_and_the_notes(tmp_path: Path) -> None:
    archive = DealArchive(tmp_path)
    deals = [played_out(p, s) for s, p in enumerate(("classic", "schnapsen", "four-hand"))]
    for state in deals:
        archive.add(state, level="hard", seat=0)
    entries = archive.entries()
    assert [e.preset for e in entries] == ["four-hand", "schnapsen", "classic"]
    assert entries[0].level == "hard" and entries[0].result == dict(deals[-1].result)
    assert entries[0].saved_at.endswith("Z")
    back = read_deal_file(entries[-1].path)
    assert back.state == deals[0] and back.state.result == deals[0].result
    assert archive.last().state == deals[-1]


def test_unfinished_deal_is_not_archived(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        DealArchive(tmp_path).add(new_deal("classic", seed=1))
    assert not (tmp_path / "deals").exists()


@pytest.mark.slow
def test_archive_keeps_only_the_last_five_hundred(tmp_path: Path) -> None:
    assert KEEP == 500
    archive = DealArchive(tmp_path)
    states = [played_out(seed=s) for s in range(4)]
    for i in range(KEEP + 3):
        archive.add(states[i % 4], seat=0)
    files = sorted(p.name for p in (tmp_path / "deals").iterdir())
    assert len(files) == KEEP
    assert files[0] == "deal-00000004.json" and files[-1] == f"deal-{KEEP + 3:08d}.json"


def test_damaged_files_are_skipped_and_left_untouched(tmp_path: Path) -> None:
    archive = DealArchive(tmp_path)
    archive.add(played_out(seed=1))
    bad = tmp_path / "deals" / "deal-00000002.json"
    bad.write_bytes(b'{"format": "sixtysix/deal", "version": 1, "deck": [')
    before = bad.read_bytes()
    good = archive.add(played_out(seed=2))
    assert good.name == "deal-00000003.json"
    assert len(archive.entries()) == 2
    assert bad.read_bytes() == before
    assert archive.store_review(bad, {"x": 1}) is False
    assert bad.read_bytes() == before


def test_review_is_cached_in_the_archived_file(tmp_path: Path) -> None:
    archive = DealArchive(tmp_path)
    path = archive.add(played_out(seed=5), level="expert", seat=0)
    assert read_deal_file(path).review is None
    assert archive.store_review(path, {"seat": 0, "verdicts": []})
    deal = read_deal_file(path)
    assert deal.review == {"seat": 0, "verdicts": []} and deal.app["level"] == "expert"
    with pytest.raises(ValueError):
        archive.store_review(tmp_path / "elsewhere.json", {})


def test_a_review_and_the_other_seats_reviews_land_in_one_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kill between two writes must not leave a review without the others' (or
    the file written twice for one finished review)."""
    import sixtysix_qt.review.archive as module

    archive = DealArchive(tmp_path)
    path = archive.add(played_out(seed=6), level="expert", seat=0)
    writes = []
    real = module.atomic_write
    monkeypatch.setattr(module, "atomic_write", lambda p, doc: writes.append(p) or real(p, doc))
    assert archive.store_app_fields(path, {"review": {"seat": 0}, "review_others": [{"seat": 1}]})
    assert writes == [path]
    deal = read_deal_file(path)
    assert deal.review == {"seat": 0} and deal.app["review_others"] == [{"seat": 1}]
    assert deal.app["level"] == "expert"  # the rest of the app part is kept


def _problem(path: Path) -> str:
    with pytest.raises(DealFileError) as err:
        read_deal_file(path)
    assert str(err.value).startswith(PROBLEMS[err.value.problem])
    return err.value.problem


def test_hostile_and_foreign_files_give_one_reason(tmp_path: Path) -> None:
    ok = tmp_path / "ok.json"
    write_deal_file(ok, played_out(seed=3))
    doc = json.loads(ok.read_text())
    cases = {
        "missing": None,
        "not_json": b"\x00\xff not json",
        "too_large": b" " * (MAX_BYTES + 1),
        "is_match": dumps(Match("classic", seed=1)).encode(),
        "newer": json.dumps({**doc, "version": 99}).encode(),
        "damaged": json.dumps({**doc, "actions": [*doc["actions"], "play AC"]}).encode(),
    }
    for problem, data in cases.items():
        path = tmp_path / f"{problem}.json"
        if data is not None:
            path.write_bytes(data)
        assert _problem(path) == problem
        if data is not None:
            assert path.read_bytes() == data  # never moved or changed
    nested = tmp_path / "nested.json"
    nested.write_bytes(b"[" * 100_000)
    assert _problem(nested) == "not_json"
    assert _problem(tmp_path) == "not_regular"
    link = tmp_path / "link.json"
    os.symlink(ok, link)
    assert _problem(link) == "not_regular"
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert _problem(fifo) == "not_regular"


def test_save_deal_as_writes_a_file_that_opens(tmp_path: Path) -> None:
    state = played_out("schnapsen", 8)
    path = tmp_path / "sub" / "mine.json"
    write_deal_file(path, state, {"seat": 1})
    deal = read_deal_file(path)
    assert deal.state == state and deal.app == {"seat": 1}
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(DealFileError) as err:
        write_deal_file(blocker / "x.json", state)
    assert err.value.problem == "unwritable" and blocker.read_text() == "x"


def test_find_gives_the_archived_copy_of_a_deal(tmp_path: Path) -> None:
    archive = DealArchive(tmp_path)
    states = [played_out(seed=s) for s in range(3)]
    for state in states:
        archive.add(state, level="easy")
    assert archive.find(states[1]).state == states[1]
    assert archive.find(states[1]).app["level"] == "easy"
    assert archive.find(played_out(seed=9)) is None


def test_a_kept_deal_carries_its_match_and_older_files_none(tmp_path: Path) -> None:
    from sixtysix_qt.engine import Match
    from sixtysix_qt.review.match_record import MatchRecord, record_of_last_deal

    match = Match("classic", seed=3, first_dealer=0)
    while len(match.finished) < 2:
        if match.state.is_over:
            match.next_deal()
        match.apply(match.state.legal_actions()[0])
    record = record_of_last_deal(match, "ab" * 8)
    first, second = match.finished
    assert record == MatchRecord(
        tuple(first.scores_after), 7, second.dealer, 0, "ab" * 8, 2, tuple(second.scores_after)
    )
    archive = DealArchive(tmp_path)
    kept = read_deal_file(archive.add(match.state, "expert", 0, False, record))
    assert kept.match == record
    old = read_deal_file(archive.add(played_out("classic", 1), "expert", 0))
    assert old.match is None
    # a record that does not fit the deal (another dealer) is not believed
    wrong = MatchRecord((6, 5), 7, 1 - match.state.dealer)
    assert read_deal_file(archive.add(match.state, "", 0, False, wrong)).match is None
