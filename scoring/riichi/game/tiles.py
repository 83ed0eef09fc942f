"""The table's tiles as Tenhou's 136 ids: four copies of each of the 34 kinds, the first copy of each five red.

An id ``t`` is of kind ``t // 4`` (``scoring.tiles.Tile``); with red fives on, ids 16, 52 and 88 are the red
5m, 5p and 5s (Tenhou's and mjai's convention). Three players play without 2m-8m.
"""

from __future__ import annotations

from scoring.tiles import Tile

KINDS = 34
RED_IDS = frozenset((16, 52, 88))
NORTH = int(Tile.NORTH)
#: the kinds three players leave out: 2m-8m
SANMA_GONE = frozenset(range(1, 8))
TERMINALS_AND_HONOURS = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))
_MJAI_HONOURS = ("E", "S", "W", "N", "P", "F", "C")


def kind(tile: int) -> int:
    return tile >> 2


def wall_ids(players: int) -> tuple[int, ...]:
    """Every tile id of the set, in order."""
    return tuple(t for t in range(4 * KINDS) if not (players == 3 and kind(t) in SANMA_GONE))


def is_red(tile: int, reds: bool) -> bool:
    return reds and tile in RED_IDS


def tenhou_code(tile: int, reds: bool) -> int:
    """Tenhou's two digits: tens the suit (1-4), units the rank; 51-53 the red fives."""
    if is_red(tile, reds):
        return 51 + kind(tile) // 9
    suit, rank = divmod(kind(tile), 9)
    return (suit + 1) * 10 + rank + 1


def mjai_word(tile: int, reds: bool) -> str:
    """mjai's word: ``5m``, ``5mr`` for a red five, ``E S W N P F C`` for the honours."""
    k = kind(tile)
    if k >= 27:
        return _MJAI_HONOURS[k - 27]
    word = Tile(k).code
    return word + "r" if is_red(tile, reds) else word

