"""Help → Rules: the rules of the game being played, with the options in force.

A player who changed an option (say, relaxed strict play) should read the
rules as they now apply, not a generic text, so the page is built from the
preset and the options.  The text follows docs/RULES.md but is written for
players.  Every sentence goes through ``translate("RulesPage", ...)`` in
paragraph-sized units with ``%1`` arguments, so translators see whole
thoughts; the numbers that change a noun's ending use Qt's ``%n`` plurals.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from sixtysix_qt.engine import OPTION_DEFAULTS, PRESETS, options_for
from sixtysix_qt.engine.option_specs import option_specs
from sixtysix_qt.engine.options import BID_UNIT, MAX_BID, SHAPES

from .names import preset_title
from .rule_texts import option_texts

translate = QCoreApplication.translate

# the option table of docs/RULES.md, owned by the engine
DEFAULT_OPTIONS: Mapping[str, Any] = OPTION_DEFAULTS


class ReadOptions(dict[str, Any]):
    """The options in force, remembering which ones the page's sections read: an option
    none of them words is told at the end, under "House rules", in the dialogs' words."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        super().__init__(options)
        self.read: set[str] = set()

    def __getitem__(self, name: str) -> Any:
        self.read.add(name)
        return super().__getitem__(name)


_ARG = re.compile(r"%([1-9])")


def arg(text: str, *values: object) -> str:
    """Fill ``%1``..``%9`` in one pass, like QString::arg, so a value containing "%2" is safe."""
    return _ARG.sub(
        lambda m: (
            str(values[int(m.group(1)) - 1]) if int(m.group(1)) <= len(values) else m.group(0)
        ),
        text,
    )


def game_points(n: int) -> str:
    """``n`` game points with the right plural form (scoring tables)."""
    return translate("Game", "%n game point(s)", "", n)


def card_points(n: int) -> str:
    """``n`` card points with the right plural form (card values, bid levels)."""
    return translate("RulesPage", "%n point(s)", "", n)


def _p(text: str) -> str:
    """A plain paragraph (translations are plain text, so they are escaped)."""
    return f"<p>{html.escape(text)}</p>"


def _opt(text: str) -> str:
    """A rule option's paragraph, "Label: explanation", with the label in bold.

    The label is everything before the first colon, so translators keep one
    colon after the option's name and the markup stays out of the .ts files.
    """
    head, sep, tail = text.partition(":")
    if not sep:
        return _p(text)
    return f"<p><b>{html.escape(head)}:</b>{html.escape(tail)}</p>"


def _h(text: str) -> str:
    return f"<h3>{html.escape(text)}</h3>"


