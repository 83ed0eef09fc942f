"""Winds and dragons: the honor pungs and their combinations."""

from __future__ import annotations

from scoring.mcr.decompose import WINDS, is_dragon, is_wind
from scoring.mcr.fans import INDEX
from scoring.mcr.readings import HAS_HONOR_PUNG, KNITTED_STRAIGHT, REGULAR
from scoring.mcr.rules.registry import WINDS_AND_DRAGONS, fan, pungs_fan

_RED, _GREEN, _WHITE = 0x45, 0x46, 0x47


@pungs_fan(WINDS_AND_DRAGONS, 4)
def big_four_winds(a: int, b: int, c: int, d: int) -> bool:
    """大四喜: pungs of all four winds."""
    return (a, b, c, d) == WINDS


@pungs_fan(WINDS_AND_DRAGONS, 3)
def big_three_dragons(a: int, b: int, c: int) -> bool:
    """大三元: pungs of all three dragons."""
    return (a, b, c) == (_RED, _GREEN, _WHITE)


@fan(WINDS_AND_DRAGONS, needs=HAS_HONOR_PUNG)
def little_four_winds(r):
    """小四喜: Big Three Winds plus a pair of the fourth wind."""
    three = r.found[INDEX["big_three_winds"]]
    if three and is_wind(r.pair[1]):
        return [three[0] + (r.pair,)]
    return None


@fan(WINDS_AND_DRAGONS, needs=HAS_HONOR_PUNG)
def little_three_dragons(r):
    """小三元: Two Dragon Pungs plus a pair of the third dragon."""
    two = r.found[INDEX["two_dragon_pungs"]]
    if two and is_dragon(r.pair[1]):
        return [two[0] + (r.pair,)]
    return None


@pungs_fan(WINDS_AND_DRAGONS, 3)
def big_three_winds(a: int, b: int, c: int) -> bool:
    """三风刻: pungs of three winds."""
    return is_wind(a) and is_wind(b) and is_wind(c)


@pungs_fan(WINDS_AND_DRAGONS, 2)
def two_dragon_pungs(a: int, b: int) -> bool:
    """双箭刻: pungs of two dragons."""
    return is_dragon(a) and is_dragon(b)


@fan(WINDS_AND_DRAGONS, shapes=(REGULAR, KNITTED_STRAIGHT), needs=HAS_HONOR_PUNG)
def dragon_pung(r):
    """箭刻: each pung of a dragon."""
    return [(p,) for p in r.pungs if is_dragon(p[1])]


@fan(WINDS_AND_DRAGONS, shapes=(REGULAR, KNITTED_STRAIGHT), needs=HAS_HONOR_PUNG)
def prevalent_wind(r):
    """圈风刻: a pung of the round's wind."""
    return [(p,) for p in r.pungs if p[1] == r.facts.prevalent]


@fan(WINDS_AND_DRAGONS, shapes=(REGULAR, KNITTED_STRAIGHT), needs=HAS_HONOR_PUNG)
def seat_wind(r):
    """门风刻: a pung of the player's own wind."""
    return [(p,) for p in r.pungs if p[1] == r.facts.seat]
