"""Small versioned JSON documents for a deal or a whole match.

A document stores what fixes the game (preset, options, deck orders,
dealers, actions) and is read back by replaying every action through the
engine, so a damaged or tampered file can never produce an impossible state:
it raises ``SaveFormatError`` with a sentence saying what is wrong, or its
subclass ``NewerFormatError`` for a document this version cannot read yet
(the file is fine; the program is old).
"""

from __future__ import annotations

import json
from typing import Any, cast

from .actions import ActionError
from .match import Match
from .options import BETWEEN_DEALS, OPTION_DEFAULTS, OptionError
from .state import DealState, new_deal

FORMAT_VERSION = 1
DEAL_FORMAT = "sixtysix/deal"
MATCH_FORMAT = "sixtysix/match"


class SaveFormatError(ValueError):
    """The document is damaged, foreign, or from a newer version."""


class NewerFormatError(SaveFormatError):
    """The document is well-formed but written by a newer version of the program."""


#: the rule options the first save format was written with: a document writes these
#: always, so an old save writes back byte for byte; an option added since is written only
#: when it differs from its default, so a save that does not use it reads the same in a
#: version that does not know it (a historical fact: never extended)
FORMAT_1_OPTIONS = frozenset(
    {
        "deal_to_winner",
        "strict_must_head",
        "marriage_lead_queen_only",
        "marriage_needs_trick",
        "marriage_after_talon",
        "auto_declare",
        "false_claim",
        "historical_closing",
        "historical_scoring",
        "game_target",
        "review_tricks",
        "show_scores",
    }
)


def saved_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options a document writes (``FORMAT_1_OPTIONS`` always, any other when not default)."""
    return {
        name: value
        for name, value in options.items()
        if name in FORMAT_1_OPTIONS or value != OPTION_DEFAULTS[name]
    }


def deal_to_dict(state: DealState) -> dict[str, Any]:
    return {
        "format": DEAL_FORMAT,
        "version": FORMAT_VERSION,
        "preset": state.preset,
        "options": saved_options(state.options),
        "dealer": state.dealer,
        "deck": state.deck_codes,
        "actions": state.actions,
    }


def _deal_entry(
    match: Match, dealer: int, deck: list[str], actions: list[str], options: dict[str, Any]
) -> dict[str, Any]:
    """One deal of a match document; its options only where they differ from the match's
    (changed between deals: ``Match.change_between_deals``)."""
    entry: dict[str, Any] = {"dealer": dealer, "deck": deck, "actions": actions}
    if options and options != match.options:
        entry["options"] = options
    return entry


def match_to_dict(match: Match) -> dict[str, Any]:
    deals = [_deal_entry(match, r.dealer, r.deck, r.actions, r.options) for r in match.finished]
    if not (
        match.state.is_over
        and match.finished
        and match.finished[-1].deck == match.state.deck_codes
        and match.finished[-1].actions == match.state.actions
    ):
        s = match.state
        deals.append(_deal_entry(match, s.dealer, s.deck_codes, s.actions, s.options))
    return {
        "format": MATCH_FORMAT,
        "version": FORMAT_VERSION,
        "preset": match.preset,
        "options": saved_options(match.options),
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "deals": deals,
    }


def _check_header(doc: Any, fmt: str) -> None:
    if not isinstance(doc, dict):
        raise SaveFormatError("not a Sixty-Six document: expected a JSON object")
    if doc.get("format") != fmt:
        raise SaveFormatError(
            f"not a Sixty-Six {fmt.split('/')[1]} document (format {doc.get('format')!r})"
        )
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFormatError("the document has no valid version number")
    if version > FORMAT_VERSION:
        raise NewerFormatError(
            f"written by a newer version of Sixty-Six (format {version}; this one reads up to {FORMAT_VERSION})"
        )
    if version < 1:
        raise SaveFormatError(f"unknown document version {version}")


def _replay(preset: Any, options: Any, deal: Any, where: str) -> DealState:
    if not isinstance(deal, dict):
        raise SaveFormatError(f"{where}: expected an object with dealer, deck and actions")
    actions = deal.get("actions")
    if not isinstance(actions, list):
        raise SaveFormatError(f"{where}: 'actions' must be a list")
    if not isinstance(options, dict):
        raise SaveFormatError("'options' must be an object")
    deck = deal.get("deck")
    if not isinstance(deck, list):
        # new_deal would shuffle a fresh pack for a missing deck: never replay on one
        raise SaveFormatError(f"{where}: 'deck' must be the list of the deal's cards in order")
    try:
        # new_deal checks the dealer (a seat number) as it checks the deck
        state = new_deal(preset, deck=deck, dealer=cast(int, deal.get("dealer")), **options)
    except (OptionError, ValueError, TypeError) as err:
        raise SaveFormatError(f"{where}: {err}") from None
    for i, action in enumerate(actions):
        try:
            state = state.apply(action)
        except ActionError as err:
            raise SaveFormatError(f"{where}, action {i + 1}: {err}") from None
    return state


def deal_from_dict(doc: Any) -> DealState:
    _check_header(doc, DEAL_FORMAT)
    return _replay(doc.get("preset"), doc.get("options", {}), doc, "deal")


def match_from_dict(doc: Any) -> Match:
    _check_header(doc, MATCH_FORMAT)
    deals = doc.get("deals")
    if not isinstance(deals, list) or not deals:
        raise SaveFormatError("the match has no deals")
    options = doc.get("options", {})
    if not isinstance(options, dict):
        raise SaveFormatError("'options' must be an object")
    try:
        match = Match(
            doc.get("preset"),
            seed=doc.get("seed"),
            first_dealer=deals[0].get("dealer") if isinstance(deals[0], dict) else None,
            **options,
        )
    except (OptionError, ValueError, TypeError) as err:
        raise SaveFormatError(str(err)) from None
    if not isinstance(match.seed, int):
        raise SaveFormatError("the match seed must be a whole number")
    for i, deal in enumerate(deals):
        where = f"deal {i + 1}"
        if i > 0:
            if not match.state.is_over:
                raise SaveFormatError(f"{where}: the deal before it was not finished")
            if match.is_over:
                raise SaveFormatError(f"{where}: the match was already over")
            if deal.get("dealer") != match.next_dealer():
                raise SaveFormatError(f"{where}: wrong dealer {deal.get('dealer')!r}")
        own = deal.get("options", match.options) if isinstance(deal, dict) else match.options
        if not isinstance(own, dict) or set(own) - set(match.options):
            raise SaveFormatError(f"{where}: 'options' must be the match's options")
        if any(
            own[k] != v for k, v in match.options.items() if k in own and k not in BETWEEN_DEALS
        ):
            raise SaveFormatError(f"{where}: only {', '.join(sorted(BETWEEN_DEALS))} may differ")
        own = {**match.options, **own}
        state = _replay(match.preset, own, deal, where)
        # replay through the match so scores, carries and dealers are recomputed
        match.state = match._deal(state.dealer, state.deck_codes, own)
        for action in state.actions:
            match.apply(action)
    return match


def dumps(obj: DealState | Match) -> str:
    doc = match_to_dict(obj) if isinstance(obj, Match) else deal_to_dict(obj)
    return json.dumps(doc, indent=1)


def loads(text: str | bytes) -> DealState | Match:
    """Read a deal or match document; SaveFormatError for anything else."""
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise SaveFormatError(f"not valid JSON ({err})") from None
    if isinstance(doc, dict) and doc.get("format") == MATCH_FORMAT:
        return match_from_dict(doc)
    return deal_from_dict(doc)
