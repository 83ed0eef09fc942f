"""MCR standings: table points and the CHM tie-breaks.

Sources (docs/tournament.md): table points 4/2/1/0, tied places sharing the points of the places
they cover (Mahjong Tournament Suite, TableManagerPresenter); MCR ranking by table points, score,
then the number of 1st, 2nd, 3rd, 4th places, then the best single session (CHM,
Classes/CompetitionSystem/Competition.cpp); substitutes as the EMA rules count them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from quiz.tournament.model import PlayerId
from quiz.tournament.results import Penalty, TableResult
from quiz.tournament.standings import negated, shared_places, shared_points, table_places

MCR_TABLE_POINTS: tuple[int, int, int, int] = (4, 2, 1, 0)


@dataclass(frozen=True, slots=True)
class McrStanding:
    """A player's line: ``rounds[i]`` is round i+1's table points, None if it does not count."""

    place: int
    player: PlayerId
    table_points: Fraction
    score: int
    places: tuple[int, int, int, int]
    best_session: int | None
    penalties: int
    rounds: tuple[Fraction | None, ...]

    @property
    def points(self) -> Fraction:
        """What ranks the player first: the table points."""
        return self.table_points


@dataclass(slots=True)
class _Tally:
    table_points: Fraction = Fraction(0)
    score: int = 0
    places: list[int] | None = None
    best_session: int | None = None
    penalties: int = 0


def mcr_standings(players: Iterable[PlayerId], results: Iterable[TableResult],
                  penalties: Iterable[Penalty] = ()) -> tuple[McrStanding, ...]:
    """The MCR standings, best first; players equal on every tie-break share a place.

    A seat played by a substitute counts nothing for the absent player (EMA rules): no table
    points, no score, no place.
    """
    results = tuple(results)
    rounds = max((r.round_number for r in results), default=0)
    tallies = {player: _Tally(places=[0, 0, 0, 0]) for player in players}
    per_round: dict[PlayerId, dict[int, Fraction]] = defaultdict(dict)
    for result in results:
        scores = [seat.score for seat in result.seats]
        for seat, points, place in zip(result.seats, shared_points(scores, MCR_TABLE_POINTS),
                                       table_places(scores), strict=True):
            if seat.substitute or seat.player not in tallies:
                continue
            tally = tallies[seat.player]
            tally.table_points += points
            tally.score += seat.score
            assert tally.places is not None
            tally.places[place - 1] += 1
            tally.best_session = seat.score if tally.best_session is None else max(tally.best_session, seat.score)
            per_round[seat.player][result.round_number] = points
    for penalty in penalties:
        if penalty.player in tallies:
            tallies[penalty.player].score -= penalty.points
            tallies[penalty.player].penalties += penalty.points

    def key(player: PlayerId) -> tuple:
        t = tallies[player]
        assert t.places is not None
        best = t.best_session if t.best_session is not None else float("-inf")
        return (t.table_points, t.score, *t.places, best)

    order = sorted(tallies, key=lambda p: (negated(key(p)), p))
    places = shared_places([key(p) for p in order])
    standings = []
    for place, player in zip(places, order, strict=True):
        t = tallies[player]
        assert t.places is not None
        standings.append(McrStanding(
            place=place, player=player, table_points=t.table_points, score=t.score,
            places=(t.places[0], t.places[1], t.places[2], t.places[3]), best_session=t.best_session,
            penalties=t.penalties, rounds=tuple(per_round[player].get(r) for r in range(1, rounds + 1))))
    return tuple(standings)


__all__ = ["MCR_TABLE_POINTS", "McrStanding", "mcr_standings"]