def _table(header: tuple[str, str], rows: list[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td>{html.escape(a)}</td><td>{html.escape(b)}</td></tr>" for a, b in rows)
    return (
        '<table border="1" cellspacing="0" cellpadding="4">'
        f"<tr><th align=left>{html.escape(header[0])}</th>"
        f"<th align=left>{html.escape(header[1])}</th></tr>{cells}</table>"
    )


def _strict_text(opts: Mapping[str, Any], players: int) -> list[str]:
    if opts["strict_must_head"]:
        out = [
            translate(
                "RulesPage",
                "Strict play: you must head the trick. Follow suit with a card that beats the "
                "best card of that suit in the trick if you can; otherwise follow suit with any "
                "card. If you have none of the suit, you must trump, overtrumping a trump already "
                "in the trick if you can. Only when you can do none of this may you play any card.",
            )
        ]
        if players == 3:
            out.append(
                translate(
                    "RulesPage",
                    "With three players, heading means beating every card of the suit led, even "
                    "when the trick has been trumped, and overtrumping the highest trump in the "
                    "trick.",
                )
            )
        elif players > 3:
            out.append(
                translate(
                    "RulesPage",
                    "With more than two players, heading means beating every card of the suit led, "
                    "even when the trick has been trumped, and overtrumping the highest trump in "
                    "the trick, even your partner's.",
                )
            )
        return out
    return [
        translate(
            "RulesPage",
            "Strict play: you must follow suit, but you need not beat the cards in the trick. "
            "If you have none of the suit, you must trump if you can; otherwise you may play "
            "any card.",
        )
    ]


@dataclass(frozen=True)
class Page:
    """What the rules page is built from: the options, and the preset's shape from the engine."""

    preset: str
    opts: ReadOptions
    players: int
    teams: bool
    talon: bool
    closing: bool
    target: int
    line: int
    """The loser's line: 33 of 66, 51 of 101."""

    @classmethod
    def of(cls, preset: str, options: Mapping[str, Any]) -> Page:
        shape = SHAPES[preset]
        opts = ReadOptions({**DEFAULT_OPTIONS, **dict(options)})
        return cls(
            preset,
            opts,
            shape.players,
            shape.teams,
            shape.has_talon,
            shape.closing,
            shape.deal_target,
            shape.loser_line,
        )


Add = Callable[[str], None]
"""Where a section builder puts its HTML, one paragraph, heading or table at a time."""


def _title(page: Page, add: Add) -> None:
    """The name of the variant, and that the page follows the options chosen."""
    preset = page.preset
    add(f"<h2>{html.escape(preset_title(preset))}</h2>")
    add(
        _p(
            translate(
                "RulesPage",
                "This page describes the game exactly as it is set up now, with the rule options "
                "currently chosen. Change them in the game settings and the page changes with them.",
            )
        )
    )


def _aim(page: Page, add: Add) -> None:
    """What a deal is played for, per variant."""
    preset, target = page.preset, page.target
    # Aim of the game
    add(_h(translate("RulesPage", "Aim of the game")))
    if preset in ("classic", "schnapsen"):
        add(
            _p(
                translate(
                    "RulesPage",
                    "Two players play a series of deals. In each deal you try to be the first to collect "
                    "%n point(s), counting the cards in the tricks you take and the marriages you "
                    "announce. Winning a deal earns 1, 2 or 3 game points.",
                    "",
                    target,
                )
            )
        )
    elif preset == "three-hand":
        add(
            _p(
                translate(
                    "RulesPage",
                    "Three players play a series of deals, each for themselves. In each deal you try to "
                    "be the first to collect %n point(s), counting the cards in the tricks you take and "
                    "the marriages you announce. Winning a deal earns 1, 2 or 3 game points.",
                    "",
                    target,
                )
            )
        )
    elif preset == "four-hand":
        add(
            _p(
                translate(
                    "RulesPage",
                    "Four players play in two sides; partners sit opposite each other and count their "
                    "tricks together. In each deal your side tries to be the first to collect %n "
                    "point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 "
                    "or 3 game points.",
                    "",
                    target,
                )
            )
        )
    else:
        add(
            _p(
                translate(
                    "RulesPage",
                    "Four players play in two sides; partners sit opposite each other. Before the play "
                    "the players bid for how many points their side will take. The side with the "
                    "highest bid tries to make it; the other side tries to stop them.",
                )
            )
        )


def _match_goal(page: Page, add: Add) -> None:
    """What wins the match."""
    opts, teams = page.opts, page.teams
    if teams:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The first side to reach %n game point(s) wins the game.",
                    "",
                    opts["game_target"],
                )
            )
        )
    else:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The first player to reach %n game point(s) wins the game.",
                    "",
                    opts["game_target"],
                )
            )
        )


def _cards(page: Page, add: Add) -> None:
    """The pack and the card values."""
    preset = page.preset
    # The cards
    add(_h(translate("RulesPage", "The cards")))
    if preset == "schnapsen":
        add(
            _p(
                translate(
                    "RulesPage",
                    "The game is played with 20 cards: the ace, ten, king, queen and jack of each suit.",
                )
            )
        )
    elif preset == "four-hand":
        add(
            _p(
                translate(
                    "RulesPage",
                    "The game is played with two packs of 24 cards shuffled together, so every card is "
                    "there twice. Of two equal cards in a trick, the one played first ranks higher.",
                )
            )
        )
    else:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The game is played with 24 cards: the ace, ten, king, queen, jack and nine of each "
                    "suit.",
                )
            )
        )
    add(
        _p(
            translate(
                "RulesPage",
                "The cards rank from high to low as in this table, which also shows what each card is "
                "worth:",
            )
        )
    )
    ranks = [
        (translate("RulesPage", "Ace"), 11),
        (translate("RulesPage", "Ten"), 10),
        (translate("RulesPage", "King"), 4),
        (translate("RulesPage", "Queen"), 3),
        (translate("RulesPage", "Jack"), 2),
    ]
    if preset != "schnapsen":
        ranks.append((translate("RulesPage", "Nine"), 0))
    add(
        _table(
            (translate("RulesPage", "Card"), translate("RulesPage", "Value")),
            [(name, card_points(value)) for name, value in ranks],
        )
    )
    if preset != "four-hand":
        add(
            _p(
                translate(
                    "RulesPage",
                    "All the cards together are worth 120 points, so 66 is just over half.",
                )
            )
        )


