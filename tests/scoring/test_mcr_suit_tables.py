"""The per-suit tables of the MCR scorer (``decompose._suit_forms``, ``decompose._completions``)
against a plain search over one suit's counts.

Both tables try only the ranks the rank sum mod 3 allows (a chow or pung adds a multiple of 3 to
the sum of its ranks, a pair of rank r adds 2r); the search below tries every split, so it would
catch a rank wrongly skipped.
"""

from __future__ import annotations

from functools import cache

from scoring.mcr import decompose


@cache
def _splits_into_sets(counts: tuple[int, ...]) -> bool:
    """Whether the counts split into chows and pungs, by trying both on the lowest rank held."""
    i = next((i for i, n in enumerate(counts) if n), None)
    if i is None:
        return True
    c = list(counts)
    if c[i] >= 3:
        c[i] -= 3
        if _splits_into_sets(tuple(c)):
            return True
        c[i] += 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        return _splits_into_sets(tuple(c))
    return False


def _splits_with_pair(counts: tuple[int, ...]) -> bool:
    for r in range(9):
        if counts[r] >= 2:
            c = list(counts)
            c[r] -= 2
            if _splits_into_sets(tuple(c)):
                return True
    return False


def _patterns(most: int, prefix: tuple[int, ...] = ()):
    """Every 9 counts of at most 4 with at most ``most`` tiles in all."""
    if len(prefix) == 9:
        yield prefix
        return
    for n in range(min(4, most) + 1):
        yield from _patterns(most - n, prefix + (n,))


def test_suit_forms_agree_with_a_full_search_on_every_pattern_of_up_to_eleven_tiles():
    checked = 0
    for counts in _patterns(11):
        total = sum(counts)
        if total % 3 == 0:
            expected = (_splits_into_sets(counts), False)
        elif total % 3 == 2:
            expected = (False, _splits_with_pair(counts))
        else:
            expected = (False, False)
        assert decompose._suit_forms.__wrapped__(counts) == expected, counts
        checked += 1
    assert checked > 40_000


def test_completions_agree_with_a_full_search_on_every_pattern_of_up_to_ten_tiles():
    base = 0x20
    for counts in _patterns(10):
        rest = sum(counts) % 3
        if rest == 0:
            continue
        want = 1 if rest == 1 else 0
        expected = []
        for x in range(9):
            c = list(counts)
            c[x] += 1
            done = _splits_with_pair(tuple(c)) if want else _splits_into_sets(tuple(c))
            if done:
                expected.append(base + x + 1)
        assert decompose._completions.__wrapped__(2, counts, want) == tuple(expected), (counts, want)
