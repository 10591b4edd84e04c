"""The real program, offscreen, on prepared data folders: it starts or says why, loses nothing.

Every case checks the same four things: the game starts (or exits with one
sentence, never a traceback), a damaged file is kept aside, nothing outside
the data folder changed, and no process of the game is left behind.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from sixtysix_qt.storage import SAVE_NAME, STATS_NAME, SaveStore

from .harness import ROOT, Game, Tree, read_only, scratch_env, writable_again
from .hostile import SAVE_VARIANTS, snapshot


@dataclass
class Scratch:
    root: Path
    data: Path
    home: Path
    outside: Path
    games: list[Game] = field(default_factory=list)

    def game(self, *args: str, data: Path | None = None, **kw) -> Game:
        g = Game(self.data if data is None else data, self.home, *args, **kw)
        self.games.append(g)
        return g


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[Scratch]:
    s = Scratch(tmp_path, tmp_path / "data", tmp_path / "home", tmp_path / "outside")
    for p in (s.data, s.home, s.outside):
        p.mkdir()
    (s.outside / "precious.txt").write_text("precious outside text\n")
    scratch_env(s.home)  # makes the scratch HOME's folders before the snapshot
    yield s
    for g in s.games:
        g.cleanup()


@pytest.fixture
def untouched(scratch: Scratch) -> Iterator[Tree]:
    """Fails the test if anything outside the data folder was written."""
    tree = Tree(scratch.root, scratch.data)
    yield tree
    assert tree.changes() == [], "written outside the data folder"


def _played(g: Game, n: int = 1) -> None:
    assert g.wait_for(f"played {n}", 90), g.text()


def _clean_quit(g: Game, sig: int = signal.SIGTERM) -> None:
    assert g.stop(sig) == 0, g.text()
    assert g.leftovers() == [], g.text()
    assert "Traceback" not in g.text(), g.text()


def _kept(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(name + ".broken-")]


def _said(g: Game, words: str) -> bool:
    return any(words in line for line in g.out + g.err)


# -- damaged files through the real program ------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("variant", ["nested-lists-100k", "fifo", "link-to-dev-zero"])
def test_a_hostile_save_is_kept_aside_and_a_new_game_is_saved(scratch, untouched, variant):
    SAVE_VARIANTS[variant](scratch.data / SAVE_NAME)
    before = snapshot(scratch.data / SAVE_NAME)
    g = scratch.game("--play-moves", "1").start()
    _played(g)
    assert _said(g, "dialog: The saved game "), g.text()
    _clean_quit(g)
    kept = _kept(scratch.data, SAVE_NAME)
    assert len(kept) == 1 and snapshot(kept[0]) == before
    assert any(kept[0].name in line for line in g.out)  # the sentence names where it went
    assert SaveStore(scratch.data).load().match is not None  # the new game, saved


@pytest.mark.slow
def test_damaged_statistics_no_longer_stop_the_game(scratch, untouched):
    bad = b'{"version": 1, "groups": {"classic/easy": 5}}'
    (scratch.data / STATS_NAME).write_bytes(bad)
    g = scratch.game("--play-moves", "1", "--new-game").start()
    _played(g)
    assert _said(g, "dialog: The statistics file was damaged, so it was kept aside as"), g.text()
    _clean_quit(g)
    kept = _kept(scratch.data, STATS_NAME)
    assert len(kept) == 1 and kept[0].read_bytes() == bad


@pytest.mark.slow
def test_a_bad_save_in_a_read_only_folder_is_left_alone_and_said_so(scratch, untouched):
    (scratch.data / SAVE_NAME).write_text("{damaged")
    if not read_only(scratch.data):
        pytest.skip("cannot make a folder read-only here")
    try:
        g = scratch.game("--play-moves", "2").start()
        _played(g, 2)
        assert _said(g, "could not be moved aside either, so it is left as it is"), g.text()
        assert not _said(g, "kept aside as"), g.text()
        _clean_quit(g)
    finally:
        writable_again(scratch.data)
    assert (scratch.data / SAVE_NAME).read_text() == "{damaged"
    assert _kept(scratch.data, SAVE_NAME) == []


@pytest.mark.slow
def test_a_read_only_folder_plays_and_says_it_cannot_save(scratch, untouched):
    if not read_only(scratch.data):
        pytest.skip("cannot make a folder read-only here")
    try:
        g = scratch.game("--play-moves", "2").start()
        _played(g, 2)
        assert _said(g, "the game could not be written"), g.text()  # the banner's log line
        _clean_quit(g)
    finally:
        writable_again(scratch.data)
    assert list(scratch.data.iterdir()) == []


@pytest.mark.slow
def test_a_settings_link_is_not_written_through(scratch, untouched):
    target = scratch.outside / "precious.txt"
    (scratch.data / "settings.ini").symlink_to(target)
    g = scratch.game("--play-moves", "1", "--new-game").start()
    _played(g)
    _clean_quit(g)
    assert target.read_text() == "precious outside text\n"
    settings = scratch.data / "settings.ini"
    assert settings.is_file() and not settings.is_symlink()
    assert [p.name for p in scratch.data.iterdir() if p.name.startswith("settings.ini.link-")]


@pytest.mark.slow
def test_stray_temporaries_of_a_killed_write_are_cleaned(scratch, untouched):
    stray = scratch.data / f"{SAVE_NAME}.h9ekq3od.tmp"
    stray.write_text('{"half": ')
    g = scratch.game("--play-moves", "1", "--new-game").start()
    _played(g)
    _clean_quit(g)
    assert not stray.exists()


# -- signals, kills, two games -------------------------------------------------------
def _saved_doc(folder: Path) -> dict:
    return json.loads((folder / SAVE_NAME).read_text())


@pytest.mark.slow
def test_ctrl_c_in_the_terminal_quits_cleanly_and_keeps_the_save(scratch, untouched):
    g = scratch.game("--play-moves", "2", "--new-game").start()
    _played(g, 2)
    saved = (scratch.data / SAVE_NAME).read_bytes()
    os.killpg(g.proc.pid, signal.SIGINT)  # a terminal's Ctrl+C reaches the whole group
    assert g.wait() == 0, g.text()
    assert g.leftovers() == [] and "KeyboardInterrupt" not in g.text(), g.text()
    assert (scratch.data / SAVE_NAME).read_bytes() == saved
    assert not (scratch.data / "sixtysix.lock").exists()


@pytest.mark.slow
def test_sigterm_to_the_game_alone_quits_cleanly_and_keeps_the_save(scratch, untouched):
    g = scratch.game("--play-moves", "2", "--new-game").start()
    _played(g, 2)
    saved = (scratch.data / SAVE_NAME).read_bytes()
    _clean_quit(g, signal.SIGTERM)
    assert (scratch.data / SAVE_NAME).read_bytes() == saved


@pytest.mark.slow
def test_sigkill_leaves_no_helper_and_the_restart_resumes(scratch, untouched):
    g = scratch.game("--play-moves", "2", "--new-game", "--seed", "31").start()
    _played(g, 2)
    before = _saved_doc(scratch.data)
    g.kill()
    assert g.leftovers() == [], "the computer's worker or the resource tracker outlived the game"
    again = scratch.game("--play-moves", "1").start()
    _played(again)
    assert _said(again, "dialog: You have an unfinished match"), again.text()
    after = _saved_doc(scratch.data)
    assert after["seed"] == before["seed"]
    old, new = before["deals"][-1]["actions"], after["deals"][len(before["deals"]) - 1]["actions"]
    assert new[: len(old)] == old  # the same match, carried on from where it was killed
    _clean_quit(again)


@pytest.mark.slow
def test_a_second_game_on_the_folder_brings_the_first_forward(scratch, untouched):
    first = scratch.game("--play-moves", "1", "--new-game").start()
    _played(first)
    second = scratch.game("--new-game")
    assert second.run(60) == 0, second.text()
    assert _said(second, "already running with this data folder; its window was brought"), (
        second.text()
    )
    assert first.proc.poll() is None  # the first game plays on
    assert second.leftovers() == []
    _clean_quit(first)


# -- start-up checks that end with one sentence --------------------------------------
def _one_sentence(g: Game, rc: int, words: str) -> None:
    assert g.proc.returncode == rc, g.text()
    assert "Traceback" not in g.text() and _said(g, words), g.text()
    assert g.leftovers() == []


@pytest.mark.slow
def test_a_data_folder_that_is_a_file(scratch, untouched):
    path = scratch.data / "a-file"
    path.write_text("not a folder")
    g = scratch.game(data=path)
    g.run()
    _one_sentence(g, 1, "is a file, not a folder")
    assert path.read_text() == "not a folder"


@pytest.mark.slow
def test_a_data_folder_that_cannot_be_made(scratch, untouched):
    g = scratch.game(data=Path("/proc/sixtysix-cannot-exist"))
    g.run()
    _one_sentence(g, 1, "cannot be created")


@pytest.mark.slow
def test_an_empty_data_folder_is_an_error_not_the_real_one(scratch, untouched):
    g = scratch.game(data=Path(""))
    g.args[1] = ""
    g.run()
    _one_sentence(g, 1, "is empty: name a folder")
    g = scratch.game(env={"SIXTYSIX_DATA_DIR": ""})
    g.args = ["--lang", "en"]
    g.run()
    _one_sentence(g, 1, "is empty: name a folder")


@pytest.mark.slow
def test_no_display_says_how_to_play_in_the_terminal(scratch, untouched):
    g = scratch.game(env={"QT_QPA_PLATFORM": "", "DISPLAY": "", "WAYLAND_DISPLAY": ""})
    g.run()
    _one_sentence(g, 1, "to play in this terminal instead, run: python3 -m sixtysix_qt.cli")


@pytest.mark.slow
def test_bad_tool_arguments(scratch, untouched):
    g = scratch.game("--autoplay", "--deals", "-3", "--quit")
    g.run()
    _one_sentence(g, 2, "--deals must be from 1 to 1000000, not -3")
    picture = scratch.data / "table.jpg"
    g = scratch.game("--screenshot", str(picture), "--seed", "1")
    g.run()
    assert g.proc.returncode == 0, g.text()
    assert picture.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG, as the name says
    g = scratch.game("--screenshot", str(scratch.data / "table.xyz"))
    g.run()
    _one_sentence(g, 1, "--screenshot cannot write")


@pytest.mark.slow
def test_missing_card_art_is_one_sentence(scratch, untouched):
    import tempfile

    copy = Path(tempfile.mkdtemp(prefix="sixtysix-no-art-"))
    try:
        shutil.copytree(ROOT / "sixtysix_qt", copy / "sixtysix_qt", ignore=_no_art)
        shutil.copytree(ROOT / "assets", copy / "assets", ignore=_no_art)
        g = scratch.game("--new-game", env={"PYTHONPATH": str(copy)})
        g.run()
        _one_sentence(g, 1, "card pictures of the game are missing or damaged")
    finally:
        shutil.rmtree(copy)


def _no_art(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if n in ("cards", "__pycache__")]


@pytest.mark.slow
def test_helpers_die_with_their_parent_even_without_the_kernel_signal(tmp_path):
    """The watcher thread alone (other systems, or a spawn from a thread) ends the child."""
    import subprocess
    import sys
    import time

    ready = tmp_path / "child.pid"
    script = (
        "import os, sys, time, subprocess\n"
        "child = subprocess.Popen([sys.executable, '-c', "
        "'import os, sys, time; from sixtysix_qt.ui.play.parent_watch import die_with_parent; "
        "die_with_parent(int(sys.argv[1]), interval=0.1, kernel=False); "
        'open(sys.argv[2], "w").write(str(os.getpid())); time.sleep(60)\', '
        "str(os.getpid()), sys.argv[1]])\n"
        "time.sleep(60)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    parent = subprocess.Popen([sys.executable, "-c", script, str(ready)], env=env)
    try:
        for _ in range(200):
            if ready.exists() and ready.read_text():
                break
            time.sleep(0.05)
        child = int(ready.read_text())
        parent.kill()
        parent.wait(10)
        for _ in range(100):
            if not _alive(child):
                break
            time.sleep(0.05)
        assert not _alive(child)
    finally:
        parent.kill()


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


@pytest.mark.slow
def test_a_4_mb_save_is_set_aside_and_sigterm_is_honoured_at_start(scratch, untouched):
    """F3: the huge-deck save used to keep the game at full CPU for hours, deaf to SIGTERM.

    How soon it quits is a speed figure (the load is measured by benchmarks/bounds_bench.py);
    here it must quit at all, cleanly, with the save kept aside.
    """
    import time

    SAVE_VARIANTS["huge-deck-4mb"](scratch.data / SAVE_NAME)
    g = scratch.game().start()
    time.sleep(3)  # well into the start: the old code was still reading the deck
    assert g.stop(signal.SIGTERM, timeout=30) == 0, g.text()  # 30 s: a hang guard
    assert len(_kept(scratch.data, SAVE_NAME)) == 1
    assert g.leftovers() == []


@pytest.mark.slow
def test_a_data_folder_deleted_while_running_stops_the_saving(scratch, untouched):
    """F7: the writes used to make the folder again, without the lock: a second game then
    started on it and both wrote the same files."""
    g = scratch.game("--play-moves", "6", "--new-game").start()
    _played(g, 1)
    shutil.rmtree(scratch.data)
    _played(g, 4)
    assert _said(g, "the game could not be written"), g.text()  # the banner's log line
    assert not scratch.data.exists()
    _clean_quit(g)
    assert not scratch.data.exists(), list(scratch.data.rglob("*"))


@pytest.mark.slow
def test_a_settings_file_with_a_deep_variant_is_set_aside_and_the_game_starts(scratch, untouched):
    """F4: the 240 KB nested @Variant crashed Qt (SIGSEGV) on every start."""
    from .hostile import deep_variant_settings

    deep_variant_settings(scratch.data / "settings.ini")
    g = scratch.game("--play-moves", "1", "--new-game").start()
    _played(g)
    assert _said(g, "The settings file was damaged, so it was kept aside as settings.ini.broken-")
    _clean_quit(g)
    assert len(_kept(scratch.data, "settings.ini")) == 1


@pytest.mark.slow
def test_an_undecodable_folder_name_is_refused_not_split_in_two(scratch, untouched):
    """F11: the saves went to d-\\xff, the settings and the lock to d-\\ufffd."""
    odd = scratch.root / os.fsdecode(b"d-\xff")
    g = scratch.game(data=odd)
    g.run()
    _one_sentence(g, 1, "has a name that is not valid text")
    assert not os.path.lexists(odd) and not (scratch.root / "d-\ufffd").exists()