def _dealing(page: Page, add: Add) -> None:
    """Dealing, the trump and the talon."""
    preset, opts, talon, closing = page.preset, page.opts, page.talon, page.closing
    # Dealing
    add(_h(translate("RulesPage", "Dealing")))
    add(_p(translate("RulesPage", "The first dealer is chosen at random.")))
    if opts["deal_to_winner"]:
        add(_opt(translate("RulesPage", "Next dealer: the winner of a deal deals the next one.")))
    else:
        add(
            _opt(
                translate("RulesPage", "Next dealer: the deal passes to the left after every deal.")
            )
        )
    if talon:
        shape = SHAPES[preset]
        hand, (first, second) = shape.hand_size, shape.packets  # two rounds in every preset
        add(
            _p(
                arg(
                    translate(
                        "RulesPage",
                        "The dealer deals %n card(s) to each player in two rounds, %1 and then %2, "
                        "starting with the player on the dealer's left.",
                        "",
                        hand,
                    ),
                    first,
                    second,
                )
            )
        )
    else:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The dealer deals out all 24 cards, six to each player, in two rounds of three, "
                    "starting with the player on the dealer's left. There is no talon and no turned-up "
                    "card.",
                )
            )
        )

    if talon:
        add(_h(translate("RulesPage", "Trump and talon")))
        add(
            _p(
                translate(
                    "RulesPage",
                    "After dealing, the next card is turned face up: its suit is trump for the whole "
                    "deal. The card lies under the rest of the undealt cards, the talon, and is the last "
                    "card to be drawn.",
                )
            )
        )
        if not closing:
            add(
                _p(
                    translate(
                        "RulesPage",
                        "With more than two players the talon cannot be closed.",
                    )
                )
            )


def _playing(page: Page, add: Add) -> None:
    """How a trick is played (strict play once the talon is gone)."""
    preset, opts, players, talon = page.preset, page.opts, page.players, page.talon
    # Playing a trick
    add(_h(translate("RulesPage", "Playing a trick")))
    add(
        _p(
            translate(
                "RulesPage",
                "A trick is won by the highest trump in it; if it holds no trump, by the highest card of "
                "the suit that was led. The winner of a trick leads to the next one.",
            )
        )
    )
    if talon:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The player on the dealer's left leads to the first trick. While the talon is open "
                    "you may play any card you like: you need not follow suit, trump or win the trick. "
                    "After each trick its winner draws the top card of the talon, then the other players "
                    "in turn, clockwise.",
                )
            )
        )
        add(
            _p(
                translate(
                    "RulesPage",
                    "Once the talon is used up or closed, the strict rules apply to every card played "
                    "after the lead:",
                )
            )
        )
        for i, text in enumerate(_strict_text(opts, players)):
            add(_opt(text) if i == 0 else _p(text))
        if preset == "schnapsen":
            add(_p(translate("RulesPage", "In Schnapsen there is no bonus for the last trick.")))
        else:
            add(
                _p(
                    translate(
                        "RulesPage",
                        "When the deal is played out to the last card, the winner of the last trick "
                        "gets 10 extra points for it.",
                    )
                )
            )
    else:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The highest bidder leads to the first trick, and the suit of that card becomes "
                    "trump. Every trick is played by the strict rules, from the first card to the last:",
                )
            )
        )
        for i, text in enumerate(_strict_text(opts, players)):
            add(_opt(text) if i == 0 else _p(text))


