"""G5 (round 4): deal files asked for while a message box is up are coalesced.

Each ``open`` that came while a box was up used to re-arm its own 200 ms
timer for as long as the box stayed (2,000 of them took half a core), and
then became its own message box, to be closed one by one.  Now only the
newest waits, behind one timer, and one review (or one message) follows.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from sixtysix_qt.ui.shell.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    win = MainWindow(data_dir=tmp_path)
    win.controller.pace_ms = 10**6
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.shutdown()


@pytest.mark.slow
def test_a_flood_behind_a_message_box_waits_on_one_timer_and_opens_once(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    menu = window.review_menu
    opened: list[str] = []
    monkeypatch.setattr(menu, "open_deal", lambda path=None: opened.append(str(path)))
    asked = [0]
    real_later = menu.open_deal_later

    def counted(path):  # the old code asked itself again every 200 ms for each request
        asked[0] += 1
        real_later(path)

    monkeypatch.setattr(menu, "open_deal_later", counted)
    box = QDialog(window)
    box.setModal(True)
    box.show()
    qtbot.waitUntil(lambda: box.isVisible())
    for i in range(300):
        menu.open_deal_later(tmp_path / f"missing-{i}.sixtysix")
    qtbot.wait(1000)
    assert opened == []  # nothing opens over the box
    assert asked[0] == 300, f"{asked[0] - 300} requests were asked again behind the box"
    box.close()
    qtbot.waitUntil(lambda: bool(opened), timeout=2000)
    qtbot.wait(500)
    assert opened == [str(tmp_path / "missing-299.sixtysix")]  # the newest, once
