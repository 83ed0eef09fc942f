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


class RenhouRule(enum.Enum):
    """Blessing of Man (renhou): a non-dealer's ron before their first draw, no call made."""

    MANGAN = "mangan"  # 5 han, counted with the other yaku (the mahjong library's default)
    YAKUMAN = "yakuman"
    OFF = "off"  # no yaku: the hand counts its other yaku only


class DaisharinRule(enum.Enum):
    """Big Wheels (daisharin): seven pairs 22-88 of one suit as a yakuman."""

    OFF = "off"  # read as seven pairs / ryanpeikou with its ordinary yaku
    PINZU = "pinzu"  # dots only (daisharin proper)
    ANY_SUIT = "any-suit"  # also characters (daisuurin) and bamboo (daichikurin)


class SanmaTsumo(enum.Enum):
    """Three-player self-draw payments: what happens to the share the missing North would pay."""

    #: nobody pays it: the winner gets less than at four (ツモ損, the common online rule and the library's).
    TSUMO_SON = "tsumo-son"
    #: the two payers each add half of it, rounded up to 100 (北家折半).
    NORTH_BISECTION = "north-bisection"


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
    renhou: RenhouRule = RenhouRule.MANGAN
    daisharin: DaisharinRule = DaisharinRule.OFF
    #: Big Seven Stars (daichisei): seven pairs of honors is a yakuman of its own beside All Honors.
    daichisei: bool = False
    #: a ron on a hand in open riichi is a yakuman (the discarder is taken to be out of riichi).
    sashikomi: bool = False
    #: paarenchan (eight straight dealer wins) only with a yaku in the hand.
    paarenchan_needs_yaku: bool = True
    #: an open hand with no fu but the base takes 2 fu on a ron (30 fu); off: 1 han 20 fu exists.
    open_pinfu_fu: bool = True
    #: pinfu self-drawn gets the 2 tsumo fu too (30 fu instead of 20).
    pinfu_tsumo_fu: bool = False
    #: aotenjou: no limits; points straight from han and fu, yakuman counted as 13 han each.
    aotenjou: bool = False
    #: 3 for three-player Riichi (sanma): no 2m-8m, seats E/S/W, nuki dora (kita).
    players: int = 4
    sanma_tsumo: SanmaTsumo = SanmaTsumo.TSUMO_SON
    #: red fives allowed per suit (m, p, s); some tables play two red 5p.
    red_five_counts: tuple[int, int, int] = (1, 1, 1)
    #: shanten and waits: a hand waiting only on fifth copies (karaten) counts as ready (MCR's
    #: formal view); off, the default, it is not ready, as in Riichi and the mahjong library.
    karaten_ready: bool = False

    def __post_init__(self) -> None:
        if self.double_wind_pair_fu not in (2, 4):
            raise ValueError("double_wind_pair_fu must be 2 or 4")
        if self.players not in (3, 4):
            raise ValueError("players must be 3 or 4")
        if len(self.red_five_counts) != 3 or not all(0 <= n <= 4 for n in self.red_five_counts):
            raise ValueError("red_five_counts: three counts from 0 to 4 (m, p, s)")
        # hashed once: the scorer keys its payment memo by the rules
        object.__setattr__(self, "_hash", hash(tuple(getattr(self, f.name) for f in fields(self))))

    def __hash__(self) -> int:
        return self._hash
