"""After a language switch no text of the old language remains (issue 51 point 2).

The gate walks every visible text of the real window, its widgets, its menus and
the felt's items (labels, chips, panels, the news banner), and looks for the
pieces of the old language's catalogue (the literal parts of its translations,
between the ``%1`` holes) that the new catalogue does not share. The computer's
told moves are on the table when the language changes: the news banner and the
status line were the words left behind (Latvian under Slovenian menus).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QWidget

from sixtysix_qt.ui.table.felt_items import Badge, Panel

from .test_say_what_happened import _computer_does
from .ui_helpers import open_window

I18N = Path(__file__).resolve().parents[2] / "i18n"
HOLES = re.compile(r"%(?:\d+|n|L\d+)|&|\n")
PIECE = 12
"""A piece of a translation this long is that language's own (not a number or a card)."""


@cache
def _translations(code: str) -> tuple[str, ...]:
    root = ET.parse(I18N / f"sixtysix_{code}.ts").getroot()
    out = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        out += [f for f in forms if f]
    return tuple(out)


def _pieces(old: str, new: str) -> set[str]:
    """The literal pieces of ``old``'s translations that no text of ``new`` has."""
    new_text = "\n".join(_translations(new))
    pieces = set()
    for text in _translations(old):
        for piece in HOLES.split(text):
            piece = piece.strip(" .,:;()…")
            if len(piece) >= PIECE and piece not in new_text:
                pieces.add(piece)
    return pieces


def _menu_texts(menu: QMenu) -> list[str]:
    out = [menu.title()]
    for action in menu.actions():
        out.append(action.text())
        if action.menu() is not None:
            out += _menu_texts(action.menu())
    return out


def _widget_texts(window: QWidget) -> list[str]:
    out = [window.windowTitle()]
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QMenu):
            out += _menu_texts(w)
    for action in window.menuBar().actions() if hasattr(window, "menuBar") else []:
        if action.menu() is not None:
            out += _menu_texts(action.menu())
    return out


def _scene_texts(win) -> list[str]:
    out = []
    for item in win.table.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, Badge):
            out.append(item.text())
        elif isinstance(item, Panel):
            out += [item._title, item._button, item._second, *item._sentences]
            out += [f"{label} {value}" for label, value, _colour in item._rows]
        elif hasattr(item, "toPlainText"):
            out.append(item.toPlainText())
        elif hasattr(item, "text") and callable(item.text):
            out.append(str(item.text()))
    return out


def visible_texts(win) -> list[str]:
    texts = _scene_texts(win)
    for window in QApplication.topLevelWidgets():
        if window.isVisible():
            texts += _widget_texts(window)
    return [t.replace("&", "") for t in texts if t]


def old_words(win, old: str, new: str) -> list[str]:
    pieces = _pieces(old, new)
    return sorted({t for t in visible_texts(win) for p in pieces if p in t})


@pytest.mark.slow
def test_a_language_switch_leaves_no_text_of_the_old_one(qtbot, manager, qm_cache):
    win = open_window(qtbot, size=(1100, 760), language_manager=manager)
    try:
        manager.set_language("lv")
        _computer_does(qtbot, win, "close")
        news_lv = win.news.line
        assert news_lv and news_lv in win._status.text()
        assert old_words(win, "lv", "sl"), "the walk sees the Latvian texts (it is not empty)"
        manager.set_language("sl")
        QApplication.processEvents()
        left = old_words(win, "lv", "sl")
        assert not left, left
        assert win.news.line and win.news.line != news_lv  # the news is worded again
    finally:
        manager.set_language("en")
        win.controller.shutdown()


def _exchange_then_marriage() -> tuple[int, list[str]]:
    """A seed and moves to where the computer may exchange the trump card, then marry."""
    import random

    from sixtysix_qt.engine import Match

    for seed in range(1, 600):
        rng = random.Random(seed)
        match = Match("classic", seed=seed, first_dealer=1)
        s, moves = match.state, []
        while not s.is_over:
            legal = s.legal_actions()
            if s.to_move == 1 and "exchange" in legal:
                after = s.apply("exchange")
                if any(a.startswith("marry") for a in after.legal_actions()):
                    return seed, moves
            plays = [a for a in legal if a.startswith("play")] or legal
            moves.append(rng.choice(plays))
            s = match.apply(moves[-1])
    raise AssertionError("no exchange followed by a marriage")


def test_every_told_move_since_the_players_last_is_said(qtbot):
    """The computer's exchange and the marriage after it are both said, one line each on the
    felt (the marriage once replaced the exchange, and the trump card changed silently)."""
    from sixtysix_qt.ui.play.setup import GameSetup

    win = open_window(qtbot, size=(1100, 760))
    ctrl = win.controller
    try:
        seed, moves = _exchange_then_marriage()
        ctrl.pace_ms = 10**7  # the computer moves only when the test says so
        ctrl.new_match(GameSetup(seed=seed, first_dealer=1))
        for a in moves:
            ctrl.force(a)
        ctrl.force("exchange")
        ctrl.force(next(a for a in ctrl.state.legal_actions() if a.startswith("marry")))
        qtbot.waitUntil(lambda: not win.table.animator.busy)
        lines = win.news.note.text().split("\n")
        assert len(lines) == 2, lines
        name = win.table.seat_names()[1]  # the level's opponent (Peter at medium)
        assert lines[0].startswith(f"{name} exchanged the trump card")
        assert lines[1].startswith(f"{name} announced a marriage")
        assert win._status.text().startswith(" ".join(lines))
        view = win.table.mapToScene(win.table.viewport().rect()).boundingRect()
        assert view.contains(win.news.note.sceneBoundingRect())
    finally:
        ctrl.shutdown()


def test_what_happened_wraps_its_long_lines(qtbot):
    """W lists an exchange whole: the line wraps inside the list, no sideways scrolling."""
    from PySide6.QtGui import QFontMetrics

    win = open_window(qtbot, size=(1100, 760))
    ctrl = win.controller
    try:
        seed, moves = _exchange_then_marriage()
        ctrl.pace_ms = 10**7
        from sixtysix_qt.ui.play.setup import GameSetup

        ctrl.new_match(GameSetup(seed=seed, first_dealer=1))
        for a in moves:
            ctrl.force(a)
        ctrl.force("exchange")
        qtbot.waitUntil(lambda: not win.table.animator.busy)
        dialog = win.move_log.show()
        qtbot.waitExposed(dialog)
        dialog.resize(300, 400)  # narrower than the exchange's line
        QApplication.processEvents()
        listing = dialog.moves
        item = listing.item(listing.count() - 1)
        assert "exchanged" in item.text()
        wide = QFontMetrics(listing.font()).horizontalAdvance(item.text())
        assert wide > listing.viewport().width()  # the line is longer than the list is wide
        assert listing.horizontalScrollBar().maximum() == 0
        rect = listing.visualItemRect(item)
        assert rect.width() <= listing.viewport().width()
        assert rect.height() >= 2 * QFontMetrics(listing.font()).height()  # wrapped, whole
        dialog.close()
    finally:
        ctrl.shutdown()
