"""The next round's tables of four with seat winds: no-repeat, Swiss or random (docs/tournament.md).

``next_round`` is deterministic for its arguments: the seed is kept in the result, so anyone can
seat the round again and check it. It never hangs: constructions first (``schedules``), then a
search bounded by a step budget (``search``), returning its best round when the budget ends.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from quiz.tournament import schedules, search
from quiz.tournament.meetings import meeting_counts, quality, seat_counts
from quiz.tournament.model import (
    SEATS,
    DuplicatePlayers,
    MissingStandings,
    NeedsSubstitutes,
    PlayerId,
    Round,
    Seating,
    SeatingError,
    SeatingMethod,
    Table,
)
from quiz.tournament.winds import seat_table

#: Swiss swaps stay between tables at most this far apart
_SWISS_SPAN = 2
#: a repeat (or a place of gap in the Swiss standings) outweighs a table's wind penalties: each
#: player's is how far their wind gap goes past the smallest possible, rarely more than 2
_WIND_WEIGHT = 100


def next_round(players: Sequence[PlayerId], rounds: Sequence[Round], seed: int,
               method: SeatingMethod = SeatingMethod.NO_REPEAT, standings: Sequence[PlayerId] = (),
               budget: int = search.DEFAULT_BUDGET) -> Seating | SeatingError:
    """Seat ``players`` for the round after ``rounds``.

    ``standings`` (best first) is needed for Swiss only; ``budget`` bounds the search in swaps.
    """
    method = SeatingMethod(method)
    if len(set(players)) != len(players):
        return DuplicatePlayers(players=tuple(sorted({p for p in players if players.count(p) > 1})))
    if len(players) % 4:
        return NeedsSubstitutes(players=len(players), substitutes=4 - len(players) % 4)
    ids = sorted(players)
    index = {player: i for i, player in enumerate(ids)}
    round_number = len(rounds) + 1
    rng = random.Random(f"{seed}:{method}:{round_number}")
    weights = _weights(ids, index, rounds)
    held = seat_counts(rounds)
    constructed = False
    winds = search.wind_cost(search.wind_penalties([[held.get(p, {}).get(s, 0) for s in SEATS] for p in ids]))
    if method is SeatingMethod.SWISS:
        missing = tuple(sorted(set(ids) - set(standings)))
        if missing:
            return MissingStandings(players=missing)
        tables = _swiss(ids, index, standings, weights, winds, rng, _scaled(budget, len(ids)))
    elif method is SeatingMethod.NO_REPEAT:
        planned = _planned_round(ids, search.pair_cost(weights), seed)
        constructed = planned is not None
        # a constructed round is kept as it is, seats included: changed, it would clash with the
        # construction's later rounds
        tables = planned or _searched(ids, weights, winds, rng, _scaled(budget, len(ids)))
    else:
        order = list(range(len(ids)))
        rng.shuffle(order)
        tables = [order[i:i + 4] for i in range(0, len(order), 4)]
    seated = tuple(Table(number=n, players=seat_table([ids[p] for p in table], held, rng, constructed))
                   for n, table in enumerate(tables, start=1))
    return Seating(round_number=round_number, method=method, seed=seed, tables=seated,
                   quality=quality([*rounds, seated]))


def _scaled(budget: int, players: int) -> int:
    # few tables have few swaps to try: a small field needs no more steps than this to settle
    return min(budget, 250 * (players // 4) ** 2)


def _weights(ids: Sequence[PlayerId], index: dict[PlayerId, int], rounds: Sequence[Round]) -> list[list[int]]:
    weights = [[0] * len(ids) for _ in ids]
    for (a, b), times in meeting_counts(rounds).items():
        if a in index and b in index:
            weights[index[a]][index[b]] = weights[index[b]][index[a]] = times
    return weights


def _searched(ids: Sequence[PlayerId], weights: list[list[int]], winds: search.TableCost, rng: random.Random,
              budget: int) -> list[list[int]]:
    # repeats first, alone, then the winds without giving a repeat back
    repeats = search.pair_cost(weights)
    tables = search.improve(search.greedy_tables(range(len(ids)), weights, rng), repeats, rng, budget // 2)
    return search.improve(tables, search.combined(repeats, _WIND_WEIGHT, winds), rng, budget // 2)


def _planned_round(ids: Sequence[PlayerId], repeats: search.TableCost, seed: int) -> list[list[int]] | None:
    """The constructed schedule's first round that repeats no one so far, in its seat order."""
    # the construction's numbers go to players in an order fixed by the seed alone, so that each
    # round continues the same schedule
    order = list(range(len(ids)))
    random.Random(f"{seed}:construction").shuffle(order)
    for r in range(schedules.planned_rounds(len(ids))):
        planned = schedules.planned_round(len(ids), r)
        assert planned is not None
        tables = [[order[p] for p in table] for table in planned]
        if not any(repeats(table) for table in tables):
            return tables
    return None


def _swiss(ids: Sequence[PlayerId], index: dict[PlayerId, int], standings: Sequence[PlayerId],
           weights: list[list[int]], winds: search.TableCost, rng: random.Random, budget: int) -> list[list[int]]:
    ranked = [index[p] for p in standings if p in index]
    place = {p: i for i, p in enumerate(ranked)}
    repeats = search.pair_cost(weights)
    # a repeat costs more than any table's gap in the standings can
    repeat_weight = _WIND_WEIGHT * len(ids) ** 2

    def cost(table: Sequence[int]) -> int:
        # the gap is squared so that a swap cannot trade a small gap for a large one at no cost
        places = [place[p] for p in table]
        return repeat_weight * repeats(table) + _WIND_WEIGHT * (max(places) - min(places) - 3) ** 2 + winds(table)

    tables = search.improve(search.ranked_tables(ranked, weights), cost, rng, budget, span=_SWISS_SPAN)
    # table 1 holds the top of the standings
    return sorted(tables, key=lambda table: min(place[p] for p in table))


def seat_rounds(players: Sequence[PlayerId], count: int, seed: int,
                method: SeatingMethod = SeatingMethod.NO_REPEAT,
                budget: int = search.DEFAULT_BUDGET) -> tuple[Seating, ...] | SeatingError:
    """``count`` rounds seated one after the other (Swiss by the players' order, for a plan)."""
    seatings: list[Seating] = []
    for _ in range(count):
        seating = next_round(players, [s.tables for s in seatings], seed, method, standings=players, budget=budget)
        if not isinstance(seating, Seating):
            return seating
        seatings.append(seating)
    return tuple(seatings)
