"""Save and resume: a killed program comes back to the same position; bad save files are set aside.

One test runs the real program as a child process (offscreen, its own data
folder), lets it play a few moves, kills it with SIGKILL mid-deal and then
checks both the save file and a window that resumes from it.  The others
put damaged save files in a folder and start a window on it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from sixtysix_qt.engine import Match
from sixtysix_qt.storage import SAVE_NAME, SaveStore
from sixtysix_qt.ui.dialogs import questions
from sixtysix_qt.ui.play.computer import RandomPlayer
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.shell.app import main as app_main
from sixtysix_qt.ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def window_on(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings=settings, data_dir=folder)
    win.controller.player_factory = lambda level, seed: RandomPlayer(seed)
    win.controller.pace_ms = 10**6  # the computer may think but not move: positions stay put
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


class Answer:
    """Answers the resume question without a modal loop, and keeps what was asked."""

    def __init__(self) -> None:
        self.resume = True
        self.asked: list[str] = []

    def exec_(self, box: QMessageBox) -> int:
        self.asked.append(box.text())
        (box.resume_button if self.resume else box.new_button).click()
        return 0


@pytest.fixture
def answer(monkeypatch) -> Answer:
    ans = Answer()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: ans.exec_(box))
    return ans


def _read_lines(proc: subprocess.Popen, lines: list[str]) -> None:
    for line in proc.stdout:
        lines.append(line.strip())


@pytest.mark.slow
def test_resume_after_a_kill_mid_deal(qtbot, tmp_path, answer):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SIXTYSIX_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, "-m", "sixtysix_qt", "--lang", "en", "--seed", "11"]
    cmd += ["--level", "easy", "--speed", "off", "--play-moves", "3"]
    proc = subprocess.Popen(
        cmd,
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,  # its own group: the AI helper process dies with it
    )
    lines: list[str] = []
    reader = threading.Thread(target=_read_lines, args=(proc, lines), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        while "played 3" not in lines:
            assert proc.poll() is None, f"the game exited early: {lines}"
            assert time.monotonic() < deadline, f"no moves played: {lines}"
            time.sleep(0.05)
        time.sleep(0.4)  # the computer may answer: whatever was saved last must come back
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)

    store = SaveStore(tmp_path)
    outcome = store.load()
    assert outcome.problem is None and outcome.match is not None
    saved = outcome.match.state
    assert not saved.is_over and len(saved.actions) >= 5  # three of ours, the computer's replies
    assert store.extra()["level"] == "easy" and store.extra()["seats"] == ["human", "computer"]
    assert not any(p.name.startswith(SAVE_NAME + ".broken") for p in tmp_path.iterdir())

    win = window_on(qtbot, tmp_path)
    assert win.start_or_resume(GameSetup(seed=99)) is True
    assert answer.asked and "unfinished match" in answer.asked[0]
    assert win.controller.state == saved  # the exact DealState
    assert win.controller.match.scores == outcome.match.scores
    assert win.controller.setup.level == "easy"
    table = win.table
    assert not table.animator.busy and not table._dealing  # no deal animation on resume
    assert sorted(table.animator.picture.hands[0]) == sorted(saved.hand(0))
    win.controller.shutdown()


def _a_saved_match(folder: Path) -> Path:
    match = Match("classic", seed=21, first_dealer=1)
    for _ in range(4):
        match.apply(match.state.legal_actions()[0])
    SaveStore(folder).save(match, {"level": "hard", "seats": ["human", "computer"]})
    return folder / SAVE_NAME


def _truncate(path: Path) -> None:
    text = path.read_text()
    path.write_text(text[: len(text) // 2])


def _tamper(path: Path) -> None:
    doc = json.loads(path.read_text())
    match = Match("classic", seed=21, first_dealer=1)
    state = match.state
    foreign = state.hand(1)[0]  # a card the player to move does not hold
    doc["deals"][0]["actions"][0] = f"play {foreign}"
    path.write_text(json.dumps(doc))


def _newer(path: Path) -> None:
    doc = json.loads(path.read_text())
    doc["version"] = 999
    path.write_text(json.dumps(doc))


def _garbage(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 8)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("spoil", "words"),
    [
        (_truncate, "damaged"),
        (_tamper, "damaged"),
        (_newer, "newer version"),
        (_garbage, "damaged"),
    ],
)
def test_a_bad_save_file_is_set_aside_with_one_sentence(
    qtbot, tmp_path, monkeypatch, answer, spoil, words
):
    path = _a_saved_match(tmp_path)
    spoil(path)
    bad = path.read_bytes()
    told: list[str] = []
    monkeypatch.setattr(questions, "tell", lambda parent, title, text: told.append(text))
    win = window_on(qtbot, tmp_path)
    assert win.start_or_resume(GameSetup(seed=5, first_dealer=1)) is False
    assert len(told) == 1 and words in told[0] and "new game starts" in told[0]
    assert not answer.asked  # nothing to resume
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(SAVE_NAME + ".broken-")]
    assert len(kept) == 1 and kept[0].name in told[0]
    assert kept[0].read_bytes() == bad  # the bad file is kept as it was
    m = win.controller.match
    assert m is not None and m.seed == 5 and not m.finished  # a fresh match
    assert SaveStore(tmp_path).load().match.seed == 5  # and it is saved in place
    win.controller.shutdown()


def test_declining_to_resume_starts_afresh(qtbot, tmp_path, answer):
    _a_saved_match(tmp_path)
    answer.resume = False
    win = window_on(qtbot, tmp_path)
    assert win.start_or_resume(GameSetup(seed=6, first_dealer=1)) is False
    assert answer.asked
    assert win.controller.match.seed == 6
    assert SaveStore(tmp_path).load().match.seed == 6
    win.controller.shutdown()


def test_odd_extras_in_a_save_fall_back_to_defaults(qtbot, tmp_path, answer):
    path = _a_saved_match(tmp_path)
    doc = json.loads(path.read_text())
    doc["app"] = {"level": "grandmaster", "seats": ["robot"], "practice": "yes"}
    path.write_text(json.dumps(doc))
    win = window_on(qtbot, tmp_path)
    assert win.start_or_resume() is True
    assert win.controller.setup.level in ("easy", "medium", "hard", "expert")
    assert win.controller.setup.seats == ("human", "computer")
    assert not win.controller.is_practice
    win.controller.shutdown()


@pytest.mark.slow
def test_screenshot_mode_touches_no_save(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("SIXTYSIX_DATA_DIR", str(data))
    shot = tmp_path / "shot.png"
    assert app_main(["--screenshot", str(shot), "--seed", "3", "--lang", "en"]) == 0
    assert shot.exists() and list(data.iterdir()) == []
