"""F1/F2: a deal file from a stranger is data, never a weapon (through Open deal and History).

Every crafted review, HTML in any field, a FIFO named in an ``<img>``, a
deck repeated to 261 KB: each ends "works" (the deal is judged afresh, the
file's verdicts never shown) or "refused with one sentence", with no more
than a few reads of one deal in the GUI thread (counted, ``work.Work``), and
the FIFO is never opened.  Every label of the review, history and puzzle
windows shows plain text.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from sixtysix_qt.review.archive import DealArchive, read_deal_file
from sixtysix_qt.review.cache_check import checked_review, review_document
from sixtysix_qt.review.judge import DEFAULT_SEED, review_deal
from sixtysix_qt.ui.play.computer import RandomPlayer
from sixtysix_qt.ui.review import mode as review_mode
from sixtysix_qt.ui.review.mode import OTHERS_KEY
from sixtysix_qt.ui.review.review_dialog import ReviewDialog
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.shell.main_window import MainWindow

from .hostile import finished_deal, review_variants
from .work import Work

READS = 4
"""How often the GUI thread may read a deal file while opening it (it reads it three times:
the file, the review's deal, the table's).  A 52,000-card deck read, or the judging done in
the GUI thread rather than the review's workers, goes far past it."""


_WATCH = """
import os, sys, time
fifo, marker = sys.argv[1], sys.argv[2]
while True:
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        time.sleep(0.02)  # ENXIO: nobody reads it, as it should be
        continue
    open(marker, "a").close()
    os.close(fd)
"""


class FifoTrap:
    """A FIFO outside the data folder; ``opened`` turns True if anything opens it to read.

    A watcher process keeps trying a non-blocking open for writing, which
    succeeds only while a reader waits; it then closes at once, so a reader is
    released (the old code hung there for ever, holding Python's lock, so the
    watcher must be another process) and the test fails instead of hanging.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.marker = path.with_name(path.name + ".opened")
        os.mkfifo(path)
        self._watcher = subprocess.Popen(
            [sys.executable, "-c", _WATCH, str(path), str(self.marker)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    @property
    def opened(self) -> bool:
        return self.marker.exists()

    def stop(self) -> None:
        self._watcher.kill()
        self._watcher.wait(5)


@pytest.fixture
def trap(tmp_path: Path):
    t = FifoTrap(tmp_path / "a-fifo")
    yield t
    t.stop()


VARIANTS = sorted(review_variants("/nonexistent"))


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch) -> MainWindow:
    monkeypatch.setattr(review_mode, "REVIEW_WORLDS", 2)
    monkeypatch.setattr(review_mode, "REVIEW_MAX_WORLDS", 4)
    data = tmp_path / "data"
    data.mkdir()
    settings = Settings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings=settings, data_dir=data)
    win.controller.player_factory = lambda level, seed: RandomPlayer(seed)
    win.controller.pace_ms = 10**6
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.review_menu.close_dialog()
    win.controller.shutdown()


def _file_review(path: Path) -> object:
    try:
        return json.loads(path.read_text())["app"]["review"]
    except (ValueError, KeyError, TypeError):
        return None


def _shown_quietly(qtbot, dialog: ReviewDialog | None, source: Path) -> None:
    """The review opened on the deal, judging it afresh; the file's verdicts never shown."""
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.grab()  # every label laid out and painted
    assert dialog.review is None or dialog.review.summary.total_loss >= 0
    if _file_review(source) is not None:
        assert dialog.dropped_review and dialog.notice.isVisible()
        assert "judged afresh" in dialog.notice.text()
    assert dialog.job is not None  # the expert judges the deal itself


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_hostile_deal_through_open_deal_works_or_gets_one_sentence(
    qtbot, window, tmp_path: Path, trap: FifoTrap, variant: str, monkeypatch
) -> None:
    path = tmp_path / f"{variant}.json"
    review_variants(str(trap.path))[variant](path)
    menu = window.review_menu
    work = Work(monkeypatch, main_thread_only=True)
    dialog = menu.open_deal(path)
    if dialog is None:
        assert menu.problem and menu.problem.endswith(".")
    else:
        _shown_quietly(qtbot, dialog, path)
    assert work.at_most_deals(READS), (work.cards_read, work.moves_replayed)
    assert not trap.opened, "a file named in the deal was opened"
    window.close()  # quitting while the review runs stops its threads
    if dialog is not None:
        assert not dialog.job.running


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_hostile_deal_in_the_archive_through_history(
    qtbot, window, tmp_path: Path, trap: FifoTrap, variant: str, monkeypatch
) -> None:
    deals = tmp_path / "data" / "deals"
    deals.mkdir()
    path = deals / "deal-00000001.json"
    review_variants(str(trap.path))[variant](path)
    menu = window.review_menu
    work = Work(monkeypatch, main_thread_only=True)
    history = menu.show_history()
    qtbot.waitExposed(history)
    history.grab()
    assert work.at_most_deals(READS), (work.cards_read, work.moves_replayed)
    if variant == "huge-deck":
        assert history.entries == []  # a bad file is left out and left alone
        return
    entry = history.entries[0]
    assert entry.level in ("", "easy", "medium", "hard", "expert") and "<" not in entry.saved_at
    work = Work(monkeypatch, main_thread_only=True)
    history.open_row(0)
    dialog = menu.dialog
    assert isinstance(dialog, ReviewDialog)
    qtbot.waitExposed(dialog)
    dialog.grab()
    assert work.at_most_deals(READS), (work.cards_read, work.moves_replayed)
    assert dialog.review is None and dialog.job is not None  # none of those reviews is right
    assert not trap.opened
    window.close()
    assert not dialog.job.running


