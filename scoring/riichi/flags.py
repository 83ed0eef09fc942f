"""The flags only Riichi reads, carried on the shared ``Hand`` as its ``extras``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from scoring.hand import NO_FLAGS, RulesetFlags
from scoring.tiles import Tile, format_tiles

#: the declarations, one flag word each, in the order they are written
DECLARATIONS = ("riichi", "double_riichi", "open_riichi", "ippatsu", "tenhou", "chiihou", "renhou", "nagashi")
#: the counters written ``key=N``, in the order they are written after the indicators
COUNTERS = ("honba", "paarenchan", "kyoutaku", "kita")


@dataclass(frozen=True)
class RiichiFlags(RulesetFlags):
    """Flags that only the Riichi ruleset reads."""

    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    tenhou: bool = False
    chiihou: bool = False
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    #: Blessing of Man: a non-dealer's ron before their first draw.
    renhou: bool = False
    #: nagashi mangan: a draw with only terminal and honor discards, none claimed (paid as mangan).
    nagashi: bool = False
    #: the riichi (or double riichi) was declared open, the hand shown.
    open_riichi: bool = False
    #: paarenchan: the dealer's eighth win in a row; the count of yakuman it is worth (0: not).
    paarenchan: int = 0
    #: riichi sticks on the table, collected by the winner (1,000 each).
    kyoutaku: int = 0
    #: nuki dora: Norths set aside in three-player Riichi (one han each).
    kita: int = 0

    def declarations(self) -> tuple[str, ...]:
        return tuple(word.replace("_", "-") for word in DECLARATIONS if getattr(self, word))

    def settings(self, accepted: frozenset[str]) -> tuple[str, ...]:
        words = []
        if self.dora_indicators and "dora" in accepted:
            words.append("dora=" + format_tiles(self.dora_indicators))
        if self.ura_indicators and "ura" in accepted:
            words.append("ura=" + format_tiles(self.ura_indicators))
        for key in COUNTERS:
            if getattr(self, key) and key in accepted:
                words.append(f"{key}={getattr(self, key)}")
        return tuple(words)


#: a hand's flags when it says none
NO_RIICHI_FLAGS = RiichiFlags()


class Flagged(Protocol):
    """A hand, winning or partial: what carries a ruleset's flags."""

    @property
    def extras(self) -> RulesetFlags: ...


def flags_of(hand: Flagged) -> RiichiFlags:
    """The Riichi flags of a hand (all off for a hand that says none, or was read in another ruleset)."""
    extras = hand.extras
    return extras if isinstance(extras, RiichiFlags) else NO_RIICHI_FLAGS


def as_extras(flags: RiichiFlags) -> RulesetFlags:
    """What a hand carries for these flags: ``NO_FLAGS`` when they say nothing, so such hands compare equal."""
    return NO_FLAGS if flags == NO_RIICHI_FLAGS else flags
