"""The coach at a Riichi table (``scoring.riichi.ai.hint``): for each discard of the seat's hand, the shanten
after it, the live tiles that bring it closer, and its danger when someone threatens (genbutsu, suji, kabe,
honours seen); the strong AI's choice marked. Tiles are the engine's ids (the first copy of each kind). After
the hand, the review: each of the seat's discards beside the hint's choice from the same view."""

from __future__ import annotations

from dataclasses import dataclass

from quiz.play.riichi_ai import ai_view, index
from scoring.review.danger import DangerReason
from scoring.riichi.ai.hint import hint
from scoring.riichi.game.model import Act, Action
from scoring.riichi.game.table import RiichiHand
from scoring.riichi.game.tiles import RED_IDS


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


@dataclass(frozen=True)
class ReviewedDiscard:
    """The seat's ``number``-th discard: the tile it threw, the strong AI's choice from the same view, the live
    useful copies the hand kept fewer of than that choice would have, and the concealed hand before it."""

    number: int
    tile: int
    best: int
    lost: int
    hand: tuple[int, ...]

    @property
    def agreed(self) -> bool:
        return self.tile >> 2 == self.best >> 2 and (self.tile in RED_IDS) == (self.best in RED_IDS)


@dataclass(frozen=True)
class RiichiReview:
    discards: tuple[ReviewedDiscard, ...]

    @property
    def agreed(self) -> int:
        return sum(1 for discard in self.discards if discard.agreed)


def riichi_review(fresh: RiichiHand, decisions: list[Action], seat: int) -> RiichiReview:
    """``decisions`` replayed on ``fresh`` (the hand as dealt), each discard of ``seat`` beside the hint's choice."""
    reviewed = []
    for action in decisions:
        if action.seat == seat and action.kind in (Act.DISCARD, Act.RIICHI):
            rows = riichi_hint(fresh, seat).rows
            best = next((row for row in rows if row.chosen), None)
            played = next((row for row in rows if row.tile >> 2 == action.tile >> 2), None)
            if best is not None and played is not None:
                reviewed.append(ReviewedDiscard(len(reviewed) + 1, action.tile, best.tile,
                                                max(0, best.live - played.live), tuple(fresh.view(seat).hand)))
        fresh.act(action)
    return RiichiReview(tuple(reviewed))


__all__ = ["DiscardAdvice", "RiichiHint", "riichi_hint", "ReviewedDiscard", "RiichiReview", "riichi_review"]
