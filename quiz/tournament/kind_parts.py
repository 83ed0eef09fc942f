"""A ruleset's part of a tournament: how a table's scores are checked and how the standings are
counted. One ``TournamentKind`` per ruleset (``quiz/tournament/kinds_mcr.py``,
``quiz/tournament/kinds_riichi.py``), registered in ``quiz.tournament.kinds`` under its id."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from quiz.tournament.model import PlayerId
from quiz.tournament.state import Tournament


class Standing(Protocol):
    """A player's line in any ruleset's standings: ``rounds[i]`` is round i+1's figure (None if it does
    not count); ``points`` is what ranks the player first (table points, or the total)."""

    @property
    def place(self) -> int: ...

    @property
    def player(self) -> PlayerId: ...

    @property
    def score(self) -> int: ...

    @property
    def penalties(self) -> int: ...

    @property
    def rounds(self) -> tuple[Fraction | None, ...]: ...

    @property
    def points(self) -> Fraction: ...


@dataclass(frozen=True)
class TournamentKind:
    #: the ruleset's id (``scoring.rulesets``)
    ruleset: str
    #: (a table's final scores, the tournament's preset) -> None, or ``TournamentError("scores_sum")``
    check_scores: Callable[[Sequence[int], str], None]
    standings: Callable[[Tournament], tuple[Standing, ...]]
    #: the preset a new tournament takes ("" where the ruleset has none)
    default_preset: str = ""


__all__ = ["Standing", "TournamentKind"]
