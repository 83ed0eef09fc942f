"""Known no-repeat schedules, constructed rather than searched (searching them can take a day).

Players are numbered ``0 … n−1``; a schedule's round is a list of tables of four numbers in seat
order E, S, W, N, turned a seat each round so that the winds stay balanced.

``n = 4m`` players form a resolvable transversal design: player ``(x, y)``, column ``x`` of 4 and
``y`` in a ring R of m elements, sits in round ``a`` at the table of the line ``y = a·x + b``. Two
players of columns ``x, x'`` meet in rounds ``a`` and ``a'`` only if ``(a − a')(x − x') = 0`` in R.

* R = GF(2^k) when m is 4, 8, 16 or 32: a field, so no pair meets twice in the m rounds. For m = 4
  the columns themselves add a fifth round: the affine plane AG(2, 4), where every pair of the 16
  players meets exactly once in the (16 − 1)/3 = 5 rounds of the bound.
* R = Z_m otherwise: the first ``d`` rounds repeat no one, ``d`` the least positive number with
  ``k·d ≡ 0 (mod m)`` for some ``k`` in 1, 2, 3 (28 players: 7 rounds; 24 players: 2 rounds).

24 players, where Z_6 gives 2 rounds and no three orthogonal Latin squares of order 6 exist, take a
precomputed schedule of 5 rounds instead (6 rounds took a day of search: ulidtko/mjseating-mercury).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

#: x^k reduced: the irreducible polynomials that make GF(2^k) (x²+x+1, x³+x+1, x⁴+x+1, x⁵+x²+1)
_GF2_MODULI = {4: 0b111, 8: 0b1011, 16: 0b10011, 32: 0b100101}

#: 24 players, 5 rounds, no pair twice, seats so that rounds 1–4 give everyone each wind once:
#: found by simulated annealing over whole schedules (offline, about a second), then its seats
_TWENTY_FOUR: tuple[tuple[tuple[int, int, int, int], ...], ...] = (
    ((20, 11, 23, 17), (21, 13, 5, 10), (9, 6, 0, 7), (1, 19, 16, 12), (22, 14, 15, 3), (8, 2, 18, 4)),
    ((3, 5, 9, 20), (12, 15, 2, 13), (17, 7, 1, 21), (10, 4, 11, 6), (0, 16, 22, 18), (14, 23, 19, 8)),
    ((4, 0, 3, 1), (23, 21, 12, 22), (16, 17, 8, 5), (7, 20, 10, 15), (2, 9, 14, 11), (6, 18, 13, 19)),
    ((19, 22, 20, 2), (5, 12, 4, 14), (11, 8, 21, 0), (18, 10, 17, 9), (13, 3, 7, 16), (15, 1, 6, 23)),
    ((10, 2, 23, 16), (14, 20, 0, 13), (9, 1, 22, 8), (4, 15, 19, 21), (7, 5, 11, 18), (6, 12, 3, 17)),
)


def _gf2_mul(modulus: int, size: int) -> Callable[[int, int], int]:
    def mul(a: int, b: int) -> int:
        product = 0
        while b:
            if b & 1:
                product ^= a
            b >>= 1
            a <<= 1
            if a & size:
                a ^= modulus
        return product

    return mul


@cache
def _ring(m: int) -> tuple[Callable[[int, int], int], Callable[[int, int], int]]:
    """Addition and multiplication of the ring the design of m tables a round uses."""
    if m in _GF2_MODULI:
        return (lambda a, b: a ^ b), _gf2_mul(_GF2_MODULI[m], m)
    return (lambda a, b: (a + b) % m), (lambda a, b: a * b % m)


@cache
def planned_rounds(players: int) -> int:
    """How many rounds without repeats the construction for ``players`` gives."""
    m = players // 4
    if players == 24:
        return len(_TWENTY_FOUR)
    if m in _GF2_MODULI:
        return m + (m == 4)
    d = 1
    while all(k * d % m for k in (1, 2, 3)):
        d += 1
    return d


def _seat_columns(r: int) -> tuple[int, ...]:
    """The column seated East, South, West, North in round r: column x sits at wind x + r, so over
    any four rounds in a row each player holds each wind once."""
    return tuple((seat - r) % 4 for seat in range(4))


def planned_round(players: int, r: int) -> list[tuple[int, ...]] | None:
    """Round ``r`` (from 0) of the constructed schedule, or None past its repeat-free rounds."""
    if players % 4 or not 0 <= r < planned_rounds(players):
        return None
    if players == 24:
        return list(_TWENTY_FOUR[r])
    m = players // 4
    if m == 4 and r == 4:  # the columns x = c of the affine plane
        return [tuple(4 * x + y for y in range(4)) for x in range(4)]
    add, mul = _ring(m)
    return [tuple(x * m + add(mul(r, x), b) for x in _seat_columns(r)) for b in range(m)]
