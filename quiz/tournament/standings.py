"""What every tournament's standings share: tied seats sharing the points of the places they cover,
places at a table, and competition places over sorted keys.

Each ruleset counts its standings in its own module (``quiz.tournament.standings_mcr``,
``quiz.tournament.standings_riichi``). Shared points are exact (``Fraction``): 7/3 three times is 7.

A penalty is taken from the offender's score after the table is ranked: it does not move the other
players' places at the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction


def shared_points(scores: Sequence[int], points: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's share of ``points`` (given for places 1–4): tied seats share the places they cover."""
    ranked = sorted(scores, reverse=True)
    shares = []
    for score in scores:
        first = ranked.index(score)
        covered = ranked.count(score)
        shares.append(Fraction(sum(points[first:first + covered]), covered))
    return tuple(shares)


def table_places(scores: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place at its table, 1–4; tied seats share the best place they cover."""
    return tuple(1 + sum(other > score for other in scores) for score in scores)


def negated(key: tuple) -> tuple:
    return tuple(-k for k in key)


def shared_places(keys: Sequence[tuple]) -> list[int]:
    """Competition places for keys sorted best first: equal keys share the best place (1, 1, 3)."""
    places = []
    for i, key in enumerate(keys):
        places.append(places[-1] if i and keys[i - 1] == key else i + 1)
    return places


__all__ = ["shared_points", "table_places", "negated", "shared_places"]
