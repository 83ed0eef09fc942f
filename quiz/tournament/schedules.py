"""Known no-repeat schedules, constructed rather than searched (searching them can take a day).

Players are numbered ``0 … n−1``; a schedule's round is a list of tables of four numbers in seat
order E, S, W, N, turned a seat each round so that the winds stay balanced.

* 16 players, 5 rounds: the affine plane AG(2, 4): the 16 points of GF(4)², each round one parallel
  class of lines (4 slopes, then the vertical lines). Any two points lie on exactly one line, so every
  pair meets exactly once: the (16 − 1)/3 = 5 rounds of the bound.
* ``n = 4m`` players otherwise: a resolvable transversal design over Z_m. Player ``(c, i)`` (column
  ``c`` of 4, ``i`` in Z_m) sits in round ``r`` at table ``i − c·r``. Two players of columns ``c, c'``
  meet in rounds ``r`` and ``r'`` only if ``(c' − c)(r − r') ≡ 0 (mod m)``, so the first ``d`` rounds
  repeat no one, ``d`` the least positive number with ``k·d ≡ 0 (mod m)`` for some ``k`` in 1, 2, 3
  (e.g. 28 players: 7 rounds; 128 players: 16 rounds; 24 players: 2 rounds).
"""

from __future__ import annotations

from functools import cache

_GF4_LOG = {1: 0, 2: 1, 3: 2}
_GF4_EXP = (1, 2, 3)


def _gf4_mul(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return _GF4_EXP[(_GF4_LOG[a] + _GF4_LOG[b]) % 3]


def _affine_plane_round(r: int) -> list[tuple[int, ...]]:
    if r == 4:  # the vertical lines x = c
        return [tuple(4 * x + y for y in range(4)) for x in range(4)]
    # the lines y = r·x + b (addition in GF(4) is xor), the point of column x in seat x + r
    return [tuple(4 * x + (_gf4_mul(r, x) ^ b) for x in _seat_columns(r)) for b in range(4)]


def _seat_columns(r: int) -> tuple[int, ...]:
    """The column seated East, South, West, North in round r: column c sits at wind c + r, so over
    any four rounds in a row each player holds each wind once."""
    return tuple((seat - r) % 4 for seat in range(4))


@cache
def transversal_rounds(tables: int) -> int:
    """How many rounds the transversal design over Z_tables keeps free of repeats."""
    d = 1
    while all(k * d % tables for k in (1, 2, 3)):
        d += 1
    return d


def planned_rounds(players: int) -> int:
    """How many rounds without repeats the construction for ``players`` gives."""
    if players == 16:
        return 5
    return transversal_rounds(players // 4)


def planned_round(players: int, r: int) -> list[tuple[int, ...]] | None:
    """Round ``r`` (from 0) of the constructed schedule, or None past its repeat-free rounds."""
    if players % 4 or not 0 <= r < planned_rounds(players):
        return None
    if players == 16:
        return _affine_plane_round(r)
    m = players // 4
    return [tuple(c * m + (t + c * r) % m for c in _seat_columns(r)) for t in range(m)]
