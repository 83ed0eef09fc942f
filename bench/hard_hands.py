"""Winning hands with many readings, for the "hard mix" of bench/mcr.py and bench/batch.py.

Three kinds, in equal parts, all standing (no melds) so every split is tried:

* one-suit hands: four random chows or pungs and a pair, all of one suit (full flush shapes such as
  1112223334445m read many ways);
* pure shifted chows: three chows of one suit stepping by one or two, a fourth set and a pair;
* seven pairs that also split: two blocks of doubled chows (112233 445566) and a pair, which the
  scorer reads both as seven pairs and as four chows and a pair.

The win flags, seat and round are random; every hand holds at most four copies of a tile.
"""

from __future__ import annotations

import random

from scoring.hand import Hand, WinContext
from scoring.tiles import WINDS, Tile


def _fits(tiles: list[int]) -> bool:
    return all(tiles.count(t) <= 4 for t in set(tiles))


def _set(rng: random.Random, suit: int) -> list[int]:
    if rng.random() < 0.6:
        low = rng.randint(0, 6)
        return [suit * 9 + low, suit * 9 + low + 1, suit * 9 + low + 2]
    return [suit * 9 + rng.randint(0, 8)] * 3


def _one_suit(rng: random.Random) -> list[int]:
    suit = rng.randrange(3)
    return [t for _ in range(4) for t in _set(rng, suit)] + [suit * 9 + rng.randint(0, 8)] * 2


def _shifted_chows(rng: random.Random) -> list[int]:
    suit = rng.randrange(3)
    step = rng.choice((1, 2))
    low = rng.randint(0, 6 - 2 * step)
    tiles = [suit * 9 + low + k * step + j for k in range(3) for j in range(3)]
    other = rng.randrange(3) if rng.random() < 0.5 else suit
    return tiles + _set(rng, other) + [other * 9 + rng.randint(0, 8)] * 2


def _splitting_pairs(rng: random.Random) -> list[int]:
    suit = rng.randrange(3)
    first = rng.randint(0, 3)
    second = rng.randint(first + 3, 6)
    tiles = [suit * 9 + r for start in (first, second) for r in range(start, start + 3) for _ in range(2)]
    pair = rng.choice([t for t in range(34) if t not in tiles])
    return tiles + [pair, pair]


_KINDS = (_one_suit, _shifted_chows, _splitting_pairs)


def hard_winning_hand(rng: random.Random) -> Hand:
    """One hand of the hard mix (see the module docstring)."""
    while True:
        tiles = rng.choice(_KINDS)(rng)
        if _fits(tiles):
            break
    win = rng.choice(tiles)
    tiles.remove(win)
    self_drawn = rng.random() < 0.5
    context = WinContext(self_drawn=self_drawn, seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS),
                         flowers=rng.choice((0, 0, 1, 2)))
    return Hand((), tuple(sorted(Tile(t) for t in tiles)), Tile(win), context)
