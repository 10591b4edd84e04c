"""No two entries of one menu, menu bar, tab bar or dialog page share a mnemonic (&X).

Alt+letter acts only when one entry holds the letter; with two it cycles
between them and does nothing (round-4 reviews: R and W twice in the English
Play menu, clashes in lv, sl, bg and uk).  The real menus and dialogs are
walked with each language's catalogue installed, as the Language menu does.
An entry that is hidden now still counts: "Play the rest" joins the Play menu
only when a deal is decided, and then it must not clash either.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMenu,
    QStackedWidget,
    QTabBar,
    QWidget,
)

from sixtysix_qt.engine import Match
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.questions import ResumeQuestion
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from sixtysix_qt.ui.review.history_dialog import HistoryDialog
from sixtysix_qt.ui.review.mistakes_dialog import MistakesDialog
from sixtysix_qt.ui.review.puzzle_dialog import PuzzleDialog
from sixtysix_qt.ui.review.review_dialog import ReviewDialog
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.words import i18n
from tests.deals import played_out

from .test_no_clipped_text import _stats
from .ui_helpers import open_window

CODES = list(i18n.LANGUAGES)


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" (lower case), or None ("&&" is a plain ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def clashes(entries: list[str], where: str) -> list[str]:
    """Each letter two or more of ``entries`` share, with the entries."""
    by_key: dict[str, list[str]] = defaultdict(list)
    for text in entries:
        key = mnemonic(text)
        if key is not None:
            by_key[key].append(text)
    return [f"{where}: {k!r} in {v}" for k, v in by_key.items() if len(v) > 1]


def menu_clashes(menu: QMenu, where: str) -> list[str]:
    """The clashes of one menu and, recursively, of its submenus."""
    out = clashes([a.text() for a in menu.actions() if not a.isSeparator()], where)
    for action in menu.actions():
        if action.menu() is not None:
            out += menu_clashes(action.menu(), f"{where} > {action.text()}")
    return out


def _text(w: QWidget) -> str:
    if isinstance(w, QAbstractButton):
        return w.text()
    if isinstance(w, QLabel):
        return w.text() if w.buddy() is not None else ""  # no buddy: the & is no key
    if isinstance(w, QGroupBox):
        return w.title() if w.isCheckable() else ""
    return ""


def _page_of(w: QWidget, root: QWidget) -> QWidget:
    """The stacked page (a tab) ``w`` sits on, or ``root`` when it is on no page."""
    page, parent = root, w.parentWidget()
    child = w
    while parent is not None and parent is not root:
        if isinstance(parent, QStackedWidget):
            page = child
        child, parent = parent, parent.parentWidget()
    return page


def dialog_clashes(dialog: QWidget, where: str) -> list[str]:
    """Clashes among the keys one page of ``dialog`` offers at once (its own and the dialog's)."""
    pages: dict[QWidget, list[str]] = defaultdict(list)
    for kind in (QAbstractButton, QLabel, QGroupBox):
        for w in dialog.findChildren(kind):
            if w.isHidden() or not _text(w):
                continue
            pages[_page_of(w, dialog)].append(_text(w))
    shared = pages.pop(dialog, [])
    out = clashes(shared, where)
    for page, texts in pages.items():
        name = page.objectName() or type(page).__name__
        out += clashes(texts + shared, f"{where} / {name}")
    for bar in dialog.findChildren(QTabBar):
        out += clashes([bar.tabText(i) for i in range(bar.count())], f"{where} tabs")
    return out


@pytest.fixture
def language(qapp, manager, qm_cache):
    def switch(code: str) -> None:
        assert manager.set_language(code) == code
        QCoreApplication.processEvents()

    return switch


def test_a_clash_is_found():
    """The check is real: two "&R" entries clash, "&&" is no key, different letters pass."""
    assert clashes(["&Redo move", "Play the &rest"], "Play")
    assert not clashes(["&Redo move", "Play the r&est", "Fish && &chips"], "Play")
    assert mnemonic("Fish && chips") is None


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_menus_have_unique_keys(qtbot, language, tmp_path, code):
    language(code)
    win = open_window(qtbot, (800, 600), data_dir=tmp_path)
    bar = win.menuBar()
    problems = clashes([a.text() for a in bar.actions()], "menu bar")
    for action in bar.actions():
        if action.menu() is not None:
            problems += menu_clashes(action.menu(), action.text())
    win.controller.shutdown()
    assert not problems, f"{code}:\n" + "\n".join(problems)


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_dialogs_have_unique_keys(qtbot, language, tmp_path, code):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    (tmp_path / "archive").mkdir()
    archive = DealArchive(tmp_path / "archive")
    archive.add(played_out(seed=5, dealer=1), "medium")
    unfinished = Match("classic", seed=21, first_dealer=1)
    unfinished.apply(unfinished.state.legal_actions()[0])
    dialogs = {
        "new game": NewGameDialog(),
        "settings": SettingsDialog(settings),
        "statistics": StatisticsDialog(_stats(tmp_path)),
        "review": ReviewDialog(played_out(seed=5, dealer=1), start=False),
        "puzzles": PuzzleDialog(tmp_path / "puzzles"),
        "history": HistoryDialog(archive),
        "mistakes": MistakesDialog(archive),
        "resume": ResumeQuestion(unfinished),
    }
    for dialog in dialogs.values():
        qtbot.addWidget(dialog)
    language(code)
    problems = []
    for name, dialog in dialogs.items():
        problems += dialog_clashes(dialog, name)
    dialogs["review"].stop()
    dialogs["puzzles"].close()
    dialogs["mistakes"].close()
    assert not problems, f"{code}:\n" + "\n".join(problems)
