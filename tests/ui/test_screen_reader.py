"""What a screen reader hears, read through the real accessibility stack.

The game runs in a real X server (Xvfb) with a D-Bus session and AT-SPI, as
on a Linux desktop with Orca; ``screen_reader/atspi_reader.py`` (the system's
Python with pyatspi, as Orca reads) walks the game's accessible tree and
listens for its announcements, and types keys as a blind player would.  The
offscreen tests check the words the table builds; only this one proves they
leave the process: the table's name and description (the cards in hand, the
trick, the trump card, whose turn), every move announced, every control with
a name, in English and in Latvian.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sixtysix_qt.engine import Match
from sixtysix_qt.ui.words.card_names import spoken_card

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent
READER = HERE / "screen_reader" / "atspi_reader.py"
I18N = HERE.parents[1] / "i18n"
SYSTEM_PYTHON = "/usr/bin/python3"
SEED = 5  # classic: the computer leads first, so the trick and an announcement come at once
CONTROLS = {
    *("push button", "check box", "menu item", "radio button", "combo box"),
    *("toggle button", "page tab", "spin button", "radio menu item", "check menu item"),
}

RUN = """
set -u
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$WORK/display" 2>/dev/null &
XPID=$!
for i in $(seq 100); do [ -s "$WORK/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$WORK/display")"
"$GAME_PYTHON" -m sixtysix_qt --data-dir "$WORK/data" --seed "$SEED" --new-game \
  --preset classic --size 1024x700 --speed fast --lang "$LANG_CODE" 2>"$WORK/game.log" &
GPID=$!
"$SYSTEM_PYTHON" "$READER" --pid "$GPID" "$@" >"$WORK/heard.json"
kill "$GPID" 2>/dev/null; wait "$GPID" 2>/dev/null
kill "$XPID" 2>/dev/null; wait "$XPID" 2>/dev/null
exit 0
"""


def _missing_tools() -> list[str]:
    missing = [t for t in ("Xvfb", "dbus-run-session", "xdotool") if shutil.which(t) is None]
    probe = (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
        if os.path.exists(SYSTEM_PYTHON)
        else None
    )
    if probe is None or probe.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def tools() -> None:
    missing = _missing_tools()
    if missing and os.environ.get("CI"):
        pytest.fail(f".ci/run must install {missing} (the screen-reader test needs them)")
    if missing:
        pytest.skip(f"needs {missing} (apt-get install xvfb dbus xdotool python3-pyatspi)")


def hear(tmp_path: Path, lang: str, *reader_args: str) -> dict:
    """Start the game on a real screen and read it as a screen reader would."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SIXTYSIX_", "QT_"))}
    env.update(
        WORK=str(tmp_path),
        GAME_PYTHON=sys.executable,
        SYSTEM_PYTHON=SYSTEM_PYTHON,
        READER=str(READER),
        SEED=str(SEED),
        LANG_CODE=lang,
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
    )
    (tmp_path / "data").mkdir()
    subprocess.run(
        ["dbus-run-session", "--", "bash", "-c", RUN, "run", *reader_args],
        env=env,
        timeout=240,
        check=True,
        capture_output=True,
    )
    text = (tmp_path / "heard.json").read_text(encoding="utf-8")
    assert text, (tmp_path / "game.log").read_text(encoding="utf-8", errors="replace")
    return json.loads(text)


def catalogue(lang: str) -> dict[str, str]:
    """The TableAccessibility sentences of one language: source -> translation."""
    root = ET.parse(I18N / f"sixtysix_{lang}.ts").getroot()
    out = {}
    for ctx in root.iter("context"):
        if ctx.findtext("name") == "TableAccessibility":
            for message in ctx.iter("message"):
                out[message.findtext("source")] = message.findtext("translation")
    return out


def table_of(tree: list[dict], name: str) -> dict:
    tables = [n for n in tree if n["name"] == name and n["showing"]]
    assert len(tables) == 1, [n for n in tree if n["role"] == "filler"][:5]
    return tables[0]


def unnamed_controls(tree: list[dict]) -> list[dict]:
    return [n for n in tree if n["showing"] and n["role"] in CONTROLS and not n["name"].strip()]


def test_a_screen_reader_hears_the_hand_the_trick_whose_turn_and_each_move(tools, tmp_path):
    hand = Match("classic", seed=SEED).state.hand(0)
    names = [spoken_card(code) for code in hand]
    heard = hear(
        tmp_path,
        "en",
        *("--table", "Card table", "--want", "In the trick:", "--want", "Your turn."),
        *("--keys", "1", "Return", "--then-heard", "You: ", "--seconds", "60"),
    )
    table = table_of(heard["first"], "Card table")
    said = re.fullmatch(
        r"Your cards: (.*?)\. In the trick: Computer: (.*?)\. .*Your turn\.", table["description"]
    )
    assert said, table["description"]
    assert sorted(said.group(1).split(", ")) == sorted(names)
    led = said.group(2)
    assert led not in names and re.fullmatch(r"(Ace|Ten|King|Queen|Jack|Nine) of \w+", led)
    assert f"Computer: {led}. Your turn." in heard["heard_first"]
    # the key 1 picks the first card as it lies, Enter plays it: the player hears their move
    first_card = table["description"].removeprefix("Your cards: ").split(", ")[0]
    assert any(a.startswith(f"You: {first_card}.") for a in heard["heard"]), heard["heard"]
    after = table_of(heard["second"], "Card table")["description"]
    assert first_card not in after.split(". In the trick")[0].split(". The trump")[0]
    assert unnamed_controls(heard["first"]) == []


def test_a_latvian_screen_reader_hears_latvian(tools, tmp_path):
    lv = catalogue("lv")
    your_cards, _ = lv["Your cards: %1."].split("%1")
    heard = hear(
        tmp_path,
        "lv",
        *("--table", lv["Card table"], "--want", your_cards, "--want", lv["Your turn."]),
        "--seconds",
        "60",
    )
    description = table_of(heard["first"], lv["Card table"])["description"]
    assert description.startswith(your_cards)
    assert description.endswith(lv["Your turn."])
    assert "Your" not in description and " of " not in description  # no English left
    assert unnamed_controls(heard["first"]) == []
