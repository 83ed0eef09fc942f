"""The rule options of the Riichi scorer (seed 000's yakuman variants and the common table rules)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields


class GreenDragonRule(enum.Enum):
    """All Green (ryuuiisou) and the Green Dragon 發."""

    #: 發 may or may not be in the hand: always one yakuman (the mahjong library's rule).
    OPTIONAL = "optional"
    #: without 發 the hand is no yakuman, just its ordinary yaku.
    REQUIRED = "required"
    #: without 發 the hand is "pure green", worth a double yakuman.
    PURE_DOUBLE = "pure-double"


class KazoeLimit(enum.Enum):
    """What 13 han or more of ordinary yaku are worth."""

    YAKUMAN = "yakuman"  # counted yakuman, never more than one
    SANBAIMAN = "sanbaiman"  # capped at 11-12 han
    NONE = "none"  # 13 han = yakuman, 26 = double yakuman, and so on


@dataclass(frozen=True)
class RiichiRules:
    """Rule options; the defaults are the mahjong library's with open tanyao and red fives on."""

    #: Big Four Winds, Four Concealed Triplets single wait, 13-sided Thirteen Orphans and
    #: True Nine Gates are double yakuman; off: each is a single yakuman.
    double_yakuman: bool = True
    #: Blessing of Heaven (tenhou) counts twice.
    tenhou_double: bool = False
    #: Four Kongs (suukantsu) counts twice.
    suukantsu_double: bool = False
    green_dragon: GreenDragonRule = GreenDragonRule.OPTIONAL
    #: tanyao (All Simples) also with claimed melds (kuitan).
    open_tanyao: bool = True
    #: red fives 0m/0p/0s are worth one han each.
    red_fives: bool = True
    #: 4 han 30 fu and 3 han 60 fu are rounded up to mangan.
    kiriage: bool = False
    kazoe: KazoeLimit = KazoeLimit.YAKUMAN
    #: fu for a pair of a wind that is both the seat and the round wind (4, or 2 at some tables).
    double_wind_pair_fu: int = 4
    #: Blessing of Heaven/Earth: no tile was the last one drawn, so the hand counts in the reading that
    #: pays most (e.g. four concealed triplets as the single-wait form).  Off: the written winning tile.
    blessing_best_wait: bool = True
    #: at most six yakuman are paid (78 han).
    limit_six_yakuman: bool = True

    def __post_init__(self) -> None:
        if self.double_wind_pair_fu not in (2, 4):
            raise ValueError("double_wind_pair_fu must be 2 or 4")
        # hashed once: the scorer keys its payment memo by the rules
        object.__setattr__(self, "_hash", hash(tuple(getattr(self, f.name) for f in fields(self))))

    def __hash__(self) -> int:
        return self._hash
