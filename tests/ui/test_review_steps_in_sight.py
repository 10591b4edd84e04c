"""The Review window's step buttons stay whole in sight on an 800x600 screen.

They lay at the foot of the side panel, which scrolls on a small screen, so
at 800x600 they showed half, cut by the panel's edge, until the panel was
scrolled: the window's main controls now sit below the panel, beside Play on
and Close.
"""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_review_names import _narrow_review


def test_the_step_buttons_show_whole_at_800x600(qtbot, tmp_path: Path) -> None:
    dialog = _narrow_review(qtbot, tmp_path)
    steps = (dialog.first_button, dialog.back_button, dialog.forward_button, dialog.last_button)
    for button in steps:
        assert button.isVisible()
        assert button.visibleRegion().boundingRect() == button.rect(), button.toolTip()
