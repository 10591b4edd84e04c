"""Sounds: the table's moves are heard as they land, softly, and never at the game's cost."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence

from sixtysix_qt.engine import Kind
from sixtysix_qt.resources import resource_path
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.sound import SOUND_NAMES
from sixtysix_qt.ui.sound.mixer import Mixer
from sixtysix_qt.ui.sound.output import open_device as real_open_device

from .ui_helpers import click, open_window, settle


class FakeDevice:
    def __init__(self) -> None:
        self.closed = False

    def close(self) -> None:
        self.closed = True


class Opener:
    """Stands in for the audio device: records each opening."""

    def __init__(self, error: Exception | None = None) -> None:
        self.error = error
        self.devices: list[FakeDevice] = []
        self.calls = 0

    def __call__(self, mixer: Mixer, rate: int) -> FakeDevice:
        self.calls += 1
        if self.error is not None:
            raise self.error
        self.devices.append(FakeDevice())
        return self.devices[-1]


def _sounding_window(qtbot, opener=None):
    win = open_window(qtbot)
    win.table.set_speed("fast")  # the cues follow the keyframes, so let there be some
    player = win.senses.player
    if opener is not None:
        player.opener = opener
    player.enabled = True
    return win, player


def _play_a_trick(qtbot, win) -> None:
    win.start(GameSetup(seed=5, first_dealer=1))
    settle(qtbot, win, 15000)
    card = next(a.card for a in win.controller.human_actions() if a.kind is Kind.PLAY)
    click(qtbot, win, card)
    qtbot.waitUntil(lambda: len(win.controller.state.actions) >= 2, timeout=15000)
    settle(qtbot, win, 15000)


@pytest.mark.slow
def test_a_deal_and_a_trick_are_heard_as_the_cards_land(qtbot) -> None:
    opener = Opener()
    win, player = _sounding_window(qtbot, opener)
    _play_a_trick(qtbot, win)
    heard = player.requested
    assert heard.count("deal") >= 4  # one tick a packet
    assert {"play", "trick"} <= set(heard)
    assert heard.index("play") < heard.index("trick")  # the card lands before the trick goes
    assert player.wait_idle()
    assert len(opener.devices) == 1  # opened once, lazily, for all of them
    assert any(player.mixer.pull(4000))  # and the samples reached the mixer
    win.senses.shutdown()
    assert opener.devices[0].closed


@pytest.mark.slow
def test_your_turn_is_heard_after_the_computer_moved(qtbot) -> None:
    win, player = _sounding_window(qtbot, Opener())
    win.start(GameSetup(seed=5, first_dealer=0))  # the computer leads the first trick
    settle(qtbot, win, 15000)
    assert win.controller.human_to_move()
    assert player.requested[-1] == "your_turn"
    win.senses.shutdown()


@pytest.mark.slow
def test_without_the_library_the_game_is_silent_and_goes_on(qtbot, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio -> ImportError
    win, player = _sounding_window(qtbot, real_open_device)
    _play_a_trick(qtbot, win)
    assert player.wait_idle()
    assert "miniaudio" in player.failure
    before = len(player.requested)
    player.play("play")  # silent from now on: nothing is queued, nothing raises
    assert len(player.requested) == before
    assert win.controller.human_to_move() or win.controller.state.is_over


@pytest.mark.slow
def test_a_device_that_raises_is_tried_once_and_the_game_goes_on(qtbot) -> None:
    opener = Opener(OSError("no sound card"))
    win, player = _sounding_window(qtbot, opener)
    _play_a_trick(qtbot, win)
    assert player.wait_idle()
    assert opener.calls == 1
    assert "no sound card" in player.failure
    assert len(win.controller.state.actions) >= 2


def _press_s(qtbot, win) -> None:
    was = win.commands.sound.isChecked()
    win.table.setFocus()
    qtbot.keyClick(win.table, Qt.Key.Key_S)
    if win.commands.sound.isChecked() == was:
        win.commands.sound.trigger()  # platforms whose offscreen plugin routes no shortcut


def test_the_s_key_and_the_menu_turn_sounds_off_and_the_setting_keeps_it(
    qtbot, tmp_path: Path
) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, settings=settings)
    player = win.senses.player
    assert player.enabled and win.commands.sound.isChecked()
    assert win.commands.sound in win.menus.settings.actions()
    assert win.commands.sound.shortcut() == QKeySequence("S")
    _press_s(qtbot, win)
    assert not player.enabled and settings.sound is False
    player.opener = Opener()
    player.play("play")
    assert player.requested == []  # muted: nothing asked of the device
    _press_s(qtbot, win)
    assert player.enabled and settings.sound is True
    settings.sound_volume = 0
    win.preferences.apply(language=False)
    player.play("play")
    assert player.requested == []  # volume 0 is silence too
    win.senses.shutdown()


def test_a_window_without_settings_is_silent(qtbot) -> None:
    win = open_window(qtbot)  # no settings: tests, --screenshot, --autoplay
    player = win.senses.player
    assert not player.enabled
    player.opener = Opener()
    player.play("deal")
    assert player.requested == []
    win.senses.shutdown()


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_sound_is_ours_short_and_soft(name: str) -> None:
    path = resource_path(f"sounds/{name}.wav")
    assert path.stat().st_size < 48_000
    with wave.open(str(path), "rb") as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, 16000)
        assert f.getnframes() / 16000 < 1.5
        data = f.readframes(f.getnframes())
    peak = max(
        abs(int.from_bytes(data[i : i + 2], "little", signed=True)) for i in range(0, len(data), 2)
    )
    assert 0 < peak < 32768 * 0.3  # under -10 dBFS before the volume setting scales it down


def test_the_mixer_sums_clips_and_ends_voices() -> None:
    from array import array

    mixer = Mixer()
    mixer.add(array("h", [30000] * 4), 1.0)
    mixer.add(array("h", [30000] * 2), 1.0)
    assert list(mixer.pull(3)) == [32767, 32767, 30000]
    assert list(mixer.pull(3)) == [30000, 0, 0]
    assert mixer.idle


@pytest.mark.slow
def test_the_wavs_are_what_the_generator_makes(tmp_path: Path) -> None:
    """The committed sounds come from our own script (MIT, assets/sounds/README.md)."""
    import importlib.util

    root = Path(__file__).resolve().parents[2] / "assets" / "sounds"
    spec = importlib.util.spec_from_file_location("make_sounds", root / "make_sounds.py")
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    assert set(make_sounds.SOUNDS) == set(SOUND_NAMES)
    for name, make in make_sounds.SOUNDS.items():
        made = make_sounds.write(name, make(), tmp_path)
        assert made.read_bytes() == (root / f"{name}.wav").read_bytes(), name
    assert "MIT" in (root / "README.md").read_text(encoding="utf-8")


def test_without_a_sound_server_no_server_is_woken(tmp_path: Path, monkeypatch) -> None:
    """PulseAudio would make folders to start a server: ALSA alone then, nothing written."""
    from types import SimpleNamespace

    from sixtysix_qt.ui.sound import output

    fake = SimpleNamespace(Backend=SimpleNamespace(ALSA="alsa"))
    monkeypatch.setattr(output.sys, "platform", "linux")
    assert output.linux_backends(fake, {"XDG_RUNTIME_DIR": str(tmp_path)}) == ["alsa"]
    (tmp_path / "pulse").mkdir()
    assert output.linux_backends(fake, {"XDG_RUNTIME_DIR": str(tmp_path)}) is None
    assert output.linux_backends(fake, {"PULSE_SERVER": "tcp:host"}) is None
    monkeypatch.setattr(output.sys, "platform", "win32")
    assert output.linux_backends(fake, {}) is None
