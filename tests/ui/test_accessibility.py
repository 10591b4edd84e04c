"""Accessibility: names for every control and card, news for screen readers, keys for every
gesture, nothing told by colour alone, text that follows the desktop's font size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QToolButton

from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.table.felt_items import desktop_text_scale
from sixtysix_qt.ui.words.card_names import card_names, spoken_card

from .ui_helpers import click, find_position, open_window, settle, start_at


def _name(obj) -> str:
    return QAccessible.queryAccessibleInterface(obj).text(QAccessible.Text.Name)


def _description(obj) -> str:
    return QAccessible.queryAccessibleInterface(obj).text(QAccessible.Text.Description)


@pytest.mark.slow
def test_the_controls_the_table_and_every_card_have_names(qtbot) -> None:
    win = open_window(qtbot)
    win.start(GameSetup(seed=4, first_dealer=1))
    settle(qtbot, win)
    assert _name(win.table) == "Card table"
    buttons = [b for b in win.toolbar.findChildren(QToolButton) if b.isVisible()]
    assert len(buttons) >= 5
    for button in buttons:
        assert _name(button), button.objectName()
    state = win.controller.state
    hand = state.hand(0)
    for code in hand:
        assert win.table.item(code).accessibleName() == spoken_card(code)
    for code in state.hand(1):
        assert win.table.item(code).accessibleName() == "A face-down card"
    described = _description(win.table)
    assert "Your cards: " in described and "Your turn." in described
    assert all(spoken_card(code) in described for code in hand)
    assert "Queen of spades" in card_names().values() and len(card_names()) == 32


@pytest.mark.slow
def test_card_names_are_translated(qtbot, manager) -> None:
    win = open_window(qtbot)
    win.start(GameSetup(seed=4, first_dealer=1))
    settle(qtbot, win)
    manager.set_language("lv")
    assert spoken_card("QS") == "Pīķa dāma" and spoken_card("TH") == "Ercena desmitnieks"
    code = win.controller.state.hand(0)[0]
    assert win.table.item(code).accessibleName() == spoken_card(code)
    assert _name(win.table) != "Card table"
    manager.set_language("uk")
    assert spoken_card("QS") == "Дама пік"


@pytest.mark.slow
def test_a_move_is_announced_and_the_status_line_tells_readers(qtbot, monkeypatch) -> None:
    events = []
    monkeypatch.setattr(
        QAccessible, "updateAccessibility", lambda event: events.append((event.type(), event))
    )
    win = open_window(qtbot)
    win.start(GameSetup(seed=5, first_dealer=1))
    settle(qtbot, win)
    card = next(a.card for a in win.controller.human_actions() if a.kind is Kind.PLAY)
    events.clear()
    click(qtbot, win, card)
    qtbot.waitUntil(lambda: len(win.controller.state.actions) >= 2, timeout=10000)
    settle(qtbot, win)
    said = [e.message() for kind, e in events if kind == QAccessible.Event.Announcement]
    assert any(f"You: {spoken_card(card)}." in text for text in said)
    assert any("Peter: " in text for text in said)  # the computer's answer, by its name
    status = win.senses.status_line
    assert any(kind == QAccessible.Event.NameChanged and e.object() is status for kind, e in events)


def test_every_gesture_of_the_mouse_has_a_key(qtbot) -> None:
    win = open_window(qtbot)
    a = win.commands
    keyed = {
        a.marry: "M",
        a.exchange: "E",
        a.close: "C",
        a.declare: "D",
        a.last: "L",
        a.won: "T",
        a.hint: "H",
        a.sound: "S",
    }
    for action, key in keyed.items():
        assert action.shortcut() == QKeySequence(key), action.text()
    assert QKeySequence("N") in a.next.shortcuts()
    assert a.guide in win.menus.help.actions()  # "Show me" of the welcome card, from the menu
    # the pile of won cards (a click when the rules allow it) is W
    win.start(GameSetup(seed=4, first_dealer=1, options={"review_tricks": True}))
    settle(qtbot, win)
    assert a.won.isVisible()
    a.won.trigger()
    assert win.table.reviewing
    a.won.trigger()
    assert not win.table.reviewing


def test_a_card_that_cannot_be_played_sits_lower_not_only_darker(qtbot) -> None:
    def strict_with_a_refused_card(s):
        plays = {
            Action.parse(x).card for x in s.legal_actions() if Action.parse(x).kind is Kind.PLAY
        }
        return bool(s.current_trick()) and len(plays) < len(s.hand(0))

    seed, actions = find_position(strict_with_a_refused_card)
    win = open_window(qtbot)
    state = start_at(win, seed, actions)
    settle(qtbot, win)
    items = [win.table.item(c) for c in state.hand(0)]
    dimmed = [i for i in items if i.dimmed]
    playable = [i for i in items if not i.dimmed]
    assert dimmed and playable
    assert all(i.lift() < 0 for i in dimmed) and all(i.lift() >= 0 for i in playable)
    assert "(cannot be played now)" in _description(win.table)


def test_the_text_on_the_felt_follows_the_desktop_font_size(qtbot) -> None:
    win = open_window(qtbot)
    win.start(GameSetup(seed=4))
    settle(qtbot, win)
    before = win.table.geometry_model.font_px
    app = QApplication.instance()
    old = QFont(app.font())
    try:
        large = QFont(old)
        large.setPointSizeF(15.0)
        app.setFont(large)
        assert desktop_text_scale() == 1.5
        win.resize(1101, 760)  # any relayout reads the desktop's font again
        qtbot.waitUntil(lambda: win.table.geometry_model.font_px > before * 1.2, timeout=2000)
    finally:
        app.setFont(old)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("kind", "english", "latvian"),
    [
        (Kind.MARRY, "You announce a marriage: ", "Jūs piesakāt pāri: "),
        (Kind.EXCHANGE, "You exchange the trump card and take ", "Jūs maināt atvērto trumpi"),
        (Kind.CLOSE, "You close the talon.", "Jūs aizverat kavu."),
    ],
)
def test_the_players_own_moves_are_said_in_the_players_person(
    qtbot, manager, qm_cache, kind, english, latvian
) -> None:
    """Round 4: "%1 announces a marriage" said for the player gave "You announces" (lv "Jūs
    piesaka"); the player's own marriage, exchange and closing have sentences of their own."""

    def offered(s) -> bool:
        return any(Action.parse(a).kind is kind for a in s.legal_actions())

    seed, actions = find_position(offered)
    win = open_window(qtbot)
    start_at(win, seed, actions)
    before = win.controller.state
    move = next(a for a in before.legal_actions() if Action.parse(a).kind is kind)
    after = before.apply(move)
    news = win.table.accessibility.news(before, after)
    assert english in news and "announces" not in news and "exchanges" not in news
    manager.set_language("lv")
    assert latvian in win.table.accessibility.news(before, after)
    win.controller.shutdown()
