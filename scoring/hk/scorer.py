"""Score a Hong Kong hand: the highest total over its readings, under a preset and the options chosen.

A limit pattern replaces every other and makes the total the preset's limit (hk-mahjong 3.2.0 answers ∞);
a flower hand (花糊, seven flowers robbing the eighth) is worth its own value alone, as hk-mahjong answers it.
"""

from __future__ import annotations

from scoring.hand import Hand, NotWinningHand
from scoring.hk.decompose import is_thirteen_orphans, readings
from scoring.hk.flags import flags_of
from scoring.hk.options import HkRules
from scoring.hk.patterns import DEFINITIONS, Facts
from scoring.hk.result import FoundPattern, HkResult
from scoring.hk.table import Preset, option_patterns, pattern_by_id, pattern_table


def _found(facts: Facts, turned_on: frozenset[str]) -> dict[str, int]:
    gated = option_patterns() - turned_on
    counts = {row.id: int(DEFINITIONS[row.id](facts)) for row in pattern_table() if row.id not in gated}
    return {pattern_id: n for pattern_id, n in counts.items() if n}


def _score(found: dict[str, int], preset: Preset) -> tuple[tuple[FoundPattern, ...], int, bool]:
    rows = pattern_by_id()
    limits = {p for p in found if rows[p].is_limit}
    whole = {p for p in found if rows[p].kind == "whole"}
    kept = limits or whole or set(found)
    replaced = {x for p in kept for x in rows[p].excludes}
    kept -= replaced
    values = dict(preset.values)

    def excluded(p: str) -> tuple[str, ...]:
        dropped = set(found) - limits - whole if p in limits or p in whole else set()
        return tuple(sorted(dropped | (replaced & set(found) & set(rows[p].excludes))))

    patterns = tuple(
        FoundPattern(p, found[p], None if rows[p].is_limit else values.get(p, rows[p].faan) * found[p], excluded(p))
        for p in (row.id for row in pattern_table()) if p in kept)
    if limits:
        return patterns, preset.limit, True
    total = sum(p.faan or 0 for p in patterns)
    if preset.cap and total >= preset.limit:
        return patterns, preset.limit, True
    return patterns, total, False


def score_hand(hand: Hand, rules: HkRules | None = None) -> HkResult:
    """The best reading's result; ``NotWinningHand`` for tiles that form no Hong Kong winning hand."""
    rules = rules or HkRules()
    preset, turned_on = rules.chosen(), rules.patterns_on()
    flags = flags_of(hand)
    facts = [Facts(hand, flags, reading) for reading in readings(hand)]
    if is_thirteen_orphans(hand):
        facts.append(Facts(hand, flags, None, thirteen_orphans=True))
    if not facts and flags.flower_win:  # a flower win needs no winning shape
        facts.append(Facts(hand, flags, None))
    if not facts:
        raise NotWinningHand("not_winning")
    best = max((_score(_found(f, turned_on), preset) for f in facts), key=lambda scored: (scored[1], scored[2]))
    patterns, total, limit = best
    return HkResult(hand, preset.name, patterns, total, limit, preset.minimum)
