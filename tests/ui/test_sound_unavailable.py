"""No sound library or no device: the Sounds command and the settings say so, never "Sounds on."."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.sound import output
from sixtysix_qt.ui.sound.output import availability as real_availability  # conftest stubs it

from .ui_helpers import open_window


def _window(qtbot, tmp_path: Path, monkeypatch, answer: str):
    monkeypatch.setattr(output, "availability", lambda: answer)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.sound  # the stored choice is "on"
    win = open_window(qtbot, settings=settings)
    qtbot.waitUntil(lambda: win.senses.unavailable == answer or not answer, timeout=5000)
    return win, settings


def _status_messages(win) -> list[str]:
    said: list[str] = []
    win.table.statusMessage.connect(said.append)
    return said


@pytest.mark.parametrize(
    ("answer", "words"),
    [(output.NO_DEVICE, "no sound device"), (output.NO_LIBRARY, "no sound library")],
)
def test_s_says_sounds_are_unavailable_and_the_menu_stays_unticked(
    qtbot, tmp_path: Path, monkeypatch, answer: str, words: str
) -> None:
    win, settings = _window(qtbot, tmp_path, monkeypatch, answer)
    sound = win.commands.sound
    assert not sound.isChecked() and not win.senses.player.enabled
    said = _status_messages(win)
    sound.trigger()  # what S does
    assert not sound.isChecked()
    assert said and words in said[-1] and "unavailable" in said[-1]
    assert not any("Sounds on" in text for text in said)
    assert settings.sound is True  # the player's choice is kept for a machine that can play
    win.preferences.apply(language=False)  # OK in the settings dialog re-applies them
    assert not sound.isChecked() and not win.senses.player.enabled
    win.senses.shutdown()


@pytest.mark.slow
def test_the_settings_dialog_says_sounds_are_unavailable_and_keeps_the_choice(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    win, settings = _window(qtbot, tmp_path, monkeypatch, output.NO_DEVICE)
    problem = win.senses.problem()
    assert "no sound device" in problem
    dialog = SettingsDialog(settings, win, sound_problem=problem)
    qtbot.addWidget(dialog)
    assert not dialog.sound.isChecked() and not dialog.sound.isEnabled()
    assert not dialog.sound_volume.isEnabled()
    note = dialog.findChild(QLabel, "sound-unavailable")
    assert note is not None and note.text() == problem and not note.isHidden()
    dialog.restore_defaults()
    assert not dialog.sound.isChecked()
    dialog.accept()
    assert settings.sound is True
    win.senses.shutdown()


def test_where_sounds_can_be_heard_the_dialog_shows_no_note(qtbot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked() and dialog.sound.isEnabled()
    assert dialog.findChild(QLabel, "sound-unavailable").isHidden()


def test_the_probe_tells_a_missing_library_from_a_missing_device(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio -> ImportError
    assert real_availability() == output.NO_LIBRARY


@pytest.mark.parametrize("breakage", ["raises", "no version"])
def test_a_library_that_does_not_load_is_no_library(
    monkeypatch, tmp_path: Path, breakage: str
) -> None:
    """QA round 4's fake libraries: one raises OSError at import (a .so it cannot open), one
    has no version; the probe thread died with a traceback and --self-check crashed."""
    from sixtysix_qt.ui.shell import self_check

    if breakage == "raises":
        (tmp_path / "miniaudio.py").write_text(
            'raise OSError("libminiaudio.so: cannot open shared object file")\n'
        )
        monkeypatch.syspath_prepend(str(tmp_path))
        monkeypatch.delitem(sys.modules, "miniaudio", raising=False)
    else:
        monkeypatch.setitem(sys.modules, "miniaudio", types.ModuleType("miniaudio"))
    assert real_availability() == output.NO_LIBRARY
    finding = self_check.sound_library()
    assert not finding.ok and "ImportError" in finding.detail


def test_alsas_null_device_is_no_device(monkeypatch) -> None:
    class Devices:
        def __init__(self, backends=None) -> None:
            pass

        def get_playbacks(self):
            return [{"name": "Discard all samples (playback) or generate zero samples (capture)"}]

    fake = type(sys)("miniaudio")
    fake.Devices = Devices
    fake.Backend = type("Backend", (), {"ALSA": "alsa"})
    fake.__version__ = "0"
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    assert output.playback_devices() == []
    assert real_availability() == output.NO_DEVICE
