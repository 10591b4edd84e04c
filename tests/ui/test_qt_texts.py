"""Qt's own texts (dialog buttons, the copy menu) in the game's language.

PySide6 ships ``qtbase_lv/bg/uk.qm`` but for Slovenian only the old
``qt_sl.qm`` without Qt 6's button texts; ``i18n/qt_extra_sl.ts`` fills the
gap.  These tests check the buttons a player sees, that the other languages
still get Qt's own translation, that a missing or damaged supplement only
costs English buttons, and that ``i18n/update.py`` never touches it.
"""

from __future__ import annotations

import importlib.util
import logging
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from sixtysix_qt.resources import i18n_source_dir
from sixtysix_qt.ui.words import i18n
from sixtysix_qt.ui.words.i18n import QT_EXTRA_CATALOG, compile_ts

EXTRA_TS = i18n_source_dir() / f"{QT_EXTRA_CATALOG}_sl.ts"
OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel


def _ok_cancel(qtbot) -> tuple[str, str]:
    box = QDialogButtonBox(OK_CANCEL)
    qtbot.addWidget(box)
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    return ok.text(), cancel.text()


def _qt_own(code: str, context: str, source: str) -> str:
    """What the Qt catalogue shipped with PySide6 says, or '' when it has nothing."""
    path = i18n.qt_base_catalog(code)
    if path is None:
        return ""
    translator = QTranslator()
    assert translator.load(str(path)), path
    return translator.translate(context, source)


def _extra_messages() -> list[tuple[str, str, str]]:
    """(context, source, translation) of every entry in qt_extra_sl.ts."""
    root = ET.parse(EXTRA_TS).getroot()
    return [
        (ctx.findtext("name"), m.findtext("source"), m.findtext("translation"))
        for ctx in root.iter("context")
        for m in ctx.iter("message")
    ]


@pytest.mark.slow
def test_slovenian_ok_cancel(manager, qm_cache, qtbot):
    assert manager.set_language("sl") == "sl"
    assert _ok_cancel(qtbot) == ("V redu", "Prekliči")


@pytest.mark.slow
def test_english_ok_cancel(manager, qm_cache, qtbot):
    manager.set_language("sl")
    assert manager.set_language("en") == "en"
    assert _ok_cancel(qtbot) == ("OK", "Cancel")


@pytest.mark.slow
@pytest.mark.parametrize("code", ["lv", "bg", "uk"])
def test_other_languages_keep_qts_own_translation(manager, qm_cache, qtbot, code):
    ok, cancel = _qt_own(code, "QPlatformTheme", "OK"), _qt_own(code, "QPlatformTheme", "Cancel")
    assert cancel and cancel != "Cancel", f"PySide6 no longer translates Cancel into {code}"
    assert manager.set_language(code) == code
    assert _ok_cancel(qtbot) == (ok or "OK", cancel)


@pytest.mark.slow
def test_open_dialog_follows_a_language_switch(manager, qm_cache, qtbot):
    from sixtysix_qt.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    buttons = dialog.findChild(QDialogButtonBox)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    manager.set_language("en")
    QCoreApplication.processEvents()
    assert cancel.text() == "Cancel"
    manager.set_language("sl")
    QCoreApplication.processEvents()
    assert cancel.text() == "Prekliči"
    manager.set_language("lv")
    QCoreApplication.processEvents()
    assert cancel.text() == _qt_own("lv", "QPlatformTheme", "Cancel")


