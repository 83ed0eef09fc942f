"""Standings of a tournament: MCR table points and the CHM tie-breaks, Riichi uma/oka totals.

Sources (docs/tournament.md): table points 4/2/1/0, tied places sharing the points of the places
they cover (Mahjong Tournament Suite, TableManagerPresenter); MCR ranking by table points, score,
then the number of 1st, 2nd, 3rd, 4th places, then the best single session (CHM,
Classes/CompetitionSystem/Competition.cpp); substitutes as the EMA rules count them. Shared points
are exact (``Fraction``): 7/3 three times is 7.

A penalty is taken from the offender's score after the table is ranked: it does not move the other
players' places at the table.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from quiz.tournament.model import PlayerId
from quiz.tournament.results import Penalty, TableResult

MCR_TABLE_POINTS: tuple[int, int, int, int] = (4, 2, 1, 0)


def shared_points(scores: Sequence[int], points: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's share of ``points`` (given for places 1–4): tied seats share the places they cover."""
    ranked = sorted(scores, reverse=True)
    shares = []
    for score in scores:
        first = ranked.index(score)
        covered = ranked.count(score)
        shares.append(Fraction(sum(points[first:first + covered]), covered))
    return tuple(shares)


def table_places(scores: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place at its table, 1–4; tied seats share the best place they cover."""
    return tuple(1 + sum(other > score for other in scores) for score in scores)


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

    order = sorted(tallies, key=lambda p: (_negated(key(p)), p))
    places = _shared_places([key(p) for p in order])
    standings = []
    for place, player in zip(places, order, strict=True):
        t = tallies[player]
        assert t.places is not None
        standings.append(McrStanding(
            place=place, player=player, table_points=t.table_points, score=t.score,
            places=(t.places[0], t.places[1], t.places[2], t.places[3]), best_session=t.best_session,
            penalties=t.penalties, rounds=tuple(per_round[player].get(r) for r in range(1, rounds + 1))))
    return tuple(standings)


@dataclass(frozen=True, slots=True)
class RiichiRules:
    """Points in the game's units (30000 a player…). ``oka`` goes to the 1st: (return − start)·4.

    ``substitute_score`` and ``substitute_uma`` are what an absent player's round counts when a
    substitute played it (EMA Riichi rules: −15000 and −15000).
    """

    start_points: int
    return_points: int
    uma: tuple[int, int, int, int]
    substitute_score: int = -15_000
    substitute_uma: int = -15_000

    @property
    def oka(self) -> int:
        return (self.return_points - self.start_points) * 4


#: EMA Riichi competition rules: 30000 start and return (no oka), uma +15/+5/−5/−15 thousand
EMA_RIICHI = RiichiRules(start_points=30_000, return_points=30_000, uma=(15_000, 5_000, -5_000, -15_000))


@dataclass(frozen=True, slots=True)
class RiichiStanding:
    """A player's line: ``score`` is the sum of (final score − return points), ``uma`` that of uma and
    oka, ``total`` their sum less penalties; ``rounds[i]`` round i+1's total, None if not played."""

    place: int
    player: PlayerId
    total: Fraction
    score: int
    uma: Fraction
    penalties: int
    rounds: tuple[Fraction | None, ...]


def riichi_standings(players: Iterable[PlayerId], results: Iterable[TableResult], rules: RiichiRules = EMA_RIICHI,
                     penalties: Iterable[Penalty] = ()) -> tuple[RiichiStanding, ...]:
    """The Riichi standings by total, best first; equal totals share a place.

    Tied seats share the uma and oka of the places they cover. A substituted seat counts
    ``rules.substitute_score`` and ``rules.substitute_uma`` for the absent player, whatever the
    substitute scored; the others at the table keep their places against the substitute.
    """
    results = tuple(results)
    rounds = max((r.round_number for r in results), default=0)
    scores = {player: 0 for player in players}
    umas = {player: Fraction(0) for player in scores}
    fines = {player: 0 for player in scores}
    per_round: dict[PlayerId, dict[int, Fraction]] = defaultdict(dict)
    bonus = (rules.uma[0] + rules.oka, *rules.uma[1:])
    for result in results:
        finals = [seat.score for seat in result.seats]
        for seat, uma in zip(result.seats, shared_points(finals, bonus), strict=True):
            if seat.player not in scores:
                continue
            score, uma = ((rules.substitute_score, Fraction(rules.substitute_uma)) if seat.substitute
                          else (seat.score - rules.return_points, uma))
            scores[seat.player] += score
            umas[seat.player] += uma
            per_round[seat.player][result.round_number] = score + uma
    for penalty in penalties:
        if penalty.player in fines:
            fines[penalty.player] += penalty.points
            per_round_fine = per_round[penalty.player]
            if penalty.round_number in per_round_fine:
                per_round_fine[penalty.round_number] -= penalty.points
    totals = {p: scores[p] + umas[p] - fines[p] for p in scores}
    order = sorted(totals, key=lambda p: (-totals[p], p))
    places = _shared_places([(totals[p],) for p in order])
    return tuple(
        RiichiStanding(place=place, player=p, total=totals[p], score=scores[p], uma=umas[p], penalties=fines[p],
                       rounds=tuple(per_round[p].get(r) for r in range(1, rounds + 1)))
        for place, p in zip(places, order, strict=True))


def _negated(key: tuple) -> tuple:
    return tuple(-k for k in key)


def _shared_places(keys: Sequence[tuple]) -> list[int]:
    """Competition places for keys sorted best first: equal keys share the best place (1, 1, 3)."""
    places = []
    for i, key in enumerate(keys):
        places.append(places[-1] if i and keys[i - 1] == key else i + 1)
    return places
