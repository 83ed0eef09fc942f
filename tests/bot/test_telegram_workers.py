"""Two ``fanbot telegram`` processes in webhook mode, on two ports, sharing one database (SQLite and the
PostgreSQL server the suite starts), behind a "proxy" (the fake Bot API posting round-robin to both).

A group quiz round is started through one worker, twenty players answer through both, and the worker
that started the round is killed with SIGKILL mid-round: every answer counts once, the survivor closes
the round at its deadline and announces it once, and the leaderboard is exact. And a worker killed while
it handles an update (claimed, not yet answered) loses nothing: Telegram posts the update again, the
other worker takes it over once the dead one's claim has run out, and it is counted once.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from pathlib import Path

import pytest

from bot.adapters.telegram.webhook import CLAIM_LEASE
from bot.budgets import QUIZ_ROUND
from bot.db.repositories import Storage
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.fanbot_process import environment, fanbot_command, start, stop_all
from tests.bot.test_telegram_webhook import SECRET, TOKEN, free_port, until_serving
from tests.bot.ticks import two_more_ticks

GROUP = FakeTelegram.group_chat(-100778, "Mahjong club")
STARTER = FakeTelegram.user(600, "Host", "en")
#: ``fanbot telegram`` whose webhook waits between claiming an update and handling it (a window to kill it in)
SLOW_WORKER = Path(__file__).with_name("slow_webhook_worker.py")
PLAYERS = [FakeTelegram.user(601 + i, f"P{601 + i}", "en") for i in range(20)]


async def _worker(fake: FakeTelegram, db_url: str, port: int, cwd, *, delay: float = 0.0,
                  **extra: str) -> asyncio.subprocess.Process:
    """A webhook worker (``extra`` settings); one with a ``delay`` waits that long between claiming an update
    and handling it."""
    metrics_port = free_port()  # its timer ticks, counted (tests/bot/ticks.py)
    env = environment(TELEGRAM_TOKEN=TOKEN, TELEGRAM_API_BASE_URL=fake.base_url, DATABASE_URL=db_url,
                      TELEGRAM_WEBHOOK_URL=f"http://127.0.0.1:{port}/telegram", TELEGRAM_WEBHOOK_SECRET=SECRET,
                      TELEGRAM_WEBHOOK_LISTEN=f"127.0.0.1:{port}", RATE_LIMIT="1000/60", PYTHONUNBUFFERED="1",
                      TELEGRAM_GROUP_RATE_LIMIT="10000/1",  # 20 acknowledgements and the results in one group
                      METRICS_LISTEN=f"127.0.0.1:{metrics_port}")
    env.update(extra)
    command = [sys.executable, str(SLOW_WORKER), str(delay)] if delay else fanbot_command("telegram")
    worker = await start(command, cwd=cwd, env=env, log=cwd / f"worker-{port}.log")
    worker.metrics_port = metrics_port
    return worker


def _acks(fake: FakeTelegram, sent: bool = False) -> dict[int, int]:
    """Player id -> how many private acknowledgements the bot sent them (``sent``: delivered ones only)."""
    ids = {p.id for p in PLAYERS}
    counts: dict[int, int] = {}
    for call in fake.calls_of("sendMessage"):
        chat = int(call.params["chat_id"])
        if chat in ids and (not sent or isinstance(call.result, dict)):
            counts[chat] = counts.get(chat, 0) + 1
    return counts


@pytest.mark.everyday_database("sqlite")
async def test_a_group_round_split_between_two_workers_survives_killing_its_starter(db_url, tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    ports = [free_port(), free_port()]
    first, second = (f"http://127.0.0.1:{port}/telegram" for port in ports)
    workers = [await _worker(fake, db_url, port, tmp_path) for port in ports]
    try:
        for port in ports:
            await until_serving(fake, port, timeout=60)
        fake.webhook_targets = [first]  # the round starts through the first worker
        start = len(fake.calls)
        fake.send_text(GROUP, STARTER, "/quiz start rounds=1 seconds=10")
        poll_call = await fake.wait_for("sendPoll", start=start, timeout=20)
        poll_id = poll_call.result["poll"]["id"]
        # the bot stores the poll just after Telegram has sent it: nobody answers faster than that
        await fake.wait_until(lambda: _poll_stored(db_url, poll_id), timeout=10, what="the poll stored")
        after_poll = len(fake.calls)
        correct = poll_call.params["correct_option_ids"][0]
        wrong = (correct + 1) % len(poll_call.params["options"])
        choice = {p.id: (correct if i % 2 == 0 else wrong) for i, p in enumerate(PLAYERS)}

        fake.webhook_targets = [first, second]
        first_half = set()
        for player in PLAYERS[:10]:
            fake.answer_poll(poll_id, player, [choice[player.id]])
            first_half.add(max(fake.pushed))
        await fake.wait_for("sendMessage", lambda c: len(_acks(fake)) >= 10, timeout=20)
        # killed once these are acknowledged (killing one mid-update: the next test)
        await fake.wait_until(lambda: {uid for uid, _, status in fake.deliveries if status == 200} >= first_half,
                              timeout=20, what="the first answers acknowledged")
        workers[0].send_signal(signal.SIGKILL)
        await workers[0].wait()
        for player in PLAYERS[10:]:
            fake.answer_poll(poll_id, player, [choice[player.id]])
        await fake.wait_for("sendMessage", lambda c: len(_acks(fake)) >= 20, timeout=20)

        group_messages = lambda: [c for c in fake.calls_of("sendMessage", after_poll)  # noqa: E731
                                  if int(c.params["chat_id"]) == GROUP.id]
        await fake.wait_for("sendMessage", lambda c: len(group_messages()) >= 2, timeout=30)
        await two_more_ticks(workers[1].metrics_port)  # a second announcement would have come by then
        texts = [html_to_plain(c.params["text"]) for c in group_messages()]
        assert len(texts) == 2, texts  # the round's result and the game's final scores, once each
        assert texts[0].startswith("Round 1: time is up")
        assert all(f"P{p.id}" in texts[0] for p in PLAYERS[::2])  # every right answer named
        assert len(fake.calls_of("stopPoll", after_poll)) == 1
        assert _acks(fake) == {p.id: 1 for p in PLAYERS}  # each answer acknowledged once
        assert {target for _, target, status in fake.deliveries if status == 200} == {first, second}
    finally:
        await stop_all(workers)
        await fake.stop()
    assert _leaderboard(db_url) == {p.first_name: (1, int(choice[p.id] == correct)) for p in PLAYERS}
    assert fake.errors == [], fake.errors
    log = (tmp_path / f"worker-{ports[1]}.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]


def _leaderboard(db_url: str, group_id: int = GROUP.id) -> dict[str, tuple[int, int]]:
    storage = Storage(db_url)
    try:
        return {row.name: (row.answers, row.correct) for row in storage.games.leaderboard(
            f"telegram:{group_id}", limit=100)}
    finally:
        storage.close()


def _poll_stored(db_url: str, poll_id: str) -> bool:
    storage = Storage(db_url)
    try:
        return storage.polls.get("telegram", poll_id) is not None
    finally:
        storage.close()


def _claimed(db_url: str, update_id: int) -> bool:
    storage = Storage(db_url)
    try:
        return storage.adapter_state.get("telegram", "update", str(update_id)) is not None
    finally:
        storage.close()


@pytest.mark.everyday_database("sqlite")
async def test_a_worker_killed_while_it_handles_an_update_loses_nothing(db_url, tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    ports = [free_port(), free_port()]
    first, second = (f"http://127.0.0.1:{port}/telegram" for port in ports)
    # the first worker waits 3 s between taking an update and handling it: the window to kill it in
    workers = [await _worker(fake, db_url, ports[0], tmp_path, delay=3),
               await _worker(fake, db_url, ports[1], tmp_path)]
    try:
        for port in ports:
            await until_serving(fake, port, timeout=60)
        fake.route_to([second])
        start = len(fake.calls)
        fake.send_text(GROUP, STARTER, "/quiz start rounds=1 seconds=25")
        poll_call = await fake.wait_for("sendPoll", start=start, timeout=20)
        poll_id, correct = poll_call.result["poll"]["id"], poll_call.params["correct_option_ids"][0]
        await fake.wait_until(lambda: _poll_stored(db_url, poll_id), timeout=10, what="the poll stored")
        after_poll = len(fake.calls)

        fake.route_to([first, second])
        killed_player, other_player = PLAYERS[0], PLAYERS[1]
        fake.answer_poll(poll_id, killed_player, [correct])
        update_id = max(fake.pushed)
        await fake.wait_until(lambda: _claimed(db_url, update_id), timeout=20, what="the first worker's claim")
        workers[0].send_signal(signal.SIGKILL)  # claimed, not handled, not acknowledged
        await workers[0].wait()
        killed_at = time.monotonic()
        fake.answer_poll(poll_id, other_player, [correct])  # the others go on meanwhile

        tries = lambda: [(target, status) for uid, target, status in fake.deliveries if uid == update_id]  # noqa: E731
        await fake.wait_until(lambda: (second, 200) in tries(), timeout=CLAIM_LEASE + 20, what="the redelivery")
        taken_over_after, tries = time.monotonic() - killed_at, tries()
        assert tries[0][0] == first and tries[0][1] != 200  # the killed worker never answered
        assert (second, 503) in tries  # the survivor waited for the dead worker's claim to run out
        assert tries[-1] == (second, 200) and [t for t in tries if t[1] == 200] == [(second, 200)]
        assert taken_over_after <= CLAIM_LEASE + 5

        group_messages = lambda: [c for c in fake.calls_of("sendMessage", after_poll)  # noqa: E731
                                  if int(c.params["chat_id"]) == GROUP.id]
        await fake.wait_for("sendMessage", lambda c: len(group_messages()) >= 2, timeout=40)
        await two_more_ticks(workers[1].metrics_port)  # a second announcement would have come by then
        assert len(group_messages()) == 2  # the round's result and the final scores, once each
        assert _acks(fake) == {killed_player.id: 1, other_player.id: 1}
    finally:
        await stop_all(workers)
        await fake.stop()
    assert _leaderboard(db_url) == {killed_player.first_name: (1, 1), other_player.first_name: (1, 1)}
    assert fake.errors == [], fake.errors
    log = (tmp_path / f"worker-{ports[1]}.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]


POLLS, KEYS, TYPED = (FakeTelegram.group_chat(-100791, "Polls"), FakeTelegram.group_chat(-100792, "Keys"),
                      FakeTelegram.group_chat(-100793, "Typed"))


#: the round's seconds: sixty answers in three groups and a worker's death fit in it on a loaded 2-core machine
#: (an answer after the deadline is rightly not counted, and the test counts every one)
ROUND_SECONDS = 25


def _answered(fake: FakeTelegram, updates: set[int]) -> bool:
    return {uid for uid, _, status in fake.deliveries if status == 200} >= updates


@pytest.mark.everyday_database("postgresql")
async def test_three_group_quizzes_at_once_on_two_workers_one_killed_stay_in_budget(db_url, tmp_path):
    """Three group quizzes at once under the enforced 20 messages a minute per group, one answered by poll,
    one by the keyboard, one by typed ``/quiz answer``, twenty players in each; the worker that asked the
    questions is killed mid-round: every answer counted once, each result on time and once, no 429."""
    fake = FakeTelegram(token=TOKEN)
    fake.group_limit = (20, 60.0)
    fake.no_private_chat |= {p.id for p in PLAYERS[1::2]}
    await fake.start()
    ports = [free_port(), free_port()]
    first, second = (f"http://127.0.0.1:{port}/telegram" for port in ports)
    workers = [await _worker(fake, db_url, port, tmp_path, TELEGRAM_GROUP_RATE_LIMIT="20/60") for port in ports]
    groups = (POLLS, KEYS, TYPED)
    try:
        for port in ports:
            await until_serving(fake, port, timeout=60)
        fake.route_to([first])
        start = len(fake.calls)
        for group, mode in ((POLLS, "choice_total"), (KEYS, "choice_fans"), (TYPED, "fans")):
            fake.send_text(group, STARTER, f"/quiz start mode={mode} rounds=1 seconds={ROUND_SECONDS}")
        poll = await fake.wait_for("sendPoll", lambda c: int(c.params["chat_id"]) == POLLS.id, start=start,
                                   timeout=30)
        keyboard = lambda group: lambda c: (int(c.params["chat_id"]) == group.id  # noqa: E731
                                            and "inline_keyboard" in (c.params.get("reply_markup") or {}))
        keys = await fake.wait_for("sendPhoto", keyboard(KEYS), start=start, timeout=30)
        typed = await fake.wait_for("sendPhoto", keyboard(TYPED), start=start, timeout=30)
        asked = {POLLS.id: poll.at, KEYS.id: keys.at, TYPED.id: typed.at}
        poll_id = poll.result["poll"]["id"]
        await fake.wait_until(lambda: _poll_stored(db_url, poll_id), timeout=10, what="the poll stored")
        rows = keys.params["reply_markup"]["inline_keyboard"]
        tick, done = rows[0][0]["callback_data"], rows[-1][0]["callback_data"]

        fake.route_to([first, second])

        async def answer(players) -> None:
            ticked = set()
            for player in players:
                fake.answer_poll(poll_id, player, [0])
                fake.send_text(TYPED, player, "/quiz answer all chows")
                fake.click(KEYS, player, keys.result["message_id"], tick)
                ticked.add(max(fake.pushed))
            # "done" once the ticks are handled (updates are handled concurrently, on either worker)
            await fake.wait_until(lambda: _answered(fake, ticked), timeout=20, what="the ticks handled")
            for player in players:
                fake.click(KEYS, player, keys.result["message_id"], done)
            everything = set(fake.pushed)
            await fake.wait_until(lambda: _answered(fake, everything), timeout=20, what="the answers handled")

        await answer(PLAYERS[:10])
        workers[0].send_signal(signal.SIGKILL)  # the worker that asked the questions
        await workers[0].wait()
        await answer(PLAYERS[10:])

        await fake.wait_until(lambda: all(any("quiz:start" in str(c.params.get("reply_markup"))
                                              for c in fake.group_messages(g.id, start)) for g in groups),
                              timeout=ROUND_SECONDS + 20, what="every group's result and final scores")
        await two_more_ticks(workers[1].metrics_port)  # a second announcement would have come by then
        for group in groups:
            calls = fake.group_messages(group.id, start)
            results = [c for c in calls if c.method == "sendMessage" and "time is up" in html_to_plain(
                str(c.params.get("text")))]
            assert len(results) == 1, (group.title, [c.params.get("text") for c in calls])  # once
            assert results[0].at - asked[group.id] < ROUND_SECONDS + 3  # on time: the deadline, a tick and a send
            edits = sum(1 for c in calls if c.method.startswith("edit") or c.method == "stopPoll")
            assert QUIZ_ROUND.allows(1, len(calls) - edits, edits), (group.title, [c.method for c in calls])
        # typed answers by players without a private chat: acknowledged by a reaction, once each
        assert len([c for c in fake.calls_of("setMessageReaction", start)
                    if int(c.params["chat_id"]) == TYPED.id]) == len(PLAYERS[1::2])
        assert not fake.refused(start)  # no 429
        workers[1].send_signal(signal.SIGTERM)
        stopping = time.monotonic()
        await asyncio.wait_for(workers[1].wait(), 20)
        assert time.monotonic() - stopping < 10  # the survivor stops promptly
    finally:
        await stop_all(workers)
        await fake.stop()
    for group in groups:  # every answer counted once
        assert {name: answers for name, (answers, _) in _leaderboard(db_url, group.id).items()} == {
            p.first_name: 1 for p in PLAYERS}, group.title
    assert fake.errors == [], fake.errors
    log = (tmp_path / f"worker-{ports[1]}.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
