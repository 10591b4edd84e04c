"""Every rule option declared once: what it is, where it acts, where it is shown and sent.

A rule option used to be written in 14 files (the defaults, the check, the
presets it changes, two dialogs' hand lists, the compiled call's packing,
the docs table, the lab's peer).  Now each is one ``OptionSpec`` line in
``OPTION_SPECS`` and the rest is derived from this table at the time it is
read: ``options.OPTION_DEFAULTS``, ``options_for`` and the checks of
``make_rules``; both dialogs' editors and groups; the rules page's list of
house rules; the compiled call's option fields (``ai/native.py``, checked at
load against the fields the library says it reads); the table of
docs/RULES.md (``tests/test_docs.py``); what the lab's peer refuses.

Adding an option: one line here, the rule itself in ``state.py`` (and
``why.py`` when it makes a move illegal) and in the compiled rules unit
(``ai/core/rules.h``: one ``CORE_RULE_OPTIONS`` line), its words in
``ui/words/rule_texts.py`` (and ``ui/words/why.py``), then the catalogues.

The engine reads ids only: an option's name is also the id of its words in
``ui/words/rule_texts.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["bool", "choice", "int"]
Group = Literal["dealing", "play", "marriages", "declaring", "scoring", "match", "table"]

#: the dialogs' groups in the order they show them; the settings dialog puts
#: ``declaring`` on its Play tab and ``table`` on its Practice tab, the others
#: on its Rules tab (docs/RULES.md sections 3 to 6 and 8)
GROUPS: tuple[Group, ...] = (
    "dealing",
    "play",
    "marriages",
    "declaring",
    "scoring",
    "match",
    "table",
)


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its name, kind and values, where it acts and where it goes."""

    name: str
    kind: Kind
    default: bool | str | int
    group: Group
    section: int  # the section of docs/RULES.md that states the rule
    values: tuple[str, ...] = ()  # a choice's values, the default among them
    low: int = 0  # an int's range, both ends allowed
    high: int = 0
    #: features of the preset's Shape (``has_talon``, ``closing``, ...) the
    #: option needs to change anything, and features that make it idle
    needs: tuple[str, ...] = ()
    idle_with: tuple[str, ...] = ()
    #: the field of the compiled call (``ai/core/rules.h`` CORE_RULE_OPTIONS) the
    #: option is sent in, None when a deal's play and score do not depend on it
    core_field: str | None = None

    def core_value(self, value: bool | str | int) -> int:
        """The number the compiled core reads: 0/1, a choice's index, the int itself."""
        if self.kind == "choice":
            return self.values.index(str(value))
        return int(value)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("deal_to_winner", "bool", False, "dealing", 3),
    OptionSpec("strict_must_head", "bool", True, "play", 4, core_field="strict_must_head"),
    OptionSpec(
        "marriage_lead_queen_only",
        "bool",
        False,
        "marriages",
        5,
        core_field="marriage_lead_queen_only",
    ),
    OptionSpec(
        "marriage_needs_trick", "bool", False, "marriages", 5, core_field="marriage_needs_trick"
    ),
    OptionSpec(
        "marriage_after_talon",
        "bool",
        True,
        "marriages",
        5,
        needs=("has_talon",),
        core_field="marriage_after_talon",
    ),
    OptionSpec(
        "auto_declare",
        "bool",
        True,
        "declaring",
        5,
        needs=("has_talon",),
        core_field="auto_declare",
    ),
    OptionSpec(
        "false_claim",
        "choice",
        "mirror",
        "scoring",
        6,
        values=("mirror", "two"),
        needs=("has_talon",),
        core_field="false_claim_two",
    ),
    OptionSpec(
        "historical_closing",
        "bool",
        False,
        "scoring",
        6,
        needs=("closing",),
        core_field="historical_closing",
    ),
    OptionSpec(
        "historical_scoring",
        "bool",
        False,
        "scoring",
        6,
        idle_with=("bidding",),
        core_field="historical_scoring",
    ),
    OptionSpec("game_target", "int", 7, "match", 6, low=1, high=21),
    OptionSpec("review_tricks", "bool", False, "table", 8),
    OptionSpec("show_scores", "bool", True, "table", 8),
)
"""Every rule option, in the order the dialogs, the rules page and docs/RULES.md list them.

Why the idle ones: without a talon there is no claim to make or talon to
outlast (bidding), closing exists only with two players, and the auction
game scores by its bid, not by the 33 line or a trick taken.
"""


def option_specs() -> tuple[OptionSpec, ...]:
    """The table as it is now (read at each call, so a test may add an option to it)."""
    return OPTION_SPECS


#: the table it was made from, and its specs by name (made again when the table is another)
_index: tuple[tuple[OptionSpec, ...], dict[str, OptionSpec], dict[str, bool | str | int]] = (
    (),
    {},
    {},
)


def _indexed() -> tuple[dict[str, OptionSpec], dict[str, bool | str | int]]:
    """The specs and the defaults by name, for the table as it is now (loading a save makes
    a deal's rules thousands of times: a lookup is one dict access, not a walk)."""
    global _index
    specs = option_specs()
    if _index[0] is not specs:
        _index = (specs, {s.name: s for s in specs}, {s.name: s.default for s in specs})
    return _index[1], _index[2]


def option_spec(name: str) -> OptionSpec:
    """The spec of option ``name``; KeyError when there is none."""
    return _indexed()[0][name]


def option_defaults() -> dict[str, bool | str | int]:
    """Every option's default by name, in table order (a new dict each call)."""
    return dict(_indexed()[1])


def core_fields() -> dict[str, OptionSpec]:
    """The compiled call's option fields, each with the option sent in it."""
    return {spec.core_field: spec for spec in option_specs() if spec.core_field}


def doc_rows() -> list[tuple[str, str, str, str]]:
    """The rows of docs/RULES.md's option table: option, values, default, section."""
    rows = []
    for spec in option_specs():
        if spec.kind == "bool":
            values, default = "true/false", str(spec.default).lower()
        elif spec.kind == "choice":
            values, default = ", ".join(f"`{v}`" for v in spec.values), f"`{spec.default}`"
        else:
            values, default = f"{spec.low} to {spec.high}", str(spec.default)
        rows.append((f"`{spec.name}`", values, default, str(spec.section)))
    return rows
