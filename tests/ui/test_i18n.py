"""Translations: run-time switching, plural forms, fallbacks, catalogue health, fonts."""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontMetrics

from sixtysix_qt.resources import i18n_source_dir
from sixtysix_qt.ui.dialogs.rules_dialog import RulesDialog
from sixtysix_qt.ui.words import i18n
from sixtysix_qt.ui.words.i18n import LANGUAGES, compile_ts, system_language
from sixtysix_qt.ui.words.rules_page import PRESETS, rules_html

TS_FILES = {code: i18n_source_dir() / f"sixtysix_{code}.ts" for code in LANGUAGES}


@pytest.mark.slow
def test_switching_language_rerenders_the_open_rules_dialog(manager, qm_cache):
    dialog = RulesDialog("classic", {})
    assert dialog.windowTitle() == "Rules"
    assert "Aim of the game" in dialog.browser.toPlainText()
    expected = {
        "lv": ("Noteikumi", "Spēles mērķis"),
        "sl": ("Pravila", "Cilj igre"),
        "bg": ("Правила", "Цел на играта"),
        "uk": ("Правила", "Мета гри"),
    }
    for code, (title, heading) in expected.items():
        assert manager.set_language(code) == code
        QCoreApplication.processEvents()  # Qt posts LanguageChange; the app loop delivers it
        assert manager.language == code
        assert dialog.windowTitle() == title
        assert heading in dialog.browser.toPlainText()
    manager.set_language("en")
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "Rules"
    assert "Aim of the game" in dialog.browser.toPlainText()


@pytest.mark.slow
def test_language_changed_signal(manager, qm_cache):
    seen: list[str] = []
    manager.language_changed.connect(seen.append)
    manager.set_language("bg")
    manager.set_language("xx")  # unknown: English, not a crash
    assert seen == ["bg", "en"]


NUMBERS = (0, 1, 2, 5, 11, 21, 22)
GAME_POINTS = {
    "en": ["game points", "game point", "game points", "game points", "game points",
           "game points", "game points"],
    # Qt order Singular, Plural, Nullar: 0 takes the genitive plural
    "lv": ["punktu", "punkts", "punkti", "punkti", "punkti", "punkts", "punkti"],
    # Singular (1), Dual (2), Trial (3-4), Plural: 21 and 22 are plural
    "sl": ["točk partije", "točka partije", "točki partije", "točk partije", "točk partije",
           "točk partije", "točk partije"],
    "bg": ["победни точки", "победна точка", "победни точки", "победни точки", "победни точки",
           "победни точки", "победни точки"],
    "uk": ["балів", "бал", "бали", "балів", "балів", "бал", "бали"],
}  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_plural_forms(manager, qm_cache, code):
    manager.set_language(code)
    for n, word in zip(NUMBERS, GAME_POINTS[code], strict=True):
        text = QCoreApplication.translate("Game", "%n game point(s)", "", n)
        assert text == f"{n} {word}", (code, n, text)


@pytest.mark.slow
def test_plural_forms_of_card_points_in_a_sentence(manager, qm_cache):
    manager.set_language("uk")
    assert "33 очки " in QCoreApplication.translate(
        "RulesPage", "The loser has %n point(s) or more", "", 33
    )
    assert "51 очко " in QCoreApplication.translate(
        "RulesPage", "The loser has %n point(s) or more", "", 51
    )
    manager.set_language("lv")
    assert "11 acis" in rules_html("classic")


def _no_catalogues(tmp_path, monkeypatch) -> Path:
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setattr(i18n, "qm_search_dirs", lambda: [tmp_path / "built"])
    monkeypatch.setattr(i18n, "i18n_source_dir", lambda: empty)
    return tmp_path / "built"


def test_missing_qm_falls_back_to_english(manager, qm_cache, tmp_path, monkeypatch, caplog):
    _no_catalogues(tmp_path, monkeypatch)
    with caplog.at_level(logging.WARNING, logger="sixtysix_qt.ui.words.i18n"):
        assert manager.set_language("lv") == "en"
    assert "no translation file" in caplog.text
    assert QCoreApplication.translate("RulesPage", "Rules") == "Rules"


def test_damaged_qm_falls_back_to_english(manager, qm_cache, tmp_path, monkeypatch, caplog):
    built = _no_catalogues(tmp_path, monkeypatch)
    built.mkdir()
    (built / "sixtysix_uk.qm").write_bytes(b"this is not a Qt catalogue" * 10)
    with caplog.at_level(logging.WARNING, logger="sixtysix_qt.ui.words.i18n"):
        assert manager.set_language("uk") == "en"
    assert "damaged" in caplog.text
    assert QCoreApplication.translate("RulesPage", "Rules") == "Rules"


