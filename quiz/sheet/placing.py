"""Places and table points of a four-player sheet whose totals are the sum of its changes."""

from __future__ import annotations

from fractions import Fraction

from quiz.sheet.model import Standing

TABLE_POINTS = (4, 2, 1, 0)


def ranks(scores: tuple[int, ...]) -> tuple[int, ...]:
    """1-based ranks, tied players sharing the better one."""
    return tuple(1 + sum(other > score for other in scores) for score in scores)


def table_points(scores: tuple[int, ...]) -> tuple[Fraction, ...]:
    """4/2/1/0 by rank; tied players share the points of the places they cover."""
    places = ranks(scores)
    shared = []
    for place in places:
        tied = places.count(place)
        shared.append(Fraction(sum(TABLE_POINTS[place - 1:place - 1 + tied]), tied))
    return tuple(shared)




def standings(totals: tuple[int, ...], final: bool = False) -> tuple[Standing, ...]:
    """The players by rank (then by index), with their table points once ``final``."""
    places = ranks(totals)
    points = table_points(totals) if final else (None,) * len(totals)
    found = (Standing(p, totals[p], places[p], None if points[p] is None else float(points[p]))
             for p in range(len(totals)))
    return tuple(sorted(found, key=lambda s: (s.rank, s.player)))


__all__ = ["TABLE_POINTS", "ranks", "standings", "table_points"]
