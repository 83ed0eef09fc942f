"""A worker killed with SIGKILL in the middle of a round, on SQLite and on PostgreSQL: every answer is
counted once, the round closes exactly once, the leaderboard is exact."""

from __future__ import annotations

import signal

import pytest

from quiz.games import GameEngine
from tests.forked import Forked
from tests.quiz.helpers import RIGHT_ANSWER, fixed_source
from tests.quiz.racing_processes import answer_on_go, close_due_rounds_an_hour_on


@pytest.mark.everyday_database("postgresql")
def test_a_worker_killed_mid_round_loses_and_doubles_nothing(storage, db_url):
    engine = GameEngine(storage, fixed_source)
    game = engine.start_game("chat", rounds=1, mode="all", seconds=600)
    rnd = engine.start_round(game.id)
    workers = [Forked(answer_on_go, db_url, rnd.id, 10 * k, 10 * k + 10) for k in range(5)]
    for worker in workers:
        assert worker.receive() == "ready"
    for worker in workers:
        worker.send("go")
    victim = workers[2]
    seen = [victim.receive() for _ in range(3)]
    victim.process.kill()  # SIGKILL, perhaps inside its next transaction
    assert seen == ["accepted"] * 3 and victim.exit_code(60) == -signal.SIGKILL
    others = [[worker.receive() for _ in range(10)] for worker in workers if worker is not victim]
    assert all(statuses == ["accepted"] * 10 for statuses in others)
    # the killed worker's players send their answers again, through another worker (this process's)
    statuses = [engine.submit(rnd.id, f"u{i}", f"P{i}", RIGHT_ANSWER).status for i in range(20, 30)]
    assert statuses.count("duplicate") >= 3 and statuses.count("accepted") + statuses.count("duplicate") == 10
    # two workers' timers fire at the deadline: the round closes once
    closers = [Forked(close_due_rounds_an_hour_on, db_url) for _ in range(2)]
    assert sorted(closer.receive() for closer in closers) == [0, 1]
    answers = storage.games.round_answers(rnd.id)
    assert sorted(a.user_id for a in answers) == sorted(f"u{i}" for i in range(50))
    assert storage.games.round(rnd.id).status == "closed"
    assert storage.games.game(game.id).rounds_played == 1 and storage.games.game(game.id).status == "finished"
    board = storage.games.leaderboard("chat", limit=100)
    assert len(board) == 50 and all(row.answers == 1 and row.correct == 1 for row in board)
    assert sum(row.points for row in board) == sum(a.points for a in answers)
