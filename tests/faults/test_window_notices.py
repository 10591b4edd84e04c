"""What the window tells the player when storage fails: a banner, honest sentences, no loss."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from sixtysix_qt.storage import SAVE_NAME, LoadOutcome, SaveBlocked, SaveStore, Statistics
from sixtysix_qt.ui.dialogs import questions
from sixtysix_qt.ui.dialogs.questions import bad_save_sentence
from sixtysix_qt.ui.play.computer import RandomPlayer
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.shell.main_window import MainWindow

from .hostile import played_match


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = MainWindow(settings=settings, data_dir=tmp_path)
    win.controller.player_factory = lambda level, seed: RandomPlayer(seed)
    win.controller.pace_ms = 10**6
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def _full_disk(*_args, **_kw) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.slow
def test_a_failing_save_shows_the_banner_until_a_save_works(window, monkeypatch) -> None:
    banner = window.storage_banner
    window.start(GameSetup(seed=3, first_dealer=1))
    assert banner.isHidden()
    monkeypatch.setattr(SaveStore, "save", _full_disk)
    window.session.autosave()
    assert banner.isVisible() and "Not saved" in banner.text()
    assert "No space left" in banner.toolTip()
    monkeypatch.undo()
    window.session.autosave()
    assert banner.isHidden() and SaveStore(window.saves.folder).load().match is not None


@pytest.mark.slow
def test_failing_statistics_show_their_own_banner(window, monkeypatch) -> None:
    window.start(GameSetup(seed=3, first_dealer=1))
    monkeypatch.setattr(Statistics, "_save", _full_disk)
    window.session.record_deal({"winner": 0, "scores": [1, 0], "reason": "declared"})
    assert "Statistics not recorded" in window.storage_banner.text()


def test_a_save_that_could_not_be_moved_is_not_said_to_be_kept_aside(window) -> None:
    outcome = LoadOutcome(None, "x", "damaged", None, kept_in_place=True)
    sentence = bad_save_sentence(outcome)
    assert "kept aside as" not in sentence and "?" not in sentence
    assert "left as it is" in sentence and "will not be saved" in sentence


def test_a_blocked_save_says_so_in_the_banner(window, monkeypatch, tmp_path) -> None:
    told = []
    monkeypatch.setattr(questions, "tell", lambda *a: told.append(a[2]))
    window.saves.blocked = "the bad save file could not be moved aside (Read-only file system)"
    window.matches.tell_bad_save(LoadOutcome(None, "x", "damaged", None, kept_in_place=True))
    window.start(GameSetup(seed=3, first_dealer=1))
    assert isinstance(window.storage_banner.failing["save"], SaveBlocked)
    assert "damaged saved game" in window.storage_banner.text()
    assert "could not be moved aside" in window.storage_banner.toolTip()
    assert not (tmp_path / SAVE_NAME).exists()  # nothing was written in its place


@pytest.mark.slow
@pytest.mark.parametrize("how", ["escape", "close"])
def test_escape_or_closing_the_resume_question_keeps_the_match(window, tmp_path, how) -> None:
    match = played_match(6)
    SaveStore(tmp_path).save(match)

    def dismiss() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(20, dismiss)
        elif how == "escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        else:
            box.close()

    QTimer.singleShot(20, dismiss)
    assert window.start_or_resume(GameSetup(seed=9)) is True
    assert window.controller.match.seed == match.seed
    assert SaveStore(tmp_path).load().match.seed == match.seed


@pytest.mark.parametrize("say", ["tell", "notice"])
def test_a_start_up_sentence_on_a_real_screen_is_plain_text_in_our_words(
    qtbot, monkeypatch, say: str
) -> None:
    """A folder's name may hold markup: the start-up message box shows it as it is, with the
    game's own button words (tell and notice share one box since they were one copy)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    from sixtysix_qt.ui.system import startup_checks

    shown = []
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    getattr(startup_checks, say)("The folder <b>/tmp/<img src=x></b> is odd.")
    (box,) = shown
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.text() == "The folder <b>/tmp/<img src=x></b> is odd."
    assert all(b.text() for b in box.buttons())


@pytest.mark.parametrize("answers", [True, False])
def test_a_second_start_shows_a_dialog_only_when_the_running_game_does_not_answer(
    qtbot, monkeypatch, tmp_path: Path, answers: bool
) -> None:
    """When the running game came forward (or opened the deal), a dialog from the second
    start would only cover it: the sentence goes to the terminal alone."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    from sixtysix_qt.ui.system import startup_checks
    from sixtysix_qt.ui.system.single_instance import Claim, InstanceGuard

    shown = []
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    monkeypatch.setattr(InstanceGuard, "claim", lambda self: Claim.BUSY)
    monkeypatch.setattr(startup_checks, "ask_first_to_raise", lambda folder: answers)
    monkeypatch.setattr(startup_checks, "ask_first_to_open", lambda folder, deal: answers)
    for deal in (None, str(tmp_path / "a deal.sixtysix")):
        code = startup_checks.claim_data_folder(str(tmp_path), deal)
        assert code == (0 if answers else 1)
    assert len(shown) == (0 if answers else 2)
    if not answers:
        assert str(tmp_path / "sixtysix.lock") in shown[0]  # the file to remove, one kind of slash
