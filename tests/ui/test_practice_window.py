"""Practice and comfort through the real window: hints, undo/redo, statistics, settings, keys.

Every window here has its own settings file and data folder in tmp, so
nothing of the user's is read or written, and the computer is a seeded
random player that answers at once (the hint itself is the real AI).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from sixtysix_qt.ai import REASONS
from sixtysix_qt.engine import Action, Kind
from sixtysix_qt.storage import Statistics
from sixtysix_qt.ui.dialogs.settings_dialog import SettingsDialog
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from sixtysix_qt.ui.play.computer import HintAdvisor
from sixtysix_qt.ui.play.controller import GameSetup
from sixtysix_qt.ui.settings.store import Settings
from sixtysix_qt.ui.shell.main_window import MainWindow
from sixtysix_qt.ui.table.layout import picture_of
from sixtysix_qt.ui.words.hints import action_text, hint_sentence, reason_sentences

from .ui_helpers import open_window, settle


def ini(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


def make_window(qtbot, folder: Path) -> MainWindow:
    win = open_window(qtbot, size=None, settings=ini(folder), data_dir=folder)
    win.controller.computer.advisor = HintAdvisor(in_process=False, seconds=0.3)
    return win


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    yield win
    win.controller.shutdown()


def start(win: MainWindow, seed: int = 3, **options) -> None:
    """A seeded classic match in which the human (seat 0) leads the first trick."""
    win.start(GameSetup(seed=seed, first_dealer=1, options=dict(options)))


# --------------------------------------------------------------- hints
def test_every_ai_reason_has_a_translated_sentence(qapp):
    sentences = reason_sentences()
    assert set(REASONS) <= set(sentences), set(REASONS) - set(sentences)
    assert all(s.strip() and "%" not in s for s in sentences.values())
    assert action_text("play KS") == "Play K\u2660"
    assert "Trump it" in hint_sentence("play AS", "win_with_trump")


@pytest.mark.slow
def test_hint_highlights_a_legal_card_and_is_recorded(qtbot, window):
    start(window)
    settle(qtbot, window)
    ctrl = window.controller
    assert window.commands.hint.shortcut() == QKeySequence("H")
    assert not ctrl.is_practice and not window._practice_label.isVisible()
    with qtbot.waitSignal(ctrl.hintReady, timeout=10000) as got:
        window.table.setFocus()
        qtbot.keyClick(window.table, Qt.Key.Key_H)
        if not ctrl.hint_pending() and ctrl.hints.count == 0:
            window.commands.hint.trigger()  # platforms whose offscreen plugin routes no shortcut
        if window.practice_notice.isVisible():  # told first that a hint makes it practice
            window.practice_notice.ok.click()
    action, reason = got.args
    assert action in ctrl.state.legal_actions()
    assert reason in REASONS
    assert ctrl.hints.count == 1 and ctrl.hints.hints[0].action == action
    assert ctrl.is_practice and window._practice_label.isVisible()
    assert window.hint_text().startswith("Hint: ")
    card = action.split()[1] if action.startswith(("play ", "marry ")) else None
    if card:
        assert window.table.items[card]._highlight
        assert card in ctrl.state.hand(0)
    # the practice flag goes into the save file with the match
    assert window.saves.extra()["practice"]["hints"] == 1
    # playing clears the hint and its mark
    ctrl.play(Action.parse(action))  # the hint is the AI's answer, in text
    assert window.hint_text() == ""
    if card:
        assert not window.table.items[card]._highlight


@pytest.mark.slow
def test_hint_is_refused_when_it_is_not_the_players_turn(qtbot, window):
    start(window)
    settle(qtbot, window)
    window.controller.pace_ms = 10**6  # the computer answers, but its move waits
    window.controller.play(window.controller.human_actions()[0])
    assert not window.controller.request_hint()
    assert not window.commands.hint.isEnabled()


# --------------------------------------------------------------- undo / redo
def _play_until(qtbot, win: MainWindow, want) -> None:
    """Play the human's moves (first legal play) until ``want(state)`` holds at its turn."""
    ctrl = win.controller
    for _ in range(30):
        settle(qtbot, win)
        if want(ctrl.state):
            return
        legal = ctrl.human_actions()
        ctrl.play(next((a for a in legal if a.kind is Kind.PLAY), legal[0]))
    raise AssertionError("position not reached")


