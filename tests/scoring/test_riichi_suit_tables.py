"""The per-suit and honor tables of the Riichi readings (``decompose._suit_entry``,
``decompose._honor_entry``) against a plain search over a group's counts.

The search covers the lowest tile held by each set that can hold it (a triplet, a sequence from it,
the pair) and collects every complete reading; the tables must list exactly those, once each, in
order, with the pair they need and the group's part of seven pairs.
"""

from __future__ import annotations

from scoring.riichi import decompose
from scoring.riichi.decompose import PAIR, SEQUENCE, TRIPLET


def _search(counts: list[int], pair_left: bool, found: tuple[int, ...], out: set[tuple[int, ...]]) -> None:
    i = next((i for i, n in enumerate(counts) if n), None)
    if i is None:
        if not pair_left:
            out.add(tuple(sorted(found)))
        return
    if counts[i] >= 3:
        counts[i] -= 3
        _search(counts, pair_left, found + (i * 4 + TRIPLET,), out)
        counts[i] += 3
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        _search(counts, pair_left, found + (i * 4 + SEQUENCE,), out)
        for k in (i, i + 1, i + 2):
            counts[k] += 1
    if pair_left and counts[i] >= 2:
        counts[i] -= 2
        _search(counts, False, found + (i * 4 + PAIR,), out)
        counts[i] += 2


def _readings(counts: tuple[int, ...]) -> set[tuple[int, ...]]:
    out: set[tuple[int, ...]] = set()
    if sum(counts) % 3 != 1:
        _search(list(counts), sum(counts) % 3 == 2, (), out)
    return out


def _patterns(size: int, most: int, prefix: tuple[int, ...] = ()):
    """Every ``size`` counts of at most 4 with at most ``most`` tiles in all."""
    if len(prefix) == size:
        yield prefix
        return
    for n in range(min(4, most) + 1):
        yield from _patterns(size, most - n, prefix + (n,))


def _shifted(readings, shift: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(key + shift for key in r) for r in readings)


def test_suit_table_agrees_with_a_full_search_on_every_pattern_of_up_to_eleven_tiles():
    checked = 0
    for counts in _patterns(9, 11):
        entries = [decompose._suit_entry(counts, suit) for suit in range(3)]
        readings, pair, pairs = entries[0]
        assert set(readings) == _readings(counts), counts
        assert list(readings) == sorted(set(readings)), counts  # once each, in order
        assert pair == (sum(counts) % 3 == 2)
        assert pairs == (tuple(r * 4 + PAIR for r, n in enumerate(counts) if n)
                         if set(counts) <= {0, 2} else None), counts
        for suit in (1, 2):
            shift = 36 * suit
            assert entries[suit] == (_shifted(readings, shift), pair, None if pairs is None else
                                     tuple(key + shift for key in pairs)), counts
        checked += 1
    assert checked > 40_000


def test_honor_table_agrees_with_a_full_search_on_every_pattern():
    for counts in _patterns(7, 14):
        readings, pair, pairs = decompose._honor_entry(counts)
        # honors make no sequences: the search on counts spaced apart cannot chain them
        spaced = [0] * 21
        for i, n in enumerate(counts):
            spaced[3 * i] = n
        expected = {tuple((27 + key // 12) * 4 + (key & 3) for key in r) for r in _readings(tuple(spaced))}
        assert set(readings) == expected and len(readings) == len(expected), counts
        assert pair == (2 in counts)
        assert pairs == (tuple((27 + i) * 4 + PAIR for i, n in enumerate(counts) if n)
                         if set(counts) <= {0, 2} else None), counts
