"""Help -> Rules: the rules page of the chosen variant and options, in the current language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..system.screen_fit import fit_to_screen
from ..words.buttons import name_standard_buttons
from ..words.retranslate import translate_ui
from ..words.rules_page import rules_html

translate = QCoreApplication.translate


class RulesDialog(QDialog):
    """Help → Rules window; re-renders itself when the language or the rules change."""

    def __init__(
        self,
        preset: str = "classic",
        options: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._preset = preset
        self._options: dict[str, Any] = dict(options or {})
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        name_standard_buttons(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(640, 720), parent)
        translate_ui(self)

    def set_rules(self, preset: str, options: Mapping[str, Any] | None = None) -> None:
        """Show the rules for another preset or changed options (e.g. after New game)."""
        self._preset = preset
        self._options = dict(options or {})
        self.translate_ui()

    def translate_ui(self) -> None:
        """Rebuild the title and the page in the current language, keeping the scroll position."""
        self.setWindowTitle(translate("RulesPage", "Rules"))
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        self.browser.setHtml(rules_html(self._preset, self._options))
        bar.setValue(position)