def _marriages(page: Page, add: Add) -> None:
    """What a marriage is and what it is worth."""
    talon = page.talon
    # Marriages
    add(_h(translate("RulesPage", "Marriages")))
    add(
        _p(
            translate(
                "RulesPage",
                "A king and a queen of the same suit in one hand make a marriage, worth 20 points, or "
                "40 in trumps. Only the player about to lead may announce it, and must then lead one of "
                "the two cards at once.",
            )
        )
    )
    if talon:
        add(
            _p(
                translate(
                    "RulesPage",
                    "The points count only once the announcer has taken a trick (in a team game, once "
                    "the side has): a marriage announced before that is kept and counted with that first "
                    "trick, and lost if no trick is ever taken.",
                )
            )
        )
    else:
        add(
            _p(
                translate(
                    "RulesPage",
                    "A marriage counts only if it is shown in the play, and only if that side takes a "
                    "trick. One announced on the very first lead is in the suit that becomes trump, so "
                    "it is worth 40.",
                )
            )
        )


def _marriage_options(page: Page, add: Add) -> None:
    """When a marriage may be announced (the marriage options)."""
    opts, talon = page.opts, page.talon
    if opts["marriage_lead_queen_only"]:
        add(_opt(translate("RulesPage", "Leading a marriage: you must lead the queen.")))
    else:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Leading a marriage: you may lead either the king or the queen.",
                )
            )
        )
    if opts["marriage_needs_trick"]:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Marriage before a trick: not allowed. You may announce a marriage only after you "
                    "have won a trick.",
                )
            )
        )
    elif talon:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Marriage before a trick: allowed, even on the very first lead; its points wait for "
                    "your first trick.",
                )
            )
        )
    if talon:
        if opts["marriage_after_talon"]:
            add(
                _opt(
                    translate(
                        "RulesPage",
                        "Marriages after the talon: you may still announce marriages once the talon is "
                        "closed or used up.",
                    )
                )
            )
        else:
            add(
                _opt(
                    translate(
                        "RulesPage",
                        "Marriages after the talon: once the talon is closed or used up, no more "
                        "marriages may be announced. One announced earlier still counts when its owner "
                        "takes a trick.",
                    )
                )
            )


def _exchange(page: Page, add: Add) -> None:
    """Exchanging the trump nine (or jack)."""
    preset, talon = page.preset, page.talon
    # Exchange
    if talon:
        if preset == "schnapsen":
            add(_h(translate("RulesPage", "Exchanging the trump jack")))
            add(
                _p(
                    translate(
                        "RulesPage",
                        "If you hold the jack of trumps, you may swap it for the turned-up trump card. "
                        "You may do this when it is your lead, before you lead, once you have won a "
                        "trick, and while the talon still holds at least one face-down card besides the "
                        "trump card.",
                    )
                )
            )
        else:
            add(_h(translate("RulesPage", "Exchanging the trump nine")))
            add(
                _p(
                    translate(
                        "RulesPage",
                        "If you hold the nine of trumps, you may swap it for the turned-up trump card. "
                        "You may do this when it is your lead, before you lead, once you have won a "
                        "trick, and while the talon still holds at least one face-down card besides the "
                        "trump card.",
                    )
                )
            )
        if preset == "three-hand":
            add(
                _p(
                    translate(
                        "RulesPage",
                        "With three players this is possible only when leading to the second trick.",
                    )
                )
            )
        elif preset == "four-hand":
            add(
                _p(
                    translate(
                        "RulesPage",
                        "It is enough that your side has won a trick. Either of the two trump nines may "
                        "be exchanged, but only one exchange is allowed in a deal.",
                    )
                )
            )


def _closing(page: Page, add: Add) -> None:
    """Closing the talon (two players)."""
    closing = page.closing
    # Closing
    if closing:
        add(_h(translate("RulesPage", "Closing the talon")))
        add(
            _p(
                translate(
                    "RulesPage",
                    "When it is your lead, before you lead, you may close the talon, as long as it still "
                    "holds at least one face-down card besides the trump card. The trump card is turned "
                    "face down, nobody draws any more, the strict rules apply at once, and there is no "
                    "bonus for the last trick. Close only when you are sure of reaching 66 with the cards "
                    "you hold: if you fail, your opponent scores.",
                )
            )
        )


