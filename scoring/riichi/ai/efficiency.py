"""Each discard of a Riichi hand, read for efficiency: shanten after it and the useful tiles still live.

Shanten and useful tiles are ``scoring.riichi.shanten.riichi_useful``'s (regular, seven pairs, thirteen
orphans); copies count as live when this seat has not seen all four.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.riichi.ai.view import RED_FIVES, SeatView, kind_of
from scoring.riichi.shanten import riichi_useful


@dataclass(frozen=True)
class DiscardRead:
    """A discard (a tile index, a red five as itself), the hand's shanten after it, its useful kinds and live copies."""

    tile: int
    shanten: int
    useful: tuple[int, ...]
    live: int


def discard_tiles(view: SeatView, allowed: Sequence[int] | None = None) -> list[int]:
    """One tile per kind the hand may throw, a plain five before a red one (the red is worth a han)."""
    kinds: dict[int, int] = {}
    for tile in sorted(view.hand, key=lambda t: (kind_of(t), t in RED_FIVES)):
        if allowed is None or tile in allowed:
            kinds.setdefault(kind_of(tile), tile)
    return list(kinds.values())


def read_discard(counts: list[int], melds: int, tile: int, seen: Sequence[int]) -> DiscardRead:
    kind = kind_of(tile)
    counts[kind] -= 1
    shanten, useful = riichi_useful(counts, melds)
    counts[kind] += 1
    live = sum(max(0, 4 - seen[t]) for t in useful)
    return DiscardRead(tile, shanten, useful, live)


def read_discards(view: SeatView, allowed: Sequence[int] | None = None) -> list[DiscardRead]:
    """Every discard the seat may make, read."""
    counts, seen = view.counts(), view.seen()
    melds = len(view.my_melds)
    return [read_discard(counts, melds, tile, seen) for tile in discard_tiles(view, allowed)]


def remaining_reds(view: SeatView, tile: int) -> tuple[int, ...]:
    """The fives of the red fives the hand keeps after throwing ``tile``."""
    reds = [RED_FIVES[t] for t in view.hand if t in RED_FIVES]
    if tile in RED_FIVES:
        reds.remove(RED_FIVES[tile])
    return tuple(reds)


__all__ = ["DiscardRead", "discard_tiles", "read_discard", "read_discards", "remaining_reds"]
