"""A worker killed with SIGKILL in the middle of a round, on SQLite and on PostgreSQL: every answer is
counted once, the round closes exactly once, the leaderboard is exact."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from quiz.games import GameEngine
from tests.quiz.helpers import RIGHT_ANSWER, fixed_source

ROOT = Path(__file__).resolve().parents[2]

_WORKER = textwrap.dedent("""
    import sys
    from quiz.games import GameEngine
    from bot.db.repositories import Storage
    from tests.quiz.helpers import RIGHT_ANSWER, fixed_source
    url, round_id, first, last = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    engine = GameEngine(Storage(url), fixed_source)
    print("ready", flush=True)
    sys.stdin.readline()  # every worker starts answering at the same moment
    for i in range(first, last):
        print(engine.submit(round_id, f"u{i}", f"P{i}", RIGHT_ANSWER).status, flush=True)
""")

_CLOSER = textwrap.dedent("""
    import sys, time
    from quiz.games import GameEngine
    from bot.db.repositories import Storage
    from tests.quiz.helpers import fixed_source
    engine = GameEngine(Storage(sys.argv[1]), fixed_source, clock=lambda: time.time() + 3600)
    print(len(engine.close_due_rounds()))
""")


def _worker(db_url: str, round_id: str, first: int) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", _WORKER, db_url, round_id, str(first), str(first + 10)],
                            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


@pytest.mark.everyday_database("postgresql")
def test_a_worker_killed_mid_round_loses_and_doubles_nothing(storage, db_url):
    engine = GameEngine(storage, fixed_source)
    game = engine.start_game("chat", rounds=1, mode="all", seconds=600)
    rnd = engine.start_round(game.id)
    workers = [_worker(db_url, rnd.id, 10 * k) for k in range(5)]
    for worker in workers:
        assert worker.stdout.readline().strip() == "ready"
    for worker in workers:
        worker.stdin.write("go\n")
        worker.stdin.flush()
    victim = workers[2]
    seen = [victim.stdout.readline().strip() for _ in range(3)]
    victim.send_signal(signal.SIGKILL)  # perhaps inside its next transaction
    victim.wait(timeout=60)
    assert seen == ["accepted"] * 3 and victim.returncode == -signal.SIGKILL
    others = [w.communicate(timeout=120)[0].split() for w in workers if w is not victim]
    assert all(statuses == ["accepted"] * 10 for statuses in others)
    # the killed worker's players send their answers again, through another worker (this process's)
    statuses = [engine.submit(rnd.id, f"u{i}", f"P{i}", RIGHT_ANSWER).status for i in range(20, 30)]
    assert statuses.count("duplicate") >= 3 and statuses.count("accepted") + statuses.count("duplicate") == 10
    # two workers' timers fire at the deadline: the round closes once
    closers = [subprocess.Popen([sys.executable, "-c", _CLOSER, db_url], cwd=ROOT, stdout=subprocess.PIPE,
                                text=True) for _ in range(2)]
    assert sorted(int(c.communicate(timeout=120)[0]) for c in closers) == [0, 1]
    answers = storage.games.round_answers(rnd.id)
    assert sorted(a.user_id for a in answers) == sorted(f"u{i}" for i in range(50))
    assert storage.games.round(rnd.id).status == "closed"
    assert storage.games.game(game.id).rounds_played == 1 and storage.games.game(game.id).status == "finished"
    board = storage.games.leaderboard("chat", limit=100)
    assert len(board) == 50 and all(row.answers == 1 and row.correct == 1 for row in board)
    assert sum(row.points for row in board) == sum(a.points for a in answers)
