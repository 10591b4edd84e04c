"""The new-game dialog: variant, computer level, game target and the rule options of docs/RULES.md.

Only the options that change the chosen variant are shown (``engine.options_for``):
no talon rules for the auction game, no closing rules with three or four players.

Its rule editors are made from the engine's declaration of the options
(``engine/option_specs.py``), one per option by its kind: the match's own
(the game target) beside the variant, the others in the rules box.  Their
labels and tooltips, the variant names and the false-claim choices come
from ``rule_texts``, shared with the settings dialog, so the two dialogs
describe each rule in the same words.  Only what differs from the defaults
goes into the setup, which keeps saved games and statistics readable.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS, SHAPES, options_for
from sixtysix_qt.engine.option_specs import option_specs

from ..play.setup import COMPUTER, HUMAN, LEVELS, GameSetup
from ..words.buttons import name_standard_buttons
from ..words.retranslate import translate_ui
from ..words.rule_texts import option_texts
from ..words.shared import rules_title, setup_labels
from . import (
    GameTargetBox,
    data_combo,
    editor_value,
    fit_combos_to_items,
    level_combo,
    name_levels,
    name_rule_choices,
    rule_editor,
    show_editor_value,
)


class NewGameDialog(QDialog):
    """Choose the variant, the opponent's strength, the target and the house rules."""

    def __init__(self, setup: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        setup = setup or GameSetup()
        self._preset = data_combo(PRESETS)
        self._level = level_combo(LEVELS)
        specs = option_specs()
        self._editors: dict[str, QWidget] = {spec.name: rule_editor(spec) for spec in specs}
        self._checks: dict[str, QCheckBox] = {
            name: box for name, box in self._editors.items() if isinstance(box, QCheckBox)
        }
        #: the form label of every editor that is not a check box
        self._row_labels: dict[str, QLabel] = {
            name: QLabel() for name in self._editors if name not in self._checks
        }
        self._target = cast(GameTargetBox, self._editors["game_target"])
        self._false_claim = cast(QComboBox, self._editors["false_claim"])
        self._claim_label = self._row_labels["false_claim"]

        self._form = QFormLayout()
        self._preset_label = QLabel()
        self._level_label = QLabel()
        self._form.addRow(self._preset_label, self._preset)
        self._form.addRow(self._level_label, self._level)
        self._rules_box = QGroupBox()
        rules_layout = QVBoxLayout(self._rules_box)
        rows = QFormLayout()
        for spec in specs:
            editor = self._editors[spec.name]
            if spec.group == "match":
                self._form.addRow(self._row_labels[spec.name], editor)
            elif spec.name in self._checks:
                rules_layout.addWidget(editor)
            else:
                rows.addRow(self._row_labels[spec.name], editor)
        rules_layout.addLayout(rows)
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
        for name, editor in self._editors.items():
            show_editor_value(editor, options[name])

    def _show_what_applies(self) -> None:
        """Only the rules that change something in the chosen variant (the engine says which);
        the others keep their values for the variants where they do."""
        preset = self._preset.currentData()
        applies = set(options_for(preset))
        for name, editor in self._editors.items():
            editor.setVisible(name in applies)
            if name in self._row_labels:
                self._row_labels[name].setVisible(name in applies)
        texts = option_texts(SHAPES[preset].deal_target)  # 101 in four-hand
        self._checks["auto_declare"].setText(texts["auto_declare"].label)
        self._checks["auto_declare"].setToolTip(texts["auto_declare"].tooltip)
        self._claim_label.setText(texts["false_claim"].label)
        self._false_claim.setToolTip(texts["false_claim"].tooltip)
        # the layout knows the hidden rows only once activated: then the dialog shrinks to
        # them (a dialog that only grew kept an empty band after a switch to bidding)
        for layout in (self._rules_box.layout(), self.layout()):
            layout.invalidate()
            layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    def setup(self) -> GameSetup:
        """The setup chosen; options equal to the defaults are left out."""
        options: dict[str, Any] = {}
        for name, editor in self._editors.items():
            value = editor_value(editor)
            if value != OPTION_DEFAULTS[name]:
                options[name] = value
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
        name_rule_choices(self._preset, self._target, self._false_claim)
        name_levels(self._level)
        self._level.setToolTip(self.tr("How strongly the computer plays."))
        self._rules_box.setTitle(rules_title())
        texts = option_texts()
        for name, editor in self._editors.items():
            text, tip = texts.get(name, (name, ""))
            if name in self._row_labels:
                self._row_labels[name].setText(labels.get(name, text))
                self._row_labels[name].setBuddy(editor)
            else:
                cast(QCheckBox, editor).setText(text)
            if name in texts:
                editor.setToolTip(tip)
        fit_combos_to_items(self)
        self._show_what_applies()
