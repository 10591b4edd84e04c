"""The new-game dialog: variant, computer level, game target and the rule options of RULES.md.

Options are built from ``OPTION_DEFAULTS`` so a rule added to the engine
shows up here with a checkbox (with a generic tooltip until one is written).
Only what differs from the defaults goes into the setup, which keeps saved
games and statistics readable.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import OPTION_DEFAULTS

from ..controller import COMPUTER, HUMAN, LEVELS, GameSetup
from ..texts import level_name

PRESETS_2P = ("classic", "schnapsen")
PRESETS_ALL = (*PRESETS_2P, "three-hand", "four-hand", "bidding")
"""Every variant offered, in the order of RULES.md section 2."""
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
        self._preset = QComboBox()
        for p in PRESETS_ALL:
            self._preset.addItem(p, p)
        self._level = QComboBox()
        for lv in LEVELS:
            self._level.addItem(lv, lv)
        self._target = QSpinBox()
        self._target.setRange(1, 21)
        self._false_claim = QComboBox()
        self._false_claim.addItem("mirror", "mirror")
        self._false_claim.addItem("two", "two")
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
        layout = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addWidget(self._rules_box)
        layout.addWidget(self._buttons)
        self.set_setup(setup)
        self.retranslate()

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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set every text again (the language can change while the dialog exists)."""
        self.setWindowTitle(self.tr("New game"))
        self._preset_label.setText(self.tr("&Variant:"))
        self._preset_label.setBuddy(self._preset)
        self._level_label.setText(self.tr("&Computer:"))
        self._level_label.setBuddy(self._level)
        self._target_label.setText(self.tr("Game &target:"))
        self._target_label.setBuddy(self._target)
        self._target.setSuffix(self.tr(" game points"))
        self._target.setToolTip(
            self.tr("The match is won by the first to reach this many game points (7 or 11).")
        )
        self._preset.setItemText(0, self.tr("Sixty-Six (24 cards, 6 each)"))
        self._preset.setItemText(1, self.tr("Schnapsen (20 cards, 5 each)"))
        self._preset.setItemText(2, self.tr("Three players (24 cards, 6 each, each for himself)"))
        self._preset.setItemText(
            3, self.tr("Four players in pairs (two packs, 48 cards, 7 each, to 101)")
        )
        self._preset.setItemText(4, self.tr("Bidding, four players in pairs (no talon)"))
        self._preset.setToolTip(
            self.tr(
                "The pack, the hand size and the number of players. With four, "
                "your partner sits across the table."
            )
        )
        for i, lv in enumerate(LEVELS):
            self._level.setItemText(i, level_name(lv).capitalize())
        self._level.setToolTip(self.tr("How strongly the computer plays."))
        self._rules_box.setTitle(self.tr("Rules"))
        texts = {
            "strict_must_head": (
                self.tr("Must take the trick when the talon is gone or closed"),
                self.tr(
                    "In the strict phase you must follow suit with a higher card if you can. "
                    "Off: following suit with any card is enough."
                ),
            ),
            "marriage_after_talon": (
                self.tr("Marriages also after the talon is gone or closed"),
                self.tr("Off: no marriage may be announced once the talon is closed or used up."),
            ),
            "marriage_lead_queen_only": (
                self.tr("A marriage is announced by leading the queen"),
                self.tr("Only the queen may be led to announce; the king is played normally."),
            ),
            "marriage_needs_trick": (
                self.tr("A marriage needs a trick won first"),
                self.tr("Announcing a marriage needs at least one trick won."),
            ),
            "auto_declare": (
                self.tr("Declare 66 automatically"),
                self.tr(
                    "The deal ends as soon as someone reaches 66. Off: you must declare it "
                    "yourself, and a false claim is punished."
                ),
            ),
            "deal_to_winner": (
                self.tr("The winner of a deal deals the next"),
                self.tr("Off: the deal passes to the left."),
            ),
            "historical_closing": (
                self.tr("Old closing penalty (6 if the closer takes no trick)"),
                self.tr(
                    "A failed closer gives 2 game points, or 6 if they took no trick in the deal."
                ),
            ),
            "historical_scoring": (
                self.tr("Old scoring (no card points counts as no trick)"),
                self.tr(
                    "Tricks of nines only count as no trick, and a deal where both reach 66 "
                    "is replayed."
                ),
            ),
            "show_scores": (
                self.tr("Show the card points"),
                self.tr("Off: count the points in your head, as at a real table."),
            ),
            "review_tricks": (
                self.tr("Allow looking at your won tricks"),
                self.tr("Lets you look through the tricks you have won."),
            ),
        }
        for name, box in self._checks.items():
            text, tip = texts.get(name, (name, ""))
            box.setText(text)
            box.setToolTip(tip)
        self._claim_label.setText(self.tr("False claim of 66:"))
        self._false_claim.setItemText(0, self.tr("opponent scores what the claim was worth"))
        self._false_claim.setItemText(1, self.tr("opponent scores 2"))
        self._false_claim.setToolTip(self.tr("What a wrong declaration of 66 costs."))
