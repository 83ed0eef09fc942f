"""The tiles of the special shapes: knitted straight, seven pairs, thirteen orphans, nine gates, honors and knitted."""

from __future__ import annotations

import random
from collections.abc import Sequence

from quiz.hands.tiles import HONORS, T, some_suits
from scoring.tiles import TERMINALS_AND_HONORS, Tile


def knitted_tiles(rng: random.Random) -> list[Tile]:
    """The nine tiles of a knitted straight: 147, 258 and 369 in three different suits."""
    suits = some_suits(rng)
    return [T(suits[k], r) for k, ranks in enumerate(((1, 4, 7), (2, 5, 8), (3, 6, 9))) for r in ranks]


def pairs_of(tiles: Sequence[Tile]) -> list[Tile]:
    """Seven pairs from seven tile kinds (a kind named twice gives four identical tiles)."""
    return [t for t in tiles for _ in range(2)]


def thirteen_orphans_tiles(rng: random.Random) -> list[Tile]:
    orphans = list(TERMINALS_AND_HONORS)
    return orphans + [rng.choice(orphans)]


def shifted_pairs_tiles(suit: int, start: int) -> list[Tile]:
    return pairs_of([T(suit, r) for r in range(start, start + 7)])


def nine_gates_tiles(suit: int) -> list[Tile]:
    """The thirteen standing tiles 1112345678999 of one suit."""
    return [T(suit, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]


def honors_and_knitted_tiles(rng: random.Random, honors: int) -> list[Tile]:
    """Fourteen tiles: ``honors`` different honors and knitted tiles of three suits for the rest."""
    chosen = list(HONORS) if honors == len(HONORS) else rng.sample(HONORS, honors)
    return chosen + rng.sample(knitted_tiles(rng), 14 - honors)
