"""Seat winds for a round's tables, so that each player holds each wind as evenly as possible."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import permutations

from quiz.tournament.model import SEATS, PlayerId, Seat

_ORDERS = tuple(permutations(range(4)))


def seat_table(players: Sequence[PlayerId], held: Mapping[PlayerId, Counter[Seat]],
               rng: random.Random, keep_order: bool = False) -> tuple[PlayerId, PlayerId, PlayerId, PlayerId]:
    """The table's players in seat order E, S, W, N.

    Of the 24 orders, the one whose worst player ends with the smallest gap between their most and
    least held wind, then the smallest sum of those gaps; ties go to the order given if
    ``keep_order`` (a constructed schedule's, which turns the seats), else to the seed.
    """
    others = list(_ORDERS[1:] if keep_order else _ORDERS)
    rng.shuffle(others)
    candidates = [_ORDERS[0], *others] if keep_order else others

    def gaps(order: tuple[int, ...]) -> tuple[int, int]:
        worst = total = 0
        for seat, index in zip(SEATS, order, strict=True):
            counts = held.get(players[index], Counter())
            after = [counts[s] + (s == seat) for s in SEATS]
            gap = max(after) - min(after)
            worst, total = max(worst, gap), total + gap
        return worst, total

    best = min(candidates, key=gaps)
    a, b, c, d = (players[i] for i in best)
    return a, b, c, d
