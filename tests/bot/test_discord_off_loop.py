"""The Discord adapter never touches the database on its event loop: while another connection holds
SQLite's write lock and the adapter's own write waits for it, other users' commands are answered as
usual and the gateway heartbeat goes on. The real discord.py client runs against the fake Discord.

Deterministic: the lock is taken the moment the adapter's write starts (from the storage call itself),
and every wait is for an event (a heartbeat, an answer, the write), never a fixed sleep.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
import time

import discord
from discord import app_commands

from bot.storage import BotStorage
from tests.bot.fakes.fake_discord import EPHEMERAL
from tests.bot.loop_guard import StorageCallsOnTheLoop
from tests.bot.test_discord_e2e import Bot
from tests.bot.test_discord_e2e import running_bot as running_e2e_bot

HAND = "1112345678999m9m"
#: the quiz starter and the other user, whose /score must not wait for the database
ANN, BO = 11, 22
#: the longest another user's /score may take while the database is locked
ANSWER_WITHIN = 2.0
MANAGE_GUILD = discord.Permissions(manage_guild=True).value


@contextlib.asynccontextmanager
async def running_bot(tmp_path):
    """The e2e tests' bot, with a fake Discord asking for a heartbeat every 50 ms; a database lock makes
    writes wait up to 10 s (far longer than any answer the tests wait for)."""
    async with running_e2e_bot(tmp_path, tick_seconds=0.05, heartbeat_interval=0.05, busy_timeout=10) as bot:
        yield bot


class WriteLockOnFirstCall:
    """Wraps one ``BotStorage`` write: its first call for ``kind`` first takes SQLite's write lock on
    another connection (so the write itself then waits for it), and says when it has finished."""

    def __init__(self, storage: BotStorage, method: str, kind: str, database: str) -> None:
        self._real = getattr(storage, method)
        self._kind = kind
        self._holder = sqlite3.connect(database, timeout=10, isolation_level=None, check_same_thread=False)
        self.key: str | None = None
        self.on_loop: bool | None = None
        self.locked = threading.Event()
        self.finished = threading.Event()
        self._loop_thread = threading.get_ident()
        setattr(storage, method, self)

    def __call__(self, platform: str, kind: str, key: str, *args):
        if kind != self._kind or self.locked.is_set():
            return self._real(platform, kind, key, *args)
        self.key, self.on_loop = key, threading.get_ident() == self._loop_thread
        self._holder.execute("BEGIN IMMEDIATE")  # another connection has the write lock now
        self.locked.set()
        try:
            return self._real(platform, kind, key, *args)
        finally:
            self.finished.set()

    def release(self) -> None:
        if self._holder.in_transaction:
            self._holder.execute("ROLLBACK")

    def close(self) -> None:
        self.release()
        self._holder.close()


async def _assert_the_loop_runs_while_the_write_waits(bot: Bot, lock: WriteLockOnFirstCall) -> None:
    assert await asyncio.to_thread(lock.locked.wait, 15), "the adapter never wrote"
    beats = len(bot.fake.heartbeats)
    asked = time.monotonic()
    interaction = await bot.fake.slash("score", hand=HAND, user_id=BO, user_name="bo")
    answer = await bot.fake.wait_for(interaction, "callback", timeout=ANSWER_WITHIN)
    assert answer.at - asked < ANSWER_WITHIN
    await bot.fake.wait_for_heartbeats(beats + 3, timeout=ANSWER_WITHIN)
    # all of that while the adapter's write was still waiting for the lock: it never held up the loop
    assert not lock.finished.is_set() and lock.on_loop is False


async def test_a_poll_message_stored_while_the_database_is_locked_holds_up_no_other_user(tmp_path):
    async with running_bot(tmp_path) as bot:
        lock = WriteLockOnFirstCall(bot.core.storage, "remember_state", "poll_message", bot.database)
        try:
            start = await bot.fake.slash("quiz", "start", user_id=ANN, rounds=1, seconds=30)
            round_message = await bot.fake.wait_for(start, "followup", timeout=10)
            await _assert_the_loop_runs_while_the_write_waits(bot, lock)
            lock.release()
            assert await asyncio.to_thread(lock.finished.wait, 15)
        finally:
            lock.close()
        stored = await asyncio.to_thread(bot.core.storage.recall_state, "discord", "poll_message", lock.key)
        assert stored == [bot.fake.channel_id, int(round_message.message["id"])]


async def test_a_poll_closed_while_the_database_is_locked_holds_up_no_other_user(tmp_path):
    async with running_bot(tmp_path) as bot:
        start = await bot.fake.slash("quiz", "start", user_id=ANN, rounds=2, seconds=10)
        first_round = await bot.fake.wait_for(start, "followup", timeout=10)
        lock = WriteLockOnFirstCall(bot.core.storage, "forget_state", "poll_message", bot.database)
        try:
            mark = bot.mark()
            bot.clock.advance(11)  # the round ends: its poll buttons go, and its stored place with them
            await _assert_the_loop_runs_while_the_write_waits(bot, lock)
            closed = await bot.fake.wait_for(kind="channel_edit", start=mark)
            assert int(closed.message["id"]) == int(first_round.message["id"]) and closed.body["components"] == []
            lock.release()
            assert await asyncio.to_thread(lock.finished.wait, 15)
        finally:
            lock.close()
        assert await asyncio.to_thread(bot.core.storage.recall_state, "discord", "poll_message", lock.key) is None


async def test_no_database_call_runs_on_the_event_loop(tmp_path, monkeypatch):
    async with running_bot(tmp_path) as bot:
        on_loop = StorageCallsOnTheLoop(bot.core.storage)
        fake = bot.fake
        # autocomplete reads the chat's language
        typed = await fake.autocomplete("fan", "name", name="pure")
        assert (await fake.wait_for(typed, "callback")).data["choices"]
        # a quiz round: its poll message stored, its answers, its end (buttons removed), a stop
        start = await fake.slash("quiz", "start", user_id=ANN, rounds=2, seconds=10)
        first_round = await fake.wait_for(start, "followup", timeout=10)
        button = first_round.body["components"][0]["components"][0]["custom_id"]
        press = await fake.click(int(first_round.message["id"]), button, user_id=BO)
        assert (await fake.wait_for(press, "callback")).data["flags"] & EPHEMERAL
        mark = bot.mark()
        bot.clock.advance(11)
        await fake.wait_for(kind="channel_edit", start=mark)
        second_round = await fake.wait_for(kind="channel_message", start=mark,
                                           predicate=lambda e: bool(e.body.get("components")))
        stop = await fake.slash("quiz", "stop", user_id=ANN, permissions=MANAGE_GUILD)
        await fake.wait_for(stop, "callback")
        await fake.wait_for(kind="channel_edit", start=mark,
                            predicate=lambda e: e.message["id"] == second_round.message["id"])
        # the error handlers answer in the caller's language
        for error in (app_commands.MissingPermissions(["manage_guild"]), RuntimeError("disk on fire")):
            async def failing(*args, _error=error, **kwargs):
                raise _error

            monkeypatch.setattr(bot.adapter, "run_slash", failing)
            failed = await fake.slash("score", hand=HAND, user_id=BO)
            assert (await fake.wait_for(failed, "callback")).data["flags"] & EPHEMERAL
        monkeypatch.undo()

        async def broken(*args, **kwargs):
            raise RuntimeError("disk on fire")

        monkeypatch.setattr(bot.core, "handle_slash", broken)
        failed = await fake.slash("score", hand=HAND, user_id=BO)
        assert (await fake.wait_for(failed, "callback")).data["flags"] & EPHEMERAL
        assert on_loop.calls == []
