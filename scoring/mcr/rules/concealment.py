"""Concealment and kongs: declared kongs, concealed pungs, and how much of the hand was claimed."""

from __future__ import annotations

from scoring.mcr.readings import (
    HAS_KONG,
    HAS_NOTHING_MELDED,
    HAS_TWO_CONCEALED_PUNGS,
    KNITTED_STRAIGHT,
    REGULAR,
)
from scoring.mcr.rules.registry import CONCEALMENT, fan

_WITH_KNITTED = (REGULAR, KNITTED_STRAIGHT)


def _kongs(r, melded: int, concealed: int):
    """The kongs, if the reading has exactly this many melded and concealed ones."""
    if len(r.melded_kongs) == melded and len(r.concealed_kongs) == concealed:
        return [tuple(r.kongs)]
    return None


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def four_kongs(r):
    """四杠: four kongs."""
    return [tuple(r.kongs)] if len(r.kongs) == 4 else None


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def three_kongs(r):
    """三杠: three kongs."""
    return [tuple(r.kongs)] if len(r.kongs) == 3 else None


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def two_concealed_kongs(r):
    """双暗杠: two concealed kongs (and no other kong)."""
    return _kongs(r, 0, 2)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def concealed_kong_and_melded_kong(r):
    """明暗杠: one concealed and one melded kong (printed by the reference; not one of the 81)."""
    return _kongs(r, 1, 1)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def two_melded_kongs(r):
    """双明杠: two melded kongs (and no other kong)."""
    return _kongs(r, 2, 0)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def concealed_kong(r):
    """暗杠: one concealed kong (and no other kong)."""
    return _kongs(r, 0, 1)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def melded_kong(r):
    """明杠: one melded kong (and no other kong)."""
    return _kongs(r, 1, 0)


def _concealed_pungs(r, count: int):
    """Concealed kongs and concealed pungs together (the Mahjong International League table)."""
    if len(r.concealed_kongs) + len(r.concealed_pungs) == count:
        return [tuple(r.concealed_kongs) + tuple(r.concealed_pungs)]
    return None


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_TWO_CONCEALED_PUNGS, reads_win=True)
def four_concealed_pungs(r):
    """四暗刻: four concealed pungs or kongs."""
    return _concealed_pungs(r, 4)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_TWO_CONCEALED_PUNGS, reads_win=True)
def three_concealed_pungs(r):
    """三暗刻: three concealed pungs or kongs."""
    return _concealed_pungs(r, 3)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_TWO_CONCEALED_PUNGS, reads_win=True)
def two_concealed_pungs(r):
    """双暗刻: two concealed pungs or kongs."""
    return _concealed_pungs(r, 2)


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_NOTHING_MELDED, reads_win=True)
def fully_concealed_hand(r):
    """不求人: nothing claimed, not even the winning tile."""
    return [r.whole] if r.facts.melded_count == 0 and r.facts.self_drawn else None


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_NOTHING_MELDED, reads_win=True)
def concealed_hand(r):
    """门前清: nothing claimed before winning on a discard."""
    return [r.whole] if r.facts.melded_count == 0 and not r.facts.self_drawn else None


@fan(CONCEALMENT, reads_win=True)
def melded_hand(r):
    """全求人: four melded sets and a single wait on a discard for the pair."""
    return [r.whole] if r.facts.melded_count == 4 and not r.facts.self_drawn else None
