"""The discord.py client the adapter runs on: one gateway connection, or auto-sharded over several."""

from __future__ import annotations

import logging
from typing import Any

import discord
import yarl
from discord import app_commands

from bot.adapters.discord.callbacks import Callbacks
from bot.config import Config

log = logging.getLogger("fanbot.discord")


class FanbotClient(discord.Client):
    def __init__(self, adapter: Callbacks, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        # Replies quote what users typed: never let that ping @everyone, roles or users.
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none(), **options)
        self.fanbot = adapter  # what the components call back (``components._adapter``)
        self.tree = app_commands.CommandTree(self)
        self.tree.on_error = adapter.on_tree_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        await self.fanbot.setup(self)

    async def on_ready(self) -> None:
        log.info("Discord bot connected as %s", self.user)


class ShardedFanbotClient(FanbotClient, discord.AutoShardedClient):
    """The same client over several gateway connections: ``shard_ids`` of ``shard_count`` (all when None)."""

    async def on_shard_ready(self, shard_id: int) -> None:
        log.info("Discord shard %s of %s connected", shard_id, self.shard_count)


def make_client(adapter: Callbacks, config: Config) -> FanbotClient:
    """Unsharded unless ``DISCORD_SHARD_COUNT`` is set; then auto-sharded over ``DISCORD_SHARD_IDS``."""
    if config.discord_shard_count is None:
        return FanbotClient(adapter)
    ids = list(config.discord_shard_ids) if config.discord_shard_ids is not None else None
    return ShardedFanbotClient(adapter, shard_count=config.discord_shard_count, shard_ids=ids)


def point_at(config: Config) -> tuple[str, yarl.URL]:
    """Point discord.py at another server (the tests' fake) when the configuration says so; what
    ``restore`` puts back."""
    saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    if config.discord_api_base_url:
        discord.http.Route.BASE = config.discord_api_base_url.rstrip("/")
    if config.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.discord_gateway_url)
    return saved


def restore(saved: tuple[str, yarl.URL]) -> None:
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
