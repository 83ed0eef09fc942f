"""The combination engine: which chow and pung combinations of a reading are counted.

The fans themselves (``rules/sets.py``, ``rules/winds_dragons.py``) only say whether some chows
or pungs make them. Under the account-once principle each set may join at most one combination
with any given other set, so which combinations count is decided here, as the reference does:

* four chows: a four-chow fan; else the first three that make a fan, plus the best two-chow fan
  the fourth chow makes with one of them; else two-chow fans, at most three (two if some chow
  pairs with none), trimming repeated kinds from the cheapest end;
* three chows: a three-chow fan, else at most two two-chow fans;
* two chows and two pungs: one fan each;
* three or four pungs: the same, with pung fans; a fourth pung still pairs once.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from scoring.caches import bounded_cache
from scoring.mcr.fans import INDEX
from scoring.mcr.rules import finders
from scoring.mcr.rules.registry import CHOWS, PUNGS

_CHOW_FANS = {size: finders(CHOWS, size=size) for size in (2, 3, 4)}
_PUNG_FANS = {size: finders(PUNGS, size=size) for size in (2, 3, 4)}

#: Two-chow fans in the order the reference prefers them when one must be chosen.
PAIR_PREFERENCE = tuple(INDEX[i] for i in ("pure_double_chow", "mixed_double_chow", "short_straight",
                                             "two_terminal_chows"))


def _first_fan(fans: dict[int, tuple[tuple[int, Callable], ...]], codes: tuple[int, ...]) -> int:
    ordered = sorted(codes)
    return next((index for index, find in fans[len(codes)] if find(*ordered)), -1)


@bounded_cache(1 << 14)
def chow_fan(*codes: int) -> int:
    """The fan (table index) these chows make together, or -1."""
    return _first_fan(_CHOW_FANS, codes)


@bounded_cache(1 << 14)
def pung_fan(*codes: int) -> int:
    """The fan (table index) these pungs or kongs make together, or -1."""
    return _first_fan(_PUNG_FANS, codes)


def _put(found: list, i: int, o: tuple) -> None:
    found[i] = [o]


def _add(found: list, i: int, o: tuple) -> None:
    if found[i] is None:
        found[i] = [o]
    else:
        found[i].append(o)


_code = itemgetter(1)


def combinations(r) -> None:
    """Record the chow and pung combination fans of a reading of four sets and a pair."""
    chows, pungs, found = r.chows, r.pungs, r.found
    count = len(chows)
    if count == 4:
        _four_chows(sorted(chows, key=_code), found)
    elif count == 3:
        _three_chows(sorted(chows, key=_code), found)
    elif count == 2:
        fan = chow_fan(chows[0][1], chows[1][1])
        if fan >= 0:
            _add(found, fan, (chows[0], chows[1]))
        fan = pung_fan(pungs[0][1], pungs[1][1])
        if fan >= 0:
            _add(found, fan, (pungs[0], pungs[1]))
    elif count == 1:
        _three_pungs(sorted(pungs, key=_code), found)
    else:
        _four_pungs(sorted(pungs, key=_code), found)


_THREE_OF_FOUR = ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0))
_PAIRS_OF_FOUR = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))
_PAIRS_OF_THREE = ((0, 1), (0, 2), (1, 2))
#: The three pairs (indices into _PAIRS_OF_FOUR) that involve each chow.
_PAIRS_OF_EACH = ((0, 1, 2), (0, 3, 4), (1, 3, 5), (2, 4, 5))


def _four_chows(ch: list, found: list) -> None:
    fan = chow_fan(ch[0][1], ch[1][1], ch[2][1], ch[3][1])
    if fan >= 0:
        _put(found, fan, tuple(ch))
        return
    for a, b, c, d in _THREE_OF_FOUR:
        if _three_and_one(found, (ch[a], ch[b], ch[c]), ch[d]):
            return
    pairs = [(chow_fan(ch[i][1], ch[j][1]), (ch[i], ch[j])) for i, j in _PAIRS_OF_FOUR]
    # A chow that makes no fan with any other leaves room for one fan less.
    most = 3 - sum(1 for each in _PAIRS_OF_EACH if all(pairs[k][0] < 0 for k in each))
    if most > 0:
        _account_once(pairs, most, found)


def _three_and_one(found: list, three: tuple, extra: tuple) -> bool:
    fan = chow_fan(three[0][1], three[1][1], three[2][1])
    if fan < 0:
        return False
    _put(found, fan, three)
    with_extra = [(chow_fan(c[1], extra[1]), c) for c in three]
    for wanted in PAIR_PREFERENCE:
        for got, c in with_extra:
            if got == wanted:
                _put(found, wanted, (c, extra))
                return True
    return True


def _three_chows(ch: list, found: list) -> None:
    fan = chow_fan(ch[0][1], ch[1][1], ch[2][1])
    if fan >= 0:
        _put(found, fan, tuple(ch))
        return
    pairs = [(chow_fan(ch[i][1], ch[j][1]), (ch[i], ch[j])) for i, j in _PAIRS_OF_THREE]
    _account_once(pairs, 2, found)


def _account_once(pairs: list, most: int, found: list) -> None:
    """Keep at most ``most`` two-chow fans, trimming repeated kinds from the cheapest end."""
    kept = [0, 0, 0, 0]
    made: list[list] = [[], [], [], []]
    total = 0
    for fan, o in pairs:
        if fan >= 0:
            k = PAIR_PREFERENCE.index(fan)
            kept[k] += 1
            made[k].append(o)
            total += 1
    limit = 1
    while total > most and limit >= 0:
        k = 4
        while total > most and k > 0:
            k -= 1
            while kept[k] > limit and total > most:
                kept[k] -= 1
                total -= 1
        limit -= 1
    for k, fan in enumerate(PAIR_PREFERENCE):
        found[fan] = made[k][:kept[k]] or None


def _four_pungs(pg: list, found: list) -> None:
    fan = pung_fan(pg[0][1], pg[1][1], pg[2][1], pg[3][1])
    if fan >= 0:
        _put(found, fan, tuple(pg))
        return
    for a, b, c, d in _THREE_OF_FOUR:
        fan = pung_fan(pg[a][1], pg[b][1], pg[c][1])
        if fan >= 0:
            _put(found, fan, (pg[a], pg[b], pg[c]))
            for i in (a, b, c):
                fan = pung_fan(pg[i][1], pg[d][1])
                if fan >= 0:
                    _add(found, fan, (pg[i], pg[d]))
                    break
            return
    for i, j in _PAIRS_OF_FOUR:
        fan = pung_fan(pg[i][1], pg[j][1])
        if fan >= 0:
            _add(found, fan, (pg[i], pg[j]))


def _three_pungs(pg: list, found: list) -> None:
    fan = pung_fan(pg[0][1], pg[1][1], pg[2][1])
    if fan >= 0:
        _put(found, fan, tuple(pg))
        return
    for i, j in _PAIRS_OF_THREE:
        fan = pung_fan(pg[i][1], pg[j][1])
        if fan >= 0:
            _add(found, fan, (pg[i], pg[j]))
