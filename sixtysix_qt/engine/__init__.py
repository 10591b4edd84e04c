"""The rules of Sixty-Six, without Qt: the headless API of docs/RULES.md section 9."""

from .actions import Action, ActionError, IllegalAction, InvalidAction, Kind
from .match import DealRecord, Match
from .observation import Observation
from .options import (
    OPTION_DEFAULTS,
    PRESETS,
    SHAPES,
    OptionError,
    Rules,
    Shape,
    make_rules,
    options_for,
)
from .scoring import Detail, Reason, Result
from .serialize import NewerFormatError, SaveFormatError, dumps, loads
from .state import DealState, new_deal

__all__ = [
    "OPTION_DEFAULTS",
    "PRESETS",
    "SHAPES",
    "Action",
    "ActionError",
    "DealRecord",
    "DealState",
    "Detail",
    "IllegalAction",
    "InvalidAction",
    "Kind",
    "Match",
    "NewerFormatError",
    "Observation",
    "OptionError",
    "Reason",
    "Result",
    "Rules",
    "SaveFormatError",
    "Shape",
    "dumps",
    "loads",
    "make_rules",
    "new_deal",
    "options_for",
]
