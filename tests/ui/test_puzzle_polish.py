"""The Puzzles window through the real dialog: grouped by variant and difficulty, the refutation
after a wrong move, the solution from the puzzle's position with a sentence per move."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from sixtysix_qt.engine.moves import action_of
from sixtysix_qt.review.puzzles import best_moves, hero_value
from sixtysix_qt.ui.review.puzzle_dialog import PuzzleDialog


def _dialog(qtbot, tmp_path: Path) -> PuzzleDialog:
    dialog = PuzzleDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.table.set_speed("off")
    dialog.controller.pace_ms = 0
    return dialog


def test_the_list_is_grouped_by_variant_and_difficulty(qtbot, tmp_path) -> None:
    dialog = _dialog(qtbot, tmp_path)
    headings = [r for r, n in enumerate(dialog.rows) if n is None]
    assert len(headings) >= 6  # two variants, several difficulties each
    for r in headings:
        assert not dialog.list.item(r).flags() & Qt.ItemFlag.ItemIsSelectable
    keys = [(p.preset, p.difficulty) for p in dialog.puzzles]
    assert len(headings) == len(set(keys))
    dialog.list.setCurrentRow(headings[1])  # a heading is no puzzle
    assert dialog.current is not None
    dialog.close()


@pytest.mark.slow
def test_a_wrong_first_move_shows_the_refutation(qtbot, tmp_path) -> None:
    dialog = _dialog(qtbot, tmp_path)
    ctrl = dialog.controller
    values = hero_value(ctrl.start, 0)
    wrong = next(m for m, v in values.items() if v < dialog.current.value)
    assert ctrl.play(action_of(wrong))
    qtbot.waitUntil(lambda: "The computer answers" in dialog.status.text(), timeout=10000)
    text = dialog.status.text()
    assert "With best play from here you" in text and "Try again" in text
    qtbot.waitUntil(lambda: ctrl.state.is_over or ctrl.state.to_move == 0, timeout=10000)
    assert dialog.status.text() == text  # the answer landing does not take the sentence away
    dialog.close()


@pytest.mark.slow
def test_the_solution_starts_at_the_puzzle_and_says_each_move(qtbot, tmp_path) -> None:
    dialog = _dialog(qtbot, tmp_path)
    ctrl = dialog.controller
    puzzle = dialog.current
    values = hero_value(ctrl.start, 0)
    wrong = next(m for m, v in values.items() if v < puzzle.value)
    ctrl.play(action_of(wrong))
    qtbot.waitUntil(lambda: ctrl.state.is_over or ctrl.state.to_move == 0, timeout=10000)
    dialog.table.set_speed("normal")
    speeds = []
    ctrl.stateChanged.connect(lambda _old, _new: speeds.append(dialog.table.speed))
    qtbot.mouseClick(dialog.solution_button, Qt.MouseButton.LeftButton)
    assert speeds[0] == "off"  # back to the puzzle's position at once, no deal replayed
    assert dialog.table.speed == "normal"
    assert ctrl.state.actions[len(ctrl.start.actions) :] == puzzle.solution[:1]
    assert dialog.status.text().startswith("Move 1: you play")
    dialog.close()


def test_a_step_with_several_winning_moves_names_the_others(qtbot, tmp_path) -> None:
    dialog = _dialog(qtbot, tmp_path)
    for n, p in enumerate(dialog.puzzles):
        state = p.state()
        for done, action in enumerate(p.solution):
            if state.to_move == p.seat and len(best_moves(state, p.seat)) > 1:
                dialog.choose(n)
                sentence = dialog.step_sentence_at(done)
                assert "Also winning:" in sentence
                dialog.close()
                return
            state = state.apply(action)
    raise AssertionError("no puzzle step with several winning moves")
