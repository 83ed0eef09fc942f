"""The flags only the Taiwanese ruleset reads, carried on the shared ``Hand`` as its ``extras``."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scoring.hand import NO_FLAGS, Hand, PartialHand, RulesetFlags

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


def flower_number(flower: int) -> int:
    """The seat a flower belongs to (1 East ... 4 North): its number within its set."""
    return (flower - 1) % 4 + 1


@dataclass(frozen=True)
class TaiwanFlags(RulesetFlags):
    """Flags that only the Taiwanese ruleset reads."""

    #: the flower tiles held (1-8, sorted); ``flowers_said``: the hand wrote ``flowers=`` (``flowers=0``: none)
    flowers: tuple[int, ...] = ()
    flowers_said: bool = False
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

    def declarations(self) -> tuple[str, ...]:
        return tuple(word.replace("_", "-") for word in DECLARATIONS if getattr(self, word))

    def settings(self, accepted: frozenset[str]) -> tuple[str, ...]:
        words = []
        if self.flowers_said and "flowers" in accepted:
            words.append("flowers=" + ("".join(f"f{f}" for f in self.flowers) or "0"))
        if self.dealer_streak and "dealer_streak" in accepted:
            words.append(f"dealer_streak={self.dealer_streak}")
        if self.flower_win and "flower_win" in accepted:
            words.append(f"flower-win={self.flower_win}")
        return tuple(words)


#: a hand's flags when it says none
NO_TAIWAN_FLAGS = TaiwanFlags()


def flags_of(hand: Hand | PartialHand) -> TaiwanFlags:
    """The Taiwanese flags of a hand (all off for a hand that says none)."""
    return hand.extras if isinstance(hand.extras, TaiwanFlags) else NO_TAIWAN_FLAGS


def as_extras(flags: TaiwanFlags) -> RulesetFlags:
    """``NO_FLAGS`` when the flags say nothing, so such hands compare equal."""
    return NO_FLAGS if flags == NO_TAIWAN_FLAGS else flags
