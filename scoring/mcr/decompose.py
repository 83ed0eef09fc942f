"""Splitting standing tiles into sets and a pair, waits, and the special shapes.

The MCR scorer works on *tile codes* in the layout of the reference calculator (CHM):
``0x11-0x19`` characters, ``0x21-0x29`` bamboo, ``0x31-0x39`` dots, ``0x41-0x44`` winds
E S W N, ``0x45`` Red, ``0x46`` Green, ``0x47`` White. Suits are ``code >> 4`` and ranks
``code & 0xF``, and the gaps between suits keep chow arithmetic inside one suit. The order
of the codes is the order in which the reference lists decompositions, which decides ties.

A set is ``(kind, code, melded)``; a chow is named by its middle tile, as in the reference.
"""

from __future__ import annotations

from scoring.caches import bounded_cache
from scoring.tiles import GREEN_TILES, REVERSIBLE_TILES, TERMINALS_AND_HONORS, Tile
from scoring.tiles import KNITTED_PATTERNS as TILE_KNITTED_PATTERNS

CHOW, PUNG, KONG, PAIR = 1, 2, 3, 4
TABLE_SIZE = 0x48

CODES: tuple[int, ...] = (tuple(range(0x11, 0x1A)) + tuple(range(0x21, 0x2A)) + tuple(range(0x31, 0x3A))
                          + tuple(range(0x41, 0x48)))
