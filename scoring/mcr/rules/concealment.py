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


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def four_kongs(r):
    """四杠: four kongs."""
    return [tuple(r.kongs)] if len(r.kongs) == 4 else None


@fan(CONCEALMENT, shapes=_WITH_KNITTED, needs=HAS_KONG)
def three_kongs(r):
    """三杠: three kongs."""
    return [tuple(r.kongs)] if len(r.kongs) == 3 else None


#: the fans of exactly these kongs and no other: (fan id, melded kongs, concealed kongs, what it is)
_KONG_FANS = (
    ("two_concealed_kongs", 0, 2, "双暗杠: two concealed kongs (and no other kong)."),
    ("concealed_kong_and_melded_kong", 1, 1,
     "明暗杠: one concealed and one melded kong (printed by the reference; not one of the 81)."),
    ("two_melded_kongs", 2, 0, "双明杠: two melded kongs (and no other kong)."),
    ("concealed_kong", 0, 1, "暗杠: one concealed kong (and no other kong)."),
    ("melded_kong", 1, 0, "明杠: one melded kong (and no other kong)."),
)


def _exact_kongs(melded: int, concealed: int):
    def find(r):
        exact = len(r.melded_kongs) == melded and len(r.concealed_kongs) == concealed
        return [tuple(r.kongs)] if exact else None

    return find


def _concealed_pungs(count: int):
    def find(r):
        concealed = tuple(r.concealed_kongs) + tuple(r.concealed_pungs)
        return [concealed] if len(concealed) == count else None

    return find


def _define(fan_id: str, doc: str, find, **options) -> None:
    """Registers ``find`` as the fan ``fan_id`` (the registry knows a fan by its function's name)."""
    find.__name__ = find.__qualname__ = fan_id
    find.__doc__ = doc
    fan(CONCEALMENT, shapes=_WITH_KNITTED, **options)(find)


#: the fans of this many concealed pungs, concealed kongs counted with them (the Mahjong International
#: League table): (fan id, count, what it is)
_CONCEALED_PUNG_FANS = (
    ("four_concealed_pungs", 4, "四暗刻: four concealed pungs or kongs."),
    ("three_concealed_pungs", 3, "三暗刻: three concealed pungs or kongs."),
    ("two_concealed_pungs", 2, "双暗刻: two concealed pungs or kongs."),
)


for _fan_id, _melded, _concealed, _doc in _KONG_FANS:
    _define(_fan_id, _doc, _exact_kongs(_melded, _concealed), needs=HAS_KONG)
for _fan_id, _count, _doc in _CONCEALED_PUNG_FANS:
    _define(_fan_id, _doc, _concealed_pungs(_count), needs=HAS_TWO_CONCEALED_PUNGS, reads_win=True)


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
