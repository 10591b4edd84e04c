"""Start-up refusals speak the player's language: the setting is read before the folder is claimed.

"Sixty-Six is already running..." used to come before the translator, so a
Bulgarian player read it in English (on Windows the installer has written
the language to the registry before the very first start).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator

from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.shell import app as app_module
from sixtysix_qt.ui.system.single_instance import LOCK_NAME

HOLD = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(1000)
print("held", flush=True)
time.sleep(120)
"""


def _settings_in(folder: Path, language: str) -> None:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.language = language
    settings.sync()


def _back_to_english(qapp, locale: QLocale) -> None:
    """Undo what the start installed: its translators and its default locale (numbers)."""
    for translator in qapp.findChildren(QTranslator):
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


@pytest.mark.slow
def test_the_already_running_refusal_is_in_bulgarian(qapp, tmp_path: Path, capsys) -> None:
    data = tmp_path / "данни"
    data.mkdir()
    _settings_in(data, "bg")
    holder = subprocess.Popen(  # a game that holds the folder and does not answer
        [sys.executable, "-c", HOLD, str(data / LOCK_NAME)], stdout=subprocess.PIPE, text=True
    )
    locale = QLocale()
    try:
        assert holder.stdout.readline().strip() == "held"
        code = app_module.main(["--data-dir", str(data)])
    finally:
        holder.kill()
        holder.wait()
        _back_to_english(qapp, locale)
    said = capsys.readouterr().err
    assert code == 1
    assert "Сантасе" in said and "already running" not in said, said


def test_the_language_is_read_without_writing_anything(qapp, tmp_path: Path) -> None:
    assert app_module.peek_language(str(tmp_path), True) == ""  # no settings file yet
    assert list(tmp_path.iterdir()) == []
    _settings_in(tmp_path, "lv")
    assert app_module.peek_language(str(tmp_path), True) == "lv"
    link = tmp_path / "elsewhere"
    link.mkdir()
    (link / "settings.ini").symlink_to(tmp_path / "settings.ini")
    assert app_module.peek_language(str(link), True) == ""  # a link is not followed here
