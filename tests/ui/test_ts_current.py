"""The .ts catalogues hold exactly the strings the code asks Qt to translate.

``i18n/update.py`` is run over the code in memory and must reproduce every
committed catalogue byte for byte, so a string added to the code (or a
plural turned into a single form) fails here instead of showing up in
English for players.  lupdate is also run as an independent reader of the
code: whatever it finds must be in the catalogue too.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UPDATE = ROOT / "i18n" / "update.py"
spec = importlib.util.spec_from_file_location("i18n_update", UPDATE)
update = importlib.util.module_from_spec(spec)
spec.loader.exec_module(update)


def _messages(ts: Path) -> set[tuple[str, str]]:
    out = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            kind = message.find("translation").get("type")
            if kind in ("vanished", "obsolete"):
                continue
            out.add((name, message.findtext("source")))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("code", list(update.LANGUAGES))
def test_catalogue_is_what_update_writes(code: str) -> None:
    ts = update.targets()[code]
    assert update.update(code, ts, update.code_messages()) == ts.read_text(encoding="utf-8"), (
        "run python i18n/update.py and translate"
    )


@pytest.mark.parametrize("code", list(update.LANGUAGES))
def test_every_counted_message_is_plural(code: str) -> None:
    """A ``%n`` message keeps numerus="yes" with the language's number of forms."""
    bad = []
    for context in ET.parse(update.targets()[code]).getroot().iter("context"):
        for m in context.iter("message"):
            source = m.findtext("source")
            forms = m.find("translation").findall("numerusform")
            if "%n" in source and (
                m.get("numerus") != "yes" or len(forms) != update.PLURAL_FORMS[code]
            ):
                bad.append(source)
    assert not bad, bad


def test_catalogues_have_no_source_locations() -> None:
    for ts in update.targets().values():
        assert "<location" not in ts.read_text(encoding="utf-8"), ts


@pytest.mark.slow
def test_lupdate_finds_nothing_new(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh_lv.ts"
    files = [str(p.relative_to(ROOT)) for p in update.sources()]
    lupdate = Path(__import__("sys").executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate not installed beside this Python")
    subprocess.run(
        [str(lupdate), "-silent", "-target-language", "lv_LV", *files, "-ts", str(fresh)],
        cwd=ROOT,
        check=True,
        timeout=120,
    )
    # Only this direction: lupdate's Python reader misses calls with brackets in
    # their arguments, so it finds fewer strings than update.py, never more.
    in_code = _messages(fresh)
    committed = _messages(ROOT / "i18n" / "sixtysix_lv.ts")
    assert in_code - committed == set(), "run python i18n/update.py and translate"


def _write(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "mod.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def test_extraction_reads_plurals_contexts_and_bracketed_arguments(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        """
        translate = QCoreApplication.translate
        class Panel(QWidget):
            def f(self, opts, won):
                self.tr("Cards: %n", "", len(won))
                translate("Rules", "First to %n point(s)", "", opts["target"])
                QCoreApplication.translate("Rules", "Heading", "section")
                translate("Rules", "Heading", "section")
                translate("Rules", "%n game(s)", n=3)
                translate("Rules", variable)
        """,
    )
    found = update.code_messages([path])
    assert found == [
        update.Message("Panel", "Cards: %n", "", True),
        update.Message("Rules", "First to %n point(s)", "", True),
        update.Message("Rules", "Heading", "section", False),
        update.Message("Rules", "%n game(s)", "", True),
    ]


def test_merge_keeps_translations_and_plural_forms(tmp_path: Path) -> None:
    old = ET.fromstring(
        """<TS version="2.1" language="uk_UA"><context><name>C</name>
        <message numerus="yes"><source>%n x(s)</source><translation>
        <numerusform>a</numerusform><numerusform>b</numerusform><numerusform>c</numerusform>
        </translation></message>
        <message><source>gone</source><translation>пішло</translation></message>
        <message><source>never done</source><translation type="unfinished"></translation></message>
        </context></TS>"""
    )
    messages = [update.Message("C", "%n x(s)", "", True), update.Message("C", "new")]
    text = update.render(update.merge(old, messages, "uk"))
    assert re.search(r"<numerusform>a</numerusform>\s*<numerusform>b</numerusform>", text)
    assert '<translation type="vanished">пішло</translation>' in text
    assert "never done" not in text
    assert "<source>new</source>" in text and 'type="unfinished"' in text
    dropped = update.render(update.merge(old, messages, "uk", keep_gone=False))
    assert "gone" not in dropped
    again = ET.fromstring(text.split("\n", 2)[2])
    assert update.render(update.merge(again, messages, "uk")) == text


def test_unknown_argument_is_refused() -> None:
    assert update.main(["--frobnicate"]) == 2
