"""Yaku of dragons and winds."""

from __future__ import annotations

from scoring.riichi.reading import Reading
from scoring.riichi.rules.registry import DRAGON_TRIPLETS, WIND_TRIPLETS, yaku

_WHITE, _GREEN, _RED = 31, 32, 33


@yaku(DRAGON_TRIPLETS)
def yakuhai_haku(r: Reading) -> bool:
    """役牌 白: a triplet of white dragons."""
    return _WHITE in r.pons


@yaku(DRAGON_TRIPLETS)
def yakuhai_hatsu(r: Reading) -> bool:
    """役牌 發: a triplet of green dragons."""
    return _GREEN in r.pons


@yaku(DRAGON_TRIPLETS)
def yakuhai_chun(r: Reading) -> bool:
    """役牌 中: a triplet of red dragons."""
    return _RED in r.pons


@yaku(WIND_TRIPLETS)
def yakuhai_seat_wind(r: Reading) -> bool:
    """自風: a triplet of the seat wind."""
    return r.facts.seat in r.pons


@yaku(WIND_TRIPLETS)
def yakuhai_round_wind(r: Reading) -> bool:
    """場風: a triplet of the round wind."""
    return r.facts.round in r.pons


@yaku(DRAGON_TRIPLETS)
def shousangen(r: Reading) -> bool:
    """小三元: two dragon triplets and a dragon pair."""
    return r.dragon_sets == 2 and r.pair >= _WHITE


@yaku(DRAGON_TRIPLETS)
def daisangen(r: Reading) -> bool:
    """大三元: three dragon triplets (yakuman)."""
    return r.dragon_sets == 3


@yaku(WIND_TRIPLETS)
def shousuushii(r: Reading) -> bool:
    """小四喜: three wind triplets and a wind pair (yakuman)."""
    return r.wind_sets == 3 and 27 <= r.pair <= 30


@yaku(WIND_TRIPLETS)
def daisuushii(r: Reading) -> bool:
    """大四喜: four wind triplets (double yakuman)."""
    return r.wind_sets == 4
