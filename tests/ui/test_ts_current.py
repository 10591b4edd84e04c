"""The .ts catalogues hold exactly the strings the code asks Qt to translate.

lupdate is run over the code into a fresh catalogue and its messages are
compared with the committed lv catalogue, so a string added to the code
(or hidden from lupdate, e.g. behind an alias of ``translate``) fails here
instead of showing up in English for players.
"""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LUPDATE = ROOT / "i18n" / "update.py"


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


def test_lupdate_finds_nothing_new(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("i18n_update", LUPDATE)
    update = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(update)
    fresh = tmp_path / "fresh_lv.ts"
    files = [str(p.relative_to(ROOT)) for p in update.sources()]
    subprocess.run(
        [
            *update.lupdate_command(),
            "-silent",
            "-target-language",
            "lv_LV",
            *files,
            "-ts",
            str(fresh),
        ],
        cwd=ROOT,
        check=True,
    )
    in_code = _messages(fresh)
    committed = _messages(ROOT / "i18n" / "sixtysix_lv.ts")
    # Only this direction: lupdate releases differ in a few calls they can parse,
    # so a catalogue written by a newer lupdate may hold strings an older one misses.
    assert in_code - committed == set(), "run python i18n/update.py and translate"
