"""The regular shape's shanten (four sets and a pair, or as many sets as a ruleset's hand holds, melds included)
and its useful tiles.

Works on 34-slot count arrays of the standing tiles, declared melds passed as a number
(``scoring.shanten`` has the other shapes and the analyses built on them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.caches import bounded_cache

#: the sets of a 13-tile hand, the default
SETS = 4
#: partial sets kept per split: enough for the largest hand's sets (five in a 16-tile hand); fewer are used
_PARTIALS_KEPT = 5

# ----------------------------------------------------------------------------- regular shape
#
# The regular shanten is 8 - 2*sets - partials - pair over the best split of the tiles, with
# sets + partials capped at the sets the hand needs (a partial set more cannot be used). Each suit is split on its
# own (cached by its count tuple) into the Pareto-best (sets, partials, pair) triples; the suits
# are then combined.


def _honor_kind_splits(c: int) -> list[tuple[int, int, int]]:
    found = set()
    for pungs in range(c // 3 + 1):
        left = c - 3 * pungs
        for pair in range(min(1, left // 2) + 1):
            rest = left - 2 * pair
            found.add((pungs, rest // 2, pair))
    return _pareto(found)


@bounded_cache(1 << 15)
def _suffix_splits(key: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """Pareto-best (sets, partials, pair) of one suit's tiles, from the first tile held onward."""
    i = 0
    size = len(key)
    while i < size and key[i] == 0:
        i += 1
    if i == size:
        return ((0, 0, 0),)
    counts = list(key[i:])
    found: set[tuple[int, int, int]] = set()

    def branch(removed: tuple[tuple[int, int], ...], add: tuple[int, int, int]) -> None:
        for offset, n in removed:
            counts[offset] -= n
        for sets, partials, pair in _suffix_splits(tuple(counts)):
            if pair and add[2]:
                continue
            found.add((sets + add[0], min(partials + add[1], _PARTIALS_KEPT), pair | add[2]))
        for offset, n in removed:
            counts[offset] += n

    c = counts[0]
    has_next = len(counts) > 1 and counts[1] > 0
    has_gap = len(counts) > 2 and counts[2] > 0
    if c >= 3:
        branch(((0, 3),), (1, 0, 0))
    if has_next and has_gap:
        branch(((0, 1), (1, 1), (2, 1)), (1, 0, 0))
    if c >= 2:
        branch(((0, 2),), (0, 0, 1))
        branch(((0, 2),), (0, 1, 0))
    if has_next:
        branch(((0, 1), (1, 1)), (0, 1, 0))
    if has_gap:
        branch(((0, 1), (2, 1)), (0, 1, 0))
    branch(((0, 1),), (0, 0, 0))  # one copy left as an isolated tile
    return tuple(_pareto(found))


def _pareto(triples: Iterable[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    items = sorted(set(triples), reverse=True)
    kept: list[tuple[int, int, int]] = []
    for a in items:
        if not any(b[0] >= a[0] and b[1] >= a[1] and b[2] >= a[2] for b in kept):
            kept.append(a)
    return kept


@bounded_cache(1 << 12)
def _honor_splits(key: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    # Honors form no chows, so the split is per kind; combine kinds like groups.
    states = {(0, 0, 0)}
    for c in key:
        if c:
            states = _combine(states, _SINGLE_HONOR_SPLITS[c])
    return tuple(states)


_SINGLE_HONOR_SPLITS = {c: tuple(_honor_kind_splits(c)) for c in range(1, 6)}


def _combine(states: Iterable[tuple[int, int, int]], options: Iterable[tuple[int, int, int]]) -> set:
    out = set()
    for s_sets, s_partials, s_pair in states:
        for o_sets, o_partials, o_pair in options:
            if s_pair and o_pair:
                continue
            out.add((s_sets + o_sets, min(s_partials + o_partials, _PARTIALS_KEPT), s_pair | o_pair))
    return set(_pareto(out))


def _group_splits(counts: Sequence[int], group: int) -> tuple[tuple[int, int, int], ...]:
    if group == 3:
        return _honor_splits(tuple(counts[27:34]))
    return _suffix_splits(tuple(counts[group * 9:group * 9 + 9]))


def _value(states: Iterable[tuple[int, int, int]], melds: int, needed: int) -> int:
    best = 2 * needed
    for sets, partials, pair in states:
        total_sets = sets + melds
        usable = min(partials, max(0, needed - total_sets))
        best = min(best, 2 * needed - 2 * min(total_sets, needed) - usable - pair)
    return best


def regular_shanten(counts: Sequence[int], melds: int = 0, sets: int = SETS) -> int:
    """Shanten of the regular shape; ``counts`` are the standing tiles, ``melds`` the declared sets, ``sets``
    the sets a complete hand holds."""
    states: set = {(0, 0, 0)}
    for group in range(4):
        states = _combine(states, _group_splits(counts, group))
    return _value(states, melds, sets)


def _has_neighbour(counts: Sequence[int], t: int) -> bool:
    rank = t % 9
    return ((rank < 8 and counts[t + 1] > 0) or (rank < 7 and counts[t + 2] > 0)
            or (rank > 0 and counts[t - 1] > 0) or (rank > 1 and counts[t - 2] > 0))


def _best_with(states: Iterable[tuple[int, int, int]], options: Iterable[tuple[int, int, int]], melds: int,
               needed: int = SETS) -> int:
    """The shanten of ``states`` (the other groups' splits) joined with one group's ``options``."""
    best = 2 * needed
    for s_sets, s_partials, s_pair in states:
        for o_sets, o_partials, o_pair in options:
            if s_pair and o_pair:
                continue
            total_sets = s_sets + o_sets + melds
            if total_sets > needed:  # more sets than a hand can use (the knitted straight's leftovers)
                total_sets = needed
            free = needed - total_sets
            partials = s_partials + o_partials
            value = 2 * needed - 2 * total_sets - (partials if partials < free else free) - (s_pair | o_pair)
            if value < best:
                best = value
    return best


def regular_useful(counts: Sequence[int], melds: int = 0, sets: int = SETS) -> tuple[int, tuple[int, ...]]:
    """(shanten, useful tile indexes) of the regular shape of ``sets`` sets and a pair."""
    splits = [_group_splits(counts, g) for g in range(4)]
    others = []
    for g in range(4):
        states: set = {(0, 0, 0)}
        for h in range(4):
            if h != g:
                states = _combine(states, splits[h])
        others.append(tuple(states))
    current = _best_with(others[0], splits[0], melds, sets)
    useful = []
    work = list(counts)
    for t in range(34):
        c = work[t]
        if c >= 4 and current > 0:
            continue
        if c == 0 and (t >= 27 or not _has_neighbour(work, t)):
            continue
        group = t // 9 if t < 27 else 3
        work[t] += 1
        new = _best_with(others[group], _group_splits(work, group), melds, sets)
        work[t] -= 1
        if new < current:
            useful.append(t)
    return current, tuple(useful)


# ----------------------------------------------------------------------------- special shapes


__all__ = ["regular_shanten", "regular_useful"]
