"""The score sheet's storage: how long one entry takes to be checked and written, and a sheet to be read.

    python bench/sheet.py [--games 20] [--writers 4] [--postgres URL]

For each database (an SQLite file in a temporary folder; PostgreSQL at ``--postgres URL``, else the
tests' ``pgserver``), ``--games`` MCR games of 16 hands (wins on a discard, self-drawn wins, draws,
a penalty every fourth hand and an undo now and then: about 21 entries each) are written through
``SheetStore.append``, one transaction per entry that locks the table, replays its log and checks
the entry. Printed: the median and p95 latency of an append and of ``SheetStore.view`` (read the log,
replay it) on a full game, the CPU time of replaying a full log alone, and the entries per second
that ``--writers`` threads reach appending to one table at once (serialized by the table's lock).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.db.repositories import Storage  # noqa: E402
from quiz.sheet.log import replay  # noqa: E402
from quiz.sheet.mcr import RULES  # noqa: E402
from quiz.sheet.model import Draw, Penalty, Player, TableStart, Undo, Win, Wind  # noqa: E402
from quiz.sheet.store import SheetStore  # noqa: E402
from scoring.rulesets import RulesetId  # noqa: E402

START = TableStart(RulesetId.MCR, tuple(Player(name) for name in ("Ann", "Bo", "Cy", "Di")), tuple(Wind))


def game_entries(rng: random.Random) -> list:
    """One 16-hand game's entries, with penalties and undos."""
    entries = []
    for hand in range(16):
        if hand % 4 == 3:
            entries.append(Penalty(rng.randrange(4), 30))
        if rng.random() < 0.15:
            entries += [Draw(), Undo()]
        winner = rng.randrange(4)
        roll = rng.random()
        if roll < 0.15:
            entries.append(Draw())
        elif roll < 0.4:
            entries.append(Win(winner, fan=rng.randint(8, 40)))
        else:
            entries.append(Win(winner, (winner + rng.randint(1, 3)) % 4, fan=rng.randint(8, 40)))
    return entries


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(url: str, label: str, games: int, writers: int, seed: int) -> None:
    storage = Storage(url)
    store = SheetStore(storage)
    rng = random.Random(seed)
    appends, views = [], []
    entries_written = 0
    for number in range(games):
        chat = f"{label}-chat-{number}"
        store.start(chat, START)
        for body in game_entries(rng):
            began = time.perf_counter()
            store.append(chat, body)
            appends.append(time.perf_counter() - began)
            entries_written += 1
        began = time.perf_counter()
        view = store.view(chat)
        views.append(time.perf_counter() - began)
        assert view.sheet.finished and sum(view.sheet.totals) == 0
    log = view.entries
    began = time.process_time()
    rounds = 200
    for _ in range(rounds):
        replay(RULES, START, log)
    replay_us = (time.process_time() - began) / rounds * 1e6

    chat = f"{label}-race"
    store.start(chat, START)
    per_writer = 25
    barrier = threading.Barrier(writers)

    def write(player: int) -> None:
        barrier.wait()
        for _ in range(per_writer):
            store.append(chat, Penalty(player % 4, 3))

    threads = [threading.Thread(target=write, args=(n,)) for n in range(writers)]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - began
    raced = store.view(chat)
    assert len(raced.entries) == writers * per_writer
    storage.close()
    median, p95 = statistics.median(appends) * 1e3, quantile(appends, 0.95) * 1e3
    view_ms = statistics.median(views) * 1e3
    rate = writers * per_writer / seconds
    print(f"{label:<11} append median {median:6.2f} ms  p95 {p95:6.2f} ms  ({entries_written} entries)  "
          f"view of a full game median {view_ms:6.2f} ms  replay {replay_us:6.0f} µs  "
          f"{writers} writers on one table {rate:6.0f} entries/s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--postgres", help="a PostgreSQL URL (default: start the tests' pgserver)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        run(f"sqlite:///{Path(folder) / 'sheet.sqlite3'}", "sqlite", args.games, args.writers, args.seed)
    url = args.postgres
    if url is None:
        try:
            from tests import postgres
        except ImportError as error:
            print(f"postgresql skipped: {error}")
            return
        url = postgres.empty_url()
        try:
            run(url, "postgresql", args.games, args.writers, args.seed)
        finally:
            postgres.stop()
        return
    run(url, "postgresql", args.games, args.writers, args.seed)


if __name__ == "__main__":
    main()
