"""The rules of Sixty-Six, without Qt: the headless API of RULES.md section 9."""

from .match import DealRecord, Match
from .options import OPTION_DEFAULTS, PRESETS, OptionError, Rules, make_rules
from .serialize import SaveFormatError, dumps, loads
from .state import DealState, IllegalAction, new_deal

__all__ = [
    "OPTION_DEFAULTS",
    "PRESETS",
    "DealRecord",
    "DealState",
    "IllegalAction",
    "Match",
    "OptionError",
    "Rules",
    "SaveFormatError",
    "dumps",
    "loads",
    "make_rules",
    "new_deal",
]
