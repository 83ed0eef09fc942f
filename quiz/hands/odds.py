"""The odds of the choices a recipe leaves open: claimed sets, win flags and flowers (declarations
and dora are ``quiz/hands/riichi_odds.py``'s).

The quiz and the test samplers are different odds over the same construction.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ExposureOdds:
    """How many of the sets whose exposure is still open are claimed."""

    #: chance that a hand without a forced claim stays closed
    closed: float = 0.28
    #: weights of 1, 2, 3 or 4 claimed sets in an open hand
    claimed: tuple[float, float, float, float] = (30, 35, 25, 10)


#: the quiz's share of closed hands by difficulty (hard hands are closed more often)
QUIZ_EXPOSURE = {"easy": ExposureOdds(0.25), "normal": ExposureOdds(0.28), "hard": ExposureOdds(0.35)}


@dataclass(frozen=True)
class ContextOdds:
    """The win flags, winds and flowers the recipe left open."""

    self_drawn: float = 0.33
    #: a self-drawn win on a kong's replacement tile (when the hand has a kong)
    replacement: float = 0.03
    #: a discard win robbing a kong (when no copy of the winning tile is in the hand)
    robbing: float = 0.03
    wall_last: float = 0.02
    last_copy: float = 0.05
    #: flower counts and their weights
    flowers: tuple[tuple[int, ...], tuple[float, ...]] = ((0, 1, 2, 3, 4), (45, 25, 17, 9, 4))


QUIZ_CONTEXT = ContextOdds()
