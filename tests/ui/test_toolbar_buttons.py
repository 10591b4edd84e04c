"""The toolbar's buttons follow their actions, and a change costs no new connection.

Qt 6.11's QToolButton reconnects its action at every change of it (enabled,
checked, text) and never drops the old connection: the move buttons change
several times a trick, so the game grew all evening (issue 53).
"""

from __future__ import annotations

from PySide6.QtCore import SIGNAL
from PySide6.QtWidgets import QToolButton

from sixtysix_qt.ui.shell.main_window import MainWindow


def _changes(window: MainWindow, times: int) -> None:
    for action in window.toolbar.actions():
        for n in range(times):
            action.setEnabled(n % 2 == 0)
        action.setEnabled(True)


def test_changing_an_action_adds_no_connection_to_it(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    actions = [a for a in window.toolbar.actions() if not a.isSeparator()]
    before = [a.receivers(SIGNAL("changed()")) for a in actions]
    _changes(window, 200)
    assert [a.receivers(SIGNAL("changed()")) for a in actions] == before


def test_a_button_shows_its_actions_state_text_and_check(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    action = window.commands.marry
    button = window.toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    action.setEnabled(False)
    assert not button.isEnabled()
    action.setEnabled(True)
    action.setText("&Wed")
    action.setToolTip("a tip")
    assert button.isEnabled() and button.text() == "Wed" and button.toolTip() == "a tip"
    action.setCheckable(True)
    action.setChecked(True)
    assert button.isCheckable() and button.isChecked()
    action.setChecked(False)
    assert not button.isChecked()
