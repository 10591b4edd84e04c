"""The newcomer's play-test points (issue 14), each driven through the real window offscreen.

Every test plays through the window as a person would (clicks, keys, the
pointer resting on the hand) and asserts what the table then shows.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt

from sixtysix_qt.engine import Action, Kind, Match
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.shell.main_window import MainWindow
from sixtysix_qt.ui.table.card_item import CardItem

from .ui_helpers import click, find_position, open_window, settle, start_at


@pytest.fixture
def window(qtbot):
    win = open_window(qtbot, size=(1280, 800))
    yield win
    win.controller.shutdown()


def info(win: MainWindow) -> dict[str, str]:
    return {label: value for label, value, _c in win.table.hud.info._rows}


def click_call(qtbot, win: MainWindow, action: str) -> None:
    table = win.table
    rect = table.hud.bidding.button_scene_rect(Action.parse(action))
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(rect.center())
    )


def hold_the_computers(win: MainWindow) -> None:
    """The computers never move by themselves: the test makes their calls."""
    win.controller.pace_ms = 10**7


# -- 1. bidding: the first lead chooses trump; the calls are explained ---------------
def test_auction_panel_explains_every_call(qtbot, window):
    window.controller.new_match(GameSetup(preset="bidding", seed=1, first_dealer=3))
    settle(qtbot, window)
    legend = " ".join(window.table.hud.bidding.legend())
    for level, points in ((1, 33), (2, 66), (3, 99), (4, 132)):
        assert f"{level}\u00a0=\u00a0{points}" in legend
    assert "moon" in legend and "all 6 tricks" in legend and "partner sits out" in legend
    assert "first card led chooses trump" in legend


@pytest.mark.slow
def test_won_auction_says_the_first_lead_chooses_trump(qtbot, window):
    ctrl = window.controller
    hold_the_computers(window)
    ctrl.new_match(GameSetup(preset="bidding", seed=1, first_dealer=3))
    settle(qtbot, window)
    click_call(qtbot, window, "bid 1")
    for _ in range(3):
        ctrl.force("pass")
    settle(qtbot, window)
    assert ctrl.state.phase == "play" and ctrl.state.trump_suit is None
    assert info(window)["Trump"] == "chosen by your first card"
    assert window._status.text().startswith("Your turn: lead a card. Its suit becomes trump.")
    card = ctrl.state.hand(0)[0]
    click(qtbot, window, card)
    qtbot.waitUntil(lambda: not window.table.animator.busy, timeout=5000)
    assert info(window)["Trump"].endswith(
        {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}[card[1]]
    )


@pytest.mark.slow
def test_computer_won_auction_names_who_chooses_trump(qtbot, window):
    ctrl = window.controller
    hold_the_computers(window)
    ctrl.new_match(GameSetup(preset="bidding", seed=1, first_dealer=3))
    settle(qtbot, window)
    click_call(qtbot, window, "pass")
    ctrl.force("bid 2")
    ctrl.force("pass")
    ctrl.force("pass")
    qtbot.waitUntil(lambda: not window.table.animator.busy, timeout=5000)
    s = ctrl.state
    assert s.phase == "play" and s.to_move == s.bidder != 0
    name = ("Peter", "Andrew", "Matthew")[s.bidder - 1]  # the medium level's cast
    assert info(window)["Trump"] == f"chosen by the first card {name} leads"
    assert window._status.text() == f"{name} leads: that card chooses trump."


# -- 2. the deal target is always on the score panel -----------------------------
@pytest.mark.slow
@pytest.mark.parametrize(
    ("preset", "target"), [("classic", 66), ("three-hand", 66), ("four-hand", 101)]
)
def test_card_points_show_the_deal_target(qtbot, window, preset, target):
    ctrl = window.controller
    ctrl.new_match(GameSetup(preset=preset, seed=4, first_dealer=1))
    settle(qtbot, window)
    sides = ctrl.state.shape.sides
    assert info(window)["Card points"] == " : ".join(["0"] * sides) + f"  (to {target})"
    while not any(ctrl.state.side_points(x) for x in range(sides)) and not ctrl.state.is_over:
        playable = [a for a in ctrl.human_actions() if a.kind is Kind.PLAY]
        click(qtbot, window, playable[0].card)
        settle(qtbot, window)
    shown = " : ".join(str(ctrl.state.side_points(x)) for x in range(sides))
    assert info(window)["Card points"] == f"{shown}  (to {target})"


# -- 3. only the card under a resting pointer is raised ----------------------------
def _card_under(win: MainWindow, pt: QPoint) -> str | None:
    table = win.table
    here = table.scene().items(table.mapToScene(pt))
    return next((i.code for i in here if isinstance(i, CardItem)), None)


@pytest.mark.slow
def test_hover_follows_a_resting_pointer_after_animations(qtbot, window):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(seed=5, first_dealer=1))
    settle(qtbot, window)
    table.set_speed("fast")
    g = table.geometry_model
    x, y = g.hand_anchor(0)
    pt = table.mapFromScene(x + g.card_w * 0.6, y)  # on the hand, right of its middle
    qtbot.mouseMove(table.viewport(), pt)
    under_seen = set()
    for _trick in range(4):
        under = _card_under(window, pt)
        under_seen.add(under)
        hovered = {code for code, item in table.items.items() if item.hovered}
        assert hovered == ({under} if under else set())
        if ctrl.state.is_over:
            break
        playable = [a for a in ctrl.human_actions() if a.kind is Kind.PLAY]
        # the leftmost playable card: the pointer stays put while cards slide under it
        table.gestures.play_card(
            min(playable, key=lambda a: table.keys.hand_order().index(a.card)).card
        )
        qtbot.waitUntil(lambda: table.animator.busy, timeout=2000)
        settle(qtbot, window, timeout=10000)
    assert len(under_seen) > 1  # other cards came to lie under the pointer


# -- 4. the labels change only when the cards have shown the event -------------------
@pytest.mark.slow
def test_score_panel_waits_for_the_computers_card(qtbot, window):
    ctrl = window.controller
    table = window.table
    ctrl.new_match(GameSetup(seed=5, first_dealer=1))
    settle(qtbot, window)
    table.set_speed("fast")
    talon_before = ctrl.state.talon_size
    seen: list[tuple[str, str, str, str]] = []
    statuses: list[tuple[str, str]] = []

    def sample(event: str) -> None:
        rows = info(window)
        seen.append((event, rows["Card points"], rows["Talon"], table.hud.talon_badge.text()))

    table.animator.frameStarted.connect(sample)
    table.statusMessage.connect(lambda text: statuses.append((seen[-1][0] if seen else "", text)))
    hand = ctrl.state.hand(0)
    lead = max(hand, key=lambda c: "9JQKTA".index(c[0]))  # a card worth points
    click(qtbot, window, lead)
    qtbot.waitUntil(lambda: len(ctrl.state.actions) >= 2, timeout=5000)
    qtbot.waitUntil(lambda: len(seen) >= 6 and not table.animator.busy, timeout=10000)
    events = [e for e, *_ in seen]
    assert events[:2] == ["play", "settle"]  # your card, then the computer's answer:
    assert events[2:6] == ["play", "trick", "draw", "settle"]
    nothing = "0 : 0  (to 66)"
    final = info(window)["Card points"]
    assert final != nothing
    # the computer's card flying and lying in the trick: no points told yet
    assert seen[2][1] == nothing and seen[3][1] == nothing
    # the trick has gone to its pile: points told, the talon not drawn from yet
    assert seen[4][1] == final
    assert seen[4][2] == str(talon_before) and seen[4][3] == str(talon_before)
    assert seen[5][2] == str(talon_before - 2)  # the cards are drawn
    # whose turn it is is said only once the cards are at rest
    moving = {"marriage", "play", "trick", "draw"}
    assert statuses and not [s for s in statuses if s[0] in moving]


@pytest.mark.slow
def test_score_panel_waits_for_a_computer_marriage(qtbot, window):
    ctrl = window.controller
    table = window.table
    for seed in range(1, 200):  # the computer leads and can announce a marriage at once
        m = Match("classic", seed=seed, first_dealer=0)
        if any(a.startswith("marry") for a in m.state.legal_actions()):
            break
    hold_the_computers(window)
    ctrl.new_match(GameSetup(seed=seed, first_dealer=0))
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=5000)
    table.set_speed("fast")
    marry = next(a for a in ctrl.state.legal_actions() if a.startswith("marry"))
    seen: list[tuple[str, str]] = []
    table.animator.frameStarted.connect(lambda e: seen.append((e, info(window)["Marriages"])))
    ctrl.force(marry)
    settle(qtbot, window, timeout=10000)
    assert [e for e, _m in seen] == ["marriage", "play", "settle"]
    assert seen[0][1] == "none" and seen[1][1] == "none"  # the cards are still being shown
    assert info(window)["Marriages"] != "none"


# -- 5. "66!" by hand asks first, and keeps off the last-trick panel -----------------
def _rect(item) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


def _click_chip(qtbot, win: MainWindow) -> None:
    table = win.table
    pos = table.mapFromScene(table.hud.declare_chip.scenePos())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _button(box, text: str):
    return next(b for b in box.buttons() if b.text() == text)


@pytest.mark.slow
def test_declaring_by_hand_asks_first_with_the_count(qtbot, window):
    ctrl = window.controller
    seed, actions = find_position(lambda s: "declare" in s.legal_actions(), auto_declare=False)
    start_at(window, seed, actions, auto_declare=False)
    settle(qtbot, window)
    mine = ctrl.state.side_points(0)
    assert f"(you have {mine} card points)" in window.table.hud.declare_chip.toolTip()
    _click_chip(qtbot, window)
    box = window.table.gestures.declare_box
    assert box is not None and box.isVisible()
    assert box.text() == "Declare 66 now?"
    assert f"You have {ctrl.state.side_points(0)} card points" in box.informativeText()
    assert not ctrl.state.is_over
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Escape: keep playing
    qtbot.waitUntil(lambda: window.table.gestures.declare_box is None, timeout=2000)
    assert not ctrl.state.is_over and ctrl.human_to_move()
    qtbot.keyClick(window, Qt.Key.Key_D)  # the key asks the same question
    box = window.table.gestures.declare_box
    assert box is not None
    qtbot.mouseClick(_button(box, "Declare"), Qt.MouseButton.LeftButton)
    assert ctrl.state.is_over and ctrl.state.actions[-1] == "declare"


def test_dont_ask_again_declares_at_one_click(qtbot, window):
    ctrl = window.controller
    told: list[bool] = []
    window.table.askDeclareChanged.connect(told.append)
    seed, actions = find_position(lambda s: "declare" in s.legal_actions(), auto_declare=False)
    start_at(window, seed, actions, auto_declare=False)
    settle(qtbot, window)
    _click_chip(qtbot, window)
    box = window.table.gestures.declare_box
    box.checkBox().setChecked(True)  # "Don't ask again"
    qtbot.mouseClick(_button(box, "Keep playing"), Qt.MouseButton.LeftButton)
    assert told == [False] and not window.table.gestures.ask_declare and not ctrl.state.is_over
    _click_chip(qtbot, window)
    assert window.table.gestures.declare_box is None and ctrl.state.is_over


def test_the_setting_skips_the_question(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from sixtysix_qt.ui.settings.store import Settings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.ask_declare  # asked by default
    settings.ask_declare = False
    win = open_window(qtbot, size=(1280, 800), settings=settings, data_dir=tmp_path)
    try:
        win.controller.pace_ms = 0
        seed, actions = find_position(lambda s: "declare" in s.legal_actions(), auto_declare=False)
        start_at(win, seed, actions, auto_declare=False)
        settle(qtbot, win)
        _click_chip(qtbot, win)
        assert win.table.gestures.declare_box is None and win.controller.state.is_over
    finally:
        win.controller.shutdown()


@pytest.mark.slow
def test_the_chip_keeps_off_the_last_trick(qtbot, window):
    table = window.table
    seed, actions = find_position(
        lambda s: "declare" in s.legal_actions() and s.last_completed_trick() != [],
        auto_declare=False,
    )
    for size in ((1280, 800), (800, 600), (1100, 760)):
        window.resize(*size)
        start_at(window, seed, actions, auto_declare=False)
        settle(qtbot, window)
        window.commands.last.trigger()
        assert table.hud.last_trick.isVisible() and table.hud.declare_chip.isVisible()
        assert not _rect(table.hud.declare_chip).intersects(_rect(table.hud.last_trick))
        window.commands.last.trigger()


def _play_out(qtbot, win: MainWindow, until=lambda s: s.is_over) -> None:
    """Play the human's cards by clicking (the computers answer) until ``until`` holds."""
    ctrl = win.controller
    while True:
        settle(qtbot, win, timeout=10000)
        if until(ctrl.state) or ctrl.state.is_over:
            return
        playable = [a for a in ctrl.human_actions() if a.kind is Kind.PLAY]
        click(qtbot, win, playable[-1].card)


