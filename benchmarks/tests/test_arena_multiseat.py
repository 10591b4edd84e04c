"""The arena's bookkeeping for three and four players (benchmarks/arena.py)."""

from __future__ import annotations

import importlib.util
import statistics
import sys
from pathlib import Path

import pytest

ARENA = Path(__file__).resolve().parents[2] / "benchmarks" / "arena.py"
_spec = importlib.util.spec_from_file_location("benchmarks_arena", ARENA)
arena = importlib.util.module_from_spec(_spec)
sys.modules["benchmarks_arena"] = arena  # the worker pool pickles its functions by name
_spec.loader.exec_module(arena)

PRESETS = ["three-hand", "four-hand", "bidding"]


def test_seatings_rotate_level_a_over_every_seat_or_side():
    assert arena.seatings("three-hand", "A", "B") == [
        (("A", "B", "B"), 0),
        (("B", "A", "B"), 1),
        (("B", "B", "A"), 2),
    ]
    for preset in ("four-hand", "bidding"):
        assert arena.seatings(preset, "A", "B") == [
            (("A", "B", "A", "B"), 0),
            (("B", "A", "B", "A"), 1),
        ]


def test_a_result_subtracts_the_other_seats_or_side():
    assert arena.a_result("three-hand", [2, 0, 0], 0) == 2
    assert arena.a_result("three-hand", [0, 3, 0], 0) == -1.5
    assert arena.a_result("three-hand", [0, 1, 0], 1) == 1
    assert arena.a_result("three-hand", [1, 0, 2], 1) == -1.5
    assert arena.a_result("four-hand", [0, 2], 1) == 2
    assert arena.a_result("four-hand", [0, 2], 0) == -2
    # bidding: a failed bid is negative for the bidders, the defenders still count
    assert arena.a_result("bidding", [-2, 1], 0) == -3
    assert arena.a_result("bidding", [-2, 1], 1) == 3
    assert arena.a_result("bidding", [0, 0], 1) == 0  # thrown in


@pytest.mark.parametrize("preset", PRESETS)
def test_a_level_against_itself_is_exactly_symmetric(preset):
    k = 3 if preset == "three-hand" else 2
    results = [arena.duplicate_multi((preset, i, "easy", "easy", {})) for i in range(2)]
    for res in results:
        assert len(res["a_net"]) == len(res["scores"]) == k
        # the seat's player seed does not depend on the level, so every seating
        # replays the very same deal ...
        assert all(sc == res["scores"][0] for sc in res["scores"])
        # ... and A's results per seat/side are recomputed from the scores ...
        for mine, (sc, net) in enumerate(zip(res["scores"], res["a_net"], strict=True)):
            assert net == arena.a_result(preset, sc, mine)
        # ... which add up to exactly zero over the group
        assert sum(res["a_net"]) == 0
        assert res["lat"]["easy"]
    s = arena.summary_multi(results)
    assert s["groups"] == 2 and s["deals"] == 2 * k
    assert s["mean"] == 0 and s["half"] == 0
    if preset != "three-hand":
        # team presets: every deal is won by one side or thrown in
        assert s["wins"] == s["losses"]
    text = arena.report("easy", "easy", results, target=7, elapsed=0.0, preset=preset)
    assert f"2 duplicate groups ({2 * k} deals, {k} seatings each)" in text
    assert "+0.000  95% CI [+0.000, +0.000]" in text


def test_summary_averages_groups_and_counts_single_deals():
    results = [
        {"index": 0, "a_net": [2, -1.5, 0], "lat": {}},
        {"index": 1, "a_net": [1, 1, -0.5], "lat": {}},
    ]
    s = arena.summary_multi(results)
    means = [0.5 / 3, 1.5 / 3]
    assert s["mean"] == pytest.approx(statistics.fmean(means))
    assert s["half"] == pytest.approx(1.96 * statistics.stdev(means) / 2**0.5)
    assert (s["groups"], s["deals"], s["wins"], s["losses"]) == (2, 6, 3, 2)


def test_main_runs_a_multiseat_preset(capsys):
    arena.main(["easy", "medium", "--preset", "bidding", "--deals", "2", "--workers", "1"])
    out = capsys.readouterr().out
    assert "easy vs medium (bidding): 2 duplicate groups (4 deals, 2 seatings each)" in out
    assert "latency medium" in out


def test_split_runs_merge_to_the_same_report(tmp_path, capsys):
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    common = ["easy", "medium", "--preset", "bidding", "--workers", "1"]
    arena.main([*common, "--deals", "3", "--save", str(first)])
    arena.main([*common, "--deals", "2", "--start", "3", "--save", str(second)])
    arena.main([*common, "--deals", "5"])
    capsys.readouterr()
    arena.main([*common, "--merge", str(first), str(second)])
    merged = capsys.readouterr().out.splitlines()
    arena.main([*common, "--deals", "5"])
    whole = capsys.readouterr().out.splitlines()
    assert "5 duplicate groups" in merged[1]
    assert merged[2] == whole[2]  # the mean and its CI
    assert merged[3] == whole[3]  # the win and loss rates


def test_merge_refuses_a_deal_twice_or_another_pairing(tmp_path, capsys):
    saved = tmp_path / "a.jsonl"
    arena.main(
        [
            "easy",
            "medium",
            "--preset",
            "bidding",
            "--workers",
            "1",
            "--deals",
            "2",
            "--save",
            str(saved),
        ]
    )
    for argv, message in (
        (["easy", "medium", "--merge", str(saved), str(saved)], "cannot merge"),
        (["easy", "hard", "--preset", "bidding", "--merge", str(saved)], "other settings"),
    ):
        with pytest.raises(SystemExit):
            arena.main(argv)
        assert message in capsys.readouterr().err
    saved.write_text("not json\n")
    with pytest.raises(SystemExit):
        arena.main(["easy", "medium", "--preset", "bidding", "--merge", str(saved)])
    assert "is not a saved deal" in capsys.readouterr().err
