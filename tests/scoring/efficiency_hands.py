"""Seeded random hands to discard from, for the efficiency differential tests and ``bench/efficiency.py``.

A mixture: ready hands (``random_ready_hand``: every MCR shape, melds, winds, flowers) with a few
tiles swapped out and one tile drawn, so most hands sit 0 to 3 steps from ready as in play; fully
random draws from the wall; draws from one suit (with or without honors). About a third carry
``seen`` tiles taken from what is left of the wall, so the remaining counts differ from 4 minus the hand.
"""

from __future__ import annotations

import random
from dataclasses import replace

from scoring.hand import Meld, MeldKind, PartialHand
from scoring.tiles import Tile
from tests.scoring.random_hands import random_ready_hand

WALL = [t for t in Tile for _ in range(4)]


def _with_seen(rng: random.Random, partial: PartialHand) -> PartialHand:
    if rng.random() >= 0.35:
        return partial
    pool = list(WALL)
    for t in partial.concealed + tuple(x for m in partial.melds for x in m.tiles):
        pool.remove(t)
    return replace(partial, seen=tuple(sorted(rng.sample(pool, rng.randrange(1, 25)))))


def random_hand(rng: random.Random, size: int = 14) -> PartialHand:
    """A hand of ``size`` tiles (13 or 14, melds counting 3) with seat, round and sometimes seen tiles."""
    kind = rng.random()
    if kind < 0.55:
        ready = random_ready_hand(rng)
        standing = list(ready.concealed)
        pool = list(WALL)
        for t in standing + [x for m in ready.melds for x in m.tiles]:
            pool.remove(t)
        for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
            if standing:
                pool.append(standing.pop(rng.randrange(len(standing))))
                standing.append(pool.pop(rng.randrange(len(pool) - 1)))
        if size == 14:
            standing.append(pool.pop(rng.randrange(len(pool))))
        return _with_seen(rng, replace(ready, concealed=tuple(sorted(standing))))
    melds = 0 if rng.random() < 0.6 else rng.choice((1, 1, 2, 3))
    if kind < 0.75:
        suit = rng.randrange(3)
        pool = [t for t in WALL if t // 9 == suit] + ([t for t in WALL if t.is_honor] if rng.random() < 0.5 else [])
    else:
        pool = list(WALL)
    tiles = rng.sample(pool, size - 3 * melds)
    free = [t for t in Tile if tiles.count(t) <= 1]
    meld_tiles = rng.sample(free, melds)
    seat, round_wind = Tile(27 + rng.randrange(4)), Tile(27 + rng.randrange(4))
    partial = PartialHand(tuple(Meld(MeldKind.PUNG, t) for t in meld_tiles), tuple(sorted(tiles)))
    partial = replace(partial, context=replace(partial.context, seat_wind=seat, round_wind=round_wind))
    return _with_seen(rng, partial)


__all__ = ["random_hand"]
