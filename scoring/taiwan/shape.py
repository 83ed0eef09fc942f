"""The winning shape of the 16-tile game: the standing tiles as sets and a pair (no seven pairs, no orphans).

Seven pairs and thirteen orphans are not winning shapes here (SkyEye-FAST/taiwan-mahjong RULES.md: the
Pocket table lists neither; its optional 八對半 is in neither preset).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from scoring.hand import Meld, MeldKind
from scoring.tiles import Tile, counts_of


@dataclass(frozen=True)
class Decomposition:
    """The standing tiles (with the winning one) as concealed sets and a pair."""

    pair: Tile
    sets: tuple[Meld, ...]


def _sets(counts: list[int], start: int) -> Iterator[list[Meld]]:
    first = next((i for i in range(start, 34) if counts[i]), None)
    if first is None:
        yield []
        return
    if counts[first] >= 3:
        counts[first] -= 3
        for rest in _sets(counts, first):
            yield [Meld(MeldKind.PUNG, Tile(first), concealed=True), *rest]
        counts[first] += 3
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        for i in (first, first + 1, first + 2):
            counts[i] -= 1
        for rest in _sets(counts, first):
            yield [Meld(MeldKind.CHOW, Tile(first), concealed=True), *rest]
        for i in (first, first + 1, first + 2):
            counts[i] += 1


def decompositions(standing: Sequence[Tile]) -> list[Decomposition]:
    """Every way the standing tiles (3n + 2 of them) make n sets and a pair, each once."""
    counts = counts_of(standing)
    found = []
    for pair in range(34):
        if counts[pair] >= 2:
            counts[pair] -= 2
            found.extend(Decomposition(Tile(pair), tuple(sets)) for sets in _sets(counts, 0))
            counts[pair] += 2
    return found


def waiting_tiles(standing: Sequence[Tile], held: Sequence[int]) -> tuple[Tile, ...]:
    """The tiles that complete ``standing`` (3n + 1 tiles), leaving out a tile whose four copies are all
    ``held`` (the counts of the whole hand, melds included): a fifth copy cannot be drawn."""
    return tuple(Tile(t) for t in range(34)
                 if held[t] < 4 and decompositions([*standing, Tile(t)]))
