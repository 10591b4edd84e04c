"""The shell through the real window: F2 asks before a match is thrown away, the resume question,
the practice notice, and Help -> Welcome."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from sixtysix_qt.engine import Match
from sixtysix_qt.ui.dialogs.questions import AbandonQuestion, ResumeQuestion
from sixtysix_qt.ui.play.computer import HintAdvisor
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings import Settings

from .ui_helpers import open_window, settle

SHOTS = Path("/tmp/sixtysix-shell-shots")


def shot(widget, name: str) -> None:
    """Keep a picture of what the test saw (under /tmp, never in the repository)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(SHOTS / f"{name}.png"))


def ini(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, tmp_path):
    win = open_window(qtbot, settings=ini(tmp_path), data_dir=tmp_path)
    win.controller.computer.advisor = HintAdvisor(in_process=False, seconds=0.2)
    yield win
    win.controller.shutdown()


class Asked:
    """Stands in for the modal loop of a question box: clicks one of its buttons."""

    def __init__(self, monkeypatch, choose: str) -> None:
        self.boxes: list[QMessageBox] = []
        self.choose = choose
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self._exec(box))

    def _exec(self, box: QMessageBox) -> int:
        self.boxes.append(box)
        shot(box, box.objectName() or "question")
        if self.choose == "escape":
            box.escapeButton().click()
        else:
            getattr(box, self.choose).click()
        return 0


def _play_a_move(qtbot, win) -> None:
    win.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    win.controller.play(win.controller.human_actions()[0])
    settle(qtbot, win)


def test_f2_mid_match_asks_and_escape_keeps_the_match(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "escape")
    _play_a_move(qtbot, window)
    match = window.controller.match
    assert window.commands.again.shortcut().toString() == "F2"
    window.commands.again.trigger()
    assert len(asked.boxes) == 1 and isinstance(asked.boxes[0], AbandonQuestion)
    assert window.controller.match is match and len(match.state.actions) > 0


def test_f2_mid_match_new_game_starts_a_new_match(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "new_button")
    _play_a_move(qtbot, window)
    match = window.controller.match
    window.commands.again.trigger()
    assert asked.boxes and window.controller.match is not match
    assert window.controller.match.state.actions == []


def test_f2_before_any_move_and_after_the_match_asks_nothing(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "escape")
    window.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    first = window.controller.match
    window.commands.again.trigger()  # nothing played yet: nothing to lose
    assert not asked.boxes and window.controller.match is not first


def test_the_resume_question_escape_resumes(qtbot, tmp_path, monkeypatch):
    match = Match("classic", seed=21, first_dealer=1)
    match.apply(match.state.legal_actions()[0])
    box = ResumeQuestion(match)
    qtbot.addWidget(box)
    assert box.escapeButton() is box.resume_button and box.defaultButton() is box.resume_button
    texts = sorted(b.text() for b in box.buttons())
    assert texts == ["&New game", "&Resume"]
    asked = Asked(monkeypatch, "escape")
    assert box.wants_resume() is True and asked.boxes == [box]


def test_a_hint_says_once_that_the_match_is_practice(qtbot, window):
    window.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    notice = window.practice_notice
    assert not notice.isVisible()
    with qtbot.waitSignal(window.controller.hintReady, timeout=10000):
        window.commands.hint.trigger()
    assert notice.isVisible()
    assert notice.text.text() == (
        "Hints and undo make this match practice: it is kept apart in your statistics"
    )
    shot(window, "practice-notice")
    qtbot.mouseClick(notice.ok, Qt.MouseButton.LeftButton)
    assert not notice.isVisible()
    window.controller.play(window.controller.human_actions()[0])
    settle(qtbot, window)
    window.undo()  # already practice: said once is enough
    assert not notice.isVisible()
    assert window.settings.practice_notice  # OK alone keeps it for the next matches


def test_dont_tell_me_again_is_remembered(qtbot, window):
    _play_a_move(qtbot, window)
    window.undo()
    notice = window.practice_notice
    assert notice.isVisible()
    notice.never.setChecked(True)
    notice.ok.click()
    assert window.settings.practice_notice is False
    window.start(GameSetup(seed=4, first_dealer=1))
    settle(qtbot, window)
    window.controller.play(window.controller.human_actions()[0])
    settle(qtbot, window)
    window.undo()
    assert window.controller.is_practice and not notice.isVisible()
