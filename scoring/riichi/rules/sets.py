"""Yaku of the sets: sequences alike, straights, triplets, concealed triplets, kongs."""

from __future__ import annotations

from scoring.riichi.reading import Reading
from scoring.riichi.rules.registry import (
    CLOSED,
    KONGS,
    NO_SEQUENCES,
    SEQUENCES,
    TERMINALS,
    THREE_SUITS,
    TRIPLETS,
    yaku,
)


def _in_three_suits(tiles: list[int]) -> bool:
    """Whether the same set (by its lowest tile) is there in all three suits."""
    if len(tiles) < 3:
        return False
    for t in tiles:
        if t < 9 and t + 9 in tiles and t + 18 in tiles:
            return True
    return False


def _identical_pairs(chis: list[int]) -> int:
    """Identical sequences, two by two (three alike make one pair, four alike two)."""
    doubled = 0
    unpaired: set[int] = set()
    for t in chis:
        if t in unpaired:
            doubled += 1
            unpaired.discard(t)
        else:
            unpaired.add(t)
    return doubled


@yaku(SEQUENCES, CLOSED)
def iipeikou(r: Reading) -> bool:
    """一盃口: two identical sequences in a closed hand."""
    chis = r.chis
    return not r.is_open and len(chis) >= 2 and len(set(chis)) < len(chis)


@yaku(SEQUENCES, CLOSED)
def ryanpeikou(r: Reading) -> bool:
    """二盃口: two pairs of identical sequences in a closed hand."""
    return not r.is_open and len(r.chis) >= 4 and _identical_pairs(r.chis) >= 2


@yaku(SEQUENCES, TERMINALS)
def ittsu(r: Reading) -> bool:
    """一気通貫: 123, 456 and 789 of one suit."""
    chis = r.chis
    if len(chis) < 3 or r.simple_only:
        return False
    for b in (0, 9, 18):
        if b in chis and b + 3 in chis and b + 6 in chis:
            return True
    return False


@yaku(SEQUENCES, THREE_SUITS)
def sanshoku_doujun(r: Reading) -> bool:
    """三色同順: the same sequence in each suit."""
    return r.suit_mask == 7 and _in_three_suits(r.chis)


@yaku(TRIPLETS, NO_SEQUENCES)
def toitoi(r: Reading) -> bool:
    """対々和: four triplets or kongs."""
    return len(r.pons) == 4


@yaku(TRIPLETS)
def sanankou(r: Reading) -> bool:
    """三暗刻: three concealed triplets (a ron opens the triplet it completes)."""
    return r.concealed_triplets == 3


@yaku(TRIPLETS, THREE_SUITS)
def sanshoku_doukou(r: Reading) -> bool:
    """三色同刻: the same triplet in each suit."""
    return r.suit_mask == 7 and _in_three_suits(r.pons)


@yaku(KONGS)
def sankantsu(r: Reading) -> bool:
    """三槓子: three kongs."""
    return r.facts.kongs == 3


@yaku(KONGS)
def suukantsu(r: Reading) -> bool:
    """四槓子: four kongs (yakuman)."""
    return r.facts.kongs == 4


def _four_concealed(r: Reading) -> bool:
    f = r.facts
    win = r.win
    return not r.is_open and len(r.pons) == 4 and (f.tsumo or win not in r.pons)


@yaku(TRIPLETS, NO_SEQUENCES, CLOSED)
def suuankou(r: Reading) -> bool:
    """四暗刻: four concealed triplets; on a discard, only when it completed the pair (yakuman)."""
    return _four_concealed(r)


@yaku(TRIPLETS, NO_SEQUENCES, CLOSED)
def suuankou_tanki(r: Reading) -> bool:
    """四暗刻単騎: four concealed triplets won on the pair (double yakuman)."""
    return _four_concealed(r) and r.facts.counts[r.win] == 2
