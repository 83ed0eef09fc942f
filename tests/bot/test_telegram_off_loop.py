"""The Telegram adapter reads stored state (keyboards, prompts, long button actions, polls) off the event
loop: while the database holds one update's read, the other updates are answered as usual.

Run on PostgreSQL, where a read can be made to wait (a table locked by another session); SQLite's WAL
readers never wait for a writer, so a held SQLite lock cannot stall a read in the first place. The last
test checks, on SQLite, that no database call of any kind runs on the event loop.
"""

from __future__ import annotations

import asyncio

import sqlalchemy as sa

from bot.config import Config
from tests import postgres
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.loop_guard import StorageCallsOnTheLoop
from tests.bot.test_telegram_e2e import HAND, TOKEN, running_bot, started_bot
from tests.clock import Clock

ANN = FakeTelegram.user(501, "Ann", "en")
BO = FakeTelegram.user(502, "Bo", "en")


def _answers_to(fake: FakeTelegram, user, start: int) -> list:
    return [c for c in fake.calls[start:] if c.method in ("sendMessage", "sendPhoto")
            and int(c.params["chat_id"]) == user.id]


async def test_a_press_waiting_for_a_locked_table_holds_up_no_other_update():
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    url = postgres.empty_url()
    config = Config(telegram_token=TOKEN, database_url=url, rate_limit=(1000, 60.0), database_busy_timeout=8)
    clock = Clock(1_800_000_000.0)
    holder = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        async with running_bot(fake, config, clock) as bot:  # a keyboard sent before a restart
            start = bot.mark()
            fake.send_text(fake.private_chat(ANN), ANN, "/help")
            question = await fake.wait_for("sendMessage", lambda c: "reply_markup" in c.params, start=start,
                                           timeout=10)
        data = question.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        async with running_bot(fake, config, clock) as bot:  # the restarted process has it only in the database
            with holder.connect() as lock:
                lock.execute(sa.text("LOCK TABLE adapter_state IN ACCESS EXCLUSIVE MODE"))
                start = bot.mark()
                pressed = asyncio.get_running_loop().time()
                fake.click(fake.private_chat(ANN), ANN, question.result["message_id"], data)
                await asyncio.sleep(0.5)  # the press now waits for the table
                asked = asyncio.get_running_loop().time()
                assert asked - pressed < 1.5  # the event loop itself never waited
                fake.send_text(fake.private_chat(BO), BO, f"/score {HAND}")
                await fake.wait_for("", lambda c: _answers_to(fake, BO, start), start=start, timeout=5,
                                    any_method=True)
                assert asyncio.get_running_loop().time() - asked < 2.0
                assert fake.calls_of("answerCallbackQuery", start) == []  # the press is still waiting
                lock.rollback()  # the lock goes: the press goes on, and is answered from its stored keyboard
            await fake.wait_for("answerCallbackQuery", start=start, timeout=10)
            await fake.wait_for("", lambda c: _answers_to(fake, ANN, start), start=start, timeout=10,
                                any_method=True)
    finally:
        holder.dispose()
        await fake.stop()
    assert fake.errors == [], fake.errors


async def test_no_database_call_runs_on_the_event_loop(tmp_path):
    group, other_group = FakeTelegram.group_chat(-100801), FakeTelegram.group_chat(-100802)
    async with started_bot(tmp_path) as bot:
        fake = bot.fake
        on_loop = StorageCallsOnTheLoop(bot.core.storage)
        # a poll round: the poll stored, an answer traced back to it, its end (the poll stopped), the next
        start = bot.mark()
        fake.send_text(group, ANN, "/quiz start rounds=2 seconds=10")
        poll = await fake.wait_for("sendPoll", start=start, timeout=10)
        fake.answer_poll(poll.result["poll"]["id"], BO, [0])
        await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == BO.id, start=start)
        start = bot.mark()
        bot.clock.advance(11)
        await fake.wait_for("stopPoll", start=start)
        await fake.wait_for("sendPoll", start=start)
        # a select keyboard: each player's ticks stored, then submitted
        start = bot.mark()
        fake.send_text(other_group, ANN, "/quiz start mode=choice_fans rounds=1 seconds=30")
        photo = await fake.wait_for("sendPhoto", start=start, timeout=10,
                                    predicate=lambda c: "inline_keyboard" in (c.params.get("reply_markup") or {}))
        rows = photo.params["reply_markup"]["inline_keyboard"]
        message_id = photo.result["message_id"]
        start = bot.mark()
        fake.click(other_group, BO, message_id, rows[0][0]["callback_data"])
        await fake.wait_for("answerCallbackQuery", start=start)
        start = bot.mark()
        fake.click(other_group, BO, message_id, rows[-1][0]["callback_data"])
        await fake.wait_for("answerCallbackQuery", start=start)
        # a button nobody knows (a long action's key never stored): the stale-button toast, in her language
        start = bot.mark()
        fake.click(other_group, ANN, message_id, "~k:unknown")
        await fake.wait_for("answerCallbackQuery", start=start)
        # inline mode
        start = bot.mark()
        fake.inline_query(ANN, HAND)
        await fake.wait_for("answerInlineQuery", start=start)
    assert on_loop.calls == []
