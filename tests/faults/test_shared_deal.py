"""A shared deal opens with a double-click (``sixtysix DEAL``), and a hostile one stays data.

The real program, offscreen: a deal file given on the command line opens in
the review of a new window, or of the game already running on the folder
(passed through the single-instance socket); every hostile deal file sent to
a running game ends in a review judged afresh or one sentence, and the
window keeps answering all along.  How fast it answers is a speed figure,
not asserted here: the waits below are hang guards (``HANG_GUARD``).
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.ui.system.local_channel import OPENED_REPLY, ask, open_request
from sixtysix_qt.ui.system.single_instance import ask_first_to_raise

from .harness import Game, Tree, scratch_env
from .hostile import finished_deal, review_variants


@pytest.fixture
def folders(tmp_path: Path):
    data, home = tmp_path / "data", tmp_path / "home"
    data.mkdir()
    scratch_env(home)
    (data / "settings.ini").write_text("[window]\nwelcome_shown=true\n")
    games: list[Game] = []
    yield data, home, games
    for g in games:
        g.cleanup()


def _shared_deal(tmp_path: Path) -> Path:
    path = tmp_path / "look at this hand.sixtysix"
    (tmp_path / "made").mkdir()
    DealArchive(tmp_path / "made").add(finished_deal(), "easy").rename(path)
    return path


HANG_GUARD = 30.0
"""Seconds to wait for the window before calling it hung (it answers in well under one)."""


def _answers(folder: Path, times: int = 3) -> bool:
    """True if the window answers ``times`` round trips (its event loop is not stuck)."""
    return all(ask_first_to_raise(str(folder), timeout=HANG_GUARD) for _ in range(times))


@pytest.mark.slow
def test_a_deal_on_the_command_line_opens_in_a_new_window(folders, tmp_path: Path) -> None:
    data, home, games = folders
    deal = _shared_deal(tmp_path)
    g = Game(data, home, "--play-moves", "1", "--new-game", str(deal))
    games.append(g)
    g.start()
    assert g.wait_for("review open", 60), g.text()
    assert _answers(data)
    assert g.stop() == 0 and "Traceback" not in g.text()


@pytest.mark.slow
def test_a_deal_given_to_a_second_start_opens_in_the_running_game(folders, tmp_path) -> None:
    data, home, games = folders
    first = Game(data, home, "--play-moves", "1", "--new-game")
    games.append(first)
    first.start()
    assert first.wait_for("played 1", 60), first.text()
    deal = _shared_deal(tmp_path)
    second = Game(data, home, str(deal))
    games.append(second)
    assert second.run(60) == 0, second.text()
    assert any("was opened in its window" in line for line in second.err), second.text()
    assert first.wait_for("review open", 30), first.text()
    assert first.proc.poll() is None
    assert first.stop() == 0


@pytest.mark.slow
def test_every_hostile_deal_sent_to_the_running_game_leaves_it_responsive(
    folders, tmp_path: Path
) -> None:
    """F1-F3 through the real program: a review judged afresh or one sentence, never a hang."""
    data, home, games = folders
    trap = tmp_path / "a-fifo"
    os.mkfifo(trap)
    variants = review_variants(str(trap))
    files = []
    deals = data / "deals"
    deals.mkdir()
    for n, (name, make) in enumerate(sorted(variants.items()), 1):
        path = tmp_path / "shared" / f"{name}.sixtysix"
        path.parent.mkdir(exist_ok=True)
        make(path)
        shutil.copy(path, deals / f"deal-{n:08d}.json")  # the archive reads them too (find)
        files.append(path)
    tree = Tree(tmp_path, data)
    g = Game(data, home, "--play-moves", "1", "--new-game")
    games.append(g)
    g.start()
    assert g.wait_for("played 1", 60), g.text()
    for path in files:
        before = len(g.out)
        assert ask(str(data), open_request(str(path)), timeout=HANG_GUARD) == OPENED_REPLY
        end = time.monotonic() + HANG_GUARD
        while time.monotonic() < end:
            fresh = g.out[before:]
            if any(line.startswith(("review open", "dialog: ")) for line in fresh):
                break
            time.sleep(0.05)
        else:
            raise AssertionError(f"{path.name}: no review and no sentence\n{g.text()}")
        assert _answers(data, 2), path.name
    assert g.proc.poll() is None, g.text()
    assert g.stop() == 0 and "Traceback" not in g.text(), g.text()
    assert g.leftovers() == []
    assert tree.changes() == []  # the FIFO was never opened, nothing written outside
