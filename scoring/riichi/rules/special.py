"""Special shapes and whole-hand patterns: seven pairs, thirteen orphans, nine gates; pinfu."""

from __future__ import annotations

from scoring.riichi.options import DaisharinRule
from scoring.riichi.reading import HandFacts, Reading
from scoring.riichi.rules.registry import (
    CLOSED,
    HONORS,
    ONE_SUIT,
    SEQUENCES,
    SEVEN_PAIRS,
    SIMPLES,
    TERMINALS,
    TRIPLETS,
    shape_yaku,
    wait_yaku,
    yaku,
)
from scoring.tiles import TERMINALS_AND_HONORS

_KOKUSHI = tuple(int(t) for t in TERMINALS_AND_HONORS)


@yaku(SEVEN_PAIRS)
def chiitoitsu(r: Reading) -> bool:
    """七対子: seven different pairs."""
    return r.chiitoitsu


@wait_yaku(SEQUENCES, CLOSED)
def pinfu(r: Reading, fu_items: tuple[tuple[int, str], ...]) -> bool:
    """平和: a closed hand of sequences whose only fu is the base (no valued pair, a two-sided wait)."""
    return len(fu_items) == 1 and not r.chiitoitsu and not r.is_open


def _thirteen_orphans(f: HandFacts) -> bool:
    counts = f.counts
    product = 1
    for t in _KOKUSHI:
        product *= counts[t]
    return not f.is_open and product == 2


@shape_yaku
def kokushi_musou(f: HandFacts, win: int) -> bool:
    """国士無双: one of each terminal and honor, one of them twice (yakuman)."""
    return _thirteen_orphans(f)


@shape_yaku
def kokushi_musou_13(f: HandFacts, win: int) -> bool:
    """国士無双十三面待ち: thirteen orphans waiting on all thirteen (won on the pair: double yakuman)."""
    return _thirteen_orphans(f) and f.counts[win] == 2


def _nine_gates(r: Reading) -> bool:
    """1112345678999 of one suit plus any tile of it, nothing declared."""
    if r.facts.has_melds or r.simple_only or not r.one_suit or r.honors:
        return False
    base = r.blocks[0] >> 2
    base -= base % 9
    ranks = list(r.facts.counts[base:base + 9])
    if ranks[0] < 3 or ranks[8] < 3:
        return False
    ranks[0] -= 2
    ranks[8] -= 2
    return sorted(ranks) == [1, 1, 1, 1, 1, 1, 1, 1, 2]


@yaku(TRIPLETS, TERMINALS, ONE_SUIT, CLOSED)
def chuuren_poutou(r: Reading) -> bool:
    """九蓮宝燈: nine gates (yakuman)."""
    return _nine_gates(r)


@yaku(TRIPLETS, TERMINALS, ONE_SUIT, CLOSED)
def junsei_chuuren_poutou(r: Reading) -> bool:
    """純正九蓮宝燈: nine gates waiting on all nine (the winning tile is the doubled one: double yakuman)."""
    return _nine_gates(r) and r.facts.counts[r.win] in (2, 4)


@yaku(ONE_SUIT, SIMPLES, CLOSED)
def daisharin(r: Reading) -> bool:
    """大車輪: two each of 2-8 in dots (or any suit, as the table plays it), closed (yakuman)."""
    rule = r.facts.rules.daisharin
    if rule is DaisharinRule.OFF or (rule is DaisharinRule.PINZU and r.suit_mask != 2):
        return False
    base = (r.blocks[0] >> 2) // 9 * 9
    counts = r.facts.counts
    return all(counts[base + rank] == 2 for rank in range(1, 8))


@yaku(SEVEN_PAIRS, HONORS)
def daichisei(r: Reading) -> bool:
    """大七星: seven pairs of honors, a yakuman of its own beside All Honors where it is played."""
    return r.facts.rules.daichisei and r.honors == 7
