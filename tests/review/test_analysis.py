"""``python -m sixtysix_qt.review.analysis`` prints the review's verdicts; bad files exit 2."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sixtysix_qt.engine import new_deal
from sixtysix_qt.review.analysis import main
from sixtysix_qt.review.archive import write_deal_file
from sixtysix_qt.review.judge import review_deal

ROOT = Path(__file__).resolve().parents[2]


def _deal_file(tmp_path: Path) -> Path:
    rng = random.Random(4)
    state = new_deal("schnapsen", seed=4)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "deal.json"
    write_deal_file(path, state, {"seat": 1})
    return path


@pytest.mark.slow
def test_json_output_is_the_review(tmp_path: Path, capsys) -> None:
    path = _deal_file(tmp_path)
    assert main([str(path), "--json", "--worlds", "4", "--max-worlds", "8"]) == 0
    doc = json.loads(capsys.readouterr().out)
    from sixtysix_qt.review.archive import read_deal_file

    expected = review_deal(read_deal_file(path).state, 1, worlds=4, max_worlds=8).to_dict()
    assert doc == json.loads(json.dumps(expected))
    assert doc["seat"] == 1


@pytest.mark.slow
def test_text_output_names_every_decision(tmp_path: Path, capsys) -> None:
    path = _deal_file(tmp_path)
    assert main([str(path), "--seat", "0", "--worlds", "4", "--max-worlds", "8"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Seat 0:")
    count = int(out[0].split()[2])
    assert len([line for line in out if line[:3].strip().rstrip(".").isdigit()]) == count
    assert out[-1].startswith(("Total expected loss", "Biggest mistake"))
    assert any(re.fullmatch(r"Accuracy: \d{1,3}%", line) for line in out)


def test_bad_file_and_bad_seat_exit_two(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    assert main([str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main([str(_deal_file(tmp_path)), "--seat", "7"]) == 2
    assert bad.read_text() == "[1, 2"


@pytest.mark.slow
def test_runs_as_a_module(tmp_path: Path) -> None:
    path = _deal_file(tmp_path)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sixtysix_qt.review.analysis",
            str(path),
            "--worlds",
            "2",
            "--max-worlds",
            "4",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "decisions judged" in done.stdout


def test_the_window_and_the_command_line_take_the_one_door() -> None:
    """Issue 52: the Review window called ``ai.verdict`` while the command line went through
    ``review/analysis.py``; both now call ``review.judge.review_deal`` at its defaults."""
    from sixtysix_qt.review import analysis, judge
    from sixtysix_qt.ui.review import mode

    assert analysis.review_deal is judge.review_deal and mode.review_deal is judge.review_deal
    args = analysis._parser().parse_args(["deal.json"])
    assert (args.worlds, args.seed, args.max_worlds) == (
        judge.DEFAULT_WORLDS,
        judge.DEFAULT_SEED,
        judge.MAX_WORLDS,
    )
    assert (mode.REVIEW_WORLDS, mode.REVIEW_MAX_WORLDS) == (judge.DEFAULT_WORLDS, judge.MAX_WORLDS)
