"""Standard dialog buttons speak the game's words, not Qt's: bg „Затвори“, never „Затваряне“.

Qt names a ``QDialogButtonBox``'s or ``QMessageBox``'s standard buttons from
its own catalogue, which does not know this game (Bulgarian Qt's Close is the
noun „Затваряне“, this game's word for closing the talon).  Every dialog and
message box the game shows is built here in each language, and the text of
each standard button must be one of our catalogue's translations.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMessageBox, QWidget

from sixtysix_qt.engine import Match
from sixtysix_qt.resources import i18n_source_dir
from sixtysix_qt.review.archive import DealArchive
from sixtysix_qt.storage import Statistics
from sixtysix_qt.ui.words.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "sixtysix_qt" / "ui"


def our_words(code: str) -> set[str]:
    """Every text our catalogue gives for ``code`` (English: the source texts)."""
    lv = ET.parse(i18n_source_dir() / "sixtysix_lv.ts").getroot()
    if code == "en":
        return {m.findtext("source") for m in lv.iter("message")}
    root = ET.parse(i18n_source_dir() / f"sixtysix_{code}.ts").getroot()
    out = set()
    for t in root.iter("translation"):
        out |= {f.text for f in t.findall("numerusform")} or {t.text}
    return out


def standard_buttons(widget: QWidget) -> list[tuple[str, QAbstractButton]]:
    """(standard button name, button) of every button box in ``widget``."""
    boxes = widget.findChildren(QDialogButtonBox)
    if isinstance(widget, QDialogButtonBox):
        boxes.append(widget)
    return [
        (box.standardButton(b).name, b)
        for box in boxes
        for b in box.buttons()
        if box.standardButton(b) != QDialogButtonBox.StandardButton.NoButton
    ]


def _finished_match() -> Match:
    match = Match("classic", seed=7, game_target=1)
    while not match.is_over:
        while not match.state.is_over:
            match.apply(match.state.legal_actions()[0])
        if not match.is_over:
            match.next_deal()
    return match


def _caught(monkeypatch, show: Callable[[], object]) -> QMessageBox:
    """The message box ``show`` opens modally, caught at ``exec`` (and answered with Escape)."""
    seen: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        seen.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    show()
    monkeypatch.undo()
    assert len(seen) == 1
    return seen[0]


def every_dialog(tmp_path: Path, monkeypatch) -> dict[str, QWidget]:
    """Each window and message box of the game that has standard buttons."""
    from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
    from sixtysix_qt.ui.dialogs.questions import about_box, tell_bad_statistics
    from sixtysix_qt.ui.dialogs.recap import RecapDialog
    from sixtysix_qt.ui.dialogs.rules_dialog import RulesDialog
    from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
    from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from sixtysix_qt.ui.review.history_dialog import HistoryDialog
    from sixtysix_qt.ui.settings.store import Settings
    from sixtysix_qt.ui.words.buttons import message_box

    stats = Statistics(tmp_path)
    statistics = StatisticsDialog(stats)
    broken = Statistics(tmp_path / "none")
    broken.problem = "test"
    ini = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    return {
        "rules": RulesDialog(),
        "statistics": statistics,
        "reset statistics?": _caught(monkeypatch, statistics.confirm_reset),
        "history": HistoryDialog(DealArchive(tmp_path)),
        "recap": RecapDialog(_finished_match(), ("human", "computer"), 0, stats, "medium"),
        "new game": NewGameDialog(),
        "settings": SettingsDialog(Settings(ini)),
        "about": about_box(None),
        "statistics damaged": _caught(monkeypatch, lambda: tell_bad_statistics(None, broken)),
        "message": message_box(None, QMessageBox.Icon.Warning, "t", "x"),
    }


@pytest.mark.slow
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_standard_button_is_named_in_our_words(
    manager, qm_cache, qtbot, tmp_path, monkeypatch, code
):
    manager.set_language(code)
    ours = our_words(code)
    found, bad = set(), []
    for name, widget in every_dialog(tmp_path, monkeypatch).items():
        qtbot.addWidget(widget)
        buttons = standard_buttons(widget)
        assert buttons, f"{name}: no standard button found"
        for kind, button in buttons:
            found.add(kind)
            if button.text() not in ours:
                bad.append(f"{name}: {kind} reads {button.text()!r}, not our catalogue's")
    assert not bad, f"{code}:\n" + "\n".join(bad)
    assert found >= {"Close", "Ok", "Cancel", "Yes", "No", "RestoreDefaults"}


@pytest.mark.slow
def test_bulgarian_close_is_the_imperative_in_every_window(manager, qm_cache, qtbot, tmp_path):
    from sixtysix_qt.ui.dialogs.rules_dialog import RulesDialog
    from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog

    dialogs = [RulesDialog(), StatisticsDialog(Statistics(tmp_path))]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
    manager.set_language("bg")
    QCoreApplication.processEvents()  # the open windows get LanguageChange: Qt renames first
    closes = [b.text() for d in dialogs for kind, b in standard_buttons(d) if kind == "Close"]
    assert closes == ["Затвори", "Затвори"]
    manager.set_language("en")
    QCoreApplication.processEvents()
    assert [b.text() for d in dialogs for k, b in standard_buttons(d) if k == "Close"] == [
        "Close",
        "Close",
    ]


def test_no_module_shows_qts_own_button_words():
    """Qt's static message boxes and unnamed button boxes would bring Qt's words back."""
    static = re.compile(r"QMessageBox\.(?:information|question|warning|critical|about)\(")
    bad = []
    for path in sorted(UI.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if static.search(text):
            bad.append(f"{path.name}: a static QMessageBox: use words.buttons.message_box")
        standard = "StandardButton." in text and (
            "QDialogButtonBox(" in text or "QMessageBox(" in text or ".addButton(" in text
        )
        if standard and "name_standard_buttons" not in text and "message_box" not in text:
            bad.append(f"{path.name}: standard buttons not named with name_standard_buttons")
    assert not bad, "\n".join(bad)
