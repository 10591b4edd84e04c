"""The new-game dialog shows only the rules that apply to the chosen variant (issue 41 point 6).

Opened through the real window's Game -> New game; which options apply is
the engine's answer (``options_for``), never a list of the dialog's own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from sixtysix_qt.engine import options_for
from sixtysix_qt.engine.option_specs import option_specs
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog

from .ui_helpers import open_window


def _seen(dialog: NewGameDialog, preset: str) -> tuple[set[str], bool]:
    dialog._preset.setCurrentIndex(dialog._preset.findData(preset))
    shown = {name for name, box in dialog._checks.items() if box.isVisibleTo(dialog)}
    return shown, dialog._false_claim.isVisibleTo(dialog)


def test_each_variant_shows_only_its_rules(qtbot, monkeypatch, tmp_path):
    win = open_window(qtbot, data_dir=tmp_path)
    looked: dict[str, tuple[set[str], bool]] = {}
    labels: dict[str, str] = {}

    def look(dialog: NewGameDialog) -> int:
        for preset in ("classic", "bidding", "four-hand", "three-hand"):
            looked[preset] = _seen(dialog, preset)
            labels[preset] = dialog._checks["auto_declare"].text()
            labels[preset + " tip"] = dialog._checks["auto_declare"].toolTip()
        dialog._preset.setCurrentIndex(dialog._preset.findData("four-hand"))
        labels["claim"] = dialog._claim_label.text()
        labels["claim tip"] = dialog._false_claim.toolTip()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", look)
    win.commands.new.trigger()
    for preset, (shown, claim) in looked.items():
        bools = {spec.name for spec in option_specs() if spec.kind == "bool"}
        assert shown == bools & set(options_for(preset)), preset
        assert claim == ("false_claim" in options_for(preset)), preset
    bidding, claim = looked["bidding"]
    assert not {"marriage_after_talon", "auto_declare", "historical_closing"} & bidding
    assert not claim
    assert "historical_closing" not in looked["four-hand"][0]
    assert labels["four-hand"] == "Declare 101 automatically"
    assert labels["classic"] == "Declare 66 automatically"
    assert "101" in labels["claim"]
    # the tooltips name the four-hand target too (they said 66 there)
    assert "reaches 101" in labels["four-hand tip"] and "66" not in labels["four-hand tip"]
    assert "reaches 66" in labels["classic tip"]
    assert "101" in labels["claim tip"] and "66" not in labels["claim tip"]
    win.controller.shutdown()
