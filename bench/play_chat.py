"""A table played in the chat, through the bot's core (issue 26, part 2): how long a press takes, and what
a hand costs the chat.

    python bench/play_chat.py [--hands 4] [--people 1] [--seed bench]

A table of ``--people`` people (the rest AI) on a fresh SQLite file; the people press the AI's choice
(the player level) through ``BotCore.handle_action``, as a button press arrives from any platform; the
clock moves one second per press. Rows: each press's wall time (median, p90, p99, max; it includes the
decision's transaction, the replay of the hand so far and the AI seats' moves that follow), presses per
hand, and per hand the table messages, edits and results the chat is sent with Telegram's coalescing
(one edit per 4 s) and each person's private prompts.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.adapters.telegram.delivery import telegram_outlet  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.core import BotCore, CommandContext  # noqa: E402
from bot.core_build import report  # noqa: E402
from bot.outbox import Advance, DeliveryReceipt, OutgoingKind  # noqa: E402
from bot.services.play_board import move_code  # noqa: E402
from quiz.play import engine  # noqa: E402
from scoring.game.ai import AILevel, decide  # noqa: E402


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


async def run(hands: int, people: int, seed: str) -> None:
    clock = Clock()
    folder = tempfile.mkdtemp()
    core = BotCore(Config(database_url=f"sqlite:///{folder}/bench.sqlite3", rate_limit=(10**6, 60.0)), clock=clock)
    core.services.play.store.new_seed = lambda: seed
    store = core.services.play.store
    seated = [CommandContext("telegram", "-1", str(i + 1), f"P{i + 1}", is_group=True) for i in range(people)]
    await core.handle(seated[0], "play", f"{people} hands={hands}")
    table = store.table("telegram", "-1")
    for who in seated[1:]:
        await core.handle_action(who, f"play:join:{table.id}")
    times, posts = [], {"table messages": 0, "edits": 0, "results": 0, "private prompts": 0}

    async def deliver() -> None:
        for item in await core.claim(telegram_outlet(), advance=Advance.TABLES):
            if item.kind is OutgoingKind.PROMPT:
                posts["private prompts"] += 1
            elif item.kind is OutgoingKind.EDIT:
                posts["edits"] += 1
            elif item.reports_id:
                posts["table messages"] += 1
                await core.acknowledge(item, DeliveryReceipt(str(posts["table messages"])))
            else:
                posts["results"] += len(item.replies)

    await deliver()
    while True:
        table = store.table("telegram", "-1")
        if table is None:
            break
        now = store.hand(table)
        seat = min(now.waiting)
        choice = decide(engine.view(now.state, seat), engine.legal(now.state, seat), AILevel.PLAYER, 0)
        action = f"play:m:{table.id}:{now.point}:{move_code(choice)}"
        started = time.perf_counter()
        await core.handle_action(seated[int(table.seats[seat].user_id) - 1], action)
        times.append(time.perf_counter() - started)
        clock.now += 1.0
        await deliver()
    core.close()
    times.sort()
    ms = [t * 1000 for t in times]
    print(f"{report.describe()}")
    print(f"{people} people, {4 - people} AI, {hands} hands: {len(ms)} presses "
          f"({len(ms) / hands:.1f} a hand)")
    print(f"press: median {statistics.median(ms):.1f} ms, p90 {ms[int(0.9 * len(ms))]:.1f} ms, "
          f"p99 {ms[min(len(ms) - 1, int(0.99 * len(ms)))]:.1f} ms, max {ms[-1]:.1f} ms")
    print("per hand: " + ", ".join(f"{name} {count / hands:.1f}" for name, count in posts.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--people", type=int, default=1, choices=(1, 2, 3, 4))
    parser.add_argument("--seed", default="bench")
    options = parser.parse_args()
    asyncio.run(run(options.hands, options.people, options.seed))


if __name__ == "__main__":
    main()