def _no_notice(win: MainWindow) -> None:
    """The aids at once: the notice that comes first has its own tests (test_shell)."""
    win.settings.practice_notice = False


@pytest.mark.slow
def test_undo_and_redo_across_a_trick_and_a_draw(qtbot, window):
    _no_notice(window)
    start(window)
    settle(qtbot, window)
    ctrl = window.controller
    assert not window.commands.undo.isEnabled()
    before = ctrl.state
    talon = before.talon_size
    card = next(a for a in ctrl.human_actions() if a.kind is Kind.PLAY)
    window.table.setFocus()
    qtbot.mouseClick(
        window.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.table.click_point(card.card),
    )
    settle(qtbot, window)
    after = ctrl.state
    assert len(after.actions) >= 2 and after.talon_size == talon - 2  # a trick and a draw
    assert window.commands.undo.isEnabled() and not window.commands.redo.isEnabled()

    window.commands.undo.trigger()
    assert ctrl.state == before
    assert ctrl.undo.used and window._practice_label.isVisible()
    pic = window.table.animator.picture
    assert sorted(pic.hands[0]) == sorted(before.hand(0))  # shown at once, no animation
    assert pic.talon == picture_of(before, []).talon and not window.table.animator.busy
    assert window.commands.redo.isEnabled() and not window.commands.undo.isEnabled()

    window.commands.redo.trigger()
    settle(qtbot, window)
    assert ctrl.state == after
    assert sorted(window.table.animator.picture.hands[0]) == sorted(after.hand(0))

    # undo twice across two tricks, then a different move drops the redo line
    _play_until(qtbot, window, lambda s: len(s.actions) >= 4)
    two = ctrl.state
    window.commands.undo.trigger()
    window.commands.undo.trigger()
    assert ctrl.state == before
    other = [a for a in ctrl.human_actions() if a.kind is Kind.PLAY and a != card][0]
    ctrl.play(other)
    settle(qtbot, window)
    assert not ctrl.can_redo() and ctrl.state != two
    assert window.saves.extra()["practice"]["undo"] is True


def test_undo_keys_are_the_standard_ones(window):
    assert QKeySequence(QKeySequence.StandardKey.Undo) in window.commands.undo.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in window.commands.redo.shortcuts()


def test_undo_while_the_computer_thinks_cancels_it(qtbot, window):
    _no_notice(window)
    start(window)
    settle(qtbot, window)
    ctrl = window.controller
    before = ctrl.state
    ctrl.pace_ms = 10**6  # the computer's answer waits
    ctrl.play(next(a for a in ctrl.human_actions() if a.kind is Kind.PLAY))
    assert not ctrl.human_to_move()
    window.undo()
    assert ctrl.state == before and ctrl.human_to_move()
    assert ctrl.thinking_seat is None


# --------------------------------------------------------------- statistics
def _finish_deal(qtbot, win: MainWindow) -> None:
    ctrl = win.controller
    rng = random.Random(1)
    for _ in range(40):
        settle(qtbot, win)
        if ctrl.state.is_over:
            return
        legal = ctrl.human_actions()
        ctrl.play(rng.choice([a for a in legal if a.kind is Kind.PLAY] or legal))
    raise AssertionError("the deal did not end")


@pytest.mark.slow
def test_statistics_count_a_finished_deal(qtbot, window, tmp_path):
    start(window, seed=5)
    _finish_deal(qtbot, window)
    result = window.controller.state.result
    on_disk = Statistics(tmp_path)
    totals = on_disk.totals()
    assert totals["deals"] == 1
    assert totals["deals_won"] == (1 if result["winner"] == 0 else 0)
    assert on_disk.totals(practice=True)["deals"] == 0
    # the next deal of a match where a hint was taken counts as practice
    window.continue_after_deal()
    settle(qtbot, window)
    window.controller.hints.record(2, window.controller.state, "play AS")
    _finish_deal(qtbot, window)
    again = Statistics(tmp_path)
    assert again.totals()["deals"] == 1 and again.totals(practice=True)["deals"] == 1
    assert not window.commands.undo.isEnabled()  # a scored deal is not taken back