_SUIT_BASE = (0x10, 0x30, 0x20)  # our m, p, s -> CHM characters, dots, bamboo
_HONOR_CODES = (0x41, 0x42, 0x43, 0x44, 0x47, 0x46, 0x45)  # E S W N White Green Red
CODE_OF_TILE: tuple[int, ...] = tuple(
    (_SUIT_BASE[t // 9] + t % 9 + 1) if t < 27 else _HONOR_CODES[t - 27] for t in range(34))
TILE_OF_CODE: dict[int, Tile] = {code: Tile(t) for t, code in enumerate(CODE_OF_TILE)}

WINDS = (0x41, 0x42, 0x43, 0x44)
HONORS = tuple(range(0x41, 0x48))
THIRTEEN_ORPHANS = tuple(sorted(CODE_OF_TILE[t] for t in TERMINALS_AND_HONORS))


def _reference_order(codes: tuple[int, ...]) -> tuple[int, ...]:
    """The reference tries the patterns by the (CHM) suits of their 147, 258 and 369."""
    return tuple(next(c >> 4 for c in codes if c & 0xF == rank) for rank in (1, 2, 3))


KNITTED_PATTERNS: tuple[tuple[int, ...], ...] = tuple(sorted(
    (tuple(sorted(CODE_OF_TILE[t] for t in pattern)) for pattern in TILE_KNITTED_PATTERNS), key=_reference_order))


def is_numbered(code: int) -> bool:
    return code < 0x40


def is_honor(code: int) -> bool:
    return code > 0x40


def is_wind(code: int) -> bool:
    return 0x40 < code < 0x45


def is_dragon(code: int) -> bool:
    return 0x44 < code < 0x48


def is_terminal(code: int) -> bool:
    return code < 0x40 and (code & 0xF) in (1, 9)


def is_terminal_or_honor(code: int) -> bool:
    return code > 0x40 or (code & 0xF) in (1, 9)


GREEN = frozenset(CODE_OF_TILE[t] for t in GREEN_TILES)
REVERSIBLE = frozenset(CODE_OF_TILE[t] for t in REVERSIBLE_TILES)


# ---------------------------------------------------------------- decompositions

def _set_key(s: tuple[int, int, bool]) -> int:
    # The reference orders sets by their three tiles: a pung of t sorts before the chow from t.
    kind, code = s[0], s[1]
    return (code - 1) * 2 + 1 if kind == CHOW else code * 2


#: The four parts of the table (characters, bamboo, dots, honors): the code before their first tile
#: and how many kinds they hold. A set never spans two parts, so each part splits on its own.
_PARTS = ((0x10, 9), (0x20, 9), (0x30, 9), (0x40, 7))

#: ``(sets, pair code)``; a set is ``(kind, code, False)`` (standing tiles: not melded).
Split = tuple[tuple[tuple[int, int, bool], ...], int]


@bounded_cache(1 << 13)
def _part_splits(base: int, counts: tuple[int, ...]) -> tuple[Split, ...]:
    """Every split of one part's counts into sets and at most one pair: ``(sets, pair code or 0)``.

    A per-part table, as the shanten tables of the field key a suit's nine counts: a few thousand
    count tuples cover nearly every hand, so the table is bounded and stays warm.
    """
    c = [0] * TABLE_SIZE
    c[base + 1:base + 1 + len(counts)] = counts
    out: list[Split] = []
    _divide(c, CODES.index(base + 1), [], 0, out, base + len(counts))
    return tuple(out)


def part_counts(table) -> tuple[tuple[int, ...], ...]:
    """The counts of the four parts of a count table: characters, bamboo, dots (9 each), honors (7)."""
    return (tuple(table[0x11:0x1A]), tuple(table[0x21:0x2A]), tuple(table[0x31:0x3A]), tuple(table[0x41:0x48]))


def decompositions(key, parts: tuple[tuple[int, ...], ...] | None = None) -> tuple[Split, ...]:
    """Every split of the standing tiles (a count table indexed by code) into sets and one pair.

    Each split is ``(sets, pair_code)`` with sets ``(kind, code, False)`` in the reference's order; the
    splits come in the order in which the reference enumerates them. Each part (suit or honors) is
    split on its own (``_part_splits``) and the parts' splits are combined, one pair in all.
    ``parts``: ``part_counts(key)`` when the caller has them already.
    """
    combined: list[Split] = [((), 0)]
    for (base, _), counts in zip(_PARTS, parts or part_counts(key), strict=True):
        if not any(counts):
            continue
        splits = _part_splits(base, counts)
        if not splits:
            return ()
        if len(splits) == 1 and len(combined) == 1:
            (sets, pair), = combined
            (more, more_pair), = splits
            if pair and more_pair:
                return ()
            combined = [(sets + more, pair or more_pair)]
            continue
        combined = [(sets + more, pair or more_pair) for sets, pair in combined for more, more_pair in splits
                    if not (pair and more_pair)]
        if not combined:
            return ()
    combined = [d for d in combined if d[1]]
    if len(combined) > 1:
        combined.sort(key=lambda d: tuple(_set_key(s) for s in d[0]))
    return tuple(combined)


# (Named, so that Cython need not type a conditional between tuples of two lengths.)
_PAIR_OR_NOT = (0, 1)
_NO_PAIR = (0,)


def _divide(c: list[int], idx: int, sets: list, pair: int, out: list, last: int = 0x47) -> None:
    while idx < 34 and c[CODES[idx]] == 0 and CODES[idx] <= last:
        idx += 1
    if idx == 34 or CODES[idx] > last:
        out.append((tuple(sets), pair))
        return
    t = CODES[idx]
    n = c[t]
    for p in _PAIR_OR_NOT if not pair else _NO_PAIR:
        for q in (0, 1):
            k = n - 2 * p - 3 * q
            if k < 0:
                continue
            if k and (t > 0x40 or (t & 0xF) > 7 or c[t + 1] < k or c[t + 2] < k):
                continue
            c[t] = 0
            if k:
                c[t + 1] -= k
                c[t + 2] -= k
            added = q + k
            if q:
                sets.append((PUNG, t, False))
            for _ in range(k):
                sets.append((CHOW, t + 1, False))
            _divide(c, idx + 1, sets, t if p else pair, out, last)
            del sets[len(sets) - added:]
            c[t] = n
            if k:
                c[t + 1] += k
                c[t + 2] += k


# ---------------------------------------------------------------- waits

def _can_sets(key: tuple[int, ...]) -> bool:
    """Whether 9 counts of one suit split into sets only.

    Greedy from the lowest rank: what a pung cannot take of the lowest tile (its count mod 3) must
    start that many chows (three chows from one tile hold the same tiles as three pungs).
    """
    a = b = 0  # chows started one and two ranks below, still needing this rank
    for i in range(9):
        n = key[i] - a - b
        if n < 0:
            return False
        a, b = n % 3, a
        if a and i > 6:
            return False
    return a == 0 and b == 0


@bounded_cache(1 << 14)
def _suit_forms(key: tuple[int, ...]) -> tuple[bool, bool]:
    """(splits into sets, splits into sets and one pair) for one suit's 9 counts."""
    total = sum(key)
    rest = total % 3
    if rest == 1:
        return False, False
    if rest == 0:
        return _can_sets(key), False
    # A chow adds 3 x its middle rank to the sum of the ranks and a pung 3 x its rank, so the pair's
    # rank r has 2r = that sum (mod 3): a third of the ranks are worth trying.
    start = (2 * sum([i * n for i, n in enumerate(key)])) % 3
    c = list(key)
    for i in range(start, 9, 3):
        if c[i] >= 2:
            c[i] -= 2
            ok = _can_sets(c)
            c[i] += 2
            if ok:
                return False, True
    return False, False


def _honor_forms(c: list[int]) -> tuple[bool, bool]:
    pairs = 0
    for code in HONORS:
        n = c[code]
        if n == 2:
            pairs += 1
        elif n != 0 and n != 3:
            return False, False
    return pairs == 0, pairs == 1


def _part_forms(c: list[int], part: int) -> tuple[bool, bool]:
    if part == 4:
        return _honor_forms(c)
    base = part << 4
    return _suit_forms(tuple(c[base + 1:base + 10]))


@bounded_cache(1 << 14)
def _completions(part: int, counts: tuple[int, ...], want: int) -> tuple[int, ...]:
    """The codes that, added to one part's counts, let it split into sets (``want`` 0) or sets and a
    pair (``want`` 1); tiles more than two ranks from every tile held cannot help and are skipped."""
    c = [0] * TABLE_SIZE
    base = part << 4
    c[base + 1:base + 1 + len(counts)] = counts
    out = []
    if part == 4:
        for code in HONORS:
            if c[code]:
                c[code] += 1
                if _honor_forms(c)[want]:
                    out.append(code)
                c[code] -= 1
        return tuple(out)
    # The rank sum mod 3 again (see ``_suit_forms``): sets only need the added rank x with
    # rank sum + x = 0 (mod 3); sets and a pair need the pair's rank r with 2r = rank sum + x.
    rank_sum = sum([i * n for i, n in enumerate(counts)])
    suit = list(counts)
    for x in range(9):
        if not want and (rank_sum + x) % 3:
            continue
        if not any(suit[max(0, x - 2):x + 3]):
            continue
        suit[x] += 1
        if want:
            ok = False
            for r in range(2 * (rank_sum + x) % 3, 9, 3):
                if suit[r] >= 2:
                    suit[r] -= 2
                    ok = _can_sets(suit)
                    suit[r] += 2
                    if ok:
                        break
        else:
            ok = _can_sets(suit)
        suit[x] -= 1
        if ok:
            out.append(base + x + 1)
    return tuple(out)


@bounded_cache(1 << 10)
def _honor_part_forms(counts: tuple[int, ...]) -> tuple[bool, bool]:
    """(sets only, sets and one pair) for the seven honors' counts."""
    pairs = 0
    for n in counts:
        if n == 2:
            pairs += 1
        elif n != 0 and n != 3:
            return False, False
    return pairs == 0, pairs == 1


_NO_WAITS: frozenset[int] = frozenset()


def regular_waits(c, parts: tuple[tuple[int, ...], ...] | None = None) -> frozenset[int]:
    """Tiles that complete these standing tiles (3n+1, a count table) as sets and a pair; formal, any count.

    ``parts``: ``part_counts(c)`` when the caller has them already."""
    parts = parts or part_counts(c)
    rests = [sum(x) % 3 for x in parts]
    # With X added, one part must hold the pair (3n+2 tiles) and the others sets only (3n).
    if rests.count(1) == 1 and 2 not in rests:
        targets: tuple[tuple[int, int], ...] = ((rests.index(1), -1),)
    elif rests.count(2) == 2 and 1 not in rests:
        i = rests.index(2)
        j = rests.index(2, i + 1)
        targets = ((i, j), (j, i))
    else:
        return _NO_WAITS
    waits: list[int] = []
    for part, pair_part in targets:
        for q in range(4):
            if q != part:
                forms = _honor_part_forms(parts[q]) if q == 3 else _suit_forms(parts[q])
                if not forms[q == pair_part]:
                    break
        else:
            waits.extend(_completions(part + 1, parts[part], pair_part < 0))
    return frozenset(waits)


def seven_pairs_wait(c: list[int], codes: tuple[int, ...] = CODES) -> int:
    """The tile a 13-tile seven-pairs hand waits for (four of a kind = two pairs), or 0.

    ``codes``: the codes to look at, in order (all by default; the codes held are enough)."""
    pairs = 0
    for code in codes:
        n = c[code]
        if n == 2 or n == 3:
            pairs += 1
        elif n == 4:
            pairs += 2
    if pairs != 6:
        return 0
    for code in codes:
        if c[code] == 1 or c[code] == 3:
            return code
    return 0


def waits_by_search(c: list[int], tile_cnt: int) -> set[int]:
    """The reference's own wait search, step by step, for the few tiles left beside a knitted
    straight. It is kept literal (including 16-bit wrap-around of a count taken below zero)
    because the reference feeds it tables in which the winning tile may be missing."""
    waiting: set[int] = set()
    _check_regular_waiting(c, tile_cnt, 0, waiting)
    return waiting


def _pack_waiting(c: list[int], waiting: set[int]) -> None:
    for t in CODES:
        if c[t] < 1:
            continue
        if c[t] > 1:
            waiting.add(t)
            return
        if t < 0x40:
            r = t & 0xF
            if r > 1 and c[t - 1]:
                if r < 9:
                    waiting.add(t + 1)
                if r > 2:
                    waiting.add(t - 2)
                return
            if r > 2 and c[t - 2]:
                waiting.add(t - 1)
                return


def _check_regular_waiting(c: list[int], tile_cnt: int, prev: int, waiting: set[int]) -> None:
    if tile_cnt == 1:
        for t in CODES:
            if c[t] == 1:
                waiting.add(t)
                break
        return
    if tile_cnt == 4:
        for t in CODES:
            if c[t] < 2:
                continue
            c[t] -= 2
            _pack_waiting(c, waiting)
            c[t] += 2
    for t in CODES:
        if c[t] < 1:
            continue
        if c[t] > 2:
            eigen = (t << 16) | (t << 8) | t
            if eigen > prev:
                c[t] -= 3
                _check_regular_waiting(c, tile_cnt - 3, eigen, waiting)
                c[t] += 3
        if t < 0x40 and (t & 0xF) < 8 and c[t + 1] and c[t + 2]:
            eigen = (t << 16) | ((t + 1) << 8) | (t + 2)
            if eigen >= prev:
                c[t] -= 1
                c[t + 1] -= 1
                c[t + 2] -= 1
                _check_regular_waiting(c, tile_cnt - 3, eigen, waiting)
                c[t] += 1
                c[t + 1] += 1
                c[t + 2] += 1
