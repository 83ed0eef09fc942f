"""MCR's special shapes read as a ``Reading``: seven pairs, honors and knitted tiles, thirteen orphans,
the knitted straight (with a set and a pair beside it) and nine gates, in the reference's order."""

from __future__ import annotations

from scoring.mcr.decompose import (
    CODES,
    KNITTED_PATTERNS,
    PAIR,
    THIRTEEN_ORPHANS,
    decompositions,
    waits_by_search,
)
from scoring.mcr.readings import (
    HONORS_AND_KNITTED,
    KNITTED_STRAIGHT,
    NINE_GATES,
    SEVEN_PAIRS,
    SUIT_MASKS,
    THIRTEEN,
    HandFacts,
    Reading,
)


def special_reading(facts: HandFacts) -> Reading | None:
    """The special shape the hand makes, if any, tried in the reference's order."""
    if facts.fixed_cnt == 0:
        return (_seven_pairs(facts) or _honors_and_knitted(facts) or _thirteen_orphans(facts)
                or _knitted_straight(facts) or _nine_gates(facts))
    if facts.fixed_cnt == 1:
        return _knitted_straight(facts)
    return None


def _seven_pairs(facts: HandFacts) -> Reading | None:
    if len(facts.unique) > 7:  # seven pairs hold at most seven kinds
        return None
    table = facts.standing
    for c in facts.unique:  # no melds: the standing tiles are the hand's tiles
        if table[c] & 1:
            return None
    pairs = tuple((PAIR, c, False) for c in CODES for _ in range(table[c] // 2))
    return Reading(SEVEN_PAIRS, facts, whole=pairs)


def _honors_and_knitted(facts: HandFacts) -> Reading | None:
    unique = facts.unique
    if len(unique) != 14:
        return None
    numbered = tuple(c for c in unique if c < 0x40)
    if not 7 <= len(numbered) <= 9 or not any(set(numbered) <= set(p) for p in KNITTED_PATTERNS):
        return None
    return Reading(HONORS_AND_KNITTED, facts, whole=unique, knitted=numbered)


def _thirteen_orphans(facts: HandFacts) -> Reading | None:
    if facts.unique != THIRTEEN_ORPHANS:
        return None
    return Reading(THIRTEEN, facts, whole=tuple(c for c in CODES for _ in range(facts.standing[c])))


def _knitted_straight(facts: HandFacts) -> Reading | None:
    """147/258/369 in three suits + one set + a pair; the set may be the one meld."""
    standing = facts.standing
    mask = facts.mask
    if len(facts.unique) < 9 or not any(mask & m == m for m in _KNITTED_MASKS):
        return None  # the nine tiles of some pattern are held, melds counted: one mask test each
    if not any(standing[c] > 1 for c in facts.unique):
        return None
    pattern = next((p for p in KNITTED_PATTERNS if all(standing[t] for t in p)), None)
    if pattern is None:
        return None
    rest = list(standing)
    for t in pattern:
        rest[t] -= 1
    splits = decompositions(rest)
    if facts.fixed_cnt == 1:
        splits = [d for d in splits if not d[0]]
        if len(splits) != 1:
            return None
        involved = facts.fixed[0]
    else:
        splits = [d for d in splits if len(d[0]) == 1]
        if len(splits) != 1:
            return None
        involved = splits[0][0][0]
    pair = (PAIR, splits[0][1], False)
    win = facts.win
    if facts.fixed_cnt == 0:
        # The reference searches the waits of the tiles beside the knitted straight.
        table = list(rest)
        table[win] = table[win] - 1 if table[win] else 0xFFFF
        wait_sets, unique_wait = (involved, pair), len(waits_by_search(table, 4)) == 1
    else:
        wait_sets, unique_wait = (pair,), win not in pattern or standing[win] == 3
    return Reading(KNITTED_STRAIGHT, facts, sets=(involved,), pair=pair, whole=(pattern, involved, pair),
                   knitted=pattern, wait_sets=wait_sets, unique_wait=unique_wait)


_KNITTED_MASKS = tuple(sum(1 << t for t in p) for p in KNITTED_PATTERNS)


def _nine_gates(facts: HandFacts) -> Reading | None:
    table = facts.standing
    win = facts.win
    if win > 0x40 or facts.mask & ~SUIT_MASKS[(win >> 4) - 1]:  # one suit only
        return None
    base = win & 0xF0
    r = win & 0xF
    middle = range(base | 2, base | 9)
    if r == 1 or r == 9:
        other = base | (10 - r)
        if table[win] != 4 or table[other] != 3 or any(table[t] != 1 for t in middle):
            return None
    elif (table[win] != 2 or table[base | 1] != 3 or table[base | 9] != 3
          or any(table[t] != 1 for t in middle if t != win)):
        return None
    return Reading(NINE_GATES, facts, whole=tuple(c for c in CODES for _ in range(table[c])))


__all__ = ["special_reading"]