@pytest.mark.slow
def test_a_finished_match_is_counted_and_clears_the_save(qtbot, window, tmp_path):
    start(window, seed=9, game_target=1)
    settle(qtbot, window)
    assert window.saves.exists()
    _finish_deal(qtbot, window)
    assert window.controller.match.is_over
    assert not window.saves.exists()
    assert Statistics(tmp_path).totals()["matches"] == 1


def test_statistics_dialog_from_the_game_menu(qtbot, window, monkeypatch):
    seen = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: seen.append(self) or 0)
    assert window.commands.stats in window.menus.game.actions()
    window.commands.stats.trigger()
    assert seen and seen[0].stats is window.stats


# --------------------------------------------------------------- settings
@pytest.mark.slow
def test_settings_persist_across_a_restart(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    first.start(GameSetup(seed=2))
    assert first.commands.settings.shortcut() == QKeySequence("Ctrl+,")

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        values = dialog.values()
        values.update(
            level="hard",
            animation_speed="slow",
            card_back="back_red",
            four_colour=True,
            ask_marriage=True,
            show_opponent_cards=True,
            game_target=11,
            show_scores=False,
        )
        dialog.set_values(values)
        dialog.accept()

    QTimer.singleShot(0, fill_in)
    first.commands.settings.trigger()
    assert first.table.four_colour and first.table.art.back == "back_red"
    assert first.table.show_opponent_cards and first.controller.is_practice
    assert first.commands.speed["slow"].isChecked() and first.table.gestures.ask_marriage
    first.resize(700, 520)
    first.close()
    first.controller.shutdown()

    second = make_window(qtbot, tmp_path)  # a new window on the same INI file
    assert (second.size().width(), second.size().height()) == (700, 520)
    assert second.commands.speed["slow"].isChecked()
    assert second.commands.ask.isChecked() and second.table.gestures.ask_marriage
    assert second.table.four_colour and second.table.art.back == "back_red"
    assert second.commands.show_opponent_cards.isChecked() and second.table.show_opponent_cards
    setup = second.matches.next_setup()
    assert setup.level == "hard"
    assert setup.options["game_target"] == 11 and setup.options["show_scores"] is False
    second.play_again()
    assert second.controller.match.target == 11
    assert second.controller.is_practice  # open cards from the first moment
    second.controller.shutdown()


def test_menu_speed_and_language_are_remembered(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    win.commands.speed["fast"].trigger()
    win.commands.ask.setChecked(True)
    win.controller.shutdown()
    again = ini(tmp_path)
    assert again.animation_speed == "fast" and again.ask_marriage is True


# --------------------------------------------------------------- keyboard
def test_every_menu_action_has_a_shortcut_or_a_mnemonic(window):
    for menu in (window.menus.game, window.menus.play, window.menus.view, window.menus.settings):
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None:
                continue
            assert action.shortcuts() or "&" in action.text(), action.text()
    keys = {
        window.commands.hint: "H",
        window.commands.fullscreen: "F11",
        window.commands.stats: "Ctrl+T",
        window.commands.settings: "Ctrl+,",
    }
    for action, key in keys.items():
        assert action.shortcut() == QKeySequence(key)


def test_f11_toggles_full_screen(qtbot, window):
    window.commands.fullscreen.trigger()
    qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowFullScreen))
    window.commands.fullscreen.trigger()
    qtbot.waitUntil(lambda: not window.windowState() & Qt.WindowState.WindowFullScreen)


@pytest.mark.slow
def test_texts_of_the_new_actions_follow_a_language_change(qtbot, window):
    from PySide6.QtCore import QCoreApplication, QEvent

    window.commands.hint.setText("x")
    QCoreApplication.sendEvent(QCoreApplication.instance(), QEvent(QEvent.Type.LanguageChange))
    assert window.commands.hint.text() == "&Hint" and window.menus.view.title() == "&View"
