"""A rule option is declared once (``engine/option_specs.py``) and every place follows.

A made-up option is added to the declaration and nowhere else; the engine's
defaults, checks and presets, both dialogs, the rules page, the compiled
call's packing and its check at load, the docs table's check and the lab's
peer all find it (issue 54).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox
from test_docs import DOCS, option_table

from sixtysix_qt.ai import native
from sixtysix_qt.engine import (
    OPTION_DEFAULTS,
    Match,
    OptionError,
    dumps,
    loads,
    make_rules,
    new_deal,
    options_for,
)
from sixtysix_qt.engine import option_specs as specs_module
from sixtysix_qt.engine.option_specs import OptionSpec, doc_rows
from sixtysix_qt.ui.dialogs.new_game import NewGameDialog
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog, rule_groups
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.words.rules_page import rules_html

MADE_UP = OptionSpec(
    "kings_lead_first",
    "bool",
    False,
    "marriages",
    5,
    needs=("closing",),
    core_field="kings_lead_first",
)


@pytest.fixture
def made_up(monkeypatch: pytest.MonkeyPatch) -> OptionSpec:
    monkeypatch.setattr(specs_module, "OPTION_SPECS", (*specs_module.OPTION_SPECS, MADE_UP))
    return MADE_UP


def test_the_engine_takes_its_default_check_and_presets(made_up: OptionSpec) -> None:
    assert OPTION_DEFAULTS["kings_lead_first"] is False
    assert list(OPTION_DEFAULTS)[-1] == "kings_lead_first"
    assert make_rules("classic", kings_lead_first=True).options["kings_lead_first"] is True
    with pytest.raises(OptionError, match="kings_lead_first.*true or false"):
        make_rules("classic", kings_lead_first=1)
    assert "kings_lead_first" in options_for("classic")
    assert "kings_lead_first" not in options_for("four-hand")  # it needs closing
    assert new_deal(seed=1).rules.options["kings_lead_first"] is False


@pytest.mark.slow
def test_both_dialogs_offer_it_in_its_group(made_up: OptionSpec, qtbot, tmp_path: Path) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog._checks["kings_lead_first"]
    box.setChecked(True)
    assert dialog.setup().options == {"kings_lead_first": True}
    dialog._preset.setCurrentIndex(dialog._preset.findData("four-hand"))
    assert not box.isVisibleTo(dialog)

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.values()["kings_lead_first"] is False
    window = SettingsDialog(settings)
    qtbot.addWidget(window)
    assert isinstance(window.editors["kings_lead_first"], QCheckBox)
    assert dict(rule_groups())["marriages"][-1] == "kings_lead_first"
    window.editors["kings_lead_first"].setChecked(True)
    window.accept()
    assert settings.rule_options["kings_lead_first"] is True


def test_the_rules_page_tells_it_when_it_is_on(made_up: OptionSpec) -> None:
    assert "kings_lead_first" in rules_html("classic", {"kings_lead_first": True})
    assert "kings_lead_first" not in rules_html("classic")
    assert "kings_lead_first" not in rules_html("four-hand", {"kings_lead_first": True})


def test_the_compiled_call_sends_it_and_a_library_without_it_is_refused(
    made_up: OptionSpec,
) -> None:
    sent = native.core_options(make_rules("classic", kings_lead_first=True).options)
    assert sent["kings_lead_first"] == 1
    assert sent["false_claim_two"] == 0
    described = [spec.core_field for spec in specs_module.OPTION_SPECS[:-1] if spec.core_field]
    with pytest.raises(OSError, match="lacks \\['kings_lead_first'\\]"):
        native.check_option_fields(described)
    native.check_option_fields([*described, "kings_lead_first"])


def test_the_docs_table_check_asks_for_its_row(made_up: OptionSpec) -> None:
    assert doc_rows()[-1] == ("`kings_lead_first`", "true/false", "false", "5")
    assert option_table((DOCS / "RULES.md").read_text(encoding="utf-8")) != doc_rows()


def test_the_labs_peer_refuses_it_when_set(made_up: OptionSpec) -> None:
    from benchmarks.opponents.peer_mcts import can_play

    assert can_play("classic", {}) is None
    assert can_play("classic", {"kings_lead_first": True}) == (
        "its copy of the rules has no kings_lead_first"
    )


def test_the_loaded_library_reads_the_declared_options() -> None:
    if not native.COMPILED:
        pytest.skip("no compiled core in this build")
    native.check_option_fields(native._core.option_fields)  # type: ignore[union-attr]


def test_a_save_writes_it_only_when_it_is_used(made_up: OptionSpec) -> None:
    plain = json.loads(dumps(Match("classic", seed=1)))
    assert "kings_lead_first" not in plain["options"]
    assert len(plain["options"]) == 12  # the first format's options, always written
    used = json.loads(dumps(Match("classic", seed=1, kings_lead_first=True)))
    assert used["options"]["kings_lead_first"] is True
    assert loads(json.dumps(used)).options["kings_lead_first"] is True
