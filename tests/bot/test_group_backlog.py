"""One group's backlog holds up nothing else: with Telegram's real limit of 20 messages a minute to a group
(kept by the fake), 60 replies owed to one group leave 40 of them waiting a minute; meanwhile another
chat's /score, another group's quiz deadline and another user's inline query are answered at once, and
the bot stops within seconds (the queued sends are given up, not waited for).
"""

from __future__ import annotations

import asyncio
import dataclasses
import time

import pytest

from bot.adapters.telegram.app import TelegramAdapter
from bot.config import Config
from bot.core import BotCore
from bot.services.owed_results import OWED_LEASE_SECONDS
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_setup import fake_bot_api
from tests.bot.test_telegram_e2e import TOKEN, running_bot
from tests.bot.test_telegram_webhook import TOKEN as WEBHOOK_TOKEN
from tests.bot.test_telegram_webhook import free_port, webhook_bot
from tests.clock import Clock
from tests.migrated import migrated_url

TELEGRAM_GROUP_LIMIT = (20, 60.0)  # the real one: the backlog must not drain during the test
RATES = {"telegram_rate": (1000, 1.0), "telegram_group_rate": TELEGRAM_GROUP_LIMIT}
BUSY = FakeTelegram.group_chat(-100911, "Busy club")
QUIET = FakeTelegram.group_chat(-100912, "Quiet club")
ANN = FakeTelegram.user(611, "Ann", "en")
BO = FakeTelegram.user(612, "Bo", "en")
CROWD = [FakeTelegram.user(30_000 + i, f"C{i}", "en") for i in range(60)]
#: "at once", next to the minute BUSY's backlog waits: seconds a loaded 2-core machine running the suite needs
AT_ONCE = 3.0


@pytest.fixture
async def fake():
    async with fake_bot_api(TELEGRAM_GROUP_LIMIT) as server:
        yield server


def _config(tmp_path, commands_a_minute: int = 100_000) -> Config:
    return Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"),
                  rate_limit=(commands_a_minute, 60.0))


async def _backlog(fake: FakeTelegram, start: int) -> None:
    """Sixty replies owed to BUSY: twenty delivered, forty waiting for its window."""
    for person in CROWD:
        fake.send_text(BUSY, person, "/help")
    await fake.wait_until(lambda: len(fake.group_messages(BUSY.id, start)) >= 20, timeout=10,
                          what="the first twenty replies")


async def test_other_chats_deadlines_and_inline_answers_do_not_wait_behind_a_groups_backlog(fake, tmp_path):
    async with running_bot(fake, _config(tmp_path, commands_a_minute=20), Clock(1_800_000_000.0),
                           rates=RATES) as bot:
        start = bot.mark()
        for group in (BUSY, QUIET):  # both rounds fall due at the same tick, BUSY's first
            fake.send_text(group, ANN, "/quiz start rounds=1 seconds=15")
            await fake.wait_for("sendPoll", lambda c, group=group: int(c.params["chat_id"]) == group.id,
                                start=start)
        await _backlog(fake, start)

        asked = time.monotonic()
        fake.send_text(FakeTelegram.private_chat(BO), BO, "/score 1112345678999m9m")
        await fake.wait_for("sendPhoto", lambda c: int(c.params["chat_id"]) == BO.id, start=start, timeout=5)
        assert time.monotonic() - asked < AT_ONCE

        due = bot.mark()
        bot.clock.advance(16)  # both rounds are due: BUSY's result waits for its window, QUIET's does not
        passed = time.monotonic()
        result = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == QUIET.id, start=due,
                                     timeout=5)
        assert result.at - passed < AT_ONCE

        for _ in range(1000):  # one user's inline flood: past the budget, no work and no answer
            fake.inline_query(ANN, "pure")
        asked = time.monotonic()
        other = fake.inline_query(BO, "pure")
        answer = await fake.wait_for("answerInlineQuery", lambda c: c.params["inline_query_id"] == other,
                                     start=start, timeout=5)
        assert answer.at - asked < AT_ONCE
        assert len(fake.calls_of("answerInlineQuery", start)) <= 61  # Ann's budget (3 × 20) and Bo's one

        assert len(fake.group_messages(BUSY.id, start)) == 20 and not fake.refused(start)  # BUSY still waits
        await bot.adapter.stop_sending()  # as serve() does on SIGTERM, so the teardown does not wait


