"""Bounded local search over a round's tables: greedy placement, then swaps of two players.

The search counts steps, never the clock, so a seed gives the same tables on any machine, and it
ends after ``budget`` steps at the latest: a seating never hangs, it returns its best round.
Players are numbers here; the caller maps them to ids.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

TableCost = Callable[[Sequence[int]], int]

# the seats of three players of four, all different; the fourth takes the seat left (0+1+2+3 = 6)
_THREE_SEATS = tuple((i, j, k) for i in range(4) for j in range(4) for k in range(4) if len({i, j, k}) == 3)

#: swaps tried for one round at most: about 0.2 s for 128 players when all are used (Swiss; bench/seating.py)
DEFAULT_BUDGET = 20_000


def pair_cost(weights: Sequence[Sequence[int]]) -> TableCost:
    """A table's cost: the squared earlier meetings of each pair at it (a third meeting costs more)."""

    def cost(table: Sequence[int]) -> int:
        a, b, c, d = table
        wa, wb, wc = weights[a], weights[b], weights[c]
        return wa[b] ** 2 + wa[c] ** 2 + wa[d] ** 2 + wb[c] ** 2 + wb[d] ** 2 + wc[d] ** 2

    return cost


def wind_penalties(held: Sequence[Sequence[int]]) -> list[tuple[int, int, int, int]]:
    """For each player (their count of each wind held so far), what each wind would cost them next.

    A wind costs how far it takes the player's gap between most and least held wind past the
    smallest gap possible after that round (0 after a multiple of four rounds, else 1).
    """
    penalties = []
    for counts in held:
        allowed = 0 if (sum(counts) + 1) % 4 == 0 else 1
        row = []
        for seat in range(4):
            after = [n + (s == seat) for s, n in enumerate(counts)]
            row.append(max(0, max(after) - min(after) - allowed))
        penalties.append((row[0], row[1], row[2], row[3]))
    return penalties


def wind_cost(penalties: Sequence[Sequence[int]]) -> TableCost:
    """A table's wind cost: the least total penalty of the 24 ways to seat it."""

    def cost(table: Sequence[int]) -> int:
        a, b, c, d = (penalties[p] for p in table)
        if not (a[0] or a[1] or a[2] or a[3] or b[0] or b[1] or b[2] or b[3] or c[0] or c[1] or c[2] or c[3]
                or d[0] or d[1] or d[2] or d[3]):
            return 0
        return min(a[i] + b[j] + c[k] + d[6 - i - j - k] for i, j, k in _THREE_SEATS)

    return cost


def combined(first: TableCost, weight: int, second: TableCost) -> TableCost:
    """``weight·first + second``: the first matters more than any amount of the second."""

    def cost(table: Sequence[int]) -> int:
        return weight * first(table) + second(table)

    return cost


def greedy_tables(players: Sequence[int], weights: Sequence[Sequence[int]], rng: random.Random) -> list[list[int]]:
    """Seat players one by one, in random order, at the table where they add the least pair cost."""
    order = list(players)
    rng.shuffle(order)
    tables: list[list[int]] = [[] for _ in range(len(order) // 4)]
    for player in order:
        best, best_added = None, 0
        for table in tables:
            if len(table) == 4:
                continue
            added = sum(weights[player][other] ** 2 for other in table)
            if best is None or added < best_added:
                best, best_added = table, added
        assert best is not None
        best.append(player)
    return tables


def ranked_tables(ranked: Sequence[int], weights: Sequence[Sequence[int]]) -> list[list[int]]:
    """Swiss tables: the best player not yet seated heads a table, filled by the next best players
    who add the least pair cost to it (the nearest in the standings among equals)."""
    waiting = list(ranked)
    tables = []
    while waiting:
        table = [waiting.pop(0)]
        while len(table) < 4:
            pick = min(range(len(waiting)), key=lambda i: (sum(weights[waiting[i]][p] ** 2 for p in table), i))
            table.append(waiting.pop(pick))
        tables.append(table)
    return tables


def improve(tables: list[list[int]], cost: TableCost, rng: random.Random, budget: int,
            span: int | None = None) -> list[list[int]]:
    """Swap players between tables while no swap makes the total worse, for at most ``budget`` steps.

    Sideways swaps (equal cost) are taken, to leave plateaus. ``span`` keeps swaps between tables at
    most that far apart in the list (Swiss: neighbours in the standings). Stops at cost 0.
    """
    costs = [cost(t) for t in tables]
    count = len(tables)
    if count < 2:
        return tables
    offsets = [d for d in range(-(span or 0), (span or 0) + 1) if d]
    for _ in range(budget):
        conflicted = [i for i, c in enumerate(costs) if c]
        if not conflicted:
            break
        a = rng.choice(conflicted)
        if span is None:
            b = rng.randrange(count - 1)
            b += b >= a
        else:
            b = min(count - 1, max(0, a + rng.choice(offsets)))
            if b == a:
                continue
        i, j = rng.randrange(4), rng.randrange(4)
        ta, tb = tables[a], tables[b]
        ta[i], tb[j] = tb[j], ta[i]
        new_a, new_b = cost(ta), cost(tb)
        if new_a + new_b <= costs[a] + costs[b]:
            costs[a], costs[b] = new_a, new_b
        else:
            ta[i], tb[j] = tb[j], ta[i]
    return tables
