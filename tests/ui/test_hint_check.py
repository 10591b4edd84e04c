"""``sixtysix --hint-check``: the packaged build's proof that the computer's process answers hints."""

from __future__ import annotations

import multiprocessing

import pytest

from sixtysix_qt.ui.shell.app import main as app_main


@pytest.mark.slow
def test_hint_check_prints_a_hint_from_the_computers_process(qapp, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SIXTYSIX_DATA_DIR", str(tmp_path))
    assert app_main(["--hint-check", "--seed", "3", "--lang", "en"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out and out[-1].startswith("hint: play "), out
    assert "from the computer's process" in out[-1]
    pid = int(out[-1].rsplit(" ", 1)[1])
    assert pid != multiprocessing.current_process().pid
    assert list(tmp_path.iterdir()) == []  # a tool mode: no save, no settings


@pytest.mark.slow
def test_hint_check_fails_when_no_process_answered(qapp, capsys, monkeypatch):
    """A hint worked out in the game's own thread (no child process) is not what it checks."""
    monkeypatch.setattr(multiprocessing, "active_children", lambda: [])
    assert app_main(["--hint-check", "--seed", "3", "--lang", "en"]) == 1
    assert "came without the computer's process" in capsys.readouterr().out