@pytest.mark.slow
def test_every_crafted_review_is_refused_and_a_real_one_kept(tmp_path: Path) -> None:
    for name, make in review_variants("/nonexistent").items():
        if name == "huge-deck":
            continue
        path = tmp_path / f"{name}.json"
        make(path)
        deal = read_deal_file(path)
        review = checked_review(deal.app.get("review"), deal.state, 0, 40, DEFAULT_SEED)
        assert review is None, name
    final = finished_deal()
    real = review_deal(final, 0, worlds=2)
    doc = json.loads(json.dumps(review_document(real, final)))  # as it comes back from a file
    assert checked_review(doc, final, 0, 2, DEFAULT_SEED) == real
    assert checked_review(doc, final, 1, 2, DEFAULT_SEED) is None  # another seat's
    assert checked_review(doc, final, 0, 40, DEFAULT_SEED) is None  # another effort's
    assert checked_review(doc, finished_deal(6), 0, 2, DEFAULT_SEED) is None  # another deal's
    for change in (
        lambda d: d["summary"].update(total_loss=-99.0),
        lambda d: d["verdicts"][0].update(loss=d["verdicts"][0]["loss"] + 0.5),
        lambda d: d["verdicts"][0].update(played="<b>x</b>"),
        lambda d: d["verdicts"].pop(),
        lambda d: d["verdicts"][0].update(
            label="good" if d["verdicts"][0]["label"] != "good" else "blunder"
        ),
        lambda d: d["verdicts"][0].update(reason="<img src=/dev/zero>"),
    ):
        bad = json.loads(json.dumps(doc))
        change(bad)
        assert checked_review(bad, final, 0, 2, DEFAULT_SEED) is None


def _v0(field: str, value: Any) -> Callable[[dict], None]:
    return lambda d: d["verdicts"][0].update({field: value})


