"""The flags only the Hong Kong ruleset reads, carried on the shared ``Hand`` as its ``extras``."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.flower_flags import PLANTS, SEASONS, Flagged, FlowerFlags, flags_in
from scoring.hand import RulesetFlags

__all__ = ("DECLARATIONS", "FLOWER_WINS", "PLANTS", "SEASONS", "HkFlags", "as_extras", "flags_of")

#: the declarations, one flag word each (``_`` written ``-``), in the order they are written
DECLARATIONS = ("last_tile", "kong_replacement", "double_kong_replacement", "flower_replacement", "robbing_kong",
                "heavenly", "earthly")
#: the two flower wins (``flower-win=``): all eight flowers (八仙過海), or seven robbing the eighth (七搶一)
FLOWER_WINS = ("eight", "seven-robs-one")


@dataclass(frozen=True)
class HkFlags(FlowerFlags):
    """Flags that only the Hong Kong ruleset reads (the flowers held: ``flowers=f1f5``)."""

    declared = DECLARATIONS
    flowers_key = "flower_tiles"
    valued = (("flower_win", "flower-win"),)

    last_tile: bool = False
    kong_replacement: bool = False
    double_kong_replacement: bool = False
    flower_replacement: bool = False
    robbing_kong: bool = False
    heavenly: bool = False
    earthly: bool = False
    #: "" or one of ``FLOWER_WINS``
    flower_win: str = ""


def flags_of(hand: Flagged) -> HkFlags:
    """The Hong Kong flags of a hand (all off for a hand that says none, or was read in another ruleset)."""
    return flags_in(hand, HkFlags)


def as_extras(flags: HkFlags) -> RulesetFlags:
    """What a hand carries for these flags (``NO_FLAGS`` when they say nothing)."""
    return flags.as_extras()
