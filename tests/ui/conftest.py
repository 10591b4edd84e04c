"""UI tests run without a display: force Qt's offscreen platform before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402


@pytest.fixture
def manager(qapp):
    """A LanguageManager that leaves the application in English afterwards."""
    from sixtysix_qt.ui.words.i18n import LanguageManager

    mgr = LanguageManager()
    yield mgr
    mgr.set_language("en")


@pytest.fixture
def qm_cache(tmp_path, monkeypatch):
    """Compile into a fresh cache so tests never depend on (or litter) the user's cache."""
    monkeypatch.setenv("SIXTYSIX_QM_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture(scope="session", autouse=True)
def table_look(qapp):
    """Every UI test sees the program's own look (``ui/look/style.py``), as the game shows it."""
    from sixtysix_qt.ui.look.style import apply_style

    apply_style(qapp)


@pytest.fixture(autouse=True)
def no_sound_device(monkeypatch):
    """Windows with settings play sounds: in tests no device is opened (CI has no sound card)."""
    from sixtysix_qt.ui.sound import output

    def no_device(mixer, rate):
        raise OSError("tests open no sound device")

    monkeypatch.setattr(output, "open_device", no_device)


@pytest.fixture
def small_review_effort(monkeypatch):
    """The review judges with few worlds (it is the window that is tested, not the judge)."""
    from sixtysix_qt.ui.review import mode as review_mode

    monkeypatch.setattr(review_mode, "REVIEW_WORLDS", 3)
    monkeypatch.setattr(review_mode, "REVIEW_MAX_WORLDS", 6)
