"""What was played: each table's final scores by seat, substitutes, and penalties."""

from __future__ import annotations

from dataclasses import dataclass

from quiz.tournament.model import PlayerId


@dataclass(frozen=True, slots=True)
class SeatResult:
    """A seat's final score at a table; ``substitute``: someone played it for the absent ``player``."""

    player: PlayerId
    score: int
    substitute: bool = False


@dataclass(frozen=True, slots=True)
class TableResult:
    round_number: int
    table: int
    seats: tuple[SeatResult, SeatResult, SeatResult, SeatResult]


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points taken from the offender's tournament score (a positive number), at a round."""

    player: PlayerId
    round_number: int
    points: int
