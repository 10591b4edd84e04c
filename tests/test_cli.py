"""The terminal game: a scripted human seat, computer seats, and the module entry point."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from sixtysix_qt.cli import play_match

ROOT = Path(__file__).resolve().parents[1]


def test_a_scripted_seat_plays_a_deal_and_bad_input_is_explained():
    answers = iter(["dance", "play XX", *["1"] * 40])
    out = io.StringIO()
    match = play_match(
        "classic", 4, 0, 1, lambda s, seat: s.legal_actions()[0], lambda: next(answers), out
    )
    text = out.getvalue()
    assert match.finished and "deal over:" in text
    assert text.count("not possible:") == 2 and "not a card" in text


@pytest.mark.slow
def test_module_runs_a_match_of_computer_seats():
    proc = subprocess.run(
        [sys.executable, "-m", "sixtysix_qt.cli", "--auto", "--deals", "2", "--seed", "3"]
        + ["--preset", "schnapsen", "--level", "easy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("deal over:") == 2


@pytest.mark.slow
def test_unknown_option_is_a_usage_error_not_a_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "sixtysix_qt.cli", "--auto", "--option", "colour=red"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "colour" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.slow
def test_the_no_display_notice_names_a_command_that_runs():
    import importlib.util

    from sixtysix_qt.ui.system.startup_checks import TERMINAL_GAME

    words = TERMINAL_GAME.split()
    assert words[1] == "-m" and importlib.util.find_spec(words[2]) is not None
    proc = subprocess.run(
        [sys.executable, *words[1:], "--auto", "--deals", "1", "--seed", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0 and "deal over:" in proc.stdout, proc.stderr
