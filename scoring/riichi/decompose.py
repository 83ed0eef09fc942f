"""All readings of a Riichi hand as four sets and a pair (or seven pairs).

A set is encoded as one int, ``tile * 4 + kind`` with the kinds below, so that sorting the ints
sorts the sets by tile and then kind; the scorer examines the readings in that order, which keeps
its choice among equally valued readings deterministic.
"""

from __future__ import annotations

QUAD = 0
TRIPLET = 1
PAIR = 2
SEQUENCE = 3

_SUIT_CACHE: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def _sets_without_pair(counts: list[int], i: int, base: int, found: list[int],
                       out: list[tuple[int, ...]]) -> None:
    while i < 9 and counts[i] == 0:
        i += 1
    if i == 9:
        out.append(tuple(found))
        return
    if i < 7 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        found.append((base + i) * 4 + SEQUENCE)
        _sets_without_pair(counts, i, base, found, out)
        found.pop()
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
    if counts[i] >= 3:
        counts[i] -= 3
        found.append((base + i) * 4 + TRIPLET)
        _sets_without_pair(counts, i + 1, base, found, out)
        found.pop()
        counts[i] += 3


def suit_readings(counts: tuple[int, ...], base: int) -> tuple[tuple[int, ...], ...]:
    """Readings of one numbered suit's tiles (9 counts) as sets, with a pair when the count needs one."""
    key = counts + (base,)
    cached = _SUIT_CACHE.get(key)
    if cached is not None:
        return cached
    total = sum(counts)
    out: list[tuple[int, ...]] = []
    work = list(counts)
    if total % 3 == 0:
        _sets_without_pair(work, 0, base, [], out)
    elif total % 3 == 2:
        for rank in range(9):
            if work[rank] >= 2:
                work[rank] -= 2
                _sets_without_pair(work, 0, base, [(base + rank) * 4 + PAIR], out)
                work[rank] += 2
    result = tuple(out)
    _SUIT_CACHE[key] = result
    return result


def honor_reading(counts: list[int]) -> tuple[int, ...] | None:
    """Honors only form triplets and at most one pair; None when they cannot."""
    blocks: list[int] = []
    pair = False
    for offset in range(7):
        n = counts[27 + offset]
        if n == 0:
            continue
        if n == 3:
            blocks.append((27 + offset) * 4 + TRIPLET)
        elif n == 2 and not pair:
            pair = True
            blocks.append((27 + offset) * 4 + PAIR)
        else:
            return None
    return tuple(blocks)


def readings(standing: list[int], meld_blocks: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every reading of the standing tiles (34 counts) plus the declared melds, sorted.

    Seven pairs is one of the readings when nothing is declared.
    """
    honors = honor_reading(standing)
    found: list[tuple[int, ...]] = []
    if not meld_blocks:
        pairs = [t * 4 + PAIR for t in range(34) if standing[t] == 2]
        if len(pairs) == 7 and all(n in (0, 2) for n in standing):
            found.append(tuple(pairs))
    if honors is not None:
        man = suit_readings(tuple(standing[0:9]), 0)
        if man:
            pin = suit_readings(tuple(standing[9:18]), 9)
            if pin:
                sou = suit_readings(tuple(standing[18:27]), 18)
                for a in man:
                    for b in pin:
                        for c in sou:
                            blocks = a + b + c + honors + meld_blocks
                            if len(blocks) == 5 and sum(1 for k in blocks if k & 3 == PAIR) == 1:
                                found.append(tuple(sorted(blocks)))
    if len(found) > 1:
        found.sort()
    return found
