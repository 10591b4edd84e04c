"""G1 (round 4): the data folder is held by its identity, not by its name.

A backup tool or a restore moves the folder away and makes a new one of the
same name while the game runs (``mv D D.old; mkdir D``).  The game then
writes nothing into the new folder (save, statistics, deals, solved puzzles,
settings), says so in one sentence, and on quitting removes only its own
lock: never the lock of a game that has since started on the new folder.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.review.puzzles import SolvedStore
from sixtysix_qt.storage import SaveStore, Statistics
from sixtysix_qt.ui.settings.store import FolderSettings, Settings
from sixtysix_qt.ui.system.local_channel import RAISE_REQUEST, RAISED_REPLY, ask
from sixtysix_qt.ui.system.single_instance import LOCK_NAME, Claim, InstanceGuard

from .harness import Game
from .hostile import finished_deal, played_match


def _replace(data: Path) -> Path:
    """What a backup tool does: the folder moves away, a new empty one takes its name."""
    old = data.with_name(data.name + ".old")
    os.rename(data, old)
    data.mkdir()
    return old


@pytest.fixture
def held(qapp, tmp_path: Path):
    data = tmp_path / "D"
    data.mkdir()
    guard = InstanceGuard(str(data))
    assert guard.claim() is Claim.OWNED
    yield data, guard
    guard.release()


def test_nothing_is_written_into_a_folder_that_replaced_the_held_one(held) -> None:
    data, _guard = held
    store, stats, archive = SaveStore(data), Statistics(data), DealArchive(data)
    solved = SolvedStore(data)
    settings = Settings(FolderSettings(str(data / "settings.ini")))
    store.save(played_match(3))
    old = _replace(data)
    with pytest.raises(FileNotFoundError, match="moved, deleted or replaced"):
        store.save(played_match(4))
    with pytest.raises(FileNotFoundError, match="moved, deleted or replaced"):
        stats.record_match("classic", "easy", won=True)
    with pytest.raises(FileNotFoundError, match="moved, deleted or replaced"):
        archive.add(finished_deal(), "easy")
    with pytest.raises(OSError):
        solved.mark("p1")
    with pytest.raises(FileNotFoundError):
        store.clear()  # the new folder's save (another game's) is not ours to delete
    settings.level = "hard"
    settings.sync()
    assert sorted(os.listdir(data)) == []
    assert (old / "current-match.json").exists()


def test_quitting_removes_only_our_own_lock_never_the_next_games(held) -> None:
    data, first = held
    old = _replace(data)
    second = InstanceGuard(str(data))
    assert second.claim() is Claim.OWNED  # the new folder is free: a new game may take it
    their_lock = (data / LOCK_NAME).read_bytes()
    first.release()
    assert (data / LOCK_NAME).read_bytes() == their_lock  # the second game's lock stays
    assert not (old / LOCK_NAME).exists()  # and ours went with the folder it was made in
    third = InstanceGuard(str(data))
    assert third.claim() is Claim.BUSY  # so no third game starts beside the second
    second.release()
    assert not (data / LOCK_NAME).exists()


def test_quitting_leaves_the_next_games_channel_alone(qtbot, held) -> None:
    """The first game's socket path names the new folder's socket once the folder is replaced."""
    data, first = held
    assert first.listen(lambda: None, lambda _p: None)
    old = _replace(data)
    assert (old / ".channel" / "game").exists()
    raised: list[str] = []
    second = InstanceGuard(str(data))
    assert second.claim() is Claim.OWNED
    assert second.listen(lambda: raised.append("raise"), lambda _p: None)
    first.release()
    assert not (old / ".channel" / "game").exists()  # ours went, where its folder went
    try:
        out: list[bytes] = []
        asking = threading.Thread(target=lambda: out.append(ask(str(data), RAISE_REQUEST)))
        asking.start()
        qtbot.waitUntil(lambda: bool(out), timeout=10_000)
        assert out == [RAISED_REPLY] and raised == ["raise"]
    finally:
        second.release()
    assert sorted(os.listdir(data)) == []  # the second game's channel went with it


def test_a_lock_another_game_put_in_our_place_is_left_alone(held) -> None:
    data, guard = held
    lock = data / LOCK_NAME
    lock.unlink()  # someone removed ours; a later game made its own
    lock.write_text("4242\nsixtysix\nhost\n")
    guard.release()
    assert lock.read_text() == "4242\nsixtysix\nhost\n"


def test_an_untouched_folder_still_saves_and_its_lock_goes_at_the_end(held) -> None:
    data, guard = held
    SaveStore(data).save(played_match(3))
    Statistics(data).record_match("classic", "easy", won=True)
    guard.release()
    assert sorted(os.listdir(data)) == ["current-match.json", "statistics.json"]


@pytest.mark.slow
def test_the_banner_says_the_folder_was_moved_or_replaced(qtbot, held) -> None:
    from sixtysix_qt.ui.shell.main_window import MainWindow

    data, _guard = held
    settings = Settings(QSettings(str(data.parent / "s.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings=settings, data_dir=data)
    qtbot.addWidget(win)
    try:
        win.session.saves.save(played_match(2))
        _replace(data)
        win.controller.new_match(win.controller.setup)  # its first save is refused
        assert win.storage_banner.text() == "Not saved: the data folder was moved or replaced"
        assert os.listdir(data) == []
    finally:
        win.controller.shutdown()


@pytest.mark.slow
def test_the_real_game_on_a_replaced_folder(tmp_path: Path) -> None:
    """The QA's run: game A plays on, game B starts on the new folder; A's quit leaves B's lock."""
    data, home = tmp_path / "D", tmp_path / "home"
    data.mkdir()
    home.mkdir()
    moves = ("--new-game", "--level", "easy", "--play-moves", "400")
    first = Game(data, home, *moves, "--seed", "21").start()
    second = None
    try:
        assert first.wait_for("played 3"), first.text()
        _replace(data)
        count = len(first.out)
        assert first.wait_for(f"played {int(first.out[-1].split()[-1]) + 3}"), first.text()
        assert len(first.out) > count and os.listdir(data) == []  # it plays on, writes nothing
        second = Game(data, home, *moves, "--seed", "22").start()
        assert second.wait_for("played 2"), second.text()
        assert (data / LOCK_NAME).read_text().split("\n")[0] == str(second.proc.pid)
        assert first.stop() == 0
        assert (data / LOCK_NAME).read_text().split("\n")[0] == str(second.proc.pid)
        assert second.stop() == 0
        assert not (data / LOCK_NAME).exists()
    finally:
        first.cleanup()
        if second is not None:
            second.cleanup()


def test_a_file_system_without_inode_numbers_is_known_by_name_as_before(
    tmp_path: Path, monkeypatch
) -> None:
    from sixtysix_qt import data_folder

    monkeypatch.setattr(data_folder, "identity", lambda _folder: (7, 0))
    data_folder.hold(tmp_path)
    try:
        assert data_folder.held_identity(tmp_path) is None
        SaveStore(tmp_path).save(played_match(2))  # no false alarm: it saves
    finally:
        data_folder.let_go(tmp_path)
