"""The quick test window and the wait that every table test shares."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt

from sixtysix_qt.engine import DealState, Match
from sixtysix_qt.ui.play.computer import RandomPlayer
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.shell.main_window import MainWindow


def open_window(qtbot, size: tuple[int, int] | None = (1100, 760), **kwargs) -> MainWindow:
    """A shown main window with random computer players and no animation or pacing.

    ``size=None`` keeps the size the window chose (e.g. restored from its settings).
    """
    win = MainWindow(**kwargs)
    win.controller.player_factory = lambda level, seed: RandomPlayer(seed)
    if "settings" in kwargs:
        win.table.set_speed("off")  # not win.set_speed: that is remembered in the settings
    else:
        win.set_speed("off")
    win.controller.pace_ms = 0
    if size is not None:
        win.resize(*size)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def settle(qtbot, win: MainWindow, timeout: int = 5000) -> None:
    """Wait until the human is to move (or the deal is over) and nothing is animating."""
    ctrl = win.controller
    qtbot.waitUntil(
        lambda: (ctrl.human_to_move() or ctrl.state.is_over) and not win.table.animator.busy,
        timeout=timeout,
    )


def click(qtbot, win: MainWindow, code: str) -> None:
    table = win.table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.click_point(code))


def find_position(
    want: Callable[[DealState], bool], first_dealer: int = 1, **options: object
) -> tuple[int, list[str]]:
    """A seed and actions leading to a state where seat 0 is to move and ``want`` holds."""
    for seed in range(1, 400):
        rng = random.Random(seed)
        match = Match("classic", seed=seed, first_dealer=first_dealer, **options)
        actions: list[str] = []
        s = match.state
        while not s.is_over:
            if s.to_move == 0 and want(s):
                return seed, actions
            legal = s.legal_actions()
            plays = [a for a in legal if a.startswith("play")] or legal
            a = rng.choice(plays)
            actions.append(a)
            s = match.apply(a)
    raise AssertionError("no such position in 400 seeds")


def start_at(win: MainWindow, seed: int, actions: list[str], first_dealer: int = 1, **opts):
    ctrl = win.controller
    ctrl.new_match(GameSetup(seed=seed, first_dealer=first_dealer, options=dict(opts)))
    for a in actions:
        ctrl.force(a)
    assert ctrl.human_to_move()
    return ctrl.state


def finish_deal(qtbot, win: MainWindow, seed: int = 3) -> DealState:
    """Play the human's moves at random until the deal on the table is over."""
    rng = random.Random(seed)
    ctrl = win.controller
    while True:
        settle(qtbot, win, timeout=20000)
        if ctrl.state.is_over:
            return ctrl.state
        ctrl.play(rng.choice(ctrl.human_actions()))


def finished_match(preset: str = "classic", seed: int = 7, target: int = 1) -> Match:
    """A whole match played out by each seat's first legal move (for the recap)."""
    match = Match(preset, seed=seed, game_target=target)
    while not match.is_over:
        while not match.state.is_over:
            match.apply(match.state.legal_actions()[0])
        if not match.is_over:
            match.next_deal()
    return match