def _declaring(page: Page, add: Add) -> None:
    """Declaring 66, and a false claim."""
    opts, talon, target = page.opts, page.talon, page.target
    # Declaring
    if talon:
        add(_h(arg(translate("RulesPage", "Declaring %1", "heading; %1 is 66 or 101"), target)))
        if opts["auto_declare"]:
            add(
                _opt(
                    arg(
                        translate(
                            "RulesPage",
                            "Declaring: automatic. As soon as your points reach %1, after a trick or after "
                            "announcing a marriage, the deal ends and is scored for you.",
                        ),
                        target,
                    )
                )
            )
        else:
            add(
                _opt(
                    arg(
                        translate(
                            "RulesPage",
                            "Declaring: by hand, as at a real table. Keep count yourself, and when you "
                            "believe your points have reached %1, declare at any of your turns: the deal "
                            "ends at once. If a marriage lifts you to %1, declare at your next turn.",
                        ),
                        target,
                    )
                )
            )
            if opts["false_claim"] == "two":
                add(
                    _opt(
                        translate(
                            "RulesPage",
                            "A wrong declaration: if you declare without having enough points, your "
                            "opponent scores 2 game points.",
                        )
                    )
                )
            else:
                add(
                    _opt(
                        translate(
                            "RulesPage",
                            "A wrong declaration: if you declare without having enough points, your "
                            "opponent scores what you would have scored had you been right, and at "
                            "least 2 game points.",
                        )
                    )
                )


def _scoring(page: Page, add: Add) -> None:
    """What a won deal is worth."""
    preset, talon, line = page.preset, page.talon, page.line
    # Scoring
    if talon:
        add(_h(translate("RulesPage", "Scoring")))
        add(
            _p(
                translate(
                    "RulesPage",
                    "The winner of a deal scores game points according to how well the loser did:",
                )
            )
        )
        rows = [
            (translate("RulesPage", "The loser has %n point(s) or more", "", line), game_points(1)),
            (
                translate(
                    "RulesPage", "The loser has fewer than %n point(s) but took a trick", "", line
                ),
                game_points(2),
            ),
            (translate("RulesPage", "The loser took no trick"), game_points(3)),
        ]
        add(
            _table(
                (translate("RulesPage", "Situation"), translate("RulesPage", "Winner scores")), rows
            )
        )
        if preset == "three-hand":
            add(
                _p(
                    translate(
                        "RulesPage",
                        "With three players the winner is judged against the better of the two "
                        "opponents: 2 game points only if both are under 33, and 3 only if neither took "
                        "a trick.",
                    )
                )
            )


def _scoring_closing(page: Page, add: Add) -> None:
    """How a closed deal is scored."""
    opts, talon, closing = page.opts, page.talon, page.closing
    if talon:
        if closing:
            add(
                _p(
                    translate(
                        "RulesPage",
                        "If the player who closed the talon reaches 66, the deal is scored as in the "
                        "table, but on the points and tricks the opponent had when the talon was closed.",
                    )
                )
            )
            if opts["historical_closing"]:
                add(
                    _opt(
                        translate(
                            "RulesPage",
                            "Failed closing: if the player who closed does not make 66, or the opponent "
                            "gets there first, the opponent scores 2 game points, or 6 if the closer took "
                            "no trick in the whole deal.",
                        )
                    )
                )
            else:
                add(
                    _opt(
                        translate(
                            "RulesPage",
                            "Failed closing: if the player who closed does not make 66, or the opponent "
                            "gets there first, the opponent scores 2 game points, or 3 if they had no "
                            "trick when the talon was closed.",
                        )
                    )
                )


def _scoring_counting(page: Page, add: Add) -> None:
    """The last trick, a tie, and how the loser is counted."""
    preset, opts, talon, target = page.preset, page.opts, page.talon, page.target
    if talon:
        add(
            _p(
                arg(
                    translate(
                        "RulesPage",
                        "If all cards have been played and nobody has reached %1, the winner of the last "
                        "trick scores 1 game point.",
                    ),
                    target,
                )
            )
        )
        if preset == "classic":
            add(
                _p(
                    translate(
                        "RulesPage",
                        "If both players end with exactly 65, nobody scores, and the winner of the next "
                        "deal gets 1 extra game point.",
                    )
                )
            )
        if opts["historical_scoring"]:
            add(
                _opt(
                    translate(
                        "RulesPage",
                        "Counting the loser: a loser without a single card point counts as having no "
                        "trick, so the winner scores 3 game points, even if the loser took tricks of "
                        "nines.",
                    )
                )
            )
            if not opts["auto_declare"]:
                add(
                    _p(
                        translate(
                            "RulesPage",
                            "If both players reach 66 in the same deal, the deal is played again by the "
                            "same dealer, with no score.",
                        )
                    )
                )
        else:
            add(
                _opt(
                    translate(
                        "RulesPage",
                        "Counting the loser: a loser who took any trick has a trick, even if it holds "
                        "only nines.",
                    )
                )
            )


