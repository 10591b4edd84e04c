"""The shell through the real window: F2 asks before a match is thrown away, the resume question,
the practice notice, and Help -> Welcome."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from sixtysix_qt.engine import Match
from sixtysix_qt.ui.dialogs.questions import AbandonQuestion, ResumeQuestion
from sixtysix_qt.ui.play.computer import HintAdvisor
from sixtysix_qt.ui.play.setup import GameSetup
from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import open_window, settle

SHOTS = Path(os.environ["SIXTYSIX_SHOTS"]) if os.environ.get("SIXTYSIX_SHOTS") else None
"""Where the tests leave the pictures they saw, to look at (only when asked)."""


def shot(widget, name: str) -> None:
    """Keep a picture of what the test saw ($SIXTYSIX_SHOTS, never in the repository)."""
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"{name}.png"))


def ini(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, tmp_path):
    win = open_window(qtbot, settings=ini(tmp_path), data_dir=tmp_path)
    win.controller.computer.advisor = HintAdvisor(in_process=False, seconds=0.2)
    yield win
    win.controller.shutdown()


class Asked:
    """Stands in for the modal loop of a question box: clicks one of its buttons."""

    def __init__(self, monkeypatch, choose: str) -> None:
        self.boxes: list[QMessageBox] = []
        self.choose = choose
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self._exec(box))

    def _exec(self, box: QMessageBox) -> int:
        self.boxes.append(box)
        shot(box, box.objectName() or "question")
        if self.choose == "escape":
            box.escapeButton().click()
        else:
            getattr(box, self.choose).click()
        return 0


def _play_a_move(qtbot, win) -> None:
    win.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, win)
    win.controller.play(win.controller.human_actions()[0])
    settle(qtbot, win)


@pytest.mark.slow
def test_f2_mid_match_asks_and_escape_keeps_the_match(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "escape")
    _play_a_move(qtbot, window)
    match = window.controller.match
    assert window.commands.again.shortcut().toString() == "F2"
    window.commands.again.trigger()
    assert len(asked.boxes) == 1 and isinstance(asked.boxes[0], AbandonQuestion)
    assert window.controller.match is match and len(match.state.actions) > 0


@pytest.mark.slow
def test_f2_mid_match_new_game_starts_a_new_match(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "new_button")
    _play_a_move(qtbot, window)
    match = window.controller.match
    window.commands.again.trigger()
    assert asked.boxes and window.controller.match is not match
    assert window.controller.match.state.actions == []


def test_f2_before_any_move_and_after_the_match_asks_nothing(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "escape")
    window.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    first = window.controller.match
    window.commands.again.trigger()  # nothing played yet: nothing to lose
    assert not asked.boxes and window.controller.match is not first


def test_the_resume_question_escape_resumes(qtbot, tmp_path, monkeypatch):
    match = Match("classic", seed=21, first_dealer=1)
    match.apply(match.state.legal_actions()[0])
    box = ResumeQuestion(match)
    qtbot.addWidget(box)
    assert box.escapeButton() is box.resume_button and box.defaultButton() is box.resume_button
    texts = sorted(b.text() for b in box.buttons())
    assert texts == ["&New game", "&Resume"]
    asked = Asked(monkeypatch, "escape")
    assert box.wants_resume() is True and asked.boxes == [box]


@pytest.mark.slow
def test_a_hint_says_once_that_the_match_is_practice(qtbot, window):
    window.start(GameSetup(seed=3, first_dealer=1))
    settle(qtbot, window)
    notice = window.practice_notice
    assert not notice.isVisible()
    window.commands.hint.trigger()  # told before the hint counts
    assert notice.isVisible()
    assert not window.controller.is_practice and not window.controller.hint_pending()
    assert notice.text.text() == (
        "Hints and undo make this match practice: it is kept apart in your statistics"
    )
    shot(window, "practice-notice")
    with qtbot.waitSignal(window.controller.hintReady, timeout=10000):
        qtbot.mouseClick(notice.ok, Qt.MouseButton.LeftButton)  # Go ahead
    assert not notice.isVisible() and window.controller.is_practice
    window.controller.play(window.controller.human_actions()[0])
    settle(qtbot, window)
    window.undo()  # already practice: said once is enough
    assert not notice.isVisible()
    assert window.settings.practice_notice  # OK alone keeps it for the next matches


@pytest.mark.slow
def test_dont_tell_me_again_is_remembered(qtbot, window):
    _play_a_move(qtbot, window)
    window.undo()
    notice = window.practice_notice
    assert notice.isVisible() and not window.controller.is_practice  # asked before the undo
    notice.never.setChecked(True)
    notice.ok.click()
    assert window.settings.practice_notice is False and window.controller.undo.used
    window.start(GameSetup(seed=4, first_dealer=1))
    settle(qtbot, window)
    window.controller.play(window.controller.human_actions()[0])
    settle(qtbot, window)
    window.undo()
    assert window.controller.is_practice and not notice.isVisible()


# --------------------------------------------------------------- one look
def _desktop_palette(dark: bool):
    from PySide6.QtGui import QColor, QPalette

    pal = QPalette(QColor("#2b2b2b") if dark else QColor("#efefef"))
    role = QPalette.ColorRole
    pal.setColor(role.WindowText, QColor("#eeeeee" if dark else "#111111"))
    pal.setColor(role.Base, QColor("#1e1e1e" if dark else "#ffffff"))
    pal.setColor(role.Text, QColor("#eeeeee" if dark else "#111111"))
    return pal


@pytest.mark.slow
@pytest.mark.parametrize("dark", [False, True], ids=["light desktop", "dark desktop"])
def test_every_text_reads_at_4_5_to_1_on_a_light_or_dark_desktop(qapp, dark):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QDialog, QLabel

    from sixtysix_qt.ui.look.style import (
        COLOURS,
        CONTRAST_PAIRS,
        MIN_CONTRAST,
        apply_style,
        contrast,
    )

    qapp.setPalette(_desktop_palette(dark))
    apply_style(qapp)
    role = QPalette.ColorRole
    pairs = [
        (role.WindowText, role.Window),
        (role.Text, role.Base),
        (role.Text, role.AlternateBase),
        (role.ButtonText, role.Button),
        (role.HighlightedText, role.Highlight),
        (role.ToolTipText, role.ToolTipBase),
        (role.PlaceholderText, role.Base),
        (role.Link, role.Base),
    ]
    dialog = QDialog()
    label = QLabel("x", dialog)
    for widget in (dialog, label):
        pal = widget.palette()
        for fg, bg in pairs:
            ratio = contrast(pal.color(fg), pal.color(bg))
            assert ratio >= MIN_CONTRAST, (fg, bg, ratio)
    for fg, bg in CONTRAST_PAIRS:
        assert contrast(COLOURS[fg], COLOURS[bg]) >= MIN_CONTRAST, (fg, bg)
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)  # the measure itself
    dialog.deleteLater()


def test_questions_and_messages_wear_the_tables_icons(qapp):
    """UI round 4: the question icon was Fusion's stock blue "?" beside the green felt."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QMessageBox

    from sixtysix_qt.ui.look.style import COLOURS, apply_style

    apply_style(qapp)
    chips = {
        QMessageBox.Icon.Question: "gold",
        QMessageBox.Icon.Information: "ink",
        QMessageBox.Icon.Warning: "gold",
        QMessageBox.Icon.Critical: "error",
    }
    for kind, colour in chips.items():
        box = QMessageBox(kind, "Sixty-Six", "?")
        image = box.iconPixmap().toImage()
        assert not image.isNull()
        edge = image.pixelColor(image.width() // 2, max(2, image.height() // 12))
        assert edge.name() == QColor(COLOURS[colour]).name(), (kind, edge.name())
        box.deleteLater()
    resume = AbandonQuestion(Match("classic", seed=1))
    top = resume.iconPixmap().toImage()
    assert top.pixelColor(top.width() // 2, top.height() // 12).name() == COLOURS["gold"]
    resume.deleteLater()


@pytest.mark.slow
def test_no_stock_icons_on_buttons_even_where_the_desktop_adds_them(qapp):
    from PySide6.QtWidgets import QDialogButtonBox, QProxyStyle, QStyle

    from sixtysix_qt.ui.look.style import apply_style

    class DesktopWithIcons(QProxyStyle):
        """Like a desktop theme (KDE, some GTK setups) that puts icons on OK and Cancel."""

        def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: N802, N803
            if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
                return 1
            return super().styleHint(hint, option, widget, returnData)

    buttons = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    qapp.setStyle(DesktopWithIcons("Fusion"))
    stock = QDialogButtonBox(buttons)
    assert not any(b.icon().isNull() for b in stock.buttons())  # the desktop's icons are there
    apply_style(qapp)
    ours = QDialogButtonBox(buttons)
    assert all(b.icon().isNull() for b in ours.buttons())
    question = AbandonQuestion(Match("classic", seed=1))
    assert all(b.icon().isNull() for b in question.buttons())
    for widget in (stock, ours, question):
        widget.deleteLater()


@pytest.mark.slow
def test_dialogs_are_sized_to_their_content(qtbot, window, tmp_path):
    from sixtysix_qt.storage import Statistics
    from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
    from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
    from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog

    match = Match("classic", seed=2)
    dialogs = {
        "settings": SettingsDialog(window.settings),
        "new game": NewGameDialog(),
        "statistics": StatisticsDialog(Statistics(tmp_path)),
        "resume": ResumeQuestion(match),
        "new game?": AbandonQuestion(match),
    }
    for name, dialog in dialogs.items():
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        shot(dialog, f"dialog-{name}")
        size, needed = dialog.size(), dialog.minimumSizeHint()
        assert size.width() >= needed.width() and size.height() >= needed.height(), name
        assert size.width() <= 780, f"{name} is {size.width()} px wide: more than an 800 px screen"
    settings = dialogs["settings"]
    assert settings.width() < 640  # 837 px before, for tabs that were mostly empty
    widths = [settings.tabs.widget(i).sizeHint().width() for i in range(settings.tabs.count())]
    assert max(widths) <= settings.tabs.width()  # no tab is cut


@pytest.mark.slow
def test_a_resumed_practice_match_is_not_told_again(qtbot, window, monkeypatch):
    asked = Asked(monkeypatch, "resume_button")
    _play_a_move(qtbot, window)
    window.undo()
    assert window.practice_notice.isVisible()
    window.practice_notice.ok.click()
    assert window.controller.is_practice
    saved = window.controller.state
    assert window.start_or_resume() is True and asked.boxes  # the saved match, asked first
    assert window.controller.state == saved and window.controller.is_practice
    assert not window.practice_notice.isVisible()
