"""Sets and combinations: chows and pungs that go together, and hands of one kind of set.

The combination fans take the codes of their sets, sorted (a chow is named by its middle tile,
so ``suit = code >> 4`` and ``rank = code & 0xF``); ``combine.py`` decides which combinations of
a reading are counted under the account-once principle.
"""

from __future__ import annotations

from itertools import pairwise

from scoring.mcr.decompose import is_numbered
from scoring.mcr.readings import HAS_FOUR_CHOWS, HAS_NO_CHOW, KNITTED_STRAIGHT, REGULAR
from scoring.mcr.rules.registry import SETS, chows_fan, fan, pungs_fan


def _suit(code: int) -> int:
    return code >> 4


def _rank(code: int) -> int:
    return code & 0xF


def _three_suits(*codes: int) -> bool:
    return len({_suit(c) for c in codes}) == 3


def _consecutive(*ranks: int) -> bool:
    low = min(ranks)
    return sorted(ranks) == list(range(low, low + len(ranks)))


def _steps(codes: tuple[int, ...], step: int) -> bool:
    return all(b - a == step for a, b in pairwise(codes))


# ---------------------------------------------------------------- four chows and a pair

@fan(SETS, needs=HAS_FOUR_CHOWS)
def pure_terminal_chows(r):
    """一色双龙会: 123 123 789 789 of one suit and a pair of 5s of that suit."""
    pair = r.pair[1]
    if len(r.chows) != 4 or not is_numbered(pair) or _rank(pair) != 5:
        return None
    codes = sorted(c[1] for c in r.chows)
    low, high = pair - 3, pair + 3  # the middle tiles of 123 and 789 of the pair's suit
    return [r.whole] if codes == [low, low, high, high] else None


@fan(SETS, needs=HAS_FOUR_CHOWS)
def three_suited_terminal_chows(r):
    """三色双龙会: 123 and 789 in two suits and a pair of 5s in the third."""
    pair = r.pair[1]
    if len(r.chows) != 4 or not is_numbered(pair) or _rank(pair) != 5:
        return None
    others = sorted({1, 2, 3} - {_suit(pair)})
    wanted = sorted((s << 4) | rank for s in others for rank in (2, 8))
    return [r.whole] if sorted(c[1] for c in r.chows) == wanted else None


# ---------------------------------------------------------------- chow combinations

@chows_fan(SETS, 4)
def quadruple_chow(a: int, b: int, c: int, d: int) -> bool:
    """一色四同顺: four identical chows."""
    return a == b == c == d


@chows_fan(SETS, 4)
def four_pure_shifted_chows(a: int, b: int, c: int, d: int) -> bool:
    """一色四步高: four chows of one suit, each one (or each two) up from the last."""
    return _steps((a, b, c, d), 1) or _steps((a, b, c, d), 2)


@chows_fan(SETS, 3)
def pure_triple_chow(a: int, b: int, c: int) -> bool:
    """一色三同顺: three identical chows."""
    return a == b == c


@chows_fan(SETS, 3)
def pure_straight(a: int, b: int, c: int) -> bool:
    """清龙: 123 456 789 of one suit."""
    return _steps((a, b, c), 3)


@chows_fan(SETS, 3)
def pure_shifted_chows(a: int, b: int, c: int) -> bool:
    """一色三步高: three chows of one suit, each one (or each two) up from the last."""
    return _steps((a, b, c), 1) or _steps((a, b, c), 2)


@chows_fan(SETS, 3)
def mixed_straight(a: int, b: int, c: int) -> bool:
    """花龙: 123, 456 and 789, each in another suit."""
    return _three_suits(a, b, c) and sorted((_rank(a), _rank(b), _rank(c))) == [2, 5, 8]


@chows_fan(SETS, 3)
def mixed_triple_chow(a: int, b: int, c: int) -> bool:
    """三色三同顺: the same chow in all three suits."""
    return _three_suits(a, b, c) and _rank(a) == _rank(b) == _rank(c)


@chows_fan(SETS, 3)
def mixed_shifted_chows(a: int, b: int, c: int) -> bool:
    """三色三步高: chows in the three suits, each one up from another."""
    return _three_suits(a, b, c) and _consecutive(_rank(a), _rank(b), _rank(c))


@chows_fan(SETS, 2)
def pure_double_chow(a: int, b: int) -> bool:
    """一般高: two identical chows."""
    return a == b


@chows_fan(SETS, 2)
def mixed_double_chow(a: int, b: int) -> bool:
    """喜相逢: the same chow in two suits."""
    return _suit(a) != _suit(b) and _rank(a) == _rank(b)


@chows_fan(SETS, 2)
def short_straight(a: int, b: int) -> bool:
    """连六: two chows of one suit making six tiles in a row."""
    return b - a == 3


@chows_fan(SETS, 2)
def two_terminal_chows(a: int, b: int) -> bool:
    """老少副: 123 and 789 of one suit."""
    return _suit(a) == _suit(b) and (_rank(a), _rank(b)) == (2, 8)


# ---------------------------------------------------------------- pung combinations

@pungs_fan(SETS, 4)
def four_pure_shifted_pungs(a: int, b: int, c: int, d: int) -> bool:
    """一色四节高: four pungs of one suit, each one up from the last."""
    return is_numbered(a) and _steps((a, b, c, d), 1)


@pungs_fan(SETS, 3)
def pure_shifted_pungs(a: int, b: int, c: int) -> bool:
    """一色三节高: three pungs of one suit, each one up from the last."""
    return is_numbered(c) and _steps((a, b, c), 1)


@pungs_fan(SETS, 3)
def triple_pung(a: int, b: int, c: int) -> bool:
    """三同刻: the same number pung in all three suits."""
    return is_numbered(c) and _three_suits(a, b, c) and _rank(a) == _rank(b) == _rank(c)


@pungs_fan(SETS, 3)
def mixed_shifted_pungs(a: int, b: int, c: int) -> bool:
    """三色三节高: pungs in the three suits, each one up from another."""
    return is_numbered(c) and _three_suits(a, b, c) and _consecutive(_rank(a), _rank(b), _rank(c))


@pungs_fan(SETS, 2)
def double_pung(a: int, b: int) -> bool:
    """双同刻: the same number pung in two suits."""
    return is_numbered(b) and _rank(a) == _rank(b)


# ---------------------------------------------------------------- one kind of set

@fan(SETS, needs=HAS_NO_CHOW)
def all_pungs(r):
    """碰碰和: four pungs or kongs."""
    return [r.whole] if len(r.pungs) == 4 else None


@fan(SETS, shapes=(REGULAR, KNITTED_STRAIGHT))
def all_chows(r):
    """平和: only chows (a knitted straight counts as chows) and a pair of a numbered suit."""
    return [r.whole] if not r.pungs and is_numbered(r.pair[1]) else None
