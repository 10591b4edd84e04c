"""The review-quality figures and their paired comparison (benchmarks/review_quality.py,
benchmarks/review_paired.py), on made-up runs."""

from __future__ import annotations

import json

import pytest

from benchmarks import review_paired, review_quality


def _run(flags66, flags7, cpu, plant_labels) -> dict:
    rows = [[name, "play AS", label, 1.0, 0.1] for name, label in plant_labels.items()]
    return {
        "experts": {
            "deals": 2,
            "decisions": 40,
            "flagged": len(flags66),
            "flag_rate": len(flags66) / 40,
            "flagged_either": len(set(map(tuple, flags66)) | set(map(tuple, flags7))),
            "agreement": 0.5,
            "times": cpu,
            "cpu": cpu,
            "flags": {"66": flags66, "7": flags7},
        },
        "plants": {
            "plants": len(rows),
            "caught": sum(r[2] != "good" for r in rows),
            "rate": 1.0,
            "same_label": len(rows),
            "flagged_either": len(rows),
            "flagged_both": len(rows),
            "flagged_same": len(rows),
            "costless": 0,
            "rows": rows,
        },
    }


def test_a_deal_s_review_time_is_both_seats() -> None:
    # review_quality times seat 0 then seat 1 of each deal
    assert review_paired.deal_times([1.0, 2.0, 3.0, 0.5]) == [3.0, 3.5]
    run = _run([], [], [1.0, 2.0, 3.0, 0.5], {})
    lines = review_quality.report(run["experts"], run["plants"])
    deal_line = next(line for line in lines if "per deal (both seats" in line)
    assert "median 3.25 s" in deal_line


def test_two_runs_are_compared_item_by_item() -> None:
    base = _run(
        [[1, 0, 4], [1, 1, 6]], [[1, 0, 4]], [1.0, 1.0, 2.0, 2.0], {"a": "good", "b": "mistake"}
    )
    variant = _run(
        [[1, 0, 4]], [[1, 0, 4]], [1.5, 1.5, 2.5, 2.5], {"a": "inaccuracy", "b": "mistake"}
    )
    lines = review_paired.compare(base, variant)
    assert "expert flags, seed 66: 2 -> 1 of 40; difference -2.50" in lines[0]
    assert "expert flags, seed 7: 1 -> 1 of 40; difference +0.00" in lines[1]
    assert "median 3.00 -> 4.00 s; mean difference +1.00 ± 0.00 s" in lines[3]
    assert "plants caught: 1 -> 2 of 2" in lines[4] and "+50.0" in lines[4]


def test_runs_of_other_deals_are_refused(tmp_path, capsys) -> None:
    base = _run([], [], [1.0, 1.0], {})
    other = json.loads(json.dumps(base))
    other["experts"]["decisions"] = 41
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(base))
    b.write_text(json.dumps(other))
    assert review_paired.main([str(a), str(b)]) == 2
    assert "different deals" in capsys.readouterr().err
    with pytest.raises(ValueError):
        review_paired.compare(base, other)
