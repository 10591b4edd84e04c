"""The toolbar's buttons follow their actions without Qt reconnecting them at every change.

A QToolButton answers each change of its action (enabled, checked, text) by
calling ``setDefaultAction`` again, and Qt 6.11 then connects the action's
``changed`` signal once more without dropping the last connection: about 140
bytes a change.  The move buttons change several times a trick, so a long
evening grew the game by megabytes (``benchmarks/memory_growth.py``).  This
filter takes the change off the button and copies what ``setDefaultAction``
would copy; the toolbar itself still hears the change (it shows or hides the
button).

An action may also ask its button to look faded while it stays usable
(``FADED``: the claim of 66 when it would be false, as the chip on the felt
fades): the button then draws its words in the faint colour of the style
sheet (``look/style.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QToolButton

FADED = "faded"
"""The action property that asks its toolbar button to look faded (still enabled)."""


def follow(button: QToolButton, action: QAction) -> None:
    """Give ``button`` what it shows of ``action``: its words and state (its faded look:
    ``follow_faded``)."""
    button.setText(action.iconText())
    button.setToolTip(action.toolTip())
    button.setStatusTip(action.statusTip())
    button.setWhatsThis(action.whatsThis())
    button.setIcon(action.icon())
    button.setFont(action.font())
    button.setCheckable(action.isCheckable())
    button.setChecked(action.isChecked())
    button.setEnabled(action.isEnabled())


def show_faded(button: QToolButton, faded: bool) -> None:
    """Draw the button's words faint (``faded``: the style sheet's ``[faded="true"]``) or not."""
    if bool(button.property(FADED)) == faded:
        return
    button.setProperty(FADED, faded)
    button.style().unpolish(button)  # a style sheet reads a dynamic property when polished
    button.style().polish(button)
    button.update()


def follow_faded(toolbar: QToolBar) -> None:
    """Give each button the faded look its action asks for now (after the actions changed)."""
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            show_faded(button, bool(action.property(FADED)))


class _Follower(QObject):
    """Takes an action's change event off its toolbar button and updates the button."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ActionChanged or not isinstance(watched, QToolButton):
            return False
        action = watched.defaultAction()
        if action is None:
            return False
        follow(watched, action)
        return True


def follow_actions(toolbar: QToolBar) -> None:
    """Make every button of ``toolbar`` follow its action without Qt's per-change connection
    (call once the toolbar holds its actions)."""
    follower = _Follower(toolbar)
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            button.installEventFilter(follower)
