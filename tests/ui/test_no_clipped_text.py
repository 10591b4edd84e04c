"""No text is cut off: every dialog and the table, in every language, on an 800x600 screen.

Latvian and Slovenian run long, so each window is laid out the way a player
sees it (the game's font, Qt's own style, the language switched while the
window is open, as the menu does) and every label, button, check box, combo
item, group title, tab and column header is measured against the widget
that holds it.  A button with a menu must hold its text and its arrow; a
list must show its rows whole, with no scroll bar sideways; a panel on the
felt must not wrap a short value ("20 : 9  (to 66)"); a one-line status or
hint line may be too short for its text only if it ends in "…" and shows
the whole text on hover.  On the table, every text item on the felt must
lie inside the view and every action of the tool bar must have a visible
button.  ``test_windows_fit`` runs the same checks on every window at every
screen size.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSettings
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsObject,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QToolBar,
    QToolButton,
    QWidget,
)

from sixtysix_qt.storage import Statistics
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.questions import ResumeQuestion, about_box
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from sixtysix_qt.ui.look.elided_label import ElidedLabel
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.table.card_item import CardItem
from sixtysix_qt.ui.table.felt_items import Panel
from sixtysix_qt.ui.words import i18n

from .ui_helpers import open_window, settle

SCREEN = QRect(0, 0, 800, 600)
CODES = list(i18n.LANGUAGES)


@pytest.fixture
def language(qapp, manager, qm_cache):
    """Switch the running application to a language, as the Language menu does."""
    i18n.register_fonts()

    def switch(code: str) -> None:
        assert manager.set_language(code) == code
        QCoreApplication.processEvents()  # LanguageChange reaches every open window

    return switch


def _plain(text: str) -> str:
    """The text as drawn: mnemonics removed, "&&" shown as "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _visible(root: QWidget, kind: type) -> list:
    return [w for w in root.findChildren(kind) if w.isVisibleTo(root) and w.width() > 0]


MENU_ARROW = 12
"""The width of the arrow a button with a menu draws at its right end (Fusion)."""
BUTTON_SIDES = 12
"""The least room a button's text needs beside it, both sides together."""
ROW_MARGINS = 8
"""A list row's margins around its text."""
ROUNDING = 2
"""Pixels a table's columns may run past its view with no scroll bar: a grid line, no text."""


def _label(w: QLabel) -> str | None:
    if not w.text():
        return None
    if isinstance(w, ElidedLabel):
        if w.is_elided() and (not w.shown_text().endswith("…") or w.toolTip() != w.text()):
            return "cut without '…' or without the whole text on hover"
        return None
    if w.wordWrap():
        need = w.heightForWidth(w.width())
        return f"label needs {need} px high, has {w.height()}" if need > w.height() else None
    need = w.sizeHint().width()
    return f"label needs {need} px, has {w.width()}" if need > w.width() else None


def _button(w: QAbstractButton) -> str | None:
    if not w.text() or isinstance(w.parent(), QTabBar):
        return None
    instant = QToolButton.ToolButtonPopupMode.InstantPopup
    if isinstance(w, QToolButton) and w.menu() is not None and w.popupMode() == instant:
        # Fusion draws this arrow over the text's end, whatever the width: the review's
        # "Продължи оттук" lost its last letter (a QPushButton with a menu leaves room)
        return "a tool button's menu arrow is drawn over its text: use a QPushButton with a menu"
    need = w.sizeHint().width()
    if isinstance(w, QToolButton) and w.menu() is not None:  # its arrow takes room too
        text = w.fontMetrics().horizontalAdvance(_plain(w.text()))
        need = max(need, text + BUTTON_SIDES + MENU_ARROW)
    return f"button needs {need} px, has {w.width()}" if need > w.width() else None


def _item_view(w: QAbstractItemView) -> str | None:
    """A list that scrolls sideways hides the ends of its rows (the Latvian puzzle stars)."""
    bar = w.horizontalScrollBar()
    if bar.isVisible() or bar.maximum() > ROUNDING:  # a bar, or the rows' ends cut off
        return f"scrolls sideways ({bar.maximum()} px)"
    if isinstance(w, QListWidget):
        room = w.viewport().width()
        for i in range(w.count()):
            item = w.item(i)
            need = QFontMetrics(item.font()).horizontalAdvance(item.text()) + ROW_MARGINS
            if need > room:
                return f"row {item.text()!r} needs {need} px, the list shows {room}"
    return None


