"""What the AI seats and the coach give back, whatever the ruleset: levels, hints and reviews."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class AILevel(enum.StrEnum):
    BEGINNER = "beginner"
    PLAYER = "player"


class HintReason(enum.StrEnum):
    WINS = "wins"                    # the hand wins now with the fan it needs
    FALSE_WIN = "false_win"          # the tiles complete a hand, but under the minimum: declaring it is a false win
    READY = "ready"                  # the discard leaves a ready hand with winning copies that score enough
    ROUTE = "route"                  # the discard keeps the best route to the minimum
    USEFUL = "useful"                # the discard keeps the most useful tiles (no route to the minimum yet)
    NOT_YOUR_TURN = "not_your_turn"  # nothing to discard now: the hand as it stands


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
    number: int               # the seat's n-th discard of the hand, from 1
    tile: str
    best: str                 # the analysis's discard
    useful_lost: int          # useful copies the player's discard keeps fewer than the best
    route_lost: bool          # the best kept a route to the minimum (or more steps closer) the player's discard lost
    hand: tuple[str, ...] = ()  # the seat's standing tiles before that discard (codes, sorted)


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    discards: tuple[ReviewedDiscard, ...]

    @property
    def agreed(self) -> int:
        return sum(d.tile == d.best for d in self.discards)
