"""G3, G4, G6, G8 (round 4): every number read from a file or the command line is bounded.

A statistics count of 2^31 used to pass the reader and then raise
OverflowError in Game > Statistics every time, with Reset inside that dialog;
``"version": true`` was taken for version 1 and silently reset the rating;
any 40 characters were a time stamp.  ``--size 99999999999x800`` ended in a
traceback and SIGABRT with the lock left behind, and ``--screenshot ""``
started the real game on the data folder.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sixtysix_qt.storage import STATS_NAME, Statistics
from sixtysix_qt.ui.system.single_instance import LOCK_NAME, Claim, InstanceGuard

from .harness import Game, scratch_env


def _group(**counts: int) -> dict[str, int]:
    base = dict.fromkeys(Statistics.FIELDS, 0) | {"matches": 1, "deals": 1}
    return base | counts


def _stats_file(folder: Path, groups: dict, **extra) -> Path:
    doc = {"version": 2, "groups": groups, "streak": 0, "best_streak": 0}
    doc["rating"] = {"value": 1500, "rd": 350, "history": []}
    path = folder / STATS_NAME
    path.write_text(json.dumps(doc | extra))
    return path


def _open_dialog(qtbot, stats: Statistics) -> None:
    from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab()
    assert dialog.reset_button.isEnabled()


BIG = {
    "deals 2^31": {"classic/easy": _group(deals=2**31)},
    "matches 2^63": {"classic/easy": _group(matches=2**63)},
    "points 10^4000": {"classic/easy": _group(game_points_for=10**4000)},
    "three groups whose sum passes 2^31": {
        f"classic/{level}": _group(deals=800_000_000) for level in ("easy", "medium", "hard")
    },
}


@pytest.mark.parametrize("case", list(BIG))
def test_a_count_the_window_cannot_show_is_set_aside_and_the_dialog_opens(
    qtbot, tmp_path: Path, case: str
) -> None:
    _stats_file(tmp_path, BIG[case])
    stats = Statistics(tmp_path)
    assert stats.problem and stats.moved_to is not None, case
    _open_dialog(qtbot, stats)


def test_counting_stops_at_the_ceiling_so_the_file_stays_readable(tmp_path: Path) -> None:
    """QA round 4, re-run: a file at the ceiling was accepted, one more deal wrote 10^9,
    and the next start set the whole file aside."""
    from sixtysix_qt.storage import MAX_COUNT

    at_ceiling = {
        "classic/easy": _group(deals=MAX_COUNT, deals_won=MAX_COUNT - 1, matches=MAX_COUNT),
        "classic/hard": _group(deals=0, matches=0, game_points_for=MAX_COUNT - 1),
    }
    _stats_file(tmp_path, at_ceiling, streak=MAX_COUNT, best_streak=MAX_COUNT)
    stats = Statistics(tmp_path)
    assert stats.problem is None
    won = {"winner": 0, "game_points": 3, "reason": "declared", "scores": [3, 0]}
    for _ in range(2):
        stats.record_deal("classic", "easy", won)
        stats.record_deal("classic", "hard", won)
        stats.record_match("classic", "easy", won=True)
    again = Statistics(tmp_path)
    assert again.problem is None and again.moved_to is None
    totals = again.totals()
    assert totals["deals"] == totals["deals_won"] == totals["matches"] == MAX_COUNT
    assert totals["game_points_for"] == MAX_COUNT
    assert again.data["streak"] == again.data["best_streak"] == MAX_COUNT


def test_the_dialog_never_raises_even_on_counts_beyond_a_c_int(qtbot, tmp_path: Path) -> None:
    stats = Statistics(tmp_path)
    stats.group("classic", "easy")["deals"] = 2**40  # grown in memory: shown, never raised
    _open_dialog(qtbot, stats)


def test_version_true_is_no_version_and_the_rating_is_not_silently_reset(tmp_path: Path) -> None:
    path = _stats_file(tmp_path, {"classic/easy": _group()}, version=True)
    path.write_text(path.read_text().replace('"rd": 350', '"rd": 80').replace("1500", "1900"))
    stats = Statistics(tmp_path)
    assert stats.problem is not None and "statistics" in stats.problem
    assert stats.moved_to is not None and stats.moved_to.exists()  # the rating 1900 kept there


@pytest.mark.parametrize("stamp", ["\u0000" * 40, "9999-99-99T99:99:99Z", "2026-02-30T10:00:00Z"])
def test_a_rating_history_time_is_a_real_date(tmp_path: Path, stamp: str) -> None:
    rating = {"value": 1500, "rd": 300, "history": [[stamp, 1500, 300]]}
    _stats_file(tmp_path, {}, rating=rating)
    assert Statistics(tmp_path).problem is not None
    rating["history"] = [["2026-12-07T10:00:00Z", 1500, 300]]
    _stats_file(tmp_path, {}, rating=rating)
    assert Statistics(tmp_path).problem is None


# -- the command line -------------------------------------------------------------
def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    return subprocess.run(
        [sys.executable, "-m", "sixtysix_qt", "--data-dir", str(tmp_path / "D"), *args],
        env=scratch_env(home),
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.slow
def test_statistics_are_reset_from_the_command_line_even_unshowable_ones(tmp_path: Path) -> None:
    data = tmp_path / "D"
    data.mkdir()
    _stats_file(data, {"classic/easy": _group(deals=2**31)})
    done = _run(tmp_path, "--reset-statistics")
    assert done.returncode == 0, done.stderr
    assert "start again" in done.stderr and "Traceback" not in done.stderr
    stats = Statistics(data)
    assert stats.problem is None and stats.totals()["deals"] == 0
    assert not (data / LOCK_NAME).exists()


@pytest.mark.slow
def test_statistics_are_not_reset_under_a_running_game(qapp, tmp_path: Path) -> None:
    data = tmp_path / "D"
    data.mkdir()
    _stats_file(data, {"classic/easy": _group(deals=7)})
    guard = InstanceGuard(str(data))
    assert guard.claim() is Claim.OWNED
    try:
        done = _run(tmp_path, "--reset-statistics")
    finally:
        guard.release()
    assert done.returncode == 1 and "quit it" in done.stderr
    assert Statistics(data).totals()["deals"] == 7


BAD_VALUES = [
    ("--size", "99999999999x800"),
    ("--size", "100000x100000"),
    ("--size", "800x99999999999999999999"),
    ("--deals", "0"),
    ("--moves", "99999999999"),
    ("--seed", "9" * 40),
    ("--play-moves", "-4"),
    ("--screenshot", ""),
    ("--screenshot", "  "),
]


@pytest.mark.slow
@pytest.mark.parametrize(("option", "value"), BAD_VALUES)
def test_a_bad_command_line_value_is_one_sentence_and_exit_2(
    tmp_path: Path, option: str, value: str
) -> None:
    data, home = tmp_path / "D", tmp_path / "home"
    home.mkdir()
    game = Game(data, home, option, value)
    assert game.run(timeout=40) == 2, game.text()
    said = [line for line in game.err if line.strip()]
    assert len(said) == 1 and said[0].startswith(f"sixtysix: {option}"), game.text()
    assert not data.exists()  # no lock, no folder: nothing was started