#: every field of a version-2 verdict made hostile: wrong type, out of range, unknown id
HOSTILE_FIELDS = {
    "no version": lambda d: d.pop("version"),
    "version 1": lambda d: d.update(version=1),
    "version as text": lambda d: d.update(version="2"),
    "extra key": _v0("html", "<b>x</b>"),
    "missing key": lambda d: d["verdicts"][0].pop("best_line"),
    "uncertain text": _v0("uncertain", "yes"),
    "label a list": _v0("label", []),  # unhashable: once a TypeError (QA 4's cache_mutations)
    "label a dict": _v0("label", {}),
    "label a long list": _v0("label", [[]] * 10_000),
    "label a number": _v0("label", 1),
    "uncertain flipped": lambda d: d["verdicts"][0].update(
        uncertain=not d["verdicts"][0]["uncertain"]
    ),
    "reason unknown": _v0("reason", ["<b>x</b>"]),
    "reason empty": _v0("reason", []),
    "reason text arg": _v0("reason", ["take_trick", "<img src=x>"]),
    "reason bool arg": _v0("reason", ["take_trick", True]),
    "reason huge arg": _v0("reason", ["take_trick", 10**12]),
    "reason float arg": _v0("reason", ["take_trick", 1.5]),
    "reason wrong arity": _v0("reason", ["lead_low", 3]),
    "reason a cost id": _v0("reason", ["missed_close"]),
    "facts text": _v0("facts", "missed_close"),
    "facts unknown id": _v0("facts", [["<b>", 1]]),
    "facts a description id": _v0("facts", [["lead_low"]]),
    "facts repeated": _v0("facts", [["threw_points", 10]] * 2),
    "facts flood": _v0("facts", [["missed_close"]] * 10_000),
    "worlds negative": _v0("worlds", -1),
    "worlds huge": _v0("worlds", 10**9),
    "worlds bool": _v0("worlds", True),
    "worlds text": _v0("worlds", "3"),
    "alternatives empty": _v0("alternatives", []),
    "alternatives text": _v0("alternatives", "play AS"),
    "alternatives illegal move": lambda d: d["verdicts"][0]["alternatives"].append(
        ["<b>x</b>", 0.0, 0.0]
    ),
    "alternatives repeated": lambda d: d["verdicts"][0]["alternatives"].append(
        list(d["verdicts"][0]["alternatives"][0])
    ),
    "alternatives infinite": lambda d: d["verdicts"][0]["alternatives"][0].__setitem__(
        1, float("inf")
    ),
    "alternatives nan margin": lambda d: d["verdicts"][0]["alternatives"][0].__setitem__(
        2, float("nan")
    ),
    "alternatives long row": lambda d: d["verdicts"][0]["alternatives"][0].append(0.0),
    "alternatives without the played move": lambda d: d["verdicts"][0].update(
        alternatives=[
            a for a in d["verdicts"][0]["alternatives"] if a[0] != d["verdicts"][0]["played"]
        ]
    ),
    "open value text": _v0("open_value", "3"),
    "open value huge": _v0("open_value", 1e12),
    "line text": _v0("line", "0:play AS"),
    "line flood": _v0("line", ["0:close"] * 1000),
    "line no seat": _v0("line", ["close"]),
    "line seat out of range": _v0("line", ["7:close"]),
    "line html": _v0("line", ["0:<img src=x>"]),
    "line long entry": _v0("line", ["0:" + "x" * 5000]),
    "line not a string": _v0("line", [3]),
    "line odd spelling": _v0("line", ["0:CLOSE"]),
    "best line html": _v0("best_line", ["1:<b>x</b>"]),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(HOSTILE_FIELDS))
def test_each_field_of_a_cached_verdict_is_checked(name: str) -> None:
    final = finished_deal()
    doc = json.loads(json.dumps(review_document(_real_review(final), final)))
    assert checked_review(doc, final, 0, 2, DEFAULT_SEED) is not None
    HOSTILE_FIELDS[name](doc)
    assert checked_review(doc, final, 0, 2, DEFAULT_SEED) is None, name


_REVIEWS: dict[tuple, Any] = {}


def _real_review(final: Any) -> Any:
    """One real review of the deal (judged once for every case)."""
    key = (tuple(final.deck_codes), tuple(final.actions))
    if key not in _REVIEWS:
        _REVIEWS[key] = review_deal(final, 0, worlds=2, max_worlds=4)
    return _REVIEWS[key]


@pytest.mark.slow
def test_a_review_of_our_own_archive_is_cached_and_used_again(qtbot, window, tmp_path) -> None:
    final = finished_deal()
    archive = DealArchive(tmp_path / "data")
    path = archive.add(final, "easy")
    real = review_deal(final, 0, worlds=2)
    assert archive.store_review(path, review_document(real, final))
    other = review_document(review_deal(final, 1, worlds=2), final)  # accuracy side by side
    assert archive.store_review(path, [other], key=OTHERS_KEY)
    dialog = window.review_menu.review_path(path)
    assert dialog.review == real and dialog.job is None and not dialog.dropped_review
    # the same deal opened from a file elsewhere takes the archive's checked review
    outside = tmp_path / "shared.json"
    shutil.copy(path, outside)
    again = window.review_menu.open_deal(outside)
    assert again.review == real


def _labels_are_plain(dialog) -> None:
    labels = dialog.findChildren(QLabel)
    assert labels
    for label in labels:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName() or label.text()


@pytest.mark.slow
def test_every_label_of_the_review_history_and_puzzle_windows_is_plain_text(
    qtbot, window, tmp_path: Path
) -> None:
    deals = tmp_path / "data" / "deals"
    deals.mkdir()
    review_variants("/nonexistent")["app-notes-html"](deals / "deal-00000001.json")
    menu = window.review_menu
    history = menu.show_history()
    _labels_are_plain(history)
    assert len(history.deal_items()) == 1
    for row in (history.table.topLevelItem(0), *history.deal_items()):
        for col in range(history.table.columnCount()):
            assert "<" not in row.text(col)
    history.open_row(0)
    _labels_are_plain(menu.dialog)
    _labels_are_plain(menu.show_puzzles())
    menu.open_deal(tmp_path / "missing.json")
    box = window.findChild(QMessageBox, "review-problem")
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText
    box.close()
