"""F3 and F10: every size and count is bounded before the work that grows with it.

A deck repeated to 261 KB, a 4 MB save, a match of thousands of thrown-in
deals: each is refused before the work that grows with it (the cards read
and the moves replayed are counted, ``work.Work``), and what the game
writes stays within what it reads back.  How long each takes is a speed
figure: ``benchmarks/bounds_bench.py`` measures it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sixtysix_qt.review.archive import DealFileError, read_deal_file
from sixtysix_qt.storage import MAX_DEALS, SAVE_NAME, SaveStore, SaveTooLarge
from sixtysix_qt.userfiles import MAX_BYTES

from .hostile import SAVE_VARIANTS, huge_deck_deal, thrown_in_match
from .work import PACK, Work


def test_a_deal_file_with_a_261_kb_deck_is_refused_before_its_deck_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.json"
    huge_deck_deal()(path)
    assert path.stat().st_size > 250_000
    work = Work(monkeypatch)
    with pytest.raises(DealFileError) as err:
        read_deal_file(path)
    assert work.cards_read <= PACK  # 52,000 cards were parsed (and counted) before the bound
    assert err.value.problem == "damaged" and "not more" in err.value.detail


@pytest.mark.slow
@pytest.mark.parametrize(
    ("variant", "why"),
    [("huge-deck-4mb", "cards, not more"), ("too-many-deals", f"than the {MAX_DEALS} a match")],
)
def test_a_save_that_would_take_long_to_replay_is_kept_aside_unreplayed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str, why: str
) -> None:
    SAVE_VARIANTS[variant](tmp_path / SAVE_NAME)
    work = Work(monkeypatch)
    out = SaveStore(tmp_path).load()
    assert work.cards_read <= PACK and work.moves_replayed == 0
    assert out.match is None and out.moved_to is not None
    assert out.problem.endswith("a new game starts.") and why in out.problem


def _stored_moves(path: Path) -> int:
    return sum(len(deal["actions"]) for deal in json.loads(path.read_text())["deals"])


@pytest.mark.slow
def test_the_writer_stays_within_what_the_reader_accepts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    longest = thrown_in_match(MAX_DEALS)
    store.save(longest, {"version": 1, "level": "easy"})
    size = (tmp_path / SAVE_NAME).stat().st_size
    assert size <= MAX_BYTES
    work = Work(monkeypatch)
    back = SaveStore(tmp_path).load()
    assert back.problem is None and len(back.match.finished) == MAX_DEALS - 1
    # linear: each stored move replayed once for its deal, once through the match
    assert 0 < work.moves_replayed <= 2 * _stored_moves(tmp_path / SAVE_NAME)
    written = (tmp_path / SAVE_NAME).read_bytes()
    while not longest.state.is_over:
        longest.apply("pass")
    longest.next_deal()
    with pytest.raises(SaveTooLarge):
        store.save(longest)
    assert (tmp_path / SAVE_NAME).read_bytes() == written  # the last good save stays


def test_a_save_is_written_compact(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save(thrown_in_match(3))
    text = (tmp_path / SAVE_NAME).read_text()
    assert "\n" not in text and json.loads(text)["format"] == "sixtysix/match"