def panel_wraps(panel: Panel) -> list[str]:
    """The values of a panel's rows that do not fit on one line beside their labels
    (measured here, from the panel's fonts and size, not by the panel itself)."""
    _title, _text, bold = panel._fonts()
    pad = panel._px * 0.9
    room = max(10.0, panel.boundingRect().width() - 2 * pad - panel._label_w - panel._px)
    metrics = QFontMetricsF(bold)
    return [value for _l, value, _c in panel._rows if metrics.horizontalAdvance(value) > room + 0.5]


def _felt(w: QGraphicsView) -> str | None:
    """A panel on the felt that wraps a short value (sl "(do" / "66)")."""
    for item in w.scene().items() if w.scene() is not None else []:
        if isinstance(item, Panel) and item.isVisible() and panel_wraps(item):
            return f"panel wraps {panel_wraps(item)}"
    return None


def _combo(w: QComboBox) -> str | None:
    opt = QStyleOptionComboBox()
    w.initStyleOption(opt)
    field = w.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, w
    )
    icon = (
        w.iconSize().width() + 4 if any(not w.itemIcon(i).isNull() for i in range(w.count())) else 0
    )
    metrics = w.fontMetrics()
    for i in range(w.count()):
        need = metrics.horizontalAdvance(w.itemText(i)) + icon
        if need > field.width():
            return f"item {w.itemText(i)!r} needs {need} px, the box shows {field.width()}"
    return None


def _spin(w: QAbstractSpinBox) -> str | None:
    edit = w.lineEdit()
    need = edit.fontMetrics().horizontalAdvance(edit.text()) + 4
    return (
        f"shows {edit.text()!r} in {edit.width()} px, needs {need}" if need > edit.width() else None
    )


def _group(w: QGroupBox) -> str | None:
    need = w.fontMetrics().horizontalAdvance(_plain(w.title())) + 16
    return f"title needs {need} px, has {w.width()}" if w.title() and need > w.width() else None


def _tabs(w: QTabBar) -> str | None:
    for i in range(w.count()):
        if w.tabRect(i).right() > w.width() or w.tabRect(i).width() < w.tabSizeHint(i).width():
            return f"tab {w.tabText(i)!r} does not fit"
    return None


def _header(w: QHeaderView) -> str | None:
    model = w.model()
    margin = 2 * w.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, w)
    for i in range(w.count()):
        if w.isSectionHidden(i):
            continue
        text = str(model.headerData(i, w.orientation()) or "")
        need = w.fontMetrics().horizontalAdvance(text) + margin
        if need > w.sectionSize(i):
            return f"column {text!r} needs {need} px, has {w.sectionSize(i)}"
    return None


CHECKS = (
    (QLabel, _label),
    (QAbstractButton, _button),
    (QComboBox, _combo),
    (QAbstractSpinBox, _spin),
    (QGroupBox, _group),
    (QTabBar, _tabs),
    (QHeaderView, _header),
    (QAbstractItemView, _item_view),
    (QGraphicsView, _felt),
)


def clipped(window: QWidget) -> list[str]:
    """Every text in ``window`` (laid out on an 800x600 screen) that does not fit its widget."""
    out = []
    if window.width() > SCREEN.width() or window.height() > SCREEN.height():
        out.append(
            f"{type(window).__name__} is {window.width()}x{window.height()}, bigger than 800x600"
        )
    for kind, check in CHECKS:
        for w in _visible(window, kind):
            problem = check(w)
            if problem:
                name = w.objectName() or type(w).__name__
                out.append(f"{name} {getattr(w, 'text', lambda: '')()!r}: {problem}")
    return out


def _shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    QApplication.processEvents()  # pending layout requests set the window's minimum size
    size = widget.size().boundedTo(SCREEN.size()).expandedTo(widget.minimumSize())
    widget.resize(size)  # a window manager would not give a dialog more than the screen
    QApplication.processEvents()
    return widget