@pytest.mark.slow
def test_slovenian_texts_of_the_games_dialogs(manager, qm_cache, qtbot):
    """Every Qt-made text the game shows in a dialog, as the player sees it."""
    from sixtysix_qt.ui.dialogs.rules_dialog import RulesDialog

    manager.set_language("sl")
    Std = QMessageBox.StandardButton
    question = QMessageBox(QMessageBox.Icon.Question, "t", "x", Std.Yes | Std.No)
    information = QMessageBox(QMessageBox.Icon.Information, "t", "x", Std.Ok)
    close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    settings_box = QDialogButtonBox(OK_CANCEL | QDialogButtonBox.StandardButton.RestoreDefaults)
    rules = RulesDialog()
    for w in (question, information, close, settings_box, rules):
        qtbot.addWidget(w)
    assert [question.button(b).text() for b in (Std.Yes, Std.No)] == ["&Da", "&Ne"]
    assert information.button(Std.Ok).text() == "V redu"
    assert close.buttons()[0].text() == "Zapri"
    assert sorted(b.text() for b in settings_box.buttons()) == [
        "Obnovi privzeto",
        "Prekliči",
        "V redu",
    ]
    menu = rules.browser.createStandardContextMenu(QPoint(5, 5))
    texts = [a.text().split("\t")[0] for a in menu.actions() if a.text()]
    assert texts == ["&Kopiraj", "Kopiraj &naslov povezave", "Izberi vse"]


@pytest.mark.slow
def test_every_supplement_entry_is_in_force_in_slovenian(manager, qm_cache):
    """Incl. the GNOME theme's texts, which the offscreen platform never asks for."""
    manager.set_language("sl")
    for context, source, translation in _extra_messages():
        assert QCoreApplication.translate(context, source) == translation, (context, source)


def test_supplement_is_well_formed():
    root = ET.parse(EXTRA_TS).getroot()
    assert root.get("language") == "sl_SI"
    # a <comment> is part of Qt's lookup key: Qt's own calls have none
    assert root.find(".//comment") is None
    messages = _extra_messages()
    assert {(c, s) for c, s, _ in messages} >= {
        ("QPlatformTheme", "OK"),
        ("QPlatformTheme", "Cancel"),
        ("QPlatformTheme", "Close"),
        ("QPlatformTheme", "Restore Defaults"),
        ("QPlatformTheme", "&Yes"),
        ("QPlatformTheme", "&No"),
        ("QGnomeTheme", "&OK"),
        ("QGnomeTheme", "&Cancel"),
        ("QGnomeTheme", "&Close"),
        ("QWidgetTextControl", "&Copy"),
        ("QWidgetTextControl", "Select All"),
    }
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            assert m.find("translation").get("type") is None, m.findtext("source")
    for context, source, translation in messages:
        assert translation, (context, source)
        # a mnemonic where Qt has one, and only then
        assert translation.count("&") == source.count("&"), (context, source, translation)


@pytest.mark.slow
@pytest.mark.parametrize(
    "boxes",
    [
        [("QPlatformTheme", s) for s in ("&Yes", "Yes to &All", "&No", "N&o to All")],
        [("QGnomeTheme", s) for s in ("&OK", "&Save", "&Cancel")],
        [("QGnomeTheme", "&Close"), ("StatisticsDialog", "&Reset…")],
        [("QWidgetTextControl", s) for s in ("&Copy", "Copy &Link Location")],
    ],
)
def test_mnemonics_unique_where_shown_together(manager, qm_cache, boxes):
    manager.set_language("sl")
    keys = []
    for context, source in boxes:
        text = QCoreApplication.translate(context, source)
        assert "&" in text, (context, source)
        keys.append(text[text.index("&") + 1].lower())
    assert len(set(keys)) == len(keys), keys


@pytest.mark.slow
def test_supplement_in_use_matches_the_ts(qapp, qm_cache, tmp_path):
    fresh = tmp_path / "fresh.qm"
    assert compile_ts(EXTRA_TS, fresh)
    used = i18n.find_qm("sl", QT_EXTRA_CATALOG)
    assert used is not None
    a, b = QTranslator(), QTranslator()
    assert a.load(str(fresh)) and b.load(str(used))
    for context, source, translation in _extra_messages():
        assert a.translate(context, source) == b.translate(context, source) == translation


