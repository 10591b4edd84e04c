"""After the last card: the match's recap, and the review of a finished deal.

The recap opens once the deciding deal's cards have landed (never over a
moving table), beside the table so its keys stay with the game; its Review
button and the summary's "Review this deal" open the review of a finished
deal as the player saw it (``ReviewMenu.review_as_player``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from sixtysix_qt.engine import Match

from ..dialogs.recap import RecapDialog
from ..play.controller import GameController
from ..play.session import GameSession
from ..review.menu import ReviewMenu, finished_deal
from ..table.view import TableView


class RecapFlow:
    """When the recap opens and closes, and what its Review button opens."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        session: GameSession,
        table: TableView,
        review_menu: ReviewMenu,
        play_again: Callable[[], None],
    ) -> None:
        self._window = window  # the recap's parent; it keeps the focus
        self._controller = controller
        self._session = session
        self._table = table
        self._review_menu = review_menu
        self._play_again = play_again  # the recap's Play again
        self._recap: RecapDialog | None = None
        self._due = False
        self.before_recap: Callable[[Callable[[], object]], None] = lambda show: show()
        """Runs before the recap opens, then opens it (the window's celebration of a won match)."""
        self.deal_reviewer: Callable[[Match, int], None] | None = self.review_deal
        """``reviewer(match, deal_index)`` behind the recap's Review button (None: no button)."""

    def on_match_finished(self, _match: Match) -> None:
        """The recap opens once the last deal's cards have landed."""
        self._due = True
        if not self._table.busy:
            self.show_when_due()

    def show_when_due(self) -> None:
        m = self._controller.match
        if not self._due or m is None or not m.is_over:
            return
        self._due = False
        self.before_recap(self.show_recap)

    def show_recap(self) -> RecapDialog:
        """The finished match's own window: winner, deals, chart, statistics, Play again."""
        c = self._controller
        human = c.human_seats[0] if c.human_seats else None
        recap = RecapDialog(
            c.match,
            c.setup.seats,
            human,
            self._session.stats,
            c.setup.level,
            practice=c.is_practice,
            can_review=self.deal_reviewer is not None,
            parent=self._window,
        )
        recap.playAgain.connect(self._play_again)
        if self.deal_reviewer is not None:
            match, reviewer = c.match, self.deal_reviewer
            recap.reviewRequested.connect(lambda index: reviewer(match, index))
        self.close_recap()
        self._recap = recap
        # beside the table, not in front of its keys: Return still plays again, Escape closes it
        recap.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        recap.show()
        self._window.activateWindow()  # platforms that activate it anyway: keys stay with the table
        return recap

    def on_match_started(self) -> None:
        """A new match: the last one's recap goes, and none is waiting."""
        self._due = False
        self.close_recap()

    def close_recap(self) -> None:
        if self._recap is not None:
            self._recap.close()
            self._recap.deleteLater()
            self._recap = None

    def review_deal(self, match: Match, index: int) -> None:
        """Open the review of deal ``index`` of ``match`` (the recap's Review button)."""
        self._review_menu.review_as_player(self._controller, finished_deal(match, index))

    def review_this_deal(self) -> None:
        """The summary's "Review this deal": the review of the deal just finished."""
        state = self._controller.state
        if state is not None and state.is_over:
            self._review_menu.review_as_player(self._controller, state)