def _pages(dialog: QWidget) -> list[str]:
    """Check every tab of a tabbed dialog (hidden tabs are not laid out until shown)."""
    tabs = dialog.findChildren(QTabBar)
    if not tabs:
        return clipped(dialog)
    bar = tabs[0]
    out = []
    for i in range(bar.count()):
        bar.setCurrentIndex(i)
        QApplication.processEvents()
        out += [f"tab {bar.tabText(i)!r}: {p}" for p in clipped(dialog)]
    return out


def _stats(tmp_path: Path) -> Statistics:
    stats = Statistics(tmp_path)
    win = {"winner": 0, "game_points": 3, "scores": [7, 6], "reason": "closed_made"}
    for preset, level in (("classic", "expert"), ("four-hand", "medium"), ("bidding", "hard")):
        stats.record_deal(preset, level, win, closer=0)
        stats.record_match(preset, level, True)
    stats.record_deal("three-hand", "easy", win, practice=True)
    stats.record_match("three-hand", "easy", False, practice=True)
    return stats


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "sixtysix.ini"), QSettings.Format.IniFormat))


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_dialogs_show_every_text_whole(qtbot, language, tmp_path, code):
    dialogs = {
        "new game": _shown(qtbot, NewGameDialog()),
        "settings": _shown(qtbot, SettingsDialog(_settings(tmp_path))),
        "statistics": _shown(qtbot, StatisticsDialog(_stats(tmp_path))),
    }
    language(code)  # switched while they are open, as the Language menu does
    problems = []
    for name, dialog in dialogs.items():
        dialog.adjustSize()
        _shown(qtbot, dialog)
        problems += [f"{name}: {p}" for p in _pages(dialog)]
    for value in (1, 2, 5, 21):  # the game target reads "1 game point" .. "21 game points"
        box = dialogs["new game"]._target
        box.setValue(value)
        problems += [f"new game, target {value}: {p}" for p in clipped(dialogs["new game"])]
    assert not problems, f"{code}:\n" + "\n".join(problems)


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_message_boxes_show_every_text_whole(qtbot, language, tmp_path, code):
    language(code)
    win = open_window(qtbot, (800, 600), data_dir=tmp_path)
    match = win.controller.new_match(GameSetup(seed=3, first_dealer=1)) or win.controller.match
    problems = []
    resume = _shown(qtbot, ResumeQuestion(match, win))
    problems += [f"resume: {p}" for p in clipped(resume)]
    problems += [f"about: {p}" for p in clipped(_shown(qtbot, about_box(win)))]
    assert not problems, f"{code}:\n" + "\n".join(problems)


def _table_problems(win) -> list[str]:
    out = []
    view = win.table
    seen = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    for item in view.scene().items():
        if not isinstance(item, QGraphicsObject) or isinstance(item, CardItem):
            continue
        if not item.isVisible() or item.boundingRect().isEmpty():
            continue
        rect = item.sceneBoundingRect()
        if not seen.contains(rect):
            label = getattr(item, "text", lambda: "")()
            out.append(f"{type(item).__name__} {label!r} at {rect.getRect()} leaves the view")
    for bar in win.findChildren(QToolBar):
        if not bar.isVisible():  # a hidden bar (the practice notice) shows nothing to clip
            continue
        extension = [
            b
            for b in bar.findChildren(QAbstractButton)
            if b.objectName() == "qt_toolbar_ext_button"
        ]
        if any(b.isVisible() for b in extension):
            out.append("the tool bar is too narrow: some actions went into its overflow menu")
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if (
                action.isVisible()
                and button is not None
                and button.sizeHint().width() > button.width()
            ):
                out.append(
                    f"tool button {action.iconText()!r} needs {button.sizeHint().width()} px"
                )
    status = win.statusBar()
    for label in _visible(status, QLabel):
        problem = _label(label) if not label.wordWrap() else None
        if problem:
            out.append(f"status {label.text()!r}: {problem}")
    felt = _felt(view)
    if felt:
        out.append(felt)
    return out


