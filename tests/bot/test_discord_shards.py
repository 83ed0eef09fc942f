"""Discord shards: ``DISCORD_SHARD_COUNT`` / ``DISCORD_SHARD_IDS`` run the real discord.py as an auto-sharded
client, against the fake gateway, which routes each guild's events to the shard Discord would
(``(guild_id >> 22) % shard_count``)."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import discord
import pytest

from bot.adapters.discord import DiscordAdapter
from bot.adapters.discord.client import ShardedFanbotClient
from bot.config import Config, ConfigError
from bot.core import BotCore
from tests.bot.console_run import run_fanbot
from tests.bot.fakes.fake_discord import FakeDiscord
from tests.migrated import migrated_url

HAND = "1112345678999m9m"  # nine gates: 88 + pure straight 16 + tile hog 2


# --------------------------------------------------------------------------- configuration


def test_no_shard_settings_keep_one_unsharded_connection():
    config = Config.from_env({}, env_file=None)
    assert (config.discord_shard_count, config.discord_shard_ids) == (None, None)


def test_shard_ids_are_read_as_numbers_below_the_count():
    config = Config.from_env({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": " 2, 3 "}, env_file=None)
    assert (config.discord_shard_count, config.discord_shard_ids) == (4, (2, 3))


def test_a_count_without_ids_runs_every_shard():
    config = Config.from_env({"DISCORD_SHARD_COUNT": "2"}, env_file=None)
    assert (config.discord_shard_count, config.discord_shard_ids) == (2, None)


@pytest.mark.parametrize(("environ", "says"), [
    ({"DISCORD_SHARD_COUNT": "0"}, "at least 1"),
    ({"DISCORD_SHARD_COUNT": "two"}, "whole number"),
    ({"DISCORD_SHARD_COUNT": "-1"}, "whole number"),
    ({"DISCORD_SHARD_IDS": "0,1"}, "needs DISCORD_SHARD_COUNT"),
    ({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "0,2"}, "0 to 1"),
    ({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "0;1"}, "separated by commas"),
    ({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "0,"}, "separated by commas"),
    ({"DISCORD_SHARD_COUNT": "3", "DISCORD_SHARD_IDS": "1,1"}, "listed twice"),
])
def test_bad_shard_settings_are_one_line_errors_naming_the_variable(environ, says):
    with pytest.raises(ConfigError) as caught:
        Config.from_env(environ, env_file=None)
    message = str(caught.value)
    assert says in message and "\n" not in message
    assert ("DISCORD_SHARD_IDS" if "DISCORD_SHARD_IDS" in environ else "DISCORD_SHARD_COUNT") in message


def test_fanbot_discord_with_a_shard_beyond_the_count_exits_2_with_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "TELEGRAM_"))}
    env.update(DISCORD_TOKEN="MTIz.fake.token", DISCORD_SHARD_COUNT="2", DISCORD_SHARD_IDS="1,2",
               DATABASE_URL=f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    done = run_fanbot(["discord"], cwd=Path.cwd(), environ=env)  # in this process: a start-up error
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "fanbot: DISCORD_SHARD_IDS='1,2': shards are numbered 0 to 1 when DISCORD_SHARD_COUNT=2"]


# --------------------------------------------------------------------------- end to end


def _config(fake: FakeDiscord, tmp_path, *, patched: bool = False, **shards) -> Config:
    """``patched``: discord.py is already pointed at the fake, so that no adapter's exit restores discord.com
    under another one still running in this event loop (separate processes have their own discord.py)."""
    urls = {} if patched else {"discord_api_base_url": fake.api_base, "discord_gateway_url": fake.gateway_url}
    return Config(discord_token=fake.token, rate_limit=(1000, 60.0),
                  database_url=migrated_url(tmp_path / "bot.sqlite3"), **urls, **shards)


class Running:
    """One bot process's adapter, run in this event loop."""

    def __init__(self, config: Config) -> None:
        self.core = BotCore(config)
        self.adapter = DiscordAdapter(config, self.core, tick_seconds=0.1)
        self.stop = asyncio.Event()
        self.task = asyncio.create_task(self.adapter.serve(self.stop))

    async def close(self) -> None:
        self.stop.set()
        await asyncio.wait_for(self.task, 15)
        self.core.close()


async def _scores_in(fake: FakeDiscord, guild_id: int) -> None:
    interaction = await fake.slash("score", hand=HAND, guild_id=guild_id)
    event = await fake.wait_for(interaction, "callback", timeout=10)
    assert "106" in "".join(e.get("description") or "" for e in event.data["embeds"])


async def test_one_process_runs_both_shards_and_answers_guilds_on_each(tmp_path):
    fake = FakeDiscord()
    await fake.start()
    bot = Running(_config(fake, tmp_path, discord_shard_count=2))
    try:
        assert isinstance(bot.adapter.client, ShardedFanbotClient)
        # discord.py waits 5 s between two IDENTIFYs of one process (Discord's identify rate limit)
        await fake.wait_for_shards({0, 1}, timeout=20)
        assert sorted(fake.identifies) == [[0, 2], [1, 2]]
        first, second = fake.guild_on_shard(0, 2), fake.guild_on_shard(1, 2)
        await _scores_in(fake, first)
        await _scores_in(fake, second)
        assert sorted(fake.delivered_on.values()) == [0, 1]
        assert sorted(bot.adapter.client.shards) == [0, 1]
    finally:
        await bot.close()
        await fake.stop()
    assert discord.http.Route.BASE == "https://discord.com/api/v10"
    assert fake.errors == [], fake.errors


async def test_two_processes_split_the_shards_and_one_keeps_its_guilds_when_the_other_stops(tmp_path):
    fake = FakeDiscord()
    await fake.start()
    fake.patch_discord()
    zero = Running(_config(fake, tmp_path, patched=True, discord_shard_count=2, discord_shard_ids=(0,)))
    one = Running(_config(fake, tmp_path, patched=True, discord_shard_count=2, discord_shard_ids=(1,)))
    try:
        await fake.wait_for_shards({0, 1}, timeout=20)
        assert sorted(fake.identifies) == [[0, 2], [1, 2]]
        assert list(zero.adapter.client.shards) == [0] and list(one.adapter.client.shards) == [1]
        on_zero, on_one = fake.guild_on_shard(0, 2), fake.guild_on_shard(1, 2)
        await _scores_in(fake, on_zero)
        await _scores_in(fake, on_one)
        await zero.close()
        await _scores_in(fake, on_one)  # shard 1's process answers alone
        with pytest.raises(AssertionError, match="no bot is connected on shard 0"):
            await fake.slash("score", hand=HAND, guild_id=on_zero)
    finally:
        if not zero.task.done():
            await zero.close()
        await one.close()
        fake.unpatch_discord()
        await fake.stop()
    assert fake.errors == [], fake.errors