def _messages(ts: Path) -> list[ET.Element]:
    return [
        m
        for m in ET.parse(ts).getroot().iter("message")
        if m.find("translation").get("type") not in ("obsolete", "vanished")
    ]


def _unfinished(ts: Path, context: str | None = None) -> list[str]:
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name")
        if context and name != context:
            continue
        for m in ctx.iter("message"):
            if m.find("translation").get("type") == "unfinished":
                out.append(f"{name}: {m.findtext('source')!r}")
    return out


def test_ts_files_have_the_right_language():
    for code, ts in TS_FILES.items():
        assert ts.is_file(), ts
        assert ET.parse(ts).getroot().get("language") == i18n.TS_LANGUAGE[code]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_rules_page_is_fully_translated(code):
    missing = _unfinished(TS_FILES[code], "RulesPage")
    assert not missing, f"{code}: unfinished rules-page strings:\n" + "\n".join(missing)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_string_is_translated(code):
    """Red until the translators finish: the message lists what is left to do."""
    missing = _unfinished(TS_FILES[code])
    assert not missing, f"{code}: {len(missing)} unfinished:\n" + "\n".join(missing)


@pytest.mark.slow
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_qm_in_use_matches_the_ts(qapp, qm_cache, tmp_path, code):
    """The catalogue the game would load says what the .ts says now (no stale build)."""
    fresh = tmp_path / f"fresh_{code}.qm"
    assert compile_ts(TS_FILES[code], fresh)
    used = i18n.find_qm(code)
    assert used is not None
    a, b = QTranslator(), QTranslator()
    assert a.load(str(fresh)) and b.load(str(used))
    for ctx in ET.parse(TS_FILES[code]).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            src = m.findtext("source")
            for n in (1, 2, 5) if m.get("numerus") == "yes" else (-1,):
                assert a.translate(name, src, None, n) == b.translate(name, src, None, n), src


@pytest.mark.slow
def test_rules_html_covers_every_preset_in_every_language(manager, qm_cache):
    for code in LANGUAGES:
        manager.set_language(code)
        for preset in PRESETS:
            page = rules_html(preset, {"auto_declare": False, "historical_scoring": True})
            assert "%1" not in page and "%n" not in page, (code, preset)


@pytest.mark.slow
def test_options_change_the_page(manager, qm_cache):
    manager.set_language("en")  # the English catalogue supplies "1 game point" / "11 game points"
    strict = rules_html("classic", {"strict_must_head": True})
    relaxed = rules_html("classic", {"strict_must_head": False})
    assert "you must head the trick" in strict
    assert "you need not beat" in relaxed
    assert "Closing the talon" not in rules_html("three-hand")
    assert "Moon" in rules_html("bidding")
    assert "jack of trumps" in rules_html("schnapsen")
    assert "11 game points" in rules_html("classic", {"game_target": 11})


@pytest.mark.parametrize(
    ("locale", "code"),
    [("lv_LV", "lv"), ("sl_SI", "sl"), ("bg_BG", "bg"), ("uk_UA", "uk"), ("en_GB", "en"),
     ("de_AT", "en"), ("ru_RU", "en"), ("C", "en")],
)  # fmt: skip
def test_system_language(qapp, locale, code):
    assert system_language(QLocale(locale)) == code


def test_system_language_default_is_one_of_ours(qapp):
    assert system_language() in LANGUAGES


SAMPLES = (
    "Sešdesmit seši: ĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽž „stiķis”"
    "Šestinšestdeset: ČčŠšŽž »vzetek«"
    "Сантасе: взятка, коз, талон „Стига ми!“"
    "Шістдесят шість: ЄєІіЇїҐґ дев'ятка «Досить!» — …"
)


def test_bundled_font_covers_latvian_and_cyrillic(qapp):
    family = i18n.register_fonts()
    assert family == "DejaVu Sans"
    for bold in (False, True):
        font = QFont(family)
        font.setBold(bold)
        metrics = QFontMetrics(font)
        # inFontUcs4, not inFont: PySide6 6.x passes a non-Latin-1 str to inFont(QChar) wrongly
        missing = [ch for ch in SAMPLES if not ch.isspace() and not metrics.inFontUcs4(ord(ch))]
        assert not missing, missing
    assert family in qapp.font().families()


TARGET_BOX = {
    "en": ("1 game point", "2 game points", "21 game points"),
    "lv": ("1 punktam", "2 punktiem", "21 punktam"),  # "Spēle līdz: …" takes the dative
    "sl": ("1 točke", "2 točk", "21 točk"),  # "Partija do: …" takes the genitive
    "bg": ("1 победна точка", "2 победни точки", "21 победни точки"),
    "uk": ("1 бала", "2 балів", "21 бала"),  # "Партія до: …" takes the genitive
}


