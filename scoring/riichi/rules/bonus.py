"""Bonus han: dora, red fives and ura-dora (counted only beside a yaku, never with a yakuman)."""

from __future__ import annotations

from scoring.riichi.reading import HandFacts
from scoring.riichi.rules.registry import bonus


def indicated(indicator: int) -> int:
    """The dora that an indicator tile points to."""
    if indicator < 27:
        return indicator // 9 * 9 + (indicator % 9 + 1) % 9
    if indicator <= 30:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3


@bonus
def dora(f: HandFacts) -> int:
    """ドラ: one han per tile that a dora indicator points to."""
    counts = f.counts
    return sum(counts[indicated(int(t))] for t in f.riichi.dora_indicators)


@bonus
def aka_dora(f: HandFacts) -> int:
    """赤ドラ: one han per red five, where red fives are played."""
    return len(f.hand.red_fives) if f.rules.red_fives else 0


@bonus
def ura_dora(f: HandFacts) -> int:
    """裏ドラ: one han per tile an ura-dora indicator points to, after riichi only."""
    r = f.riichi
    if not (r.riichi or r.double_riichi):
        return 0
    counts = f.counts
    return sum(counts[indicated(int(t))] for t in r.ura_indicators)