# -- 7. three and four players: the summary is a small opaque table ------------------
@pytest.mark.slow
@pytest.mark.parametrize(
    ("preset", "size"), [("three-hand", (1280, 800)), ("four-hand", (800, 600))]
)
def test_multi_player_summary_is_a_table(qtbot, window, preset, size):
    ctrl = window.controller
    window.resize(*size)
    ctrl.new_match(GameSetup(preset=preset, seed=3, first_dealer=1))
    _play_out(qtbot, window)
    summary = window.table.hud.summary
    assert summary.isVisible()
    grid = summary.grid
    assert grid is not None
    assert grid.headers == ("Card points", "Tricks", "This deal", "Game points")
    s = ctrl.state
    names = [row[0] for row in grid.rows]
    if preset == "four-hand":
        assert names == ["You & Partner", "Opponents"]  # as on the score panel
    else:
        assert names == ["You", "Peter", "Andrew"]
    for side, (_name, _colour, values) in enumerate(grid.rows):
        assert values[0] == str(s.side_points(side))
        assert values[1] == str(s.tricks_won(side))
        assert values[3] == str(ctrl.match.scores[side])
    # each name has a column of its own, wide enough for it: it never runs into a number
    from PySide6.QtGui import QFontMetricsF

    from sixtysix_qt.ui.table.felt_items import table_font

    starts = summary.grid_columns()
    fm = QFontMetricsF(table_font(summary._px, bold=True))
    assert all(fm.horizontalAdvance(n) <= starts[1] - starts[0] for n in names)
    assert summary._fill.alpha() == 255  # opaque: no card shows through the text


