"""The calls a seat could have made on a discard, and what each would have done to its hand.

A discard of another seat may be called by a seat not in riichi: a pon (or an open kan, weighed as
the pon it starts with) holding two copies; a chi holding the two tiles of a run around it, only on
the discard of the seat before (its left) and never in a three-player game, which plays without chi
(the common rules: Tenhou's, the EMA's). After a call the seat discards, so a call is
weighed by the best discard after it: the fewest shanten, then the most useful copies left
(``scoring.review.decisions``' own ranking).
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.review.record import CallKind
from scoring.tiles import Tile


def call_shapes(counts: Sequence[int], tile: Tile, may_chi: bool) -> list[tuple[CallKind, tuple[Tile, ...]]]:
    """The calls the standing tiles allow on ``tile``, each with the tiles it takes from the hand."""
    shapes: list[tuple[CallKind, tuple[Tile, ...]]] = []
    if counts[tile] >= 2:
        shapes.append((CallKind.PON, (tile, tile)))
    if may_chi and not tile.is_honor:
        rank, base = tile.rank, int(tile) - tile.rank  # base: the index of the suit's tile before its 1
        for low in (rank - 2, rank - 1, rank):
            others = [r for r in (low, low + 1, low + 2) if r != rank]
            if low >= 1 and low + 2 <= 9 and all(counts[base + r] for r in others):
                shapes.append((CallKind.CHI, tuple(Tile(base + r) for r in others)))
    return shapes


def may_chi_from(seat: int, discarder: int, seats: int) -> bool:
    """Whether ``seat`` may chi what ``discarder`` played: only from the seat before it, never three-handed."""
    return seats == 4 and discarder == (seat - 1) % seats


__all__ = ["call_shapes", "may_chi_from"]
