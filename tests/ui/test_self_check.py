"""sixtysix --self-check: one line per part, and exit 1 when a part a build promises is missing."""

from __future__ import annotations

import io
import sys

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.ui.shell import self_check
from sixtysix_qt.ui.sound import output


def _run() -> tuple[int, str]:
    out = io.StringIO()
    return self_check.run(out), out.getvalue()


@pytest.fixture
def a_device(monkeypatch):
    """A machine with a sound card (the CI has none; its absence is allowed anyway)."""
    monkeypatch.setattr(output, "playback_devices", lambda: ["Speakers"])


@pytest.mark.skipif(not native.COMPILED, reason="this checkout has no compiled core")
def test_a_whole_copy_passes_and_names_each_part(qapp, a_device) -> None:
    code, text = _run()
    assert code == 0, text
    for part in ("compiled core", "sound library", "sound device", "translations", "fonts"):
        assert f"self-check: {part}: ok" in text
    assert "self-check: local channel: ok" in text and "5 of 5" in text
    assert text.rstrip().endswith("self-check: passed")


def test_without_the_sound_library_the_check_fails(qapp, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio -> ImportError
    code, text = _run()
    assert code == 1
    assert "self-check: sound library: MISSING" in text
    assert "FAILED: missing sound library" in text


def test_without_a_device_the_check_still_passes_what_was_promised(qapp, monkeypatch) -> None:
    monkeypatch.setattr(output, "playback_devices", lambda: [])
    finding = self_check.sound_device()
    assert not finding.ok and not finding.promised
    assert "absent (allowed)" in finding.line()


def test_a_missing_catalogue_is_missing(qapp, monkeypatch) -> None:
    from sixtysix_qt.ui.words import i18n

    real = i18n.find_qm
    monkeypatch.setattr(i18n, "find_qm", lambda code, *a: None if code == "uk" else real(code, *a))
    finding = self_check.translations()
    assert not finding.ok and finding.promised and "not loaded: uk" in finding.detail


def test_the_pure_python_core_is_missing(qapp, monkeypatch) -> None:
    monkeypatch.setattr(native, "COMPILED", False)
    finding = self_check.compiled_core()
    assert not finding.ok and finding.promised


@pytest.mark.slow
def test_the_command_line_has_it(qapp, monkeypatch, capsys) -> None:
    from sixtysix_qt.ui.shell import app

    monkeypatch.setattr(self_check, "CHECKS", (self_check.fonts,))
    assert app.main(["--self-check"]) == 0
    assert "self-check: fonts: ok" in capsys.readouterr().out
