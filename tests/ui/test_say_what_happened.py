"""Say what happened (issue 41 point 4), through the real window.

A card never stays raised once the pointer moves on; a hinted close,
exchange or declaration is made with Enter like a hinted card; a greyed
action says why; the computer's exchange, close and marriage are put into
words on the table and in the status line; the deal's moves can be listed;
the practice notice comes before the first hint or undo counts.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from sixtysix_qt.engine import Kind
from sixtysix_qt.ui.play.controller import GameSetup

from .ui_helpers import find_position, open_window, settle, start_at


def _felt_point(table, other_than: QPoint | None = None) -> QPoint:
    """A point of the felt with no card on it (and not ``other_than``)."""
    from sixtysix_qt.ui.table.card_item import CardItem

    for x in range(20, table.viewport().width(), 25):
        for y in range(20, table.viewport().height(), 25):
            here = table.scene().items(table.mapToScene(QPoint(x, y)))
            if not any(isinstance(i, CardItem) for i in here) and QPoint(x, y) != other_than:
                return QPoint(x, y)
    raise AssertionError("no bare felt")


def _pointer_to(table, point: QPoint) -> None:
    """The pointer moves over the felt to ``point``: the move event goes to the table itself
    (a synthetic move through the screen could reach a window an earlier test left open)."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    viewport = table.viewport()
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(point),
        viewport.mapToGlobal(QPointF(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


@pytest.mark.slow
def test_a_card_that_slid_under_the_pointer_drops_when_it_moves_on(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    win.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    table = win.table
    rest = _felt_point(table)
    _pointer_to(table, rest)
    card = table.item(win.controller.state.hand(0)[0])
    card.setPos(table.mapToScene(rest))  # the card slides under the resting pointer
    table._sync_hover()  # as when an animation comes to rest
    assert card.hovered
    card.setPos(card.pos() + QPointF(0, 400))  # it moves on (as a card being played)
    away = _felt_point(table, other_than=rest)
    _pointer_to(table, away)
    assert not card.hovered
    card.setPos(table.mapToScene(away))
    table._sync_hover()
    assert card.hovered
    QApplication.sendEvent(table, QEvent(QEvent.Type.Leave))  # the pointer leaves the table
    assert not card.hovered
    win.controller.shutdown()


def _enter_after_hint(qtbot, win, action: str) -> None:
    win.table.setFocus()
    win.controller.hintReady.emit(action, "only_move")  # the hint arrives (as after H)
    assert win.hint_text().startswith("Hint:")
    qtbot.keyClick(win.table, Qt.Key.Key_Return)


@pytest.mark.slow
def test_enter_makes_a_hinted_close_exchange_or_declaration(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    win.table.gestures.ask_declare = False
    seed, actions = find_position(lambda s: "close" in s.legal_actions())
    start_at(win, seed, actions)
    settle(qtbot, win)
    _enter_after_hint(qtbot, win, "close")
    assert win.controller.state.closed
    seed, actions = find_position(lambda s: "exchange" in s.legal_actions())
    start_at(win, seed, actions)
    settle(qtbot, win)
    _enter_after_hint(qtbot, win, "exchange")
    assert win.controller.state.actions[-1] == "exchange"
    seed, actions = find_position(
        lambda s: s.side_points(0) >= 66 and "declare" in s.legal_actions(), auto_declare=False
    )
    start_at(win, seed, actions, auto_declare=False)
    settle(qtbot, win)
    _enter_after_hint(qtbot, win, "declare")
    assert win.controller.state.is_over and win.controller.state.actions[-1] == "declare"
    win.controller.shutdown()


def test_a_greyed_move_says_why_in_its_tooltip(qtbot):
    from sixtysix_qt.engine import Kind
    from sixtysix_qt.engine.why import REASONS, why_not
    from sixtysix_qt.ui.words.why import why_sentences

    assert set(why_sentences("9♥")) == set(REASONS)  # every reason of the engine is worded
    win = open_window(qtbot, size=(1100, 760))
    seed, actions = find_position(lambda s: why_not(s, 0, Kind.EXCHANGE) == "first_trick")
    start_at(win, seed, actions)
    settle(qtbot, win)
    exchange = win.commands.exchange
    assert not exchange.isEnabled()
    assert exchange.toolTip().startswith("Exchange after your first trick.")
    button = win.toolbar.widgetForAction(exchange)
    assert button.toolTip().startswith("Exchange after your first trick.")
    close = win.commands.close
    assert close.isEnabled() and "Close the talon (C)" in close.toolTip()
    assert "trick" not in close.toolTip()
    win.controller.pace_ms = 10**7  # the computer holds its reply
    win.controller.play(win.controller.human_actions()[0])
    qtbot.waitUntil(lambda: not win.table.animator.busy)
    assert win.commands.close.toolTip().startswith("Wait for your turn.")
    win.controller.shutdown()


def _computer_may(kind: str, first_dealer: int = 1) -> tuple[int, list[str]]:
    """A seed and moves to a position where the computer (seat 1) may ``kind``."""
    import random

    from sixtysix_qt.engine import Match

    for seed in range(1, 400):
        rng = random.Random(seed)
        match = Match("classic", seed=seed, first_dealer=first_dealer)
        s, moves = match.state, []
        while not s.is_over:
            legal = s.legal_actions()
            if s.to_move == 1 and any(a.startswith(kind) for a in legal):
                return seed, moves
            plays = [a for a in legal if a.startswith("play")] or legal
            moves.append(rng.choice(plays))
            s = match.apply(moves[-1])
    raise AssertionError(f"no position where the computer may {kind}")


def _computer_does(qtbot, win, kind: str) -> str:
    seed, moves = _computer_may(kind)
    ctrl = win.controller
    ctrl.pace_ms = 10**7  # the computers move only when the test says so
    ctrl.new_match(GameSetup(seed=seed, first_dealer=1))
    for a in moves:
        ctrl.force(a)
    action = next(a for a in ctrl.state.legal_actions() if a.startswith(kind))
    ctrl.force(action)
    qtbot.waitUntil(lambda: not win.table.animator.busy)
    return action


@pytest.mark.slow
def test_the_computers_close_exchange_and_marriage_are_said(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    news = win.news
    before = win.controller.state
    _computer_does(qtbot, win, "close")
    assert news.note.isVisible() and news.note.text() == "Peter closed the talon."
    assert win._status.text().startswith("Peter closed the talon.")
    view = win.table.mapToScene(win.table.viewport().rect()).boundingRect()
    assert view.contains(news.note.sceneBoundingRect())  # on the felt, where the eye is
    ctrl = win.controller
    ctrl.force(ctrl.state.legal_actions()[0])  # the computer plays its card: still said
    qtbot.waitUntil(lambda: not win.table.animator.busy)
    assert win._status.text().startswith("Peter closed the talon.")
    ctrl.play(ctrl.human_actions()[0])  # the player's move: the news is read
    assert not news.note.isVisible() and "closed" not in win._status.text()

    before = _computer_state_before(qtbot, win, "exchange")
    assert news.note.text() == (
        f"Peter exchanged the trump card: took {_name(before.trump_card)}, "
        f"put down {_name(win.controller.state.trump_card)}."
    )
    action = _computer_does(qtbot, win, "marry")
    points = win.controller.state.marriages[-1][2]
    assert news.note.text() == (
        f"Peter announced a marriage ({points} points) and led {_name(action.split()[1])}."
    )
    win.controller.shutdown()


def _name(card: str) -> str:
    from sixtysix_qt.ui.words.texts import card_name

    return card_name(card)


def _computer_state_before(qtbot, win, kind: str):
    seed, moves = _computer_may(kind)
    ctrl = win.controller
    ctrl.new_match(GameSetup(seed=seed, first_dealer=1))
    for a in moves:
        ctrl.force(a)
    before = ctrl.state
    ctrl.force(kind)
    qtbot.waitUntil(lambda: not win.table.animator.busy)
    return before


@pytest.mark.slow
def test_what_happened_lists_the_deals_moves(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    action = _computer_does(qtbot, win, "close")
    assert win.move_log.action.shortcut().toString() == "W"
    win.activateWindow()  # window shortcuts need the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    qtbot.keyClick(win, Qt.Key.Key_W)
    dialog = win.move_log.dialog
    assert dialog is not None and dialog.isVisible()
    lines = dialog.lines()
    assert lines[-1].endswith("Peter: talon closed") and action == "close"
    assert any(line.strip().startswith("Trick to ") for line in lines)
    moves = [line for line in lines if not line.startswith(" ")]
    assert len(moves) == len(win.controller.state.history)
    win.controller.force(win.controller.state.legal_actions()[0])
    assert len([x for x in dialog.lines() if not x.startswith(" ")]) == len(moves) + 1
    dialog.close()
    win.controller.shutdown()


@pytest.mark.slow
def test_the_practice_notice_comes_before_the_hint_and_leaves_the_table_be(qtbot):
    win = open_window(qtbot, size=(800, 600))
    win.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    ctrl, table, notice = win.controller, win.table, win.practice_notice
    where = table.geometry()
    win.commands.hint.trigger()
    assert notice.isVisible() and not ctrl.is_practice and not ctrl.hint_pending()
    assert table.geometry() == where  # over the felt: the table is not pushed down
    assert table.rect().contains(notice.geometry())
    qtbot.mouseClick(notice.cancel, Qt.MouseButton.LeftButton)  # Not now: nothing counted
    assert not notice.isVisible() and not ctrl.is_practice and not ctrl.hint_pending()
    win.commands.hint.trigger()
    with qtbot.waitSignal(ctrl.hintReady, timeout=20000):
        qtbot.mouseClick(notice.ok, Qt.MouseButton.LeftButton)  # Go ahead
    assert ctrl.is_practice and win._practice_label.isVisible()
    win.controller.shutdown()


@pytest.mark.slow
def test_enter_announces_a_hinted_marriage_even_when_asking_is_on(qtbot):
    win = open_window(qtbot, size=(1100, 760))
    win.table.gestures.ask_marriage = True  # a click would ask "announce or just play?"
    seed, actions = find_position(lambda s: any(a.startswith("marry") for a in s.legal_actions()))
    start_at(win, seed, actions)
    settle(qtbot, win)
    marry = str(next(a for a in win.controller.human_actions() if a.kind is Kind.MARRY))
    _enter_after_hint(qtbot, win, marry)  # the AI answers hints in text
    assert win.controller.state.actions[-1] == marry and win.controller.state.marriages
    win.controller.shutdown()
