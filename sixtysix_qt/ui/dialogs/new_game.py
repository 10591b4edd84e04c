"""The new-game dialog: variant, computer level, game target and the rule options of docs/RULES.md.

Only the options that change the chosen variant are shown (``engine.options_for``):
no talon rules for the auction game, no closing rules with three or four players.

The checkboxes are the boolean options of ``OPTION_DEFAULTS`` named in
``BOOL_OPTIONS``.  Their labels and tooltips, the variant names and the
false-claim choices come from ``rule_texts``, shared with the settings
dialog, so the two dialogs describe each rule in the same words.  Only what
differs from the defaults goes into the setup, which keeps saved games and
statistics readable.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS, SHAPES, options_for
from sixtysix_qt.engine.options import FALSE_CLAIM_VALUES

from ..play.setup import COMPUTER, HUMAN, LEVELS, GameSetup
from ..words.buttons import name_standard_buttons
from ..words.retranslate import translate_ui
from ..words.rule_texts import option_texts
from ..words.shared import rules_title, setup_labels
from . import (
    GameTargetBox,
    data_combo,
    fit_combos_to_items,
    level_combo,
    name_levels,
    name_rule_choices,
)

BOOL_OPTIONS = (
    "strict_must_head",
    "marriage_after_talon",
    "marriage_lead_queen_only",
    "marriage_needs_trick",
    "auto_declare",
    "deal_to_winner",
    "historical_closing",
    "historical_scoring",
    "show_scores",
    "review_tricks",
)


class NewGameDialog(QDialog):
    """Choose the variant, the opponent's strength, the target and the house rules."""

    def __init__(self, setup: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        setup = setup or GameSetup()
        self._preset = data_combo(PRESETS)
        self._level = level_combo(LEVELS)
        self._target = GameTargetBox()
        self._false_claim = data_combo(FALSE_CLAIM_VALUES)
        self._checks: dict[str, QCheckBox] = {name: QCheckBox() for name in BOOL_OPTIONS}

        self._form = QFormLayout()
        self._preset_label = QLabel()
        self._level_label = QLabel()
        self._target_label = QLabel()
        self._form.addRow(self._preset_label, self._preset)
        self._form.addRow(self._level_label, self._level)
        self._form.addRow(self._target_label, self._target)
        self._rules_box = QGroupBox()
        rules_layout = QVBoxLayout(self._rules_box)
        for name in BOOL_OPTIONS:
            rules_layout.addWidget(self._checks[name])
        claim_form = QFormLayout()
        self._claim_label = QLabel()
        claim_form.addRow(self._claim_label, self._false_claim)
        rules_layout.addLayout(claim_form)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        name_standard_buttons(self._buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addWidget(self._rules_box)
        layout.addWidget(self._buttons)
        self._preset.currentIndexChanged.connect(lambda _i: self._show_what_applies())
        self.set_setup(setup)
        translate_ui(self)

    def set_setup(self, setup: GameSetup) -> None:
        """Show a setup (the last one played) so "OK" replays it."""
        options: dict[str, Any] = {**OPTION_DEFAULTS, **setup.options}
        self._preset.setCurrentIndex(max(0, self._preset.findData(setup.preset)))
        self._level.setCurrentIndex(max(0, self._level.findData(setup.level)))
        self._target.setValue(int(options["game_target"]))
        self._false_claim.setCurrentIndex(
            max(0, self._false_claim.findData(options["false_claim"]))
        )
        for name, box in self._checks.items():
            box.setChecked(bool(options[name]))

    def _show_what_applies(self) -> None:
        """Only the rules that change something in the chosen variant (the engine says which);
        the others keep their values for the variants where they do."""
        preset = self._preset.currentData()
        applies = set(options_for(preset))
        for name, box in self._checks.items():
            box.setVisible(name in applies)
        claim = "false_claim" in applies
        self._claim_label.setVisible(claim)
        self._false_claim.setVisible(claim)
        texts = option_texts(SHAPES[preset].deal_target)  # 101 in four-hand
        self._checks["auto_declare"].setText(texts["auto_declare"].label)
        self._checks["auto_declare"].setToolTip(texts["auto_declare"].tooltip)
        self._claim_label.setText(texts["false_claim"].label)
        self._false_claim.setToolTip(texts["false_claim"].tooltip)
        self.adjustSize()

    def setup(self) -> GameSetup:
        """The setup chosen; options equal to the defaults are left out."""
        options: dict[str, Any] = {}
        for name, box in self._checks.items():
            if box.isChecked() != OPTION_DEFAULTS[name]:
                options[name] = box.isChecked()
        if self._target.value() != OPTION_DEFAULTS["game_target"]:
            options["game_target"] = self._target.value()
        claim = self._false_claim.currentData()
        if claim != OPTION_DEFAULTS["false_claim"]:
            options["false_claim"] = claim
        return GameSetup(
            preset=self._preset.currentData(),
            level=self._level.currentData(),
            options=options,
            seats=(HUMAN, COMPUTER),
        )

    def translate_ui(self) -> None:
        """Set every text again (the language can change while the dialog exists)."""
        self.setWindowTitle(self.tr("New game"))
        labels = setup_labels()
        self._preset_label.setText(labels["preset"])
        self._preset_label.setBuddy(self._preset)
        self._level_label.setText(labels["level"])
        self._level_label.setBuddy(self._level)
        self._target_label.setText(labels["game_target"])
        self._target_label.setBuddy(self._target)
        name_rule_choices(self._preset, self._target, self._false_claim)
        name_levels(self._level)
        self._level.setToolTip(self.tr("How strongly the computer plays."))
        self._rules_box.setTitle(rules_title())
        texts = option_texts()
        for name, box in self._checks.items():
            text, tip = texts.get(name, (name, ""))
            box.setText(text)
            box.setToolTip(tip)
        self._claim_label.setText(texts["false_claim"].label)
        fit_combos_to_items(self)
        self._show_what_applies()
