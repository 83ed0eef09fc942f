"""Tiles as the game's tokens: the notation's codes (``5m``, ``7z``) and the flowers ``f1``-``f8``.

Inside the engine a tile is an index: 0-33 the ``scoring.tiles.Tile`` values, 34-41 the flowers.
"""

from __future__ import annotations

from scoring.game.model import FLOWERS
from scoring.tiles import Tile

TOKENS: tuple[str, ...] = tuple(t.code for t in Tile) + FLOWERS
INDEX: dict[str, int] = {token: i for i, token in enumerate(TOKENS)}
FIRST_FLOWER = 34


def tile_of(token: str) -> Tile:
    """The ``Tile`` of a (non-flower) token."""
    return Tile(INDEX[token])