def _play_to_end(qtbot, win) -> None:
    ctrl = win.controller
    for _ in range(200):
        settle(qtbot, win)
        if ctrl.state.is_over:
            return
        ctrl.force(ctrl.state.legal_actions()[0])
    raise AssertionError("the deal did not end")


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("preset", ["classic", "four-hand", "bidding"])
def test_the_table_shows_every_text_whole(qtbot, language, tmp_path, code, preset):
    language(code)
    win = open_window(qtbot, (800, 600), data_dir=tmp_path)
    win.controller.new_match(GameSetup(preset=preset, seed=3, first_dealer=1))
    settle(qtbot, win)
    problems = [f"start: {p}" for p in _table_problems(win)]
    _play_to_end(qtbot, win)
    QApplication.processEvents()
    problems += [f"end of deal: {p}" for p in _table_problems(win)]
    win.controller.shutdown()
    assert not problems, f"{code} {preset}:\n" + "\n".join(problems)


def test_the_check_finds_a_clipped_label(qtbot):
    """The measure is real: a label narrower than its text is reported, a wide one is not."""
    box = QWidget()
    label = QLabel("Marriages also after the talon is gone or closed", box)
    label.resize(60, 20)
    box.resize(200, 100)
    _shown(qtbot, box)
    assert clipped(box)
    label.resize(label.sizeHint())
    assert not clipped(box)


def test_the_table_check_finds_an_item_off_the_felt(qtbot, tmp_path):
    win = open_window(qtbot, (800, 600), data_dir=tmp_path)
    win.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    assert not _table_problems(win)
    panel = next(
        item
        for item in win.table.scene().items()
        if isinstance(item, QGraphicsObject) and not isinstance(item, CardItem) and item.isVisible()
    )
    panel.setPos(panel.pos().x() + 5000, panel.pos().y())
    assert any("leaves the view" in p for p in _table_problems(win))
    win.controller.shutdown()


def _longest_hint() -> tuple[str, str]:
    from sixtysix_qt.ui.words.hints import hint_sentence, reason_sentences

    reason = max(reason_sentences(), key=lambda r: len(hint_sentence("play AS", r)))
    return "play AS", reason


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_long_hint_ends_in_an_ellipsis_and_is_whole_on_hover(
    qtbot, language, tmp_path, code, size
):
    """Round 4: the Bulgarian hint line was cut mid-word at 1280x720, with no "…"."""
    language(code)
    win = open_window(qtbot, size, data_dir=tmp_path)
    win.controller.new_match(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    win.hint_line.show_hint(*_longest_hint())
    QApplication.processEvents()
    line = win.hint_line
    problems = [p for p in _table_problems(win) if p.startswith("status")]
    win.controller.shutdown()
    assert not problems, f"{code} {size}:\n" + "\n".join(problems)
    assert (
        line.toolTip() == line.text()
        or line.fontMetrics().horizontalAdvance(line.text()) <= line.contentsRect().width()
    )


def test_the_checks_find_a_sideways_list_and_an_arrow_over_its_text(qtbot):
    """The measures are real: a row wider than its list, a menu button without room for
    its arrow, a cut line without "…" are reported; the same widgets with room are not."""
    from PySide6.QtWidgets import QMenu

    box = QWidget()
    rows = QListWidget(box)
    rows.addItem("Uzdevums 87 (Sešdesmit seši) ★★★★★")
    rows.resize(120, 80)
    button = QToolButton(box)
    button.setText("Продължи оттук")
    button.setMenu(QMenu(button))
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    button.move(0, 90)
    box.resize(400, 200)
    _shown(qtbot, box)
    button.resize(button.fontMetrics().horizontalAdvance(button.text()) + 14, 24)
    found = clipped(box)
    assert any(p.startswith("QListWidget") for p in found), found
    assert any(p.startswith("QToolButton") for p in found), found
    rows.resize(rows.sizeHintForColumn(0) + 40, 80)
    button.resize(button.width() + MENU_ARROW + 10, 24)
    assert any("drawn over its text" in p for p in clipped(box))  # at any width
    button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
    button.resize(max(button.sizeHint().width(), button.width()), 24)
    assert not clipped(box), clipped(box)
    line = ElidedLabel(box)
    line.setText(
        "Подсказка: изиграйте A♠. Този ход даде най-добър резултат при много разпределения"
    )
    line.resize(120, 20)
    line.show()
    assert line.shown_text().endswith("…") and line.toolTip() == line.text()
    assert not clipped(box)
    plain = QLabel(line.text(), box)
    plain.resize(120, 20)
    plain.show()
    assert clipped(box)