@pytest.mark.slow
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_game_target_box_words_agree_with_the_number(manager, qm_cache, qtbot, code):
    from sixtysix_qt.ui.dialogs import GameTargetBox

    box = GameTargetBox()
    qtbot.addWidget(box)
    manager.set_language(code)
    QCoreApplication.processEvents()  # the box rewords itself on LanguageChange
    shown = []
    for value in (1, 2, 21):
        box.setValue(value)
        shown.append(box.lineEdit().text())
    assert tuple(shown) == TARGET_BOX[code]


@pytest.mark.slow
def test_the_cache_never_passes_another_checkouts_compile_for_this_one(
    qapp, qm_cache, tmp_path, monkeypatch
):
    """Two checkouts share the user's cache: a compile of another checkout's text, made
    after our text was saved, must not be loaded for ours (it was, by file time alone)."""
    import os

    ours, theirs = tmp_path / "ours", tmp_path / "theirs"
    for folder, word in ((ours, "Pravila ours"), (theirs, "Pravila theirs")):
        folder.mkdir()
        text = (i18n.i18n_source_dir() / "sixtysix_sl.ts").read_text(encoding="utf-8")
        text = text.replace(
            "<translation>Pravila</translation>", f"<translation>{word}</translation>", 1
        )
        (folder / "sixtysix_sl.ts").write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n, "qm_search_dirs", lambda: [])
    os.utime(ours / "sixtysix_sl.ts", (1, 1))  # our text was saved before their checkout
    monkeypatch.setattr(i18n, "i18n_source_dir", lambda: theirs)
    other = i18n.find_qm("sl")  # their compile: newer than our text
    monkeypatch.setattr(i18n, "i18n_source_dir", lambda: ours)
    mine = i18n.find_qm("sl")
    translator = QTranslator()
    assert mine is not None and other is not None and translator.load(str(mine))
    assert translator.translate("RulesPage", "Rules") == "Pravila ours"


# ------------------------------------------------------- the one table of languages
def test_the_table_of_languages_is_what_the_game_and_the_catalogues_use():
    """i18n/languages.json is the one list: the menu, the .ts files, update.py, the
    screenshots and the packaging read it, and each row is whole."""
    import importlib.util
    import json

    from sixtysix_qt.resources import languages_path
    from tools import screenshots

    rows = json.loads(languages_path().read_text(encoding="utf-8"))["languages"]
    fields = {
        "code",
        "english",
        "native",
        "game_name",
        "qt_language",
        "plural_forms",
        "windows_langid",
    }
    assert all(set(row) == fields for row in rows)
    codes = [row["code"] for row in rows]
    assert codes[0] == i18n.DEFAULT_LANGUAGE and len(set(codes)) == len(codes)
    assert i18n.TABLE[0] == i18n.ENGLISH  # the fallback row is the table's own
    assert list(LANGUAGES) == codes == list(screenshots.LANGS)
    assert LANGUAGES == {row["code"]: row["native"] for row in rows}
    spec = importlib.util.spec_from_file_location("update", i18n_source_dir() / "update.py")
    update = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(update)
    assert list(update.LANGUAGES) == codes
    for row in rows:
        root = ET.parse(TS_FILES[row["code"]]).getroot()
        assert root.get("language") == row["qt_language"]
        plural = [m for m in root.iter("message") if m.get("numerus") == "yes"]
        forms = {len(m.findall("translation/numerusform")) for m in plural}
        assert forms <= {row["plural_forms"]}, row["code"]
        assert 0x400 < row["windows_langid"] < 0x10000


def test_a_new_row_reaches_the_menu(tmp_path):
    """Adding a language is one row: the table is read, not copied into the code."""
    import json

    table = json.loads((i18n_source_dir() / "languages.json").read_text(encoding="utf-8"))
    table["languages"].append(
        {
            "code": "xx",
            "english": "Test",
            "native": "Tëst",
            "game_name": "Sixty-Six",
            "qt_language": "xx_XX",
            "plural_forms": 2,
            "windows_langid": 4096,
        }
    )
    path = tmp_path / "languages.json"
    path.write_text(json.dumps(table), encoding="utf-8")
    assert [lang.code for lang in i18n.language_table(path)][-1] == "xx"
    assert i18n.language_table(path)[-1].native == "Tëst"


def test_a_missing_or_damaged_table_leaves_the_game_in_english(tmp_path, caplog):
    for text in (None, "{not json", '{"languages": [{"code": "lv"}]}'):
        path = tmp_path / "languages.json"
        path.unlink(missing_ok=True)
        if text is not None:
            path.write_text(text, encoding="utf-8")
        with caplog.at_level(logging.WARNING):
            assert i18n.language_table(path) == [i18n.ENGLISH]
        assert "English only" in caplog.text
