"""Riichi standings: uma and oka totals, substitutes as the EMA rules count them (docs/tournament.md)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from quiz.tournament.model import PlayerId
from quiz.tournament.results import Penalty, TableResult
from quiz.tournament.standings import shared_places, shared_points


@dataclass(frozen=True, slots=True)
class RiichiStandingRules:
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
EMA_RIICHI = RiichiStandingRules(start_points=30_000, return_points=30_000, uma=(15_000, 5_000, -5_000, -15_000))


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

    @property
    def points(self) -> Fraction:
        """What ranks the player: the total."""
        return self.total


def riichi_standings(players: Iterable[PlayerId], results: Iterable[TableResult],
                     rules: RiichiStandingRules = EMA_RIICHI,
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
    places = shared_places([(totals[p],) for p in order])
    return tuple(
        RiichiStanding(place=place, player=p, total=totals[p], score=scores[p], uma=umas[p], penalties=fines[p],
                       rounds=tuple(per_round[p].get(r) for r in range(1, rounds + 1)))
        for place, p in zip(places, order, strict=True))


__all__ = ["RiichiStandingRules", "EMA_RIICHI", "RiichiStanding", "riichi_standings"]
