"""The odds of the Riichi flags, dora indicators and honba a recipe leaves open."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RiichiOdds:
    """The Riichi flags, dora indicators and honba the recipe left open."""

    riichi: float = 0.6
    #: share of the riichi declarations that are double riichi
    double_riichi: float = 0.0
    ippatsu: float = 0.1
    #: tenhou (East) or chiihou (other seats) on a self-drawn hand without melds
    blessing: float = 0.0
    ura: float = 0.5
    #: chance of no dora indicator at all (the table plays without dora)
    no_dora: float = 0.0
    #: extra indicators beyond one plus one per kan (choices, drawn once)
    extra_indicators: tuple[int, ...] = (0,)
    honba: tuple[int, ...] = (0, 0, 0, 1, 2)


QUIZ_RIICHI = {"easy": RiichiOdds(), "normal": RiichiOdds(), "hard": RiichiOdds(extra_indicators=(0, 1, 1, 2))}
