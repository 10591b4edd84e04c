"""Settings persist and survive bad values; the dialogs round-trip; undo/redo of own moves."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QSlider, QSpinBox

from sixtysix_qt.engine import OPTION_DEFAULTS, DealState, Match, make_rules
from sixtysix_qt.storage import Statistics
from sixtysix_qt.ui.dialogs import statistics_dialog
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from sixtysix_qt.ui.play.practice import HintTracker, UndoHistory, apply_to_match, is_practice
from sixtysix_qt.ui.settings.store import ANIMATION_SPEEDS, Settings, to_bool, to_int
from sixtysix_qt.ui.table.timing import SPEEDS

HUMAN = 0


def _ini(path: Path) -> QSettings:
    return QSettings(str(path / "sixtysix.ini"), QSettings.Format.IniFormat)


# --------------------------------------------------------------- settings
def test_defaults_on_a_fresh_file(tmp_path: Path) -> None:
    s = Settings(_ini(tmp_path))
    assert s.values() == Settings.defaults()
    assert s.language == "" and s.level == "medium" and s.preset == "classic"
    assert s.animation_speed == "normal" and s.card_back == "back_blue"
    assert s.four_colour is False and s.ask_marriage is False
    assert s.show_opponent_cards is False
    # a new player declares by hand and is asked before closing (issue 51 point 7)
    assert s.rule_options == {**OPTION_DEFAULTS, "auto_declare": False} and s.ask_close is True
    assert s.geometry.isEmpty() and s.window_state.isEmpty()
    assert tuple(SPEEDS) == ANIMATION_SPEEDS


def test_settings_persist_across_a_restart(tmp_path: Path) -> None:
    s = Settings(_ini(tmp_path))
    s.language = "lv"
    s.level = "expert"
    s.preset = "schnapsen"
    s.animation_speed = "slow"
    s.card_back = "back_green"
    s.four_colour = True
    s.ask_marriage = True
    s.show_opponent_cards = True
    s.rule_options = {"game_target": 11, "false_claim": "two", "auto_declare": False}
    s.geometry = QByteArray(b"\x01\x02geometry\x00")
    s.window_state = b"state"
    s.sync()
    del s

    again = Settings(_ini(tmp_path))  # a new process reads the same file
    assert again.language == "lv"
    assert again.level == "expert"
    assert again.preset == "schnapsen"
    assert again.animation_speed == "slow"
    assert again.card_back == "back_green"
    assert again.four_colour is True and again.ask_marriage is True
    assert again.show_opponent_cards is True
    rules = again.rule_options
    assert rules["game_target"] == 11 and isinstance(rules["game_target"], int)
    assert rules["false_claim"] == "two"
    assert rules["auto_declare"] is False
    assert rules["strict_must_head"] is True
    assert bytes(again.geometry.data()) == b"\x01\x02geometry\x00"
    assert bytes(again.window_state.data()) == b"state"
    setup = again.game_setup()
    assert setup.preset == "schnapsen" and setup.level == "expert"
    assert setup.options == {"game_target": 11, "false_claim": "two", "auto_declare": False}
    make_rules(setup.preset, **setup.options)


def test_bad_stored_values_fall_back_to_defaults(
    qtbot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "sixtysix.ini").write_text(
        "[General]\n"
        "language=xx\n"
        "level=grandmaster\n"
        "preset=seven-hand\n"
        "animation_speed=warp\n"
        "card_back=back_plaid\n"
        "four_colour=perhaps\n"
        "ask_marriage=2\n"
        "show_opponent_cards=\n"
        "[rules]\n"
        "game_target=99\n"
        "false_claim=three\n"
        "auto_declare=sometimes\n"
        "strict_must_head=false\n"
        "no_such_rule=true\n"
        "[window]\n"
        "geometry=not bytes\n",
        encoding="utf-8",
    )
    with caplog.at_level(logging.WARNING, logger="sixtysix_qt.ui.settings.store"):
        s = Settings(_ini(tmp_path))
        values = s.values()
        geometry = s.geometry
    expected = Settings.defaults()
    expected["strict_must_head"] = False  # the one valid stored value is kept
    assert values == expected
    assert geometry.isEmpty()
    logged = caplog.text
    for name in ("level", "game_target", "false_claim", "auto_declare", "no_such_rule"):
        assert name in logged
    dialog = SettingsDialog(s)  # the dialog opens on such a file too
    qtbot.addWidget(dialog)
    assert dialog.values() == expected


@pytest.mark.parametrize(
    ("raw", "value"),
    [(True, True), ("true", True), ("1", True), (1, True), ("False", False), (0, False)],
)
def test_bool_conversion(raw: Any, value: bool) -> None:
    assert to_bool(raw) is value


def test_int_conversion() -> None:
    assert to_int("11") == 11 and to_int(7) == 7 and to_int(11.0) == 11
    for bad in ("eleven", True, 7.5, None):
        with pytest.raises((ValueError, TypeError)):
            to_int(bad)


def test_invalid_rule_options_are_refused_when_written(tmp_path: Path) -> None:
    s = Settings(_ini(tmp_path))
    with pytest.raises(ValueError):
        s.rule_options = {"game_target": 0}
    with pytest.raises(ValueError):
        s.level = "grandmaster"
    assert s.values() == Settings.defaults()


# ---------------------------------------------------------- settings dialog
def _other_value(editor: Any, current: Any) -> Any:
    """Change an editor to a value different from ``current``; return the new value."""
    if isinstance(editor, QCheckBox):
        editor.setChecked(not current)
        return not current
    if isinstance(editor, QComboBox):
        for i in range(editor.count()):
            if editor.itemData(i) != current:
                editor.setCurrentIndex(i)
                return editor.itemData(i)
        raise AssertionError("a combo box with one choice")
    if isinstance(editor, (QSpinBox, QSlider)):
        editor.setValue(11 if current != 11 else 9)
        return editor.value()
    raise AssertionError(f"unexpected editor {editor!r}")


@pytest.mark.slow
def test_settings_dialog_round_trips_every_option(qtbot, tmp_path: Path) -> None:
    settings = Settings(_ini(tmp_path))
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert set(dialog.editors) == set(Settings.defaults())
    assert dialog.values() == settings.values()
    wanted = {name: _other_value(ed, dialog.values()[name]) for name, ed in dialog.editors.items()}
    assert wanted != Settings.defaults()
    with qtbot.waitSignal(dialog.settings_changed, timeout=1000):
        dialog.accept()
    assert settings.values() == wanted
    assert Settings(_ini(tmp_path)).values() == wanted  # and on disk

    again = SettingsDialog(settings)  # opens showing what was stored
    qtbot.addWidget(again)
    assert again.values() == wanted
    again.restore_defaults()
    assert again.values() == Settings.defaults()
    again.reject()  # cancel stores nothing
    assert settings.values() == wanted


def test_settings_dialog_texts_and_tooltips(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(_ini(tmp_path)))
    qtbot.addWidget(dialog)
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names[1:] == ["English", "Latviešu", "Slovenščina", "Български", "Українська"]
    for name in OPTION_DEFAULTS:
        assert dialog.editors[name].toolTip(), f"{name} has no tooltip"
    assert (
        "next new game" in dialog.findChild(type(dialog._next_game_note), "next-game-note").text()
    )
    assert dialog.tabs.count() == 5


def test_dialogs_render_unclipped(qtbot, tmp_path: Path) -> None:
    """Each tab's contents fit in the dialog at its default size."""
    dialog = SettingsDialog(Settings(_ini(tmp_path)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        page = dialog.tabs.widget(i)
        assert page.size().expandedTo(page.minimumSizeHint()) == page.size()
    assert not dialog.grab().isNull()


# --------------------------------------------------------------- undo/redo
def _human_turn(state: DealState) -> bool:
    return not state.is_over and state.to_move == HUMAN


def _play_recorded(seed: int, stop: Any = None) -> tuple[Match, UndoHistory, random.Random]:
    """A seeded classic deal, both seats random, every state recorded; stop(state) ends early."""
    match = Match("classic", seed=seed, first_dealer=1)
    history = UndoHistory()
    history.record(match.state)
    rng = random.Random(seed)
    while not match.state.is_over and not (stop and stop(match.state)):
        history.record(match.apply(rng.choice(match.state.legal_actions())))
    return match, history, rng


def test_undo_returns_to_the_humans_last_decision_and_redo_comes_back() -> None:
    match, history, _ = _play_recorded(3, stop=lambda s: len(s.history) >= 6 and _human_turn(s))
    here = match.state
    assert _human_turn(here)
    back = history.undo()
    assert back is not None and _human_turn(back)
    assert history.used
    assert len(back.history) < len(here.history)
    # everything between was the human's one action and the computer's replies
    seats = [seat for seat, _ in here.history[len(back.history) :]]
    assert seats[0] == HUMAN and all(seat != HUMAN for seat in seats[1:])
    apply_to_match(match, back)
    assert match.state == back and _human_turn(match.state)
    history.record(match.state)  # the controller echoes the restored state: no change
    assert history.current is back

    forward = history.redo()
    assert forward == here
    apply_to_match(match, forward)
    assert match.state == here
    assert not history.can_redo()


def test_undo_across_a_trick_and_a_talon_draw() -> None:
    def drawn_twice(s: DealState) -> bool:
        return s.talon_size <= 8 and _human_turn(s)

    match, history, _ = _play_recorded(11, stop=drawn_twice)
    start_talon = match.state.talon_size
    tricks = match.state.tricks_won(0) + match.state.tricks_won(1)
    states = []
    while history.can_undo():
        states.append(history.undo())
    assert all(_human_turn(s) for s in states)
    first = states[-1]
    assert first.talon_size == 12 and first.tricks_won(0) + first.tricks_won(1) == 0
    assert tricks >= 2 and start_talon < 12
    apply_to_match(match, first)
    assert match.state == first and match.state.hand(HUMAN) == first.hand(HUMAN)
    # redo all the way, crossing the same tricks and draws forwards
    while history.can_redo():
        apply_to_match(match, history.redo())
    assert match.state.talon_size == start_talon
    assert match.state.tricks_won(0) + match.state.tricks_won(1) == tricks


def test_a_different_move_after_undo_drops_the_redo_line() -> None:
    match, history, rng = _play_recorded(5, stop=lambda s: len(s.history) >= 4 and _human_turn(s))
    back = history.undo()
    apply_to_match(match, back)
    other = [
        a
        for a in back.legal_actions()
        if back.apply(a) != history.states[history.states.index(back) + 1]
    ]
    history.record(match.apply(other[0]))
    assert not history.can_redo()
    assert history.current == match.state


def test_undo_reopens_a_finished_deal_and_a_new_deal_clears_the_history() -> None:
    match, history, _ = _play_recorded(8)
    assert match.state.is_over and len(match.finished) == 1
    scores = list(match.scores)
    back = history.undo()
    apply_to_match(match, back)
    assert not match.state.is_over and match.finished == [] and match.scores == [0, 0]
    redone = history.redo()
    apply_to_match(match, redone)  # replayed with Match.apply, so scored again
    assert match.state.is_over and match.scores == scores
    match.next_deal()
    history.record(match.state)
    assert history.states == (match.state,) and not history.can_undo()
    assert history.used  # the match stays a practice match
    history.new_match()
    assert not history.used


def test_nothing_to_undo_at_the_start() -> None:
    match = Match("classic", seed=1, first_dealer=1)
    history = UndoHistory()
    history.record(match.state)
    assert history.undo() is None and history.redo() is None and not history.used
    with pytest.raises(ValueError):
        apply_to_match(match, Match("classic", seed=2, first_dealer=1).state)


def test_hint_tracker_marks_practice() -> None:
    match = Match("classic", seed=1)
    hints = HintTracker()
    undo = UndoHistory()
    assert not is_practice(undo, hints)
    assert is_practice(undo, hints, show_opponent_cards=True)
    hint = hints.record(match.deal_number, match.state, "play AS", "highest")
    assert hints.used and hints.count == 1 and hint.move_number == 0
    assert hints.in_deal(1) == [hint] and hints.in_deal(2) == []
    assert is_practice(undo, hints)
    hints.new_match()
    assert not hints.used


# --------------------------------------------------------------- statistics
def _stats(tmp_path: Path) -> Statistics:
    stats = Statistics(tmp_path)
    win = {"winner": 0, "game_points": 3, "scores": [3, 0], "reason": "closed_made"}
    loss = {"winner": 1, "game_points": 2, "scores": [0, 2], "reason": "declared"}
    stats.record_deal("classic", "hard", win, closer=0)
    stats.record_deal("classic", "hard", loss)
    stats.record_deal("classic", "hard", win)
    stats.record_match("classic", "hard", True)
    stats.record_deal("schnapsen", "easy", loss, closer=0)
    stats.record_match("schnapsen", "easy", False)
    stats.record_deal("classic", "medium", win, practice=True)
    stats.record_match("classic", "medium", True, practice=True)
    return stats


def _cells(table: Any) -> list[list[str]]:
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_statistics_dialog_shows_the_numbers(qtbot, tmp_path: Path) -> None:
    dialog = StatisticsDialog(_stats(tmp_path))
    qtbot.addWidget(dialog)
    rows = _cells(dialog.table)
    assert rows == [
        ["Sixty-Six", "Hard", "1", "1 (100%)", "3", "2 (67%)", "6 : 2", "1 of 1"],
        ["Schnapsen", "Easy", "1", "0 (0%)", "1", "0 (0%)", "0 : 2", "0 of 1"],
    ]
    assert _cells(dialog.practice_table) == [
        ["Sixty-Six", "Medium", "1", "1 (100%)", "1", "1 (100%)", "3 : 0", "0 of 0"]
    ]
    summary = {k: v.text() for k, v in dialog._summary_values.items()}
    assert summary["matches"] == "2 played, 1 won"
    assert summary["deals"] == "4 played, 2 won"
    assert summary["game_points"] == "6 for, 4 against"
    assert summary["streak"] == "1 (current: 0)"
    assert summary["closings"] == "2 tried, 1 made"
    bars = {label: (m, d) for label, m, d in dialog.chart.bars}
    assert bars["Hard"] == (1.0, pytest.approx(2 / 3)) and bars["Easy"] == (0.0, 0.0)
    assert bars["Medium"] == (None, None)  # practice does not count toward the win rate
    dialog.show()
    assert not dialog.grab().isNull()


def test_statistics_reset_asks_first(qtbot, tmp_path: Path, monkeypatch) -> None:
    stats = _stats(tmp_path)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(statistics_dialog, "ask_yes_no", lambda *a: False)
    assert not dialog.confirm_reset()
    assert stats.totals()["deals"] == 4
    monkeypatch.setattr(statistics_dialog, "ask_yes_no", lambda *a: True)
    dialog.reset_button.click()
    assert stats.totals(practice=None)["deals"] == 0
    assert Statistics(tmp_path).totals(practice=None)["matches"] == 0  # on disk too
    assert dialog.table.rowCount() == 0 and dialog.practice_table.isHidden()
    assert dialog._summary_values["matches"].text() == "0 played, 0 won"


@pytest.mark.slow
def test_both_dialogs_retranslate_on_language_change(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    settings_dialog = SettingsDialog(Settings(_ini(tmp_path)))
    stats_dialog = StatisticsDialog(_stats(tmp_path))
    for dialog in (settings_dialog, stats_dialog):
        qtbot.addWidget(dialog)
        dialog.setWindowTitle("")
        QCoreApplication.sendEvent(QCoreApplication.instance(), QEvent(QEvent.Type.LanguageChange))
        assert dialog.windowTitle() in ("Settings", "Statistics")
    assert stats_dialog.table.rowCount() == 2  # numbers are filled in again too
