"""AI seats: ``decide(view, legal, level, rng_seed) -> Action``, from what the seat sees only."""

from __future__ import annotations

import enum

from scoring.game.model import Action, SeatView


class AILevel(enum.StrEnum):
    #: plays for speed: the discard that keeps the most useful tiles; claims whatever brings it closer
    BEGINNER = "beginner"
    #: keeps a route to 8 fan: the analysis's discard; claims only when the claim keeps the route
    PLAYER = "player"


def decide(view: SeatView, legal: tuple[Action, ...], level: AILevel = AILevel.PLAYER, rng_seed: int = 0) -> Action:
    raise NotImplementedError
