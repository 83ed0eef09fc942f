"""The coach: ``hint(view) -> Hint`` at any turn, ``review(log, seat) -> Review`` after a hand."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scoring.game.model import SeatView


class HintReason(enum.StrEnum):
    WINS = "wins"                    # the hand wins now (8 fan or more)
    READY = "ready"                  # the discard leaves a ready hand with 8-fan waits
    ROUTE = "route"                  # the discard keeps the best route to 8 fan
    USEFUL = "useful"                # the discard keeps the most useful tiles
    NOT_YOUR_TURN = "not_your_turn"  # nothing to discard now (the hint reads the hand as it stands)


@dataclass(frozen=True, slots=True)
class Hint:
    """What the analysis would do: ``discard`` (None when not discarding), why, and the fans in reach."""

    discard: str | None
    reasons: tuple[HintReason, ...]
    shanten: int
    useful: tuple[str, ...]
    useful_count: int
    fans: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ReviewedDiscard:
    turn: int                 # the seat's n-th discard of the hand, from 1
    tile: str
    best: str                 # the analysis's discard
    useful_lost: int          # useful copies the player's discard gives up against the best
    route_lost: bool          # the best kept a route to 8 fan the player's discard lost


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    discards: tuple[ReviewedDiscard, ...]

    @property
    def agreed(self) -> int:
        return sum(d.tile == d.best for d in self.discards)


def hint(view: SeatView) -> Hint:
    raise NotImplementedError


def review(log: list[dict], seat: int) -> Review:
    raise NotImplementedError
