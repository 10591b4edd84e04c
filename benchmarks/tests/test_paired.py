"""The paired comparison of saved arena runs (benchmarks/paired.py)."""

from __future__ import annotations

import json

import pytest

from benchmarks import paired


def _run(path, preset, results):
    with open(path, "w", encoding="utf-8") as f:
        for index, nets in results.items():
            f.write(json.dumps({"preset": preset, "index": index, "a_net": nets}) + "\n")
    return str(path)


def test_the_difference_is_taken_deck_by_deck(tmp_path):
    base = _run(tmp_path / "a.jsonl", "schnapsen", {0: [1, -1], 1: [2, 0], 2: [0, 0], 7: [3, 3]})
    variant = _run(tmp_path / "b.jsonl", "schnapsen", {0: [1, -1], 1: [3, 1], 2: [-1, 1]})
    c = paired.compare(paired.deck_means(base)[1], paired.deck_means(variant)[1])
    assert c["decks"] == 3  # deck 7 is only in the base
    assert c["base"] == pytest.approx(1 / 3)
    assert c["diff"] == pytest.approx(1 / 3)  # 0, +1, 0
    assert c["same"] == 2
    assert c["half"] > 0


def test_runs_of_other_presets_or_broken_lines_are_refused(tmp_path, capsys):
    base = _run(tmp_path / "a.jsonl", "schnapsen", {0: [1, -1], 1: [2, 0]})
    other = _run(tmp_path / "b.jsonl", "classic", {0: [1, -1], 1: [2, 0]})
    with pytest.raises(SystemExit):
        paired.main([base, other])
    assert "classic" in capsys.readouterr().err
    broken = tmp_path / "c.jsonl"
    broken.write_text('{"preset": "schnapsen", "index": 0}\n', encoding="utf-8")
    with pytest.raises(SystemExit):
        paired.main([base, str(broken)])
    assert "line 1 is not a saved deal" in capsys.readouterr().err


def test_the_command_prints_one_line_per_variant(tmp_path, capsys):
    base = _run(tmp_path / "a.jsonl", "classic", {0: [1, -1], 1: [2, 0], 2: [0, 1]})
    variant = _run(tmp_path / "b.jsonl", "classic", {0: [1, 1], 1: [2, 0], 2: [0, 1]})
    paired.main([base, variant, variant])
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2
    assert "3 decks" in out[0] and "paired difference +0.333" in out[0]
