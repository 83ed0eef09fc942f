"""Who met whom and who sat where over the rounds so far, and the bounds a schedule cannot beat."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations

from quiz.tournament.model import SEATS, PlayerId, Round, Seat, SeatingQuality


def pair(a: PlayerId, b: PlayerId) -> tuple[PlayerId, PlayerId]:
    return (a, b) if a < b else (b, a)


def meeting_counts(rounds: Iterable[Round]) -> Counter[tuple[PlayerId, PlayerId]]:
    """How often each pair of players shared a table."""
    counts: Counter[tuple[PlayerId, PlayerId]] = Counter()
    for round_ in rounds:
        for table in round_:
            counts.update(pair(a, b) for a, b in combinations(table.players, 2))
    return counts


def seat_counts(rounds: Iterable[Round]) -> dict[PlayerId, Counter[Seat]]:
    """How often each player held each seat wind."""
    counts: dict[PlayerId, Counter[Seat]] = {}
    for round_ in rounds:
        for table in round_:
            for seat, player in zip(SEATS, table.players, strict=True):
                counts.setdefault(player, Counter())[seat] += 1
    return counts


def extra_meetings_lower_bound(players: int, rounds: int) -> int:
    """The fewest extra meetings any schedule of ``rounds`` rounds for ``players`` players can have.

    Counting: a player meets 3 others a round but only ``players - 1`` exist, so each has at least
    ``3·rounds − (players − 1)`` extra meetings, and each extra meeting is shared by two players.
    Pigeonhole, for fewer than four tables: from the second round on, each table's four players come
    from at most three tables of the round before, so each table repeats a pair of it (two pairs with
    two tables). No repeat is possible for more than (players − 1)/3 rounds (docs/tournament.md).
    """
    tables = players // 4
    counting = -(-players * max(0, 3 * rounds - (players - 1)) // 2)
    pigeonhole = 0
    if rounds >= 2 and tables in (2, 3):
        pigeonhole = (rounds - 1) * tables * (2 if tables == 2 else 1)
    return max(counting, pigeonhole)


def quality(rounds: Sequence[Round]) -> SeatingQuality:
    """The quality report of a schedule: repeats and wind balance beside their bounds."""
    meetings = meeting_counts(rounds)
    seats = seat_counts(rounds)
    spread = max((max(c[s] for s in SEATS) - min(c[s] for s in SEATS) for c in seats.values()), default=0)
    # a player who played a multiple of four rounds can hold each wind equally often
    spread_bound = max((0 if sum(c.values()) % 4 == 0 else 1 for c in seats.values()), default=0)
    players = len(seats)
    return SeatingQuality(
        rounds=len(rounds),
        repeat_pairs=sum(1 for n in meetings.values() if n >= 2),
        extra_meetings=sum(n - 1 for n in meetings.values()),
        repeat_lower_bound=extra_meetings_lower_bound(players, len(rounds)),
        wind_spread=spread,
        wind_spread_bound=spread_bound,
    )