def _bidding(page: Page, add: Add) -> None:
    """The auction and its scoring (the bidding variant)."""
    talon = page.talon
    if not talon:
        add(_h(translate("RulesPage", "Bidding")))
        add(
            _p(
                translate(
                    "RulesPage",
                    "Bidding starts with the player on the dealer's left. Each player either bids a "
                    "higher level than the last bid or passes; a player who passes is out of the auction "
                    "for this deal. Partners may outbid each other. The auction ends when three players "
                    "have passed after a bid, or at once when someone bids 5. If all four pass, the deal "
                    "is thrown in and the next player deals.",
                )
            )
        )
        levels = [(str(level), card_points(BID_UNIT * level)) for level in range(1, MAX_BID)]
        levels.append(
            (
                str(MAX_BID),
                translate(
                    "RulesPage",
                    "Moon: the bidder plays alone, the partner sits out, and must take every trick",
                ),
            )
        )
        add(
            _table(
                (
                    translate("RulesPage", "Bid"),
                    translate("RulesPage", "The bidding side must take"),
                ),
                levels,
            )
        )
        add(_h(translate("RulesPage", "Scoring")))
        add(
            _p(
                translate(
                    "RulesPage",
                    "The bidding side counts its card points plus the marriages it showed. If that "
                    "reaches the bid, it scores as many game points as the level of the bid; if not, it "
                    "loses that many, and its score may go below zero. The other side scores 1 game "
                    "point for every full 33 points it took. A moon wins 5 game points if every trick is "
                    "taken, and loses 5 otherwise. If both sides pass the target in the same deal, the "
                    "bidding side wins the game.",
                )
            )
        )


def _table_options(page: Page, add: Add) -> None:
    """What the table shows (card points, trick review)."""
    opts = page.opts
    # Table options
    add(_h(translate("RulesPage", "At the table")))
    if opts["show_scores"]:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Score display: the points each side has taken in this deal are shown on the table.",
                )
            )
        )
    else:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Score display: hidden. Keep count in your head, as at a real card table.",
                )
            )
        )
    if opts["review_tricks"]:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Looking at tricks: you may look through the tricks you have won.",
                )
            )
        )
    else:
        add(
            _opt(
                translate(
                    "RulesPage",
                    "Looking at tricks: won tricks lie face down; only the last trick may be looked at.",
                )
            )
        )


def _house_rules(page: Page, add: Add) -> None:
    """Every other house rule that is on in this variant (no section above read it), in
    the dialogs' words: a new option is on the page before anyone writes its paragraph."""
    texts = option_texts(page.target)
    applies = set(options_for(page.preset))
    unread = [s.name for s in option_specs() if s.kind == "bool" and s.name not in page.opts.read]
    on = [name for name in unread if name in applies and dict.get(page.opts, name)]
    if not on:
        return
    add(_h(translate("RulesPage", "House rules")))
    for name in on:
        label, tooltip = texts.get(name, (name, ""))
        add(f"<p><b>{html.escape(label)}:</b> {html.escape(tooltip)}</p>")


SECTIONS: tuple[Callable[[Page, Add], None], ...] = (
    _title,
    _aim,
    _match_goal,
    _cards,
    _dealing,
    _playing,
    _marriages,
    _marriage_options,
    _exchange,
    _closing,
    _declaring,
    _scoring,
    _scoring_closing,
    _scoring_counting,
    _bidding,
    _table_options,
    _house_rules,  # last: it tells what the sections above did not read
)
"""The builders of the page's sections, in the order they are shown."""


def rules_html(preset: str, options: Mapping[str, Any] | None = None) -> str:
    """Rich-text rules for ``preset`` with ``options`` (missing ones take their defaults).

    Built in the current language on every call, so call it again after a
    language change.  Each section has its own builder (``SECTIONS``).
    """
    if preset not in PRESETS:
        raise ValueError(f"unknown preset {preset!r}: choose one of {', '.join(PRESETS)}")
    page = Page.of(preset, options or {})
    parts: list[str] = []
    for section in SECTIONS:
        section(page, parts.append)
    return "".join(parts)
