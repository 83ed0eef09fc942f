"""The coach's hint for a Riichi seat about to discard: each discard's shanten after it, its useful tiles,
and its danger when someone threatens (``scoring.riichi.ai.threats``); the strong AI's choice marked."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.review.danger import Danger
from scoring.riichi.ai.decide import Level, choose
from scoring.riichi.ai.efficiency import DiscardRead, read_discards
from scoring.riichi.ai.threats import threats, tile_danger
from scoring.riichi.ai.view import Action, ActionKind, SeatView


@dataclass(frozen=True)
class DiscardHint(DiscardRead):
    """A discard as the efficiency read sees it (shanten after it, useful kinds, live copies), with its danger."""

    #: None when no one threatens
    danger: Danger | None
    #: the strong AI would throw this tile
    chosen: bool


def hint(view: SeatView) -> tuple[DiscardHint, ...]:
    """Every discard of the seat's hand, fewest shanten and most live useful tiles first."""
    found = threats(view)
    seen = view.seen()
    reads = read_discards(view)
    choice = choose(view, [Action(ActionKind.DISCARD, read.tile) for read in reads], Level.STRONG)
    rows = []
    for read in sorted(reads, key=lambda r: (r.shanten, -r.live, r.tile)):
        danger = tile_danger(view, read.tile, found, seen)
        rows.append(DiscardHint(read.tile, read.shanten, read.useful, read.live, danger.danger if danger else None,
                                read.tile == choice.tile))
    return tuple(rows)


__all__ = ["DiscardHint", "hint"]
