"""What the end-of-deal summary says: title, the score of each side, why, and its button.

Two players get label/value rows ("Card points  You 70 · Computer 30");
three and four get a small table, one row per seat or side and one column
per number, so a name never runs into a number.  Built from the state and
``TableFacts`` alone, like the rest of the heads-up display; ``show_summary``
puts it on its card in the middle of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from sixtysix_qt.engine import DealState

from ..words.texts import deal_title, fill, result_sentences, side_name
from .facts import TableFacts, side_colour, side_label
from .felt_items import GOLD, Grid, Panel, Row
from .layout import TableGeometry


@dataclass(frozen=True)
class SummaryParts:
    title: str
    rows: list[Row]
    grid: Grid | None
    sentences: list[str]
    button: str


def show_summary(
    panel: Panel,
    s: DealState,
    g: TableGeometry,
    facts: TableFacts,
    offer_review: bool,
    continue_label: Callable[[], str | None],
) -> None:
    """The card over the table at the end of a deal: the score and why, its button
    (``continue_label()`` when the window has its own word, "" for none, else Next deal...) and,
    with ``offer_review``, "Review this deal"."""
    if not s.is_over or facts.scores is None:
        return
    parts = summary_parts(s, facts)
    px = g.font_px * 1.05
    panel.set_font_px(px, min(g.width * 0.6, 560.0), min(g.width * 0.4, 340.0))
    review = QCoreApplication.translate("TableView", "Review this deal")
    second = review if offer_review else ""
    label = continue_label()
    button = parts.button if label is None else label  # "": the window offers no way on
    panel.set_content(parts.title, parts.rows, parts.sentences, button, parts.grid, second)
    r = panel.boundingRect()
    cx, cy = g.centre
    panel.setPos(cx - r.width() / 2, max(g.margin, cy - r.height() / 2))
    panel.show()


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def summary_parts(s: DealState, facts: TableFacts) -> SummaryParts:
    """The summary of the finished deal ``s`` (``facts.scores`` are the match's)."""
    names = list(facts.names)
    sides = s.shape.sides
    result = s.result or {}
    scores = list(facts.scores or [0] * sides)
    columns = (
        [s.side_points(x) for x in range(sides)],
        [s.tricks_won(x) for x in range(sides)],
        [_signed(n) for n in result.get("scores", [0] * sides)],
        scores,
    )
    sentences = result_sentences(s, names)
    if s.num_players > 2:
        rows: list[Row] = []
        grid = _grid(s, facts, columns)
        sentences.append(
            QCoreApplication.translate(
                "TableView", "The match goes to %n game points.", "", facts.target
            )
        )
    else:
        rows, grid = _rows(s, names, columns, facts.target), None
    if facts.match_over:
        if facts.winner == 0 and facts.is_human(0):
            title = QCoreApplication.translate("TableView", "You won the match!")
        else:
            title = fill(
                QCoreApplication.translate("TableView", "%1 won the match"),
                side_name(s, facts.winner, names),
            )
        button = QCoreApplication.translate("TableView", "Play again")
    else:
        title = deal_title(s, names)
        button = QCoreApplication.translate("TableView", "Next deal")
    return SummaryParts(title, rows, grid, sentences, button)


def _headers() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("TableView", "Card points"),
        QCoreApplication.translate("TableView", "Tricks"),
        QCoreApplication.translate("TableView", "This deal"),
        QCoreApplication.translate("TableView", "Game points"),
    )


def _grid(s: DealState, facts: TableFacts, columns: tuple[list, ...]) -> Grid:
    """Three and four players: one row per seat (or side), one column per number."""
    body = tuple(
        (
            side_label(s, facts, side),
            side_colour(s, side),
            tuple(str(column[side]) for column in columns),
        )
        for side in range(s.shape.sides)
    )
    return Grid(_headers(), body)


def _rows(s: DealState, names: list[str], columns: tuple[list, ...], target: int) -> list[Row]:
    """Two players: one row per number, both sides on it."""

    def each(values: list[object]) -> str:
        return "  ·  ".join(
            fill(
                QCoreApplication.translate("TableView", "%1 %2"),
                side_name(s, side, names),
                values[side],
            )
            for side in range(s.shape.sides)
        )

    card, tricks, this_deal, game = columns
    game_text = fill(QCoreApplication.translate("TableView", "%1  (to %2)"), each(game), target)
    headers = _headers()
    colours: list[QColor | None] = [None, None, None, GOLD]
    values = [each(card), each(tricks), each(this_deal), game_text]
    return list(zip(headers, values, colours, strict=True))
