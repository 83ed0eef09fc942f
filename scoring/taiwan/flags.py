"""The flags only the Taiwanese ruleset reads, carried on the shared ``Hand`` as its ``extras``."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scoring.flower_flags import Flagged, FlowerFlags, flags_in, flower_number
from scoring.hand import RulesetFlags

__all__ = ("DECLARATIONS", "FLOWER_TILES", "FlowerWin", "TaiwanFlags", "as_extras", "flags_of", "flower_number")

#: the declarations, one flag word each (written with hyphens), in the order they are written
DECLARATIONS = ("dealer", "from_dealer", "flower_replacement", "double_kong_replacement", "heavenly", "earthly",
                "human", "ready_declared", "heavenly_ready", "earthly_ready")
#: flower tiles: f1-f4 the seasons (春夏秋冬), f5-f8 the plants (梅蘭菊竹), each numbered 1-4 in its set
FLOWER_TILES = range(1, 9)


class FlowerWin(enum.StrEnum):
    """A win by the flowers alone (八仙過海 with all eight, 七搶一 robbing the eighth)."""

    NONE = ""
    EIGHT = "eight"
    SEVEN_ROBS_ONE = "seven-robs-one"


@dataclass(frozen=True)
class TaiwanFlags(FlowerFlags):
    """Flags that only the Taiwanese ruleset reads (the flowers held: ``flowers=f1f5``)."""

    declared = DECLARATIONS
    valued = (("dealer_streak", "dealer_streak"), ("flower_win", "flower-win"))

    dealer: bool = False
    #: 連莊: the dealer's wins (or draws) in a row before this hand
    dealer_streak: int = 0
    #: the winning tile came from the dealer's discard
    from_dealer: bool = False
    flower_replacement: bool = False
    double_kong_replacement: bool = False
    heavenly: bool = False
    earthly: bool = False
    human: bool = False
    ready_declared: bool = False
    heavenly_ready: bool = False
    earthly_ready: bool = False
    flower_win: FlowerWin = FlowerWin.NONE




def flags_of(hand: Flagged) -> TaiwanFlags:
    """The Taiwanese flags of a hand (all off for a hand that says none)."""
    return flags_in(hand, TaiwanFlags)


def as_extras(flags: TaiwanFlags) -> RulesetFlags:
    """``NO_FLAGS`` when the flags say nothing, so such hands compare equal."""
    return flags.as_extras()