# -- 10. three and four hands: piles by their seats, the talon in view ---------------
def _card_rect(item) -> QRectF:
    """Where the card itself is drawn (its bounding rect also holds room for the lift)."""
    return item.mapToScene(item.shape()).boundingRect()


def _hand_rect(win: MainWindow, seat: int) -> QRectF:
    rects = [_card_rect(win.table.item(c)) for c in win.controller.state.hand(seat)]
    out = rects[0]
    for r in rects[1:]:
        out = out.united(r)
    return out


def _gap(a: QRectF, b: QRectF) -> float:
    dx = max(0.0, max(a.left(), b.left()) - min(a.right(), b.right()))
    dy = max(0.0, max(a.top(), b.top()) - min(a.bottom(), b.bottom()))
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["three-hand", "four-hand"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_piles_lie_by_their_seats_and_the_talon_in_view(qtbot, window, preset, size):
    ctrl = window.controller
    table = window.table
    window.resize(*size)
    ctrl.new_match(GameSetup(preset=preset, seed=3, first_dealer=1))
    settle(qtbot, window)
    s = ctrl.state
    g = table.geometry_model
    talon = _card_rect(table.item(s.trump_card)).united(
        _card_rect(table.item(table.animator.picture.talon[0]))
    )
    hands = [_hand_rect(window, seat) for seat in range(s.num_players)]
    assert not any(talon.intersects(h) for h in hands)
    if preset == "three-hand":  # the top edge has no seat: the talon fills it, in the middle
        assert talon.bottom() < g.height / 2 and abs(talon.center().x() - g.width / 2) < g.card_w
    checked: set[int] = set()
    while len(checked) < s.shape.sides and not ctrl.state.is_over:
        seen = len(checked)
        _play_out(qtbot, window, until=lambda st: _piles(st) > seen)  # noqa: B023
        s = ctrl.state
        hands = [_hand_rect(window, seat) for seat in range(s.num_players)]
        for seat, pile in enumerate(table.animator.picture.piles):
            if not pile or s.side_of(seat) in checked:
                continue
            checked.add(s.side_of(seat))
            rect = _card_rect(table.item(pile[-1]))
            owners = [x for x in range(s.num_players) if s.side_of(x) == s.side_of(seat)]
            others = [x for x in range(s.num_players) if x not in owners]
            near = min(_gap(rect, hands[x]) for x in owners)
            assert near < min(_gap(rect, hands[x]) for x in others), f"pile of seat {seat}"
            assert not any(rect.intersects(h) for h in hands)
            for badge in table.hud.seat_badges:
                assert not rect.intersects(_rect(badge))
    assert len(checked) == s.shape.sides


def _piles(state) -> int:
    return sum(1 for side in range(state.shape.sides) if state.won_cards(side))


# -- 11. the Marriage button's menu, the Last-trick item, "You deal." ------------------
@pytest.mark.slow
def test_marriage_button_menu_opens_at_the_button_with_points(qtbot, window):
    from PySide6.QtWidgets import QApplication, QMenu

    ctrl = window.controller
    seed, actions = find_position(
        lambda s: sum(a.startswith("marry") for a in s.legal_actions()) >= 2
    )
    start_at(window, seed, actions)
    settle(qtbot, window)
    s = ctrl.state
    menus: list[QMenu] = []
    button = window.toolbar.widgetForAction(window.commands.marry)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    menus.append(menu)
    texts = [a.text() for a in menu.actions()]
    marriages = [a for a in s.legal_actions() if a.startswith("marry")]
    assert len(texts) == len(marriages)
    for action, text in zip(marriages, texts, strict=True):
        worth = s.apply(action).marriages[-1][2]
        assert worth in (20, 40) and text.endswith(f"({worth} points)")
    assert any(s.trump_suit == a[-1] for a in marriages) == any("40" in t for t in texts)
    top_left = button.mapToGlobal(button.rect().topLeft())
    geo = menu.geometry()
    assert abs(geo.bottom() - top_left.y()) <= 2 and abs(geo.left() - top_left.x()) <= 2
    menu.actions()[0].trigger()
    menu.close()
    assert ctrl.state.marriages


def test_last_trick_menu_item_follows_the_panel(qtbot, window):
    ctrl = window.controller
    table = window.table
    seed, actions = find_position(lambda s: s.last_completed_trick() != [] and bool(s.won_cards(0)))
    start_at(window, seed, actions)
    settle(qtbot, window)
    pile = table.animator.picture.piles[0][-1]
    click(qtbot, window, pile)  # a click on your won pile shows the last trick
    assert table.hud.last_trick.isVisible() and window.commands.last.isChecked()
    click(qtbot, window, pile)
    assert not table.hud.last_trick.isVisible() and not window.commands.last.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_L)  # the first L after that shows it again
    assert table.hud.last_trick.isVisible() and window.commands.last.isChecked()
    rect = _rect(table.hud.last_trick)  # a click on the panel closes it
    pos = table.mapFromScene(rect.center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert not table.hud.last_trick.isVisible() and not window.commands.last.isChecked()
    assert ctrl.human_to_move()


@pytest.mark.slow
def test_you_deal_with_the_verb_for_you(qtbot, window):
    statuses: list[str] = []
    window.table.statusMessage.connect(statuses.append)
    window.table.set_speed("fast")
    window.controller.new_match(GameSetup(seed=8, first_dealer=0))  # you deal
    assert "You deal." in statuses and not any("You deals" in t for t in statuses)
    qtbot.waitUntil(lambda: not window.table.animator.busy, timeout=10000)
    statuses.clear()
    window.controller.new_match(GameSetup(seed=8, first_dealer=1))
    assert "Peter deals." in statuses
    qtbot.waitUntil(lambda: not window.table.animator.busy, timeout=10000)