def _only_game_catalogue(tmp_path, monkeypatch) -> Path:
    """A source dir with just sixtysix_sl.ts and an empty built dir; returns the latter."""
    src = tmp_path / "src"
    src.mkdir()
    shutil.copy2(i18n_source_dir() / "sixtysix_sl.ts", src / "sixtysix_sl.ts")
    built = tmp_path / "built"
    built.mkdir()
    monkeypatch.setattr(i18n, "qm_search_dirs", lambda: [built])
    monkeypatch.setattr(i18n, "i18n_source_dir", lambda: src)
    return built


@pytest.mark.slow
def test_missing_supplement_logs_and_leaves_qt_texts_english(
    manager, qm_cache, tmp_path, monkeypatch, caplog, qtbot
):
    _only_game_catalogue(tmp_path, monkeypatch)
    with caplog.at_level(logging.WARNING, logger="sixtysix_qt.ui.words.i18n"):
        assert manager.set_language("sl") == "sl"
    assert "qt_extra_sl.qm missing or damaged" in caplog.text
    assert _ok_cancel(qtbot) == ("OK", "Cancel")
    assert QCoreApplication.translate("RulesPage", "Rules") == "Pravila"  # the game stays sl


@pytest.mark.slow
def test_damaged_supplement_logs_and_leaves_qt_texts_english(
    manager, qm_cache, tmp_path, monkeypatch, caplog, qtbot
):
    built = _only_game_catalogue(tmp_path, monkeypatch)
    (built / "qt_extra_sl.qm").write_bytes(b"this is not a Qt catalogue" * 10)
    with caplog.at_level(logging.WARNING, logger="sixtysix_qt.ui.words.i18n"):
        assert manager.set_language("sl") == "sl"
    assert "damaged or unreadable" in caplog.text
    assert "stay in English" in caplog.text
    assert _ok_cancel(qtbot) == ("OK", "Cancel")
    assert QCoreApplication.translate("RulesPage", "Rules") == "Pravila"


@pytest.mark.slow
def test_qts_own_translation_wins_over_the_supplement(manager, qm_cache, tmp_path, monkeypatch):
    """The supplement only fills gaps: an entry Qt's catalogue has keeps Qt's wording."""
    own = _qt_own("sl", "QLineEdit", "&Copy")
    if not own:
        pytest.skip("this PySide6 has no Slovenian QLineEdit texts")
    _only_game_catalogue(tmp_path, monkeypatch)
    (tmp_path / "src" / "qt_extra_sl.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="sl_SI">\n'
        "<context><name>QLineEdit</name><message><source>&amp;Copy</source>"
        "<translation>not this</translation></message></context>\n"
        "<context><name>QPlatformTheme</name><message><source>Cancel</source>"
        "<translation>from the supplement</translation></message></context>\n"
        "</TS>\n",
        encoding="utf-8",
    )
    assert manager.set_language("sl") == "sl"
    assert QCoreApplication.translate("QLineEdit", "&Copy") == own
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "from the supplement"


@pytest.mark.slow
def test_no_warning_for_languages_qt_translates(manager, qm_cache, caplog):
    with caplog.at_level(logging.WARNING, logger="sixtysix_qt.ui.words.i18n"):
        for code in ("en", "lv", "bg", "uk", "sl"):
            assert manager.set_language(code) == code
    assert "stay in English" not in caplog.text


def _update_module():
    path = i18n_source_dir() / "update.py"
    spec = importlib.util.spec_from_file_location("i18n_update", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_update_py_leaves_the_supplement_alone(monkeypatch):
    update = _update_module()
    targets = set(update.targets().values())
    assert EXTRA_TS not in targets
    assert {p.name for p in targets} == {f"sixtysix_{c}.ts" for c in i18n.LANGUAGES}
    written: list[Path] = []
    monkeypatch.setattr(update, "write_catalogue", lambda path, text: written.append(path))
    # a catalogue that differs from what the code asks for, so every target is rewritten
    monkeypatch.setattr(update, "code_messages", lambda: [update.Message("X", "%n x(s)", "", True)])
    assert update.main(["-no-obsolete"]) == 0
    assert set(written) == targets
    assert all(QT_EXTRA_CATALOG not in p.name for p in written)
