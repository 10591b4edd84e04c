"""The heads-up display is built and read from engine states alone, without a table view."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsScene

from sixtysix_qt.engine import new_deal
from sixtysix_qt.ui.table.art import CardArt
from sixtysix_qt.ui.table.facts import TableFacts
from sixtysix_qt.ui.table.hud import TableHud
from sixtysix_qt.ui.table.layout import TableGeometry
from sixtysix_qt.ui.table.score_panel import score_rows

NAMES = ("You", "Computer")


@pytest.fixture
def hud(qapp):
    scene = QGraphicsScene()
    hud = TableHud(scene, CardArt())
    yield hud
    scene.clear()


def _rows(state, facts: TableFacts) -> dict[str, str]:
    return {label: value for label, value, _c in score_rows(state, facts)}


def _play_to_end(state):
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def test_score_panel_reads_the_state(qapp):
    state = new_deal("classic", seed=5, dealer=1)
    facts = TableFacts(names=NAMES, scores=(2, 5), target=7)
    rows = _rows(state, facts)
    assert rows["Talon"] == str(state.talon_size)
    assert rows["Game points"].startswith("2 : 5") and "7" in rows["Game points"]
    assert rows["Card points"].startswith("0 : 0")
    assert rows["Marriages"] == "none"
    assert "Trump" in rows


def test_card_points_follow_the_tricks(qapp):
    state = new_deal("classic", seed=9, dealer=1)
    facts = TableFacts(names=NAMES, scores=(0, 0))
    while not any(state.side_points(s) for s in range(2)) and not state.is_over:
        state = state.apply(state.legal_actions()[0])
    rows = _rows(state, facts)
    assert rows["Card points"].startswith(f"{state.side_points(0)} : {state.side_points(1)}")


def test_badges_and_status_say_whose_turn(hud):
    state = new_deal("classic", seed=3, dealer=1)  # seat 0 leads
    g = TableGeometry(1100, 760, 2)
    facts = TableFacts(names=NAMES, scores=(0, 0))
    status = hud.update(state, g, facts)
    assert state.to_move == 0
    assert status.startswith("Your turn: play a card.")
    assert hud.seat_badges[0].text() == "You · your turn"
    assert hud.seat_badges[1].text() == "Computer · dealer"
    waiting = TableFacts(names=NAMES, scores=(0, 0), human_seats=frozenset())
    assert hud.update(state, g, waiting) == "You is thinking…"
    dealing = TableFacts(names=NAMES, scores=(0, 0), dealing=True)
    hud.update(state, g, dealing)
    assert not hud.seat_badges[0]._active


def test_summary_shows_the_end_of_a_deal(hud):
    state = _play_to_end(new_deal("classic", seed=4, dealer=0))
    g = TableGeometry(1100, 760, 2)
    facts = TableFacts(names=NAMES, scores=(1, 0), target=7)
    hud.show_summary(state, g, facts)
    assert hud.summary.isVisible()
    assert hud.summary.button_text == "Next deal"
    over = TableFacts(names=NAMES, scores=(7, 0), target=7, match_over=True, winner=0)
    hud.show_summary(state, g, over)
    assert hud.summary.button_text == "Play again"
    assert hud.summary._title == "You won the match!"


def test_declare_chip_only_when_declaring_is_legal(hud):
    state = new_deal("classic", seed=3, dealer=1, auto_declare=False)
    g = TableGeometry(1100, 760, 2)
    facts = TableFacts(names=NAMES, scores=(0, 0))
    assert "declare" in state.legal_actions()  # manual declaring: a claim may be made at once
    hud.update(state, g, facts)
    assert hud.declare_chip.isVisible()
    hud.update(state, g, TableFacts(names=NAMES, human_seats=frozenset()))
    assert not hud.declare_chip.isVisible()


def test_every_duration_comes_from_timing(qapp, monkeypatch):
    from sixtysix_qt.ui.table import timing
    from sixtysix_qt.ui.table.animator import FrameBuilder

    state = new_deal("classic", seed=5, dealer=1)
    lead = next(a for a in state.legal_actions() if a.startswith("play "))
    monkeypatch.setattr(timing, "PLAY", timing.Step(987))
    monkeypatch.setattr(timing, "DEAL", timing.Step(111, stagger_ms=22))
    frames = FrameBuilder().frames(None, state.apply(lead))
    deal = [f for f in frames if f.event == "deal"]
    assert deal and all((f.move_ms, f.stagger_ms) == (111, 22) for f in deal)
    assert [f.move_ms for f in frames if f.event == "play"] == [987]
    assert {"off", "fast", "normal", "slow"} == set(timing.SPEEDS) == set(timing.PACE_MS)


def test_a_hint_mark_moves_and_spares_a_shown_marriage(qapp):
    from sixtysix_qt.ui.table.card_item import CardItem
    from sixtysix_qt.ui.table.layout import TablePicture
    from sixtysix_qt.ui.table.marks import CardMark

    art = CardArt()
    items = {c: CardItem(c, art) for c in ("KH", "QH", "AS")}
    picture = TablePicture(hands=[["KH", "QH", "AS"]], lifted={"KH"})
    items["KH"].set_highlight(True)  # raised to show a marriage
    mark = CardMark(items, lambda: picture)
    mark.set("AS")
    assert items["AS"]._highlight and items["KH"]._highlight
    mark.set("KH")
    assert not items["AS"]._highlight
    mark.set(None)
    assert items["KH"]._highlight  # the marriage keeps its rim
    mark.set("XX")  # not on the table: no mark
    assert mark.code is None