async def test_the_bot_stops_within_seconds_with_sends_queued_for_a_group(fake, tmp_path):
    config = dataclasses.replace(_config(tmp_path), telegram_api_base_url=fake.base_url, **RATES)
    core = BotCore(config, clock=Clock(1_800_000_000.0))
    stop = asyncio.Event()
    serving = asyncio.create_task(TelegramAdapter(config, core, tick_seconds=0.1).serve(stop))
    try:
        await fake.wait_for("deleteWebhook", timeout=10)  # polling starts next
        await _backlog(fake, 0)
        stopping = time.monotonic()
        stop.set()  # what SIGTERM does
        await asyncio.wait_for(serving, 10)
        assert time.monotonic() - stopping < 3.0
        assert len(fake.group_messages(BUSY.id)) == 20 and not fake.refused()  # the rest given up, none forced
    finally:
        stop.set()
        core.close()


def _finals(fake: FakeTelegram, start: int = 0) -> list:
    """The quiz's final scores posted in BUSY (the message with the "play again" button)."""
    return [c for c in fake.group_messages(BUSY.id, start) if "quiz:start" in str(c.params.get("reply_markup"))]


@pytest.mark.parametrize("first_worker", ["stops", "dies"])
async def test_a_result_the_first_worker_could_not_post_is_posted_once_by_the_next(fake, tmp_path, first_worker):
    clock = Clock(1_800_000_000.0)
    async with running_bot(fake, _config(tmp_path), clock, rates=RATES) as first:
        start = first.mark()
        fake.send_text(BUSY, ANN, "/quiz start rounds=1 seconds=15")
        await fake.wait_for("sendPoll", start=start)
        await _backlog(fake, start)  # BUSY's window is full for a minute
        clock.advance(16)
        await fake.wait_until(lambda: first.adapter.updates.delivery.held, what="the result queued behind the backlog")
        if first_worker == "stops":
            await first.adapter.stop_sending()  # SIGTERM: the result is released to the next worker
        else:  # killed: nothing released, its lease runs out
            first.adapter.flood.abandon()
    assert not _finals(fake)
    fake.group_limit = None  # BUSY's minute has passed
    async with running_bot(fake, _config(tmp_path), clock, rates=RATES):
        if first_worker == "dies":
            await asyncio.sleep(0.3)
            assert not _finals(fake)  # the dead worker's lease still holds the result
            clock.advance(OWED_LEASE_SECONDS)
        await fake.wait_until(lambda: _finals(fake), timeout=10, what="the owed result")
        await asyncio.sleep(0.5)  # five more ticks: nothing posted twice
        assert len(_finals(fake)) == 1


async def test_in_webhook_mode_a_groups_backlog_holds_no_webhook_request(tmp_path):
    """Telegram keeps a few webhook connections open at once: replies waiting for a group's window must not
    hold them, or every chat's updates would wait. Past the window, a reply is queued and the update
    answered 200 at once."""
    fake = FakeTelegram(token=WEBHOOK_TOKEN)
    fake.group_limit = TELEGRAM_GROUP_LIMIT
    await fake.start()
    try:
        await _webhook_backlog(fake, tmp_path)
    finally:
        await fake.stop()
    assert fake.errors == [], fake.errors


async def _webhook_backlog(fake: FakeTelegram, tmp_path) -> None:
    async with webhook_bot(fake, f"sqlite:///{tmp_path / 'bot.sqlite3'}", free_port(), rates=RATES):
        start = len(fake.calls)
        for person in CROWD[:30]:
            fake.send_text(BUSY, person, "/help")
        await fake.wait_until(lambda: len(fake.deliveries) >= 30 and len(fake.group_messages(BUSY.id, start)) >= 20,
                              timeout=10, what="thirty updates delivered")
        assert all(status == 200 for _, _, status in fake.deliveries)
        asked = time.monotonic()
        fake.send_text(FakeTelegram.private_chat(BO), BO, "/help")
        await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == BO.id, start=start, timeout=5)
        assert time.monotonic() - asked < AT_ONCE
        assert len(fake.group_messages(BUSY.id, start)) == 20 and not fake.refused(start)
