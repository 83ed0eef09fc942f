"""The tournament's seating data: seats, tables, rounds, and what a seating reports about itself."""

from __future__ import annotations

import enum
from dataclasses import dataclass

PlayerId = str


class Seat(enum.StrEnum):
    """A seat wind, in turn order: a table lists its players in this order."""

    EAST = "E"
    SOUTH = "S"
    WEST = "W"
    NORTH = "N"


SEATS: tuple[Seat, ...] = tuple(Seat)


class SeatingMethod(enum.StrEnum):
    NO_REPEAT = "no-repeat"
    SWISS = "swiss"
    RANDOM = "random"


@dataclass(frozen=True, slots=True)
class Table:
    """One table of a round; ``players[i]`` sits at ``SEATS[i]``."""

    number: int
    players: tuple[PlayerId, PlayerId, PlayerId, PlayerId]

    def seat_of(self, player: PlayerId) -> Seat:
        return SEATS[self.players.index(player)]


Round = tuple[Table, ...]


@dataclass(frozen=True, slots=True)
class SeatingQuality:
    """How good the schedule is so far (the new round included), beside what is possible.

    ``repeat_pairs``: pairs that met twice or more; ``extra_meetings``: meetings beyond each pair's
    first; ``repeat_lower_bound``: no schedule of these rounds has fewer extra meetings (see
    ``meetings.extra_meetings_lower_bound``); ``wind_spread``: the largest gap, over players, between
    their most and least often held seat wind; ``wind_spread_bound``: the smallest possible gap.
    """

    rounds: int
    repeat_pairs: int
    extra_meetings: int
    repeat_lower_bound: int
    wind_spread: int
    wind_spread_bound: int


@dataclass(frozen=True, slots=True)
class Seating:
    """The next round's tables, with the seed and method that reproduce them."""

    round_number: int
    method: SeatingMethod
    seed: int
    tables: Round
    quality: SeatingQuality


@dataclass(frozen=True, slots=True)
class NeedsSubstitutes:
    """The player count is no multiple of four: ``substitutes`` more fill the last table."""

    players: int
    substitutes: int


@dataclass(frozen=True, slots=True)
class MissingStandings:
    """A Swiss round needs the standings of every player to be seated."""

    players: tuple[PlayerId, ...]


@dataclass(frozen=True, slots=True)
class DuplicatePlayers:
    """These players are listed more than once."""

    players: tuple[PlayerId, ...]


SeatingError = NeedsSubstitutes | MissingStandings | DuplicatePlayers
