"""Declaring 66 is a moment (issue 41 point 3), through the real window.

The chip glows when the claim is good and fades when it is not, the status
line offers the claim only when it matters, the question says what is true
(the count, and what a false claim gives the other side, scored by the
engine) with Declare the default for a good claim, and four-hand says 101.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.ui.play.controller import GameSetup

from .ui_helpers import find_position, open_window, settle, start_at


@pytest.fixture
def window(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    win.table.gestures.ask_declare = True
    yield win
    win.controller.shutdown()


def _question(qtbot, win) -> QMessageBox:
    win.commands.declare.trigger()
    box = win.table.gestures.declare_box
    assert box is not None and box.isVisible()
    return box


def _button(box: QMessageBox, text: str):
    return next(b for b in box.buttons() if b.text() == text)


def _brightest_ink(win) -> int:
    """The lightest pixel of the 66! toolbar button: cream words, or faint ones."""
    button = win.toolbar.widgetForAction(win.commands.declare)
    assert button.isEnabled()  # a false claim stays possible
    image = button.grab().toImage()
    return max(
        image.pixelColor(x, y).lightness()
        for x in range(image.width())
        for y in range(image.height())
    )


@pytest.mark.slow
def test_a_good_claim_glows_is_offered_and_declare_is_the_default(qtbot, window):
    seed, actions = find_position(
        lambda s: s.side_points(0) >= 66 and "declare" in s.legal_actions(), auto_declare=False
    )
    start_at(window, seed, actions, auto_declare=False)
    settle(qtbot, window)
    points = window.controller.state.side_points(0)
    chip = window.table.hud.declare_chip
    assert chip.isVisible() and chip.text() == "66!" and chip._active and not chip._faded
    assert "declare 66 (D)" in window._status.text()
    assert _brightest_ink(window) > 220  # the toolbar's 66! in the words' cream
    box = _question(qtbot, window)
    assert f"You have {points} card points: the claim is good." in box.informativeText()
    assert box.defaultButton() is _button(box, "Declare")
    box.escapeButton().click()  # Escape still keeps playing
    assert not window.controller.state.is_over


def test_a_false_claim_is_faint_not_offered_and_says_what_it_gives_away(qtbot, window):
    window.controller.new_match(GameSetup(seed=3, first_dealer=1, options={"auto_declare": False}))
    settle(qtbot, window)
    s = window.controller.state
    assert s.side_points(0) == 0 and "declare" in s.legal_actions()
    chip = window.table.hud.declare_chip
    assert chip.isVisible() and chip._faded and not chip._active
    assert "declare" not in window._status.text()  # not offered as if it mattered at 0
    assert _brightest_ink(window) < 200  # the toolbar's 66! faint too (round 4: it looked active)
    assert window.commands.declare.toolTip().startswith(
        "You have 0 card points: the claim would be false."
    )
    scored = s.apply("declare").result.game_points  # the engine's score for a false claim
    box = _question(qtbot, window)
    text = box.informativeText()
    assert "You have 0 card points: the claim would be false." in text
    assert f"The other side would score {scored} game points." in text
    assert box.defaultButton() is _button(box, "Keep playing")
    box.defaultButton().click()
    assert not window.controller.state.is_over


def test_four_hand_claims_101(qtbot, window):
    window.controller.new_match(
        GameSetup(preset="four-hand", seed=3, first_dealer=3, options={"auto_declare": False})
    )
    settle(qtbot, window, timeout=20000)
    assert window.commands.declare.iconText() == "101!"
    assert "101" in window.commands.declare.text()
    assert Action(Kind.DECLARE) in window.controller.human_actions()
    assert window.table.hud.declare_chip.text() == "101!"
    box = _question(qtbot, window)
    assert box.text() == "Declare 101 now?"
    box.escapeButton().click()
