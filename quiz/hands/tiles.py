"""Tile helpers of the recipes: a tile by suit and rank, suited tile sets, random suits, the meld kinds."""

from __future__ import annotations

import random

from scoring.hand import MeldKind
from scoring.tiles import DRAGONS, WINDS, Tile

CHOW, PUNG, KONG = MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG
HONORS = tuple(WINDS + DRAGONS)
ALL_TILES = frozenset(Tile)
#: ``TILE_BY_INDEX[i]`` is ``Tile(i)`` without the enum lookup (hot paths)
TILE_BY_INDEX = tuple(Tile)


def T(suit: int, rank: int) -> Tile:
    """The tile of ``rank`` (1-9) in ``suit`` (0 characters, 1 dots, 2 bamboo)."""
    return Tile(suit * 9 + rank - 1)


def suited(ranks, suits=(0, 1, 2)) -> frozenset[Tile]:
    return frozenset(T(s, r) for s in suits for r in ranks)


def some_suits(rng: random.Random, n: int = 3) -> list[int]:
    return rng.sample((0, 1, 2), n)
