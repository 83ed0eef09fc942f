"""The flags only the Hong Kong ruleset reads, carried on the shared ``Hand`` as its ``extras``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from scoring.hand import NO_FLAGS, RulesetFlags

#: the declarations, one flag word each (``_`` written ``-``), in the order they are written
DECLARATIONS = ("last_tile", "kong_replacement", "double_kong_replacement", "flower_replacement", "robbing_kong",
                "heavenly", "earthly")
#: the two flower wins (``flower-win=``): all eight flowers (八仙過海), or seven robbing the eighth (七搶一)
FLOWER_WINS = ("eight", "seven-robs-one")
#: flowers f1-f4 are the seasons 1-4, f5-f8 the plants 1-4; a flower is its seat's when its number matches
SEASONS, PLANTS = (1, 2, 3, 4), (5, 6, 7, 8)


@dataclass(frozen=True)
class HkFlags(RulesetFlags):
    """Flags that only the Hong Kong ruleset reads."""

    #: the flower tiles held, 1-8 (``flowers=f1f5``), sorted
    flowers: tuple[int, ...] = ()
    #: the hand says how many flowers it holds (``flowers=0`` says none: 無花 may count)
    flowers_said: bool = False
    last_tile: bool = False
    kong_replacement: bool = False
    double_kong_replacement: bool = False
    flower_replacement: bool = False
    robbing_kong: bool = False
    heavenly: bool = False
    earthly: bool = False
    #: "" or one of ``FLOWER_WINS``
    flower_win: str = ""

    def declarations(self) -> tuple[str, ...]:
        return tuple(word.replace("_", "-") for word in DECLARATIONS if getattr(self, word))

    def settings(self, accepted: frozenset[str]) -> tuple[str, ...]:
        words = []
        if self.flowers_said and "flower_tiles" in accepted:
            words.append("flowers=" + ("".join(f"f{n}" for n in self.flowers) or "0"))
        if self.flower_win and "flower_win" in accepted:
            words.append("flower-win=" + self.flower_win)
        return tuple(words)


NO_HK_FLAGS = HkFlags()


class Flagged(Protocol):
    @property
    def extras(self) -> RulesetFlags: ...


def flags_of(hand: Flagged) -> HkFlags:
    """The Hong Kong flags of a hand (all off for a hand that says none, or was read in another ruleset)."""
    extras = hand.extras
    return extras if isinstance(extras, HkFlags) else NO_HK_FLAGS


def as_extras(flags: HkFlags) -> RulesetFlags:
    """What a hand carries for these flags: ``NO_FLAGS`` when they say nothing, so such hands compare equal."""
    return NO_FLAGS if flags == NO_HK_FLAGS else flags
