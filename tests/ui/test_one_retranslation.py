"""One registry sets every text again after a language change (``words.retranslate``).

The Game menu's review entries, the storage banner and the welcome card
once listened for ``LanguageChange`` themselves, on their own widgets: Qt
posts that event, so they changed language one event-loop turn after the
rest of the window.  Now they are in the registry with everything else and
change in the same pass as the window's own title.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from sixtysix_qt.ui.settings.store import Settings

from .ui_helpers import open_window


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


@pytest.mark.slow
def test_a_language_switch_rerenders_the_menu_entries_banner_and_welcome_card(
    qtbot, tmp_path, manager, qm_cache
):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = open_window(qtbot, settings=settings, data_dir=tmp_path)
    try:
        win.storage_banner.failed("save", OSError("read-only"))
        win.first_steps.show_welcome()
        english = (
            win.windowTitle(),
            win.review_menu.act_review.text(),
            win.storage_banner.text(),
            win.first_steps.card.texts()[0],
        )
        assert english == (
            "Sixty-Six",
            "&Review last deal",
            "Not saved: the data folder cannot be written",
            "Welcome to Sixty-Six",
        )

        assert manager.set_language("lv") == "lv"  # no event loop turn: the registry's one pass
        latvian = (
            win.windowTitle(),
            win.review_menu.act_review.text(),
            win.storage_banner.text(),
            win.first_steps.card.texts()[0],
        )
        assert latvian == (
            _tr("MainWindow", "Sixty-Six"),
            _tr("ReviewMenu", "&Review last deal"),
            _tr("StorageBanner", "Not saved: the data folder cannot be written"),
            _tr("TableView", "Welcome to Sixty-Six"),
        )
        assert all(lv != en for lv, en in zip(latvian[1:], english[1:], strict=True))

        manager.set_language("en")
        assert win.review_menu.act_review.text() == "&Review last deal"
        assert win.storage_banner.text() == "Not saved: the data folder cannot be written"
    finally:
        win.controller.shutdown()
