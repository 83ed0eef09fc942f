"""The coach at a Riichi table (``scoring.riichi.ai.hint``): for each discard of the seat's hand, the shanten
after it, the live tiles that bring it closer, and its danger when someone threatens (genbutsu, suji, kabe,
honours seen); the strong AI's choice marked. Tiles are the engine's ids (the first copy of each kind)."""

from __future__ import annotations

from dataclasses import dataclass

from quiz.play.riichi_ai import ai_view, index
from scoring.review.danger import DangerReason
from scoring.riichi.ai.hint import hint
from scoring.riichi.game import Act, RiichiHand


@dataclass(frozen=True)
class DiscardAdvice:
    tile: int
    shanten: int
    #: copies the seat has not seen of the kinds that bring the hand a step closer
    live: int
    #: the danger's reason and level (0 safe to 6) when someone threatens; None otherwise
    danger: DangerReason | None
    level: int | None
    chosen: bool


@dataclass(frozen=True)
class RiichiHint:
    """Every discard, fewest shanten and most live tiles first."""

    rows: tuple[DiscardAdvice, ...]


def riichi_hint(hand: RiichiHand, seat: int) -> RiichiHint:
    """The coach's hint for ``seat`` about to discard (no rows when it is not the seat's discard)."""
    reds = hand.preset.red_fives
    discards = [a.tile for a in hand.legal(seat) if a.kind is Act.DISCARD]
    if not discards:
        return RiichiHint(())
    by_index = {}
    for tile in discards:
        by_index.setdefault(index(tile, reds), tile)
    rows = tuple(DiscardAdvice(by_index[row.tile], row.shanten, row.live, row.danger.reason if row.danger else None,
                               row.danger.level if row.danger else None, row.chosen)
                 for row in hint(ai_view(hand, seat)) if row.tile in by_index)
    return RiichiHint(rows)


__all__ = ["DiscardAdvice", "RiichiHint", "riichi_hint"]
