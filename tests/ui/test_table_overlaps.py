"""No two items of the table that carry information overlap (issue 51 point 5's gate).

In every variant, at 800x600, 1366x768 and 1920x1080, a seeded deal is played through the
real window with the claim by hand (the 66!/101! chip shows) and the table's items are
walked after each keyframe: a hand, the talon, the trick, each pile, each label, the chip,
the score panel, the auction and the news banner must each keep to themselves. The news
once lay across the talon and the card just led, the 101! chip under a pile. The welcome
card is an overlay, but a computer's opening lead waits until it is put away.
"""

from __future__ import annotations

import random

import pytest

from sixtysix_qt.engine import PRESETS
from sixtysix_qt.ui.play.setup import GameSetup

from .table_overlaps import information_items, overlaps
from .ui_helpers import open_window

SIZES = ((800, 600), (1366, 768), (1920, 1080))


def _play_watching(qtbot, win, preset: str, seed: int) -> dict[str, int]:
    """Play a seeded deal (random moves for the player); each overlap and the move it came at."""
    found: dict[str, int] = {}
    ctrl = win.controller

    def look(*_args) -> None:
        for pair in overlaps(win):
            found.setdefault(pair, len(ctrl.state.actions))

    win.table.animator.frameLanded.connect(look)
    ctrl.new_match(
        GameSetup(preset=preset, seed=seed, first_dealer=1, options={"auto_declare": False})
    )
    rng = random.Random(seed)
    while True:
        qtbot.waitUntil(
            lambda: (ctrl.human_to_move() or ctrl.state.is_over) and not win.table.animator.busy,
            timeout=20000,
        )
        look()
        if ctrl.state.is_over:
            return found
        moves = [a for a in ctrl.human_actions() if a != "declare"] or ctrl.human_actions()
        ctrl.play(rng.choice(moves))


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("preset", PRESETS)
def test_no_information_on_the_table_covers_another(qtbot, preset, size):
    win = open_window(qtbot, size)
    try:
        found = _play_watching(qtbot, win, preset, seed=5)
    finally:
        win.controller.shutdown()
    assert not found, found


def test_the_gate_sees_the_news_across_the_led_card(qtbot):
    """The measure is real: a banner put on the trick is found."""
    win = open_window(qtbot, (1366, 768))
    try:
        win.controller.new_match(GameSetup(seed=3, first_dealer=0))
        qtbot.waitUntil(lambda: bool(win.table.animator.picture.trick), timeout=20000)
        win.news.say(lambda: "Computer closed the talon.")
        trick = information_items(win)["trick"][0].boundingRect()
        win.news.note.setPos(trick.center())
        assert "news / trick" in overlaps(win)
    finally:
        win.controller.shutdown()


@pytest.mark.slow
def test_the_computers_opening_lead_waits_for_the_welcome_card(qtbot):
    win = open_window(qtbot, (1920, 1080))
    ctrl = win.controller
    try:
        win.first_steps.show_welcome()
        ctrl.new_match(GameSetup(seed=3, first_dealer=0))  # the computer leads
        qtbot.wait(300)
        assert ctrl.state.actions == [] and win.first_steps.is_showing()
        win.first_steps.close_welcome()
        qtbot.waitUntil(lambda: len(ctrl.state.actions) > 0, timeout=20000)
    finally:
        ctrl.shutdown()
