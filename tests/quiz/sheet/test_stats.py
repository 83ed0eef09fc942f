"""A chat's history in figures: games, ranks, table points, win / self-draw / deal-in rates,
average han of wins, biggest hand, and the leaderboard all time and by month."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from quiz.sheet.log import replay
from quiz.sheet.model import Draw, End, Entry, Penalty, Player, TableStart, Win, Wind
from quiz.sheet.riichi import RULES
from quiz.sheet.stats import (
    PlayedTable,
    collect,
    find_player,
    in_month,
    leaderboard,
    month_bounds,
    played_tables,
    player_key,
)
from scoring.rulesets import RulesetId

ANN, BO, CY, DI = Player("Ann", "u1"), Player("Bo", "u2"), Player("Cy"), Player("Di")


def finished(players, *bodies, table_id="t", when=datetime(2026, 11, 5, tzinfo=UTC)) -> PlayedTable:
    start = TableStart(RulesetId.RIICHI, tuple(players), tuple(Wind))
    sheet = replay(RULES, start, [Entry(i, b) for i, b in enumerate((*bodies, End()), 1)])
    return PlayedTable(table_id, when.timestamp(), sheet)


def test_a_players_rates_count_per_hand_played():
    game = finished((ANN, BO, CY, DI),
                    Win(0, loser=1, han=3, fu=30), Win(0, han=2, fu=30), Draw(()), Win(2, loser=1, han=5))
    stats = collect([game], RulesetId.RIICHI)
    ann, bo = stats[player_key(ANN)], stats[player_key(BO)]
    assert (ann.hands, ann.wins, ann.self_draws, ann.deal_ins) == (4, 2, 1, 0)
    assert ann.win_rate == 0.5 and ann.self_draw_rate == 0.25
    assert bo.deal_in_rate == 0.5
    assert ann.average_value == 2.5
    assert stats[player_key(CY)].biggest.value == 5


def test_ranks_and_table_points_average_over_games():
    one = finished((ANN, BO, CY, DI), Penalty(3, 3000, to=0), table_id="1")
    two = finished((BO, ANN, CY, DI), Penalty(1, 3000, to=0), table_id="2")  # Bo first, Ann last
    ann = collect([one, two], RulesetId.RIICHI)[player_key(ANN)]
    assert ann.games == 2
    assert ann.average_rank == 2.5
    assert ann.ranks == (1, 0, 0, 1)
    assert ann.total_points == pytest.approx((28 - 30 + 40) + (22 - 30 - 20))


def test_the_same_person_is_found_by_account_across_names_and_by_name_without_one():
    one = finished((ANN, BO, CY, DI), Draw(()), table_id="1")
    two = finished((Player("Annie", "u1"), BO, Player("cy"), DI), Draw(()), table_id="2")
    stats = collect([one, two], RulesetId.RIICHI)
    assert stats[player_key(ANN)].games == 2 and stats[player_key(ANN)].name == "Annie"
    assert stats[player_key(CY)].games == 2
    assert find_player(stats, Player("CY")).games == 2
    assert find_player(stats, Player("Annie")).games == 2


def test_the_leaderboard_orders_by_total_table_points():
    one = finished((ANN, BO, CY, DI), Penalty(3, 6000, to=1), table_id="1")
    board = leaderboard(collect([one], RulesetId.RIICHI))
    assert [s.name for s in board] == ["Bo", "Ann", "Cy", "Di"]
    assert board[0].total_points > board[1].total_points


def test_a_month_is_the_calendar_month_in_utc():
    november = finished((ANN, BO, CY, DI), when=datetime(2026, 11, 30, 23, 59, tzinfo=UTC), table_id="n")
    december = finished((ANN, BO, CY, DI), when=datetime(2026, 12, 1, 0, 0, tzinfo=UTC), table_id="d")
    assert [t.table_id for t in in_month([november, december], 2026, 11)] == ["n"]
    assert [t.table_id for t in in_month([november, december], 2026, 12)] == ["d"]
    low, high = month_bounds(2026, 12)
    assert datetime.fromtimestamp(high, UTC) == datetime(2027, 1, 1, tzinfo=UTC)
    with pytest.raises(ValueError):
        month_bounds(2026, 13)


def test_mcr_and_riichi_tables_are_never_mixed():
    game = finished((ANN, BO, CY, DI))
    assert collect([game], RulesetId.MCR) == {}


def test_mcr_table_points_and_fan_of_wins_are_counted_the_same_way():
    from quiz.sheet.mcr import RULES as MCR
    from tests.quiz.sheet.helpers import log, mcr_start

    start = mcr_start()
    sheet = replay(MCR, start, log(Win(0, loser=1, fan=24), Win(2, fan=8), Win(0, fan=8), End()))
    stats = collect([PlayedTable("m", 0.0, sheet)], RulesetId.MCR)
    ann = stats[player_key(start.players[0])]
    assert ann.total_points == 4 and ann.average_rank == 1
    assert ann.average_value == 16 and ann.biggest.value == 24 and ann.self_draws == 1
    assert stats[player_key(start.players[1])].deal_ins == 1


def test_the_history_is_read_from_the_store_ended_tables_only(db_url):
    from bot.db.repositories import Storage
    from quiz.sheet.store import SheetStore
    from tests.quiz.sheet.test_riichi import table

    storage = Storage(db_url)
    try:
        store = SheetStore(storage, clock=iter(range(1000, 2000, 10)).__next__)
        store.start("chat", table())
        store.append("chat", Win(1, loser=2, han=3, fu=30))
        store.append("chat", End())
        store.start("chat", table())  # still open: not in the history
        store.append("chat", Win(0, han=1, fu=30))
        played = played_tables(store, "chat")
        assert len(played) == 1 and played[0].sheet.finished
        bo = collect(played, RulesetId.RIICHI)["name:bo"]
        assert (bo.games, bo.wins, bo.hands) == (1, 1, 1)
    finally:
        storage.close()


def _mcr_game(*bodies, table_id="m") -> PlayedTable:
    from quiz.sheet.mcr import RULES as MCR
    from tests.quiz.sheet.helpers import log, mcr_start

    return PlayedTable(table_id, 0.0, replay(MCR, mcr_start(), log(*bodies, End())))


def test_mcr_players_level_on_table_points_are_ranked_by_their_score():
    # Ann wins first (+32), then deals into Bo's 88 (-96): Ann and Bo both have 4 table points, the
    # same average rank and games; Bo's score (+96) is higher than Ann's (-64)
    from tests.quiz.sheet.helpers import mcr_start

    ann, bo = (player_key(p) for p in mcr_start().players[:2])
    stats = collect([_mcr_game(Win(0, loser=1, fan=8), table_id="1"), _mcr_game(Win(1, loser=0, fan=88), table_id="2")],
                    RulesetId.MCR)
    assert stats[ann].total_points == stats[bo].total_points == 4
    assert stats[ann].average_rank == stats[bo].average_rank
    assert (stats[ann].total_score, stats[bo].total_score) == (-64, 96)
    assert [s.key for s in leaderboard(stats)[:2]] == [bo, ann]


def test_competition_penalties_are_counted_as_deducted_points():
    from tests.quiz.sheet.helpers import mcr_start

    keys = [player_key(p) for p in mcr_start().players]
    game = _mcr_game(Win(0, loser=1, fan=8), Penalty(3, 10, deducted=True), Penalty(2, 30),
                     Penalty(3, 5, deducted=True))
    stats = collect([game], RulesetId.MCR)
    assert [stats[k].deducted for k in keys] == [0, 0, 0, -15]  # a paid penalty is not deducted
    assert sum(s.score for s in game.sheet.standings) == -15
