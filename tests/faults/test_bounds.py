"""F3 and F10: every size and count is bounded before the work that grows with it.

A deck repeated to 261 KB, a 4 MB save, a match of thousands of thrown-in
deals: each is refused (or read) within 2 s, and what the game writes stays
within what it reads back.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from sixtysix_qt.review.archive import DealFileError, read_deal_file
from sixtysix_qt.storage import MAX_DEALS, SAVE_NAME, SaveStore, SaveTooLarge
from sixtysix_qt.userfiles import MAX_BYTES

from .hostile import SAVE_VARIANTS, huge_deck_deal, thrown_in_match

QUICK = 2.0


def test_a_deal_file_with_a_261_kb_deck_is_refused_within_2_s(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    huge_deck_deal()(path)
    assert path.stat().st_size > 250_000
    t0 = time.monotonic()
    with pytest.raises(DealFileError) as err:
        read_deal_file(path)
    assert time.monotonic() - t0 < QUICK
    assert err.value.problem == "damaged"


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["huge-deck-4mb", "too-many-deals"])
def test_a_save_that_would_take_long_to_replay_is_kept_aside_within_2_s(
    tmp_path: Path, variant: str
) -> None:
    SAVE_VARIANTS[variant](tmp_path / SAVE_NAME)
    t0 = time.monotonic()
    out = SaveStore(tmp_path).load()
    assert time.monotonic() - t0 < QUICK
    assert out.match is None and out.moved_to is not None
    assert out.problem.endswith("a new game starts.")


@pytest.mark.slow
def test_the_writer_stays_within_what_the_reader_accepts(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    longest = thrown_in_match(MAX_DEALS)
    store.save(longest, {"version": 1, "level": "easy"})
    size = (tmp_path / SAVE_NAME).stat().st_size
    assert size <= MAX_BYTES
    t0 = time.monotonic()
    back = SaveStore(tmp_path).load()
    assert time.monotonic() - t0 < QUICK
    assert back.problem is None and len(back.match.finished) == MAX_DEALS - 1
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
