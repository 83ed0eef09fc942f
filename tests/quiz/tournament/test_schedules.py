"""The constructed schedules: every round a partition of the players, no pair meeting twice."""

from collections import Counter
from itertools import combinations

import pytest

from quiz.tournament.schedules import planned_round, planned_rounds


@pytest.mark.parametrize("players", range(8, 129, 4))
def test_each_constructed_round_seats_everyone_once_and_no_pair_meets_twice(players):
    meetings: Counter[frozenset[int]] = Counter()
    for r in range(planned_rounds(players)):
        tables = planned_round(players, r)
        assert tables is not None
        assert sorted(p for table in tables for p in table) == list(range(players))
        meetings.update(frozenset(pair) for table in tables for pair in combinations(table, 2))
    assert set(meetings.values()) == {1}
    assert planned_round(players, planned_rounds(players)) is None


def test_the_constructions_reach_the_bound_for_16_and_cover_seven_rounds_from_28_players():
    assert planned_rounds(16) == 5 == (16 - 1) // 3
    assert planned_rounds(24) == 5
    assert planned_rounds(32) == 8
    assert {n: planned_rounds(n) for n in (20, 36, 40, 48, 60, 72) if planned_rounds(n) < 7} == \
        {20: 5, 36: 3, 40: 5, 48: 4, 60: 5, 72: 6}
    assert all(planned_rounds(n) >= 7 for n in range(28, 129, 4) if n not in (36, 40, 48, 60, 72))


def test_sixteen_players_meet_everyone_exactly_once_in_the_affine_plane():
    meetings = Counter(frozenset(pair) for r in range(5) for table in planned_round(16, r) or []
                       for pair in combinations(table, 2))
    assert len(meetings) == 120 and set(meetings.values()) == {1}
