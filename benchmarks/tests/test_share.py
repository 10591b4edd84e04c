"""The share of the all-seeing player's edge (benchmarks/share.py)."""

from __future__ import annotations

import json

import pytest

from benchmarks.research import share


def _run(path, preset, results):
    with open(path, "w", encoding="utf-8") as f:
        for index, nets in results.items():
            f.write(json.dumps({"preset": preset, "index": index, "a_net": nets}) + "\n")
    return str(path)


def test_the_share_is_the_ratio_of_sums_over_the_common_decks():
    full = {0: 2.0, 1: 2.0, 2: 1.0, 9: 3.0}
    part = {0: 1.0, 1: 0.0, 2: 1.5}
    value, low, high = share.share(full, part)
    assert value == pytest.approx(2.5 / 5.0)  # deck 9 is only in the all-seeing run
    assert low <= value <= high
    assert low < high


def test_the_command_names_the_share_and_refuses_other_presets(tmp_path, capsys):
    full = _run(tmp_path / "a.jsonl", "classic", {0: [2, 2], 1: [1, 3], 2: [2, 0]})
    part = _run(tmp_path / "b.jsonl", "classic", {0: [1, 1], 1: [0, 2], 2: [1, 0]})
    share.main([full, part])
    assert "3 decks, share 50.0%" in capsys.readouterr().out
    other = _run(tmp_path / "c.jsonl", "schnapsen", {0: [1, 1], 1: [0, 2]})
    with pytest.raises(SystemExit):
        share.main([full, other])
    assert "schnapsen" in capsys.readouterr().err


def test_an_all_seeing_run_without_an_edge_is_refused():
    with pytest.raises(ValueError, match="no edge"):
        share.share({0: 0.0, 1: 0.0}, {0: 1.0, 1: 0.0})
