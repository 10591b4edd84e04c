"""Numbers on screen are written the player's way: lv, sl, bg and uk write 0,95, not 0.95.

The review's expected losses and the statistics' shares are rendered in each
language and scanned for a decimal point between digits.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.review.judge import DEFAULT_SEED, Review, Summary, Verdict
from sixtysix_qt.storage import Statistics
from sixtysix_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from sixtysix_qt.ui.review import mode as review_mode
from sixtysix_qt.ui.review.review_dialog import ReviewDialog
from sixtysix_qt.ui.words.i18n import LANGUAGES
from sixtysix_qt.ui.words.numbers import decimal, percent

COMMA_LANGUAGES = tuple(code for code in LANGUAGES if code != "en")  # i18n/languages.json
POINT_BETWEEN_DIGITS = re.compile(r"\d\.\d")


def _random_deal(seed: int = 4) -> DealState:
    rng = random.Random(seed)
    state = new_deal("classic", seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _review_of(final: DealState) -> Review:
    """A review with fractional losses at the player's first decisions (no analysis run)."""
    mine = [i for i, (seat, _a) in enumerate(final.history) if seat == 0][:4]
    losses = [0.0, 0.47, 0.95, 1.25][: len(mine)]
    verdicts = []
    for index, loss in zip(mine, losses, strict=True):
        played = str(final.history[index][1])
        verdicts.append(
            Verdict(
                index=index,
                seat=0,
                played=played,
                best="close",
                loss=loss,
                margin=0.01,
                label="blunder" if loss > 1 else "mistake" if loss else "good",
                uncertain=False,
                reason=["close", 20, 30],
                exact=False,
                worlds=8,
                alternatives=[["close", 0.0, 0.0], [played, loss, 0.01]],
                open_best="close",
                open_loss=loss + 0.5,
            )
        )
    summary = Summary(round(sum(losses), 4), 2, losses, {})
    return Review(0, review_mode.REVIEW_WORLDS, DEFAULT_SEED, verdicts, summary)


def _shown(final: DealState, review: Review) -> ReviewDialog:
    """The review window showing ``review`` as a finished analysis would (no cache involved)."""
    dialog = ReviewDialog(final, 0, start=False)
    dialog.review = review
    dialog._show_review()
    dialog._show_position()
    return dialog


def review_texts(dialog: ReviewDialog) -> list[str]:
    """Every text of the review panel that shows a loss."""
    texts = [dialog.summary.text(), dialog.biggest_button.text()]
    texts += [dialog.decision_list.item(i).text() for i in range(dialog.decision_list.count())]
    texts += [dialog.verdict_text(v) for v in dialog.review.verdicts]
    return texts


def statistics_texts(dialog: StatisticsDialog) -> list[str]:
    texts = [label.text() for label in dialog._summary_values.values()]
    for table in (dialog.table, dialog.practice_table):
        for r in range(table.rowCount()):
            texts += [table.item(r, c).text() for c in range(table.columnCount())]
    return texts


def _stats(tmp_path: Path) -> Statistics:
    stats = Statistics(tmp_path)
    win = {"winner": 0, "game_points": 2, "scores": [2, 0], "reason": "points"}
    loss = {"winner": 1, "game_points": 1, "scores": [0, 1], "reason": "points"}
    for result in (win, loss, win):
        stats.record_deal("classic", "hard", result)
    stats.record_match("classic", "hard", True)
    return stats


@pytest.mark.slow
@pytest.mark.parametrize("code", COMMA_LANGUAGES)
def test_the_review_writes_decimals_with_a_comma(manager, qm_cache, qtbot, code):
    final = _random_deal()
    review = _review_of(final)
    manager.set_language(code)
    dialog = _shown(final, review)
    qtbot.addWidget(dialog)
    texts = review_texts(dialog)
    joined = "\n".join(texts)
    assert not POINT_BETWEEN_DIGITS.search(joined), joined
    assert "0,95" in joined and "0,47" in joined and "2,67" in joined, joined


@pytest.mark.slow
def test_english_keeps_the_point(manager, qm_cache, qtbot):
    final = _random_deal()
    manager.set_language("en")
    dialog = _shown(final, _review_of(final))
    qtbot.addWidget(dialog)
    assert "0.95" in "\n".join(review_texts(dialog))


@pytest.mark.slow
@pytest.mark.parametrize("code", COMMA_LANGUAGES)
def test_statistics_show_no_decimal_point(manager, qm_cache, qtbot, tmp_path, code):
    manager.set_language(code)
    dialog = StatisticsDialog(_stats(tmp_path))
    qtbot.addWidget(dialog)
    joined = "\n".join(statistics_texts(dialog))
    assert not POINT_BETWEEN_DIGITS.search(joined), joined
    assert percent(67) in joined  # the share of deals won, 2 of 3


@pytest.mark.slow
def test_the_helpers_follow_the_language(manager, qm_cache):
    manager.set_language("uk")
    assert decimal(0.95) == "0,95" and decimal(1.5, 1) == "1,5"
    manager.set_language("lv")
    assert percent(67) == "67\u00a0%"
    manager.set_language("en")
    assert decimal(0.95) == "0.95" and percent(67) == "67%"
    assert QCoreApplication.translate("Numbers", "%1%") == "%1%"


SUMMARY = {  # 1 match (won), 3 deals (2 won), game points 4 for, 1 against
    "lv": ("1 izspēlēta, 1 uzvarēta", "3 izspēlētas, 2 uzvarētas", "4 iegūti, 1 zaudēts"),
    "sl": ("1 odigrana, 1 dobljena", "3 odigrane, 2 dobljeni", "4 dobljene, 1 izgubljena"),
    "bg": ("1 изиграна, 1 спечелена", "3 изиграни, 2 спечелени", "4 спечелени, 1 загубена"),
    "uk": ("1 зіграна, 1 виграна", "3 зіграні, 2 виграні", "4 здобуті, 1 втрачений"),
    "en": ("1 played, 1 won", "3 played, 2 won", "4 for, 1 against"),
}


@pytest.mark.slow
@pytest.mark.parametrize("code", [*COMMA_LANGUAGES, "en"])
def test_each_count_of_the_statistics_agrees_with_its_number(
    manager, qm_cache, qtbot, tmp_path, code
):
    manager.set_language(code)
    dialog = StatisticsDialog(_stats(tmp_path))
    qtbot.addWidget(dialog)
    values = dialog._summary_values
    shown = tuple(values[key].text() for key in ("matches", "deals", "game_points"))
    assert shown == SUMMARY[code]


@pytest.mark.slow
@pytest.mark.parametrize(("code", "decision"), [("en", "(decision 3)"), ("lv", "(3. lēmums)")])
def test_the_review_names_a_decision_by_its_number_in_the_list(
    manager, qm_cache, qtbot, code, decision
):
    """The biggest mistake is decision 3 of the list: the button says 3, not its move number."""
    final = _random_deal()
    review = _review_of(final)
    assert review.summary.biggest == 2 and review.verdicts[2].index + 1 != 3
    manager.set_language(code)
    dialog = _shown(final, review)
    qtbot.addWidget(dialog)
    assert dialog.decision_list.item(2).text().startswith("3. ")
    assert dialog.biggest_button.text().endswith(decision)
