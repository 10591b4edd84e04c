"""One look from the felt to the dialogs: the application's palette and style sheet, in one place.

The table is dark green felt with cream ink and gold for what matters; the
menus, the bar under the table, the status line and every dialog wear the
same colours, whatever the desktop's own theme (light or dark), so nothing
looks like a stock form next to the table.  ``apply_style(app)`` sets the
Fusion style (the one that follows a palette everywhere) wrapped in
``TableStyle``, which keeps stock icons off dialog buttons even on desktops
whose theme adds them, then the palette and the sheet.  Every foreground and
background the sheet and palette put together is listed in
``CONTRAST_PAIRS``; a test holds each to a contrast of at least 4.5 : 1.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

from .box_icons import box_icon

COLOURS: dict[str, str] = {
    "felt": "#1f6b43",  # the table's middle tone
    "window": "#123f2a",  # dialogs and menus: the felt's darker edge
    "base": "#0c3320",  # fields, lists, tables, the bar under the table
    "alternate": "#124a30",  # every other row of a table
    "button": "#17553a",
    "button_hover": "#21704c",
    "border": "#2f7d57",
    "ink": "#f4f1e8",  # text: the cream of the card faces
    "muted": "#c3dccd",  # secondary text (notes, disabled-looking hints)
    "disabled": "#8fb5a0",
    "gold": "#ffd54a",  # what matters now: selection, default button, hint
    "on_gold": "#1b1b1b",
    "tooltip": "#fff8dc",
    "on_tooltip": "#1b1b1b",
    "status": "#0a2a1a",
    "error": "#e0533d",  # the chip of an error's message
    "on_error": "#ffffff",
    "our_side": "#64b5f6",  # the two sides, as the score panel shows them
    "their_side": "#ff8a65",
}
"""The colours of the program (the table's own: ``ui/table/felt_items.py``)."""

CONTRAST_PAIRS: tuple[tuple[str, str], ...] = (
    ("ink", "window"),
    ("ink", "base"),
    ("ink", "alternate"),
    ("ink", "button"),
    ("ink", "button_hover"),
    ("ink", "status"),
    ("muted", "window"),
    ("muted", "base"),
    ("gold", "window"),
    ("gold", "base"),
    ("gold", "status"),
    ("on_gold", "gold"),
    ("on_tooltip", "tooltip"),
    ("our_side", "window"),
    ("their_side", "window"),
)
"""(text, background) as the palette and the sheet combine them: each must read at 4.5 : 1."""

MIN_CONTRAST = 4.5
"""WCAG AA for normal text."""


def _c(name: str) -> QColor:
    return QColor(COLOURS[name])


def contrast(foreground: QColor | str, background: QColor | str) -> float:
    """WCAG contrast ratio of two colours, 1 (none) to 21 (black on white)."""

    def luminance(colour: QColor | str) -> float:
        c = QColor(colour)
        channels = []
        for v in (c.redF(), c.greenF(), c.blueF()):
            channels.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
        r, g, b = channels
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    a, b = luminance(foreground), luminance(background)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def palette() -> QPalette:
    """The felt palette, the same for active, inactive and (dimmed) disabled widgets."""
    pal = QPalette()
    role = QPalette.ColorRole
    roles = {
        role.Window: "window",
        role.WindowText: "ink",
        role.Base: "base",
        role.AlternateBase: "alternate",
        role.Text: "ink",
        role.Button: "button",
        role.ButtonText: "ink",
        role.BrightText: "gold",
        role.Highlight: "gold",
        role.HighlightedText: "on_gold",
        role.ToolTipBase: "tooltip",
        role.ToolTipText: "on_tooltip",
        role.PlaceholderText: "muted",
        role.Link: "gold",
        role.LinkVisited: "gold",
        role.Light: "border",
        role.Midlight: "button_hover",
        role.Mid: "border",
        role.Dark: "status",
        role.Shadow: "status",
    }
    for r, name in roles.items():
        pal.setColor(r, _c(name))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        pal.setColor(disabled, r, _c("disabled"))
    pal.setColor(disabled, role.Button, _c("window"))
    return pal


def style_sheet() -> str:
    """The rules the palette alone cannot say: rounded buttons, menus, the bars by the table."""
    c = COLOURS
    return f"""
QMenuBar {{ background: {c["base"]}; color: {c["ink"]}; border-bottom: 1px solid {c["border"]}; }}
QMenuBar::item {{ background: transparent; padding: 4px 10px; }}
QMenuBar::item:selected {{ background: {c["button"]}; }}
QMenu {{ background: {c["window"]}; color: {c["ink"]}; border: 1px solid {c["border"]}; }}
QMenu::item {{ padding: 4px 24px 4px 24px; }}
QMenu::item:selected {{ background: {c["gold"]}; color: {c["on_gold"]}; }}
QMenu::item:disabled {{ color: {c["disabled"]}; }}
QMenu::separator {{ height: 1px; background: {c["border"]}; margin: 4px 8px; }}
QDialog QPushButton, QMessageBox QPushButton {{
    color: {c["ink"]}; background: {c["button"]}; border: 1px solid {c["border"]};
    border-radius: 12px; padding: 5px 16px; min-width: 64px; }}
QDialog QPushButton:hover, QMessageBox QPushButton:hover {{ background: {c["button_hover"]}; }}
QDialog QPushButton:default, QMessageBox QPushButton:default {{
    background: {c["gold"]}; color: {c["on_gold"]}; border-color: {c["gold"]}; }}
QDialog QPushButton:disabled {{ color: {c["disabled"]}; background: {c["window"]}; }}
QToolButton[popupMode="2"] {{ padding-right: 14px; }}
QGroupBox {{ border: 1px solid {c["border"]}; border-radius: 8px; margin-top: 14px;
             padding: 8px 6px 6px 6px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {c["gold"]}; }}
QTabWidget::pane {{ border: 1px solid {c["border"]}; border-radius: 6px; top: -1px; }}
QTabBar::tab {{ background: {c["base"]}; color: {c["ink"]}; border: 1px solid {c["border"]};
                border-bottom: none; padding: 5px 14px; margin-right: 2px;
                border-top-left-radius: 6px; border-top-right-radius: 6px; }}
QTabBar::tab:selected {{ background: {c["window"]}; color: {c["gold"]}; }}
QHeaderView::section {{ background: {c["button"]}; color: {c["ink"]}; border: none;
                        border-right: 1px solid {c["border"]}; padding: 4px 6px; }}
QTableWidget {{ gridline-color: {c["border"]}; }}
QCheckBox::indicator, QGroupBox::indicator {{ width: 13px; height: 13px; border-radius: 3px;
    border: 1px solid {c["muted"]}; background: {c["base"]}; }}
QCheckBox::indicator:checked {{ background: {c["gold"]}; border-color: {c["gold"]}; }}
QCheckBox::indicator:disabled {{ border-color: {c["disabled"]}; }}
QToolTip {{ background: {c["tooltip"]}; color: {c["on_tooltip"]}; border: 1px solid {c["border"]}; }}
QToolBar#game-actions {{ background: {c["base"]}; border: none; border-top: 1px solid {c["border"]};
                         spacing: 6px; padding: 4px 8px; }}
QToolBar#game-actions QToolButton {{ color: {c["ink"]}; background: {c["button"]};
    border: 1px solid {c["border"]}; border-radius: 12px; padding: 4px 9px; }}
QToolBar#game-actions QToolButton:hover {{ background: {c["button_hover"]}; }}
QToolBar#game-actions QToolButton:checked {{ background: {c["gold"]}; color: {c["on_gold"]}; }}
QToolBar#game-actions QToolButton[faded="true"] {{ color: {c["disabled"]}; }}
QToolBar#game-actions QToolButton:disabled {{ color: {c["disabled"]}; background: {c["window"]};
    border-color: {c["button"]}; }}
QToolBar#game-actions::separator {{ background: {c["border"]}; width: 1px; margin: 2px 6px; }}
QFrame#practice-notice {{ border-radius: 10px; background: {c["gold"]}; border: none; }}
QFrame#practice-notice QLabel, QFrame#practice-notice QCheckBox {{ color: {c["on_gold"]}; }}
QFrame#practice-notice QPushButton {{ color: {c["ink"]}; background: {c["base"]};
    border-radius: 10px; padding: 3px 14px; }}
QStatusBar {{ background: {c["status"]}; color: {c["ink"]}; }}
QStatusBar QLabel {{ color: {c["ink"]}; padding: 1px 6px; }}
QStatusBar QLabel#hint-line {{ color: {c["gold"]}; font-weight: bold; }}
QStatusBar QLabel#practice-mark {{ color: {c["on_gold"]}; background: {c["gold"]};
    border-radius: 8px; padding: 0px 8px; }}
"""


class TableStyle(QProxyStyle):
    """Fusion, without the stock icons some desktops put on OK, Cancel and the like, and with
    the table's own icons on its questions and messages (``box_icons``)."""

    def standardIcon(  # noqa: N802 - Qt override
        self,
        standardIcon: QStyle.StandardPixmap,  # noqa: N803 - Qt's name
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        ours = box_icon(standardIcon, COLOURS)
        return ours if ours is not None else super().standardIcon(standardIcon, option, widget)

    def styleHint(  # noqa: N802 - Qt override
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: object = None,  # noqa: N803 - Qt's name
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)


def apply_style(app: QApplication) -> None:
    """Give the whole program the table's look (the game calls it before its first window)."""
    app.setStyle(TableStyle("Fusion"))
    app.setPalette(palette())
    app.setStyleSheet(style_sheet())
    app.setProperty(_APPLIED, True)


def ensure_style(app: QApplication) -> None:
    """The table's look, unless the application has it already (every main window asks)."""
    if not app.property(_APPLIED):
        apply_style(app)


_APPLIED = "sixtysix-style"
"""Application property: ``apply_style`` ran on it."""
