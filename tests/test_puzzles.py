"""The bundled puzzles hold by the exact solver; playing one works as the dialog needs."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sixtysix_qt.review.puzzles import (
    PUZZLE_FILE,
    PuzzleGame,
    SolvedStore,
    best_moves,
    check_puzzle,
    hero_value,
    load_puzzles,
)

PUZZLES = load_puzzles()


def test_enough_small_puzzles_of_both_presets() -> None:
    assert len(PUZZLES) >= 100
    assert {p.preset for p in PUZZLES} == {"classic", "schnapsen"}
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert PUZZLE_FILE.stat().st_size < 150_000
    assert all(1 <= p.difficulty <= 5 for p in PUZZLES)
    assert all(p.seat == 0 for p in PUZZLES)  # the player sits at the bottom


def test_mirrored_position_swaps_the_seats() -> None:
    from sixtysix_qt.review.puzzles import mirrored

    state = PUZZLES[0].state()
    swapped = mirrored(state)
    assert swapped.hand(1) == state.hand(0) and swapped.hand(0) == state.hand(1)
    assert swapped.to_move == 1 - state.to_move and swapped.points(1) == state.points(0)


@pytest.mark.parametrize("puzzle", random.Random(13).sample(PUZZLES, 12), ids=lambda p: p.id)
def test_sampled_puzzle_has_exactly_one_best_first_move(puzzle) -> None:
    assert check_puzzle(puzzle) == []
    values = hero_value(puzzle.state(), puzzle.seat)
    assert sorted(values.values()).count(max(values.values())) == 1


def test_a_wrong_puzzle_is_caught() -> None:
    p = PUZZLES[0]
    from dataclasses import replace

    assert check_puzzle(replace(p, value=p.value + 1))
    assert check_puzzle(replace(p, difficulty=p.difficulty % 5 + 1))
    assert check_puzzle(replace(p, actions=p.actions[:-2] + ["play AC"]))


def test_playing_the_solution_solves_and_a_wrong_move_fails() -> None:
    p = PUZZLES[5]
    game = PuzzleGame(p)
    while not game.state.is_over:
        game.play(game.hint())
    assert game.solved
    game.retry()
    assert game.state == p.state() and game.still_possible
    best = best_moves(game.state, p.seat)[0]
    values = hero_value(game.state, p.seat)
    wrong = next(m for m, v in values.items() if v < p.value)
    from sixtysix_qt.engine.moves import move_text

    game.play(move_text(wrong))
    assert not game.still_possible and game.hint() is None
    assert move_text(best) == p.solution[0]
    states = PuzzleGame(p).solution_states()
    assert len(states) == len(p.solution) + 1 and states[-1].is_over


def test_solved_puzzles_are_remembered_and_a_damaged_file_is_moved_aside(tmp_path: Path) -> None:
    store = SolvedStore(tmp_path)
    store.mark("c001")
    assert "c001" in SolvedStore(tmp_path)
    (tmp_path / "puzzles-solved.json").write_text("{broken")
    again = SolvedStore(tmp_path)
    assert again.ids == set() and again.problem
    assert any(f.name.startswith("puzzles-solved.json.broken") for f in tmp_path.iterdir())
